"""Stepping, running, pausing, stopping and resetting the real window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cavalo_gui.app.run.controller import RunState
from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.knight.board import parse_square
from cavalo_gui.engine.events import Outcome

from .helpers import choose_problem, click, expanded, run_to_end, shown_expanded, start_run


def test_the_window_opens_on_problem_a_with_bfs(window):
    assert window.panel.puzzle().name == "A"
    assert window.panel.algorithm.currentData() == "bfs"
    assert window.controller.state is RunState.IDLE
    assert window.board.picture.knight is None
    assert window.board.picture.path == ()


def test_three_steps_on_a_show_three_expansions_and_the_path(qtbot, window):
    for count in (1, 2, 3):
        click(qtbot, window, window.step_action)
        qtbot.waitUntil(lambda count=count: shown_expanded(window) == str(count))
    # BFS expands the root, then the placements in column order: A1, then B1.
    assert window.board.picture.path == (parse_square("B1"),)
    assert window.board.picture.knight == parse_square("B1")
    assert window.stats.value("depth") == "1"
    assert window.controller.state is RunState.PAUSED


def test_the_right_arrow_and_n_keys_step(qtbot, window):
    # Anywhere but on the focused board, whose arrow keys move its cursor (issue 19).
    qtbot.keyClick(window.stats, Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: expanded(window) == 1)
    qtbot.keyClick(window.board, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: expanded(window) == 2)


@pytest.mark.parametrize(("problem", "moves"), [("A", 3), ("B", 8), ("C", 6), ("D", 12)])
def test_run_reaches_the_optimal_solution(qtbot, window, problem, moves):
    choose_problem(window, problem)
    final = run_to_end(qtbot, window)
    assert final.outcome is Outcome.SOLVED
    assert window.stats.value("length") == str(moves)
    assert window.stats.outcome.text() == f"Solved, optimal: {moves} moves (proved)"
    assert window.board.picture.moves == moves
    assert window.board.picture.reached_target
    assert window.replay.slider.maximum() == moves


def test_replay_steps_through_the_solution(qtbot, window):
    choose_problem(window, "A")
    run_to_end(qtbot, window)
    qtbot.mouseClick(window.replay.first, Qt.MouseButton.LeftButton)
    window.model.publish()
    assert window.board.picture.moves == 0
    qtbot.mouseClick(window.replay.next, Qt.MouseButton.LeftButton)
    window.model.publish()
    picture = window.board.picture
    assert picture.moves == 1
    assert f"{picture.points} points" in window.replay.label.text()
    qtbot.mouseClick(window.replay.last, Qt.MouseButton.LeftButton)
    window.model.publish()
    assert window.board.picture.points >= window.board.picture.target


def test_pause_freezes_the_counters_and_run_resumes(qtbot, window):
    start_run(qtbot, window)
    worker = window.controller.worker
    with qtbot.waitSignal(window.controller.paused):
        click(qtbot, window, window.pause_action)
    window.model.publish()
    frozen = shown_expanded(window)
    assert window.stats.outcome.text() == f"Paused after {frozen} expansions"
    with (
        qtbot.assertNotEmitted(worker.batch_ready, wait=300),
        qtbot.assertNotEmitted(worker.event_ready),
    ):
        pass
    window.model.publish()
    assert shown_expanded(window) == frozen
    assert window.controller.state is RunState.PAUSED
    click(qtbot, window, window.run_action)
    qtbot.waitUntil(lambda: shown_expanded(window) != frozen)
    assert window.controller.state is RunState.RUNNING
    assert window.stats.outcome.text() == "Searching…"


def test_a_single_step_says_the_run_is_paused_after_one_expansion(qtbot, window):
    click(qtbot, window, window.step_action)
    qtbot.waitUntil(lambda: shown_expanded(window) == "1")
    assert window.stats.outcome.text() == "Paused after 1 expansion"


def test_stop_ends_the_run_and_reset_returns_to_the_start(qtbot, window):
    start_run(qtbot, window)
    with qtbot.waitSignal(window.controller.run_finished, timeout=5000) as blocker:
        click(qtbot, window, window.stop_action)
    assert blocker.args[0].outcome is Outcome.LIMIT
    assert "stopped by the user" in render(blocker.args[0].reason)
    window.model.publish()
    assert "stopped by the user" in window.stats.outcome.text().lower()
    assert window.controller.state is RunState.FINISHED
    click(qtbot, window, window.reset_action)
    window.model.publish()
    assert window.controller.state is RunState.IDLE
    assert window.controller.worker is None
    assert shown_expanded(window) == "0"
    assert window.board.picture.path == ()
    assert len(window.model.expansions) == 0


def test_escape_stops_a_run(qtbot, window):
    start_run(qtbot, window)
    with qtbot.waitSignal(window.controller.run_finished, timeout=5000):
        qtbot.keyClick(window.board, Qt.Key.Key_Escape)


def test_space_runs_and_pauses(qtbot, window):
    choose_problem(window, "F")
    qtbot.keyClick(window.board, Qt.Key.Key_Space)
    assert window.controller.state is RunState.RUNNING
    qtbot.waitUntil(lambda: expanded(window) > 0)
    qtbot.keyClick(window.board, Qt.Key.Key_Space)
    assert window.controller.state is RunState.PAUSED
