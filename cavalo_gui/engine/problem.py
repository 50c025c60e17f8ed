"""What a domain supplies to the engine: a problem and its heuristics."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from cavalo_gui.engine.node import State


@dataclass(frozen=True)
class Heuristic:
    """An estimate of the cost still to pay from a state to a goal.

    ``admissible`` promises that the estimate never exceeds the true cost, so that A*, IDA*,
    RBFS and SMA* return optimal solutions with it. ``math.inf`` means "no goal below here".
    """

    name: str
    description: str
    admissible: bool
    estimate: Callable[[State], float]
    within: Callable[[State, float], float] | None = None

    def __call__(self, state: State) -> float:
        return self.estimate(state)

    def estimate_within(self, state: State, budget: float) -> float:
        """The estimate where it is at most ``budget``; above, any value over ``budget`` and no
        higher than the estimate. For searches that only ask whether a node fits a budget (the
        decision search): a heuristic made of several bounds may pass ``within`` to stop at
        the first bound over the budget. Without it, the whole estimate."""
        if self.within is None:
            return self.estimate(state)
        return self.within(state, budget)


def has_unit_costs(problem: object) -> bool:
    """Whether every move of ``problem`` costs 1, so that fewest moves and least cost are one
    optimum. A problem whose moves may cost more or less (a graph with costs) says so with
    ``unit_costs = False``; one that says nothing is taken to have unit costs."""
    return bool(getattr(problem, "unit_costs", True))


def zero_heuristic() -> Heuristic:
    """The blind estimate h = 0, used by the uninformed algorithms."""
    return Heuristic("zero", "h = 0: no information", True, lambda _state: 0)


@runtime_checkable
class Problem(Protocol):
    """A state-space problem, as the engine sees it.

    ``successors`` yields ``(move label, next state, step cost)`` in the domain's operator order,
    which fixes the order in which BFS and DFS meet them.
    """

    def initial_state(self) -> State: ...

    def successors(self, state: State) -> Iterable[tuple[str, State, float]]: ...

    def is_goal(self, state: State) -> bool: ...

    def heuristics(self) -> Mapping[str, Heuristic]: ...

    def progress(self, state: State) -> float:
        """How far a state has got (points, boxes closed), to report the best one reached."""
        ...
