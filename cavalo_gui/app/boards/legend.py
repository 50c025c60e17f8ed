"""What the board views share: where the board, its legend and its title go in the widget,
and the legend laid out to fit (the colours of the scheme in use are in ``colors.py``).

A legend names each kind of mark with a small sample of it (its swatch). On a narrow board
(the window at 1024 x 640) its entries do not fit on one line at a readable size, so
:func:`lay_out_legend` flows them onto as many centred rows as the width needs, and an entry
wider than the whole width wraps its words: it is never cut and never made smaller than
:data:`LEGEND_MIN_PX`, nor, in :func:`fit_board`, than the board's coordinate labels.
:func:`fit_board` then gives the board what height the legend leaves. A view paints with
:func:`paint_legend` what :func:`fit_board` laid out, so the rectangles a test reads are the
ones painted.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

from cavalo_gui.app.boards.title import TitleLayout, paint_title

LEGEND_MIN_PX = 12  # the legend's smallest text, in pixels: the window's own text at 100%
TITLE_MIN_PX = 12  # and the title's, before it shrinks to fit its line (title.py)
SWATCH = (1.0, 1.0)  # a swatch's width and height, in units of the legend's line height
SWATCH_GAP = 0.45  # between a swatch and its words, in line heights
ENTRY_GAP = 1.2  # between two entries of a row, in line heights
ROW_GAP = 0.3  # between two rows, in line heights


@dataclass(frozen=True)
class LegendEntry:
    """One entry of a legend: the kind of mark, its words, and where each is painted."""

    kind: str
    text: str
    swatch: QRectF
    text_rect: QRectF

    @property
    def rect(self) -> QRectF:
        return self.swatch.united(self.text_rect)


@dataclass(frozen=True)
class LegendLayout:
    """A legend laid out: its font, its entries row by row, and the band its rows fill."""

    font: QFont
    entries: tuple[LegendEntry, ...]
    band: QRectF

    def moved_down(self, dy: float) -> LegendLayout:
        def down(rect: QRectF) -> QRectF:
            return rect.translated(0, dy)

        entries = tuple(
            LegendEntry(e.kind, e.text, down(e.swatch), down(e.text_rect)) for e in self.entries
        )
        return LegendLayout(self.font, entries, down(self.band))


def lay_out_legend(
    items: Sequence[tuple[str, str]],
    font: QFont,
    left: float,
    top: float,
    width: float,
    swatch_shape: tuple[float, float] = SWATCH,
) -> LegendLayout:
    """Lay ``items`` ((kind, words) each) out in ``font`` below ``top``, in rows centred
    between ``left`` and ``left + width``: as many entries a row as fit, an entry wider than
    the whole width with its words wrapped over lines. Each swatch is ``swatch_shape`` line
    heights wide and high."""
    metrics = QFontMetricsF(font)
    line = metrics.height()
    swatch, swatch_height = line * swatch_shape[0], line * swatch_shape[1]
    swatch_gap, entry_gap = line * SWATCH_GAP, line * ENTRY_GAP
    room = max(1.0, width - swatch - swatch_gap)  # for the words of an entry alone on a row
    sized = []
    for kind, text in items:
        words = metrics.boundingRect(
            QRectF(0, 0, room, 1e6), Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft, text
        )
        whole = math.ceil(metrics.horizontalAdvance(text)) + 1  # on one line, rounding aside
        text_width = whole if whole <= room else max(room, words.width())
        sized.append((kind, text, swatch + swatch_gap + text_width, max(line, words.height())))
    rows = _balanced_rows(sized, width, entry_gap)
    entries = []
    y = top
    for row in rows:
        row_width = sum(entry[2] for entry in row) + entry_gap * (len(row) - 1)
        x = left + max(0.0, (width - row_width) / 2)
        row_height = max(entry[3] for entry in row)
        for kind, text, entry_width, height in row:
            square = QRectF(x, y + (line - swatch_height) / 2, swatch, swatch_height)
            words = QRectF(x + swatch + swatch_gap, y, entry_width - swatch - swatch_gap, height)
            entries.append(LegendEntry(kind, text, square, words))
            x += entry_width + entry_gap
        y += row_height + line * ROW_GAP
    height = y - top - line * ROW_GAP
    return LegendLayout(QFont(font), tuple(entries), QRectF(left, top, width, height))


def _rows(sized: list, limit: float, gap: float) -> list[list]:
    """``sized`` entries ((kind, words, width, height) each) in rows no wider than ``limit``,
    as many a row as fit, in order."""
    rows: list[list] = [[]]
    used = 0.0
    for entry in sized:
        needed = entry[2] + (gap if rows[-1] else 0.0)
        if rows[-1] and used + needed > limit:
            rows.append([])
            used, needed = 0.0, entry[2]
        rows[-1].append(entry)
        used += needed
    return rows


def _balanced_rows(sized: list, width: float, gap: float) -> list[list]:
    """As few rows as fit ``width``, of widths as even as their order allows: the narrowest
    limit that needs no more rows (so that a lone last entry does not hang below a full row)."""
    count = len(_rows(sized, width, gap))
    low, high = max(entry[2] for entry in sized), width
    for _step in range(12):
        middle = (low + high) / 2
        if len(_rows(sized, middle, gap)) <= count:
            high = middle
        else:
            low = middle
    return _rows(sized, high, gap)


def paint_legend(
    painter: QPainter,
    layout: LegendLayout,
    text_color: QColor,
    paint_swatch: Callable[[QPainter, str, QRectF], None],
) -> None:
    """Paint each entry of ``layout``: its swatch by ``paint_swatch(painter, kind, rect)``,
    then its words."""
    for entry in layout.entries:
        painter.save()
        paint_swatch(painter, entry.kind, entry.swatch)
        painter.restore()
    painter.setFont(layout.font)
    painter.setPen(text_color)
    flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
    for entry in layout.entries:
        painter.drawText(entry.text_rect, flags, entry.text)


@dataclass(frozen=True)
class BoardFit:
    """Where a board goes in its widget: the side of one unit (a square, or the distance
    between two dots), the top-left corner of the board block (title, margins and board,
    without the legend) and the legend laid out below it."""

    cell: float
    corner: QPointF
    legend: LegendLayout


def fit_board(
    width: float,
    height: float,
    units: tuple[float, float],
    items: Sequence[tuple[str, str]],
    legend_font: Callable[[float], QFont],
    smallest_cell: float,
    swatch_shape: tuple[float, float] = SWATCH,
) -> BoardFit:
    """Fit a board block ``units`` = (wide, high) units (margins and title included) and its
    legend into a widget of ``width`` x ``height`` pixels, the two centred together.

    The legend's font is ``legend_font(cell)`` for the cell the board would have without a
    legend, at least :data:`LEGEND_MIN_PX`; its rows span the widget's width less a margin,
    and the board takes the height they leave."""
    wide, high = units
    roomy = max(smallest_cell, min(width / wide, height / high))
    font = QFont(legend_font(roomy))
    font.setPixelSize(max(LEGEND_MIN_PX, font.pixelSize()))
    margin = QFontMetricsF(font).height() * 0.5
    band = max(1.0, width - 2 * margin)
    if items:
        legend = lay_out_legend(items, font, margin, 0.0, band, swatch_shape)
        below = margin / 2 + legend.band.height() + margin  # a gap, the legend, a margin
    else:  # no legend under this board: the board takes its room
        legend, below = LegendLayout(QFont(font), (), QRectF(margin, 0.0, band, 0.0)), 0.0
    cell = max(smallest_cell, min(width / wide, (height - below) / high))
    left = (width - wide * cell) / 2
    top = max(0.0, (height - high * cell - below) / 2)
    return BoardFit(cell, QPointF(left, top), legend.moved_down(top + high * cell + margin / 2))


def paint_board_title(
    painter: QPainter,
    band: QRectF,
    name: str | Sequence[str],
    score: str | Sequence[str],
    reached: bool,
    colors: tuple[QColor, QColor],
) -> TitleLayout:
    """The line above a board, in the painter's font (at least :data:`TITLE_MIN_PX`, and made
    as small as that before the name is elided): the problem's ``name`` on the left in the
    first of ``colors`` (title, goal), the ``score`` on the right, with a tick and in the
    goal's colour once ``reached``."""
    font = QFont(painter.font())
    if font.pixelSize() < TITLE_MIN_PX:
        font.setPixelSize(TITLE_MIN_PX)
        painter.setFont(font)
    title, goal = colors
    if reached:
        score = "✔ " + score if isinstance(score, str) else ["✔ " + form for form in score]
    score_color = goal if reached else title
    return paint_title(painter, band, name, score, title, score_color, TITLE_MIN_PX)
