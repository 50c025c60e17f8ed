"""Let the GUI thread paint without fighting the worker thread for Python's GIL.

PySide6 releases the GIL around every Qt call. While the worker thread runs Python flat out,
each time the GUI thread wants the GIL back it waits for the interpreter's switch interval
(5 ms), so a paint that makes hundreds of Qt calls from Python would take seconds. Instead,
the GUI thread marks the stretches where it works (``with priority.gui_turn():``), and the
worker, which checks between expansions, waits (without the GIL) until the GUI is done.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from time import sleep

LONGEST_WAIT_SECONDS = 0.1  # never block the search for longer, whatever the GUI does
YIELD_EVERY = 16  # expansions between two offers of the GIL to the GUI thread


class GuiPriority:
    """A courtesy gate: closed while the GUI thread works, the worker waits at it."""

    def __init__(self) -> None:
        self._gui_idle = threading.Event()
        self._gui_idle.set()
        self._depth = 0  # only touched by the GUI thread
        self._calls = 0  # only touched by the worker thread

    @contextmanager
    def gui_turn(self) -> Iterator[None]:
        """Close the gate for the duration (nesting is fine)."""
        self._depth += 1
        self._gui_idle.clear()
        try:
            yield
        finally:
            self._depth -= 1
            if self._depth == 0:
                self._gui_idle.set()

    def wait_for_gui(self) -> None:
        """Called by the worker between expansions: waits while the GUI works, and now and
        then lets go of the GIL so that a GUI thread waiting for it gets it at once rather than
        after the interpreter's switch interval."""
        if not self._gui_idle.is_set():
            self._gui_idle.wait(LONGEST_WAIT_SECONDS)
            return
        self._calls += 1
        if self._calls % YIELD_EVERY == 0:
            sleep(0)


PRIORITY = GuiPriority()
"""The one gate of the application (one GUI thread, one search at a time)."""
