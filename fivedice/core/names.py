"""Player names as the game keeps them: one line of visible text.

A name may come from a keyboard, a settings file, a saved game or the history. Whatever it held,
the game keeps it without control characters (line breaks, tabs, escapes) and without the
invisible formatting marks that turn the text around it (bidi overrides and isolates, the
left-to-right and right-to-left marks), so a name can neither break a line nor reverse the words
after it. Markup such as ``<b>`` is kept as typed: it is part of the name, and whatever shows the
name shows it as plain text.
"""

from __future__ import annotations

import unicodedata

from fivedice.words import translate

KEPT_FORMAT_CHARACTERS = frozenset("\u200c\u200d")
"""Format characters kept in names: the zero-width (non-)joiners, which emoji sequences and
some scripts need to be written at all."""


def _visible(char: str) -> bool:
    category = unicodedata.category(char)
    if category in ("Cc", "Cs"):
        return False  # control characters and lone surrogates
    return category != "Cf" or char in KEPT_FORMAT_CHARACTERS


def clean_name(text: str, seat: int | None = None) -> str:
    """`text` as a name: control and invisible formatting characters dropped, runs of white space
    (line breaks included) made one space, and trimmed.

    When nothing is left, the name of seat `seat` (1…4): "Player 2"; without a seat, "".
    """
    words = "".join(c for c in " ".join(text.split()) if _visible(c)).split()
    name = " ".join(words)
    if not name and seat is not None:
        #: The name of a player whose name field was left empty: {number} is the seat, 1 to 4 (a
        #: noun used as a name: “Player 2”).
        return translate("Names", "Player {number}").format(number=seat)
    return name
