"""Issue 14: the window's search runs in the worker's QThread, in the window's process, and a
stop lands before the search's next expansion even in the middle of a full-speed slice."""

from __future__ import annotations

import multiprocessing
import os
import re
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QThread

import cavalo_gui
from cavalo_gui.app.run import worker as worker_module
from cavalo_gui.domains.catalogues import render
from cavalo_gui.engine.algorithms import ALGORITHMS
from cavalo_gui.engine.algorithms.bfs import breadth_first
from cavalo_gui.engine.events import Outcome
from cavalo_gui.engine.search import Search
from cavalo_gui.reports.choices import AS_FAST_AS_POSSIBLE

from .conftest import PLATFORM_NOISE
from .helpers import click, expanded

LONG_SLICE_SECONDS = 60.0  # longer than any test waits: only the direct stop flag can end it


def _watch_bfs(monkeypatch) -> tuple[list[Search], set[QThread]]:
    """Register a BFS that notes its search and the thread each of its steps runs in."""
    searches: list[Search] = []
    threads: set[QThread] = set()

    def watched(search: Search, **parameters):
        searches.append(search)
        for event in breadth_first(search, **parameters):
            threads.add(QThread.currentThread())
            yield event

    monkeypatch.setitem(ALGORITHMS, "bfs", replace(ALGORITHMS["bfs"], run=watched))
    return searches, threads


def _prepare(qtbot, window, problem: str, speed: float) -> None:
    """Choose the problem and speed, and wait until the run's worker thread is ready."""
    assert window.panel.select_problem(problem)
    window.panel.set_speed(speed)
    controller = window.controller
    qtbot.waitUntil(
        lambda: controller.worker_thread is not None and controller.worker_thread.isRunning(),
        timeout=5000,
    )


def test_the_algorithm_runs_in_the_workers_thread_at_every_speed(qtbot, window, monkeypatch):
    _searches, threads = _watch_bfs(monkeypatch)
    _prepare(qtbot, window, "D", 200)
    worker_thread = window.controller.worker_thread
    click(qtbot, window, window.step_action)  # one expansion
    qtbot.waitUntil(lambda: expanded(window) == 1)
    click(qtbot, window, window.run_action)  # a finite speed: a timer in the worker's thread
    qtbot.waitUntil(lambda: expanded(window) > 5, timeout=5000)
    window.panel.set_speed(AS_FAST_AS_POSSIBLE)  # slices
    with qtbot.waitSignal(window.controller.run_finished, timeout=20_000) as blocker:
        pass
    assert blocker.args[0].outcome is Outcome.SOLVED
    assert threads == {worker_thread}
    assert worker_thread is not QThread.currentThread()
    assert multiprocessing.active_children() == []


def test_stop_lands_before_the_next_expansion_in_the_middle_of_a_slice(qtbot, window, monkeypatch):
    """With slices far longer than the test, the worker takes no queued command until the
    search ends: the stop flag the GUI thread sets is what ends it. At most the expansion
    under way when it was set completes; none starts after it."""
    monkeypatch.setattr(worker_module, "SLICE_SECONDS", LONG_SLICE_SECONDS)
    searches, _threads = _watch_bfs(monkeypatch)
    _prepare(qtbot, window, "F", AS_FAST_AS_POSSIBLE)
    click(qtbot, window, window.run_action)
    qtbot.waitUntil(lambda: bool(searches) and searches[0].expanded > 2000, timeout=10_000)
    search = searches[0]
    assert window.controller.worker.control is search.control
    assert expanded(window) == 0  # still in its first slice: nothing sent yet
    expanded_when_stopped: list[int] = []
    request_stop = search.control.request_stop

    def noted_stop() -> None:
        request_stop()
        if not expanded_when_stopped:
            expanded_when_stopped.append(search.expanded)

    monkeypatch.setattr(search.control, "request_stop", noted_stop)
    with qtbot.waitSignal(window.controller.run_finished, timeout=5000) as blocker:
        click(qtbot, window, window.stop_action)
    final = blocker.args[0]
    assert final.outcome is Outcome.LIMIT and render(final.reason) == "stopped by the user"
    assert expanded_when_stopped[0] <= final.counters.expanded <= expanded_when_stopped[0] + 1
    assert window.model.counters.expanded == final.counters.expanded


def test_the_gil_changes_hands_often_while_a_run_goes_and_as_before_after(qtbot, window):
    before = sys.getswitchinterval()
    _prepare(qtbot, window, "F", AS_FAST_AS_POSSIBLE)
    click(qtbot, window, window.run_action)
    assert sys.getswitchinterval() == pytest.approx(worker_module.RUN_SWITCH_INTERVAL)
    qtbot.waitUntil(lambda: expanded(window) > 0, timeout=10_000)
    click(qtbot, window, window.pause_action)
    assert sys.getswitchinterval() == pytest.approx(before)
    click(qtbot, window, window.run_action)
    with qtbot.waitSignal(window.controller.run_finished, timeout=5000):
        click(qtbot, window, window.stop_action)
    assert sys.getswitchinterval() == pytest.approx(before)


CLOSE_MID_RUN_SCRIPT = """
import sys
from PySide6.QtCore import QTimer
from cavalo_gui.app.main import make_application
from cavalo_gui.app.window.main_window import MainWindow
from cavalo_gui.app.settings import AppSettings

app = make_application([])
window = MainWindow(AppSettings(sys.argv[1]))
window.show()
window.panel.select_problem("F")
window.panel.set_speed(0.0)

def close_when_running():
    if window.model.counters.expanded > 0:
        print(window.controller.state.value, flush=True)
        window.close()
        app.quit()

window.controller.run()
poll = QTimer()
poll.timeout.connect(close_when_running)
poll.start(10)
sys.exit(app.exec())
"""


def test_closing_the_window_mid_run_exits_0_without_a_qt_warning(tmp_path):
    done = subprocess.run(
        [sys.executable, "-c", CLOSE_MID_RUN_SCRIPT, str(tmp_path / "settings.ini")],
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        capture_output=True,
        text=True,
        timeout=60,
    )
    said = [
        line
        for line in done.stderr.splitlines()
        if not any(noise in line for noise in PLATFORM_NOISE)
    ]
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["running"]
    assert said == []


def test_no_module_swaps_the_main_module():
    """Children of the comparison's pool start as the standard library starts them: nothing
    shows them a stand-in for the caller's main script."""
    package = Path(cavalo_gui.__file__).parent
    swapping = re.compile(
        r"""sys\.modules\[\s*["']__main__["']\s*\]\s*=|setitem\(\s*sys\.modules"""
    )
    offenders = [
        str(path.relative_to(package))
        for path in package.rglob("*.py")
        if swapping.search(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []
