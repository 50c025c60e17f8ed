"""Reset after a large run: the window lets the old run's objects go a slice at a time, its
own timers served in between, instead of freeing them all in the click (about a second after
BFS on F to its default budget)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QTimer

from cavalo_gui.app.run.release import SLICE
from cavalo_gui.domains.knight.catalog import load_puzzle

from .helpers import click, run_to_end, shown_expanded


def test_reset_after_a_large_run_lets_it_go_in_slices_between_the_windows_timers(qtbot, window):
    settings = replace(window.controller.choices, puzzle=load_puzzle("F", 1)).with_limits(
        max_expansions=20_000
    )
    window.controller.configure(settings)
    run_to_end(qtbot, window)
    assert len(window.model.recording) == 20_000
    release = window.model.release
    ticks: list[int] = []
    timer = QTimer()
    timer.setInterval(1)
    timer.timeout.connect(lambda: ticks.append(release.pending))

    click(qtbot, window, window.reset_action)
    left_at_the_click = release.pending
    timer.start()
    qtbot.waitUntil(lambda: release.pending == 0, timeout=20_000)
    timer.stop()

    assert len(window.model.recording) == 0 and window.model.open_list.nodes() == []
    qtbot.waitUntil(lambda: shown_expanded(window) == "0", timeout=3_000)
    assert left_at_the_click > 4 * SLICE  # the expansions and the open list's entries
    served_while_pending = [pending for pending in ticks if pending > 0]
    assert len(served_while_pending) >= 2, ticks[:10]
