"""What the board shows for one node, worked out once per frame in plain Python.

The board widget only paints a :class:`BoardPicture`; this module reads the knight game to say
which numbers are still there, where the knight is, the path that led there, what the last move
emptied by the symmetric or double rule, and where the knight may go next.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from cavalo_gui.domains.knight.board import CELLS, FIRST_ROW, JUMP_TARGETS
from cavalo_gui.domains.knight.game import NO_SQUARE, KnightGame
from cavalo_gui.engine.node import Node


@dataclass(frozen=True)
class BoardPicture:
    """One node of the knight game, ready to paint."""

    values: tuple[int | None, ...]  # the initial board: the number each square started with
    present: tuple[bool, ...]  # True where the square still holds its number
    knight: int | None
    path: tuple[int, ...]  # the squares landed on, move 1 first
    scores: tuple[int, ...]  # the points after each move
    removed_last: tuple[int, ...]  # squares the last move emptied by the symmetric/double rule
    candidates: tuple[int, ...]  # where the next move may land
    points: int
    target: int

    @property
    def moves(self) -> int:
        return len(self.path)

    @property
    def reached_target(self) -> bool:
        return self.points >= self.target

    def state_of(self, square: int) -> str:
        """'number', 'knight', 'visited', 'removed' (by a rule) or 'empty' (never had one)."""
        if square == self.knight:
            return "knight"
        if self.values[square] is None:
            return "empty"
        if self.present[square]:
            return "number"
        return "visited" if square in self.path else "removed"

    @classmethod
    def of(cls, game: KnightGame, node: Node | None) -> BoardPicture:
        """The picture of ``node`` (the initial board when None)."""
        states = [n.state for n in node.path()] if node is not None else [game.initial_state()]
        final = states[-1]
        mask, knight, points = final
        path: list[int] = []
        scores: list[int] = []
        removed_last: tuple[int, ...] = ()
        for before, after in itertools.pairwise(states):
            move = game.move_between(before, after)
            path.append(move.square)
            scores.append(after[2])
            removed_last = move.removed
        present = tuple(bool(mask >> square & 1) for square in range(CELLS))
        if game.is_goal(final):
            candidates: tuple[int, ...] = ()
        else:
            targets = FIRST_ROW if knight == NO_SQUARE else JUMP_TARGETS[knight]
            candidates = tuple(square for square in targets if present[square])
        return cls(
            values=game.board,
            present=present,
            knight=None if knight == NO_SQUARE else knight,
            path=tuple(path),
            scores=tuple(scores),
            removed_last=removed_last,
            candidates=candidates,
            points=points,
            target=game.target,
        )
