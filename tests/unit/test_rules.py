"""Every rule of the knight game (SPEC §2), on small hand-made boards."""

from __future__ import annotations

import pytest

from cavalo_gui.domains.knight.board import (
    SQUARE_NAMES,
    format_board,
    parse_square,
    square_name,
    symmetric_number,
)
from cavalo_gui.domains.knight.game import NO_SQUARE, DoubleStrategy, KnightGame
from tests.unit.knight_helpers import board_with, game_with, replay, successor_squares

FULL_BOARD = tuple(range(100))


def knight_on(game: KnightGame, name: str, points: int = 0):
    """A state with the knight already on ``name`` (that square emptied)."""
    square = parse_square(name)
    return (game.initial_mask & ~(1 << square), square, points)


class TestSquares:
    def test_chess_names_run_from_a1_top_left_to_j10(self):
        assert square_name(0) == "A1"
        assert square_name(9) == "J1"
        assert square_name(10) == "A2"
        assert square_name(99) == "J10"
        assert [parse_square(name) for name in ("A1", "j10", "E5")] == [0, 99, 44]

    @pytest.mark.parametrize("bad", ["", "K1", "A0", "A11", "1A", "AA", "B-1"])
    def test_bad_square_names_are_refused(self, bad):
        with pytest.raises(ValueError, match="not a square"):
            parse_square(bad)

    def test_board_text_shows_two_digit_numbers_empties_and_the_knight(self):
        text = format_board(board_with(A1=5, B1=20), knight=1)
        assert text.splitlines()[1].split()[:4] == ["1", "05", "KN", ".."]


class TestPlacement:
    def test_first_move_places_the_knight_on_any_number_of_row_1_from_a_to_j(self):
        game = game_with(J1=9, C1=44, A1=2, A2=50, E3=1)
        assert successor_squares(game, game.initial_state()) == ["A1", "C1", "J1"]

    def test_placement_scores_and_empties_the_square(self):
        game = game_with(C1=44)
        ((_move, state, cost),) = game.successors(game.initial_state())
        assert state == (0, parse_square("C1"), 44)
        assert cost == 1

    def test_placement_applies_the_symmetric_rule(self):
        game = game_with(A1=57, H8=75, B2=33)
        ((_move, (mask, _knight, points), _cost),) = game.successors(game.initial_state())
        assert points == 57
        assert mask == 1 << parse_square("B2")

    def test_no_move_when_row_1_is_empty(self):
        game = game_with(A2=10)
        assert successor_squares(game, game.initial_state()) == []


class TestJumps:
    def test_the_eight_jumps_come_in_operator_order(self):
        game = KnightGame(FULL_BOARD, 10_000)
        expected = ["D7", "F7", "G6", "G4", "F3", "D3", "C4", "C6"]
        assert successor_squares(game, knight_on(game, "E5")) == expected

    @pytest.mark.parametrize(
        ("square", "targets"),
        [
            ("A1", ["B3", "C2"]),
            ("J1", ["I3", "H2"]),
            ("A10", ["C9", "B8"]),
            ("J10", ["I8", "H9"]),
            ("B2", ["A4", "C4", "D3", "D1"]),
            ("E1", ["D3", "F3", "G2", "C2"]),
        ],
    )
    def test_jumps_at_edges_and_corners_stay_inside_the_board(self, square, targets):
        game = KnightGame(FULL_BOARD, 10_000)
        assert successor_squares(game, knight_on(game, square)) == targets

    def test_empty_squares_cannot_be_landed_on(self):
        game = game_with(A1=10, B3=12, D1=21)
        assert successor_squares(game, knight_on(game, "A1")) == ["B3"]

    def test_the_square_left_behind_never_holds_a_number_again(self):
        game = game_with(A1=10, B3=12, D2=34)
        state = replay(game, ["A1", "B3"])
        assert "A1" not in successor_squares(game, state)
        assert game.board_of(state)[parse_square("A1")] is None


