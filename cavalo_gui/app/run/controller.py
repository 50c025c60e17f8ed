"""The life of a run in the window: choices in, a worker thread, events into the model.

The controller owns at most one :class:`SearchWorker` and its ``QThread``, in which the
algorithm's generator runs. Both are started as soon as the choices have settled (a tenth of a
second without a change: scrolling through the boards starts one worker, not one a board), and
the worker builds the search while the user looks at the board, so Run only has to say go.
Requests go to the worker through queued signals (they run in the worker's thread between
ticks and slices); events come back into the :class:`RunModel` in the GUI thread. A stop also
sets the run's stop flag directly, so it lands before the next expansion even mid-slice.
"""

from __future__ import annotations

from dataclasses import replace
from enum import Enum
from time import perf_counter, thread_time

from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot

from cavalo_gui.app.run.exit_guard import shut_down_at_exit
from cavalo_gui.app.run.model import RunModel
from cavalo_gui.app.run.turns import GUI_TURN
from cavalo_gui.reports.choices import AS_FAST_AS_POSSIBLE, RunChoices
from cavalo_gui.runs.event_batch import EventBatch
from cavalo_gui.runs.pace import DrawingPace
from cavalo_gui.runs.recording import PREVIEW_SIZE

__all__ = ["PREVIEW_SIZE", "RunController", "RunState"]
from cavalo_gui.app.run.worker import SearchWorker, hand_the_gil_over_often
from cavalo_gui.app.worker_thread import WorkerThread
from cavalo_gui.engine.algorithms import get_algorithm
from cavalo_gui.engine.breakpoints import generated_goal
from cavalo_gui.engine.events import Expansion, Finished

FIRST_PICTURE_SECONDS = 0.1  # a run that ends sooner (instant, to a person) is drawn once, ended
PREPARE_DELAY_MS = 100  # choices unchanged this long have settled: start the run's worker


class RunState(Enum):
    IDLE = "idle"  # nothing expanded yet
    RUNNING = "running"
    PAUSED = "paused"
    FINISHED = "finished"


