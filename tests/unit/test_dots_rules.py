"""The rules of single-player Dots and Boxes, on small hand-drawn boards."""

from __future__ import annotations

import pytest

from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.dots.board import DotsBoard, draw_board, geometry
from cavalo_gui.domains.dots.domain import DOTS
from cavalo_gui.domains.dots.problem import DotsProblem, DotsPuzzle
from cavalo_gui.domains.registry import get_domain
from cavalo_gui.engine.node import Node
from tests.unit.dots_helpers import after, names, problem_from

THREE_SIDES = """
    +---+
    |
    +---+
"""

MIDDLE_MISSING = """
    +---+---+
    |       |
    +---+---+
"""


class TestClosingBoxes:
    def test_the_fourth_arc_of_a_box_closes_it(self):
        problem = problem_from(THREE_SIDES, 1)
        start = problem.initial_state()
        assert problem.boxes_closed(start) == 0 and not problem.is_goal(start)
        ((move, state, cost),) = problem.successors(start)
        assert (move, cost) == ("V2,1", 1)
        assert problem.boxes_closed(state) == 1 and problem.is_goal(state)

    def test_one_arc_between_two_open_boxes_closes_both(self):
        problem = problem_from(MIDDLE_MISSING, 2)
        ((move, state, _cost),) = problem.successors(problem.initial_state())
        assert move == "V2,1"
        assert problem.boxes_closed(state) == 2 and problem.is_goal(state)

    def test_an_arc_that_leaves_a_side_missing_closes_nothing(self):
        problem = problem_from("+   +   +\n|   |\n+---+---+", 1)
        closed = {
            move: problem.boxes_closed(state)
            for move, state, _cost in problem.successors(problem.initial_state())
        }
        assert closed == {"H1,1": 1, "H1,2": 0, "V3,1": 0}

    def test_a_box_is_closed_by_its_four_arcs_as_the_course_lists_them(self):
        # box (row 2, column 1) of a 2 x 2 board: H[2][1], H[3][1], V[1][2], V[2][2] (1-based)
        horizontal = [[0, 0], [1, 0], [1, 0]]
        vertical = [[0, 1], [0, 1], [0, 0]]
        board = DotsBoard.from_lines(horizontal, vertical)
        assert board.geometry.closed_boxes(board.arcs) == 1 << board.geometry.box_index(1, 0)
        vertical[1][1] = 0
        board = DotsBoard.from_lines(horizontal, vertical)
        assert board.geometry.closed_boxes(board.arcs) == 0

    def test_the_goal_is_exactly_the_target_closed_as_the_course_tests_it(self):
        problem = problem_from(MIDDLE_MISSING, 1)
        ((_move, state, _cost),) = problem.successors(problem.initial_state())
        assert problem.boxes_closed(state) == 2 and not problem.is_goal(state)
        assert problem_from(MIDDLE_MISSING, 2).is_goal(state)

    def test_with_the_at_least_option_the_goal_is_the_target_or_more(self):
        problem = problem_from(MIDDLE_MISSING, 1, exact=False)
        ((_move, state, _cost),) = problem.successors(problem.initial_state())
        assert problem.boxes_closed(state) == 2 and problem.is_goal(state)


