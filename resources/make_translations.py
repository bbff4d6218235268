"""Five Dice's translations: extract the texts, compile the catalogues, check them, hand them out.

    python resources/make_translations.py update      # after changing texts in the source
    python resources/make_translations.py check       # what the tests check: exit 1 on a problem
    python resources/make_translations.py export de   # the German messages as JSON, to translate
    python resources/make_translations.py import de de.json   # put them back (then: update)
    (export and import take qtbase_nb too)

The sources of the translations are ``resources/translations/fivedice_<code>.ts`` (Qt Linguist
files, one per language: open them in Qt Linguist or any text editor). ``update`` brings them up
to date with the texts in ``fivedice/`` (pyside6-lupdate) and compiles each into
``fivedice/assets/i18n/fivedice_<code>.qm`` (pyside6-lrelease), which ships in the package.
English is the source language: its file holds only the plural forms ("%n turns": "1 turn").
Norwegian Bokmål has no catalogue from Qt for Qt's own buttons and dialogs, so
``qtbase_nb.ts`` here is ours, compiled the same way.

Translator comments: a line ``#: ...`` directly above the line of a ``translate(`` call says
where the text appears and what it means; lupdate carries it into the .ts files
(``<extracomment>``, shown by Qt Linguist and as "note" by ``export``). It is not part of a
message's key, so changing it loses no translation. ``check`` wants one on every text shorter
than 20 characters (placeholders and & left out) that has no disambiguation comment.

Shortcut letters: a menu item's or a dialog control's text marks its Alt+letter with "&"
("&New game…"). Its translator comment starts with the menu or dialog it appears in, in
brackets: ``#: [Game menu] starts a new game``; a text shown in several names each,
``#: [New game dialog, Settings dialog] check box ...``. ``check`` fails when two texts of one
menu or dialog use the same letter in any language (English too), and on a text with "&" whose
comment names no menu or dialog.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "fivedice"
TS_DIR = ROOT / "resources" / "translations"
QM_DIR = SOURCE / "assets" / "i18n"
OWN_QT = ("qtbase_nb",)
"""Catalogues of Qt's own texts that Qt does not ship, kept here."""

sys.path.insert(0, str(ROOT))
from fivedice.words import LANGUAGES, SOURCE_LANGUAGE  # noqa: E402

PLACEHOLDER = re.compile(r"\{[a-z_][a-z0-9_]*\}|%L?n|%\d+")
"""What a translation must keep: {name} placeholders, %n counts, %1 arguments."""
TAG = re.compile(r"</?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>")


def _tool(name: str) -> str:
    """pyside6-lupdate or pyside6-lrelease, beside the Python that runs this."""
    here = Path(sys.executable).parent
    for candidate in (here / f"pyside6-{name}", here / f"pyside6-{name}.exe"):
        if candidate.exists():
            return str(candidate)
    found = shutil.which(f"pyside6-{name}")
    if found is None:
        raise SystemExit(f"pyside6-{name} was not found (it comes with PySide6-Essentials)")
    return found


def ts_file(code: str, folder: Path = TS_DIR) -> Path:
    """The file of `code` ("de"), or of one of Qt's own catalogues kept here ("qtbase_nb")."""
    return folder / (f"{code}.ts" if code in OWN_QT else f"fivedice_{code}.ts")


def qm_file(ts: Path, folder: Path = QM_DIR) -> Path:
    return folder / (ts.stem + ".qm")


def all_codes() -> list[str]:
    return [SOURCE_LANGUAGE, *LANGUAGES]


LOCALES = {
    "en": "en_US",
    "de": "de_DE",
    "fr": "fr_FR",
    "es": "es_ES",
    "it": "it_IT",
    "pt_BR": "pt_BR",
    "nl": "nl_NL",
    "pl": "pl_PL",
    "cs": "cs_CZ",
    "sv": "sv_SE",
    "da": "da_DK",
    "nb": "nb_NO",
    "fi": "fi_FI",
    "qtbase_nb": "nb_NO",
}
"""Each language's locale as the .ts files name it: Qt's tools take their plural rules from it."""
PLURAL_FORMS = {"pl": 3, "cs": 3}
"""Plural forms of each language (Qt's rules): two, except Polish and Czech (1, 2–4, 5 and more)."""
PERCENT_N = re.compile(r"%L?n")
SHORT = 20
"""Texts shorter than this (placeholders and & left out) need a translator comment."""
GROUPS = re.compile(r"^\s*\[([^\]]+)\]")
"""The menus or dialogs a translator comment starts with: "[Game menu] ..." (comma-separated)."""
NOTES_APART = "\n----------\n"
"""How lupdate joins the different translator comments of one text used in several places."""

