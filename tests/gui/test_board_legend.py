"""Every board's legend as a student reads it on a projected screen: whole (no entry cut at the
board's edge), clear of the board, the title, the score and each other, and never in a font
smaller than :data:`LEGEND_MIN_PX` or the board's coordinates, from the smallest supported
window (1024 x 640) to the default one (1600 x 980) and for a board view at any size."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetricsF

from cavalo_gui.app.boards.legend import LEGEND_MIN_PX, lay_out_legend
from cavalo_gui.app.boards.registry import create_board_view
from cavalo_gui.app.run.model import RunModel
from cavalo_gui.domains.registry import get_domain
from cavalo_gui.engine.node import Node

from .helpers import choose_problem, click, expanded, window_at

WINDOW_SIZES = [QSize(1024, 640), QSize(1600, 980)]  # the smallest supported, the default
VIEW_SIZES = [(360, 400), (360, 458), (420, 440), (740, 800), (1200, 420), (1400, 1500)]
PUZZLES = [("knight", "D"), ("dots", "C"), ("blokus", "C"), ("graph", "romania")]
WRAP = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap


def _overlap(a: QRectF, b: QRectF) -> bool:
    """Whether the two rectangles share more than an edge (a pixel of rounding aside)."""
    shared = a.intersected(b)
    return shared.width() > 0.5 and shared.height() > 0.5


def _assert_legend_reads_whole(view) -> None:
    """The legend of ``view`` as last painted, checked against the view's own rectangles."""
    view.grab()  # paints, as the screen would, and lays the title out
    legend = view.legend_layout()
    where = (type(view).__name__, view.width(), view.height())
    assert legend.font.pixelSize() >= LEGEND_MIN_PX, where
    assert legend.font.pixelSize() >= view.coordinate_font().pixelSize(), where
    widget = QRectF(view.rect())
    metrics = QFontMetricsF(legend.font)
    for entry in legend.entries:
        assert widget.contains(entry.rect), (where, entry.text, entry.rect)
        needed = metrics.boundingRect(entry.text_rect, WRAP, entry.text)  # none of it cut
        assert needed.width() <= entry.text_rect.width() + 0.5, (where, entry.text)
        assert needed.height() <= entry.text_rect.height() + 0.5, (where, entry.text)
        assert not _overlap(entry.rect, view.board_rect()), (where, entry.text)
    title = view.title_layout
    assert title is not None and title.left and title.right, where
    assert title.left_rect.right() < title.right_rect.left(), where
    assert widget.contains(title.left_rect) and widget.contains(title.right_rect), where
    parts = [
        ("title", title.left_rect),
        ("score", title.right_rect),
        *((entry.text, entry.rect) for entry in legend.entries),
    ]
    for (one, a), (other, b) in itertools.combinations(parts, 2):
        assert not _overlap(a, b), (where, one, other)


@pytest.mark.parametrize("size", WINDOW_SIZES, ids=lambda size: f"{size.width()}x{size.height()}")
@pytest.mark.parametrize(("domain", "problem"), PUZZLES)
def test_the_legend_reads_whole_in_the_window_at_the_smallest_and_default_size(
    qtbot, window, domain, problem, size
):
    with window_at(qtbot, window, size, 100):
        choose_problem(window, problem, domain)
        for _ in range(3):
            click(qtbot, window, window.step_action)
        qtbot.waitUntil(lambda: expanded(window) == 3)
        board = window.board
        assert type(board).__name__.lower().startswith(domain)
        _assert_legend_reads_whole(board)


def _view(qtbot, domain_name: str, puzzle_name: str):
    """A board view of the problem after a few moves, outside any window."""
    domain = get_domain(domain_name)
    problem = domain.make_problem(domain.load_puzzle(puzzle_name, None))
    model = RunModel(problem)
    view = create_board_view(domain_name, model)
    qtbot.addWidget(view)
    node = Node(problem.initial_state())
    for _ in range(3):
        move, state, cost = list(problem.successors(node.state))[-1]
        node = node.child(state, move, cost)
    model.set_focus(node)
    model.publish()
    return view


@pytest.mark.parametrize(("domain", "problem"), PUZZLES)
def test_the_legend_reads_whole_at_any_size_of_the_board(qtbot, domain, problem):
    view = _view(qtbot, domain, problem)
    for width, height in VIEW_SIZES:
        view.resize(width, height)
        _assert_legend_reads_whole(view)


def test_entries_flow_onto_rows_and_a_long_one_wraps_its_words():
    font = QFont()
    font.setPixelSize(LEGEND_MIN_PX)
    items = [("a", "first kind"), ("b", "second kind"), ("c", "a third kind " * 8)]
    legend = lay_out_legend(items, font, 10, 20, 200)
    band = legend.band
    assert band.left() == 10 and band.top() == 20 and band.width() == 200
    first, second, third = legend.entries
    assert first.rect.top() == second.rect.top()  # both fit one row
    assert third.rect.top() > first.rect.bottom()  # the long one has a row of its own
    assert third.text_rect.height() > 2 * QFontMetricsF(font).height()  # over lines
    for entry in legend.entries:
        assert band.contains(entry.rect), entry.text
