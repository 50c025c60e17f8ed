"""Blokus Uno's placement rules, stock and goal test, on small boards drawn as text."""

from __future__ import annotations

import pytest

from cavalo_gui.domains.blokus.geometry import geometry
from cavalo_gui.domains.blokus.rules import PieceError, count_pieces, stock_left
from cavalo_gui.domains.catalogues import render
from tests.unit.blokus_helpers import legal_labels, problem_of, puzzle_of

EMPTY_5 = (".....",) * 5


def test_the_first_piece_covers_a_corner_in_operator_order():
    """Cross first (none can cover a corner), then 2x2, then 1x1, each row by row."""
    assert legal_labels(problem_of(*EMPTY_5)) == [
        "2x2@A1",
        "2x2@D1",
        "2x2@A4",
        "2x2@D4",
        "1x1@A1",
        "1x1@E1",
        "1x1@A5",
        "1x1@E5",
    ]


def test_a_corner_already_covered_takes_no_first_piece():
    problem = problem_of("X....", ".....", ".....", ".....", "....X")
    assert legal_labels(problem) == ["2x2@D1", "2x2@A4", "1x1@E1", "1x1@A5"]


def test_later_pieces_touch_the_players_pieces_diagonally_and_stay_inside_the_board():
    """E2 on the right edge: D1 and D3 touch it by a corner; the squares a bit shift would
    wrap to (A1, A3 of the next row) are not its neighbours."""
    problem = problem_of(".....", "....O", ".....", ".....", ".....")
    assert legal_labels(problem) == ["cross@C3", "cross@D4", "2x2@C3", "1x1@D1", "1x1@D3"]


def test_corners_are_for_the_first_piece_only():
    problem = problem_of(".....", ".....", "..O..", ".....", ".....", stock=(5, 0, 0))
    assert legal_labels(problem) == ["1x1@B2", "1x1@D2", "1x1@B4", "1x1@D4"]


def test_a_piece_may_not_share_an_edge_with_the_players_pieces():
    """2x2@B1 touches C3 by the corner B2-C3 but shares the edge C2-C3: refused."""
    problem = problem_of(".....", ".....", "..O..", ".....", ".....", stock=(1, 5, 0))
    assert legal_labels(problem) == ["2x2@A1", "2x2@D1", "2x2@A4", "2x2@D4"]


def test_a_piece_may_share_an_edge_with_other_pieces_but_not_overlap_them():
    """X at D2 borders D1 and D3 (allowed); X at C4 lies under both crosses and the 2x2."""
    problem = problem_of(".....", "...XO", ".....", "..X..", ".....")
    assert legal_labels(problem) == ["1x1@D1", "1x1@D3"]


def test_a_kind_out_of_stock_is_never_placed():
    problem = problem_of(".....", "....O", ".....", ".....", ".....", stock=(1, 0, 1))
    assert problem.initial_state()[1:] == (0, 0, 1)
    assert legal_labels(problem) == ["cross@C3", "cross@D4"]


def test_a_placement_covers_its_squares_and_takes_one_piece_from_stock():
    problem = problem_of(*EMPTY_5, stock=(2, 3, 4))
    state = problem.initial_state()
    labels = legal_labels(problem)
    label, after, cost = list(problem.successors(state))[labels.index("2x2@D4")]
    assert (label, cost) == ("2x2@D4", 1)
    grid = geometry(5)
    squares = [grid.names[square] for square in grid.squares_of(after[0])]
    assert squares == ["D4", "E4", "D5", "E5"]
    assert after[1:] == (2, 2, 4)


def test_the_stock_counts_the_players_pieces_already_on_the_board():
    """A 1x1 at A1, a 2x2 at C2-D3 and a cross centred on F5 leave 9, 9 and 14."""
    puzzle = puzzle_of(
        "O......",
        "..OO...",
        "..OO...",
        ".....O.",
        "....OOO",
        ".....O.",
        ".......",
    )
    own = puzzle.mask_of(1)
    assert count_pieces(geometry(7), own) == (1, 1, 1)
    assert stock_left(geometry(7), own, (10, 10, 15)) == (9, 9, 14)


def test_the_course_boards_count_their_single_squares():
    from cavalo_gui.domains.blokus.catalog import load_puzzle
    from cavalo_gui.domains.blokus.problem import BlokusProblem

    stocks = {name: BlokusProblem(load_puzzle(name)).initial_state()[1:] for name in "ADEF"}
    assert stocks == {
        "A": (1, 10, 15),
        "D": (0, 10, 15),
        "E": (10, 10, 15),
        "F": (10, 10, 15),
    }


def test_squares_joined_by_an_edge_that_are_no_piece_are_refused():
    puzzle = puzzle_of("OO...", ".....", ".....", ".....", ".....")
    with pytest.raises(PieceError, match="A1, B1"):
        count_pieces(geometry(5), puzzle.mask_of(1))


def test_more_pieces_on_the_board_than_in_stock_are_refused():
    puzzle = puzzle_of("O.O..", ".....", ".....", ".....", ".....")
    with pytest.raises(PieceError, match=r"2 1x1 pieces .* more than the stock of 1"):
        stock_left(geometry(5), puzzle.mask_of(1), (1, 5, 5))


def test_an_empty_stock_is_a_goal_even_where_pieces_fit():
    problem = problem_of("O....", ".....", ".....", ".....", ".....", stock=(1, 0, 0))
    state = problem.initial_state()
    assert state[1:] == (0, 0, 0)
    assert problem.geometry is geometry(5)
    assert problem.is_goal(state)
    assert not problem.is_goal((state[0], 1, 0, 0))


def test_nothing_fitting_is_a_goal_with_stock_left():
    problem = problem_of("OX...", "XX...", ".....", ".....", ".....")
    assert problem.initial_state()[1:] == (9, 10, 15)
    assert problem.is_goal(problem.initial_state())


def test_something_fitting_is_not_a_goal():
    problem = problem_of("O....", "X....", ".....", ".....", ".....", stock=(2, 0, 0))
    assert legal_labels(problem) == ["1x1@B2"]
    assert not problem.is_goal(problem.initial_state())


def test_a_state_is_drawn_with_coordinates_and_described_in_words():
    problem = problem_of("O..", "...", "..X", stock=(2, 1, 0))
    state = problem.initial_state()
    assert problem.state_text(state) == "  A B C\n1 O . .\n2 . . .\n3 . . X"
    assert render(problem.describe_state(state)) == (
        "1 piece on the board, stock 1/1/0 (1x1/2x2/cross)"
    )
    assert problem.progress(state) == 1


def test_corner_squares_are_where_a_legal_next_piece_touches_the_players():
    """E2 on the right edge: D1 and D3 touch it; with no stock left, none."""
    problem = problem_of(".....", "....O", ".....", ".....", ".....")
    grid = geometry(5)
    state = problem.initial_state()
    assert [grid.names[s] for s in grid.squares_of(problem.corner_squares(state))] == ["D1", "D3"]
    assert problem.corner_squares((state[0], 0, 0, 0)) == 0
    first = problem_of("X....", ".....", ".....", ".....", ".....")
    corners = first.corner_squares(first.initial_state())
    assert [grid.names[s] for s in grid.squares_of(corners)] == ["E1", "A5", "E5"]
