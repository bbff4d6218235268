"""Light and dark looks: the palette, and the few colours the custom-drawn widgets use."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette


@dataclass(frozen=True)
class Theme:
    """Colours for one scheme."""

    dark: bool
    window: QColor
    panel: QColor
    text: QColor
    muted: QColor
    """Previews and secondary text."""
    accent: QColor
    accent_text: QColor
    turn_column: QColor
    """Background of the on-turn player's scorecard column."""
    totals_row: QColor
    die_face: QColor
    die_edge: QColor
    die_pip: QColor
    die_held_face: QColor
    felt: QColor
    """The dice tray's surface."""
    notice: QColor
    focus: QColor
    """The keyboard-focus ring on the window's and dialogs' own background (≥ 3:1 against it)."""
    focus_on_felt: QColor
    """The keyboard-focus ring on the dice tray's felt: always solid."""
    hint: QColor
    """The coach's "KEEP?" mark on the felt: always dashed, never the focus colour."""


LIGHT = Theme(
    dark=False,
    window=QColor("#f4f1ea"),
    panel=QColor("#ffffff"),
    text=QColor("#1d1d1f"),
    muted=QColor("#6b6b73"),
    accent=QColor("#1f6feb"),
    accent_text=QColor("#ffffff"),
    turn_column=QColor("#e3edff"),
    totals_row=QColor("#eeeae0"),
    die_face=QColor("#fffdf7"),
    die_edge=QColor("#8a8578"),
    die_pip=QColor("#1d1d1f"),
    die_held_face=QColor("#fff4cf"),
    felt=QColor("#2f6b4f"),
    notice=QColor("#fff1c2"),
    focus=QColor("#0b57d0"),
    focus_on_felt=QColor("#ffffff"),
    hint=QColor("#ffcc33"),
)

DARK = Theme(
    dark=True,
    window=QColor("#1e1f22"),
    panel=QColor("#2a2c30"),
    text=QColor("#ececf1"),
    muted=QColor("#9a9aa5"),
    accent=QColor("#5b9bff"),
    accent_text=QColor("#0d1117"),
    turn_column=QColor("#23324d"),
    totals_row=QColor("#33353a"),
    die_face=QColor("#f3f0e8"),
    die_edge=QColor("#c9c3b3"),
    die_pip=QColor("#17171a"),
    die_held_face=QColor("#ffe9a6"),
    felt=QColor("#1f4534"),
    notice=QColor("#4a3f1c"),
    focus=QColor("#8ab4ff"),
    focus_on_felt=QColor("#ffffff"),
    hint=QColor("#ffcc33"),
)


def relative_luminance(color: QColor) -> float:
    """WCAG 2 relative luminance of `color` (0 for black … 1 for white)."""

    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * linear(color.redF())
        + 0.7152 * linear(color.greenF())
        + 0.0722 * linear(color.blueF())
    )


def contrast_ratio(first: QColor, second: QColor) -> float:
    """WCAG 2 contrast ratio of two colours, 1 (the same) … 21 (black on white)."""
    light, dark = sorted((relative_luminance(first), relative_luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def system_prefers_dark() -> bool:
    """True when the desktop asks for a dark colour scheme (Qt 6.5+)."""
    hints = QGuiApplication.styleHints()
    return bool(hints.colorScheme() == Qt.ColorScheme.Dark)


REQUESTED_SCHEMES = {"light": Qt.ColorScheme.Light, "dark": Qt.ColorScheme.Dark}
"""What the platform is asked to draw for each setting; "system" asks for nothing (Unknown)."""


def request_color_scheme(scheme: str) -> None:
    """Ask the platform to draw the window frames (title bars) in `scheme` ("light", "dark"), or
    to follow the desktop again ("system"). Where the platform cannot, nothing changes.

    Call it before :func:`theme_for`: while a scheme is asked for, the style hints report it
    instead of the desktop's."""
    wanted = REQUESTED_SCHEMES.get(scheme, Qt.ColorScheme.Unknown)
    QGuiApplication.styleHints().setColorScheme(wanted)


def theme_for(scheme: str) -> Theme:
    """The theme for a setting: "light", "dark", or "system" (follow the desktop)."""
    if scheme == "dark":
        return DARK
    if scheme == "light":
        return LIGHT
    return DARK if system_prefers_dark() else LIGHT


def palette_for(theme: Theme) -> QPalette:
    """A full palette, so standard widgets (menus, dialogs, tables) match the scheme."""
    p = QPalette()
    base = theme.panel
    alt = theme.totals_row
    disabled_text = QColor(theme.muted)
    disabled_text.setAlpha(160)
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        p.setColor(group, QPalette.ColorRole.Window, theme.window)
        p.setColor(group, QPalette.ColorRole.WindowText, theme.text)
        p.setColor(group, QPalette.ColorRole.Base, base)
        p.setColor(group, QPalette.ColorRole.AlternateBase, alt)
        p.setColor(group, QPalette.ColorRole.Text, theme.text)
        p.setColor(group, QPalette.ColorRole.Button, base if not theme.dark else alt)
        p.setColor(group, QPalette.ColorRole.ButtonText, theme.text)
        p.setColor(group, QPalette.ColorRole.Highlight, theme.accent)
        p.setColor(group, QPalette.ColorRole.HighlightedText, theme.accent_text)
        p.setColor(group, QPalette.ColorRole.ToolTipBase, base)
        p.setColor(group, QPalette.ColorRole.ToolTipText, theme.text)
        p.setColor(group, QPalette.ColorRole.PlaceholderText, theme.muted)
        p.setColor(group, QPalette.ColorRole.Link, theme.accent)
        p.setColor(group, QPalette.ColorRole.BrightText, QColor("#ff5555"))
        p.setColor(group, QPalette.ColorRole.Light, base.lighter(130))
        p.setColor(group, QPalette.ColorRole.Midlight, base.lighter(115))
        p.setColor(group, QPalette.ColorRole.Mid, theme.muted)
        p.setColor(group, QPalette.ColorRole.Dark, base.darker(160))
        p.setColor(group, QPalette.ColorRole.Shadow, QColor(0, 0, 0, 120))
    d = QPalette.ColorGroup.Disabled
    for role in (
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
    ):
        p.setColor(d, role, disabled_text)
    p.setColor(d, QPalette.ColorRole.Window, theme.window)
    p.setColor(d, QPalette.ColorRole.Base, base)
    p.setColor(d, QPalette.ColorRole.Button, base if not theme.dark else alt)
    p.setColor(d, QPalette.ColorRole.Highlight, theme.muted)
    return p
