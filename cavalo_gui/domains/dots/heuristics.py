"""Heuristics for Dots and Boxes, weakest first.

T is the target, c(x) the boxes closed in state x, o(x) = T the boxes to close. Under the
option ``goal=at-least``, reaching the goal means closing some set S of at least T boxes
(closed ones count, at no cost); the cheapest way to close a given S draws exactly the missing
arcs that border a box of S, one per move in any order, so the true cost h*(x) is the fewest
missing arcs bordering T boxes.

Under the course's exact goal (the default: exactly T boxes closed) every goal state is also
an at-least goal, so every path to an exact goal is a path to an at-least goal and the exact
true cost is never below the at-least one: each bound below stays a lower bound, admissible.
A state already past T is a dead end (closed boxes stay closed): the admissible heuristics
give it h = inf, which is exact, and remain consistent (every successor of a dead end is one).
The goal states of both rules have c = T or more, where each heuristic gives 0.

- ``enunciado`` (the course's): h = o(x) - c(x). Not admissible: one arc can close two boxes
  (a 1x2 board with only the middle arc missing needs 1 arc for 2 boxes).
- ``half``: ceil((T - c) / 2). Admissible: one arc borders at most two boxes, so it closes at
  most two. Consistent: one arc lowers T - c by at most 2, so the ceiling by at most 1.
- ``sides``: weigh each missing arc of a box 1 if it lies on the board's edge and 1/2 if it is
  shared with another box; h = ceil(sum of the T smallest box weights) (closed boxes weigh 0).
  Admissible: for any S, every missing arc bordering S is counted at most once over S (an
  edge arc by its one box, a shared arc by at most two halves), so the weights of S sum to at
  most cost(S), and the T smallest weights sum to at most that. It is at least ``half`` (an
  open box weighs at least 1/2). Consistent: one arc lowers one weight by 1 or two by 1/2, so
  the sum of the T smallest by at most 1.
- ``region``: the larger of ``sides`` and 2T + ceil(2 sqrt T) - (arcs drawn). Any T boxes are
  bordered by at least 2T + ceil(2 sqrt T) distinct arcs (a set of T unit squares has a
  perimeter of at least 2 ceil(2 sqrt T) edges, Harary and Harborth 1976; its arcs number
  (4T + perimeter) / 2), and at most every drawn arc is among them; what is left must be drawn.
  It sees that an empty board costs more than its boxes' sides suggest (problem D: 27 arcs).
  Consistent: the second term drops by exactly 1 per arc, and a maximum of consistent
  heuristics is consistent.
- ``bands`` (the default): the larger of ``region`` and four band bounds (pairs of rows and
  pairs of columns, each cut at two offsets; see :mod:`~cavalo_gui.domains.dots.bands`), each
  counting the arcs inside a band exactly and the arcs between bands as halves. Each band bound
  is at least ``sides`` (it counts every shared arc at least by halves) and consistent, so
  ``bands`` is admissible and consistent too; it is slower per node but expands far fewer.
"""

from __future__ import annotations

import math

from cavalo_gui.domains.catalogues import Text
from cavalo_gui.domains.dots.bands import BandBound
from cavalo_gui.domains.dots.game import DotsGame, DotsState
from cavalo_gui.engine.problem import Heuristic

DEFAULT_HEURISTIC = "bands"


def fewest_bordering_arcs(boxes: int) -> int:
    """The fewest distinct arcs that border ``boxes`` boxes: 2n + ceil(2 sqrt n)."""
    if boxes <= 0:
        return 0
    return 2 * boxes + math.isqrt(4 * boxes - 1) + 1


class _Weights:
    """Each box's arcs split into those on the board's edge and those shared, for ``sides``."""

    def __init__(self, game: DotsGame) -> None:
        shape = game.geometry
        self.target = game.target
        self.boxes = []
        for box, mask in enumerate(shape.box_arcs):
            edge = shared = 0
            for arc in range(shape.arc_count):
                if mask >> arc & 1:
                    if len(shape.boxes_of_arc[arc]) == 1:
                        edge |= 1 << arc
                    else:
                        shared |= 1 << arc
            self.boxes.append((1 << box, edge, shared))

    def half_arcs(self, state: DotsState) -> int:
        """The sum of the T smallest box weights, in half arcs."""
        arcs, closed = state
        missing = ~arcs
        weights = [
            2 * (edge & missing).bit_count() + (shared & missing).bit_count()
            for bit, edge, shared in self.boxes
            if not closed & bit
        ]
        still = self.target - closed.bit_count()
        if still <= 0:
            return 0
        weights.sort()
        return sum(weights[:still])


def dots_heuristics(game: DotsGame) -> dict[str, Heuristic]:
    """The heuristics of one board and target, weakest first."""
    target = game.target
    weights = _Weights(game)
    region_floor = fewest_bordering_arcs(target)
    band_bounds = [
        BandBound(game.geometry, target, transposed, offset)
        for transposed in (False, True)
        for offset in (0, 1)
    ]

    past_target = game.past_target
    inf = math.inf

    def enunciado(state: DotsState) -> float:
        return max(0, target - state[1].bit_count())

    def half(state: DotsState) -> float:
        if past_target(state):
            return inf
        return max(0, target - state[1].bit_count() + 1) // 2

    def sides(state: DotsState) -> float:
        if past_target(state):
            return inf
        return (weights.half_arcs(state) + 1) // 2

    def region(state: DotsState) -> float:
        if state[1].bit_count() >= target:
            return inf if past_target(state) else 0
        return max(sides(state), region_floor - state[0].bit_count())

    def bands(state: DotsState) -> float:
        if state[1].bit_count() >= target:
            return inf if past_target(state) else 0
        arcs = state[0]
        best_halves = max(bound.half_arcs(arcs) for bound in band_bounds)
        return max((best_halves + 1) // 2, region_floor - arcs.bit_count())

    return {
        "enunciado": Heuristic(
            "enunciado",
            Text("dots.text.heuristic.enunciado"),
            False,
            enunciado,
        ),
        "half": Heuristic(
            "half",
            Text("dots.text.heuristic.half"),
            True,
            half,
        ),
        "sides": Heuristic(
            "sides",
            Text("dots.text.heuristic.sides"),
            True,
            sides,
        ),
        "region": Heuristic(
            "region",
            Text("dots.text.heuristic.region"),
            True,
            region,
        ),
        "bands": Heuristic(
            "bands",
            Text("dots.text.heuristic.bands"),
            True,
            bands,
        ),
    }
