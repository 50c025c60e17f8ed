"""Searches far deeper than the course's boards: a chain of states whose only solution is
thousands of moves long. Nothing may overflow; what cannot go that deep says so."""

from __future__ import annotations

from cavalo_gui.domains.catalogues import render
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.events import Outcome
from cavalo_gui.engine.problem import Heuristic, zero_heuristic


class Chain:
    """States 0..length; from each, one move forward (and, after the first, one back)."""

    def __init__(self, length: int) -> None:
        self.length = length

    def initial_state(self) -> int:
        return 0

    def successors(self, state: int):
        if state < self.length:
            yield (f"+{state + 1}", state + 1, 1)
        if state > 0:
            yield (f"-{state - 1}", state - 1, 1)

    def is_goal(self, state: int) -> bool:
        return state == self.length

    def heuristics(self) -> dict[str, Heuristic]:
        exact = Heuristic("exact", "moves left", True, lambda state: self.length - state)
        return {"zero": zero_heuristic(), "exact": exact}

    def progress(self, state: int) -> float:
        return state


def test_a_depth_first_search_3000_moves_deep_finds_the_solution():
    final = start_search("dfs", Chain(3000), max_depth=5000).run()
    assert final.outcome is Outcome.SOLVED
    assert final.solution is not None and final.solution.depth == 3000
    assert final.solution.moves()[-1] == "+3000"


def test_a_recursive_search_deeper_than_python_allows_stops_with_the_reason():
    chain = Chain(20_000)
    final = start_search("idastar", chain, chain.heuristics()["exact"]).run()
    assert final.outcome is Outcome.LIMIT
    assert "deeper than Python's recursion allows" in render(final.reason)
