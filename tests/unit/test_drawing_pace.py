"""Issue 38 item 2: at full speed the window draws its costly panes apart and no more often than
the paced intervals, stretched while drawing takes more than its share of the run's CPU. Clocks
are the tests' own: what is asserted is how many pictures go out for a given course of time,
never how long anything takes."""

from __future__ import annotations

import pytest

from cavalo_gui.runs import pace as pace_module
from cavalo_gui.runs.changes import DRAWN_APART, LIVE_INTERVALS, Changes, Part
from cavalo_gui.runs.pace import MOST_STRETCH, TARGET_SHARE, WINDOW_SECONDS, DrawingPace

BATCH = 0.03  # seconds between two batches of a full-speed run
SECONDS = 12.0


class Clock:
    """A clock the test moves by hand."""

    def __init__(self, now: float = 100.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def _handed_out(stretch: float) -> list[list[Part]]:
    """Every part marked changed at each batch of a run of :data:`SECONDS`: what each paced
    take handed out."""
    clock = Clock()
    changes = Changes(clock)
    changes.stretch = stretch
    taken = []
    for _batch in range(round(SECONDS / BATCH)):
        clock.now += BATCH
        changes.mark_all(Part)
        taken.append(changes.take(paced=True))
    return taken


@pytest.mark.parametrize("stretch", [1.0, 2.0])
def test_each_paced_part_goes_out_at_most_once_per_stretched_interval(stretch):
    taken = _handed_out(stretch)
    for part, interval in LIVE_INTERVALS.items():
        times = sum(part in parts for parts in taken)
        assert times <= SECONDS / (interval * stretch) + 1, (part, times)
        assert times >= SECONDS / (interval * stretch) / 2, (part, times)  # still drawn
    assert all(Part.FINISHED in parts for parts in taken)  # not paced: at every take


def test_the_board_the_open_list_and_the_chart_are_never_drawn_in_one_update():
    taken = _handed_out(1.0)
    assert all(len(DRAWN_APART.intersection(parts)) <= 1 for parts in taken)
    for part in DRAWN_APART:
        assert any(part in parts for parts in taken)


def test_unpaced_every_changed_part_goes_out_at_once():
    changes = Changes(Clock())
    changes.stretch = MOST_STRETCH
    changes.mark_all(Part)
    assert changes.take() == list(Part)
    assert changes.take() == []


class Process:
    """The clocks of a run: the wall, the window's thread's CPU and the process's CPU, moved
    by the test as a run of a given drawing's share would move them."""

    def __init__(self) -> None:
        self.wall, self.thread, self.process = Clock(), Clock(0.0), Clock(0.0)
        self.pace = DrawingPace(self.thread, self.process, self.wall)
        self.pace.start()

    def run(self, seconds: float, drawing: float, taking_in: float = 0.0) -> float:
        """Batches for ``seconds``, the window drawing ``drawing`` and taking events in
        ``taking_in`` of the process's CPU (one core busy throughout); the last stretch."""
        stretch = self.pace.stretch
        for _batch in range(round(seconds / BATCH)):
            self.wall.now += BATCH
            self.process.now += BATCH
            self.thread.now += BATCH * (drawing + taking_in)
            stretch = self.pace.note(BATCH * taking_in)
        return stretch


def test_drawing_over_its_share_stretches_the_intervals_up_to_the_most():
    process = Process()
    assert process.run(WINDOW_SECONDS / 2, drawing=4 * TARGET_SHARE) == 1.0  # not measured yet
    stretches = [process.run(WINDOW_SECONDS, drawing=4 * TARGET_SHARE) for _ in range(8)]
    assert stretches == sorted(stretches)
    assert 1.0 < stretches[0] < MOST_STRETCH
    assert stretches[-1] == MOST_STRETCH
    assert process.pace.share == pytest.approx(4 * TARGET_SHARE)


def test_drawing_within_its_share_leaves_the_intervals_as_they_are():
    process = Process()
    assert process.run(5.0, drawing=TARGET_SHARE / 2) == 1.0


def test_taking_events_in_is_not_drawing():
    """Folding the events costs the same however often the window draws: it moves no
    interval."""
    process = Process()
    assert process.run(5.0, drawing=TARGET_SHARE / 2, taking_in=0.5) == 1.0
    assert process.pace.share == pytest.approx(TARGET_SHARE / 2)


def test_the_intervals_come_back_as_the_drawing_costs_less_and_afresh_at_each_run():
    process = Process()
    assert process.run(5.0, drawing=3 * TARGET_SHARE) > 1.0
    assert process.run(10.0, drawing=TARGET_SHARE / 10) == 1.0
    process.run(5.0, drawing=3 * TARGET_SHARE)
    process.pace.start()
    assert process.pace.stretch == 1.0
    assert process.pace.share is None


def test_a_window_without_process_time_moves_nothing(monkeypatch):
    monkeypatch.setattr(pace_module, "WINDOW_SECONDS", 0.0)
    clock = Clock()
    pace = DrawingPace(Clock(0.0), Clock(0.0), clock)
    pace.start()
    clock.now += 1.0
    assert pace.note() == 1.0
    assert pace.share is None
