"""Optimal answers on the course's Dots and Boxes problems, and the oracle that checks them."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cavalo_gui.domains.dots.board import DotsBoard
from cavalo_gui.domains.dots.domain import DOTS
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.events import Outcome
from tests.unit.dots_helpers import fewest_arcs_by_box_sets, true_cost

COURSE_OPTIMA = {"A": 2, "B": 1, "C": 8, "D": 27}


def solve(name: str, algorithm: str, heuristic: str = DOTS.default_heuristic):
    problem = DOTS.make_problem(DOTS.load_puzzle(name))
    final = start_search(algorithm, problem, problem.heuristics()[heuristic]).run()
    return problem, final


def assert_valid(problem, final) -> None:
    """The solution's arcs, drawn in order, are each new and reach the target."""
    state = problem.initial_state()
    for node in final.solution.path()[1:]:
        moves = {move: child for move, child, _cost in problem.successors(state)}
        state = moves[node.move]
    assert problem.is_goal(state)


@pytest.mark.parametrize("heuristic", ["region", "bands"])
@pytest.mark.parametrize("name", list(COURSE_OPTIMA))
def test_a_star_with_an_admissible_heuristic_finds_the_course_optimum(name, heuristic):
    problem, final = solve(name, "astar", heuristic)
    assert final.outcome is Outcome.SOLVED
    assert final.solution.depth == COURSE_OPTIMA[name]
    assert_valid(problem, final)


@pytest.mark.parametrize("name", ["A", "B", "C"])
def test_breadth_first_finds_the_course_optimum_within_the_default_budget(name):
    problem, final = solve(name, "bfs")
    assert final.outcome is Outcome.SOLVED
    assert final.solution.depth == COURSE_OPTIMA[name]
    assert_valid(problem, final)


def test_a_star_solves_e_as_the_box_set_oracle_says():
    problem = DOTS.make_problem(DOTS.load_puzzle("E"), {"goal": "at-least"})
    final = start_search("astar", problem, problem.heuristics()["bands"]).run()
    assert final.outcome is Outcome.SOLVED
    assert final.solution.depth == fewest_arcs_by_box_sets(problem.board, problem.target)
    assert_valid(problem, final)
    # Under the course's exact goal it costs no less, and here no more.
    exact, final_exact = solve("E", "astar")
    assert final_exact.solution.depth == final.solution.depth
    assert_valid(exact, final_exact)


@pytest.mark.parametrize("name", list(COURSE_OPTIMA))
def test_the_oracle_agrees_with_the_course_optima(name):
    puzzle = DOTS.load_puzzle(name)
    assert fewest_arcs_by_box_sets(puzzle.board, puzzle.target) == COURSE_OPTIMA[name]


@settings(max_examples=200, deadline=None)
@given(st.sampled_from([(1, 3), (2, 2), (2, 3), (3, 2)]), st.data())
def test_the_oracle_agrees_with_exhaustive_search_on_small_boards(shape, data):
    rows, columns = shape
    every_arc = (1 << DotsBoard(rows, columns).geometry.arc_count) - 1
    board = DotsBoard(rows, columns, data.draw(st.integers(0, every_arc)))
    target = data.draw(st.integers(0, rows * columns))
    assert fewest_arcs_by_box_sets(board, target) == true_cost(board, target, exact=False)
    assert true_cost(board, target) >= true_cost(board, target, exact=False)
