"""The pens and marks every board draws alike: a line with round or square ends, and a move
number in a disc."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen


def round_pen(color: QColor | Qt.GlobalColor, width: float) -> QPen:
    """A pen of ``color`` and ``width`` whose lines end in half discs (arcs, arrows' shafts)."""
    pen = QPen(color, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def square_pen(color: QColor, width: float) -> QPen:
    """A pen whose lines run on half their width past their ends: square outlines close."""
    pen = QPen(color, width)
    pen.setCapStyle(Qt.PenCapStyle.SquareCap)
    return pen


def paint_badge(
    painter: QPainter, centre: QPointF, radius: float, fill: QColor, ink: QColor, text: str
) -> None:
    """``text`` (a move's number) in a disc of ``fill`` centred on ``centre``, in the
    painter's font (the painter keeps the disc's brush: a caller of many clears it once)."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(ink)
    badge = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)