class TestSymmetricRule:
    @pytest.mark.parametrize(
        ("number", "partner"), [(57, 75), (75, 57), (5, 50), (50, 5), (10, 1), (1, 10)]
    )
    def test_landing_on_a_number_removes_its_symmetric(self, number, partner):
        game = game_with(A1=number, J10=partner, E9=98)
        ((_m, state, _c),) = game.successors(game.initial_state())
        board = game.board_of(state)
        assert board[parse_square("J10")] is None
        assert board[parse_square("E9")] == 98
        assert game.move_between(game.initial_state(), state).removed == (parse_square("J10"),)

    def test_symmetric_numbers_read_as_two_digits(self):
        assert symmetric_number(5) == 50
        assert symmetric_number(10) == 1
        assert symmetric_number(44) is None

    def test_nothing_is_removed_when_the_symmetric_is_not_on_the_board(self):
        game = game_with(A1=57, J10=76)
        ((_m, state, _c),) = game.successors(game.initial_state())
        assert game.board_of(state)[parse_square("J10")] == 76

    def test_removed_numbers_score_nothing_and_cannot_be_reached(self):
        game = game_with(A1=12, B3=30, C2=21, target=100)
        state = replay(game, ["A1"])
        assert successor_squares(game, state) == ["B3"]
        assert state[2] == 12


DOUBLES = {"A1": 22, "E5": 0, "F5": 44, "G5": 99, "H5": 57}


class TestDoubleRule:
    def removed_by(self, strategy: DoubleStrategy) -> list[list[int]]:
        game = game_with(double=strategy, **DOUBLES)
        removed = []
        for _move, state, _cost in game.successors(game.initial_state()):
            move = game.move_between(game.initial_state(), state)
            removed.append([game.board[square] for square in move.removed])
        return removed

    def test_max_removes_the_highest_other_double(self):
        assert self.removed_by(DoubleStrategy.MAX) == [[99]]

    def test_min_removes_the_lowest_other_double_including_00(self):
        assert self.removed_by(DoubleStrategy.MIN) == [[0]]

    def test_choice_searches_every_possible_removal(self):
        assert self.removed_by(DoubleStrategy.CHOICE) == [[99], [44], [0]]

    def test_choice_labels_name_the_removed_double(self):
        game = game_with(double=DoubleStrategy.CHOICE, **DOUBLES)
        labels = [move for move, _s, _c in game.successors(game.initial_state())]
        assert labels == ["A1-99", "A1-44", "A1-00"]

    def test_landing_on_00_removes_another_double_and_scores_nothing(self):
        game = game_with(A1=0, B5=33, C7=11)
        ((_m, state, _c),) = game.successors(game.initial_state())
        assert state[2] == 0
        assert game.move_between(game.initial_state(), state).removed == (parse_square("B5"),)

    def test_a_double_with_no_other_double_left_removes_nothing(self):
        game = game_with(A1=22, B5=23, C7=32)
        ((_m, state, _c),) = game.successors(game.initial_state())
        assert game.move_between(game.initial_state(), state).removed == ()

    def test_a_double_does_not_trigger_the_symmetric_rule(self):
        game = game_with(A1=22, B5=32)
        ((_m, state, _c),) = game.successors(game.initial_state())
        assert game.board_of(state)[parse_square("B5")] == 32


class TestGoal:
    def test_goal_is_reached_when_points_reach_the_target(self):
        game = game_with(target=70, A1=2, B1=20, C1=44)
        assert not game.is_goal((0, NO_SQUARE, 69))
        assert game.is_goal((0, 0, 70))
        assert game.is_goal((0, 0, 71))

    def test_target_zero_is_met_before_any_move(self):
        game = game_with(target=0, A1=2)
        assert game.is_goal(game.initial_state())

    def test_every_move_costs_one(self):
        game = KnightGame(FULL_BOARD, 10_000)
        costs = {cost for _m, _s, cost in game.successors(knight_on(game, "E5"))}
        assert costs == {1}

    def test_labels_are_chess_squares(self):
        game = KnightGame(FULL_BOARD, 10_000)
        labels = [move for move, _s, _c in game.successors(game.initial_state())]
        assert labels == list(SQUARE_NAMES[:10])


class TestBoardChecks:
    def test_a_repeated_number_is_refused(self):
        with pytest.raises(ValueError, match="appears twice"):
            KnightGame(board_with(A1=5, B2=5), 10)

    def test_numbers_outside_0_99_are_refused(self):
        cells = list(board_with(A1=5))
        cells[3] = 100
        with pytest.raises(ValueError, match="D1"):
            KnightGame(tuple(cells), 10)
