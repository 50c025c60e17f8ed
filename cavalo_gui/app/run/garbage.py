"""Python's cyclic garbage collector, run in the GUI thread only and never over a run's nodes.

Two hazards meet here. Left automatic, the collector runs in whichever thread allocates when a
collection is due, often the search worker's: it freed a closed window's widgets there, and
their deletion, handed back to the GUI thread, crashed the process (a segfault in a window's
close). And a full collection walks every object alive: after BFS on F to its default budget
the window holds 7.7 million, and one full collection took 5-12 s. So automatic collection is
off; a timer in the GUI thread collects each generation when its threshold says (as the
interpreter would), and after a full collection the survivors are frozen (``gc.freeze``): the
next full collection walks only what was made since. The search worker freezes what is alive
after each slice of a run (``app/run/worker.py``), so no collection here walks a run's nodes;
they form no cycle and are freed by reference counting when the run is reset.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 500


class GuiThreadCollector(QObject):
    """Collects cyclic garbage from the GUI thread's event loop, a generation at a time."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thresholds = gc.get_threshold()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.collect_due)
        self._timer.start()

    def collect_due(self) -> int:
        """Collect the generations whose thresholds are passed; the oldest collected, or -1."""
        young, middle, old = gc.get_count()
        first, second, third = self._thresholds
        if young <= first:
            return -1
        if middle < second:
            gc.collect(0)
            return 0
        if old < third:
            gc.collect(1)
            return 1
        gc.collect(2)
        gc.freeze()  # long-lived now: the next full collection skips them
        return 2
