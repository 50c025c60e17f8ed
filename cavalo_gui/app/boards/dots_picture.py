"""What the Dots and Boxes board shows for one node, worked out once per node in plain Python:
which arcs were there at the start, which the path drew and when, the boxes closed and when,
and the arcs the next move may draw (the node's successors)."""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from cavalo_gui.domains.dots.problem import DotsProblem
from cavalo_gui.engine.node import Node


@dataclass(frozen=True)
class DotsPicture:
    """One node of a Dots and Boxes search, ready to paint. Sets of arcs and boxes are bitmasks
    (bit = arc or box index); ``drawn_at`` and ``closed_at`` give the move of each one the path
    drew or closed (index = move number - 1)."""

    initial_arcs: int
    arcs: int
    initial_closed: int
    closed: int
    drawn_at: tuple[int, ...]  # the arc of each move of the path, move 1 first
    closed_at: tuple[int, ...]  # the mask of boxes each move closed
    candidates: int  # the arcs the next move may draw
    target: int

    @classmethod
    def of(cls, problem: DotsProblem, node: Node | None) -> DotsPicture:
        """The picture of ``node`` (the initial board when None)."""
        states = [n.state for n in node.path()] if node is not None else [problem.initial_state()]
        drawn_at, closed_at = [], []
        for before, after in itertools.pairwise(states):
            drawn_at.append((after[0] & ~before[0]).bit_length() - 1)
            closed_at.append(after[1] & ~before[1])
        final = states[-1]
        candidates = 0
        if not problem.is_goal(final):
            for _move, child, _cost in problem.successors(final):
                candidates |= child[0] & ~final[0]
        return cls(
            initial_arcs=states[0][0],
            arcs=final[0],
            initial_closed=states[0][1],
            closed=final[1],
            drawn_at=tuple(drawn_at),
            closed_at=tuple(closed_at),
            candidates=candidates,
            target=problem.target,
        )

    @property
    def moves(self) -> int:
        return len(self.drawn_at)

    @property
    def last_arc(self) -> int | None:
        return self.drawn_at[-1] if self.drawn_at else None

    @property
    def boxes_closed(self) -> int:
        return self.closed.bit_count()

    @property
    def reached_target(self) -> bool:
        return self.boxes_closed >= self.target

    def arc_state(self, arc: int) -> str:
        """'last' (drawn by the last move), 'path' (by an earlier one), 'initial' (there from
        the start), 'candidate' (the next move may draw it) or 'open' (not drawn)."""
        if arc == self.last_arc:
            return "last"
        if self.arcs >> arc & 1:
            return "initial" if self.initial_arcs >> arc & 1 else "path"
        return "candidate" if self.candidates >> arc & 1 else "open"

    def move_of_arc(self, arc: int) -> int | None:
        """The move (from 1) that drew ``arc``, None if the path did not draw it."""
        return self.drawn_at.index(arc) + 1 if arc in self.drawn_at else None

    def box_state(self, box: int) -> str:
        """'last' (closed by the last move), 'path', 'initial' (closed from the start), 'open'."""
        bit = 1 << box
        if not self.closed & bit:
            return "open"
        if self.initial_closed & bit:
            return "initial"
        return "last" if self.closed_at and self.closed_at[-1] & bit else "path"

    def move_of_box(self, box: int) -> int | None:
        """The move (from 1) that closed ``box``, None if the path did not close it."""
        bit = 1 << box
        return next((n for n, mask in enumerate(self.closed_at, start=1) if mask & bit), None)
