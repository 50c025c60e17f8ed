"""A square grid of cells that a piece of the editor paints and the user clicks."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter
from PySide6.QtWidgets import QSizePolicy, QWidget

MARGIN = 4
GUTTER = 22  # room for the column letters above and the row numbers left
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


class SquareGrid(QWidget):
    """``side`` x ``side`` square cells, as large as the widget allows and centred; a click
    on a cell emits ``clicked(square, button)``, squares numbered row by row from the top."""

    clicked = Signal(int, Qt.MouseButton)

    def __init__(self, side: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.side = side
        self.setMinimumSize(200, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(420, 420)

    def cell_size(self) -> float:
        return (min(self.width(), self.height()) - 2 * MARGIN - GUTTER) / self.side

    def cell_rect(self, square: int) -> QRectF:
        size = self.cell_size()
        left = (self.width() - size * self.side + GUTTER) / 2
        top = (self.height() - size * self.side + GUTTER) / 2
        row, column = divmod(square, self.side)
        return QRectF(left + column * size, top + row * size, size, size)

    def draw_names(self, painter: QPainter) -> None:
        """The columns' letters above the grid and the rows' numbers left of it."""
        painter.setPen(self.palette().text().color())
        for index in range(self.side):
            above = self.cell_rect(index).translated(0, -GUTTER)
            above.setHeight(GUTTER)
            painter.drawText(above, Qt.AlignmentFlag.AlignCenter, LETTERS[index])
            left = self.cell_rect(index * self.side).translated(-GUTTER, 0)
            left.setWidth(GUTTER)
            painter.drawText(left, Qt.AlignmentFlag.AlignCenter, str(index + 1))

    def square_at(self, point: QPoint) -> int | None:
        for square in range(self.side * self.side):
            if self.cell_rect(square).contains(point.toPointF()):
                return square
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        square = self.square_at(event.position().toPoint())
        if square is not None:
            self.setFocus()
            self.clicked.emit(square, event.button())
