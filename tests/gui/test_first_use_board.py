"""What a first-time user reads on the board (issue 15): a title that never runs into the score,
numbers that stay readable under the marks drawn over them, and a long path that can be thinned
to its last moves."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QRectF

from cavalo_gui.app.boards.registry import create_board_view
from cavalo_gui.app.run.model import RunModel
from cavalo_gui.domains.registry import get_domain
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
