"""A user's Python module imported off the GUI thread: a module that hangs as it imports (an
endless loop, a wait for input) leaves the window live, and after a moment a dialog offers
to stop waiting. Python cannot stop a thread, so the import goes on unheeded in the
background (a daemon thread, gone with the process) and its result, if it ever comes, is
dropped."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from PySide6.QtCore import QEventLoop, QObject, Qt, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

T = TypeVar("T")

QUIET_SECONDS = 0.25
"""How long the window waits, its input held, before it shows the dialog: a module that
imports at once (nearly all) shows none."""


@dataclass
class Imported(Generic[T]):
    """What came of the import: its value, the error it raised, or the user stopped waiting."""

    value: T | None = None
    error: BaseException | None = None
    cancelled: bool = False


class _Finished(QObject):
    """Carries the background thread's end to the GUI thread (a queued signal)."""

    done = Signal()


def import_off_the_gui_thread(
    parent: QWidget, work: Callable[[], T], waiting: str, stop: str
) -> Imported[T]:
    """``work()`` (an import) run in a thread of its own; the window's events served while
    it runs, with a modal dialog saying ``waiting`` and a ``stop`` button if it takes longer
    than a moment."""
    imported: Imported[T] = Imported()
    finished = _Finished()
    loop = QEventLoop()
    finished.done.connect(loop.quit, Qt.ConnectionType.QueuedConnection)

    def run() -> None:
        try:
            imported.value = work()
        except BaseException as error:  # handed back to the GUI thread
            imported.error = error
        finished.done.emit()

    thread = threading.Thread(target=run, name="cavalo-import", daemon=True)
    thread.start()
    thread.join(QUIET_SECONDS)
    if not thread.is_alive():
        return imported
    dialog = QProgressDialog(waiting, stop, 0, 0, parent)
    dialog.setObjectName("module_import_wait")
    dialog.setWindowTitle(waiting)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(0)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)

    def give_up() -> None:
        imported.cancelled = True
        loop.quit()

    dialog.canceled.connect(give_up)
    dialog.show()
    loop.exec()  # until the thread's signal, queued even if it ended meanwhile, or Stop
    dialog.canceled.disconnect(give_up)
    dialog.close()
    dialog.deleteLater()
    if imported.cancelled:
        return Imported(cancelled=True)
    return imported
