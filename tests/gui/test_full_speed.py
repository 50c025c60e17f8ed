"""Issue 6: at full speed the worker condenses each frame's events and the window publishes
them as they arrive; nothing the window shows may be lost on the way."""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise
from time import perf_counter

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

from cavalo_gui.app.run import controller as controller_module
from cavalo_gui.app.run import worker as worker_module
from cavalo_gui.app.run.controller import RunState
from cavalo_gui.app.run.model import RunModel
from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.engine.events import Expansion, Finished, IterationStarted, Outcome
from cavalo_gui.engine.limits import Limits, RunControl
from cavalo_gui.runs import run as run_module
from cavalo_gui.runs.changes import DRAWN_APART, LIVE_INTERVALS, Part
from cavalo_gui.runs.event_batch import EventBatch

from .helpers import (
    choose_problem,
    click,
    expanded,
    headless_search,
    run_to_end,
    shown_expanded,
)


def _events(algorithm: str, name: str, heuristic: str | None = None) -> list:
    return list(headless_search(name, algorithm, heuristic).events())


def test_a_batch_keeps_each_expansions_sizes_the_marks_the_last_and_the_final():
    events = _events("idastar", "C", "fewest")
    expansions = [event for event in events if type(event) is Expansion]
    marks = [event for event in events if type(event) is IterationStarted]
    assert len(marks) >= 2  # the test needs an iterative run

    batch = EventBatch()
    for start in range(0, len(events), 7):  # in chunks, as the worker adds them
        batch.add(events[start : start + 7])

    assert batch.expanded.tolist() == [event.counters.expanded for event in expansions]
    assert batch.open_sizes.tolist() == [event.open_size for event in expansions]
    assert batch.closed_sizes.tolist() == [event.closed_size for event in expansions]
    assert batch.iterations == marks
    assert batch.last is expansions[-1]
    assert type(batch.final) is Finished and batch.final is events[-1]
    assert len(batch) == len(events)


def test_an_iteration_that_starts_after_the_batchs_last_expansion_is_the_current_one():
    events = _events("idastar", "C", "fewest")
    second = next(
        index
        for index, event in enumerate(events)
        if type(event) is IterationStarted and event.iteration == 2
    )
    model = RunModel(KnightProblem(load_puzzle("C")))
    model.apply_batch(EventBatch.of(events[: second + 1]))
    assert model.iteration == 2
    assert model.threshold == events[second].threshold
    assert [mark[1] for mark in model.iterations] == [1, 2]


def test_past_its_row_limit_the_chart_keeps_every_other_expansion_with_its_true_sizes(
    monkeypatch,
):
    """A run longer than the chart's rows halves them, then keeps only the expansions the
    stride falls on, each with the sizes the search reported for it."""
    monkeypatch.setattr(run_module, "MAX_ROWS", 1000)
    expansions = [event for event in _events("bfs", "E") if type(event) is Expansion]
    model = RunModel(KnightProblem(load_puzzle("E")))
    for start in range(0, len(expansions), 300):
        model.apply_batch(EventBatch.of(expansions[start : start + 300]))

    kept = model.expansions.view().astype(int).tolist()
    assert model.stride == 16  # 8,763 expansions: halved four times to fit in 1,000 rows
    assert 500 < len(kept) <= 1000
    assert kept == list(range(16, len(expansions) + 1, 16))
    by_count = {event.counters.expanded: event for event in expansions}
    assert model.open_sizes.view().tolist() == [by_count[n].open_size for n in kept]
    assert model.closed_sizes.view().tolist() == [by_count[n].closed_size for n in kept]


def _record_batches(window, monkeypatch) -> list[EventBatch]:
    """The batches the window takes in, in order (recorded where the model applies them)."""
    batches: list[EventBatch] = []
    apply_batch = window.model.apply_batch

    def recording(batch: EventBatch) -> None:
        batches.append(batch)
        apply_batch(batch)

    monkeypatch.setattr(window.model, "apply_batch", recording)
    return batches


def test_a_full_speed_run_charts_every_expansion_as_a_headless_run_has_it(
    qtbot, window, monkeypatch
):
    budget = Limits(max_nodes=None, max_seconds=None, max_expansions=30_000)
    settings = replace(window.controller.choices, puzzle=load_puzzle("F", 1), limits=budget)
    window.controller.configure(settings)  # a budget the panel does not offer: many frames
    batches = _record_batches(window, monkeypatch)
    with qtbot.waitSignal(window.controller.run_finished, timeout=20_000) as blocker:
        click(qtbot, window, window.run_action)
    final = blocker.args[0]
    events = headless_search("F", "bfs", control=RunControl(budget), seed=1).events()
    headless = [event for event in events if type(event) is Expansion]

    assert len(batches) > 1
    assert final.counters.expanded == headless[-1].counters.expanded == 30_000
    assert final.counters.generated == headless[-1].counters.generated
    model = window.model
    assert model.expansions.view().tolist() == [e.counters.expanded for e in headless]
    assert model.open_sizes.view().tolist() == [e.open_size for e in headless]
    assert model.closed_sizes.view().tolist() == [e.closed_size for e in headless]


