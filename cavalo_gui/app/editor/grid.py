"""A square grid of cells that a piece of the editor paints and the user clicks."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

MARGIN = 4


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
        return (min(self.width(), self.height()) - 2 * MARGIN) / self.side

    def cell_rect(self, square: int) -> QRectF:
        size = self.cell_size()
        left = (self.width() - size * self.side) / 2
        top = (self.height() - size * self.side) / 2
        row, column = divmod(square, self.side)
        return QRectF(left + column * size, top + row * size, size, size)

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
