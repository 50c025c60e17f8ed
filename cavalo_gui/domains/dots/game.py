"""The rules of single-player Dots and Boxes over compact states.

A state is the tuple ``(arcs, closed)``: ``arcs`` has bit ``i`` set when arc ``i`` is drawn
(numbered as in :mod:`cavalo_gui.domains.dots.board`), ``closed`` has bit ``b`` set when box
``b`` (row-major) is closed. ``closed`` follows from ``arcs``; it travels in the state so that
the goal test and the heuristics need not recount the boxes. Two ints hash and compare fast.

Operators, in the course's order: draw a horizontal arc (``arco-horizontal``), then draw a
vertical arc (``arco-vertical``), each over its lines in the order the course lists them:
horizontal lines top to bottom, each arc left to right, then vertical lines left to right, each
arc top to bottom; arcs already drawn are skipped. That is arc index order, H1,1 first. Every
arc costs 1; the goal is exactly ``target`` boxes closed, the course's rule (its goal test is
``(= (closed-boxes ...) objetivo)``), or, with the option ``goal=at-least``, ``target`` boxes
or more. Closed boxes stay closed, so under the exact rule a state past its target is a dead
end. The two-player rule "close a box and play again" is not part of this puzzle.
"""

from __future__ import annotations

from cavalo_gui.domains.dots.board import DotsBoard

DotsState = tuple[int, int]
ArcMove = tuple[int, str, tuple[tuple[int, int], ...]]  # arc bit, name, (box bit, box mask)s


class DotsGame:
    """One board with a target: the successor function and the goal test (exactly ``target``
    boxes closed, or at least that many when not ``exact``)."""

    def __init__(self, board: DotsBoard, target: int, exact: bool = True) -> None:
        self.board = board
        self.geometry = board.geometry
        self.target = target
        self.exact = exact
        shape = self.geometry
        self._moves: tuple[ArcMove, ...] = tuple(
            (
                1 << arc,
                shape.arc_names[arc],
                tuple((1 << box, shape.box_arcs[box]) for box in shape.boxes_of_arc[arc]),
            )
            for arc in range(shape.arc_count)
        )

    def initial_state(self) -> DotsState:
        return (self.board.arcs, self.geometry.closed_boxes(self.board.arcs))

    def is_goal(self, state: DotsState) -> bool:
        closed = state[1].bit_count()
        return closed == self.target if self.exact else closed >= self.target

    def past_target(self, state: DotsState) -> bool:
        """Whether ``state`` closed more boxes than the exact goal allows: no goal below it."""
        return self.exact and state[1].bit_count() > self.target

    def successors(self, state: DotsState) -> list[tuple[str, DotsState, int]]:
        """``(arc name, next state, cost 1)`` for every arc not yet drawn, in operator order."""
        arcs, closed = state
        result = []
        for bit, name, boxes in self._moves:
            if arcs & bit:
                continue
            drawn = arcs | bit
            now_closed = closed
            for box_bit, box_mask in boxes:
                if drawn & box_mask == box_mask:
                    now_closed |= box_bit
            result.append((name, (drawn, now_closed), 1))
        return result

    def boxes_closed(self, state: DotsState) -> int:
        return state[1].bit_count()

    def arcs_drawn(self, state: DotsState) -> int:
        return state[0].bit_count()

    def arc_between(self, before: DotsState, after: DotsState) -> int | None:
        """The index of the arc drawn from ``before`` to ``after`` (None if not one arc)."""
        added = after[0] & ~before[0]
        if added.bit_count() != 1:
            return None
        return added.bit_length() - 1
