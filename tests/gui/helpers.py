"""Driving the real window the way a user does: choose, click, wait for real signals."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cavalo_gui.app.main_window import MainWindow

RUN_TIMEOUT_MS = 20_000


def click(qtbot, window: MainWindow, action) -> None:
    """Click the toolbar button of ``action``."""
    button = window.toolbar.widgetForAction(action)
    assert button is not None and button.isEnabled(), action.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def choose(window: MainWindow, combo: str, data: object) -> None:
    assert window.panel.select(combo, data), f"{combo} has no {data!r}"


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
    choose(window, "problem", problem)
    click(qtbot, window, window.run_action)
    qtbot.waitUntil(lambda: expanded(window) > past, timeout=10_000)
