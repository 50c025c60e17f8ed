"""The search worker: a QObject living in its own QThread, owning the algorithm's generator.

A timer in the worker's thread advances the generator by as many expansions as the speed
allows per tick. At a finite speed every event goes out in its own ``event_ready`` signal; at
"as fast as possible" the worker runs for one frame (about 30 ms; the first, 100 ms) and sends
that frame's events, condensed into an :class:`EventBatch`, in one ``batch_ready`` signal, so
the GUI thread wakes 30 times a second instead of 30,000. Step, pause, resume, stop and preview
are slots: queued from the GUI thread, they run between ticks, so Step is exactly one expansion
and Stop lands before the next one.
"""

from __future__ import annotations

from itertools import islice
from time import perf_counter

from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot

from cavalo_gui.app.event_batch import EventBatch
from cavalo_gui.app.gui_priority import PRIORITY
from cavalo_gui.engine.events import Event, Expansion, Finished
from cavalo_gui.engine.search import Search

FRAME_SECONDS = 0.030
FIRST_FRAME_SECONDS = 0.1  # a run that ends sooner (instant, to a person) is drawn once, ended
AS_FAST_AS_POSSIBLE = 0.0
SLOW_SPEED_LIMIT = 40.0  # up to this many expansions per second, one tick per expansion
CHUNK = 16  # events drawn between two looks at the clock and the GUI's gate


class SearchWorker(QObject):
    """Runs one :class:`Search` step by step in the thread it was moved to."""

    event_ready = Signal(object)
    batch_ready = Signal(object)
    finished = Signal(object)
    preview_ready = Signal(object)
    preview_skipped = Signal()
    paused = Signal()

    def __init__(self, search: Search, speed: float = AS_FAST_AS_POSSIBLE) -> None:
        super().__init__()
        self._search = search
        self._events = search.events()
        self._speed = speed
        self._timer: QTimer | None = None
        self._credit = 0.0
        self._last_tick = 0.0
        self._done = False
        self._framed = False  # a frame at full speed has been sent
        self._preview_cost = 0.0
        self._last_preview = 0.0

    # Slots, all run in the worker's thread.

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

    def _stop_timer(self) -> None:
        if self._timer is not None:
            self._timer.stop()

    @Slot()
    def step(self) -> None:
        """Exactly one expansion (with any iteration mark before it), or the final event."""
        self._stop_timer()
        self._emit_next()

    @Slot()
    def stop(self) -> None:
        """End the run now: the search answers the stop request before its next expansion."""
        self._stop_timer()
        self._search.control.request_stop()
        while not self._done:
            self._emit_next()

    @Slot()
    def halt(self) -> None:
        """Stop the timer and end this thread's event loop (the window is closing)."""
        self._stop_timer()
        self._search.control.request_stop()
        QThread.currentThread().quit()

    def release(self) -> None:
        """Close the generator and let go of the search, once the thread has ended.

        A large run holds millions of nodes; freeing them takes a moment with the GIL held.
        Done here, at the user's Reset or new choice, rather than whenever ``deleteLater``
        gets round to it (which would be in the middle of the next run).
        """
        self._events.close()
        self._events = iter(())
        self._search = None  # type: ignore[assignment]
        self._done = True

    @Slot(int)
    def preview(self, count: int) -> None:
        """The next ``count`` open nodes, in expansion order; skipped when asked again too
        soon while running (a large open list costs time that belongs to the search)."""
        running = self._timer is not None and self._timer.isActive()
        now = perf_counter()
        if running and now - self._last_preview < 20 * self._preview_cost:
            self.preview_skipped.emit()
            return
        nodes = self._search.open_preview(count)
        self._last_preview = perf_counter()
        self._preview_cost = self._last_preview - now
        self.preview_ready.emit(nodes)

    # The engine of the timer.

    def _start_timer(self) -> None:
        if self._timer is None:
            self._timer = QTimer(self)
            self._timer.timeout.connect(self._tick)
        if self._speed == AS_FAST_AS_POSSIBLE:
            interval = 0
        elif self._speed <= SLOW_SPEED_LIMIT:
            interval = round(1000 / self._speed)
        else:
            interval = round(FRAME_SECONDS * 1000)
        self._credit = 0.0
        self._last_tick = perf_counter()
        self._timer.start(interval)

    def _tick(self) -> None:
        if self._speed == AS_FAST_AS_POSSIBLE:
            self._run_frame()
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

    def _run_frame(self) -> None:
        """Advance for one frame and send what the window needs of it in one signal.

        The first frame lasts :data:`FIRST_FRAME_SECONDS`: most runs on the course's boards
        end within it, and the window then draws them once, finished, instead of three or
        four times in a tenth of a second, each drawing taking the search's time.
        Events are drawn a chunk at a time by ``islice`` and condensed into an
        :class:`EventBatch` (C loops, no Python per event); the clock and the GUI's gate are
        looked at between chunks, so a chunk is a few hundred microseconds. The stream ends
        right after the final event, which a short chunk tells.
        """
        batch = EventBatch()
        add = batch.add
        stream = self._events
        clock = perf_counter
        deadline = clock() + (FRAME_SECONDS if self._framed else FIRST_FRAME_SECONDS)
        self._framed = True
        wait_for_gui = PRIORITY.wait_for_gui
        ended = False
        while True:
            chunk = list(islice(stream, CHUNK))
            add(chunk)
            if len(chunk) < CHUNK:
                ended = True
                break
            if clock() >= deadline:
                break
            wait_for_gui()
        if len(batch):
            self.batch_ready.emit(batch)
        if ended:
            if batch.final is not None:
                self._end(batch.final)
            else:
                self._done = True  # an algorithm that ended without a final event
                self._stop_timer()

    def _advance(self) -> list[Event]:
        """The events up to and including the next expansion or the final event."""
        events: list[Event] = []
        if self._done:
            return events
        for event in self._events:
            events.append(event)
            if isinstance(event, Expansion | Finished):
                break
        else:
            self._done = True  # an algorithm that ended without a final event
        return events

    def _emit_next(self) -> None:
        """Send the events up to and including the next expansion, one signal each."""
        for event in self._advance():
            self._emit_single(event)

    def _emit_single(self, event: Event) -> None:
        self.event_ready.emit(event)
        if isinstance(event, Finished):
            self._end(event)

    def _end(self, final: Finished) -> None:
        self._done = True
        self._stop_timer()
        self.finished.emit(final)
