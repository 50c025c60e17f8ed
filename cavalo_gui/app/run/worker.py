"""The search worker: a QObject moved to a QThread, owning the algorithm's generator.

The worker builds the run's search when its thread starts and advances the generator there,
so the algorithm's code never runs in the GUI thread. At a finite speed a timer in the
worker's thread advances it by as many expansions as the speed allows per tick, and every event
goes out in its own ``event_ready`` signal. At "as fast as possible" the worker runs time
slices of about 30 ms and sends each slice's events, condensed into an :class:`EventBatch`, in
one ``batch_ready`` signal: the GUI thread wakes 30 times a second instead of 30,000.

Step, pause, resume and stop are slots, queued from the GUI thread; they run between
ticks and slices, so Step is exactly one expansion and ``paused`` comes after every event sent
before it. The run's :class:`RunControl` is public: the controller also sets its stop flag
directly from the GUI thread, so a stop lands before the search's next expansion even in the
middle of a slice. An algorithm that raises (a bug, or memory exhausted) ends the run with
outcome ``limit`` and the reason, as a budget would.
"""

from __future__ import annotations

import gc
import sys
from itertools import islice
from time import perf_counter

from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot

from cavalo_gui.app.run.turns import GUI_TURN
from cavalo_gui.engine.breakpoints import Breakpoint, BreakpointWatch
from cavalo_gui.engine.events import Counters, Expansion, Finished, Outcome
from cavalo_gui.engine.limits import RunControl
from cavalo_gui.engine.message import MessageError, message
from cavalo_gui.engine.search import Search
from cavalo_gui.reports.choices import AS_FAST_AS_POSSIBLE, RunChoices
from cavalo_gui.runs.event_batch import EventBatch

SLICE_SECONDS = 0.030
SLOW_SPEED_LIMIT = 40.0  # up to this many expansions per second, one tick per expansion
CHUNK = 64  # events drawn between two looks at the slice's clock (a few tenths of a ms)
RUN_SWITCH_INTERVAL = 0.0001  # seconds; the interpreter's own is 0.005

__all__ = ["AS_FAST_AS_POSSIBLE", "SearchWorker", "hand_the_gil_over_often"]

_interval_before_run: float | None = None


def hand_the_gil_over_often(running: bool) -> None:
    """While a run goes, have the interpreter pass its lock (the GIL) between threads every
    :data:`RUN_SWITCH_INTERVAL` seconds; restore the interval it had once the run pauses or
    ends. PySide6 lets go of the lock around each Qt call, so the GUI thread takes it back
    after every one, waiting for the worker's thread to pass it: a repaint of a few hundred
    Qt calls waits that many intervals (5 ms each by default). Measured with BFS on F to
    2,000,000 nodes: the 99th percentile of a 10 ms timer's gaps 190-570 ms at 5 ms,
    140-160 ms at 1 ms, 60-95 ms at 0.1 ms (on a machine loaded 6-9 on 2 cores)."""
    global _interval_before_run
    if running and _interval_before_run is None:
        _interval_before_run = sys.getswitchinterval()
        sys.setswitchinterval(RUN_SWITCH_INTERVAL)
    elif not running and _interval_before_run is not None:
        sys.setswitchinterval(_interval_before_run)
        _interval_before_run = None