def _pictures(window, batches: list[EventBatch]) -> list[tuple[float, int, bool, int]]:
    """Each time the statistics are drawn: when, the expanded count shown, whether the run had
    ended, and how many batches the window had taken in."""
    pictures: list[tuple[float, int, bool, int]] = []
    window.model.counters_changed.connect(
        lambda: pictures.append(
            (
                perf_counter(),
                int("".join(filter(str.isdigit, shown_expanded(window)))),
                window.model.finished is not None,
                len(batches),
            )
        )
    )
    return pictures


def test_a_run_that_ends_within_the_first_tenth_of_a_second_is_drawn_once_ended(
    qtbot, window, monkeypatch
):
    choose_problem(window, "A")  # BFS solves A in a few milliseconds
    batches = _record_batches(window, monkeypatch)
    pictures = _pictures(window, batches)
    with qtbot.waitSignal(window.controller.run_finished, timeout=20_000):
        click(qtbot, window, window.run_action)
    qtbot.waitUntil(lambda: bool(pictures), timeout=5_000)
    assert [ended for _when, _shown, ended, _batches in pictures] == [True]


def test_a_long_run_is_first_drawn_after_its_quiet_start_from_slices_folded_one_at_a_time(
    qtbot, window, monkeypatch
):
    """The first picture waits for the run's quiet start, but the slices come (and are folded,
    each in its own turn of the GUI thread) every ~30 ms from the beginning."""
    quiet = 0.3  # long beside a slice: a worker slow to start still sends two before it ends
    monkeypatch.setattr(controller_module, "FIRST_PICTURE_SECONDS", quiet)
    choose_problem(window, "F")
    batches = _record_batches(window, monkeypatch)
    pictures = _pictures(window, batches)
    started = perf_counter()
    click(qtbot, window, window.run_action)
    qtbot.waitUntil(lambda: bool(pictures), timeout=10_000)
    first_drawn, shown, ended, taken_in = pictures[0]
    assert first_drawn - started >= quiet
    assert not ended
    assert taken_in >= 2
    assert shown == sum(len(batch.expanded) for batch in batches[:taken_in])
    with qtbot.waitSignal(window.controller.run_finished, timeout=5_000):
        click(qtbot, window, window.stop_action)


def test_the_window_shows_progress_from_the_batches_with_its_frame_timer_asleep(qtbot, window):
    choose_problem(window, "F")
    assert window.frame_timer.isActive()
    click(qtbot, window, window.run_action)
    assert not window.frame_timer.isActive()
    qtbot.waitUntil(lambda: expanded(window) > 5_000, timeout=10_000)
    qtbot.waitUntil(lambda: int(shown_expanded(window).replace(",", "")) > 5_000, timeout=2_000)
    with qtbot.waitSignal(window.controller.run_finished, timeout=5_000):
        click(qtbot, window, window.stop_action)
    assert window.controller.state is RunState.FINISHED
    assert window.frame_timer.isActive()
    qtbot.waitUntil(lambda: shown_expanded(window) == f"{expanded(window):,}", timeout=2_000)


def test_the_knight_is_rendered_from_its_svg_once_however_often_the_board_repaints(
    qtbot, window, monkeypatch
):
    board = window.board
    renders = []
    render = board._knight.render
    monkeypatch.setattr(board._knight, "render", lambda *args: (renders.append(1), render(*args)))
    choose_problem(window, "A")
    for count in (1, 2):
        click(qtbot, window, window.step_action)
        qtbot.waitUntil(lambda count=count: shown_expanded(window) == str(count))
    for _paint in range(5):
        board.repaint()
    assert board.picture.knight is not None  # the knight is on the board, drawn each time
    assert len(renders) == 1


class _LayoutRequests(QObject):
    """Counts the layout requests ``window`` receives, and names every widget that received
    one meanwhile (installed on the application: where a request came up from)."""

    def __init__(self, window) -> None:
        super().__init__()
        self.window = window
        self.count = 0
        self.seen: list[str] = []

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            if watched is self.window:
                self.count += 1
            name = watched.objectName() or type(watched).__name__
            self.seen.append(name)
        return False


