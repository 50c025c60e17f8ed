"""Problem F (random boards, target 2000): the fewest moves proved, per seed, within a time limit.

Run: ``.venv/bin/python benchmarks/problem_f.py [--seeds 1-10] [--algorithm decision]
[--heuristic islands] [--time-limit 60] [--cpu-limit 60] [--beam-width N] [--no-dive]
[--jobs 2]``.

Each seed is one run of an optimal algorithm with an admissible heuristic, exactly what
``cavalo solve --problem F --seed N --algorithm ALG --heuristic H --time-limit S`` runs. Outcome
``solved`` means the moves are proved optimal. A run stopped at the limit says the best it
proved: no solution has fewer moves than its lower bound. Each row gives the moves, the search
time (the clock of the search itself), the CPU seconds of the process over the run (what a
shared machine's load does not inflate), the nodes expanded and generated, and the heuristic's
bound at the root (the first lower bound). At the end, the seeds not proved, each with its lower
bound and the best solution it found (the bound that would close it is that many moves). One
run per seed: the machine may be shared, so the seconds are indicative; the node counts are
exact and the same on every machine.

``--jobs N`` runs N seeds at once in N processes, so that 100 seeds fit in the time of 50 on two
cores; the CPU seconds of a row are still those of one process, one core's, as issue 38 counts
them, and the rows come out in the seeds' order.

The decision search's dives (``engine/algorithms/decision.py``: beams twice as wide each time
a pass runs long): ``--seeds 5`` solves seed 5 in 26 moves in 55,242 expansions (2026-11-28;
with one dive of 3,000 after 81,000 expansions of the pass, 150,124); with ``--no-dive`` the
depth-first passes alone need about 460,000. (A unit test asserted this until issue 33: 100 s
of the suite for a figure.)
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import platform
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from _common import parse_int_list

from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.engine.algorithms import decision, start_search
from cavalo_gui.engine.events import Finished, Outcome
from cavalo_gui.engine.limits import Limits, RunControl


def run_seed(
    seed: int,
    algorithm: str,
    heuristic: str,
    seconds: float | None,
    beam_width: int | None,
    cpu_seconds: float | None = None,
) -> tuple[Finished, float, float, int | None]:
    """One run on seed ``seed``: its end, the heuristic's value at the root, the CPU seconds
    of the run and the moves of the best solution it found (None if none). With
    ``cpu_seconds``, the run is stopped once the process has spent that much CPU time on it
    (checked at every event): a limit a shared machine's load does not shorten."""
    problem = KnightProblem(load_puzzle("F", seed))
    chosen = problem.heuristics()[heuristic]
    root_bound = chosen(problem.initial_state())
    control = RunControl(Limits(max_nodes=None, max_seconds=seconds))
    search = start_search(algorithm, problem, chosen, control, beam_width=beam_width)
    started = time.process_time()
    if cpu_seconds is None:
        final = search.run()
    else:
        deadline = started + cpu_seconds
        for event in search.events():
            if isinstance(event, Finished):
                final = event
            elif time.process_time() > deadline:
                control.request_stop()
    cpu = time.process_time() - started
    best = final.best  # the node with the most points: a solution, if the run found one
    found = best.depth if best is not None and problem.is_goal(best.state) else None
    if found is None and final.reason.id == "reason.with-best":
        found = int(final.reason.arguments["n"])  # the decision search's beam solution
    return final, root_bound, cpu, found


def row(seed: int, final: Finished, root_bound: float, cpu: float) -> str:
    counters = final.counters
    if final.outcome is Outcome.SOLVED:
        result = f"**{final.solution.depth}** (optimal)"
    elif final.outcome is Outcome.NO_SOLUTION:
        result = "no solution"
    else:
        lower = f"{final.lower_bound:g}" if final.lower_bound is not None else "?"
        result = f">= {lower} (limit)"
    return (
        f"| {seed} | {result} | {counters.seconds:.1f} | {cpu:.1f} | {counters.expanded:,} "
        f"| {counters.generated:,} | {root_bound:g} |"
    )


