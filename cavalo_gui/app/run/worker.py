"""The search worker: a QObject living in its own QThread, driving the run's search process.

The search itself runs in a child process (:mod:`cavalo_gui.app.run.search_process`), which the
worker starts as its thread starts (the first child of a session waits a tenth of a second for
the fork server, and the window must not). The worker sends it commands and turns its
messages, relayed by the process's listener thread, into signals. At a finite speed a timer in
the worker's thread asks for as many expansions as the speed allows per tick, and every event
goes out in its own ``event_ready`` signal. At "as fast as possible" the child streams frames
(about 30 ms each; the first, 100 ms), each frame's events condensed into an
:class:`EventBatch` that goes out in one ``batch_ready`` signal, so the GUI thread wakes 30
times a second instead of 30,000, and the search never waits for the window. Step, pause,
resume, stop and preview are slots, queued from the GUI thread; the child takes the commands
in order, so Step is exactly one expansion, ``paused`` comes after every event before the
pause, and Stop lands before the next expansion. A child that dies (killed for memory, say)
or cannot start ends the run with outcome ``limit`` and the reason, as any budget would.
"""

from __future__ import annotations

import contextlib
from time import perf_counter
from typing import Any

from PySide6.QtCore import QObject, Qt, QThread, QTimer, Signal, Slot

from cavalo_gui.app.run.search_process import SearchProcess, SearchProcessError
from cavalo_gui.engine.events import Counters, Event, Expansion, Finished, Outcome
from cavalo_gui.reports.run import RunSetup

FRAME_SECONDS = 0.030
FIRST_FRAME_SECONDS = 0.1  # a run that ends sooner (instant, to a person) is drawn once, ended
AS_FAST_AS_POSSIBLE = 0.0
SLOW_SPEED_LIMIT = 40.0  # up to this many expansions per second, one tick per expansion


class _Relay(QObject):
    """Carries the child's messages from the listener thread into the worker's thread. Held
    by the listener to its end, so that emitting is safe even once the worker is gone."""

    message = Signal(object)

    def deliver(self, message: tuple[str, Any]) -> None:
        """Called in the listener's thread. Once the application has deleted the relay (it
        is quitting), there is nobody left to tell."""
        with contextlib.suppress(RuntimeError):
            self.message.emit(message)


