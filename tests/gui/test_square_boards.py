"""The boards of square cells share one geometry (issue 37, item 6): on the knight's and on
Blokus's board every square is found again under its own centre, within the board's rectangle;
a point off the board is no square and has no tooltip; a square's tooltip starts with its name."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from cavalo_gui.app.boards.registry import create_board_view
from cavalo_gui.app.boards.square_board import SquareBoardView
from cavalo_gui.app.run.model import RunModel
from cavalo_gui.domains.registry import get_domain


@pytest.fixture(params=["knight", "blokus"])
def view(request, qtbot):
    domain = get_domain(request.param)
    model = RunModel(domain.make_problem(domain.load_puzzle("A")))
    board = create_board_view(request.param, model)
    qtbot.addWidget(board)
    board.resize(720, 820)
    return board


def test_each_square_is_found_under_its_own_centre(view):
    assert isinstance(view, SquareBoardView)
    size = view.size_in_squares
    assert view.board_squares() == (size, size)
    for square in range(size * size):
        rect = view.square_rect(square)
        assert view.square_at(rect.center()) == square
        assert view.board_rect().contains(rect)
    first = view.square_rect(0)
    assert view.square_at(first.topLeft() - QPointF(2, 2)) is None
    assert view.tooltip_at(first.topLeft() - QPointF(2, 2)) == ""


def test_the_tooltip_of_a_square_begins_with_its_name(view):
    size = view.size_in_squares
    last = size * size - 1
    letter = "J" if size == 10 else chr(ord("A") + size - 1)
    tooltip = view.tooltip_at(view.square_rect(last).center())
    assert tooltip == view.describe_square(last)
    assert tooltip.startswith(f"{letter}{size}")
