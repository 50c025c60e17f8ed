"""Side by side, four runs racing on F: how fluid the window stays (issue 38).

    .venv/bin/python benchmarks/race_throughput.py [--repeats 1] [--budget 300000] [--seed 1]

The real main window (offscreen) on problem F (``--seed``) with a node budget of ``--budget``
(issue 38's race: 300,000), Run > Side by side with four runs (BFS, uniform cost, A* and greedy
best-first with the app's default heuristic), Race clicked. While the four workers run, a 10 ms
QTimer in the GUI thread notes its ticks; the script prints the race's wall time, the 50th and
99th percentiles and the largest of the gaps between ticks (targets: 99th percentile at most
100 ms, largest at most 200 ms) and the GUI thread's CPU time during the race (what drawing the
four lanes costs; the workers take turns with it for Python's lock).
"""

from __future__ import annotations

import argparse
import itertools
import math
import tempfile
import time
from dataclasses import replace

from _common import header, median
from gui_throughput import KNIGHT, TICK_MS, make_window
from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

from cavalo_gui.app.headless import use_offscreen_platform
from cavalo_gui.app.main import make_application
from cavalo_gui.engine.limits import Limits

P99_TARGET_MS = 100.0
LARGEST_TARGET_MS = 200.0
ALGORITHMS = ("bfs", "ucs", "astar", "greedy")


def percentile(values: list[float], percent: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, math.ceil(percent / 100 * len(ordered)) - 1)]


def one_race(scratch: str, seed: int, budget: int) -> tuple[float, list[float], float]:
    """The race's wall seconds, its tick gaps in ms and the GUI thread's CPU seconds."""
    window = make_window(scratch)
    settings = window.controller.choices
    window.controller.configure(
        replace(
            settings,
            puzzle=KNIGHT.load_puzzle("F", seed),
            algorithm="bfs",
            limits=Limits(max_nodes=budget, max_seconds=None, max_expansions=None),
        )
    )
    window.model.publish()
    window.side_by_side.action.trigger()
    race = window.side_by_side.opened
    race.set_run_count(len(ALGORITHMS))
    for lane, algorithm in zip(race.lanes, ALGORITHMS, strict=True):
        lane.chooser.select(algorithm)
    pause = QEventLoop()
    QTimer.singleShot(300, pause.quit)
    pause.exec()
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    loop = QEventLoop()
    watch = QTimer()
    watch.setInterval(50)
    watch.timeout.connect(lambda: loop.quit() if race.all_ended else None)
    timer.start()
    watch.start()
    gui_started = time.thread_time()
    started = time.perf_counter()
    race.bar.race_button.click()
    loop.exec()
    seconds = time.perf_counter() - started
    gui_seconds = time.thread_time() - gui_started
    timer.stop()
    watch.stop()
    gaps = [(later - earlier) * 1000 for earlier, later in itertools.pairwise(ticks)]
    race.shutdown()
    window.close()
    QCoreApplication.processEvents()
    return seconds, gaps, gui_seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=1)
    parser.add_argument("--budget", type=int, default=300_000)
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args()
    use_offscreen_platform()
    make_application()
    header(
        f"Side by side: {', '.join(ALGORITHMS)} racing on F seed {options.seed}, "
        f"{options.budget:,}-node budget, in the window (offscreen)",
        f"{options.repeats} race(s)",
    )
    rows = []
    with tempfile.TemporaryDirectory(prefix="cavalo-race-") as scratch:
        for _ in range(options.repeats):
            seconds, gaps, gui_seconds = one_race(scratch, options.seed, options.budget)
            rows.append((seconds, percentile(gaps, 50), percentile(gaps, 99), max(gaps, default=0)))
            print(
                f"race {seconds:6.1f} s; tick gaps p50 {rows[-1][1]:.0f} ms, p99 {rows[-1][2]:.0f} "
                f"ms, largest {rows[-1][3]:.0f} ms; GUI thread CPU {gui_seconds:.1f} s "
                f"({gui_seconds / seconds:.0%})",
                flush=True,
            )
    p99 = median([row[2] for row in rows])
    largest = median([row[3] for row in rows])
    print(
        f"median: p99 {p99:.0f} ms {'ok' if p99 <= P99_TARGET_MS else 'HIGH'} "
        f"(target <= {P99_TARGET_MS:.0f}), largest {largest:.0f} ms "
        f"{'ok' if largest <= LARGEST_TARGET_MS else 'HIGH'} (target <= {LARGEST_TARGET_MS:.0f})"
    )


if __name__ == "__main__":
    main()
