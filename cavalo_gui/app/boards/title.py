"""The line above a board: the problem's name on the left, the score on the right, never over
each other.

A random board's seed ("Problem F (seed 548764)") or a long file name on the left and the score
on the right ("218 / 2000 points · 6 moves") need more than a narrow board's width: drawn each
against its own edge they would overlap, unreadable. :func:`paint_title` first makes the font
smaller (to 70% of its size), then :func:`lay_out_title` gives the score the room it needs and
elides the name ("Problem F (se…") to what is left, with a gap between them; a score wider than
the whole line is elided too. A view may offer shorter forms of both ("F (seed 548764)",
"218 / 2000 · 6 moves"), tried before anything is elided. Every board view paints its title
with it, so all of them keep the same promise, and a test can read the rectangles.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

GAP_EMS = 1.0  # between the name and the score, in widths of an 'M'
SMALLEST = 0.7  # the title's font shrinks to this share of its size before the name is elided


@dataclass(frozen=True)
class TitleLayout:
    """What the title shows and where: each text with the rectangle its glyphs cover."""

    left: str
    left_rect: QRectF
    right: str
    right_rect: QRectF


def lay_out_title(metrics: QFontMetricsF, band: QRectF, left: str, right: str) -> TitleLayout:
    """Place ``left`` against the band's left edge and ``right`` against its right edge,
    eliding ``left`` (then ``right``) so that at least a gap of one 'M' separates them."""
    gap = metrics.horizontalAdvance("M") * GAP_EMS
    right = metrics.elidedText(right, Qt.TextElideMode.ElideRight, band.width())
    right_width = metrics.horizontalAdvance(right)
    room = band.width() - right_width - gap
    left = metrics.elidedText(left, Qt.TextElideMode.ElideRight, max(0.0, room)) if room > 0 else ""
    left_width = metrics.horizontalAdvance(left)
    left_rect = QRectF(band.left(), band.top(), left_width, band.height())
    right_rect = QRectF(band.right() - right_width, band.top(), right_width, band.height())
    return TitleLayout(left, left_rect, right, right_rect)


def fits(metrics: QFontMetricsF, band: QRectF, left: str, right: str) -> bool:
    """Whether both texts fit the band whole, with the gap between them."""
    needed = metrics.horizontalAdvance(left) + metrics.horizontalAdvance(right)
    return needed + metrics.horizontalAdvance("M") * GAP_EMS <= band.width()


def paint_title(
    painter: QPainter,
    band: QRectF,
    left: str | Sequence[str],
    right: str | Sequence[str],
    left_color: QColor,
    right_color: QColor,
    smallest_px: float | None = None,
) -> TitleLayout:
    """Paint the title in ``band`` with the painter's font, made smaller (down to
    ``smallest_px``, by default :data:`SMALLEST` of its size) while the two texts do not fit
    whole, then laid out by :func:`lay_out_title`; returns the layout painted. Each text may
    come in shorter forms too (longest first): the first pair that fits whole at the smallest
    size is painted, and only the shortest is ever elided."""
    lefts = (left,) if isinstance(left, str) else tuple(left)
    rights = (right,) if isinstance(right, str) else tuple(right)
    pairs = [(name, score) for score in rights for name in lefts]
    base = QFont(painter.font())
    largest = base.pixelSize()
    smallest = largest * SMALLEST if smallest_px is None else min(largest, smallest_px)
    for name, score in pairs:
        font = QFont(base)
        while (
            largest > 0
            and font.pixelSize() * 0.92 >= smallest
            and not fits(QFontMetricsF(font), band, name, score)
        ):
            font.setPixelSize(max(1, int(font.pixelSize() * 0.92)))
        if fits(QFontMetricsF(font), band, name, score):
            break
    painter.setFont(font)
    layout = lay_out_title(QFontMetricsF(font), band, name, score)
    middle = Qt.AlignmentFlag.AlignVCenter
    painter.setPen(left_color)
    painter.drawText(layout.left_rect, Qt.AlignmentFlag.AlignLeft | middle, layout.left)
    painter.setPen(right_color)
    painter.drawText(layout.right_rect, Qt.AlignmentFlag.AlignRight | middle, layout.right)
    return layout
