"""Let the GUI thread work without fighting the worker thread for Python's GIL.

PySide6 releases the GIL around every Qt call, and takes it again for every call back into
Python, including the check for a Python override that precedes each virtual call on a widget
made from Python (paint, size hints, events). While the worker thread runs Python flat out,
each of those takes waits for the interpreter's switch interval (5 ms), so a repaint of the
window that makes a hundred such calls would take half a second.

Instead the worker runs only while the GUI thread sleeps. A courtesy gate closes when the GUI
thread's event loop wakes up (``awake``) and opens when it is about to sleep again
(``aboutToBlock``); the worker, which looks at the gate between chunks of expansions, waits
there (without the GIL) while it is closed. ``gui_turn`` closes it explicitly around work
started outside the event loop. Whatever the GUI does, the worker is never held back for more
than :data:`LONGEST_HOLD_SECONDS` at a time: after that it runs on until the next closing.

The interpreter's switch interval is also shortened (:data:`SWITCH_INTERVAL_SECONDS`) once a
run is followed: every call back into Python from a Qt call then waits at most half a
millisecond for the worker to let go of the GIL, instead of five. Measured with BFS on F at
full speed: the largest gap between 10 ms timer ticks fell from ~190 ms to ~70 ms, with as many
expansions per second; what remains is mostly the engine growing its tables (one resize of a
dict of 700,000 states holds the GIL for ~40 ms).
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from time import monotonic

from PySide6.QtCore import QAbstractEventDispatcher, QThread

LONGEST_HOLD_SECONDS = 0.1  # never hold the search back for longer, whatever the GUI does
SWITCH_INTERVAL_SECONDS = 0.0005


class GuiPriority:
    """A courtesy gate: closed while the GUI thread works, the worker waits at it."""

    def __init__(self) -> None:
        self._gui_idle = threading.Event()
        self._gui_idle.set()
        self._closed_at = 0.0
        self._depth = 0  # only touched by the GUI thread
        self._dispatcher: QAbstractEventDispatcher | None = None

    def follow_event_loop(self) -> None:
        """Close the gate whenever the calling (GUI) thread's event loop wakes, open it when
        the loop is about to block; idempotent, called when a run starts."""
        sys.setswitchinterval(SWITCH_INTERVAL_SECONDS)
        dispatcher = QAbstractEventDispatcher.instance(QThread.currentThread())
        if dispatcher is None or dispatcher is self._dispatcher:
            return
        self._dispatcher = dispatcher
        dispatcher.awake.connect(self._close)
        dispatcher.aboutToBlock.connect(self._open_unless_held)

    def _close(self) -> None:
        if self._gui_idle.is_set():
            self._closed_at = monotonic()
            self._gui_idle.clear()

    def _open_unless_held(self) -> None:
        if self._depth == 0:
            self._gui_idle.set()

    @contextmanager
    def gui_turn(self) -> Iterator[None]:
        """Keep the gate closed for the duration (nesting is fine)."""
        self._depth += 1
        self._close()
        try:
            yield
        finally:
            self._depth -= 1
            if self._depth == 0 and self._dispatcher is None:
                self._gui_idle.set()

    def wait_for_gui(self) -> None:
        """Called by the worker between chunks of expansions: waits (without the GIL) while
        the GUI works, and at most until the gate has been closed for the longest hold."""
        if self._gui_idle.is_set():
            return
        left = LONGEST_HOLD_SECONDS - (monotonic() - self._closed_at)
        if left > 0:
            self._gui_idle.wait(left)


PRIORITY = GuiPriority()
"""The one gate of the application (one GUI thread, one search at a time)."""
