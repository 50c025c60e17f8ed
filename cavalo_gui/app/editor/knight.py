"""The knight's piece of the editor: click a square and type its number (two digits), Delete
or a right click clears it, the arrows move; a random fill by the course's rules (problem F's
board for a seed) and a button that clears the board."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget

from cavalo_gui.app.editor.grid import SquareGrid
from cavalo_gui.domains.knight.board import SIZE, square_name
from cavalo_gui.domains.knight.editing import KnightDraft

TWICE = QColor(220, 60, 60)
CHOSEN = QColor(255, 205, 80)
_MOVES = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Up: -SIZE, Qt.Key.Key_Down: SIZE}


class KnightGrid(SquareGrid):
    """The board's numbers, the chosen square outlined, squares holding a number twice red."""

    changed = Signal()
    moved = Signal()

    def __init__(self, draft: KnightDraft, parent: QWidget | None = None) -> None:
        super().__init__(SIZE, parent)
        self.setObjectName("editor_knight_grid")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.draft = draft
        self.chosen = 0
        self.typed = ""  # the first digit of a number being typed
        self.clicked.connect(self._on_clicked)

    def _on_clicked(self, square: int, button: Qt.MouseButton) -> None:
        self.chosen, self.typed = square, ""
        if button == Qt.MouseButton.RightButton:
            self._set(None)
        self.update()

    def _set(self, value: int | None) -> None:
        self.draft.set_cell(self.chosen, value)
        self.changed.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key, text = event.key(), event.text()
        if text.isdigit() and len(text) == 1:
            if self.typed:
                self._set(int(self.typed + text))
                self.typed = ""
                self.chosen = min(self.chosen + 1, SIZE * SIZE - 1)
            else:
                self.typed = text
        elif key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace, Qt.Key.Key_Period):
            self.typed = ""
            self._set(None)
        elif key in _MOVES:
            self.typed = ""
            self.chosen = min(max(self.chosen + _MOVES[key], 0), SIZE * SIZE - 1)
        else:
            super().keyPressEvent(event)
            return
        self.moved.emit()
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
            fill = (
                TWICE
                if square in twice
                else palette.mid().color()
                if dark
                else palette.base().color()
            )
            painter.fillRect(rect, fill)
            painter.setPen(palette.text().color())
            text = f"{cell:02d}" if cell is not None else ""
            if square == self.chosen and self.typed:
                text = self.typed + "_"
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
        painter.setPen(QPen(CHOSEN if self.hasFocus() else palette.highlight().color(), 3))
        painter.drawRect(self.cell_rect(self.chosen).adjusted(1.5, 1.5, -1.5, -1.5))
        painter.end()


class KnightPiece(QWidget):
    """The grid, the square chosen, and the random fill and clear buttons."""

    changed = Signal()

    def __init__(self, draft: KnightDraft, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.draft = draft
        self.grid = KnightGrid(draft)
        self.grid.changed.connect(self.changed)
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
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.grid, 1)
        layout.addWidget(self.where)
        layout.addLayout(row)
        self.grid.clicked.connect(lambda *_: self._show_square())
        self.grid.moved.connect(self._show_square)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
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
