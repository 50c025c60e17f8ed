"""The pseudocode of each algorithm and the line a search is on: golden traces on problem A."""

from __future__ import annotations

import pytest

from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.pseudocode import load_pseudocode, phase_after

GOLDEN = {
    # the line highlighted before the first event, then after each event of the run on A
    ("bfs", None): [1, 7, 7, 7, 7, 7, 7, 9],
    ("astar", "fewest"): [1, 8, 8, 8, 8, 8, 6],
    ("idastar", "enunciado"): [1, 3, 10, 10, 10, 5],
}


@pytest.mark.parametrize(("algorithm", "heuristic"), list(GOLDEN))
def test_the_highlighted_line_follows_the_golden_trace_on_a(algorithm, heuristic):
    problem = KnightProblem(load_puzzle("A"))
    chosen = problem.heuristics()[heuristic] if heuristic else None
    code = load_pseudocode(algorithm)
    events = list(start_search(algorithm, problem, chosen).events())
    trace = [code.line_of(phase_after(None))] + [code.line_of(phase_after(e)) for e in events]
    assert trace == GOLDEN[(algorithm, heuristic)]
    assert "@" not in "".join(code.lines)  # the phase tags are not shown


@pytest.mark.parametrize(
    "algorithm", ["bfs", "dfs", "astar", "ucs", "greedy", "iddfs", "idastar", "rbfs", "smastar"]
)
def test_each_text_has_its_start_expansion_and_ends(algorithm):
    code = load_pseudocode(algorithm)
    assert code is not None and code.lines[0].startswith(code.lines[0].split("(")[0].upper())
    for phase in ("init", "expand", "solved", "failure"):
        assert code.line_of(phase) is not None, phase
    if algorithm in ("idastar", "iddfs"):
        assert code.line_of("iteration") is not None


def test_an_algorithm_without_a_text_has_none():
    assert load_pseudocode("beam") is None