class RunController(QObject):
    """Starts, steps, pauses, stops and resets runs; keeps the model fed."""

    state_changed = Signal(object)
    paused = Signal()  # the worker has paused and every event before the pause is in the model
    run_finished = Signal(object)
    live_changed = Signal(bool)  # a run going as fast as possible started (True) or ended
    breakpoint_met = Signal(object)  # the run paused at these breakpoints (a tuple)
    event_applied = Signal(object)  # an event of a Step or of a chosen speed, now in the model
    _resume_requested = Signal()
    _pause_requested = Signal()
    _step_requested = Signal()
    _stop_requested = Signal()
    _halt_requested = Signal()
    _speed_requested = Signal(float)
    _breakpoints_requested = Signal(object)
    _advance_requested = Signal(int)

    def __init__(self, model: RunModel, choices: RunChoices, parent: QObject | None = None):
        super().__init__(parent)
        self.model = model
        self.choices = choices
        self.state = RunState.IDLE
        self.breakpoints: tuple = ()  # engine.breakpoints.Breakpoint, each run pauses at
        self._live = False  # running as fast as possible
        self.pace = DrawingPace()  # stretches a full-speed run's paced intervals (runs/pace.py)
        self._quiet_until = 0.0  # a run's batches are drawn from this clock time on
        self._fine_step_pending = False  # a fine Step asked the worker for an expansion
        self.hold_event = None  # a function of an event: True keeps it back (see release)
        self._held: list = []  # the events kept back: the one held, and any after it
        self.background: WorkerThread | None = None  # the run's worker in its thread
        self._prepare_timer = QTimer(self)
        self._prepare_timer.setSingleShot(True)
        self._prepare_timer.setInterval(PREPARE_DELAY_MS)
        self._prepare_timer.timeout.connect(self._ensure_worker)
        shut_down_at_exit(self)
        self.configure(choices)

    # Choices.

    def configure(self, choices: RunChoices) -> None:
        """New choices: the current run (if any) ends and the new problem is shown."""
        self._shutdown_worker()
        problem_changed = (
            not choices.same_problem(self.choices) or self.model.problem.puzzle != choices.puzzle
        )
        self.choices = choices
        if problem_changed:
            self.model.set_problem(choices.problem())
        else:
            self.model.reset()
        self._describe_run()
        self._set_state(RunState.IDLE)
        self._prepare_timer.start()

    def set_speed(self, speed: float) -> None:
        """Change the speed, also in the middle of a run."""
        self.choices = replace(self.choices, speed=speed)
        self._speed_requested.emit(speed)
        self._update_live()

    def _update_live(self) -> None:
        """Note whether the run goes as fast as possible (its batches are then published as
        they arrive, paced) and tell the window when that changes."""
        live = self.state is RunState.RUNNING and self.choices.speed == AS_FAST_AS_POSSIBLE
        if live != self._live:
            self._live = live
            if live:
                self.pace.start()
            self.model.changes.stretch = self.pace.stretch if live else 1.0
            self.live_changed.emit(live)

    def _describe_run(self) -> None:
        algorithm = get_algorithm(self.choices.algorithm)
        self.model.algorithm_label = algorithm.label
        self.model.algorithm_name = algorithm.name
        self.model.expect_open_list(algorithm.open_list)
        self.model.heuristic_name = self.choices.heuristic_used() or ""
        self.model.weight = algorithm.weight_in(self.choices.parameters)

    # Commands.

    def run(self) -> None:
        """Run on from the end of the recording (the latest position, if looking back)."""
        self._fine_step_pending = False
        self.model.go_to(len(self.model.recording))
        if self.state is RunState.FINISHED:
            return
        if not len(self.model.recording):
            self._quiet_until = perf_counter() + FIRST_PICTURE_SECONDS
        self._ensure_worker()
        self._resume_requested.emit()  # first: the search starts while the window updates
        self._set_state(RunState.RUNNING)

    def pause(self) -> None:
        if self.state is RunState.RUNNING:
            self._pause_requested.emit()
            self._set_state(RunState.PAUSED)

    def toggle(self) -> None:
        """Space: run when idle or paused, pause when running."""
        if self.state is RunState.RUNNING:
            self.pause()
        else:
            self.run()

    def step(self) -> None:
        """Exactly one expansion (with fine step on, one phase of one); pauses a running
        search first. Looking back, the next recorded expansion: the search goes on only past
        the end of the recording."""
        if self.model.fine_mode:
            self.pause()
            if self.model.phase_forward():
                return
        elif self.model.looking_back:
            self.model.step_forward()
            return
        if self.state is RunState.FINISHED:
            return
        self._ensure_worker()
        if self.state is RunState.RUNNING:
            self._pause_requested.emit()
        self._set_state(RunState.PAUSED)
        self._fine_step_pending = self.model.fine_mode
        self._step_requested.emit()

    def back(self) -> None:
        """One expansion back on the timeline (with fine step on, one phase); pauses a
        running search first."""
        self.pause()
        if self.model.fine_mode:
            self.model.phase_back()
        else:
            self.model.step_back()

    def advance(self, count: int) -> None:
        """Go on, paused, until ``count`` expansions are done in all (a run file's step);
        ``paused`` says when they are all in the model."""
        if self.state is RunState.FINISHED:
            return
        self._ensure_worker()
        if self.state is RunState.RUNNING:
            self._pause_requested.emit()
        self._set_state(RunState.PAUSED)
        self._advance_requested.emit(count)

    def set_fine_step(self, on: bool) -> None:
        """Fine step on (Step and Back go phase by phase) or off."""
        self._fine_step_pending = False
        self.model.set_fine_mode(on)

    def go_to(self, position: int) -> None:
        """Show the search after expansion ``position`` (the timeline's slider); pauses a
        running search first."""
        self.pause()
        self.model.go_to(position)

    def set_breakpoints(self, breakpoints: tuple) -> None:
        """Pause this run and the next ones at the first event meeting one of these."""
        self.breakpoints = tuple(breakpoints)
        self._breakpoints_requested.emit(self.breakpoints)

    def stop(self) -> None:
        if self.state in (RunState.RUNNING, RunState.PAUSED) and self.worker is not None:
            self.worker.control.request_stop()  # seen by the search even in mid-slice
            self._stop_requested.emit()

    def reset(self) -> None:
        """Back to the initial board with the same choices."""
        self._shutdown_worker()
        self.model.reset()
        self._set_state(RunState.IDLE)
        self._prepare_timer.start()

    def shutdown(self) -> None:
        """End the run, stop the worker thread and wait for it (the window is closing)."""
        self._shutdown_worker()

    # The worker.

    @property
    def worker(self) -> SearchWorker | None:
        return None if self.background is None else self.background.worker  # type: ignore[return-value]

    @property
    def worker_thread(self) -> QThread | None:
        return None if self.background is None else self.background.thread

    def _ensure_worker(self) -> None:
        """Start the run's worker and its thread, unless they are running (prepared when the
        choices were made, or by an earlier command)."""
        self._prepare_timer.stop()
        if self.worker is not None:
            return
        worker = SearchWorker(self.choices, self.choices.speed)
        background = WorkerThread(worker, worker.start, "search-worker", self)
        worker.event_ready.connect(self._on_event)
        worker.batch_ready.connect(self._on_batch)
        worker.finished.connect(self._on_finished)
        worker.paused.connect(self._on_paused)
        worker.breakpoint_met.connect(self._on_breakpoint_met)
        worker.set_breakpoints(self.breakpoints)  # before its thread starts
        self._breakpoints_requested.connect(worker.set_breakpoints)
        self._resume_requested.connect(worker.resume)
        self._pause_requested.connect(worker.pause)
        self._step_requested.connect(worker.step)
        self._advance_requested.connect(worker.advance)
        self._stop_requested.connect(worker.stop)
        self._halt_requested.connect(worker.halt)
        self._speed_requested.connect(worker.set_speed)
        self.background = background
        background.start()

    def _shutdown_worker(self) -> None:
        self._fine_step_pending = False
        self._held = []
        self._prepare_timer.stop()
        background = self.background
        if background is None:
            return
        worker = background.worker
        self.background = None
        for signal in (
            self._resume_requested,
            self._pause_requested,
            self._step_requested,
            self._stop_requested,
            self._speed_requested,
            self._breakpoints_requested,
            self._advance_requested,
        ):
            signal.disconnect()
        for signal in (
            worker.event_ready,
            worker.batch_ready,
            worker.finished,
        ):
            signal.disconnect()
        worker.control.request_stop()  # a slice under way ends at the next expansion
        background.end(finish=self._halt_requested.emit)
        self._halt_requested.disconnect()
        hand_the_gil_over_often(False)

    def _from_past_run(self) -> bool:
        """Whether the signal being handled comes from a worker already shut down: what it
        sent before its signals were disconnected still arrives (a queued call stays queued),
        and must not reach the model of the next run."""
        return self.sender() is not self.worker

    @Slot(object)
    def _on_event(self, event) -> None:
        """One event of a run at a chosen speed, or of a Step; kept back, not shown, while
        :attr:`hold_event` says so (the quiz asks what it will show), until :meth:`release`."""
        if self._from_past_run():
            return
        if self._held or (self.hold_event is not None and self.hold_event(event)):
            self._held.append(event)
            return
        self._apply_event(event)

    def release(self) -> None:
        """Show the events kept back since :attr:`hold_event` held one."""
        events, self._held = self._held, []
        for event in events:
            self._apply_event(event)

    def _apply_event(self, event) -> None:
        self.model.apply(event)
        if self._fine_step_pending and isinstance(event, (Expansion, Finished)):
            self._fine_step_pending = False
            if isinstance(event, Expansion) and self.model.fine_mode:
                self.model.show_new_expansion()
        self.event_applied.emit(event)

    @Slot(object)
    def _on_batch(self, batch: EventBatch) -> None:
        """A slice of a full-speed run: its changes go out at once, paced (no frame timer
        wakes the window while the batches come, every ~30 ms), from the run's first tenth of
        a second on: a run that ends sooner is drawn once, ended. The last slice's changes wait
        for the final event, after which the window shows the whole end of the run at once.
        Each slice is folded as it comes, so no turn of the GUI thread folds more than one;
        the worker waits while it is (app/run/turns.py). The paced intervals stretch while
        drawing takes more than its share of the run's CPU (:class:`DrawingPace`)."""
        if self._from_past_run():
            return
        with GUI_TURN.turn():
            taking_in = thread_time()
            self.model.apply_batch(batch)
            if self._live:
                self.model.changes.stretch = self.pace.note(thread_time() - taking_in)
            if batch.final is None and perf_counter() >= self._quiet_until:
                self.model.publish(paced=self._live)

    @Slot(object)
    def _on_finished(self, final: Finished) -> None:
        if self._from_past_run():
            return
        self._set_state(RunState.FINISHED)
        self.run_finished.emit(final)

    @Slot(object)
    def _on_breakpoint_met(self, met: tuple) -> None:
        """The worker paused at a breakpoint: the run is paused, every event before it is in
        the model."""
        if self._from_past_run():
            return
        if self.state is RunState.RUNNING:
            self._set_state(RunState.PAUSED)
        recording = self.model.recording
        if len(recording):  # a goal generated is shown, not the parent that generated it
            goal = generated_goal(met, recording.at(len(recording)), self.model.problem.is_goal)
            if goal is not None:
                self.model.set_focus(goal)
        self.model.publish()
        self.breakpoint_met.emit(met)

    @Slot()
    def _on_paused(self) -> None:
        self.paused.emit()

    def _set_state(self, state: RunState) -> None:
        self.state = state
        hand_the_gil_over_often(state is RunState.RUNNING)
        self._update_live()
        self.state_changed.emit(state)
