"""Which widget draws which puzzle: one mapping from a domain's name to its board view.

A board view is a ``QWidget`` made as ``view_class(model, parent)`` from the window's
:class:`~cavalo_gui.app.run.model.RunModel`: it draws ``model.shown_node`` of
``model.problem`` and repaints on the model's ``node_changed`` and ``problem_changed``. It may
offer ``rules_html()``, the puzzle's rules for Help > Rules. The main window swaps views when
the shown puzzle changes, so a view only ever sees its own puzzle's states. A new puzzle adds
its view with one line below; until it has one,
:class:`~cavalo_gui.app.boards.text.TextBoardView` draws any puzzle's states as text.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from cavalo_gui.app.boards.blokus import BlokusBoardView
from cavalo_gui.app.boards.dots import DotsBoardView
from cavalo_gui.app.boards.graph import GraphBoardView
from cavalo_gui.app.boards.knight import KnightBoardView
from cavalo_gui.app.boards.text import TextBoardView
from cavalo_gui.app.run.model import RunModel

BOARD_VIEWS: dict[str, type[QWidget]] = {
    "knight": KnightBoardView,
    "blokus": BlokusBoardView,
    "dots": DotsBoardView,
    "graph": GraphBoardView,
}


def create_board_view(domain: str, model: RunModel, parent: QWidget | None = None) -> QWidget:
    """The board view registered for ``domain``, drawing ``model``; the text view, which draws
    any puzzle's states, for a puzzle with none."""
    return BOARD_VIEWS.get(domain, TextBoardView)(model, parent)
