"""Board colours for a light and a dark theme, chosen to read on a projector."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor, QPalette


@dataclass(frozen=True)
class BoardColors:
    background: QColor
    square_light: QColor
    square_dark: QColor
    number: QColor
    never: QColor  # a square that never held a number
    emptied: QColor  # a square emptied during the game
    hatch: QColor
    ghost: QColor  # the old number on an emptied square
    grid: QColor
    coordinate: QColor
    path: QColor
    badge_text: QColor
    removed: QColor
    candidate: QColor
    title: QColor
    goal: QColor


LIGHT = BoardColors(
    background=QColor("#fbfaf7"),
    square_light=QColor("#f6ecd2"),
    square_dark=QColor("#e4d2a8"),
    number=QColor("#1c1a17"),
    never=QColor("#9a958c"),
    emptied=QColor("#d9d5cd"),
    hatch=QColor("#b9b4aa"),
    ghost=QColor(60, 56, 50, 110),
    grid=QColor("#6b6253"),
    coordinate=QColor("#3b372f"),
    path=QColor(25, 98, 200, 220),
    badge_text=QColor("#ffffff"),
    removed=QColor("#d1261d"),
    candidate=QColor("#1f9e3a"),
    title=QColor("#1c1a17"),
    goal=QColor("#1f7a33"),
)

DARK = BoardColors(
    background=QColor("#1e2128"),
    square_light=QColor("#56627a"),
    square_dark=QColor("#46516a"),
    number=QColor("#f7f4ec"),
    never=QColor("#141619"),
    emptied=QColor("#2b2f36"),
    hatch=QColor("#454b55"),
    ghost=QColor(220, 220, 220, 80),
    grid=QColor("#0d0f12"),
    coordinate=QColor("#d7dbe2"),
    path=QColor(110, 175, 255, 230),
    badge_text=QColor("#0b1a2e"),
    removed=QColor("#ff5a4f"),
    candidate=QColor("#4fd36b"),
    title=QColor("#f0f0f0"),
    goal=QColor("#6fdc86"),
)


def is_dark(palette: QPalette) -> bool:
    """Whether the window's theme is dark (a dark window background)."""
    return palette.color(QPalette.ColorRole.Window).lightness() < 110


def colors_for(palette: QPalette) -> BoardColors:
    """The dark colours when the window's theme is dark, the light ones otherwise."""
    return DARK if is_dark(palette) else LIGHT
