"""Blokus Uno heuristics: admissible ones never overestimate, checked by exhaustion on small
random boards; the course's two are not admissible, with a counterexample each."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from cavalo_gui.domains.blokus.catalog import load_puzzle
from cavalo_gui.domains.blokus.domain import BLOKUS
from cavalo_gui.domains.blokus.problem import BlokusProblem, BlokusPuzzle
from tests.unit.blokus_helpers import problem_of, true_costs


@st.composite
def small_problems(draw) -> BlokusProblem:
    """A 4x4 to 7x7 board with some other pieces' squares, a small stock, and a few random
    legal placements already made (so that later states, not only first pieces, are tried)."""
    size = draw(st.integers(4, 7))
    other = draw(st.lists(st.booleans(), min_size=size * size, max_size=size * size))
    rows = tuple(
        tuple(
            2 if other[row * size + column] and draw(st.booleans()) else 0 for column in range(size)
        )
        for row in range(size)
    )
    stock = (draw(st.integers(0, 4)), draw(st.integers(0, 4)), draw(st.integers(0, 4)))
    problem = BlokusProblem(BlokusPuzzle("random", rows, stock))
    state = problem.initial_state()
    for _ in range(draw(st.integers(0, 3))):
        legal = problem.legal_placements(state)
        if not legal:
            break
        state = problem.place(state, legal[draw(st.integers(0, len(legal) - 1))])
    own = tuple(
        tuple(
            1 if state[0] >> (row * size + column) & 1 else rows[row][column]
            for column in range(size)
        )
        for row in range(size)
    )
    return BlokusProblem(BlokusPuzzle("random", own, stock))


@settings(max_examples=100, deadline=None)
@given(small_problems())
def test_admissible_heuristics_never_exceed_the_true_cost(problem):
    costs = true_costs(problem)
    admissible = [h for h in problem.heuristics().values() if h.admissible]
    assert {h.name for h in admissible} == {"unfinished", "apart"}
    for state, cost in costs.items():
        for heuristic in admissible:
            assert heuristic(state) <= cost, (heuristic.name, problem.describe_state(state))


@settings(max_examples=100, deadline=None)
@given(small_problems())
def test_apart_is_at_least_unfinished_and_zero_exactly_at_goals(problem):
    heuristics = problem.heuristics()
    for state in true_costs(problem):
        assert heuristics["apart"](state) >= heuristics["unfinished"](state)
        assert (heuristics["apart"](state) == 0) == problem.is_goal(state)


@settings(max_examples=100, deadline=None)
@given(small_problems())
def test_unfinished_is_consistent(problem):
    unfinished = problem.heuristics()["unfinished"]
    for state in true_costs(problem):
        for _, after, cost in problem.successors(state):
            assert unfinished(state) <= cost + unfinished(after)


def test_the_course_heuristics_overestimate_on_problem_a():
    """A is solved by one placement; both course heuristics say more."""
    problem = BlokusProblem(load_puzzle("A"))
    start = problem.initial_state()
    heuristics = problem.heuristics()
    assert not heuristics["enunciado"].admissible and heuristics["enunciado"](start) > 1
    assert not heuristics["places"].admissible and heuristics["places"](start) > 1


def test_enunciado_is_empty_squares_minus_the_players_squares():
    problem = problem_of("O.X", "...", "..X", stock=(1, 0, 0))
    assert problem.heuristics()["enunciado"](problem.initial_state()) == 6 - 1


def test_places_weighs_the_legal_places_of_each_kind_in_stock():
    """E2 on a 5x5 board: two crosses, one 2x2 and two 1x1 places fit: 1*2 + 2*1 + 3*2."""
    problem = problem_of(".....", "....O", ".....", ".....", ".....")
    assert problem.heuristics()["places"](problem.initial_state()) == 2 + 2 + 6
    empty_stock = problem_of(".....", "....O", ".....", ".....", ".....", stock=(1, 0, 0))
    assert empty_stock.heuristics()["places"](empty_stock.initial_state()) == 0


def test_apart_counts_placements_of_one_kind_too_far_apart_to_block_with_one_piece():
    """Single squares at A1 and G7 of a 7x7 board: the 1x1 places B2 and F6 are 8 apart,
    so no one piece can take both away; the stock of two 1x1s caps it at 2."""
    rows = ("O......", ".......", ".......", ".......", ".......", ".......", "......O")
    assert problem_of(*rows).heuristics()["apart"](problem_of(*rows).initial_state()) == 2
    capped = problem_of(*rows, stock=(3, 0, 0))
    assert capped.initial_state()[1:] == (1, 0, 0)
    assert capped.heuristics()["apart"](capped.initial_state()) == 1


def test_heuristics_are_listed_weakest_first_with_the_best_admissible_as_default():
    problem = BlokusProblem(load_puzzle("D"))
    assert list(problem.heuristics()) == ["enunciado", "places", "unfinished", "apart"]
    assert BLOKUS.default_heuristic == "apart"


def test_apart_counts_places_4_squares_apart_as_one_because_one_piece_can_take_both():
    """One placement ends this game, and the 2x2 places left lie only 4 apart: one piece and
    its edge neighbours reach 4 squares across, so it may take both away."""
    problem = problem_of(
        "....OO", "....OO", "X..O..", "......", "......", "..X...", stock=(1, 2, 2)
    )
    start = problem.initial_state()
    assert true_costs(problem)[start] == 1
    assert problem.heuristics()["apart"](start) == 1
