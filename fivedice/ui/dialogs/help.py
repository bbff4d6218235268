"""How to play: the rules in the player's words, for the rules of the game on the table.

The page is made from HTML templates in ``assets/help/``: the English ones there, and a language's
own in ``assets/help/<code>/`` (same names, same ``$placeholders``), used when they exist. A
template a language lacks is taken in English.
"""

from __future__ import annotations

from html import escape
from importlib import resources
from importlib.abc import Traversable
from string import Template

from PySide6.QtCore import QEvent, Qt, Slot
from PySide6.QtGui import QHideEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMessageBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from fivedice import version
from fivedice.core import Category, ExtraFive, Rules
from fivedice.words import SOURCE_LANGUAGE, translate

from ..board.die import MIN_TARGET
from ..shell import language
from ..shell.commands import key_rows
from .lifecycle import OpenDialogs

KEYS_ANCHOR = "keys"
"""Where the Keys list starts in the How to play page."""


def help_dir() -> Traversable:
    """The folder of the How to play templates (inside the package)."""
    return resources.files("fivedice") / "assets" / "help"


def _asset(name: str) -> str:
    """The template `name` in the language spoken now, else the English one."""
    folder = help_dir()
    code = language.current()
    if code != SOURCE_LANGUAGE:
        own = folder / code / name
        if own.is_file():
            return own.read_text(encoding="utf-8")
    return (folder / name).read_text(encoding="utf-8")


def help_html(rules: Rules) -> str:
    """The How to play page for `rules` (the extra-five rule in force is the one explained)."""
    boxes = "\n  ".join(
        f"<tr><td>{escape(c.label)}</td><td>{escape(c.rule)}</td></tr>" for c in Category
    )
    if rules.triple:
        cards = _asset("cards_triple.html")
    elif rules.cards > 1:
        cards = Template(_asset("cards_several.html")).substitute(
            count=rules.cards, turns=rules.turns_per_player
        )
    else:
        cards = ""
    turns = rules.turns_per_player
    game_length = translate(
        "Help", "The game lasts %n turns per player, one box a turn.", None, turns
    )
    if rules.time_budget_s is not None:
        minutes = round(rules.time_budget_s / 60)
        time_budget = translate(
            "Help",
            "In this game each player has <b>%n minutes</b> of thinking time for the "
            "whole game, counted only during their own turns. A player whose time runs out "
            "drops out: their card stays as it is and the others play on.",
            None,
            minutes,
        )
    else:
        time_budget = translate("Help", "This game has no time limit.")
    keys = "\n  ".join(
        f"<tr><td>{escape(shown)}</td><td>{escape(does)}</td></tr>" for shown, does in key_rows()
    )
    return Template(_asset("how_to_play.html")).substitute(
        game_length=game_length,
        boxes=boxes,
        keys=keys,
        extra_five_label=escape(rules.extra_five.label),
        extra_five=_asset(f"extra_five_{rules.extra_five.value}.html"),
        cards=cards,
        time_budget=time_budget,
    )


ABOUT = "about"
"""The About box's name among the dialogs of the window it opens over."""


def about_version() -> str:
    """The version shown in the About box (from the installed package's metadata)."""
    #: In the About box, after the game's name: {version} is a number like 1.2.0 (lower case).
    return translate("Help", "version {version}").format(version=version())


def about_box(parent: QWidget) -> QMessageBox:
    """The About box over `parent`, to be opened: name, version, and what the game is."""
    box = QMessageBox(parent)
    box.setObjectName("aboutBox")
    #: Title of the About box, and screen readers' name of How to play's About button.
    box.setWindowTitle(translate("Help", "About Five Dice"))
    box.setIconPixmap(parent.windowIcon().pixmap(64, 64))
    box.setText(
        #: First line of the About box: the game's name in bold, then “version 1.2.0”; keep the <b>
        #: tags.
        translate("Help", "<b>Five Dice</b> {version}").format(version=escape(about_version()))
    )
    box.setInformativeText(
        translate(
            "Help",
            "Five dice, three rolls, thirteen boxes: the classic dice game for one to four "
            "players, with computer opponents up to perfect play and a coach that knows it.",
        )
    )
    ok = box.addButton(QMessageBox.StandardButton.Ok)
    ok.setMinimumHeight(MIN_TARGET)
    return box


class HelpDialog(QDialog):
    """A window with the How to play page; it stays open beside the game (not modal)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("helpDialog")
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("helpText")
        self.browser.setOpenExternalLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        self.close_button.setMinimumHeight(MIN_TARGET)
        self.close_button.setDefault(True)  # Enter closes it (a focused link is followed)
        buttons.rejected.connect(self.close)
        self.about_button = buttons.addButton("", QDialogButtonBox.ButtonRole.HelpRole)
        self.about_button.setObjectName("aboutButton")
        self.about_button.setMinimumHeight(MIN_TARGET)
        self.about_button.clicked.connect(self.show_about)
        self._dialogs = OpenDialogs(self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(640, 600)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self._rules: Rules | None = None
        self.retranslate()
        self.set_rules(Rules(ExtraFive.OFF))

    def retranslate(self) -> None:
        """Say everything again in the language spoken now (the window is kept between
        openings): the titles, the buttons, and the page."""
        self.setWindowTitle(translate("Help", "How to play Five Dice"))
        #: Screen readers' name of the How to play page.
        self.browser.setAccessibleName(translate("Help", "How to play"))
        #: Screen readers' name of How to play's Close button (Qt words the button itself).
        self.close_button.setAccessibleName(translate("Help", "Close"))
        #: [How to play window] Button at the foot of How to play: opens the About box.
        self.about_button.setText(translate("Help", "&About Five Dice"))
        self.about_button.setAccessibleName(translate("Help", "About Five Dice"))
        rules, self._rules = self._rules, None
        if rules is not None:
            self.set_rules(rules)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        # A box opened from here goes with it (a window is never destroyed while shown).
        self._dialogs.close_all()
        super().hideEvent(event)

    @property
    def about_box(self) -> QMessageBox | None:
        """The About box opened from here, while it is open."""
        return self._dialogs.get(ABOUT, QMessageBox)

    @Slot()
    def show_about(self) -> None:
        """The About box: name, version, and what the game is (a second click replaces it)."""
        self._dialogs.open(ABOUT, about_box(self))

    def set_rules(self, rules: Rules) -> None:
        """Show the page for `rules` (where the reader is on it stays put while they are the
        same: the window passes them on after every move)."""
        if rules == self._rules:
            return
        self._rules = rules
        self.browser.setHtml(help_html(rules))

    def show_keys(self) -> None:
        """Scroll to the list of keys."""
        self.browser.scrollToAnchor(KEYS_ANCHOR)
