"""A worker object in a QThread of its own: set up, started, ended and torn down in one place,
for the window's search, the inspector's exact searches and the comparison's batch.

The worker is a ``QObject`` moved to the thread; ``entry`` is its first slot, run in the
thread when it starts. The worker's other slots, connected from the GUI thread, are queued and
run in the thread between its own work, so a worker that keeps an event loop (the search's
pacing timer) takes Step, Pause and Stop there. :meth:`WorkerThread.end` asks it to finish,
waits for the thread and lets both objects go.

Why not superqt's ``thread_worker`` / ``GeneratorWorker``: they are ``QRunnable`` tasks in the
global thread pool whose loop drives the generator itself, one ``yielded`` signal per value,
and pauses by polling every 10 ms. The worker's thread then has no event loop of its own: no
timer paces a run at a chosen speed, no slot lands between two expansions (Step is exactly
one expansion, Stop takes effect before the next), and batching a slice's events into one
signal at full speed would be a layer on top. Our workers need all three.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QThread


class WorkerThread:
    """``worker`` moved to a new thread named ``name``, whose start runs ``entry``."""

    def __init__(
        self, worker: QObject, entry: Callable[[], None], name: str, parent: QObject | None = None
    ) -> None:
        self.worker = worker
        self.thread = QThread(parent)
        self.thread.setObjectName(name)
        worker.moveToThread(self.thread)
        self.thread.started.connect(entry)

    def start(self) -> None:
        self.thread.start()

    @property
    def running(self) -> bool:
        return self.thread.isRunning()

    def end(self, finish: Callable[[], None] | None = None, let_go: bool = True) -> None:
        """End the thread and wait for it: ``finish`` asks the worker to end its thread's
        event loop itself (after freeing what it holds, in its own thread); without it the
        loop is told to quit once the worker's current slot returns. ``let_go`` deletes the
        worker and the thread afterwards (keep them to read a result the worker holds)."""
        if finish is None:
            self.thread.quit()
        else:
            finish()
        self.thread.wait()
        if let_go:
            self.worker.deleteLater()
            self.thread.deleteLater()
