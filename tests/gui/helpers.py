"""Driving the real window the way a user does: choose, click, wait for real signals."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QSize, Qt

from cavalo_gui.app.window.main_window import MainWindow
from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.limits import RunControl
from cavalo_gui.engine.search import Search

RUN_TIMEOUT_MS = 20_000
ROOT = Path(__file__).resolve().parents[2]


def click(qtbot, window: MainWindow, action) -> None:
    """Click the toolbar button of ``action``."""
    button = window.toolbar.widgetForAction(action)
    assert button is not None and button.isEnabled(), action.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def choose(window: MainWindow, combo: str, data: object) -> None:
    assert window.panel.select(combo, data), f"{combo} has no {data!r}"


def choose_problem(window: MainWindow, name: str, domain: str = "knight") -> None:
    """Pick the shipped problem ``name`` of ``domain`` in the problem selector."""
    assert window.panel.select_problem(name, domain), f"no problem {domain}/{name}"


def expanded(window: MainWindow) -> int:
    return window.model.counters.expanded


def shown_expanded(window: MainWindow) -> str:
    """The expanded counter as the statistics panel shows it."""
    return window.stats.value("expanded")


def run_to_end(qtbot, window: MainWindow):
    """Click Run and wait for the run's final event; returns it."""
    with qtbot.waitSignal(window.controller.run_finished, timeout=RUN_TIMEOUT_MS) as blocker:
        click(qtbot, window, window.run_action)
    window.model.publish()
    return blocker.args[0]


def start_run(qtbot, window: MainWindow, problem: str = "F", past: int = 500) -> None:
    """Choose ``problem``, click Run and wait until the run has expanded more than ``past``
    nodes (F at full speed runs far longer than any test waits)."""
    choose_problem(window, problem)
    click(qtbot, window, window.run_action)
    qtbot.waitUntil(lambda: expanded(window) > past, timeout=10_000)


def type_into(qtbot, box, text: str) -> None:
    """Select the field's text, type ``text`` over it key by key and press Enter."""
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, text)
    qtbot.keyClick(box, Qt.Key.Key_Return)


def headless_search(
    name: str,
    algorithm: str,
    heuristic: str | None = None,
    control: RunControl | None = None,
    seed: int | None = None,
) -> Search:
    """The same search as the window's, without the window: what the window must show."""
    problem = KnightProblem(load_puzzle(name, seed))
    return start_search(algorithm, problem, problem.heuristics().get(heuristic), control)


def run_offscreen_script(script: str, *arguments: str) -> subprocess.CompletedProcess:
    """Run ``script`` in a Python of its own (offscreen, with faulthandler), for a test of a
    crash that would end this process: its exit status, standard output and error."""
    return subprocess.run(
        [sys.executable, "-X", "faulthandler", "-c", script, *arguments],
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )


@contextmanager
def window_at(qtbot, window: MainWindow, size: QSize, zoom: int) -> Iterator[None]:
    """The window at ``zoom`` percent and ``size``, as on a screen of that size; back to 100%
    afterwards, whatever the test found."""
    window.view_options.set_zoom(zoom)
    try:
        window.resize(size)
        qtbot.waitUntil(lambda: window.size() == size, timeout=2_000)
        yield
    finally:
        window.view_options.set_zoom(100)
