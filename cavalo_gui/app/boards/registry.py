"""Which widget draws which puzzle: one mapping from a domain's name to its board view.

Each puzzle's plug-in names its view (``PuzzlePlugin.board_view``, ``module:Class``;
:mod:`cavalo_gui.domains.plugin`), imported here when the puzzle is first drawn. A view keeps
:class:`~cavalo_gui.app.boards.view.BoardView`, the window's contract with it, and is made as
``view_class(model, parent)`` from the window's :class:`~cavalo_gui.app.run.model.RunModel`.
The main window swaps views when the shown puzzle changes, so a view only ever sees its own
puzzle's states. A puzzle with none is drawn by
:class:`~cavalo_gui.app.boards.text.TextBoardView`, which draws any puzzle's states as text.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from cavalo_gui.app.boards.text import TextBoardView
from cavalo_gui.app.boards.view import BoardView, BoardViewClass
from cavalo_gui.app.plugin_widgets import PluginWidgets
from cavalo_gui.app.run.model import RunModel

BOARD_VIEWS: PluginWidgets[BoardViewClass] = PluginWidgets("board_view")
"""Each puzzle's board view class, by the puzzle's name, as its plug-in names it."""

BOARD_VIEW_MEMBERS = ("place_chosen", "fit_units", "set_heat", "set_path_limit", "rules_html")


def board_view_class(domain: str) -> BoardViewClass:
    """The view registered for ``domain``; the text view, which draws any puzzle's states,
    for a puzzle with none."""
    return BOARD_VIEWS.get(domain) or TextBoardView


def create_board_view(domain: str, model: RunModel, parent: QWidget | None = None) -> QWidget:
    """The board view of ``domain`` drawing ``model``; a TypeError naming the view when it
    does not keep the :class:`BoardView` contract (a plug-in's mistake, said at once rather
    than as a crash on the first zoom)."""
    view_class = board_view_class(domain)
    view = view_class(model, parent)
    if not isinstance(view, BoardView):
        missing = [name for name in BOARD_VIEW_MEMBERS if not hasattr(view, name)]
        view.deleteLater()
        raise TypeError(
            f"the board view {getattr(view_class, '__qualname__', view_class)} of the puzzle "
            f"{domain!r} lacks {', '.join(missing)} of the BoardView protocol"
        )
    return view
