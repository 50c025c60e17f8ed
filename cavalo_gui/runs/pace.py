"""How far apart a full-speed run's pictures go out: the intervals of
:data:`~cavalo_gui.runs.changes.LIVE_INTERVALS`, stretched while drawing them takes more than
its share of the process's CPU.

The search and the window run in two threads of one process and take turns with Python's lock,
so every millisecond the window spends drawing is one the search does not search. Drawn at
fixed intervals, the window's share depends on the machine and the puzzle: a large board or a
slow machine draws the same pictures at a greater cost. :class:`DrawingPace` measures the
share of the process's CPU that the window's thread spent on anything but taking the run's
events in (folding them costs the same however often the window draws), once a window of
:data:`WINDOW_SECONDS` has passed, and stretches the intervals while that share is above
:data:`TARGET_SHARE` (never more than :data:`MOST_STRETCH` times, so that the window still
shows the run moving), then lets them come back as the share falls.
"""

from __future__ import annotations

from collections.abc import Callable
from time import perf_counter, process_time, thread_time

TARGET_SHARE = 0.08  # of the process's CPU, the window's drawing's at most
MOST_STRETCH = 3.0  # the intervals grow at most this many times
WINDOW_SECONDS = 0.5  # the share is measured over at least this much time


class DrawingPace:
    """The stretch of a full-speed run's intervals, from the CPU that the thread calling
    :meth:`note` (the window's) took, less what it spent taking events in, against the whole
    process's, over the last window of time."""

    def __init__(
        self,
        thread_clock: Callable[[], float] = thread_time,
        process_clock: Callable[[], float] = process_time,
        wall_clock: Callable[[], float] = perf_counter,
    ) -> None:
        self._thread_clock = thread_clock
        self._process_clock = process_clock
        self._wall_clock = wall_clock
        self.stretch = 1.0
        self.share: float | None = None  # the drawing's share measured last
        self._since: tuple[float, float, float] | None = None  # wall, thread, process
        self._taking_in = 0.0  # the thread's CPU spent taking events in since then

    def start(self) -> None:
        """A full-speed stretch of a run begins: measured afresh, unstretched."""
        self.stretch = 1.0
        self.share = None
        self._since = self._now()
        self._taking_in = 0.0

    def note(self, taking_in: float = 0.0) -> float:
        """Called by the window's thread as each batch of a full-speed run arrives, with the
        CPU seconds it took to take the batch in: the stretch, moved once a window has
        passed by the drawing's share measured over it."""
        if self._since is None:
            self.start()
            return self.stretch
        self._taking_in += taking_in
        now = self._now()
        wall, thread, process = (
            now[0] - self._since[0],
            now[1] - self._since[1],
            now[2] - self._since[2],
        )
        if wall < WINDOW_SECONDS:
            return self.stretch
        drawing, self._since, self._taking_in = thread - self._taking_in, now, 0.0
        if process <= 0:
            return self.stretch
        self.share = max(drawing, 0.0) / process
        # half-way (in ratio) towards the stretch the share asks for: one picture more or
        # less in a window moves the share more than the pace does
        wanted = self.stretch * (max(self.share, 0.01) / TARGET_SHARE) ** 0.5
        self.stretch = min(MOST_STRETCH, max(1.0, wanted))
        return self.stretch

    def _now(self) -> tuple[float, float, float]:
        return self._wall_clock(), self._thread_clock(), self._process_clock()
