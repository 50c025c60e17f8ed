"""The GUI thread's turn: while it updates the window, a run's worker waits between two chunks
of events, so that the update is done in one piece.

Both threads run Python, and only one at a time holds the interpreter's lock (the GIL). PySide6
lets go of the lock around many Qt calls (a painter's ``drawText`` and ``fillRect``, say), and
a running worker takes it at once: the GUI thread then waits a switch interval to have it back,
after every such call. A repaint of the knight's board took 14-20 ms of wall time for 5 ms of
the GUI thread's CPU in BFS on F at full speed, and the chart's as much (issue 38), so the
largest gaps between the window's ticks came from turns taken a tenth of a millisecond at a
time. In its turn the GUI thread keeps the lock: the worker sees the turn taken before its next
chunk of events (a millisecond or two of search) and waits, without the lock, until it ends.

A turn is taken only around work that never waits for the worker (a batch folded and published,
a repaint), and a worker waits :data:`LONGEST_WAIT` at most, so no turn can hold a run up for
long, whatever happens in it. A turn lasts a few milliseconds of the GUI thread's work; one
that lasts longer is one whose thread the system has put aside (a busy machine), and the
search need not stand still meanwhile.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

LONGEST_WAIT = 0.05  # seconds a worker waits at most for the GUI thread's turn to end


class GuiTurn:
    """Taken by the GUI thread around an update of the window (turns may nest); waited for by
    a run's worker between two chunks of events."""

    def __init__(self) -> None:
        self._free = threading.Event()
        self._free.set()
        self._depth = 0  # turns taken and not yet given back; the GUI thread's alone

    @property
    def taken(self) -> bool:
        return not self._free.is_set()

    @contextmanager
    def turn(self) -> Iterator[None]:
        """The GUI thread's turn, for the time of the ``with`` block."""
        self._depth += 1
        if self._depth == 1:
            self._free.clear()
        try:
            yield
        finally:
            self._depth -= 1
            if self._depth == 0:
                self._free.set()

    def wait(self) -> None:
        """In the worker's thread: return at once, or once the GUI thread's turn has ended
        (or :data:`LONGEST_WAIT` has passed)."""
        if not self._free.is_set():
            self._free.wait(LONGEST_WAIT)


GUI_TURN = GuiTurn()
"""The window's: every run's worker waits for it (app/run/worker.py)."""
