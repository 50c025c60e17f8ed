"""What the boards of square cells share (the knight's, Blokus Uno's): where each square is
drawn, which square a point is on, its tooltip, the heat map on squares and the keyboard's
cursor moving square by square. A view supplies its side in squares and what a square holds."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QWidget

from cavalo_gui.app.boards.base import PuzzleBoardView
from cavalo_gui.app.boards.heat import paint_heat_squares
from cavalo_gui.app.boards.keyboard_cursor import BoardCursor
from cavalo_gui.app.run.model import RunModel


class SquareBoardView(PuzzleBoardView):
    """A board of ``size_in_squares`` x ``size_in_squares`` squares, numbered row by row from
    the top left."""

    def __init__(self, model: RunModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.keyboard_cursor = BoardCursor(
            self,
            lambda: self.size_in_squares,
            lambda: self.size_in_squares,
            self.square_rect,
            self.describe_square,
        )

    @property
    def size_in_squares(self) -> int:
        """The board's side, in squares."""
        raise NotImplementedError

    def describe_square(self, square: int) -> str:
        """What ``square`` holds, in words: its tooltip and what a screen reader says."""
        raise NotImplementedError

    def board_squares(self) -> tuple[int, int]:
        return (self.size_in_squares, self.size_in_squares)

    def square_rect(self, square: int) -> QRectF:
        cell = self._cell()
        left, top = self.origin_xy(cell)
        row, column = divmod(square, self.size_in_squares)
        return QRectF(left + column * cell, top + row * cell, cell, cell)

    def square_at(self, point: QPointF) -> int | None:
        """The square under ``point``; None off the board."""
        cell = self._cell()
        origin = self._origin(cell)
        size = self.size_in_squares
        column = math.floor((point.x() - origin.x()) / cell)
        row = math.floor((point.y() - origin.y()) / cell)
        return row * size + column if 0 <= row < size and 0 <= column < size else None

    def tooltip_at(self, point: QPointF) -> str:
        square = self.square_at(point)
        return "" if square is None else self.describe_square(square)

    def paint_heat(self, painter: QPainter, cell: float) -> None:
        paint_heat_squares(painter, self.heat, self.square_rect, cell)

    def paint_coordinates(
        self,
        painter: QPainter,
        ink: QColor,
        font: QFont,
        cell: float,
        letters: Sequence[str],
        both_sides: bool,
    ) -> None:
        """The columns' ``letters`` above the board and the rows' numbers (from 1) left of it,
        and again below and right of it when ``both_sides``."""
        origin = self._origin(cell)
        size = self.size_in_squares
        span = cell * self.margin_squares
        tops = [origin.y() - span] + ([origin.y() + size * cell] if both_sides else [])
        lefts = [origin.x() - span] + ([origin.x() + size * cell] if both_sides else [])
        centre = Qt.AlignmentFlag.AlignCenter
        painter.setPen(ink)
        painter.setFont(font)
        for k in range(size):
            x = origin.x() + k * cell
            y = origin.y() + k * cell
            for top in tops:
                painter.drawText(QRectF(x, top, cell, span), centre, letters[k])
            for left in lefts:
                painter.drawText(QRectF(left, y, span, cell), centre, str(k + 1))
