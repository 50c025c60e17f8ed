"""The knight's piece of the editor: click a square and type its number (two digits), Delete
or a right click clears it, the arrows move; a random fill by the course's rules (problem F's
board for a seed) and a button that clears the board."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSpinBox, QWidget

from cavalo_gui.app.editor.grid import SquareGrid
from cavalo_gui.app.editor.piece import EditorPiece
from cavalo_gui.domains.knight.board import SIZE, square_name
from cavalo_gui.domains.knight.editing import KnightDraft

TWICE = QColor(220, 60, 60)


class KnightGrid(SquareGrid):
    """The board's numbers, the chosen square outlined, squares holding a number twice red."""

    def __init__(self, draft: KnightDraft, parent: QWidget | None = None) -> None:
        super().__init__(draft, SIZE, "editor_knight_grid", parent)
        self.typed = ""  # the first digit of a number being typed
        self.clicked.connect(self._on_clicked)
        self.moved.connect(self._forget_typed)

    def _on_clicked(self, _square: int, button: Qt.MouseButton) -> None:
        self.typed = ""
        if button == Qt.MouseButton.RightButton:
            self._set(None)
        self.update()

    def _forget_typed(self) -> None:
        self.typed = ""

    def _set(self, value: int | None) -> None:
        self.draft.set_cell(self.chosen, value)
        self.changed.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Two digits set the chosen square's number and choose the next square; Delete,
        Backspace or '.' clear it."""
        text = event.text()
        if len(text) == 1 and text.isdigit():
            if self.typed:
                self._set(int(self.typed + text))
                self.typed = ""
                self.chosen = min(self.chosen + 1, SIZE * SIZE - 1)
                self.moved.emit()
            else:
                self.typed = text
        elif event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace, Qt.Key.Key_Period):
            self.typed = ""
            self._set(None)
        else:
            super().keyPressEvent(event)
        self.update()

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        twice = self.draft.twice()
        self.draw_names(painter)
        font = painter.font()
        font.setPixelSize(max(8, int(self.cell_size() * 0.4)))
        painter.setFont(font)
        for square, cell in enumerate(self.draft.cells):
            rect = self.cell_rect(square)
            dark = (square // SIZE + square % SIZE) % 2
            plain = palette.mid().color() if dark else palette.base().color()
            painter.fillRect(rect, TWICE if square in twice else plain)
            painter.setPen(palette.text().color())
            text = f"{cell:02d}" if cell is not None else ""
            if square == self.chosen and self.typed:
                text = self.typed + "_"
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
        self.draw_chosen(painter)
        painter.end()


class KnightPiece(EditorPiece):
    """The grid, the square chosen, and the random fill and clear buttons."""

    def __init__(self, draft: KnightDraft, parent: QWidget | None = None) -> None:
        super().__init__(draft, KnightGrid(draft), parent)
        self.where = QLabel(objectName="editor_square")
        self.seed = QSpinBox(objectName="editor_seed")
        self.seed.setRange(0, 2**31 - 1)
        self.random_button = QPushButton(objectName="editor_random")
        self.random_button.clicked.connect(self.fill_random)
        self.clear_button = QPushButton(objectName="editor_clear")
        self.clear_button.clicked.connect(self.clear)
        self.seed_label = QLabel()
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.seed_label)
        row.addWidget(self.seed)
        row.addWidget(self.random_button)
        row.addWidget(self.clear_button)
        self.grid.clicked.connect(lambda *_: self._show_square())
        self.grid.moved.connect(self._show_square)
        self.lay_out(self.where, row)

    def retranslate_ui(self) -> None:
        self.grid.setAccessibleName(
            self.tr("Board: click or move to a square with the arrows, then type its number")
        )
        self.seed_label.setText(self.tr("Seed:"))
        self.random_button.setText(self.tr("Fill at random"))
        self.random_button.setToolTip(
            self.tr("The numbers 00-99, each once, shuffled by the seed (the course's problem F)")
        )
        self.clear_button.setText(self.tr("Clear"))
        self._show_square()

    def _show_square(self) -> None:
        self.where.setText(
            self.tr("{square}: type two digits; Delete or a right click clears").format(
                square=square_name(self.grid.chosen)
            )
        )

    def fill_random(self) -> None:
        self.draft.fill_random(self.seed.value())
        self.grid.update()
        self.changed.emit()

    def clear(self) -> None:
        self.draft.clear()
        self.grid.update()
        self.changed.emit()