def test_new_figures_in_the_statistics_do_not_lay_the_whole_window_out_again(qtbot, window):
    choose_problem(window, "F")
    click(qtbot, window, window.run_action)
    qtbot.waitUntil(lambda: int(shown_expanded(window).replace(",", "")) > 2_000, timeout=10_000)
    qtbot.waitUntil(lambda: window.open_list.table.topLevelItemCount() > 0, timeout=2_000)
    requests = _LayoutRequests(window)
    application = QApplication.instance()
    shown = []
    for update in range(6):  # the counters go out ten times a second
        if update == 1:  # the open list's first rows have been laid out
            application.installEventFilter(requests)
        before = shown_expanded(window)
        qtbot.waitUntil(lambda before=before: shown_expanded(window) != before, timeout=2_000)
        shown.append(shown_expanded(window))
    application.removeEventFilter(requests)
    with qtbot.waitSignal(window.controller.run_finished, timeout=5_000):
        click(qtbot, window, window.stop_action)
    assert len(set(shown)) == 6
    assert requests.count == 0, requests.seen  # which widgets asked, when one reached it
    label = window.stats.fields["open"]
    assert label.fontMetrics().horizontalAdvance("1,999,999 / 1,999,999") < label.width()


def test_a_figure_wider_than_planned_widens_its_label_instead_of_being_cut(qtbot, window):
    click(qtbot, window, window.step_action)
    qtbot.waitUntil(lambda: expanded(window) == 1)
    last = window.model.last
    far_past_any_budget = Expansion(
        last.node, last.successors, 1_234_567_890, 2_000_000_000, last.counters
    )
    window.model.apply(far_past_any_budget)
    window.model.publish()
    label = window.stats.fields["open"]
    assert label.text() == "1,234,567,890 / 2,000,000,000"
    assert label.fontMetrics().horizontalAdvance(label.text()) < label.width()


def test_a_run_whose_final_event_closes_a_slice_as_its_time_runs_out_still_ends(
    qtbot, window, monkeypatch
):
    """At load 10 a slice's time ran out just as a chunk ended with the final event: the next
    slice found the stream empty and the run never said it had ended (the window stayed
    running, its final event drawn). Here every chunk is one event and every slice's time is
    out after its first chunk, so the final event always closes a slice."""
    monkeypatch.setattr(worker_module, "CHUNK", 1)
    monkeypatch.setattr(worker_module, "SLICE_SECONDS", 0.0)
    choose_problem(window, "A")
    final = run_to_end(qtbot, window)
    assert final.outcome is Outcome.SOLVED
    assert window.controller.state is RunState.FINISHED
    assert window.model.finished is final


def test_at_full_speed_the_panes_are_drawn_apart_paced_and_end_with_the_headless_figures(
    qtbot, window
):
    """Issue 38 item 2: each costly pane (board, open list, chart) is handed a change at most
    once per its paced interval and never two in one update, the counters no more often than
    theirs; the statistics end with the figures of the same search run headless."""
    budget = Limits(max_nodes=None, max_seconds=None, max_expansions=60_000)
    settings = replace(window.controller.choices, puzzle=load_puzzle("F", 1), limits=budget)
    window.controller.configure(settings)
    model = window.model
    signals = {
        Part.COUNTERS: model.counters_changed,
        Part.NODE: model.node_changed,
        Part.PREVIEW: model.preview_changed,
        Part.SERIES: model.series_changed,
    }
    updates: list[tuple[float, set[Part]]] = []  # each paced update: when, and what went out
    publish, clock = model.publish, model.changes.clock
    read: list[float] = []  # the times the pacing read, the latest last

    def noted_clock() -> float:
        read.append(clock())
        return read[-1]

    def noted_publish(paced: bool = False) -> None:
        sent: set[Part] = set()
        connections = [
            (signal, signal.connect(lambda part=part: sent.add(part)))
            for part, signal in signals.items()
        ]
        publish(paced)
        for signal, connection in connections:
            signal.disconnect(connection)
        if paced and sent:
            updates.append((read[-1], sent))

    model.publish, model.changes.clock = noted_publish, noted_clock
    try:
        with qtbot.waitSignal(window.controller.run_finished, timeout=60_000) as blocker:
            click(qtbot, window, window.run_action)
    finally:
        del model.publish
        model.changes.clock = clock
    assert len(updates) >= 2  # the test needs a run drawn while it went
    assert all(len(sent & DRAWN_APART) <= 1 for _when, sent in updates)
    for part in signals:
        times = [when for when, sent in updates if part in sent]
        least = LIVE_INTERVALS[part]  # stretched by the pace, never shortened
        assert all(later - earlier >= least for earlier, later in pairwise(times)), part
    final = blocker.args[0]
    events = headless_search("F", "bfs", control=RunControl(budget), seed=1).events()
    headless = next(event for event in events if isinstance(event, Finished)).counters
    assert final.counters.expanded == headless.expanded == 60_000
    qtbot.waitUntil(lambda: shown_expanded(window) == f"{headless.expanded:,}", timeout=5_000)
    assert window.stats.value("generated") == f"{headless.generated:,}"
