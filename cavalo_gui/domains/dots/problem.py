"""A Dots and Boxes problem (board, target, name) and the engine's view of it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cavalo_gui.domains.dots.board import DotsBoard, draw_board
from cavalo_gui.domains.dots.game import DotsGame, DotsState
from cavalo_gui.domains.dots.heuristics import dots_heuristics
from cavalo_gui.engine.message import Message, message
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.problem import Heuristic


@dataclass(frozen=True)
class DotsPuzzle:
    """A problem as the course states it: a named board with some arcs drawn, and the number
    of boxes to close."""

    domain: ClassVar[str] = "dots"
    name: str
    board: DotsBoard
    target: int
    seed: int | None = None
    description: str | Message = ""

    def __post_init__(self) -> None:
        boxes = self.board.rows * self.board.columns
        if not 0 <= self.target <= boxes:
            raise ValueError(
                f"problem {self.name}: the target must be 0 to {boxes} boxes "
                f"(the board has {boxes}), not {self.target}"
            )


class DotsProblem(DotsGame):
    """Dots and Boxes on one puzzle, as the engine's :class:`~cavalo_gui.engine.Problem`."""

    def __init__(self, puzzle: DotsPuzzle, exact: bool = True) -> None:
        super().__init__(puzzle.board, puzzle.target, exact)
        self.puzzle = puzzle
        self._heuristics: dict[str, Heuristic] | None = None

    def heuristics(self) -> dict[str, Heuristic]:
        if self._heuristics is None:
            self._heuristics = dots_heuristics(self)
        return self._heuristics

    def progress(self, state: DotsState) -> float:
        return self.boxes_closed(state)

    def describe_state(self, state: DotsState) -> Message:
        """Boxes closed of the target and arcs drawn: "7 / 10 boxes closed, 23 of 49 arcs drawn"."""
        return message(
            "dots.state",
            closed=self.boxes_closed(state),
            target=self.target,
            drawn=self.arcs_drawn(state),
            arcs=self.geometry.arc_count,
        )

    def state_text(self, state: DotsState) -> str:
        """The board drawn with ``+``, ``---`` and ``|``, an X in each closed box."""
        return draw_board(self.board, state[0], mark_closed=True)

    def step_label(self, node: Node) -> str:
        """The arc drawn, by its course name: ``H2,3`` (line 2, 3rd arc) or ``V1,4``."""
        return node.move or ""

    def touched(self, state: DotsState, parent: DotsState | None) -> tuple[int, ...]:
        """The arcs drawn by the move from ``parent`` (none at the start), by arc number."""
        if parent is None:
            return ()
        drawn = state[0] & ~parent[0]
        return tuple(arc for arc in range(drawn.bit_length()) if drawn >> arc & 1)

    def breakdown(self, _state: DotsState, _heuristic: str) -> None:
        return None
