"""Tracing memory stops safely while a run's worker thread is starting: stopping it while the
thread's first call into Python waited for the GIL inside tracemalloc's hook crashed the whole
GUI test run (a segmentation fault in the search worker's thread, see ``traced_memory``). Run
in a process of its own, so that a crash fails this test only."""

from __future__ import annotations

from . import traced_memory
from .helpers import run_offscreen_script

ROUNDS = 60

SCRIPT = """
import importlib.util
import sys
import time
from pathlib import Path

from PySide6.QtWidgets import QApplication

from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.window.main_window import MainWindow

spec = importlib.util.spec_from_file_location("traced_memory", sys.argv[2])
traced = importlib.util.module_from_spec(spec)
spec.loader.exec_module(traced)

app = QApplication([])
window = MainWindow(AppSettings(Path(sys.argv[1]) / "settings.ini"))
window.show()
app.processEvents()
rounds = int(sys.argv[3])
for _ in range(rounds):
    with traced.traced_memory(window.controller):
        window.reset_action.trigger()
        window.step_action.trigger()  # a new worker thread: its first slot waits for the GIL
        held_until = time.perf_counter() + 0.002
        while time.perf_counter() < held_until:  # this thread keeps the GIL meanwhile
            pass
    app.processEvents()
print(rounds, "rounds", flush=True)
"""


def test_tracing_stops_safely_while_a_worker_thread_starts(tmp_path):
    done = run_offscreen_script(SCRIPT, str(tmp_path), traced_memory.__file__, str(ROUNDS))
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.splitlines() == [f"{ROUNDS} rounds"]
