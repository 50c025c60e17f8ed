"""How long Reset holds the window after a large run, and the largest pause while the old run
is let go (app/run/release.py frees it a slice at a time between the window's other work).

    .venv/bin/python benchmarks/reset_pause.py            # 3 runs of BFS on F to 2,000,000 nodes

Each run: BFS on F (its shipped seed) in the real window (offscreen) at full speed to the
engine's default node budget, then Reset clicked. It prints the time the click took (target:
at most 100 ms, a pause nobody notices), the largest gap between ticks of a 5 ms timer from
the click until everything is let go (target: at most 100 ms), and how long letting go took.
Before the gradual release the click took 0.8-2.1 s.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import tempfile
import time

from _common import header, median
from gui_throughput import KNIGHT, full_speed_window_choices, make_window
from PySide6.QtCore import QEventLoop, QTimer

from cavalo_gui.app.headless import use_offscreen_platform
from cavalo_gui.app.main import make_application
from cavalo_gui.reports.choices import RunChoices

TICK_MS = 5
TARGET_MS = 100


def _wait(condition, seconds: float) -> None:
    loop = QEventLoop()
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: condition() and loop.quit())
    timer.start()
    QTimer.singleShot(round(seconds * 1000), loop.quit)
    loop.exec()
    timer.stop()


def one_reset(window, settings) -> tuple[int, float, float, float]:
    """Run to the budget, then Reset: expansions, the click's ms, the largest gap's ms, and
    the seconds letting go took."""
    controller = window.controller
    controller.configure(settings)
    ended = []
    controller.run_finished.connect(ended.append)
    controller.run()
    _wait(lambda: bool(ended), 300)
    controller.run_finished.disconnect(ended.append)
    expanded = window.model.counters.expanded
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start()
    started = time.perf_counter()
    window.reset_action.trigger()
    clicked = time.perf_counter()
    _wait(lambda: window.model.release.pending == 0, 60)
    released = time.perf_counter()
    timer.stop()
    points = [started, *ticks]
    largest = max((b - a for a, b in itertools.pairwise(points)), default=clicked - started)
    return expanded, (clicked - started) * 1000, largest * 1000, released - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    options = parser.parse_args()
    use_offscreen_platform()
    make_application(sys.argv[:1])
    puzzle = KNIGHT.load_puzzle("F")
    setup = RunChoices(puzzle, "bfs")
    header(
        f"Reset after BFS on F (seed {puzzle.seed}) to {setup.limits.max_nodes:,} nodes",
        f"{options.repeats} runs",
    )
    print(f"{'run':<4} {'expanded':>9} {'click':>8} {'max gap':>8} {'let go in':>9}")
    clicks, gaps = [], []
    with tempfile.TemporaryDirectory() as scratch:
        window = make_window(scratch)
        settings = full_speed_window_choices(window, setup)
        for run in range(1, options.repeats + 1):
            expanded, click, gap, seconds = one_reset(window, settings)
            clicks.append(click)
            gaps.append(gap)
            print(f"{run:<4} {expanded:>9,} {click:>6.0f} ms {gap:>5.0f} ms {seconds:>7.2f} s")
        window.close()
    click, gap = median(clicks), median(gaps)
    verdict = "ok" if max(click, gap) <= TARGET_MS else "SLOW"
    print(
        f"median: click {click:.0f} ms, largest gap {gap:.0f} ms {verdict} (target {TARGET_MS} ms)"
    )


if __name__ == "__main__":
    main()
