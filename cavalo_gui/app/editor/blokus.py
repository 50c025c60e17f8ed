"""The Blokus Uno piece of the editor: the board's size, each square clicked through empty, the
player's and another piece's, and the stock of each kind of piece."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSpinBox, QWidget

from cavalo_gui.app.editor.grid import SquareGrid
from cavalo_gui.app.editor.piece import EditorPiece, number_box
from cavalo_gui.domains.blokus.editing import BlokusDraft
from cavalo_gui.domains.blokus.geometry import MAX_SIZE, MIN_SIZE
from cavalo_gui.domains.blokus.problem import EMPTY, OWN

OWN_COLOUR = QColor(40, 110, 210)
OTHER_COLOUR = QColor(120, 120, 120)
MOST_IN_STOCK = 9999  # above the reader's most, so that its message says so


class BlokusGrid(SquareGrid):
    """The board's squares: empty, the player's (blue), another piece's (grey)."""

    def __init__(self, draft: BlokusDraft, parent: QWidget | None = None) -> None:
        super().__init__(draft, draft.size, "editor_blokus_grid", parent)
        self.clicked.connect(self._on_clicked)

    def _on_clicked(self, square: int, _button: Qt.MouseButton) -> None:
        self.draft.cycle(square)
        self.changed.emit()
        self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Space or Enter turns the chosen square as a click does; the arrows move."""
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._on_clicked(self.chosen, Qt.MouseButton.NoButton)
        else:
            super().keyPressEvent(event)

    def paintEvent(self, _event: QPaintEvent) -> None:
        self.side = self.draft.size
        painter = QPainter(self)
        palette = self.palette()
        self.draw_names(painter)
        painter.setPen(palette.mid().color())
        for square, cell in enumerate(self.draft.cells):
            colour = {EMPTY: palette.base().color(), OWN: OWN_COLOUR}.get(cell, OTHER_COLOUR)
            painter.setBrush(colour)
            painter.drawRect(self.cell_rect(square))
        self.draw_chosen(painter)
        painter.end()


class BlokusPiece(EditorPiece):
    """The board's size (a new size starts empty), its squares and the stock."""

    def __init__(self, draft: BlokusDraft, parent: QWidget | None = None) -> None:
        super().__init__(draft, BlokusGrid(draft), parent)
        self.size_box = number_box("editor_size", MIN_SIZE, MAX_SIZE, draft.size, self._resize)
        self.stock: list[QSpinBox] = [
            number_box(f"editor_stock_{kind}", 0, MOST_IN_STOCK, count, self._restock)
            for kind, count in enumerate(draft.stock)
        ]
        self.size_label, self.stock_label, self.hint = QLabel(), QLabel(), QLabel()
        self.kind_labels = [QLabel() for _ in self.stock]
        row = QHBoxLayout()
        row.addWidget(self.size_label)
        row.addWidget(self.size_box)
        row.addSpacing(12)
        row.addWidget(self.stock_label)
        for label, box in zip(self.kind_labels, self.stock, strict=True):
            row.addWidget(label)
            row.addWidget(box)
        row.addStretch(1)
        self.lay_out(self.hint, row)

    def retranslate_ui(self) -> None:
        self.grid.setAccessibleName(self.tr("Board: the arrows choose a square, Space turns it"))
        self.size_label.setText(self.tr("Size:"))
        self.stock_label.setText(self.tr("Stock:"))
        for label, text in zip(
            self.kind_labels, (self.tr("1x1"), self.tr("2x2"), self.tr("cross")), strict=True
        ):
            label.setText(text)
        self.hint.setText(
            self.tr(
                "Click a square, or Space on the one chosen by the arrows: empty, then the "
                "player's (blue), then another piece's (grey)"
            )
        )

    def _resize(self) -> None:
        self.draft.resize(self.size_box.value())
        self.grid.side, self.grid.chosen = self.draft.size, 0
        self.grid.update()
        self.changed.emit()

    def _restock(self) -> None:
        self.draft.stock = [box.value() for box in self.stock]
        self.changed.emit()