Key = tuple[str, str, str]


def extracted() -> dict[Key, str]:
    """(context, source, comment) of every text in the source, in pyside6-lupdate's order, with
    its translator comment ("" when it has none)."""
    with tempfile.TemporaryDirectory(prefix="fivedice-lupdate-") as tmp:
        ts = Path(tmp) / "all.ts"
        args = [_tool("lupdate"), "-extensions", "py", "-locations", "none"]
        # The folder given relative to the root, so the file says the same on every machine.
        args += ["-source-language", "en", "-target-language", "en_US", "fivedice", "-ts", str(ts)]
        subprocess.run(args, cwd=ROOT, check=True, capture_output=True, text=True)
        return {m.key: m.note for m in messages(ts)}


def written() -> dict[Key, str]:
    """(context, source, comment) of every ``translate`` and ``QT_TRANSLATE_NOOP`` call in the
    source whose texts are literals, with where it is: what lupdate should find."""
    import ast

    found: dict[Key, str] = {}
    for path in sorted(SOURCE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            if name not in ("translate", "QT_TRANSLATE_NOOP") or len(node.args) < 2:
                continue
            texts = [a.value if isinstance(a, ast.Constant) else None for a in node.args[:3]]
            if not all(isinstance(t, str) for t in texts[:2]):
                continue
            comment = texts[2] if len(texts) > 2 and isinstance(texts[2], str) else ""
            where = f"{path.relative_to(ROOT).as_posix()}:{node.lineno}"
            found[(str(texts[0]), str(texts[1]), comment)] = where
    return found


def merged(code: str, keys: Mapping[Key, str], known: dict[Key, Message]) -> str:
    """The .ts file of `code` holding the messages `keys` (English: only those with a count),
    each with its translator comment (the value of `keys`), with the translations `known` has
    for them; new ones unfinished.

    A text with %n is a plural message whatever lupdate says (its Python reader marks only
    counts written as a number), with as many forms as the language has.
    """
    forms = PLURAL_FORMS.get(code, 2)
    out = [
        '<?xml version="1.0" encoding="utf-8"?>',
        "<!DOCTYPE TS>",
        f'<TS version="2.1" language="{LOCALES[code]}" sourcelanguage="en">',
    ]
    context = None
    for key in keys:
        name, source, comment = key
        numerus = PERCENT_N.search(source) is not None
        if code == SOURCE_LANGUAGE and not numerus:
            continue
        if name != context:
            if context is not None:
                out.append("</context>")
            out += ["<context>", f"    <name>{_xml(name)}</name>"]
            context = name
        old = known.get(key)
        out.append('    <message numerus="yes">' if numerus else "    <message>")
        out.append(f"        <source>{_xml(source)}</source>")
        if comment:
            out.append(f"        <comment>{_xml(comment)}</comment>")
        if keys[key]:
            out.append(f"        <extracomment>{_xml(keys[key])}</extracomment>")
        texts = list(old.translations) if old is not None else []
        done = old is not None and old.state == "" and any(t.strip() for t in texts)
        if numerus:
            texts = (texts + [""] * forms)[:forms] if texts else [""] * forms
            done = done and old is not None and len(old.translations) == forms
            state = "" if done else ' type="unfinished"'
            out.append(f"        <translation{state}>")
            out += [f"            <numerusform>{_xml(t)}</numerusform>" for t in texts]
            out.append("        </translation>")
        else:
            text = texts[0] if texts else ""
            state = "" if done else ' type="unfinished"'
            out.append(f"        <translation{state}>{_xml(text)}</translation>")
        out.append("    </message>")
    if context is not None:
        out.append("</context>")
    out.append("</TS>")
    return "\n".join(out) + "\n"


def _xml(text: str) -> str:
    return (
        text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace('"', "&quot;")
        .replace("'", "&apos;")
    )


def extract(code: str, ts: Path, keys: Mapping[Key, str] | None = None) -> None:
    """Bring `ts` up to date with the source's texts (made if missing): texts no longer in the
    source are dropped, new ones come unfinished, no line numbers are kept (the file changes only
    when texts do)."""
    known = {m.key: m for m in messages(ts)} if ts.exists() else {}
    text = merged(code, extracted() if keys is None else keys, known)
    ts.write_text(text, encoding="utf-8")


def compile_ts(ts: Path, qm: Path) -> None:
    args = [_tool("lrelease"), "-silent", "-removeidentical", str(ts), "-qm", str(qm)]
    if ts.stem.startswith("fivedice_" + SOURCE_LANGUAGE):
        args.remove("-removeidentical")
    subprocess.run(args, check=True, capture_output=True, text=True)


def catalogues() -> list[Path]:
    """Every .ts kept here: ours for each language, and Qt's own that Qt does not ship."""
    return [ts_file(code) for code in all_codes()] + [TS_DIR / f"{n}.ts" for n in OWN_QT]


def update() -> None:
    TS_DIR.mkdir(parents=True, exist_ok=True)
    QM_DIR.mkdir(parents=True, exist_ok=True)
    keys = extracted()
    for code in all_codes():
        extract(code, ts_file(code), keys)
    for ts in catalogues():
        if ts.exists():
            compile_ts(ts, qm_file(ts))


@dataclass
class Message:
    context: str
    source: str
    comment: str
    numerus: bool
    translations: list[str]
    state: str  # "", "unfinished", "vanished", "obsolete"
    note: str = ""
    """The translator comment (#: in the source): where the text appears, what it means."""

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.context, self.source, self.comment)