class SearchWorker(QObject):
    """Starts and drives one :class:`SearchProcess` from the thread it was moved to."""

    event_ready = Signal(object)
    batch_ready = Signal(object)
    finished = Signal(object)
    preview_ready = Signal(object)
    preview_skipped = Signal()
    paused = Signal()

    def __init__(self, setup: RunSetup, speed: float = AS_FAST_AS_POSSIBLE) -> None:
        super().__init__()
        self._setup = setup
        self.process: SearchProcess | None = None  # once started
        self._speed = speed
        self._timer: QTimer | None = None
        self._streaming = False
        self._credit = 0.0
        self._last_tick = 0.0
        self._done = False
        self._framed = False  # the first frame at full speed has been asked for
        self._counters = Counters()  # the latest the window has been sent
        self._preview_asked = 0.0  # when the preview on its way was asked for (0: none)
        self._preview_cost = 0.0
        self._last_preview = 0.0

    # Slots, all run in the worker's thread.

    @Slot()
    def start(self) -> None:
        """Start the search process and listen to it: the first slot to run, connected to the
        thread's start. A process that cannot start ends the run with the reason."""
        try:
            self.process = SearchProcess(self._setup)
        except (OSError, EOFError) as error:  # out of processes or memory; fork server gone
            self._fail(SearchProcessError(f"the search process could not start: {error}"))
            return
        # Listening from the start, so that Run does not wait for the listener thread.
        relay = _Relay()
        relay.message.connect(self._on_message, Qt.ConnectionType.QueuedConnection)
        self.process.listen(relay.deliver)

    @Slot(float)
    def set_speed(self, speed: float) -> None:
        """Expansions per second; 0 means as fast as possible."""
        self._speed = speed
        if self._running():
            self._go()

    @Slot()
    def resume(self) -> None:
        if not self._done:
            self._go()

    @Slot()
    def pause(self) -> None:
        """Stop advancing; ``paused`` tells that every event before it has been sent."""
        self._stop_timer()
        self._send("pause", True)
        self._streaming = False

    @Slot()
    def step(self) -> None:
        """Exactly one expansion (with any iteration mark before it), or the final event."""
        self._halt_stream()
        self._stop_timer()
        self._send("advance", 1)

    @Slot()
    def stop(self) -> None:
        """End the run now: the search answers the stop request before its next expansion."""
        self._stop_timer()
        if self.process is not None:
            self.process.stop()
        self._streaming = False
        self._send("finish")

    @Slot()
    def halt(self) -> None:
        """Stop the timer and end this thread's event loop (the window is closing)."""
        self._stop_timer()
        if self.process is not None:
            self.process.stop()
        QThread.currentThread().quit()

    def release(self) -> None:
        """End the search process, once the thread has ended. A large run holds millions of
        nodes; they go with the child, at no cost to the window."""
        if self.process is not None:
            self.process.close()
        self._done = True

    @Slot(int)
    def preview(self, count: int) -> None:
        """The next ``count`` open nodes, in expansion order; skipped while one is on its way
        and when asked again too soon while running (a large open list costs time that
        belongs to the search)."""
        now = perf_counter()
        if (
            self._done
            or self._preview_asked
            or (self._running() and now - self._last_preview < 20 * self._preview_cost)
        ):
            self.preview_skipped.emit()
            return
        self._preview_asked = now
        self._send("preview", count)

    # Commands out.

    def _running(self) -> bool:
        return self._streaming or (self._timer is not None and self._timer.isActive())

    def _go(self) -> None:
        """Advance at the current speed: a stream of frames, or the paced timer."""
        if self._speed == AS_FAST_AS_POSSIBLE:
            self._stop_timer()
            if not self._streaming:
                first = FRAME_SECONDS if self._framed else FIRST_FRAME_SECONDS
                self._framed = True
                self._streaming = True
                self._send("stream", (first, FRAME_SECONDS))
            return
        self._halt_stream()
        if self._timer is None:
            self._timer = QTimer(self)
            self._timer.timeout.connect(self._tick)
        if self._speed <= SLOW_SPEED_LIMIT:
            interval = round(1000 / self._speed)
        else:
            interval = round(FRAME_SECONDS * 1000)
        self._credit = 0.0
        self._last_tick = perf_counter()
        self._timer.start(interval)

    def _halt_stream(self) -> None:
        if self._streaming:
            self._streaming = False
            self._send("pause", False)

    def _stop_timer(self) -> None:
        if self._timer is not None:
            self._timer.stop()

    def _tick(self) -> None:
        now = perf_counter()
        if self._speed <= SLOW_SPEED_LIMIT:
            steps = 1
        else:
            self._credit += (now - self._last_tick) * self._speed
            steps = int(self._credit)
            self._credit -= steps
        self._last_tick = now
        if steps:
            self._send("advance", steps)

    def _send(self, command: str, argument: Any = None) -> None:
        if self._done or self.process is None:
            return
        try:
            self.process.send(command, argument)
        except SearchProcessError as error:
            self._fail(error)

    # Messages in.

    @Slot(object)
    def _on_message(self, message: tuple[str, Any]) -> None:
        """One message of the child, in order."""
        tag, payload = message
        if self._done:
            return
        if tag == "failed":
            self._fail(payload)
        else:
            getattr(self, f"_on_{tag}")(payload)

    def _on_batch(self, payload: tuple) -> None:
        batch, ended = payload
        if batch.last is not None:
            self._counters = batch.last.counters
        if len(batch):
            self.batch_ready.emit(batch)
        if ended:
            self._streaming = False
            self._ended(batch.final)

    def _on_events(self, payload: tuple[list[Event], bool]) -> None:
        events, ended = payload
        final = None
        for event in events:
            if isinstance(event, Expansion):
                self._counters = event.counters
            elif isinstance(event, Finished):
                final = event
            self.event_ready.emit(event)
        if ended:
            self._ended(final)

    def _on_preview(self, nodes: list) -> None:
        self._last_preview = perf_counter()
        self._preview_cost = self._last_preview - self._preview_asked
        self._preview_asked = 0.0
        self.preview_ready.emit(nodes)

    def _on_paused(self, announce: bool) -> None:
        if announce:
            self.paused.emit()

    def _ended(self, final: Finished | None) -> None:
        if final is not None:
            self._end(final)
        else:  # an algorithm that ended without a final event
            self._done = True
            self._stop_timer()

    def _fail(self, error: SearchProcessError) -> None:
        """The child failed or died: the run ends with the reason, as a budget would end it."""
        if self._done:
            return
        final = Finished(Outcome.LIMIT, f"stopped: {error}", self._counters)
        self.event_ready.emit(final)
        self._end(final)

    def _end(self, final: Finished) -> None:
        """The run is over: the window has all it needs, so the child and its memory go."""
        self._done = True
        self._streaming = False
        self._stop_timer()
        if self._preview_asked:
            self._preview_asked = 0.0
            self.preview_skipped.emit()
        self.finished.emit(final)
        if self.process is not None:
            self.process.close()
