"""While runs race Side by side, the window draws one racing run at a time and the plot once for
all of them (issue 38 item 3): four runs drawing themselves as their batches came kept the GUI
thread waiting for Python's lock for most of a second at a time."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from cavalo_gui.app.race.window import RACE_ROUND_SECONDS
from cavalo_gui.app.run.controller import RunState

from .test_side_by_side import open_side_by_side


def test_racing_runs_are_drawn_by_the_window_one_at_a_time(qtbot, window):
    race = open_side_by_side(qtbot, window, "F", ("bfs", "ucs"))  # neither ends soon
    race.frame_timer.stop()  # this test turns the window's frames by hand
    drawn = [0, 0]
    for index, lane in enumerate(race.lanes):
        lane.model.node_changed.connect(
            lambda index=index: drawn.__setitem__(index, drawn[index] + 1)
        )
    redraws = []
    race.chart.redraw_stale = lambda original=race.chart.redraw_stale: (
        redraws.append(1),
        original(),
    )
    race.bar.race_button.click()
    try:
        qtbot.waitUntil(lambda: all(lane.model.counters.expanded > 0 for lane in race.lanes))
        assert all(lane.controller.state is RunState.RUNNING for lane in race.lanes)
        assert drawn == [0, 0]  # their batches are in their models, not drawn by them
        race.publish()
        race.publish()  # at once again: the other run's turn has not come
        assert sorted(drawn) == [0, 1]
        assert len(redraws) <= 1
        qtbot.wait(round(RACE_ROUND_SECONDS / 2 * 1000) + 50)
        race.publish()
        assert drawn == [1, 1]  # the other run's turn
    finally:
        race.stop()
        qtbot.waitUntil(lambda: race.all_ended, timeout=10_000)
    QApplication.processEvents()
    race.publish()  # no run racing: everything at once
    assert [lane.caption.text() for lane in race.lanes] == [
        f"Ended after {lane.model.counters.expanded:,} expansions" for lane in race.lanes
    ]
