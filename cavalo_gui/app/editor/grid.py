"""A square grid of cells that a piece of the editor paints and the user clicks."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPen
from PySide6.QtWidgets import QWidget

from cavalo_gui.app.editor.piece import EditorCanvas

MARGIN = 4
GUTTER = 22  # room for the column letters above and the row numbers left
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
CHOSEN = QColor(255, 170, 0)


class SquareGrid(EditorCanvas):
    """``side`` x ``side`` square cells, as large as the widget allows and centred; a click
    on a cell emits ``clicked(square, button)``, squares numbered row by row from the top; the
    chosen square, which the keys act on, is outlined."""

    clicked = Signal(int, Qt.MouseButton)
    moved = Signal()  # the chosen square moved by the arrows

    def __init__(
        self, draft: Any, side: int, object_name: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(draft, object_name, parent)
        self.side = side

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
            self.chosen = square
            self.clicked.emit(square, event.button())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The arrows move the chosen square, within the grid."""
        steps = {Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1)}
        steps |= {Qt.Key.Key_Up: (-1, 0), Qt.Key.Key_Down: (1, 0)}
        if event.key() not in steps:
            super().keyPressEvent(event)
            return
        row, column = divmod(min(self.chosen, self.side * self.side - 1), self.side)
        down, right = steps[Qt.Key(event.key())]
        row = min(max(row + down, 0), self.side - 1)
        column = min(max(column + right, 0), self.side - 1)
        self.chosen = row * self.side + column
        self.moved.emit()
        self.update()

    def draw_chosen(self, painter: QPainter) -> None:
        """The chosen square outlined, brighter while the grid has the keyboard."""
        colour = CHOSEN if self.hasFocus() else self.palette().highlight().color()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colour, 3))
        painter.drawRect(self.cell_rect(self.chosen).adjusted(1.5, 1.5, -1.5, -1.5))
