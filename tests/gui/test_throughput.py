"""Issue 4/6: the window stays responsive while a search runs as fast as possible.

The wait runs a real ``QEventLoop`` (as ``app.exec()`` does), not a ``processEvents`` poll, so
the GUI thread sleeps between events the way it does in the application. What is asserted is
what happened (the GUI thread served its timer again and again while the search went on), never
how fast: the largest gap between ticks is a figure of ``benchmarks/gui_throughput.py``.
"""

from __future__ import annotations

from PySide6.QtCore import QEventLoop, QTimer

from cavalo_gui.app.run.controller import RunState

from .helpers import choose_problem, click, expanded

RUN_EXPANSIONS = 20_000
TIMES_SERVED_MID_RUN = 10  # a GUI thread blocked by the search serves the timer once or twice


def test_a_10_ms_timer_keeps_ticking_during_a_full_speed_bfs_on_f(qtbot, window):
    choose_problem(window, "F")
    served_at: list[int] = []  # the expansions the window showed at each tick
    loop = QEventLoop()

    def tick() -> None:
        served_at.append(expanded(window))
        if served_at[-1] >= RUN_EXPANSIONS:
            loop.quit()

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    window.controller.run_finished.connect(loop.quit)  # a run that ends early fails, not hangs
    click(qtbot, window, window.run_action)
    loop.exec()
    timer.stop()
    assert window.controller.state is RunState.RUNNING  # ticks came while it ran
    with qtbot.waitSignal(window.controller.run_finished, timeout=60_000):
        click(qtbot, window, window.stop_action)
    mid_run = {count for count in served_at if 0 < count < RUN_EXPANSIONS}
    assert len(mid_run) >= TIMES_SERVED_MID_RUN, f"the timer was served at {sorted(mid_run)}"
