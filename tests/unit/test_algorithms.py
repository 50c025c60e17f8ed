"""IDA*, RBFS, SMA*, IDDFS, uniform cost, greedy and beam search on the course's problems."""

from __future__ import annotations

import pytest

from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.knight.board import SQUARE_NAMES
from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.engine.algorithms import ALGORITHMS, get_algorithm, start_search
from cavalo_gui.engine.events import Expansion, Fate, Finished, IterationStarted, Outcome
from cavalo_gui.engine.limits import Limits, RunControl
from tests.unit.knight_helpers import replay

OPTIMAL_MOVES = {"A": 3, "B": 8, "C": 6, "D": 12}
NEW_ALGORITHMS = ("iddfs", "ucs", "greedy", "beam", "idastar", "rbfs", "smastar")
OPTIMAL = ("iddfs", "ucs", "idastar", "rbfs", "smastar")


def search_on(name: str, algorithm: str, heuristic: str = "reach", budget: int = 500_000, **kw):
    problem = KnightProblem(load_puzzle(name))
    control = RunControl(Limits(max_nodes=budget, max_seconds=120))
    return start_search(algorithm, problem, problem.heuristics()[heuristic], control, **kw)


def assert_valid(name: str, final: Finished) -> None:
    problem = KnightProblem(load_puzzle(name))
    squares = [SQUARE_NAMES[node.state[1]] for node in final.solution.path()[1:]]
    assert replay(problem, squares)[2] >= problem.target


@pytest.mark.parametrize("algorithm", OPTIMAL)
@pytest.mark.parametrize("name", list(OPTIMAL_MOVES))
def test_optimal_algorithms_find_the_fewest_moves(name, algorithm):
    final = search_on(name, algorithm, memory=OPTIMAL_MOVES[name] + 3).run()
    assert final.outcome is Outcome.SOLVED
    assert final.solution.depth == OPTIMAL_MOVES[name]
    assert_valid(name, final)


@pytest.mark.parametrize("algorithm", ["greedy", "beam"])
@pytest.mark.parametrize("name", list(OPTIMAL_MOVES))
def test_greedy_and_beam_find_valid_solutions(name, algorithm):
    final = search_on(name, algorithm, heuristic="enunciado").run()
    assert final.outcome is Outcome.SOLVED
    assert final.solution.depth >= OPTIMAL_MOVES[name]
    assert_valid(name, final)


@pytest.mark.parametrize("algorithm", ["iddfs", "ucs", "greedy", "idastar", "rbfs", "smastar"])
def test_problem_e_has_no_solution(algorithm):
    final = search_on("E", algorithm, heuristic="fewest").run()
    assert final.outcome is Outcome.NO_SOLUTION
    assert final.best is not None and 200 < final.best.state[2] <= 250


@pytest.mark.parametrize(("name", "memory"), [("B", 10), ("B", 11), ("D", 14), ("D", 15)])
def test_sma_star_a_few_nodes_above_the_depth_is_optimal_and_within_memory(name, memory):
    search = search_on(name, "smastar", heuristic="fewest", memory=memory)
    held = 1
    for event in search.events():
        if isinstance(event, Expansion):
            added = sum(fate is Fate.ADDED for _child, fate in event.successors)
            held += added - len(event.forgotten)
            assert event.memory == held <= memory
    assert search.final.outcome is Outcome.SOLVED
    assert search.final.solution.depth == OPTIMAL_MOVES[name]
    assert search.final.counters.max_open <= memory


def test_sma_star_forgets_when_memory_is_tight():
    search = search_on("D", "smastar", heuristic="fewest", memory=14)
    forgotten = [node for e in search.events() if isinstance(e, Expansion) for node in e.forgotten]
    assert len(forgotten) > 100
    assert search.final.solution.depth == OPTIMAL_MOVES["D"]


@pytest.mark.parametrize(("name", "memory"), [("B", 8), ("D", 12)])
def test_sma_star_with_too_little_memory_says_so(name, memory):
    final = search_on(name, "smastar", memory=memory).run()
    assert final.outcome is Outcome.LIMIT
    assert "memory" in render(final.reason) and "too small" in render(final.reason)


