"""Engine throughput, headless: nodes generated per second while every event is drawn.

    .venv/bin/python benchmarks/engine_throughput.py            # the full set (a few minutes)
    .venv/bin/python benchmarks/engine_throughput.py --quick    # one run per row, seeds 1-2

Rows (issue 6): BFS over the whole of E (8,763 states); BFS on F, seeds 1-5, stopped at 200,000
expansions; A* on F, same seeds and budget, with each admissible knight heuristic (and with
h = 0, the engine's own ceiling); IDA* on D when it is registered. The rate is generated nodes
over the wall time of consuming every event, as the window's worker does, minus the drawing.
Target: at least 200,000 generated nodes per second.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

from _common import Timed, header, median, parse_int_list, repeat_runs

from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.engine.algorithms import ALGORITHMS, start_search
from cavalo_gui.engine.limits import Limits, RunControl
from cavalo_gui.engine.problem import zero_heuristic
from cavalo_gui.engine.search import Search

TARGET = 200_000
EXPANSIONS = 200_000


def maker(
    algorithm: str, name: str, seed: int | None, heuristic: str | None, limits: Limits
) -> Callable[[], Search]:
    def make() -> Search:
        problem = KnightProblem(load_puzzle(name, seed))
        if heuristic is None:
            chosen = None
        elif heuristic == "zero":
            chosen = zero_heuristic()
        else:
            chosen = problem.heuristics()[heuristic]
        return start_search(algorithm, problem, chosen, RunControl(limits))

    return make


def describe(runs: list[Timed]) -> str:
    final = runs[0].final
    solved = f"solved in {final.solution.depth}" if final.solution else final.outcome.value
    return f"{final.counters.generated:>9,} gen {final.counters.expanded:>8,} exp  {solved}"


def row(label: str, runs: list[Timed]) -> float:
    rate = median([run.rate for run in runs])
    seconds = median([run.seconds for run in runs])
    mark = "ok " if rate >= TARGET else "LOW"
    print(f"{label:<42} {rate:>11,.0f}/s {mark} {seconds:7.2f} s  {describe(runs)}")
    return rate


def seeds_rows(
    label: str, algorithm: str, heuristic: str | None, seeds: list[int], repeats: int
) -> None:
    limits = Limits(max_nodes=None, max_seconds=None, max_expansions=EXPANSIONS)
    rates = [
        row(
            f"{label} F seed {seed}",
            repeat_runs(maker(algorithm, "F", seed, heuristic, limits), repeats),
        )
        for seed in seeds
    ]
    print(f"{label + ' F, median of the seeds':<42} {median(rates):>11,.0f}/s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3, help="runs per F row (default 3)")
    parser.add_argument("--small-repeats", type=int, default=15, help="runs per E/D row")
    parser.add_argument("--seeds", default="1-5", help="F seeds, e.g. 1-5 or 1,3")
    parser.add_argument(
        "--heuristic", action="append", help="A* heuristic (repeatable; default: every admissible)"
    )
    parser.add_argument("--quick", action="store_true", help="one run per row, seeds 1-2")
    options = parser.parse_args()
    if options.quick:
        options.repeats, options.small_repeats, options.seeds = 1, 3, "1-2"
    seeds = parse_int_list(options.seeds)
    header(
        "Engine throughput, headless (generated nodes per second of wall time)",
        f"F rows: {options.repeats} runs each; E and D rows: {options.small_repeats} runs each",
    )

    unbounded = Limits.unbounded()
    row(
        "BFS E (whole space)",
        repeat_runs(maker("bfs", "E", None, None, unbounded), options.small_repeats),
    )
    seeds_rows("BFS", "bfs", None, seeds, options.repeats)

    sample = KnightProblem(load_puzzle("F", seeds[0])).heuristics()
    admissible = [name for name, heuristic in sample.items() if heuristic.admissible]
    for heuristic in options.heuristic or admissible:
        seeds_rows(f"A* {heuristic}", "astar", heuristic, seeds, options.repeats)
    seeds_rows("A* h=0 (engine only)", "astar", "zero", seeds, options.repeats)

    if "idastar" in ALGORITHMS:
        for heuristic in options.heuristic or admissible:
            runs = repeat_runs(
                maker("idastar", "D", None, heuristic, unbounded), options.small_repeats
            )
            row(f"IDA* {heuristic} D", runs)
    else:
        print("IDA* D: skipped, idastar is not registered yet")


if __name__ == "__main__":
    main()
