"""The timeline: going back shows the search as it stood after expansion k everywhere at once
(statistics, open list, board, chart cursor), and Step from there replays the recording."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from cavalo_gui.engine.events import Expansion
from cavalo_gui.runs.recording import PREVIEW_SIZE

from .helpers import choose, choose_problem, click, expanded, headless_search

STEPS = 60


def _open_lists(name: str, algorithm: str, heuristic: str | None) -> list[list]:
    """The headless search's open list after 0, 1, ..., STEPS expansions (as move lists)."""
    search = headless_search(name, algorithm, heuristic)
    lists = [[]]
    for event in search.events():
        if type(event) is Expansion:
            lists.append([node.moves() for node in search.open_preview(PREVIEW_SIZE)])
            if len(lists) > STEPS:
                break
    return lists


def _picture(window) -> tuple:
    """What the window shows of the search: every statistic, the open list, the board's path,
    the chart's cursor."""
    window.model.publish()
    table = window.open_list.table
    return (
        [label.text() for label in window.stats.findChildren(QLabel)],
        [table.topLevelItem(row).text(4) for row in range(table.topLevelItemCount())],
        window.board.picture.path,
        window.chart_cursor.line.isVisible(),
    )


def _step_live(qtbot, window, expected_open: list[list]) -> list[tuple]:
    """Step the search STEPS times, waiting after each for its open list; the pictures."""
    pictures = [_picture(window)]
    for count in range(1, STEPS + 1):
        click(qtbot, window, window.step_action)
        qtbot.waitUntil(
            lambda count=count: (
                expanded(window) == count
                and [node.moves() for node in window.model.preview] == expected_open[count]
            ),
            timeout=5_000,
        )
        pictures.append(_picture(window))
    return pictures


def test_back_then_step_gives_back_the_same_picture_at_50_random_points(qtbot, window):
    choose_problem(window, "D")
    choose(window, "algorithm", "astar")
    expected_open = _open_lists("D", "astar", window.controller.choices.heuristic_used())
    live = _step_live(qtbot, window, expected_open)
    assert len({tuple(picture[1]) for picture in live}) > STEPS // 2  # the open list moves
    timeline = window.timeline
    assert timeline.slider.maximum() == STEPS
    for position in random.Random(18).sample(range(1, STEPS + 1), 50):
        timeline.slider.setValue(position)  # as a drag of the slider does
        shown = _picture(window)
        assert shown[:3] == live[position][:3], position
        assert shown[3] is (position < STEPS)  # the chart's cursor while looking back
        window.back_action.trigger()
        assert _picture(window)[:3] == live[position - 1][:3], position
        click(qtbot, window, window.step_action)
        assert _picture(window)[:3] == live[position][:3], position
    assert window.model.recording.first == 0 and len(window.model.recording) == STEPS


def test_step_past_the_end_of_the_recording_goes_on_with_the_search(qtbot, window):
    for _ in range(5):
        click(qtbot, window, window.step_action)
    qtbot.waitUntil(lambda: expanded(window) == 5)
    window.model.publish()  # as the next frame does: Back is enabled once the window shows 5
    qtbot.keyClick(window.stats, Qt.Key.Key_N, Qt.KeyboardModifier.ShiftModifier)  # Back
    qtbot.keyClick(window.stats, Qt.Key.Key_Left)  # Back again (the board keeps its arrows)
    assert window.model.shown_position == 3 and expanded(window) == 3
    assert window.back_action.isEnabled()
    window.model.publish()
    assert "3 of 5" in window.timeline.label.text()
    for count in (4, 5):
        click(qtbot, window, window.step_action)  # replayed: no new search
        assert expanded(window) == count and len(window.model.recording) == 5
    assert not window.model.looking_back
    click(qtbot, window, window.step_action)  # past the end: the search itself
    qtbot.waitUntil(lambda: len(window.model.recording) == 6)
    assert expanded(window) == 6


def test_going_back_on_a_finished_run_says_so_and_step_goes_forward(qtbot, window):
    choose_problem(window, "C")
    choose(window, "algorithm", "bfs")
    with qtbot.waitSignal(window.controller.run_finished, timeout=30_000):
        click(qtbot, window, window.run_action)
    window.model.publish()
    total = window.model.counters.expanded
    assert not window.step_action.isEnabled()  # at the end of a finished run
    window.model.go_to(3)
    window.model.publish()
    assert window.stats.outcome.text() == f"Looking back: after 3 of {total} expansions"
    assert window.step_action.isEnabled()
    click(qtbot, window, window.step_action)
    window.model.publish()
    assert window.model.counters.expanded == 4
    assert window.stats.outcome.text() == f"Looking back: after 4 of {total} expansions"
    window.model.go_to(total)
    window.model.publish()
    assert not window.step_action.isEnabled()
    assert "Looking back" not in window.stats.outcome.text()
