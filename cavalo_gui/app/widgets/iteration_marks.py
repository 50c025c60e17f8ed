"""The starts of an iterative search's passes on the chart: dashed lines, labelled with room.

One graphics item draws every mark in one pass. A pyqtgraph ``InfiniteLine`` per mark cost
about 2.5 ms to create and add, and each one was moved again at every change of the view's
range, so the marks of a short IDA* run took longer to draw than the run took to search.
"""

from __future__ import annotations

import math

import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

LABEL_GAP_PIXELS = 18  # between two labelled marks (a label's rotated height)
LABEL_PADDING = 3  # pixels around a label's text, and between a mark and its label
LABEL_FROM_TOP = 6  # pixels between the top of the view and the end of a label


def labelled_marks(positions: list[float], gap: float) -> set[int]:
    """Which marks (by index) get a label so that no two labels are closer than ``gap``: the
    latest first, then each earlier one that has room."""
    chosen: set[int] = set()
    last = math.inf
    for index in range(len(positions) - 1, -1, -1):
        if last - positions[index] >= gap:
            chosen.add(index)
            last = positions[index]
    return chosen


class IterationMarks(pg.GraphicsObject):
    """Vertical dashed lines across the view at given x values, each with a label that reads
    upwards just right of its line, near the top, shown where it has room. ``avoid`` is an
    item drawn over the view (the legend): a label that would cross it starts below it."""

    def __init__(self) -> None:
        super().__init__()
        self.marks: list[tuple[float, str]] = []
        self.color = QColor()  # both set by set_colors, from the chart's palette
        self.label_background = QColor()
        self.font = QFont()
        self.avoid: QGraphicsItem | None = None
        self.setZValue(20)  # above the curves, so a label stays readable

    def set_marks(self, marks: list[tuple[float, str]]) -> None:
        """The marks as ``(x, label)``, in increasing x."""
        self.marks = list(marks)
        self.update()

    def set_colors(self, color: QColor, label_background: QColor) -> None:
        self.color = QColor(color)
        self.label_background = QColor(label_background)
        self.update()

    def labels(self) -> list[tuple[str, QRectF]]:
        """The labels shown at the view's current scale, in x order, each with the rectangle
        it covers in the view box's pixels."""
        view = self.getViewBox()
        if view is None or not self.marks:
            return []
        to_pixels = view.childTransform()  # view units to the view box's pixels
        area = self.boundingRect()
        top = area.bottom() if to_pixels.m22() < 0 else area.top()  # the top on screen
        width_of = QFontMetricsF(self.font).horizontalAdvance
        height = QFontMetricsF(self.font).height()
        avoid = view.mapRectFromItem(self.avoid, self.avoid.boundingRect()) if self.avoid else None
        bounds = view.boundingRect()  # the view box in its own pixels: a label stays inside
        pixels = [to_pixels.map(QPointF(x, top)) for x, _text in self.marks]
        gap = max(LABEL_GAP_PIXELS, height + 2 * LABEL_PADDING)  # labels side by side never touch
        shown = labelled_marks([point.x() for point in pixels], gap)
        labels = []
        for index in sorted(shown):
            x, text = self.marks[index]
            if not area.left() <= x <= area.right():
                continue
            placed = self._place(text, pixels[index], height, width_of, avoid, bounds)
            if placed is not None:
                labels.append(placed)
        return labels

    @staticmethod
    def _place(text, point, height, width_of, avoid, bounds) -> tuple[str, QRectF] | None:
        """The label of the mark at ``point`` and the box it covers: right of its line (left
        of it at the view's right edge), from the top or else below the legend; shortened to
        the pass's number ("it. 3") where the whole text would be cut at the bottom; None
        where even that has no room."""
        short = text.split(":")[0]
        for shown in dict.fromkeys((text, short)):
            box = QRectF(
                point.x() + LABEL_PADDING,
                point.y() + LABEL_FROM_TOP,
                height,
                width_of(shown) + 2 * LABEL_PADDING,
            )
            if box.right() > bounds.right():
                box.moveRight(point.x() - LABEL_PADDING)
            if avoid is not None and box.intersects(avoid):
                box.moveTop(avoid.bottom() + LABEL_FROM_TOP)
            if bounds.contains(box):
                return shown, box
        return None

    # QGraphicsItem.

    def boundingRect(self) -> QRectF:
        view = self.getViewBox()
        return QRectF(view.viewRect()) if view is not None else QRectF()

    def viewRangeChanged(self) -> None:
        self.prepareGeometryChange()
        self.update()

    def viewTransformChanged(self) -> None:
        self.prepareGeometryChange()
        self.update()

    def paint(self, painter: QPainter, *_args) -> None:
        view = self.getViewBox()
        if not self.marks or view is None:
            return
        area = self.boundingRect()
        pen = QPen(self.color, 1.5, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)  # widths and dashes in pixels, whatever the view's scale
        painter.setPen(pen)
        for x, _text in self.marks:
            if area.left() <= x <= area.right():
                painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
        # The labels are laid out in the view box's pixels: draw them there, turned to read up.
        painter.setTransform(view.childTransform().inverted()[0], combine=True)
        painter.setFont(self.font)
        for text, box in self.labels():
            painter.save()
            painter.translate(box.bottomLeft())
            painter.rotate(-90)
            upright = QRectF(0, 0, box.height(), box.width())
            painter.fillRect(upright, self.label_background)
            painter.setPen(self.color)
            painter.drawText(upright, Qt.AlignmentFlag.AlignCenter, text)
            painter.restore()
