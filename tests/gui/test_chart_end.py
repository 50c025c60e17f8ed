"""The open/closed chart ends where the panes do (issue 26 item 8): at the end of a run its last
open value is the open list's as the statistics say it (the goal selected has left open since
the last expansion), at the last expansion's x, with no x twice in the chart or its data; the
side-by-side window's chart and table say the same."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cavalo_gui.app.export.files import export_chart_csv
from cavalo_gui.app.run.model import RunModel
from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.engine.events import Finished, Outcome
from cavalo_gui.runs import run as run_module
from cavalo_gui.runs.event_batch import EventBatch

from .helpers import choose, choose_problem, headless_search, run_to_end
from .test_chart_export import _rows
from .test_one_count import _figures
from .test_side_by_side import open_side_by_side, race_to_end


def _last_point(curve) -> tuple[int, int]:
    xs, ys = curve.getData()
    return int(xs[-1]), int(ys[-1])


def test_the_chart_ends_on_the_open_count_the_statistics_say(qtbot, window, tmp_path):
    choose_problem(window, "A", "blokus")
    choose(window, "algorithm", "astar")
    final = run_to_end(qtbot, window)
    model = window.model
    shown = _figures(window.stats.value("open"))[0]
    last = model.recording.at(len(model.recording))
    assert shown == last.open_size - 1  # the goal left open with the final event: 5, not 6
    assert _last_point(window.chart.open_curve) == (final.counters.expanded, shown)
    xs = window.chart.open_curve.getData()[0]
    assert len(set(xs.tolist())) == len(xs)
    _header, *rows = _rows(export_chart_csv(model, tmp_path / "chart.csv"))
    assert [int(row[0]) for row in rows] == list(range(1, final.counters.expanded + 1))
    assert int(rows[-1][1]) == shown and int(rows[-1][2]) == last.closed_size
    window.back_action.trigger()
    qtbot.mouseClick(window.timeline.forward, Qt.MouseButton.LeftButton)
    window.model.publish()
    assert _last_point(window.chart.open_curve) == (final.counters.expanded, shown)
    assert _figures(window.stats.value("open"))[0] == shown


def test_the_side_by_side_chart_and_table_end_on_the_open_count(qtbot, window):
    race = open_side_by_side(qtbot, window, "C", ("astar", "greedy"))
    race_to_end(qtbot, race)
    for column, (lane, (open_curve, _closed)) in enumerate(
        zip(race.lanes, race.chart.curves, strict=False)
    ):
        model = lane.model
        left = model.recording.at(len(model.recording)).open_size - 1
        assert model.open_count == left, lane.name
        assert _last_point(open_curve) == (model.counters.expanded, left), lane.name
        assert _figures(race.table.value("open", column)) == [left], lane.name


def test_past_its_row_limit_the_chart_still_ends_on_the_last_expansion(monkeypatch):
    """The chart keeping one expansion in ``stride``: the last expansion joins it at the end,
    with the open count at the end, after the rows the stride kept."""
    monkeypatch.setattr(run_module, "MAX_ROWS", 4)
    events = list(headless_search("C", "astar").events())
    final = events[-1]
    assert type(final) is Finished and final.outcome is Outcome.SOLVED
    model = RunModel(KnightProblem(load_puzzle("C")))
    for start in range(0, len(events), 5):
        model.apply_batch(EventBatch.of(events[start : start + 5]))
    assert final.counters.expanded % model.stride != 0  # the test needs the last left out
    xs = model.expansions.view().astype(int).tolist()
    assert xs == sorted(set(xs)) and xs[-1] == final.counters.expanded
    last = model.recording.at(len(model.recording))
    assert model.open_sizes.view()[-1] == model.open_count == last.open_size - 1
    assert model.closed_sizes.view()[-1] == last.closed_size
