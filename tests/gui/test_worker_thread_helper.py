"""The one helper for a worker in a thread of its own: its first slot runs in that thread, not
the GUI thread; ending it waits for the thread, and lets the worker go unless it is kept for
its result."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QObject, QThread, Signal, Slot

from cavalo_gui.app.worker_thread import WorkerThread


class _Worker(QObject):
    done = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.ran_in: QThread | None = None

    @Slot()
    def run(self) -> None:
        self.ran_in = QThread.currentThread()
        self.done.emit()


def test_the_entry_runs_in_the_workers_thread_and_end_waits_for_it(qtbot):
    worker = _Worker()
    background = WorkerThread(worker, worker.run, "helper-test")
    with qtbot.waitSignal(worker.done, timeout=5000):
        background.start()
    assert worker.ran_in is background.thread and background.thread.objectName() == "helper-test"
    assert worker.ran_in is not QThread.currentThread()
    background.end(let_go=False)
    assert not background.running and shiboken6.isValid(worker)


def test_end_lets_the_worker_finish_its_own_loop_when_asked_to(qtbot):
    worker = _Worker()
    background = WorkerThread(worker, worker.run, "helper-test")
    asked = []
    with qtbot.waitSignal(worker.done, timeout=5000):
        background.start()
    background.end(finish=lambda: (asked.append(True), background.thread.quit()))
    assert asked == [True] and not background.thread.isRunning()
