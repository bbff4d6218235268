"""The house rules of the code, kept by tests: Qt stays in the window, widgets ask the controller.

Widgets never read files or the strategy themselves (a broken history or a missing table must
reach the player as a message from the controller, not as a traceback from a widget), and the
game's own parts can be run and tested without Qt. No two modules import each other, even
round a longer loop or only for type checking; no module takes another's private (``_name``)
names.

The size caps below are smoke alarms, not limits: a module that reaches one holds more than one
idea. Split it by concept, into modules named for what they are; never with a mixin, a helper
or a move that exists only to get under the number.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "fivedice"
STORE_IO = ("history", "autosave", "files", "paths", "keeper", "recorder")
MAX_LINES = 700


def _modules() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def _runtime_imports(tree: ast.Module) -> list[str]:
    """Modules imported when the file runs (not those under ``if TYPE_CHECKING:``)."""
    names: list[str] = []

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                for orelse in child.orelse:
                    visit(orelse)
                continue
            if isinstance(child, ast.Import):
                names.extend(alias.name for alias in child.names)
            elif isinstance(child, ast.ImportFrom) and child.module:
                names.append(child.module)
                names.extend(f"{child.module}.{alias.name}" for alias in child.names)
            visit(child)

    visit(tree)
    return names


def _widget_modules() -> list[Path]:
    found = []
    for path in _modules():
        if path.name == "app.py" and path.parent == PACKAGE:
            continue  # the composition root builds everything
        if "QtWidgets" in path.read_text(encoding="utf-8"):
            found.append(path)
    return found


@pytest.mark.parametrize("path", _widget_modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_widgets_ask_the_controller_instead_of_reading_files_or_the_strategy(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    forbidden = [
        name
        for name in _runtime_imports(tree)
        if name.startswith("fivedice.strategy")
        or any(name.startswith(f"fivedice.store.{io}") for io in STORE_IO)
    ]
    assert forbidden == [], f"{path.name} reaches past the controller: {forbidden}"


def test_no_module_is_too_big_to_find_your_way_in():
    sizes = {p: len(p.read_text(encoding="utf-8").splitlines()) for p in _modules()}
    big = {str(p.relative_to(PACKAGE)): n for p, n in sizes.items() if n > MAX_LINES}
    assert big == {}
    # the controller coordinates; its parts do the work
    assert sizes[PACKAGE / "ui" / "control" / "controller.py"] <= 500


def test_the_game_runs_without_qt():
    code = (
        "import sys\n"
        "import fivedice.core, fivedice.play.seats, fivedice.play.clock\n"
        "import fivedice.play.valueprep, fivedice.play.coaching, fivedice.play.demo\n"
        "import fivedice.store.keeper, fivedice.store.recorder, fivedice.strategy.coach\n"
        "print(sorted(m for m in sys.modules if m.startswith('PySide6')))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# ------------------------------------------------------------------------ imports between modules


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module_name(p): p for p in _modules()}


def _absolute(path: Path, node: ast.ImportFrom) -> str:
    """The module an ``import from`` names, relative imports resolved."""
    if not node.level:
        return node.module or ""
    package = _module_name(path).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    base = package[: len(package) - node.level + 1]
    return ".".join(base + ([node.module] if node.module else []))


def _imports(path: Path) -> list[tuple[str, str]]:
    """(module, name) for every name `path` imports from the package, anywhere in the file
    (under ``if TYPE_CHECKING:`` and inside functions too); name "" for a plain import."""
    found: list[tuple[str, str]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            module = _absolute(path, node)
            found += [(module, alias.name) for alias in node.names]
        elif isinstance(node, ast.Import):
            found += [(alias.name, "") for alias in node.names]
    return [(m, n) for m, n in found if m == "fivedice" or m.startswith("fivedice.")]


def _defined_in(module: str, name: str) -> str:
    """The module that really holds `name` when it is imported from `module` (a package's face
    hands on names of its modules; follow it)."""
    if f"{module}.{name}" in MODULES:
        return f"{module}.{name}"
    path = MODULES.get(module)
    if path is None or path.name != "__init__.py":
        return module
    for source, imported in _imports(path):
        if imported == name and source != module:
            return _defined_in(source, name)
    return module


def test_no_module_takes_another_modules_private_names():
    taken = [
        f"{_module_name(path)} takes {name} from {module}"
        for path in _modules()
        for module, name in _imports(path)
        if name.startswith("_") and module != _module_name(path)
    ]
    assert not taken, "\n".join(taken)


def test_no_modules_import_each_other_round_a_loop():
    arrows: dict[str, set[str]] = {name: set() for name in MODULES}
    for path in _modules():
        if path.name == "__init__.py":
            continue  # a package's face: what it hands on is followed to where it is defined
        here = _module_name(path)
        for module, name in _imports(path):
            target = _defined_in(module, name) if name else module
            if target in MODULES and target != here:
                arrows[here].add(target)
    circles = []
    done: set[str] = set()
    for start in sorted(arrows):
        stack: list[tuple[str, list[str]]] = [(start, [start])]
        while stack:
            node, trail = stack.pop()
            for nxt in sorted(arrows.get(node, ())):
                if nxt == start:
                    circles.append(" -> ".join([*trail, start]))
                elif nxt not in trail and nxt not in done and len(trail) < 12:
                    stack.append((nxt, [*trail, nxt]))
        done.add(start)
    assert not circles, "\n".join(circles)
