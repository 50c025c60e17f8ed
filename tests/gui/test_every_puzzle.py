"""The window's everyday use on one problem of each puzzle: step, the open list, run to the
solution, replay it, export a screenshot. What works for the knight works for every puzzle."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from cavalo_gui.app.boards.registry import BOARD_VIEWS
from cavalo_gui.app.export.files import ShotKind
from cavalo_gui.engine.events import Outcome

from .helpers import choose_problem, click, expanded, run_to_end

# (puzzle, problem, the fewest moves BFS finds: the course's checked optima)
PROBLEMS = [("knight", "A", 3), ("dots", "A", 2), ("blokus", "B", 2), ("graph", "tree", 3)]


@pytest.fixture(params=PROBLEMS, ids=[f"{domain}-{name}" for domain, name, _ in PROBLEMS])
def chosen(request, window):
    domain, name, moves = request.param
    choose_problem(window, name, domain)
    window.model.publish()
    return domain, name, moves


def test_the_puzzle_gets_its_own_board_view(window, chosen):
    domain, name, _moves = chosen
    assert type(window.board) is BOARD_VIEWS[domain]
    assert window.controller.choices.puzzle.domain == domain
    assert window.controller.choices.puzzle.name == name


def test_step_is_one_expansion_and_the_open_list_agrees_with_the_statistics(qtbot, window, chosen):
    click(qtbot, window, window.step_action)
    qtbot.waitUntil(lambda: expanded(window) == 1)
    open_size = window.model.last.open_size
    qtbot.waitUntil(lambda: window.open_list.table.topLevelItemCount() == min(open_size, 30))
    assert window.stats.value("expanded") == "1"
    first = window.open_list.table.topLevelItem(0)
    assert first is not None and first.text(0) == "1"


def test_a_run_reaches_the_optimum_and_replays_it(qtbot, window, chosen):
    _domain, _name, moves = chosen
    final = run_to_end(qtbot, window)
    assert final.outcome is Outcome.SOLVED and final.solution.depth == moves
    assert window.stats.value("length") == str(moves)
    assert window.replay.slider.maximum() == moves
    qtbot.mouseClick(window.replay.first, Qt.MouseButton.LeftButton)
    window.model.publish()
    assert window.model.shown_node.depth == 0
    qtbot.mouseClick(window.replay.next, Qt.MouseButton.LeftButton)
    window.model.publish()
    shown = window.model.shown_node
    assert shown.depth == 1
    step = window.model.problem.step_label(shown)
    assert step in window.replay.label.text()
    assert window.stats.outcome.text() == f"Solved, optimal: {moves} moves (proved)"


def test_a_screenshot_of_the_window_and_of_the_board(qtbot, window, chosen, tmp_path):
    run_to_end(qtbot, window)
    for kind in (ShotKind.WINDOW, ShotKind.BOARD):
        path = window.export_screenshot(kind, tmp_path / f"{kind.value}.png")
        image = QImage(str(path))
        assert not image.isNull()
        widget = window if kind is ShotKind.WINDOW else window.board
        ratio = window.devicePixelRatioF()
        assert (image.width(), image.height()) == (
            round(widget.width() * ratio),
            round(widget.height() * ratio),
        )
