"""The heat map a board view draws over its board when the inspector turns it on: how often
the search touched each square, arc or cell, warmer and more opaque for more, with the count
written in each square."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping

from PySide6.QtCore import QLineF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter

from cavalo_gui.app.boards.pens import round_pen

COLD = QColor(255, 214, 102)
HOT = QColor(204, 30, 30)


def heat_colour(count: int, most: int) -> QColor:
    """From pale yellow (touched once) to deep red (touched most), half see-through."""
    share = count / most if most else 0.0
    colour = QColor(
        round(COLD.red() + (HOT.red() - COLD.red()) * share),
        round(COLD.green() + (HOT.green() - COLD.green()) * share),
        round(COLD.blue() + (HOT.blue() - COLD.blue()) * share),
    )
    colour.setAlpha(round(70 + 100 * share))
    return colour


def paint_heat_squares(
    painter: QPainter,
    counts: Mapping[Hashable, int],
    rect_of: Callable[[int], QRectF],
    cell: float,
) -> None:
    """Each counted square filled with its colour, its count in its lower right corner."""
    most = max(counts.values(), default=0)
    font = QFont(painter.font())
    font.setPixelSize(max(7, round(cell * 0.24)))
    font.setBold(True)
    painter.setFont(font)
    for square, count in counts.items():
        rect = rect_of(int(square))  # type: ignore[call-overload]
        painter.fillRect(rect, heat_colour(count, most))
        painter.setPen(QColor("#000000"))
        inner = rect.adjusted(cell * 0.05, cell * 0.05, -cell * 0.06, -cell * 0.03)
        align = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom
        painter.drawText(inner, align, str(count))


def paint_heat_lines(
    painter: QPainter,
    counts: Mapping[Hashable, int],
    line_of: Callable[[int], QLineF],
    cell: float,
) -> None:
    """Each counted arc drawn as a broad stroke of its colour."""
    most = max(counts.values(), default=0)
    for arc, count in counts.items():
        painter.setPen(round_pen(heat_colour(count, most), cell * 0.22))
        painter.drawLine(line_of(int(arc)))  # type: ignore[call-overload]
