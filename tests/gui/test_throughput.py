"""Issue 4/6: the window stays responsive while a search runs as fast as possible.

The wait runs a real ``QEventLoop`` (as ``app.exec()`` does), not a ``processEvents`` poll, so
the GUI thread sleeps between events the way it does in the application.
"""

from __future__ import annotations

import itertools
from time import perf_counter

from PySide6.QtCore import QEventLoop, QTimer

from cavalo_gui.app.run.controller import RunState

from .helpers import choose_problem, click, expanded

RUN_SECONDS = 3.0
LARGEST_GAP_SECONDS = 0.100
ATTEMPTS = 3  # a shared machine may deschedule the process now and then; a real stall fails all


def _largest_tick_gap(qtbot, window) -> float:
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(perf_counter()))
    loop = QEventLoop()
    QTimer.singleShot(round(RUN_SECONDS * 1000), loop.quit)
    timer.start()
    click(qtbot, window, window.run_action)
    loop.exec()
    timer.stop()
    assert window.controller.state is RunState.RUNNING
    # What is measured is the ticks; the stop only has to come (a loaded CI machine took
    # over 5 s once in a fresh-clone run of the whole suite).
    with qtbot.waitSignal(window.controller.run_finished, timeout=30_000):
        click(qtbot, window, window.stop_action)
    assert len(ticks) > 2  # the timer ran; how evenly is what the caller judges, and retries
    assert expanded(window) > 10_000
    click(qtbot, window, window.reset_action)
    return max(later - earlier for earlier, later in itertools.pairwise(ticks))


def test_a_10_ms_timer_keeps_ticking_during_a_full_speed_bfs_on_f(qtbot, window):
    choose_problem(window, "F")
    gaps = []
    for _attempt in range(ATTEMPTS):
        gaps.append(_largest_tick_gap(qtbot, window))
        if gaps[-1] < LARGEST_GAP_SECONDS:
            break
    assert min(gaps) < LARGEST_GAP_SECONDS, f"largest gaps {[round(g * 1000) for g in gaps]} ms"