def messages(ts: Path) -> Iterator[Message]:
    root = ET.parse(ts).getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            forms: list[str] = []
            state = ""
            if translation is not None:
                state = translation.get("type", "")
                numerus = translation.findall("numerusform")
                forms = [f.text or "" for f in numerus] if numerus else [translation.text or ""]
            yield Message(
                name,
                message.findtext("source") or "",
                message.findtext("comment") or "",
                message.get("numerus") == "yes",
                forms,
                state,
                message.findtext("extracomment") or "",
            )


def _accelerators(text: str) -> int:
    return len(re.findall(r"&(?!&)(?=\w)", text.replace("&&", "")))


def shortcut_letter(text: str) -> str:
    """The Alt+letter `text` marks with "&" ("&New game": "n"), "" when it marks none."""
    found = re.search(r"&(\w)", text.replace("&&", ""))
    return found.group(1).casefold() if found else ""


def bare(text: str) -> str:
    """`text` as long as a reader sees it: without "&" markers and placeholders, stripped."""
    return PLACEHOLDER.sub("", text.replace("&&", "\0").replace("&", "").replace("\0", "&")).strip()


def groups(note: str) -> list[str]:
    """The menus and dialogs a translator comment names ("[Game menu] ...": ["Game menu"]); a
    text used in several places may carry several comments, as lupdate joins them."""
    found: list[str] = []
    for part in note.split(NOTES_APART):
        head = GROUPS.match(part)
        if head is not None:
            found += [g.strip() for g in head.group(1).split(",") if g.strip()]
    return list(dict.fromkeys(found))


def note_problems(key: Key, note: str) -> list[str]:
    """What a text's translator comment lacks: any comment at all on a short text without a
    disambiguation comment; the menu or dialog of a text with a shortcut letter."""
    found = []
    if not note.strip() and not key[2] and len(bare(key[1])) < SHORT:
        found.append("a short text needs a translator comment (#: above the call)")
    if _accelerators(key[1]) and not groups(note):
        found.append(
            "a text with an & shortcut needs its menu or dialog in its translator comment: "
            "#: [Game menu] ..."
        )
    return found


def shortcut_clashes(messages: Iterable[Message], english: bool = False) -> list[str]:
    """Two texts of one menu or dialog (the group their translator comments name) whose
    shortcut letters are the same, in the translations of `messages` (or, `english`, in their
    sources), one line each. Unfinished translations are left to the other checks."""
    taken: dict[tuple[str, str], list[str]] = {}
    for message in messages:
        if not _accelerators(message.source):
            continue
        if english:
            text = message.source
        elif message.state or not message.translations or message.numerus:
            continue
        else:
            text = message.translations[0]
        letter = shortcut_letter(text)
        if not letter:
            continue
        for group in groups(message.note):
            taken.setdefault((group, letter), []).append(text)
    return [
        f"[{group}] Alt+{letter.upper()} is the shortcut of both "
        + " and ".join(repr(t) for t in texts)
        for (group, letter), texts in taken.items()
        if len(texts) > 1
    ]


