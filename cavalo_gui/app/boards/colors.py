"""Board colours for a light and a dark theme, chosen to read on a projector, and a
high-contrast scheme safe for colour-blind eyes (View > High-contrast board).

The high-contrast scheme keeps to black, white and the Okabe-Ito colours that the common forms
of colour blindness still tell apart (blue, vermilion, bluish green, orange), with the
strongest contrast against a white board; no meaning rests on red against green alone, since
the boards also draw each kind with its own shape (the candidates ringed, the removed numbers
crossed, the next arcs dashed), the colours that stand for opposites differ in lightness too
(what a colour-blind eye still sees), and the tooltips and screen-reader text say it in words.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

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


HIGH_CONTRAST = BoardColors(
    background=QColor("#ffffff"),
    square_light=QColor("#ffffff"),
    square_dark=QColor("#d9d9d9"),
    number=QColor("#000000"),
    never=QColor("#595959"),
    emptied=QColor("#bfbfbf"),
    hatch=QColor("#000000"),
    ghost=QColor(0, 0, 0, 150),
    grid=QColor("#000000"),
    coordinate=QColor("#000000"),
    path=QColor("#0050a0"),  # Okabe-Ito blue, darkened for text on white
    badge_text=QColor("#ffffff"),
    removed=QColor("#d55e00"),  # vermilion, light: a cross, never a ring
    candidate=QColor("#005a40"),  # bluish green, dark: a ring, never a cross
    title=QColor("#000000"),
    goal=QColor("#0050a0"),
)

STANDARD = "standard"
HIGH_CONTRAST_SCHEME = "high-contrast"
SCHEMES = (STANDARD, HIGH_CONTRAST_SCHEME)
_scheme = STANDARD


def set_scheme(scheme: str) -> None:
    """Paint every board in ``scheme`` (one of :data:`SCHEMES`) from its next repaint on."""
    global _scheme
    _scheme = scheme if scheme in SCHEMES else STANDARD


def high_contrast() -> bool:
    """Whether the boards use the high-contrast, colour-blind-safe scheme."""
    return _scheme == HIGH_CONTRAST_SCHEME


def is_dark(palette: QPalette) -> bool:
    """Whether the window's theme is dark (a dark window background)."""
    return palette.color(QPalette.ColorRole.Window).lightness() < 110


Colors = TypeVar("Colors")


def scheme_colors(palette: QPalette, light: Colors, dark: Colors, contrast: Colors) -> Colors:
    """A board's colours for the scheme in use: ``contrast`` when View > High-contrast board
    is on, else ``dark`` when the window's theme is dark, ``light`` otherwise."""
    if high_contrast():
        return contrast
    return dark if is_dark(palette) else light


def colors_for(palette: QPalette) -> BoardColors:
    """The knight board's colours (and the panels' that match them) for the scheme in use."""
    return scheme_colors(palette, LIGHT, DARK, HIGH_CONTRAST)
