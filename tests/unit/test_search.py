"""BFS, DFS and A* on the course's problems: results, statistics, events and budgets."""

from __future__ import annotations

import pytest

from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.knight.board import SQUARE_NAMES
from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.engine.algorithms import ALGORITHMS, start_search
from cavalo_gui.engine.events import Expansion, Fate, Finished, Outcome
from cavalo_gui.engine.limits import Limits, RunControl
from tests.unit.knight_helpers import replay

OPTIMAL_MOVES = {"A": 3, "B": 8, "C": 6, "D": 12}


def solve(name: str, algorithm: str, heuristic: str | None = None, **parameters) -> Finished:
    problem = KnightProblem(load_puzzle(name))
    chosen = problem.heuristics()[heuristic] if heuristic else None
    control = RunControl(Limits(max_nodes=500_000, max_seconds=60))
    return start_search(algorithm, problem, chosen, control, **parameters).run()


def assert_valid_solution(name: str, final: Finished) -> None:
    """Every move legal and the target reached, replayed from the start by the rules."""
    problem = KnightProblem(load_puzzle(name))
    state = replay(problem, solution_squares(final))
    assert state[2] >= problem.target
    assert state[2] == final.solution.state[2]


def solution_squares(final: Finished) -> list[str]:
    return [SQUARE_NAMES[node.state[1]] for node in final.solution.path()[1:]]


@pytest.mark.parametrize(("name", "moves"), OPTIMAL_MOVES.items())
def test_bfs_finds_the_fewest_moves(name, moves):
    final = solve(name, "bfs")
    assert final.outcome is Outcome.SOLVED
    assert final.solution.depth == moves
    assert_valid_solution(name, final)


@pytest.mark.parametrize(("name", "moves"), OPTIMAL_MOVES.items())
def test_a_star_with_the_admissible_heuristic_is_optimal(name, moves):
    final = solve(name, "astar", "fewest")
    assert final.outcome is Outcome.SOLVED
    assert final.solution.depth == moves
    assert_valid_solution(name, final)


@pytest.mark.parametrize("name", OPTIMAL_MOVES)
def test_dfs_finds_a_valid_solution_within_its_depth_limit(name):
    final = solve(name, "dfs", max_depth=20)
    assert final.outcome is Outcome.SOLVED
    assert final.solution.depth <= 20
    assert_valid_solution(name, final)


def test_bfs_on_b_counts_like_the_course():
    """Seed 000's BFS table: problem B, 46 generated, 43 expanded."""
    final = solve("B", "bfs")
    assert (final.counters.generated, final.counters.expanded) == (46, 43)


@pytest.mark.parametrize(
    ("name", "generated", "expanded"), [("A", 6, 4), ("B", 39, 34), ("C", 39, 32)]
)
def test_a_star_with_enunciado_counts_like_the_course(name, generated, expanded):
    """Seed 000's A* table with the course's heuristic, problems A-C."""
    final = solve(name, "astar", "enunciado")
    assert final.solution.depth == OPTIMAL_MOVES[name]
    assert (final.counters.generated, final.counters.expanded) == (generated, expanded)


def test_bfs_proves_problem_e_has_no_solution():
    final = solve("E", "bfs")
    assert final.outcome is Outcome.NO_SOLUTION
    assert final.states == 8_763
    assert final.best.state[2] == 250
    assert "8,763" in render(final.reason)


def test_a_star_with_the_admissible_heuristic_proves_e_with_fewer_nodes():
    blind = solve("E", "bfs")
    informed = solve("E", "astar", "fewest")
    assert informed.outcome is Outcome.NO_SOLUTION
    assert informed.counters.expanded < blind.counters.expanded / 2


