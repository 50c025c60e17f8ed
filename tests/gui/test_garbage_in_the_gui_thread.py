"""Cyclic garbage is collected in the GUI thread only. Collected in the search worker's thread
(the thread that happened to allocate when a collection was due), a closed window's widgets
were freed there, and their deletion, handed back to the GUI thread, crashed the process on
objects Qt had deleted already (a segfault in the GUI suite, in a window's close)."""

from __future__ import annotations

import gc
import threading
import weakref

from PySide6.QtWidgets import QWidget

from cavalo_gui.app.main import make_application


def test_a_cycle_of_widgets_dropped_while_another_thread_allocates_is_freed_in_the_gui_thread(
    qtbot,
):
    make_application()
    freed_in: list[str] = []

    class Holder:
        """A Python object in a reference cycle with a widget, as a closed pane's slots are."""

    holder = Holder()
    holder.widget = QWidget()
    holder.widget.holder = holder  # the cycle
    weakref.finalize(holder, lambda: freed_in.append(threading.current_thread().name))
    del holder

    kept: list[list[int]] = []

    def allocate() -> None:  # far past the collector's thresholds, as a search's nodes are
        kept.extend([index] for index in range(50_000))

    worker = threading.Thread(target=allocate, name="allocating")
    worker.start()
    worker.join()
    assert not gc.isenabled()
    qtbot.waitUntil(lambda: bool(freed_in), timeout=5_000)
    assert freed_in == [threading.main_thread().name]
