"""A course problem (board, target, name) and the engine's view of it."""

from __future__ import annotations

from dataclasses import dataclass

from cavalo_gui.domains.knight.board import Board
from cavalo_gui.domains.knight.game import DoubleStrategy, KnightGame, KnightState
from cavalo_gui.domains.knight.heuristics import knight_heuristics
from cavalo_gui.engine.problem import Heuristic


@dataclass(frozen=True)
class KnightPuzzle:
    """A problem as the course states it: a named board and a target; ``seed`` for the random
    boards (problem F) that were made from one."""

    name: str
    board: Board
    target: int
    seed: int | None = None
    description: str = ""

    def __post_init__(self) -> None:
        if self.target < 0:
            raise ValueError(f"problem {self.name}: the target must not be negative")


class KnightProblem(KnightGame):
    """The knight game on one puzzle, as the engine's :class:`~cavalo_gui.engine.Problem`."""

    def __init__(self, puzzle: KnightPuzzle, double: DoubleStrategy = DoubleStrategy.MAX) -> None:
        super().__init__(puzzle.board, puzzle.target, double)
        self.puzzle = puzzle
        self._heuristics: dict[str, Heuristic] | None = None

    def heuristics(self) -> dict[str, Heuristic]:
        if self._heuristics is None:
            self._heuristics = knight_heuristics(self)
        return self._heuristics

    def progress(self, state: KnightState) -> float:
        return state[2]
