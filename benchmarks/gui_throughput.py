"""The window at full speed against the engine alone: throughput ratio and GUI responsiveness.

    .venv/bin/python benchmarks/gui_throughput.py                 # 3 runs each (about 1 min)
    .venv/bin/python benchmarks/gui_throughput.py --default-budgets

For BFS on F (seed 1), stopped at 200,000 expansions, it prints the median of several runs of:

- headless: generated nodes per second while every event is drawn from ``Search.events()``;
- GUI: the same run started from the real main window (offscreen) at "as fast as possible",
  through the app's worker thread, with the board, chart, statistics and open list live; the
  rate is generated nodes over the wall time from Run to the window receiving the final event;
- the ratio of the two (target: at least 70%);
- the largest gap between two ticks of a 10 ms QTimer in the GUI thread during the GUI run
  (target: at most 50 ms), and the 99th percentile of the gaps.

``--default-budgets`` instead runs BFS on F in the window with the panel's default budgets
(issue 7: it must end with outcome ``limit``, not an out-of-memory kill) and prints the outcome,
the reason, the counters, the time and the peak resident memory of the process.
"""

from __future__ import annotations

import argparse
import itertools
import os
import resource
import statistics
import sys
import tempfile
import time
from dataclasses import replace

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from _common import header, median, repeat_runs
from PySide6.QtCore import QEventLoop, QTimer

from cavalo_gui.app.main import make_application
from cavalo_gui.app.main_window import MainWindow
from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.worker import AS_FAST_AS_POSSIBLE
from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.events import Finished
from cavalo_gui.engine.limits import Limits, RunControl

EXPANSIONS = 200_000
RATIO_TARGET = 0.70
GAP_TARGET_MS = 50.0
TICK_MS = 10


def headless_rate(seed: int, repeats: int) -> float:
    limits = Limits(max_nodes=None, max_seconds=None, max_expansions=EXPANSIONS)

    def make():
        problem = KnightProblem(load_puzzle("F", seed))
        return start_search("bfs", problem, None, RunControl(limits))

    return median([run.rate for run in repeat_runs(make, repeats)])


class GuiRun:
    """One run in the real window: the final event, the wall time and the timer's ticks."""

    def __init__(self, window: MainWindow, settings) -> None:
        self.final: Finished | None = None
        self.ticks: list[float] = []
        loop = QEventLoop()
        timer = QTimer()
        timer.setInterval(TICK_MS)
        timer.timeout.connect(lambda: self.ticks.append(time.perf_counter()))
        controller = window.controller

        def finished(final: Finished) -> None:
            self.final = final
            self.seconds = time.perf_counter() - self.started
            loop.quit()

        controller.run_finished.connect(finished)
        controller.configure(settings)
        window.model.publish()
        timer.start()
        self.started = time.perf_counter()
        controller.run()
        loop.exec()
        timer.stop()
        controller.run_finished.disconnect(finished)

    @property
    def rate(self) -> float:
        assert self.final is not None
        return self.final.counters.generated / self.seconds

    @property
    def gaps_ms(self) -> list[float]:
        return [(b - a) * 1000 for a, b in itertools.pairwise(self.ticks)]


def make_window(scratch: str) -> MainWindow:
    window = MainWindow(AppSettings(os.path.join(scratch, "settings.ini")))
    window.show()
    make_application().processEvents()
    return window


def throughput(options) -> None:
    header(
        f"GUI throughput: BFS on F seed {options.seed} to {EXPANSIONS:,} expansions",
        f"{options.repeats} runs each, headless and in the window (offscreen)",
    )
    headless = headless_rate(options.seed, options.repeats)
    with tempfile.TemporaryDirectory() as scratch:
        window = make_window(scratch)
        base = window.controller.settings
        settings = replace(
            base,
            puzzle=load_puzzle("F", options.seed),
            algorithm="bfs",
            max_nodes=None,
            max_seconds=None,
            max_expansions=EXPANSIONS,
            speed=AS_FAST_AS_POSSIBLE,
        )
        runs = [GuiRun(window, settings) for _ in range(options.repeats)]
        window.close()
    gui = median([run.rate for run in runs])
    largest = median([max(run.gaps_ms) for run in runs])
    p99 = median([statistics.quantiles(run.gaps_ms, n=100)[98] for run in runs])
    ratio = gui / headless
    print(f"headless              {headless:>11,.0f} generated/s")
    print(f"GUI, full speed       {gui:>11,.0f} generated/s")
    mark = "ok" if ratio >= RATIO_TARGET else "LOW"
    print(f"ratio GUI / headless  {ratio:>11.0%}  {mark} (target {RATIO_TARGET:.0%})")
    mark = "ok" if largest <= GAP_TARGET_MS else "SLOW"
    print(
        f"largest tick gap      {largest:>8.1f} ms  {mark} (target {GAP_TARGET_MS:g} ms; "
        f"10 ms timer; each run: {', '.join(f'{max(r.gaps_ms):.0f}' for r in runs)} ms)"
    )
    print(f"99th percentile gap   {p99:>8.1f} ms")


def default_budgets(options) -> None:
    header("BFS on F in the window with the default budgets", "1 run")
    with tempfile.TemporaryDirectory() as scratch:
        window = make_window(scratch)
        settings = replace(
            window.panel.settings(),
            puzzle=load_puzzle("F", options.seed),
            algorithm="bfs",
            speed=AS_FAST_AS_POSSIBLE,
        )
        run = GuiRun(window, settings)
        window.model.publish()
        shown = window.stats.outcome.text()
        window.close()
    final = run.final
    assert final is not None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"budgets               {settings.max_nodes:,} nodes, {settings.max_seconds:g} s")
    print(f"outcome               {final.outcome.value}: {final.reason}")
    print(f"statistics panel      {shown}")
    counters = final.counters
    print(f"generated / expanded  {counters.generated:,} / {counters.expanded:,}")
    print(f"wall time             {run.seconds:.1f} s (search time {counters.seconds:.1f} s)")
    print(f"peak RSS              {peak:,.0f} MiB")
    print(f"largest tick gap      {max(run.gaps_ms):.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3, help="runs of each kind (default 3)")
    parser.add_argument("--seed", type=int, default=1, help="problem F's seed (default 1)")
    parser.add_argument(
        "--default-budgets", action="store_true", help="BFS on F with the default budgets"
    )
    options = parser.parse_args()
    make_application(sys.argv[:1])
    if options.default_budgets:
        default_budgets(options)
    else:
        throughput(options)


if __name__ == "__main__":
    main()
