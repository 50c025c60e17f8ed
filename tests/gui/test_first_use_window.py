"""What a first-time user reads in the window (issue 15): the best node of an unsolved run on the
board and in Replay, a status bar about the current run, the arrows in Replay, the speed in
words."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cavalo_gui.engine.events import Outcome

from .helpers import choose, choose_problem, click, headless_search, run_to_end


def _best_of_e_with_bfs():
    """E with BFS without the window: its best node and that node's points."""
    search = headless_search("E", "bfs")
    final = search.run()
    return final.best, search.problem.progress(final.best.state)


def test_an_unsolved_run_ends_showing_its_best_node_and_replays_its_path(qtbot, window):
    best, points = _best_of_e_with_bfs()
    choose_problem(window, "E")
    final = run_to_end(qtbot, window)
    assert final.outcome is Outcome.NO_SOLUTION
    assert window.stats.outcome.text().endswith(f"best {points:,.0f} points")
    picture = window.board.picture
    assert (picture.points, picture.moves) == (points, best.depth)  # the node the sentence names
    replay = window.replay
    assert replay.slider.isEnabled() and replay.previous.isEnabled()
    assert replay.slider.maximum() == best.depth
    assert replay.label.text().startswith(f"best found: move {best.depth} of {best.depth}")
    qtbot.mouseClick(replay.first, Qt.MouseButton.LeftButton)
    window.model.publish()
    assert (window.board.picture.moves, window.board.picture.points) == (0, 0)
    qtbot.mouseClick(replay.next, Qt.MouseButton.LeftButton)
    window.model.publish()
    assert window.board.picture.moves == 1
    first_move = window.model.problem.progress(best.path()[1].state)
    assert window.board.picture.points == first_move


def test_left_steps_back_and_right_forward_through_a_replay(qtbot, window):
    choose_problem(window, "D")
    choose(window, "algorithm", "astar")
    final = run_to_end(qtbot, window)
    moves = final.solution.depth
    assert window.replay.slider.value() == moves
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Left)
    qtbot.keyClick(window, Qt.Key.Key_Left)
    window.model.publish()
    assert window.replay.slider.value() == moves - 2
    assert window.board.picture.moves == moves - 2
    qtbot.keyClick(window, Qt.Key.Key_Right)
    window.model.publish()
    assert window.board.picture.moves == moves - 1
    assert window.replay.label.text().startswith(f"move {moves - 1} of {moves}:")


def test_the_status_bar_drops_the_last_runs_outcome_when_a_new_run_starts(qtbot, window):
    choose_problem(window, "D")
    choose(window, "algorithm", "astar")
    run_to_end(qtbot, window)
    assert window.statusBar().currentMessage().startswith("Solved, optimal: 12 moves (proved)")
    choose(window, "algorithm", "bfs")  # new choices: a new run, not yet started
    assert window.statusBar().currentMessage() == ""
    assert window.state_label.text().startswith("Ready: Breadth-first")
    click(qtbot, window, window.step_action)
    assert window.statusBar().currentMessage() == ""
    assert window.state_label.text().startswith("Paused: Breadth-first")


def test_the_speed_reads_1_expansion_per_second_in_the_singular(qtbot, window):
    budgets = window.panel.budgets
    texts = set()
    for index in range(budgets.speed.maximum() + 1):
        budgets.speed.setValue(index)
        texts.add(budgets.speed_label.text())
    assert "1 expansion/s" in texts
    assert not any(text.startswith("1 expansions") for text in texts)
