"""The Blokus Uno board view: what it paints, read back from an offscreen grab's pixels."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QPalette

from cavalo_gui.app.boards.blokus import DARK, LIGHT, BlokusBoardView
from cavalo_gui.app.boards.registry import create_board_view
from cavalo_gui.app.run.model import RunModel
from cavalo_gui.domains.blokus.catalog import load_puzzle
from cavalo_gui.domains.blokus.problem import BlokusProblem
from cavalo_gui.engine.algorithms import start_search

TOLERANCE = 12  # per channel, for antialiasing and scaling


@pytest.fixture
def board(qtbot):
    """Problem D's board view, showing A*'s solution after its first two placements
    (cross@K10, then cross@M4)."""
    problem = BlokusProblem(load_puzzle("D"))
    solution = start_search("astar", problem, problem.heuristics()["apart"]).run().solution
    assert solution.moves()[:2] == ["cross@K10", "cross@M4"]
    model = RunModel(problem)
    view = create_board_view("blokus", model)
    qtbot.addWidget(view)
    view.resize(720, 820)
    model.set_focus(solution.path()[2])
    model.publish()
    return view, model, solution


def square(view: BlokusBoardView, name: str) -> int:
    return view.model.problem.geometry.names.index(name)


def colour_at(view: BlokusBoardView, name: str, dx: float = 0.25, dy: float = 0.25) -> QColor:
    """The colour painted at a point of square ``name``, ``dx``/``dy`` of a square from its
    top-left corner (away from the badges, which sit at the centre)."""
    rect = view.square_rect(square(view, name))
    image = view.grab().toImage()
    ratio = image.devicePixelRatio()
    x = (rect.left() + rect.width() * dx) * ratio
    y = (rect.top() + rect.height() * dy) * ratio
    return image.pixelColor(round(x), round(y))


def near(actual: QColor, expected: QColor) -> bool:
    return all(
        abs(a - b) <= TOLERANCE
        for a, b in zip(actual.getRgb()[:3], expected.getRgb()[:3], strict=True)
    )


def test_the_view_is_the_one_registered_for_blokus(board):
    view, _model, _solution = board
    assert isinstance(view, BlokusBoardView)


def test_the_pieces_are_painted_by_owner_and_the_last_one_highlighted(board):
    view, _model, _solution = board
    assert near(colour_at(view, "M3"), LIGHT.last)  # the top arm of cross@M4, just placed
    assert near(colour_at(view, "K9"), LIGHT.own)  # the top arm of cross@K10, placed first
    assert near(colour_at(view, "L6"), LIGHT.own)  # a 1x1 of the player's from the start
    assert near(colour_at(view, "B1"), LIGHT.other)
    assert near(colour_at(view, "A1"), LIGHT.empty)


def test_the_corner_squares_for_the_next_piece_are_ringed(board):
    """The ring is inset by 0.16 of a square: its left edge crosses the square's middle row
    there, while the square's own middle stays the empty colour."""
    view, model, _solution = board
    corners = model.problem.corner_squares(model.shown_node.state)
    names = model.problem.geometry.names
    ringed = [names[s] for s in model.problem.geometry.squares_of(corners)]
    assert ringed == ["K5", "K7", "J8"]
    for name in ringed:
        assert near(colour_at(view, name, dx=0.16, dy=0.5), LIGHT.corner)
        assert near(colour_at(view, name, dx=0.5, dy=0.5), LIGHT.empty)
    assert near(colour_at(view, "J7", dx=0.16, dy=0.5), LIGHT.empty)


def test_the_stock_shows_each_kind_grey_once_it_has_run_out(board):
    """D has no 1x1 left; two crosses are placed, 13 are left."""
    view, _model, _solution = board
    assert view.picture.stock == (0, 10, 13)
    image = view.grab().toImage()
    _label, kinds = view.stock_layout()
    colours = [image.pixelColor(squares[0].center().toPoint()) for squares, _count in kinds]
    assert near(colours[0], LIGHT.other)
    assert near(colours[1], LIGHT.own) and near(colours[2], LIGHT.own)
    assert [len(squares) for squares, _count in kinds] == [1, 4, 5]


def test_replaying_back_to_the_start_takes_the_placements_away(board):
    view, model, solution = board
    model.set_focus(solution.path()[0])
    model.publish()
    assert near(colour_at(view, "M3"), LIGHT.empty)
    assert near(colour_at(view, "K9"), LIGHT.empty)
    assert view.picture.placed == () and view.picture.last == 0
    assert "on the board from the start" in view.describe_square(square(view, "L6"))


def test_each_placement_is_numbered_on_its_named_square(board):
    view, _model, _solution = board
    placed = [(n, view.model.problem.geometry.names[named]) for n, _s, named in view.picture.placed]
    assert placed == [(1, "K10"), (2, "M4")]
    assert near(colour_at(view, "K10", dx=0.5, dy=0.72), LIGHT.own_edge)  # the badge, below 1
    assert "placed at move 2" in view.describe_square(square(view, "M5"))


def test_a_dark_palette_paints_the_dark_colours(board):
    view, _model, _solution = board
    palette = view.palette()
    palette.setColor(QPalette.ColorRole.Window, QColor("#1e2128"))
    view.setPalette(palette)
    assert near(colour_at(view, "M3"), DARK.last)
    assert near(colour_at(view, "K9"), DARK.own)
    assert near(colour_at(view, "B1"), DARK.other)
    assert near(colour_at(view, "A1"), DARK.empty)