def test_ida_star_announces_rising_thresholds_and_counts_regenerations():
    search = search_on("D", "idastar", heuristic="fewest")
    thresholds = [e.threshold for e in search.events() if isinstance(e, IterationStarted)]
    assert thresholds == sorted(set(thresholds)) and len(thresholds) >= 2
    assert thresholds[-1] == OPTIMAL_MOVES["D"]
    a_star = search_on("D", "astar", heuristic="fewest").run()
    assert search.final.counters.generated > a_star.counters.generated


def test_rbfs_limits_never_exceed_their_parent_limit_along_a_branch():
    events = [e for e in search_on("D", "rbfs", heuristic="fewest").events()]
    expansions = [e for e in events if isinstance(e, Expansion)]
    assert all(e.f_limit is not None for e in expansions)
    assert any(e.backed_up for e in expansions)
    for expansion in expansions:
        for node, value in expansion.backed_up:
            assert value >= node.f  # a backed-up value only ever rises above f
    limit_of: dict[int, float] = {}  # the f-limit each node was last expanded under
    checked = 0
    for expansion in expansions:
        parent = expansion.node.parent
        if parent is not None and id(parent) in limit_of:
            assert expansion.f_limit <= limit_of[id(parent)]
            checked += 1
        limit_of[id(expansion.node)] = expansion.f_limit
    assert checked > 100


@pytest.mark.parametrize("algorithm", NEW_ALGORITHMS)
def test_every_algorithm_shows_its_open_list_while_it_runs(algorithm):
    search = search_on("D", algorithm, heuristic="fewest", memory=20)
    events = search.events()
    for _ in range(5):
        next(events)
    preview = search.open_preview(5)
    assert 0 < len(preview) <= 5
    events.close()


@pytest.mark.parametrize("algorithm", NEW_ALGORITHMS)
def test_every_algorithm_honours_a_node_budget(algorithm):
    final = search_on("D", algorithm, heuristic="enunciado", budget=40, memory=30).run()
    assert final.outcome is Outcome.LIMIT
    assert final.counters.generated <= 40 + 10  # at most one expansion beyond the budget


@pytest.mark.parametrize("algorithm", ["idastar", "rbfs", "smastar", "iddfs"])
def test_a_stopped_run_reports_a_lower_bound_no_higher_than_the_optimum(algorithm):
    final = search_on("D", algorithm, heuristic="fewest", budget=100, memory=30).run()
    assert final.outcome is Outcome.LIMIT
    assert final.lower_bound is not None
    assert 0 < final.lower_bound <= OPTIMAL_MOVES["D"]


@pytest.mark.parametrize("algorithm", NEW_ALGORITHMS)
def test_a_stop_request_ends_the_run_before_the_next_expansion(algorithm):
    search = search_on("D", algorithm, heuristic="fewest")
    events = search.events()
    next(events)
    search.control.request_stop()
    rest = list(events)
    assert [type(event) for event in rest] in ([Finished], [IterationStarted, Finished])
    assert rest[-1].outcome is Outcome.LIMIT


def test_parameters_are_registered_under_the_names_the_command_line_uses():
    assert get_algorithm("smastar").parameter("memory").minimum == 2
    assert get_algorithm("beam").parameter("beam_width").default >= 1
    assert get_algorithm("iddfs").parameter("max_depth").default == 50
    assert set(NEW_ALGORITHMS) <= set(ALGORITHMS)
    with pytest.raises(ValueError, match="memory"):
        search_on("A", "smastar", memory=1)
    for name in NEW_ALGORITHMS:
        spec = ALGORITHMS[name]
        assert spec.description and spec.label
        assert spec.optimal == (name in OPTIMAL)
        assert spec.informed == (name in ("greedy", "beam", "idastar", "rbfs", "smastar"))
        assert "policy" in (spec.run.__doc__ or "") or name in ("ucs", "greedy")