class TestOperators:
    def test_horizontal_arcs_first_line_by_line_then_vertical_line_by_line(self):
        problem = problem_from("+   +   +\n\n+   +   +\n\n+   +   +", 1)
        assert names(problem, problem.initial_state()) == [
            "H1,1", "H1,2", "H2,1", "H2,2", "H3,1", "H3,2",
            "V1,1", "V1,2", "V2,1", "V2,2", "V3,1", "V3,2",
        ]  # fmt: skip

    def test_an_arc_cannot_be_drawn_twice(self):
        problem = problem_from("+   +   +\n\n+   +   +", 2)
        state = after(problem, problem.initial_state(), "H1,2", "V2,1")
        moves = names(problem, state)
        assert "H1,2" not in moves and "V2,1" not in moves
        assert len(moves) == problem.geometry.arc_count - 2
        again = after(problem, state, "H2,1")
        assert len(names(problem, again)) == len(moves) - 1

    def test_every_move_costs_1_and_draws_exactly_its_arc(self):
        problem = problem_from("+   +   +\n\n+   +   +\n\n+   +   +", 4)
        start = problem.initial_state()
        for move, state, cost in problem.successors(start):
            arc = problem.arc_between(start, state)
            assert cost == 1 and problem.geometry.arc_names[arc] == move

    def test_names_point_at_the_drawn_arc(self):
        board = DotsBoard(2, 3)
        problem = DotsProblem(DotsPuzzle("T", board, 1))
        h23 = after(problem, problem.initial_state(), "H2,3")
        assert draw_board(board, h23[0]).splitlines()[2] == "+   +   +---+"
        v14 = after(problem, problem.initial_state(), "V4,2")
        assert draw_board(board, v14[0]).splitlines()[3] == "            |"

    def test_boards_outside_the_sizes_are_refused(self):
        with pytest.raises(ValueError, match="1 to 12 rows"):
            geometry(0, 3)
        with pytest.raises(ValueError, match="do not fit"):
            DotsBoard(1, 1, 1 << 4)


class TestWords:
    def test_a_state_in_words_counts_boxes_and_arcs(self):
        problem = problem_from(MIDDLE_MISSING, 2)
        ((_move, state, _cost),) = problem.successors(problem.initial_state())
        assert render(problem.describe_state(state)) == "2 / 2 boxes closed, 7 of 7 arcs drawn"
        assert problem.progress(state) == 2

    def test_the_state_as_text_draws_the_arcs_and_marks_closed_boxes(self):
        problem = problem_from(MIDDLE_MISSING, 2)
        assert problem.state_text(problem.initial_state()).splitlines()[1] == "|       |"
        ((_move, state, _cost),) = problem.successors(problem.initial_state())
        assert problem.state_text(state).splitlines()[1] == "| X | X |"

    def test_a_step_is_named_by_its_arc(self):
        problem = problem_from(THREE_SIDES, 1)
        root = Node(problem.initial_state())
        ((move, state, _cost),) = problem.successors(root.state)
        assert problem.step_label(root.child(state, move)) == "V2,1"

    def test_a_target_beyond_the_boxes_is_refused(self):
        with pytest.raises(ValueError, match="0 to 2 boxes"):
            DotsPuzzle("T", DotsBoard(1, 2), 3)


class TestDomain:
    def test_registered_under_dots_with_the_course_problems(self):
        domain = get_domain("dots")
        assert domain is DOTS
        assert (domain.label, domain.progress_unit, domain.max_seed) == (
            "Dots and Boxes",
            "boxes",
            None,
        )
        targets = {name: puzzle.target for name, puzzle in domain.puzzles().items()}
        assert targets == {"A": 3, "B": 7, "C": 10, "D": 10, "E": 20, "F": 35}
        sizes = [(p.board.rows, p.board.columns) for p in domain.puzzles().values()]
        assert sizes == [(3, 3), (4, 4), (4, 4), (4, 5), (6, 6), (7, 7)]

    def test_the_default_heuristic_is_admissible_and_offered(self):
        problem = DOTS.make_problem(DOTS.load_puzzle("a"))
        heuristic = problem.heuristics()[DOTS.default_heuristic]
        assert heuristic.admissible
        assert not problem.heuristics()["enunciado"].admissible

    def test_unknown_names_seeds_and_options_are_refused(self):
        with pytest.raises(ValueError, match="known problems are A, B, C, D, E, F"):
            DOTS.load_puzzle("G")
        with pytest.raises(ValueError, match="fixed board"):
            DOTS.load_puzzle("A", seed=3)
        with pytest.raises(ValueError, match="no option"):
            DOTS.make_problem(DOTS.load_puzzle("A"), {"double": "max"})
