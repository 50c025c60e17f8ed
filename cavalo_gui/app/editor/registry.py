"""Which widget draws which puzzle's board in the editor: one line a puzzle.

A piece is a ``QWidget`` made as ``piece_class(draft, parent)`` from the puzzle's draft
(:mod:`cavalo_gui.domains.editing`); it changes the draft in place and emits ``changed``. The
editor's window around it (name, target, the rule check, saving) is the same for every puzzle.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from cavalo_gui.app.editor.blokus import BlokusPiece
from cavalo_gui.app.editor.dots import DotsPiece
from cavalo_gui.app.editor.graph import GraphPiece
from cavalo_gui.app.editor.knight import KnightPiece

EDITOR_PIECES: dict[str, type[QWidget]] = {
    "knight": KnightPiece,
    "blokus": BlokusPiece,
    "dots": DotsPiece,
    "graph": GraphPiece,
}
