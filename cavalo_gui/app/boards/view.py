"""What the window asks of a board view, declared in one place: :class:`BoardView`.

Every view registered in :data:`~cavalo_gui.app.boards.registry.BOARD_VIEWS`, a puzzle
plug-in's own, and the text view that draws a puzzle with none keep it; the window calls these
and nothing else of its board, so a puzzle's view never has to guess what it will be asked.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol, runtime_checkable

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QWidget

from cavalo_gui.app.run.model import RunModel


@runtime_checkable
class BoardView(Protocol):
    """A ``QWidget`` drawing ``model.shown_node`` of the window's
    :class:`~cavalo_gui.app.run.model.RunModel`, repainting on its ``node_changed`` and
    ``problem_changed``; made as ``view_class(model, parent)`` (:class:`BoardViewClass`)."""

    place_chosen: SignalInstance
    """Emitted with a move's step label when the user picks the place it lands on (the quiz's
    answer by the board); a view whose puzzle's moves land on no place never emits it."""

    def fit_units(self) -> tuple[float, float]:
        """The board's block, wide and high, in squares: the window's layout gives the board
        the width its height can use (View > Zoom)."""
        ...

    def set_heat(self, counts: Mapping | None) -> None:
        """Show how often the search touched each cell (the heuristic inspector's heat map);
        None hides it. A view whose puzzle touches no cells ignores it."""
        ...

    def set_path_limit(self, moves: int | None) -> None:
        """Draw only the last ``moves`` moves of the shown path (View > Path on the board);
        None: all. A view that draws no path ignores it."""
        ...

    def rules_html(self) -> str:
        """The puzzle's rules for Help > Rules, as rich text; "" for none."""
        ...


class BoardViewClass(Protocol):
    """How a board view is made: from the window's model, in a parent widget."""

    def __call__(self, model: RunModel, parent: QWidget | None = None) -> QWidget: ...
