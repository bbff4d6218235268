"""The words a player reads, in the player's language: one way to ask for them, Qt or not.

Every text a person sees or hears is written in English in the source, inside a call that the
translation tools find by its name (``pyside6-lupdate`` reads the source, it does not run it):

``translate("Context", "Source text {name}").format(name=...)``
    the text now, in the language in force. The context and the source are string literals.
    Placeholders are named and filled with :meth:`str.format` after translating, so that a
    translation may put them where its grammar wants them.
``translate("Context", "%n games", None, n)``
    a count: ``%n`` becomes ``n``, and each language has its plural forms (English too: the
    English catalogue holds just those). A fixed context, never ``self.tr``, which loses plurals
    in subclasses.
``QT_TRANSLATE_NOOP("Context", "Source text")``
    marks a text kept in a table or a constant (evaluated before any language is chosen); it is
    translated where it is shown, with ``translate("Context", constant)``.

Qt-free code (the rules engine, the history, the coach) asks the same way: until the app installs
Qt's translator with :func:`install`, :func:`translate` gives the English source, with ``%n``
filled in, so the command-line tools and the tests of the core speak English.
"""

from __future__ import annotations

import re
from collections.abc import Callable

Translator = Callable[[str, str, "str | None", int], str]

LANGUAGES: dict[str, str] = {
    "de": "Deutsch",
    "fr": "Français",
    "es": "Español",
    "it": "Italiano",
    "pt_BR": "Português (Brasil)",
    "nl": "Nederlands",
    "pl": "Polski",
    "cs": "Čeština",
    "sv": "Svenska",
    "da": "Dansk",
    "nb": "Norsk bokmål",
    "fi": "Suomi",
}
"""The shipped languages besides English (the source), each named in itself, in menu order."""

SOURCE_LANGUAGE = "en"
SYSTEM = "system"
"""The language setting that follows the system's list of preferred languages."""

_PERCENT_N = re.compile(r"%L?n")


def _english(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return _PERCENT_N.sub(str(n), text) if n >= 0 else text


_translator: Translator = _english


def _plain_decimal(value: float, places: int) -> str:
    return f"{value:.{places}f}"


_decimal: Callable[[float, int], str] = _plain_decimal


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """`text` of `context` in the language in force (English until :func:`install`)."""
    return _translator(context, text, disambiguation, n)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """`text` itself: marks it for translation where it is defined, to be translated when shown."""
    return text


def decimal(value: float, places: int) -> str:
    """`value` with `places` decimals as the language in force writes them ("2,5" in German;
    no thousands separators): expected scores, costs, margins."""
    return _decimal(value, places)


def install_numbers(formatter: Callable[[float, int], str] | None) -> None:
    """Make :func:`decimal` ask `formatter` (the locale's); None: Python's own, as in English."""
    global _decimal
    _decimal = formatter if formatter is not None else _plain_decimal


def install(translator: Translator | None) -> None:
    """Make :func:`translate` ask `translator` (``QCoreApplication.translate``); None: English."""
    global _translator
    _translator = translator if translator is not None else _english


def language_for(wanted: str | None, preferred: list[str] | tuple[str, ...]) -> str:
    """The language to speak: `wanted` when it is a shipped one ("de", "pt-BR", "nb_NO"), else
    the first of `preferred` (the system's list, best first, as ``QLocale.uiLanguages()`` gives
    it) that is shipped or is English; English when none is.

    Regional forms fall back to the language (de-AT: de); Portuguese of any region is the
    Brazilian one, and Norwegian (no, nn) is Bokmål, which its readers read.
    """
    for tag in ([wanted] if wanted and wanted != SYSTEM else []) + list(preferred):
        code = _shipped(tag)
        if code is not None:
            return code
    return SOURCE_LANGUAGE


def _shipped(tag: str) -> str | None:
    parts = tag.replace("-", "_").split("_")
    base = parts[0].lower()
    if not base:
        return None
    if base == SOURCE_LANGUAGE:
        return SOURCE_LANGUAGE
    if base == "pt":
        return "pt_BR"
    if base in ("no", "nn", "nb"):
        return "nb"
    return base if base in LANGUAGES else None