@dataclass(frozen=True)
class Measured:
    """One seed's row and, for a seed not proved, the line that says how far it got."""

    row: str
    proved: bool
    unproved: str | None


def measure(
    seed: int,
    algorithm: str,
    heuristic: str,
    seconds: float | None,
    beam_width: int | None,
    cpu_seconds: float | None,
    no_dive: bool,
) -> Measured:
    """Run one seed and say it as text (what a worker process sends back)."""
    if no_dive:
        decision.dive_after = lambda _search, _incumbent: math.inf
    final, root_bound, cpu, found = run_seed(
        seed, algorithm, heuristic, seconds, beam_width, cpu_seconds
    )
    if final.outcome is not Outcome.LIMIT:
        return Measured(row(seed, final, root_bound, cpu), True, None)
    lower = "?" if final.lower_bound is None else f"{final.lower_bound:g}"
    best = "none found" if found is None else f"best found {found}"
    return Measured(
        row(seed, final, root_bound, cpu), False, f"seed {seed}: lower bound {lower}, {best}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=parse_int_list, default=parse_int_list("1-10"))
    parser.add_argument("--algorithm", default="decision", help="an optimal algorithm")
    parser.add_argument("--heuristic", default="islands", help="an admissible heuristic")
    parser.add_argument("--time-limit", type=float, default=60.0, help="seconds per seed (0: none)")
    parser.add_argument(
        "--cpu-limit",
        type=float,
        default=None,
        help="CPU seconds per seed, whatever the load (with --time-limit 0: only this)",
    )
    parser.add_argument("--beam-width", type=int, default=None, help="for 'decision'")
    parser.add_argument(
        "--no-dive",
        action="store_true",
        help="'decision' without its dives: the depth-first passes alone (what the dives save)",
    )
    parser.add_argument(
        "--jobs",
        type=int,
        default=1,
        help="seeds run at once, each in its own process (default 1: one after the other)",
    )
    arguments = parser.parse_args()
    limits = [f"{arguments.time_limit:g} s"] if arguments.time_limit else []
    if arguments.cpu_limit is not None:
        limits.append(f"{arguments.cpu_limit:g} CPU s")
    budget = " and ".join(limits) or "no limit"
    print(
        f"# Problem F, target 2000: {arguments.algorithm} with '{arguments.heuristic}', "
        f"{budget} per seed, one run each"
        + (", no dive" if arguments.no_dive else "")
        + (f", {arguments.jobs} at once" if arguments.jobs > 1 else "")
    )
    print(f"# CPython {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores")
    print(f"# load average at the start: {', '.join(f'{x:.1f}' for x in os.getloadavg())}")
    print()
    print("| seed | moves | seconds | CPU seconds | expanded | generated | root bound |")
    print("|---:|---|---:|---:|---:|---:|---:|")
    proved = 0
    unproved: list[str] = []
    started = time.perf_counter()
    settings = (
        arguments.algorithm,
        arguments.heuristic,
        arguments.time_limit or None,
        arguments.beam_width,
        arguments.cpu_limit,
        arguments.no_dive,
    )
    seeds = arguments.seeds
    if arguments.jobs <= 1:
        results = (measure(seed, *settings) for seed in seeds)
        pool = None
    else:
        pool = ProcessPoolExecutor(
            max_workers=arguments.jobs,
            mp_context=multiprocessing.get_context("fork"),
        )
        results = pool.map(measure, seeds, *[[value] * len(seeds) for value in settings])
    try:
        for measured in results:
            proved += measured.proved
            print(measured.row, flush=True)
            if measured.unproved is not None:
                unproved.append(measured.unproved)
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)
    print()
    print(
        f"Proved {proved} of {len(arguments.seeds)} within {budget} each "
        f"({time.perf_counter() - started:.0f} s in all); "
        f"load average at the end: {', '.join(f'{x:.1f}' for x in os.getloadavg())}"
    )
    if unproved:
        print("Not proved (a lower bound equal to the best found would close each):")
        for line in unproved:
            print(f"  {line}")


if __name__ == "__main__":
    main()
