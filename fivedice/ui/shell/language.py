"""Which language the app speaks, and switching it while the app runs.

The catalogues are compiled Qt translations inside the package (``assets/i18n/fivedice_<code>.qm``,
made from ``resources/translations/*.ts``), with Qt's own ``qtbase_<code>.qm`` for its standard
buttons and dialogs. English is the source language; its catalogue holds only plural forms.

Installing or removing a translator makes Qt send every widget a LanguageChange event: the main
window then sets its texts again (no restart). The translators are children of the application
they translate for, and one taken out is deleted. Number and date formats follow the language too
(``QLocale.setDefault``).
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from fivedice import assets, words
from fivedice.words import LANGUAGES, SOURCE_LANGUAGE, SYSTEM

ENVIRONMENT = "FIVEDICE_LANGUAGE"
"""Set to a language's code ("de", "pt_BR") to speak it for this run, whatever the settings say."""

_installed: list[QTranslator] = []
_current = SOURCE_LANGUAGE
_requested: str | None = None
"""The language asked for this run (``--language``); None: $FIVEDICE_LANGUAGE, else the setting."""
_setting: str | None = None
"""The setting last applied: a different one is the player's choice, which wins from then on."""


def catalogue_dir() -> Path:
    """Where the compiled catalogues are (inside the package, so every install has them)."""
    return assets() / "i18n"


def system_languages() -> list[str]:
    """The system's preferred languages, best first ("de-DE", "en-US")."""
    return list(QLocale.system().uiLanguages())


def request(code: str | None) -> None:
    """Speak `code` this run whatever the settings say (``fivedice --language de``); None: don't."""
    global _requested
    _requested = code or None


def choose(setting: str) -> str:
    """The language to speak: the one asked for this run (``--language``, else
    $FIVEDICE_LANGUAGE), else `setting` ("system": the system's preferred languages); English when
    none of them is shipped."""
    forced = _requested or os.environ.get(ENVIRONMENT) or None
    return words.language_for(forced or setting, system_languages())


def current() -> str:
    """The code of the language spoken now ("en" for English)."""
    return _current


def apply(setting: str) -> str:
    """Speak the language `setting` calls for from now on (see :func:`choose`); its code.

    Called at start and whenever the settings change: the same language again does nothing; a
    new setting is the player's choice and wins over one asked for the run. The widgets are told
    (Qt's LanguageChange event) and say everything again. A catalogue that is missing or damaged
    leaves the source language in its place, never an error.
    """
    global _current, _setting, _requested
    first = _setting is None
    if not first and setting != _setting:
        _requested = None
        os.environ.pop(ENVIRONMENT, None)
    _setting = setting
    code = choose(setting)
    if code == _current and not first:
        return code
    _uninstall()
    app = QCoreApplication.instance()
    if app is not None:
        for translator in _load(code, app):
            if QCoreApplication.installTranslator(translator):
                _installed.append(translator)
            else:
                translator.deleteLater()
    QLocale.setDefault(_locale_for(code))
    words.install(QCoreApplication.translate)
    words.install_numbers(_decimal)
    _current = code
    return code


def _decimal(value: float, places: int) -> str:
    locale = QLocale()
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    return locale.toString(float(value), "f", places)


def _locale_for(code: str) -> QLocale:
    """Dates and numbers as the system writes them when it speaks `code` (de_AT for an Austrian
    system speaking German, en_GB for a British one speaking English); else the language's own."""
    system = QLocale.system()
    spoken = QLocale(code if code != SOURCE_LANGUAGE else "en_US")
    return system if system.language() == spoken.language() else spoken


def reset() -> None:
    """Back to English with nothing asked for (tests)."""
    global _current, _setting, _requested
    _uninstall()
    _current, _setting, _requested = SOURCE_LANGUAGE, None, None
    QLocale.setDefault(QLocale("en_US"))
    words.install(None)
    words.install_numbers(None)


def _uninstall() -> None:
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
        translator.deleteLater()  # the application owns it: it goes once it is out of use
    _installed.clear()


def _load(code: str, app: QCoreApplication) -> list[QTranslator]:
    """The catalogues of `code` that load, children of `app`, which they translate for (one
    that does not load is deleted)."""
    found: list[QTranslator] = []
    own = QTranslator(app)
    if own.load(str(catalogue_dir() / f"fivedice_{code}.qm")):
        found.append(own)
    else:
        own.deleteLater()
    if code in LANGUAGES:
        qt = QTranslator(app)
        if any(qt.load(str(folder / f"qtbase_{code}.qm")) for folder in _qt_catalogue_dirs()):
            found.append(qt)
        else:
            qt.deleteLater()
    return found


def _qt_catalogue_dirs() -> list[Path]:
    """Where Qt's own catalogues may be: ours (Bokmål), Qt's, and beside the bindings (where a
    built app keeps them)."""
    import PySide6

    bindings = Path(PySide6.__file__).parent
    return [
        catalogue_dir(),
        Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
        bindings / "Qt" / "translations",
        bindings / "translations",
    ]


def loaded() -> list[str]:
    """The catalogues in use, by name ("fivedice_de", "qtbase_de"): what start-up reports."""
    return [Path(t.filePath()).stem for t in _installed]


def native_names() -> list[tuple[str, str]]:
    """(setting, name) for the Settings menu of languages: the system's choice, then English and
    each shipped language named in itself."""
    #: First item of the Settings dialog's list of languages: the language the computer is set to.
    system = words.translate("Language", "System default")
    return [(SYSTEM, system), (SOURCE_LANGUAGE, "English"), *LANGUAGES.items()]
