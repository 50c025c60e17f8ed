"""Side by side folds each run's open list lazily (issue 38: folding every run's changes as
they came took a third of the GUI thread in a race): what the window shows after a race, its
table, its open lists once folded and the open list at the first divergence, is what each run
alone shows."""

from __future__ import annotations

from time import perf_counter

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cavalo_gui.app.i18n import number
from cavalo_gui.app.race import window as race_window
from cavalo_gui.engine.algorithms import get_algorithm
from cavalo_gui.engine.events import Expansion
from cavalo_gui.engine.open_fold import fold
from cavalo_gui.runs.event_batch import EventBatch

from .test_side_by_side import _windows_deleted, open_side_by_side, race_to_end

__all__ = ["_windows_deleted"]
ALGORITHMS = ("bfs", "ucs", "astar", "greedy")


def alone(lane):
    """The lane's run without the window: its events and its own open list at the end."""
    choices = lane.controller.choices
    _problem, search = choices.start()
    events = list(search.events())
    return events, search.open_preview(10**9), get_algorithm(choices.algorithm).open_list


def states(nodes) -> list:
    return [(node.state, node.g) for node in nodes]


def test_after_a_race_each_run_shows_its_own_open_list_and_count(qtbot, window):
    race = open_side_by_side(qtbot, window, "C", ALGORITHMS)
    race.set_run_count(4)
    for lane, algorithm in zip(race.lanes, ALGORITHMS, strict=True):
        lane.chooser.select(algorithm)
    race_to_end(qtbot, race)
    runs = [alone(lane) for lane in race.lanes]
    for column, (lane, (events, _own, _order)) in enumerate(zip(race.lanes, runs, strict=True)):
        assert lane.model.lazy_open_list
        ended = fold(events, _order)
        assert race.table.value("open", column) == number(len(ended))
        assert race.table.value("expanded", column) == number(events[-1].counters.expanded)
    qtbot.waitUntil(lambda: all(lane.model.folded for lane in race.lanes), timeout=10_000)
    for lane, (events, own, order) in zip(race.lanes, runs, strict=True):
        assert states(lane.model.open_list.nodes()) == states(fold(events, order).nodes())
        assert states(lane.model.open_nodes()) == states(own)  # solved: the goal has left
        assert states(lane.model.preview) == states(own[: len(lane.model.preview)])


def test_the_first_divergence_shows_each_run_s_open_list_there(qtbot, window, monkeypatch):
    monkeypatch.setattr(race_window, "FOLD_SECONDS", 0.0)  # no slice folded between frames
    race = open_side_by_side(qtbot, window, "C", ("bfs", "astar"))
    race_to_end(qtbot, race)
    assert not any(lane.model.folded for lane in race.lanes)  # nothing asked for them yet
    position = race.jump_to_divergence()
    QApplication.processEvents()
    assert position is not None and position > 1
    for lane in race.lanes:
        events, _own, order = alone(lane)
        expansions = [event for event in events if type(event) is Expansion]
        there = fold(expansions[:position], order)
        assert lane.model.shown_position == position
        assert states(lane.model.open_nodes()) == states(there.nodes())
        assert lane.model.open_count == len(there)


def test_the_table_forgets_the_winner_on_reset(qtbot, window):
    race = open_side_by_side(qtbot, window, "C", ("bfs", "astar"))
    race_to_end(qtbot, race)
    won = race.table.winner
    assert won is not None and race.table.header(won).startswith("★ ")
    tinted = race.table.item(0, won).background().style()
    assert tinted != Qt.BrushStyle.NoBrush
    race.bar.reset_button.click()
    race.publish()
    for column in range(2):
        assert not race.table.header(column).startswith("★")
        assert race.table.value("outcome", column) == "ready"
        assert race.table.value("expanded", column) == "0"
        assert race.table.item(0, column).background().style() == Qt.BrushStyle.NoBrush


def test_while_runs_race_a_run_keeps_at_most_its_share_unfolded(qtbot, window, monkeypatch):
    monkeypatch.setattr(race_window, "RACING_UNFOLDED", 10)
    race = open_side_by_side(qtbot, window, "C", ("bfs", "astar"))
    runs = [alone(lane) for lane in race.lanes]
    for lane, (events, _own, _order) in zip(race.lanes, runs, strict=True):
        lane.model.apply_batch(EventBatch.of(events))
        assert lane.model.unfolded > 10
    race._fold_a_slice(race.lanes, perf_counter() + 60)  # the runs race: their excess only
    assert [lane.model.unfolded for lane in race.lanes] == [10, 10]
    race._fold_a_slice([], perf_counter() + 60)  # no run races: everything
    for lane, (events, _own, order) in zip(race.lanes, runs, strict=True):
        assert lane.model.folded
        assert states(lane.model.open_nodes()) == states(fold(events, order).nodes())
