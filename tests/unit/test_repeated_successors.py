"""A state reached by two moves of one expansion (two edges between the same nodes, two actions
of a student's problem with one result) is one state: the second is a duplicate, or replaces
the first when it is cheaper. Such a run used to end in an IndexError (an open list counted one
node too many)."""

from __future__ import annotations

import pytest

from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.events import Expansion, Fate
from cavalo_gui.engine.limits import Limits, RunControl
from cavalo_gui.engine.open_fold import OpenFold


class Ring:
    """States 0-6; from s < 6, two moves to s + 1 (the second costs ``second_cost``) and one to
    2s mod 7."""

    def __init__(self, second_cost: float = 1.0) -> None:
        self.second_cost = second_cost

    def initial_state(self) -> int:
        return 0

    def successors(self, state: int) -> list[tuple[str, int, float]]:
        if state >= 6:
            return []
        following = (state + 1) % 7
        return [
            ("a", following, 1.0),
            ("b", following, self.second_cost),
            ("c", state * 2 % 7, 1.0),
        ]

    def is_goal(self, state: int) -> bool:
        return False

    def progress(self, state: int) -> float:
        return state

    def heuristics(self) -> dict:
        return {}


@pytest.mark.parametrize("algorithm", ["bfs", "dfs", "iddfs", "ucs", "astar", "greedy"])
def test_a_state_met_twice_in_one_expansion_is_one_state(algorithm):
    search = start_search(algorithm, Ring(), None, RunControl(Limits.unbounded()))
    events = list(search.events())
    final = events[-1]
    assert final.states == 7
    expansions = [event for event in events if isinstance(event, Expansion)]
    fates = [(child.state, fate) for child, fate in expansions[0].successors]
    first_fate = Fate.PRUNED if algorithm == "iddfs" else Fate.ADDED  # its pass to depth 1
    assert fates == [(1, first_fate), (1, Fate.DUPLICATE), (0, Fate.DUPLICATE)]


def test_a_cheaper_second_move_to_a_state_replaces_the_first_in_open():
    search = start_search("ucs", Ring(second_cost=0.5), None, RunControl(Limits.unbounded()))
    events = list(search.events())
    assert events[-1].states == 7
    first = events[0]
    assert [(child.state, child.g, fate) for child, fate in first.successors] == [
        (1, 1.0, Fate.ADDED),
        (1, 0.5, Fate.UPDATED),
        (0, 1.0, Fate.DUPLICATE),
    ]
    fold = OpenFold()
    fold.apply(first.open_change)
    assert [(node.state, node.g) for node in fold.nodes()] == [(1, 0.5)]
    assert first.open_size == 1
