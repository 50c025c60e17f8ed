"""Dots and Boxes heuristics against the true cost, found by exhaustive search on small boards."""

from __future__ import annotations

import math

from hypothesis import given, settings
from hypothesis import strategies as st

from cavalo_gui.domains.dots.board import DotsBoard
from cavalo_gui.domains.dots.domain import DOTS
from cavalo_gui.domains.dots.heuristics import fewest_bordering_arcs
from cavalo_gui.domains.dots.problem import DotsProblem, DotsPuzzle
from tests.unit.dots_helpers import fewest_arcs_by_box_sets, problem_from, true_cost

ADMISSIBLE = ("half", "sides", "region", "bands")
SHAPES = [(1, 1), (1, 2), (2, 1), (1, 3), (2, 2), (1, 4), (2, 3), (3, 2)]


@st.composite
def small_problems(draw) -> DotsProblem:
    """A small board, a target and either goal rule (exactly the target, or at least it)."""
    rows, columns = draw(st.sampled_from(SHAPES))
    board = DotsBoard(rows, columns)
    every_arc = (1 << board.geometry.arc_count) - 1
    arcs = every_arc
    for _ in range(draw(st.integers(1, 3))):  # more draws, fewer arcs: sparse boards too
        arcs &= draw(st.integers(0, every_arc))
    target = draw(st.integers(0, rows * columns))
    puzzle = DotsPuzzle("random", DotsBoard(rows, columns, arcs), target)
    return DotsProblem(puzzle, exact=draw(st.booleans()))


@settings(max_examples=100, deadline=None)
@given(small_problems())
def test_admissible_heuristics_never_exceed_the_true_cost(problem):
    state = problem.initial_state()
    cost = true_cost(problem.board, problem.target, problem.exact)
    for name in ADMISSIBLE:
        assert problem.heuristics()[name](state) <= cost, name


@settings(max_examples=100, deadline=None)
@given(small_problems())
def test_admissible_heuristics_are_consistent(problem):
    state = problem.initial_state()
    for name in ADMISSIBLE:
        heuristic = problem.heuristics()[name]
        for _move, child, cost in problem.successors(state):
            assert heuristic(state) <= cost + heuristic(child), name


@settings(max_examples=100, deadline=None)
@given(small_problems())
def test_each_heuristic_is_at_least_the_one_before_it(problem):
    state = problem.initial_state()
    values = [problem.heuristics()[name](state) for name in ADMISSIBLE]
    assert values == sorted(values)


@settings(max_examples=100, deadline=None)
@given(small_problems())
def test_heuristics_are_zero_at_a_goal(problem):
    state = problem.initial_state()
    if problem.is_goal(state):
        assert all(h(state) == 0 for h in problem.heuristics().values())


def test_the_course_heuristic_overestimates_when_one_arc_closes_two_boxes():
    problem = problem_from("+---+---+\n|       |\n+---+---+", 2)
    state = problem.initial_state()
    assert problem.heuristics()["enunciado"](state) == 2 > true_cost(problem.board, 2) == 1
    assert all(problem.heuristics()[name](state) == 1 for name in ADMISSIBLE)


def test_the_stronger_heuristics_tell_more_on_the_course_problems():
    values = {}
    for name in "CDE":
        problem = DOTS.make_problem(DOTS.load_puzzle(name))
        state = problem.initial_state()
        values[name] = [problem.heuristics()[h](state) for h in ADMISSIBLE]
    assert values["D"][0] < values["D"][1] < values["D"][2]  # half < sides < region
    assert values["C"][2] < values["C"][3]  # region < bands


def test_the_fewest_arcs_around_n_boxes_are_those_of_the_squarest_shape():
    assert [fewest_bordering_arcs(n) for n in (0, 1, 2, 3, 4, 6, 9, 10)] == [
        0, 4, 7, 10, 12, 17, 24, 27,
    ]  # fmt: skip
    for boxes in range(1, 200):
        perimeter = 2 * math.ceil(2 * math.sqrt(boxes) - 1e-12)
        assert fewest_bordering_arcs(boxes) == (4 * boxes + perimeter) // 2


@settings(max_examples=100, deadline=None)
@given(st.sampled_from([(3, 3), (3, 4), (4, 3), (4, 4)]), st.data())
def test_admissible_heuristics_stay_below_the_oracle_on_larger_boards(shape, data):
    """Boards too large for exhaustive search, against the box-set oracle (itself checked
    against exhaustive search in test_dots_search): here bands meet bands of their own kind."""
    rows, columns = shape
    every_arc = (1 << DotsBoard(rows, columns).geometry.arc_count) - 1
    arcs = data.draw(st.integers(0, every_arc)) & data.draw(st.integers(0, every_arc))
    target = data.draw(st.integers(0, rows * columns))
    puzzle = DotsPuzzle("random", DotsBoard(rows, columns, arcs), target)
    problem = DotsProblem(puzzle, exact=False)
    cost = fewest_arcs_by_box_sets(problem.board, target)
    exact = DotsProblem(puzzle)
    state = problem.initial_state()
    for name in ADMISSIBLE:
        assert problem.heuristics()[name](state) <= cost, name
        # Under the exact goal: the same bound (the exact cost is never lower), or inf past
        # the target, where no goal is left.
        expected = math.inf if exact.past_target(state) else problem.heuristics()[name](state)
        assert exact.heuristics()[name](state) == expected, name


@settings(max_examples=100, deadline=None)
@given(small_problems())
def test_under_the_exact_goal_a_board_past_its_target_is_proved_hopeless(problem):
    state = problem.initial_state()
    if problem.exact and problem.boxes_closed(state) > problem.target:
        assert true_cost(problem.board, problem.target) == math.inf
        assert all(problem.heuristics()[name](state) == math.inf for name in ADMISSIBLE)


def test_the_exact_goal_can_cost_more_than_at_least_and_the_heuristics_stay_below():
    # Target 1 on a 1 x 2 board with only the middle arc missing: that arc closes both boxes
    # (at least 1: one move), so exactly 1 box needs the middle arc never drawn: impossible.
    problem = problem_from("+---+---+\n|       |\n+---+---+", 1)
    assert true_cost(problem.board, 1, exact=False) == 1
    assert true_cost(problem.board, 1) == math.inf
    assert all(problem.heuristics()[name](problem.initial_state()) <= 1 for name in ADMISSIBLE)
