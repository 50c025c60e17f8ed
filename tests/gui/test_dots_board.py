"""The Dots and Boxes board view: what it paints, read back from an offscreen grab's pixels."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPalette

from cavalo_gui.app.boards.dots import DARK, LIGHT, DotsBoardView
from cavalo_gui.app.boards.registry import create_board_view
from cavalo_gui.app.run.model import RunModel
from cavalo_gui.domains.dots.domain import DOTS
from cavalo_gui.engine.algorithms import start_search

TOLERANCE = 12  # per channel, for antialiasing and scaling
SOLUTION = ["H1,4", "H3,1", "H4,1", "H5,1", "V3,1", "V3,2", "V4,2", "V5,1"]


@pytest.fixture
def board(qtbot):
    """Problem C's board view, showing A*'s solution after its first five arcs."""
    problem = DOTS.make_problem(DOTS.load_puzzle("C"))
    solution = start_search("astar", problem, problem.heuristics()["bands"]).run().solution
    assert solution.moves() == SOLUTION
    model = RunModel(problem)
    view = create_board_view("dots", model)
    qtbot.addWidget(view)
    view.resize(720, 760)
    model.set_focus(solution.path()[5])
    model.publish()
    return view, model, solution


def arc(view: DotsBoardView, name: str) -> int:
    return view.geometry_of_board.arc_names.index(name)


def pixel(view: DotsBoardView, point: QPointF, image: QImage | None = None) -> QColor:
    image = image or view.grab().toImage()
    ratio = image.devicePixelRatio()
    return image.pixelColor(round(point.x() * ratio), round(point.y() * ratio))


def on_arc(view: DotsBoardView, name: str, along: float = 0.3) -> QColor:
    """The colour painted ``along`` the arc from its first dot (away from its badge)."""
    return pixel(view, view.arc_line(arc(view, name)).pointAt(along))


def in_box(view: DotsBoardView, row: int, column: int) -> QColor:
    rect = view.box_rect(view.geometry_of_board.box_index(row, column))
    return pixel(view, QPointF(rect.left() + rect.width() * 0.3, rect.top() + rect.height() * 0.7))


def near(actual: QColor, expected: QColor) -> bool:
    return all(
        abs(a - b) <= TOLERANCE
        for a, b in zip(actual.getRgb()[:3], expected.getRgb()[:3], strict=True)
    )


def test_the_view_is_the_one_registered_for_dots(board):
    view, _model, _solution = board
    assert isinstance(view, DotsBoardView)


def test_arcs_are_painted_by_who_drew_them_and_the_last_one_highlighted(board):
    view, _model, _solution = board
    assert near(on_arc(view, "H1,4"), LIGHT.path)  # move 1
    assert near(on_arc(view, "H5,1"), LIGHT.path)  # move 4
    assert near(on_arc(view, "V3,1"), LIGHT.last)  # move 5, just drawn
    assert near(on_arc(view, "H2,1"), LIGHT.initial)  # on the board from the start
    assert view.picture.arc_state(arc(view, "V3,2")) == "candidate"  # the solution's next
    assert not near(on_arc(view, "V3,2"), LIGHT.path)


def test_closed_boxes_are_shaded_by_when_they_closed(board):
    view, _model, _solution = board
    assert near(in_box(view, 0, 2), LIGHT.closed_last)  # V3,1 closed it
    assert near(in_box(view, 3, 0), LIGHT.closed_path)  # closed at move 4
    assert near(in_box(view, 2, 2), LIGHT.closed_initial)
    assert near(in_box(view, 1, 1), LIGHT.background)  # still open


def test_the_arcs_the_next_move_may_draw_are_dashed_green(board):
    view, model, _solution = board
    state = model.shown_node.state
    expected = [move for move, _child, _cost in model.problem.successors(state)]
    names = view.geometry_of_board.arc_names
    assert [names[a] for a in range(len(names)) if view.picture.candidates >> a & 1] == expected
    image = view.grab().toImage()
    line = view.arc_line(arc(view, "H1,1"))
    colours = [pixel(view, line.pointAt(k / 40), image) for k in range(5, 36)]
    assert any(near(colour, LIGHT.candidate) for colour in colours)
    assert any(near(colour, LIGHT.background) for colour in colours)  # the gaps of the dashes


def test_each_drawn_arc_carries_its_move_number(board):
    view, _model, _solution = board
    assert [view.geometry_of_board.arc_names[a] for a in view.picture.drawn_at] == SOLUTION[:5]
    middle = view.arc_line(arc(view, "H3,1")).center()
    above = QPointF(middle.x(), middle.y() - view._cell() * 0.12)  # off the line, on the disc
    assert near(pixel(view, above), LIGHT.path)
    assert near(pixel(view, QPointF(above.x(), above.y() - view._cell() * 0.1)), LIGHT.background)
    assert view.describe_arc(arc(view, "H3,1")) == "H3,1 · drawn at move 2"
    assert view.arc_at(middle) == arc(view, "H3,1")


def test_the_solved_board_offers_no_next_arc_and_says_so(board):
    view, model, solution = board
    model.set_focus(solution)
    model.publish()
    assert view.picture.candidates == 0 and view.picture.reached_target
    assert near(on_arc(view, "H1,1"), LIGHT.background)
    assert near(on_arc(view, "V5,1"), LIGHT.last)
    assert view.describe_box(view.geometry_of_board.box_index(0, 3)) == (
        "Box row 1, column 4 · closed at move 8"
    )


def test_replaying_back_to_the_start_takes_the_path_away(board):
    view, model, solution = board
    model.set_focus(solution.path()[0])
    model.publish()
    assert view.picture.drawn_at == ()
    assert not near(on_arc(view, "H1,4"), LIGHT.path)
    assert near(in_box(view, 0, 2), LIGHT.background)
    assert view.describe_box(view.geometry_of_board.box_index(2, 2)).endswith(
        "closed from the start"
    )


def test_a_dark_palette_paints_the_dark_colours(board):
    view, _model, _solution = board
    palette = view.palette()
    palette.setColor(QPalette.ColorRole.Window, QColor("#1e2128"))
    view.setPalette(palette)
    assert near(on_arc(view, "H1,4"), DARK.path)
    assert near(on_arc(view, "V3,1"), DARK.last)
    assert near(in_box(view, 2, 2), DARK.closed_initial)
    assert near(in_box(view, 1, 1), DARK.background)


def test_the_legend_shows_each_box_shade_the_board_paints(board):
    view, _model, _solution = board
    image = view.grab().toImage()
    swatches = {entry.kind: entry for entry in view.legend_layout().entries}
    texts = {kind: entry.text for kind, entry in swatches.items()}
    assert texts["box-initial"] == "box closed at the start"
    assert texts["box"] == "box closed by the path"
    in_legend = {kind: pixel(view, swatches[kind].swatch.center(), image) for kind in swatches}
    assert near(in_legend["box-initial"], in_box(view, 2, 2))  # closed from the start
    assert near(in_legend["box"], in_box(view, 3, 0))  # closed by the path
    assert not near(in_legend["box-initial"], in_legend["box"])
