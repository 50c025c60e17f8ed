"""A course problem (board, target, name) and the engine's view of it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cavalo_gui.domains.knight.board import (
    FIRST_ROW,
    SIZE,
    SQUARE_NAMES,
    Board,
    format_board,
    parse_square,
)
from cavalo_gui.domains.knight.game import DoubleStrategy, KnightGame, KnightState
from cavalo_gui.domains.knight.heuristics import knight_heuristics
from cavalo_gui.domains.knight.relaxation import reachable_squares
from cavalo_gui.engine.echo import echoed
from cavalo_gui.engine.message import Message, MessageError, message
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.problem import Heuristic


@dataclass(frozen=True)
class KnightPuzzle:
    """A problem as the course states it: a named board and a target; ``seed`` for the random
    boards (problem F) that were made from one."""

    domain: ClassVar[str] = "knight"
    name: str
    board: Board
    target: int
    seed: int | None = None
    description: str | Message = ""

    def __post_init__(self) -> None:
        if self.target < 0:
            raise MessageError(message("knight.model.negative-target", name=self.name))


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

    def describe_state(self, state: KnightState) -> Message:
        """Where the knight stands and its score: "C3, 218 / 2,000 points"."""
        _mask, knight, points = state
        if knight < 0:
            return message("knight.state-not-placed", points=points, target=self.target)
        return message(
            "knight.state", square=SQUARE_NAMES[knight], points=points, target=self.target
        )

    def state_text(self, state: KnightState) -> str:
        knight = state[1] if state[1] >= 0 else None
        return format_board(self.board_of(state), knight)

    def step_label(self, node: Node) -> str:
        """The square the knight landed on (a choice of double shows in the move, not here)."""
        return SQUARE_NAMES[node.state[1]]

    def parse_trace_move(self, token: object) -> str:
        """A move as a trace writes it (:func:`parse_knight_move`): the seam of
        :mod:`cavalo_gui.domains.trace_moves`."""
        return parse_knight_move(token)

    def touched(self, state: KnightState, _parent: KnightState | None) -> tuple[int, ...]:
        """The square the knight stands on (none before its placement)."""
        return (state[1],) if state[1] >= 0 else ()

    def breakdown(self, state: KnightState, heuristic: str) -> Message | None:
        """The numbers ``heuristic`` counted at ``state``: for ``reach`` and ``islands``, those
        the knight can still reach and those it cannot; for ``enunciado``, o and m."""
        mask, knight, points = state
        missing = max(0, self.target - points)
        left = [self.values[square] for square in _squares_of(mask)]
        if heuristic == "enunciado":
            total = sum(left)
            return message("knight.breakdown-enunciado", missing=missing, n=len(left), total=total)
        if heuristic in ("reach", "islands"):
            row_one = sum(1 << square for square in FIRST_ROW)
            reachable = reachable_squares(mask, knight, row_one)
            counted = [self.values[square] for square in _squares_of(reachable)]
            unreached = [self.values[square] for square in _squares_of(mask & ~reachable)]
            return message(
                "knight.breakdown-reach",
                missing=missing,
                counted=_numbers(counted),
                unreached=_numbers(unreached),
                n=len(unreached),
            )
        return message("knight.breakdown-all", missing=missing, counted=_numbers(left))


def _squares_of(mask: int) -> list[int]:
    return [square for square in range(mask.bit_length()) if mask >> square & 1]


def _numbers(values: list[int]) -> str:
    """Numbers as the board writes them, highest first: '99 88 54'; '-' for none."""
    return " ".join(f"{value:02d}" for value in sorted(values, reverse=True)) or "-"


def parse_knight_move(token: object) -> str:
    """A move of the knight as a trace writes it: the square's name (``"C3"``, any case, a
    choice of double as ``"C3-44"``) or the course's ``(line column)`` pair counted from 0,
    as Lisp's ``nth`` counts (``(2 2)`` is C3); the move's label, or a :class:`MessageError`."""
    if isinstance(token, list | tuple):
        if len(token) == 2 and all(
            isinstance(part, int) and not isinstance(part, bool) for part in token
        ):
            line, column = token
            if 0 <= line < SIZE and 0 <= column < SIZE:
                return SQUARE_NAMES[line * SIZE + column]
            raise MessageError(message("knight.trace.off-board", line=line, column=column))
        raise MessageError(message("knight.trace.not-a-pair", token=echoed(str(token))))
    if not isinstance(token, str):
        raise MessageError(message("knight.trace.not-a-pair", token=echoed(str(token))))
    square, dash, removed = token.strip().partition("-")
    name = SQUARE_NAMES[parse_square(square)]
    return f"{name}-{removed}" if dash else name