def test_the_first_three_bfs_expansions_of_a():
    """Root, then the placements C1 (44), B1 (20), A1 (02) in the order BFS generated them."""
    problem = KnightProblem(load_puzzle("A"))
    events = start_search("bfs", problem).events()
    first = [next(events) for _ in range(3)]
    assert [event.node.move for event in first] == [None, "A1", "B1"]
    assert [child.move for child, _fate in first[0].successors] == ["A1", "B1", "C1"]
    assert {fate for _child, fate in first[0].successors} == {Fate.ADDED}
    assert first[0].open_size == 3


def test_every_expansion_is_an_event_and_the_run_ends_with_one_finished():
    problem = KnightProblem(load_puzzle("D"))
    events = list(start_search("astar", problem, problem.heuristics()["fewest"]).events())
    expansions = [event for event in events if isinstance(event, Expansion)]
    assert isinstance(events[-1], Finished)
    assert sum(isinstance(event, Finished) for event in events) == 1
    assert len(expansions) == events[-1].counters.expanded
    generated = [event.counters.generated for event in expansions]
    assert generated == sorted(generated)
    for event in expansions:
        added = sum(
            fate is not Fate.DUPLICATE and fate is not Fate.PRUNED for _c, fate in event.successors
        )
        assert event.open_size <= event.counters.max_open
        assert added <= len(event.successors)


@pytest.mark.parametrize("algorithm", ["bfs", "astar", "ucs"])  # greedy solves F in fewer
@pytest.mark.parametrize("budget", [1_000, 5_000])
def test_a_node_budget_ends_the_run_within_one_percent(budget, algorithm):
    problem = KnightProblem(load_puzzle("F"))
    control = RunControl(Limits(max_nodes=budget, max_seconds=None))
    heuristic = problem.heuristics()["fewest"]
    final = start_search(algorithm, problem, heuristic, control).run()
    assert final.outcome is Outcome.LIMIT
    assert "node budget" in render(final.reason)
    assert budget <= final.counters.generated <= budget * 1.01


@pytest.mark.parametrize("algorithm", ["bfs", "astar", "ucs", "greedy"])
def test_a_stop_request_ends_the_run_before_the_next_expansion(algorithm):
    problem = KnightProblem(load_puzzle("F"))
    control = RunControl()
    heuristic = problem.heuristics()["fewest"]
    events = start_search(algorithm, problem, heuristic, control).events()
    for _ in range(5):
        next(events)
    control.request_stop()
    final = next(events)
    assert isinstance(final, Finished)
    assert final.outcome is Outcome.LIMIT
    assert render(final.reason) == "stopped by the user"
    assert final.counters.expanded == 5


def test_a_star_at_its_budget_reports_a_lower_bound():
    problem = KnightProblem(load_puzzle("F"))
    control = RunControl(Limits(max_nodes=2_000, max_seconds=None))
    final = start_search("astar", problem, problem.heuristics()["fewest"], control).run()
    assert final.outcome is Outcome.LIMIT
    assert final.lower_bound is not None and final.lower_bound >= 1


def test_dfs_depth_limit_too_small_ends_at_the_limit_proving_nothing():
    final = solve("D", "dfs", max_depth=5)
    assert final.outcome is Outcome.LIMIT
    assert render(final.reason) == "depth limit 5 reached; no solution within it"


def test_the_registry_describes_every_algorithm():
    for name, algorithm in ALGORITHMS.items():
        assert algorithm.name == name
        assert algorithm.label and algorithm.description
        for parameter in algorithm.parameters:
            assert parameter.minimum <= parameter.default <= parameter.maximum


def test_goal_at_the_root_is_solved_in_zero_moves():
    from cavalo_gui.domains.knight.problem import KnightPuzzle
    from tests.unit.knight_helpers import board_with

    problem = KnightProblem(KnightPuzzle("zero", board_with(A1=5), 0))
    for algorithm in ("bfs", "dfs", "astar"):
        final = start_search(algorithm, problem, problem.heuristics()["fewest"]).run()
        assert final.outcome is Outcome.SOLVED
        assert final.solution.depth == 0
