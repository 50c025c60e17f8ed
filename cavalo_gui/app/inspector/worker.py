"""The inspector's background work: the exact searches for h* run in their own QThread, never
in the GUI thread, within a node budget, and stop when cancelled.

This thread is the inspector's, not the run's: the window's search keeps its own worker
(``app/run/worker.py``). The inspection reads only the nodes the run already expanded.
"""

from __future__ import annotations

from time import perf_counter, sleep

from PySide6.QtCore import QObject, Signal, Slot

from cavalo_gui.app.worker_thread import WorkerThread
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.problem import Heuristic, Problem
from cavalo_gui.reports.heuristic_inspection import InspectedNode, Inspection

PROGRESS_SECONDS = 0.05  # the window hears of progress at most this often
YIELD_EVERY = 16  # nodes between two moments the GIL is offered to the GUI thread


class InspectionWorker(QObject):
    """Builds the inspection of ``nodes`` and computes their h*, saying how far it got."""

    progressed = Signal(int)  # nodes settled so far
    finished = Signal()

    def __init__(
        self,
        problem: Problem,
        heuristic: Heuristic,
        nodes: list[Node],
        exact_name: str,
        budgets: tuple[int, int],
    ) -> None:
        super().__init__()
        self._making = (problem, heuristic, nodes, exact_name)
        self.inspection: Inspection | None = None  # made in the worker's thread
        self.budgets = budgets
        self.cancelled = False  # set from the GUI thread: read between exact searches' nodes
        self.settled = 0
        self._asked = 0
        self._told_at = 0.0

    @Slot()
    def run(self) -> None:
        per_state, total = self.budgets
        self.inspection = Inspection.of_nodes(*self._making)
        self.inspection.compute(per_state, total, self._cancelled, self._on_settled)
        self.progressed.emit(self.settled)
        self.finished.emit()

    def _cancelled(self) -> bool:
        """Whether to stop; every few nodes it also lets the GUI thread take the GIL, which a
        pure-Python search would otherwise hold for its whole switch interval at each turn."""
        self._asked += 1
        if self._asked % YIELD_EVERY == 0:
            sleep(0)
        return self.cancelled

    def _on_settled(self, _node: InspectedNode) -> None:
        self.settled += 1
        now = perf_counter()
        if now - self._told_at >= PROGRESS_SECONDS:
            self._told_at = now
            self.progressed.emit(self.settled)


class InspectionThread(QObject):
    """One inspection at a time in its own thread; ``cancel`` ends it within one node."""

    progressed = Signal(int)
    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.background: WorkerThread | None = None
        self.worker: InspectionWorker | None = None  # kept after its end: its inspection

    @property
    def running(self) -> bool:
        return self.background is not None and self.background.running

    def start(self, worker: InspectionWorker) -> None:
        """Run ``worker`` in a new thread (after ending the one before)."""
        self.cancel()
        background = WorkerThread(worker, worker.run, "inspector")
        worker.progressed.connect(self.progressed)
        worker.finished.connect(self._on_finished)
        worker.finished.connect(background.thread.quit)
        self.background, self.worker = background, worker
        background.start()

    def _on_finished(self) -> None:
        self.finished.emit()

    def cancel(self) -> None:
        """Ask the work to stop and wait for its thread (it stops within one node)."""
        if self.worker is not None:
            self.worker.cancelled = True
        if self.background is not None:
            self.background.end(let_go=False)
        self.background = None
