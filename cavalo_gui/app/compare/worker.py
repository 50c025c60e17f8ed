"""The comparison batch in the background: :func:`reports.compare.compare` run in a QThread.

The batch blocks the thread it runs in (it waits for worker processes), so the worker is a
QObject whose one slot runs the whole batch; each result comes back as a queued signal to the
GUI thread. Cancelling sets a ``threading.Event`` that the batch checks every few expansions,
so it takes effect within a fraction of a second.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, Signal, Slot

from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.compare import DEFAULT_WORKERS, compare
from cavalo_gui.reports.run import RunResult


class CompareWorker(QObject):
    """Runs one batch of setups; ``result_ready(index, result)`` as each run ends, then
    ``batch_done(results)`` (the finished runs in setup order) or ``batch_failed(message)``."""

    result_ready = Signal(int, object)
    batch_done = Signal(object)
    batch_failed = Signal(str)

    def __init__(self, setups: list[RunChoices], workers: int = DEFAULT_WORKERS) -> None:
        super().__init__()
        self.setups = list(setups)
        self.workers = workers
        self.cancel_event = threading.Event()

    def cancel(self) -> None:
        """Ask the batch to stop; safe from any thread."""
        self.cancel_event.set()

    @property
    def cancelled(self) -> bool:
        return self.cancel_event.is_set()

    @Slot()
    def run(self) -> None:
        try:
            results = compare(
                self.setups,
                workers=self.workers,
                on_result=self._on_result,
                cancel=self.cancel_event,
            )
        except Exception as error:  # a setup the batch refused, a worker that failed to start
            self.batch_failed.emit(str(error) or type(error).__name__)
            return
        self.batch_done.emit(results)

    def _on_result(self, index: int, result: RunResult) -> None:
        self.result_ready.emit(index, result)