class SearchWorker(QObject):
    """Builds one run's :class:`Search` and drives its generator from the thread it was moved
    to."""

    event_ready = Signal(object)
    batch_ready = Signal(object)
    finished = Signal(object)
    paused = Signal()
    breakpoint_met = Signal(object)  # the breakpoints met (a tuple); the worker has paused

    def __init__(self, setup: RunChoices, speed: float = AS_FAST_AS_POSSIBLE) -> None:
        super().__init__()
        self._setup = setup
        self.control = RunControl(setup.limits)  # its stop flag may be set from any thread
        self._search: Search | None = None  # built in the worker's thread, by start()
        self._events = iter(())
        self._speed = speed
        self._timer: QTimer | None = None
        self._credit = 0.0
        self._last_tick = 0.0
        self._done = False
        self._counters = Counters()  # the latest the window has been sent
        self._breakpoints: tuple[Breakpoint, ...] = ()
        self._watch: BreakpointWatch | None = None  # built with the search
        self._advance_to: int | None = None  # the expansions that advance() goes on to

    # Slots, all run in the worker's thread.

    @Slot()
    def start(self) -> None:
        """Build the search: the first slot to run, connected to the thread's start. A setup
        the engine refuses (a bad parameter, say) ends the run with the reason."""
        try:
            self._search = self._setup.start(self.control)[1]
        except Exception as error:
            self._fail(error)
            return
        self._events = self._search.events()
        self._watch_breakpoints()

    @Slot(object)
    def set_breakpoints(self, breakpoints: tuple[Breakpoint, ...]) -> None:
        """Pause at the first event that meets one of ``breakpoints`` (none: never)."""
        self._breakpoints = tuple(breakpoints)
        self._watch_breakpoints()

    def _watch_breakpoints(self) -> None:
        search = self._search
        if not self._breakpoints or search is None:
            self._watch = None
        else:
            self._watch = BreakpointWatch(self._breakpoints, search.problem.is_goal)

    @Slot(float)
    def set_speed(self, speed: float) -> None:
        """Expansions per second; 0 means as fast as possible."""
        self._speed = speed
        if self._timer is not None and self._timer.isActive():
            self._start_timer()

    @Slot()
    def resume(self) -> None:
        if not self._done:
            self._start_timer()

    @Slot()
    def pause(self) -> None:
        """Stop advancing; ``paused`` tells that every event before it has been sent."""
        self._stop_timer()
        self.paused.emit()

    @Slot()
    def step(self) -> None:
        """Exactly one expansion (with any iteration mark before it), or the final event."""
        self._stop_timer()
        self._emit_next()

    @Slot(int)
    def advance(self, count: int) -> None:
        """Go on until ``count`` expansions are done in all (or the run ends), in slices as
        at full speed, then pause: how a reopened run file lands on its step."""
        self._stop_timer()
        self._advance_to = count
        self._advance_slice()

    def _advance_slice(self) -> None:
        """One slice towards :attr:`_advance_to`; the next is queued behind any command."""
        if self._done or self._advance_to is None:
            return
        batch = EventBatch()
        deadline = perf_counter() + SLICE_SECONDS
        wanted = self._advance_to - self._counters.expanded
        got = 0
        try:
            while got < wanted and batch.final is None and perf_counter() < deadline:
                GUI_TURN.wait()
                chunk = list(islice(self._events, min(wanted - got, 16 * CHUNK)))
                if not chunk:
                    break
                batch.add(chunk)
                got += sum(type(event) is Expansion for event in chunk)
        except Exception as error:
            self._send_batch(batch)
            self._fail(error)
            return
        self._send_batch(batch)
        if batch.final is not None:
            self._advance_to = None
            self._end(batch.final)
        elif got < wanted and len(batch):
            QTimer.singleShot(0, self, self._advance_slice)
        else:
            self._advance_to = None
            self.paused.emit()

    @Slot()
    def stop(self) -> None:
        """End the run now: the search answers the stop request before its next expansion,
        with its final event."""
        self._stop_timer()
        self.control.request_stop()
        while not self._done:
            self._emit_next()

    @Slot()
    def halt(self) -> None:
        """End the run without a word and this thread's event loop (a reset, new choices or
        the window closing). The search and its nodes are freed here, in this thread."""
        self._stop_timer()
        self.control.request_stop()
        self._release()
        QThread.currentThread().quit()

    # The timer.

    def _running(self) -> bool:
        return self._timer is not None and self._timer.isActive()

    def _start_timer(self) -> None:
        if self._timer is None:
            self._timer = QTimer(self)
            self._timer.timeout.connect(self._tick)
        if self._speed == AS_FAST_AS_POSSIBLE:
            interval = 0  # one slice after another, queued commands taken in between
        elif self._speed <= SLOW_SPEED_LIMIT:
            interval = round(1000 / self._speed)
        else:
            interval = round(SLICE_SECONDS * 1000)
        self._credit = 0.0
        self._last_tick = perf_counter()
        self._timer.start(interval)

    def _stop_timer(self) -> None:
        if self._timer is not None:
            self._timer.stop()

    def _tick(self) -> None:
        if self._speed == AS_FAST_AS_POSSIBLE:
            self._run_slice()
            return
        now = perf_counter()
        if self._speed <= SLOW_SPEED_LIMIT:
            steps = 1
        else:
            self._credit += (now - self._last_tick) * self._speed
            steps = int(self._credit)
            self._credit -= steps
        self._last_tick = now
        for _ in range(steps):
            self._emit_next()
            if self._done:
                break

    # Advancing the generator.

    def _run_slice(self) -> None:
        """Advance for one slice and send what the window needs of it in one signal.

        Events are drawn a chunk at a time by ``islice`` and condensed into an
        :class:`EventBatch` (C loops, no Python call per event); the clock is looked at
        between chunks, and the GUI thread's turn waited for. A short chunk tells the end of
        the stream.
        """
        batch = EventBatch()
        deadline = perf_counter() + SLICE_SECONDS
        ended = False
        watch = self._watch
        size = 1 if watch is not None else CHUNK  # breakpoints look at every event
        met: tuple[Breakpoint, ...] = ()
        wait_for_gui = GUI_TURN.wait
        try:
            while True:
                wait_for_gui()  # the window updating in one piece (app/run/turns.py)
                chunk = list(islice(self._events, size))
                batch.add(chunk)
                # The final event may close a whole chunk as the slice's time runs out: the
                # next slice would find the stream empty and never say the run had ended.
                if len(chunk) < size or batch.final is not None:
                    ended = True
                    break
                if watch is not None and (met := watch.check(chunk[0])):
                    break
                if perf_counter() >= deadline:
                    break
        except Exception as error:
            self._send_batch(batch)
            self._fail(error)
            return
        self._send_batch(batch)
        if ended:
            self._ended(batch.final)
        elif met:
            self._break(met)

    def _send_batch(self, batch: EventBatch) -> None:
        gc.freeze()  # the run's nodes out of the GUI thread's collections (app/run/garbage.py)
        if batch.last is not None:
            self._counters = batch.last.counters
        if len(batch):
            self.batch_ready.emit(batch)

    def _emit_next(self) -> None:
        """Send the events up to and including the next expansion or the final event, one
        signal each."""
        if self._done:
            return
        try:
            for event in self._events:
                gc.freeze()  # as for a batch (_send_batch)
                self.event_ready.emit(event)
                met = self._watch.check(event) if self._watch is not None else ()
                if met and not isinstance(event, Finished):
                    if isinstance(event, Expansion):
                        self._counters = event.counters
                    self._break(met)
                    return
                if isinstance(event, Expansion):
                    self._counters = event.counters
                    return
                if isinstance(event, Finished):
                    self._end(event)
                    return
        except Exception as error:
            self._fail(error)
            return
        self._ended(None)

    def _break(self, met: tuple[Breakpoint, ...]) -> None:
        """A breakpoint is met: stop advancing, and say which."""
        self._stop_timer()
        self.breakpoint_met.emit(met)

    def _ended(self, final: Finished | None) -> None:
        if final is not None:
            self._end(final)
        else:  # an algorithm that ended without a final event
            self._done = True
            self._stop_timer()

    def _fail(self, error: Exception) -> None:
        """The search could not be built or raised: the run ends with the reason."""
        if self._done:
            return
        said = error.said if isinstance(error, MessageError) else f"{type(error).__name__}: {error}"
        reason = message("reason.failed", error=said)  # a user's problem class: its own sentence
        final = Finished(Outcome.LIMIT, reason, self._counters)
        self.event_ready.emit(final)
        self._end(final)

    def _end(self, final: Finished) -> None:
        self._done = True
        self._stop_timer()
        self.finished.emit(final)

    def _release(self) -> None:
        """Close the generator and let go of the search. A large run holds millions of nodes;
        freeing them takes a moment, better spent here than in the GUI thread."""
        close = getattr(self._events, "close", None)
        if close is not None:
            close()
        self._events = iter(())
        self._search = None
        self._done = True
