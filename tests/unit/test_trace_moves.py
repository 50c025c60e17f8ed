"""A puzzle reads a trace's move (domains/trace_moves.py): the knight a square's name or the
course's (line column) pair counted from 0; a puzzle without its own reader the label itself."""

from __future__ import annotations

import pytest

from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.registry import get_domain
from cavalo_gui.domains.trace_moves import label_as_written, move_reader
from cavalo_gui.engine.message import MessageError

EXPECTED = "expected a square such as C3 or a (line column) pair such as (2 2)"


@pytest.fixture(scope="module")
def knight_move():
    knight = get_domain("knight")
    return move_reader(knight.make_problem(knight.load_puzzle("A")))


@pytest.mark.parametrize(
    ("token", "label"),
    [
        ("C3", "C3"),
        ("c3", "C3"),
        (" J10 ", "J10"),
        ("C3-44", "C3-44"),
        ([2, 2], "C3"),
        ([0, 0], "A1"),
        ([9, 9], "J10"),
        ((4, 3), "D5"),
    ],
)
def test_the_knight_reads_squares_and_pairs(knight_move, token, label):
    assert knight_move(token) == label


@pytest.mark.parametrize(
    ("token", "says"),
    [
        ([-2, 1], "(-2 1) is off the board: lines and columns run from 0 to 9"),
        ([10, 0], "(10 0) is off the board: lines and columns run from 0 to 9"),
        ("K1", "'K1' is not a square: a column A-J then a row 1-10, like C1"),
        (
            [1],
            "'[1]' is not a move: " + EXPECTED,
        ),
        (
            [True, 0],
            "'[True, 0]' is not a move: " + EXPECTED,
        ),
        (
            5,
            "'5' is not a move: " + EXPECTED,
        ),
    ],
)
def test_what_is_not_a_knights_move_is_named(knight_move, token, says):
    with pytest.raises(MessageError) as raised:
        knight_move(token)
    assert render(raised.value.said) == says


def test_a_puzzle_without_a_reader_takes_the_label_as_written():
    dots = get_domain("dots")
    problem = dots.make_problem(next(iter(dots.puzzles().values())))
    assert move_reader(problem) is label_as_written
    assert label_as_written("h 0 1") == "h 0 1"
    with pytest.raises(MessageError):
        label_as_written([0, 1])
