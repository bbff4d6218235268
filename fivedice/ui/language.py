"""Which language the app speaks, and switching it while the app runs.

The catalogues are compiled Qt translations inside the package (``assets/i18n/fivedice_<code>.qm``,
made from ``resources/translations/*.ts``), with Qt's own ``qtbase_<code>.qm`` for its standard
buttons and dialogs. English is the source language; its catalogue holds only plural forms.

Installing or removing a translator makes Qt send every widget a LanguageChange event: the main
window then sets its texts again (no restart). Number and date formats follow the language too
(``QLocale.setDefault``).
"""

from __future__ import annotations

import os
from importlib import resources
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from fivedice import words
from fivedice.words import LANGUAGES, SOURCE_LANGUAGE, SYSTEM

ENVIRONMENT = "FIVEDICE_LANGUAGE"
"""Set to a language's code ("de", "pt_BR") to speak it for this run, whatever the settings say."""

_installed: list[QTranslator] = []
_current = SOURCE_LANGUAGE
_override: str | None = None


def catalogue_dir() -> Path:
    """Where the compiled catalogues are (inside the package, so every install has them)."""
    return Path(str(resources.files("fivedice") / "assets" / "i18n"))


def system_languages() -> list[str]:
    """The system's preferred languages, best first ("de-DE", "en-US")."""
    return list(QLocale.system().uiLanguages())


def choose(setting: str, requested: str | None = None) -> str:
    """The language to speak: `requested` (``--language``), else $FIVEDICE_LANGUAGE, else the
    `setting` ("system" follows the system's preferred languages), English when none is shipped."""
    global _override
    forced = requested or os.environ.get(ENVIRONMENT) or None
    if forced:
        _override = forced
    wanted = _override or setting
    return words.language_for(wanted, system_languages())


def current() -> str:
    """The code of the language spoken now ("en" for English)."""
    return _current


def apply(setting: str, requested: str | None = None) -> str:
    """Speak the language `setting` (or `requested`) calls for, from now on; its code.

    Safe to call again with the same language (nothing happens) or another one (the widgets are
    told, and say everything again). A catalogue that is missing or damaged leaves the source
    language in its place, never an error.
    """
    global _current
    code = choose(setting, requested)
    if code == _current and (_installed or code == SOURCE_LANGUAGE):
        return code
    app = QCoreApplication.instance()
    for translator in _installed:
        if app is not None:
            QCoreApplication.removeTranslator(translator)
    _installed.clear()
    for translator in _load(code):
        if app is not None and QCoreApplication.installTranslator(translator):
            _installed.append(translator)
    QLocale.setDefault(QLocale(code if code != SOURCE_LANGUAGE else "en_US"))
    words.install(QCoreApplication.translate)
    _current = code
    return code


def release_override() -> None:
    """Forget a language chosen for the run (tests; the settings decide again)."""
    global _override
    _override = None


def _load(code: str) -> list[QTranslator]:
    found: list[QTranslator] = []
    own = QTranslator()
    if own.load(str(catalogue_dir() / f"fivedice_{code}.qm")):
        found.append(own)
    if code in LANGUAGES:
        qt = QTranslator()
        for folder in (
            catalogue_dir(),
            Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
        ):
            if qt.load(str(folder / f"qtbase_{code}.qm")):
                found.append(qt)
                break
    return found


def native_names() -> list[tuple[str, str]]:
    """(setting, name) for the Settings menu of languages: the system's choice, then English and
    each shipped language named in itself."""
    system = words.translate("Language", "System default")
    return [(SYSTEM, system), (SOURCE_LANGUAGE, "English"), *LANGUAGES.items()]
