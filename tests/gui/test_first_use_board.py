"""What a first-time user reads on the board (issue 15): a title that never runs into the score,
numbers that stay readable under the marks drawn over them, and a long path that can be thinned
to its last moves."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage

from cavalo_gui.app.boards.colors import colors_for
from cavalo_gui.app.boards.registry import create_board_view
from cavalo_gui.app.run.model import RunModel
from cavalo_gui.domains.registry import get_domain
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.node import Node

SIZES = [(360, 400), (420, 440), (520, 520), (640, 700), (900, 980), (1400, 1500)]
LONG_NAME = "problemas-da-turma-de-inteligencia-artificial-2024.lisp #12"


def _view(qtbot, domain_name: str, puzzle_name: str, seed: int | None = None, name: str = ""):
    """A board view of ``domain_name``'s problem, showing the end of a few moves of search."""
    domain = get_domain(domain_name)
    puzzle = domain.load_puzzle(puzzle_name, seed)
    if name:
        puzzle = replace(puzzle, name=name)
    problem = domain.make_problem(puzzle)
    model = RunModel(problem)
    view = create_board_view(domain_name, model)
    qtbot.addWidget(view)
    node = Node(problem.initial_state())
    for _ in range(3):  # a few moves, so that the score has some width
        successors = list(problem.successors(node.state))
        if not successors:
            break
        move, state, cost = successors[-1]
        node = node.child(state, move, cost)
    model.set_focus(node)
    model.publish()
    return view


def _painted_title(view, width: int, height: int):
    view.resize(width, height)
    view.grab()  # paints, as the screen would
    assert view.title_layout is not None
    return view.title_layout


@pytest.mark.parametrize(
    ("domain_name", "puzzle_name", "seed", "name"),
    [
        ("knight", "F", 548764, ""),
        ("knight", "D", None, LONG_NAME),
        ("dots", "E", None, LONG_NAME),
        ("blokus", "C", None, LONG_NAME),
    ],
)
def test_the_board_title_never_overlaps_the_score_at_any_size(
    qtbot, domain_name, puzzle_name, seed, name
):
    view = _view(qtbot, domain_name, puzzle_name, seed, name)
    for width, height in SIZES:
        title = _painted_title(view, width, height)
        assert title.left and title.right, (width, height)
        assert title.left_rect.right() < title.right_rect.left(), (width, height, title)
        assert title.right_rect.right() <= view.width()
    if seed is not None:  # with room the whole name shows
        assert _painted_title(view, 900, 980).left.endswith(f"(seed {seed})")


def test_an_elided_title_keeps_the_score_whole():
    from PySide6.QtGui import QFont, QFontMetricsF

    from cavalo_gui.app.boards.title import lay_out_title

    metrics = QFontMetricsF(QFont())
    band = QRectF(0, 0, metrics.horizontalAdvance("Problem F (seed 5") * 2, 20)
    title = lay_out_title(metrics, band, "Problem F (seed 548764) " * 3, "218 / 2000 points")
    assert title.right == "218 / 2000 points"
    assert title.left.endswith("…")
    assert title.left_rect.right() < title.right_rect.left()


def _knight_after(qtbot, puzzle_name: str, moves: int):
    """The knight's board view showing A*'s solution of ``puzzle_name`` after ``moves`` moves."""
    domain = get_domain("knight")
    problem = domain.make_problem(domain.load_puzzle(puzzle_name))
    solution = start_search("astar", problem, problem.heuristics()["fewest"]).run().solution
    model = RunModel(problem)
    view = create_board_view("knight", model)
    qtbot.addWidget(view)
    view.resize(720, 800)
    model.set_focus(solution.path()[min(moves, solution.depth)])
    model.publish()
    return view


def _ink_pixels(image: QImage, rect: QRectF, ink: QColor) -> int:
    """Pixels of ``rect`` within a few shades of ``ink``."""
    ratio = image.devicePixelRatio()
    count = 0
    for x in range(int(rect.left() * ratio), int(rect.right() * ratio)):
        for y in range(int(rect.top() * ratio), int(rect.bottom() * ratio)):
            pixel = image.pixelColor(x, y)
            distance = (
                abs(pixel.red() - ink.red())
                + abs(pixel.green() - ink.green())
                + abs(pixel.blue() - ink.blue())
            )
            count += distance < 90
    return count


def test_a_number_removed_by_the_last_move_stays_readable_under_its_cross(qtbot):
    view = _knight_after(qtbot, "D", 12)
    crossed = list(view.picture.removed_last)
    if not crossed:  # find a move of D's solution that removed a number by a rule
        for moves in range(12, 0, -1):
            view = _knight_after(qtbot, "D", moves)
            if view.picture.removed_last:
                crossed = list(view.picture.removed_last)
                break
    assert crossed
    image = view.grab().toImage()
    ink = colors_for(view.palette()).number
    for square in crossed:
        digits = view.ghost_rect(square)
        assert _ink_pixels(image, digits, ink) > digits.width() * digits.height() * 0.08


def test_the_path_keeps_clear_of_the_faint_numbers_of_emptied_squares(qtbot):
    view = _knight_after(qtbot, "D", 12)
    view.grab()
    picture = view.picture
    shapes = view.path_shapes(picture)
    assert len([kind for kind, _shape in shapes if kind == "badge"]) == 12
    for square in picture.path:
        if square == picture.knight:
            continue
        digits = view.ghost_rect(square)
        for kind, shape in shapes:
            assert not shape.intersects(digits), (square, kind)


def test_the_board_can_show_only_the_last_moves_of_a_long_path(qtbot, window):
    view = _knight_after(qtbot, "D", 12)
    view.set_path_limit(5)
    view.grab()
    assert [number for number, _square in view.shown_moves(view.picture)] == [8, 9, 10, 11, 12]
    assert len(view.path_shapes(view.picture)) == 10  # five jumps, five numbers
    first = view.square_rect(view.picture.path[0])
    image = view.grab().toImage()
    path_blue = colors_for(view.palette()).path
    corner = QRectF(first.left(), first.top(), first.width() * 0.35, first.height() * 0.35)
    assert _ink_pixels(image, corner, path_blue) < 4  # move 1 no longer drawn
    # In the window: View > Path on the board.
    window.path_menu.actions[10].trigger()
    assert window.board.path_limit == 10
    window.path_menu.actions[None].trigger()
    assert window.board.path_limit is None
