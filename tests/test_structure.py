"""The house rules of the code, kept by tests: Qt stays in the window, widgets ask the controller.

Widgets never read files or the strategy themselves (a broken history or a missing table must
reach the player as a message from the controller, not as a traceback from a widget), and the
game's own parts can be run and tested without Qt.
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
        "import fivedice.play.tables, fivedice.play.coaching, fivedice.play.demo\n"
        "import fivedice.store.keeper, fivedice.store.recorder, fivedice.strategy.coach\n"
        "print(sorted(m for m in sys.modules if m.startswith('PySide6')))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
