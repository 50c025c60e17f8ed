"""The Dots and Boxes piece of the editor: the board's size, and its arcs, each drawn or rubbed
out by a click near it; boxes whose four arcs are drawn are shaded."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from cavalo_gui.app.editor.piece import EditorCanvas, EditorPiece, number_box
from cavalo_gui.domains.dots.board import MAX_SIDE
from cavalo_gui.domains.dots.editing import DotsDraft

MARGIN = 30  # room for the lines' names, H1 and V1
DRAWN = QColor(30, 90, 200)
CLOSED = QColor(150, 190, 250)
CHOSEN = QColor(255, 170, 0)


class DotsGrid(EditorCanvas):
    """The dots, the arcs drawn (thick) and undrawn (faint); a click toggles the nearest arc,
    the chosen one the keys act on."""

    def __init__(self, draft: DotsDraft, parent: QWidget | None = None) -> None:
        super().__init__(draft, "editor_dots_grid", parent)

    def _step(self) -> float:
        board = self.draft.board
        return min(
            (self.width() - 2 * MARGIN) / board.columns, (self.height() - 2 * MARGIN) / board.rows
        )

    def dot(self, row: int, column: int) -> QPointF:
        """Where the dot at ``row``, ``column`` (0-based, from the top left) is drawn."""
        board, step = self.draft.board, self._step()
        left = (self.width() - step * board.columns) / 2
        top = (self.height() - step * board.rows) / 2
        return QPointF(left + column * step, top + row * step)

    def arc_ends(self, arc: int) -> tuple[QPointF, QPointF]:
        """The two dots that arc ``arc`` joins."""
        shape = self.draft.board.geometry
        if arc < shape.horizontal_count:
            line, position = divmod(arc, shape.columns)
            return self.dot(line, position), self.dot(line, position + 1)
        line, position = divmod(arc - shape.horizontal_count, shape.rows)
        return self.dot(position, line), self.dot(position + 1, line)

    def arc_at(self, point: QPointF) -> int | None:
        """The arc whose middle is nearest ``point``, if it is within half a box of it."""
        best, nearest = None, self._step() / 2
        for arc in range(self.draft.board.geometry.arc_count):
            start, end = self.arc_ends(arc)
            middle = (start + end) / 2
            distance = math.hypot(point.x() - middle.x(), point.y() - middle.y())
            if distance < nearest:
                best, nearest = arc, distance
        return best

    def mousePressEvent(self, event: QMouseEvent) -> None:
        arc = self.arc_at(event.position())
        self.setFocus()
        if arc is not None:
            self.chosen = arc
            self.toggle()

    def toggle(self) -> None:
        """Draw the chosen arc, or rub it out."""
        self.draft.toggle(self.chosen)
        self.changed.emit()
        self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The arrows choose the next or the previous arc (all the horizontal ones, then the
        vertical ones, by the course's names); Space or Enter draws it or rubs it out."""
        key, count = event.key(), self.draft.board.geometry.arc_count
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.toggle()
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up):
            step = 1 if key in (Qt.Key.Key_Right, Qt.Key.Key_Down) else -1
            self.chosen = (self.chosen + step) % count
            self.update()
        else:
            super().keyPressEvent(event)

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        board = self.draft.board
        shape = board.geometry
        closed = shape.closed_boxes(board.arcs)
        for box in range(shape.box_count):
            if closed >> box & 1:
                row, column = divmod(box, board.columns)
                corner, far = self.dot(row, column), self.dot(row + 1, column + 1)
                painter.fillRect(
                    int(corner.x()),
                    int(corner.y()),
                    int(far.x() - corner.x()),
                    int(far.y() - corner.y()),
                    CLOSED,
                )
        faint = QPen(self.palette().mid().color(), 1, Qt.PenStyle.DashLine)
        for arc in range(shape.arc_count):
            drawn = board.arcs >> arc & 1
            painter.setPen(QPen(DRAWN, 5) if drawn else faint)
            painter.drawLine(*self.arc_ends(arc))
        if self.hasFocus() and self.chosen < shape.arc_count:
            start, end = self.arc_ends(self.chosen)
            painter.setPen(QPen(CHOSEN, 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
            painter.setOpacity(0.6)
            painter.drawLine(start, end)
            painter.setOpacity(1)
        painter.setPen(self.palette().text().color())
        for line in range(board.rows + 1):
            at = self.dot(line, 0)
            painter.drawText(
                QRectF(at.x() - MARGIN, at.y() - 10, MARGIN - 8, 20),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                f"H{line + 1}",
            )
        for line in range(board.columns + 1):
            at = self.dot(0, line)
            painter.drawText(
                QRectF(at.x() - 20, at.y() - MARGIN, 40, MARGIN - 8),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                f"V{line + 1}",
            )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.palette().text())
        for row in range(board.rows + 1):
            for column in range(board.columns + 1):
                painter.drawEllipse(self.dot(row, column), 4, 4)
        painter.end()


class DotsPiece(EditorPiece):
    """The board's size in boxes (a new size starts with no arc) and its arcs."""

    def __init__(self, draft: DotsDraft, parent: QWidget | None = None) -> None:
        super().__init__(draft, DotsGrid(draft), parent)
        board = draft.board
        self.rows = number_box("editor_rows", 1, MAX_SIDE, board.rows, self._resize)
        self.columns = number_box("editor_columns", 1, MAX_SIDE, board.columns, self._resize)
        self.size_label = QLabel()
        self.by_label = QLabel("×")
        self.hint = QLabel()
        row = QHBoxLayout()
        row.addWidget(self.size_label)
        row.addWidget(self.rows)
        row.addWidget(self.by_label)
        row.addWidget(self.columns)
        row.addStretch(1)
        self.lay_out(self.hint, row)

    def retranslate_ui(self) -> None:
        self.grid.setAccessibleName(
            self.tr("Board: the arrows choose an arc, Space draws it or rubs it out")
        )
        self.size_label.setText(self.tr("Boxes (rows × columns):"))
        self.hint.setText(
            self.tr(
                "Click an arc, or Space on the one chosen by the arrows, to draw it or rub it out"
            )
        )

    def _resize(self) -> None:
        self.draft.resize(self.rows.value(), self.columns.value())
        self.grid.chosen = 0
        self.grid.update()
        self.changed.emit()