def problems_of(message: Message) -> list[str]:
    """What is wrong with one finished translation (placeholders, counts, shortcut markers)."""
    found = []
    if message.state in ("unfinished", "vanished", "obsolete") or not any(
        t.strip() for t in message.translations
    ):
        return ["not translated"]
    if any(not t.strip() for t in message.translations):
        found.append("a plural form is empty")
    wanted = Counter(PLACEHOLDER.findall(message.source))
    for text in message.translations:
        have = Counter(PLACEHOLDER.findall(text))
        if message.numerus:
            # A language's singular form may say "one" in words instead of %n.
            have["%n"] = wanted["%n"] if "%n" in wanted else have["%n"]
        if have != wanted:
            found.append(f"placeholders {sorted(have.elements())} instead of {sorted(wanted)}")
        if _accelerators(text) != _accelerators(message.source):
            found.append("the & shortcut marker is missing or doubled")
        if Counter(TAG.findall(text)) != Counter(TAG.findall(message.source)):
            found.append("its markup differs from the source's")
    return found


@dataclass
class Report:
    problems: list[str] = field(default_factory=list)

    def add(self, where: str, what: str) -> None:
        self.problems.append(f"{where}: {what}")


def check(codes: list[str] | None = None) -> Report:
    """Every check the tests make, for `codes` (default: every language and Qt's own catalogues
    kept here); the report lists each problem (empty: all is well)."""
    report = Report()
    codes = codes if codes is not None else [*all_codes(), *OWN_QT]
    keys = extracted()
    places = written()
    for key, where in places.items():
        if key not in keys:
            report.add(
                where,
                f"pyside6-lupdate does not find {key[1][:50]!r}: write the count as a plain "
                "name (n), the texts as literals",
            )
    for key, note in keys.items():
        for problem in note_problems(key, note):
            report.add(f"{places.get(key, key[0])} {key[1][:60]!r}", problem)
    english = [Message(*key, False, [key[1]], "", note) for key, note in keys.items()]
    for problem in shortcut_clashes(english, english=True):
        report.add("the English texts", problem)
    with tempfile.TemporaryDirectory(prefix="fivedice-ts-") as tmp:
        folder = Path(tmp)
        for code in codes:
            ts = ts_file(code)
            if not ts.exists():
                report.add(ts.name, "missing (run: python resources/make_translations.py update)")
                continue
            read = list(messages(ts))
            if code not in OWN_QT:
                fresh = merged(code, keys, {m.key: m for m in read})
                if fresh != ts.read_text(encoding="utf-8"):
                    report.add(
                        ts.name,
                        "differs from the texts in the source: run "
                        "python resources/make_translations.py update",
                    )
                for problem in shortcut_clashes(read):
                    report.add(ts.name, problem)
            shipped, built = qm_file(ts), qm_file(ts, folder)
            compile_ts(ts, built)
            if not shipped.exists():
                report.add(shipped.name, "missing: run make_translations.py update")
            elif shipped.read_bytes() != built.read_bytes():
                report.add(shipped.name, f"older than {ts.name}: run update")
            for message in read:
                for problem in problems_of(message):
                    report.add(f"{ts.name} [{message.context}] {message.source[:60]!r}", problem)
    return report


def export(code: str) -> list[dict[str, object]]:
    """The messages of `code` as JSON-able records (translation filled in where there is one)."""
    return [
        {
            "context": m.context,
            "source": m.source,
            **({"comment": m.comment} if m.comment else {}),
            **({"note": m.note} if m.note else {}),
            **(
                {"numerus": True, "translation": m.translations}
                if m.numerus
                else {"translation": m.translations[0] if m.translations else ""}
            ),
            **({"unfinished": True} if m.state == "unfinished" else {}),
        }
        for m in messages(ts_file(code))
    ]


def import_(code: str, records: list[dict[str, object]]) -> int:
    """Put translations into `code`'s file (matched by context, source and comment); how many."""
    ts = ts_file(code)
    old = list(messages(ts))
    known = {m.key: m for m in old}
    done = 0
    for record in records:
        key = (str(record["context"]), str(record["source"]), str(record.get("comment", "")))
        value = record.get("translation")
        if key not in known or not value:
            continue
        forms = [str(v) for v in value] if isinstance(value, list) else [str(value)]
        known[key] = Message(*key[:2], key[2], known[key].numerus, forms, "", known[key].note)
        done += 1
    ts.write_text(merged(code, {m.key: m.note for m in old}, known), encoding="utf-8")
    return done


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("update", "check", "export", "import"):
        print(__doc__)
        return 2
    if argv[0] == "update":
        update()
        return 0
    if argv[0] == "check":
        report = check()
        for line in report.problems:
            print(line)
        print(f"{len(report.problems)} problem(s)")
        return 1 if report.problems else 0
    if argv[0] == "export":
        print(json.dumps(export(argv[1]), ensure_ascii=False, indent=1))
        return 0
    records = json.loads(Path(argv[2]).read_text(encoding="utf-8"))
    print(f"{import_(argv[1], records)} translations put in {ts_file(argv[1]).name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
