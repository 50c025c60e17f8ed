"""What the puzzles' pieces of the editor share: the drawing the user clicks and moves on with
the keys (:class:`EditorCanvas`), and the piece laid out as the canvas above a line of words and
a row of fields (:class:`EditorPiece`). What each draws and which fields it has stays in the
puzzle's own module."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QSpinBox, QVBoxLayout, QWidget


class EditorCanvas(QWidget):
    """A drawing of ``draft`` that takes the keyboard and grows with the editor; it emits
    ``changed`` after it changed the draft."""

    changed = Signal()
    least_size = (200, 200)  # pixels
    hint_size = (420, 420)

    def __init__(self, draft: Any, object_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(object_name)
        self.draft = draft
        self.chosen: Any = 0  # what the keys act on
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(*self.least_size)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(*self.hint_size)


def number_box(
    object_name: str, least: int, most: int, value: int, on_change: Callable[[], None]
) -> QSpinBox:
    """A field of whole numbers from ``least`` to ``most`` showing ``value``, calling
    ``on_change`` when the user changes it (a size, a count)."""
    box = QSpinBox(objectName=object_name)
    box.setRange(least, most)
    box.setValue(value)
    box.valueChanged.connect(on_change)
    return box


class EditorPiece(QWidget):
    """A puzzle's piece of the editor: its canvas ``grid`` over ``draft``, and ``changed``
    whenever the draft changes (the editor's window then checks it)."""

    changed = Signal()

    def __init__(self, draft: Any, grid: EditorCanvas, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.draft = draft
        self.grid = grid
        grid.changed.connect(self.changed)

    def lay_out(self, words: QLabel, fields: QHBoxLayout) -> None:
        """The canvas, taking the room, above ``words`` (wrapped) and the row of ``fields``;
        then the words in the window's language."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.grid, 1)
        layout.addWidget(words)
        layout.addLayout(fields)
        words.setWordWrap(True)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Every word of the piece in the window's language."""
        raise NotImplementedError
