"""The true remaining cost h* of a state: an exact A* from that state, bounded and cancellable.

The inspector holds a heuristic against it, so it must not use the heuristic under test: it
searches with the puzzle's default heuristic when that one is admissible, blind (h = 0)
otherwise, and counts every node it generates against a budget it never exceeds.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

from cavalo_gui.engine.problem import Heuristic, Problem, zero_heuristic


def exact_heuristic(problem: Problem, default: str) -> Heuristic:
    """The heuristic that guides the exact searches: ``default`` if the puzzle says it is
    admissible (so A* stays exact), the blind one otherwise."""
    chosen = problem.heuristics().get(default)
    return chosen if chosen is not None and chosen.admissible else zero_heuristic()


@dataclass
class NodeBudget:
    """Nodes the exact searches may still generate, in all (``total``) and per search
    (``per_state``); ``spent`` counts those generated. ``cancelled`` is asked between nodes."""

    per_state: int
    total: int
    spent: int = 0
    cancelled: Callable[[], bool] = field(default=lambda: False)

    @property
    def left(self) -> int:
        return max(0, self.total - self.spent)


class BudgetSpent(Exception):
    """An exact search stopped before it knew: its budget ran out or it was cancelled."""


def true_cost(
    problem: Problem, heuristic: Heuristic, start: Hashable, budget: NodeBudget
) -> float | None:
    """The cheapest cost from ``start`` to a goal (``math.inf`` when none is reachable), by A*
    with ``heuristic``; None when the budget ran out or the search was cancelled first."""
    allowance = min(budget.per_state, budget.left)
    generated = 0
    counter = 0
    frontier: list[tuple[float, float, int, float, Hashable]] = []
    best_g: dict[Hashable, float] = {start: 0.0}
    h = heuristic(start)
    if h == math.inf:
        return math.inf
    heapq.heappush(frontier, (h, h, counter, 0.0, start))
    try:
        while frontier:
            _f, _h, _order, g, state = heapq.heappop(frontier)
            if g > best_g.get(state, math.inf):
                continue
            if problem.is_goal(state):
                return g
            if budget.cancelled():
                raise BudgetSpent
            if generated >= allowance:
                raise BudgetSpent
            for _move, child, cost in problem.successors(state):
                generated += 1
                budget.spent += 1
                if generated >= allowance:  # no child pulled past the budget
                    raise BudgetSpent
                child_g = g + cost
                if child_g >= best_g.get(child, math.inf):
                    continue
                child_h = heuristic(child)
                if child_h == math.inf:
                    continue
                best_g[child] = child_g
                counter += 1
                heapq.heappush(frontier, (child_g + child_h, child_h, counter, child_g, child))
    except BudgetSpent:
        return None
    return math.inf
