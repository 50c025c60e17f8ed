"""How ``cavalo experiment`` scales: the same 1,000 runs on 1 and 2 cores and on Dask.

The runs: A* with the strongest admissible heuristic (the last admissible one the knight lists)
on problem F, seeds 1-1000, target 500 (six-move boards, a few milliseconds each: the hardest
case for parallelism, since the messages cost most beside such short runs). Each setting runs
the whole grid through :func:`run_experiment`, as the command does:

- ``1 worker``: one after the other in this process (``--workers 1``);
- ``2 processes``: the standard library's process pool (``--workers 2``), its start included;
- ``Dask, 2 workers``: a local Dask cluster of 2 worker processes with 1 thread each, already
  running (as ``--scheduler`` finds one), reached through a client.

Each setting first runs 20 runs untimed (the fork server starts, every Dask worker imports the
package); then the settings take turns, ``--repeats`` rounds. Rates are medians; the speed-up
is the median of each round's rate over the same round's 1-worker rate (the load of a shared
machine drifts less within a round than across the benchmark). The goal is at least 0.8 of a
core gained per added core: a speed-up of 1.8 on 2. The load average before and after is
printed with the figures, and for each setting the CPU time per run of all the processes
involved (with psutil, which the cluster extra brings) and the cores it got (CPU time over
wall time): on a machine others load, a setting gets fewer cores than it has workers, and the
CPU per run shows whether the parallel settings cost more work per run. Needs the
``cluster`` extra for the Dask row. Takes about 3 minutes with 3 rounds on an idle 2-core
machine.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cavalo_gui.domains.registry import get_domain
from cavalo_gui.reports.experiment import (
    Backend,
    Experiment,
    dask_cluster,
    process_pool,
    run_experiment,
)

GOAL_PER_ADDED_CORE = 0.8


def strongest_admissible_heuristic() -> str:
    knight = get_domain("knight")
    heuristics = knight.make_problem(knight.load_puzzle("F")).heuristics()
    return [name for name, heuristic in heuristics.items() if heuristic.admissible][-1]


def load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f}, {five:.2f}, {fifteen:.2f} on {os.cpu_count()} cores"


def cpu_seconds() -> dict[int, float]:
    """CPU seconds so far of this process and of every process under it (pool workers, the
    local Dask cluster's), by process id; just this one without psutil."""
    try:
        import psutil
    except ImportError:
        return {os.getpid(): time.process_time()}
    processes = [psutil.Process(), *psutil.Process().children(recursive=True)]
    seconds = {}
    for process in processes:
        try:
            times = process.cpu_times()
        except psutil.Error:  # ended in between
            continue
        seconds[process.pid] = times.user + times.system
    return seconds


@dataclass(frozen=True)
class Timing:
    rate: float  # runs per second of wall time, the backend's start included
    cpu_per_run: float  # CPU milliseconds of all the processes involved, per run
    cores_busy: float  # CPU time over wall time: how much of the machine it got


def timed(setups, backend: Callable[[], AbstractContextManager[Backend | None]]) -> Timing:
    finished = 0

    def count(_result) -> None:
        nonlocal finished
        finished += 1

    start, cpu_before = time.perf_counter(), cpu_seconds()
    with backend() as where:
        run_experiment(setups, count, where)
        cpu_after = cpu_seconds()  # before the pool's workers end and take their times along
    seconds = time.perf_counter() - start
    assert finished == len(setups), (finished, len(setups))
    cpu = sum(value - cpu_before.get(pid, 0.0) for pid, value in cpu_after.items())
    return Timing(finished / seconds, 1000 * cpu / finished, cpu / seconds)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--seeds", type=int, default=1000, help="boards: seeds 1 to N")
    arguments = parser.parse_args()
    heuristic = strongest_admissible_heuristic()
    experiment = Experiment(
        domain="knight",
        problems=("F",),
        algorithms=("astar",),
        heuristics=(heuristic,),
        seeds=tuple(range(1, arguments.seeds + 1)),
        targets=(500,),
    )
    setups = experiment.setups()
    print(
        f"# cavalo experiment scaling: {len(setups):,} runs, A* {heuristic}, F seeds "
        f"1-{arguments.seeds}, target 500; medians of {arguments.repeats} (settings take turns)"
    )
    print(f"# before: {load()}")
    settings: dict[str, Callable[[], AbstractContextManager[Backend | None]]] = {
        "1 worker (in process)": nullcontext,
        "2 processes (pool)": lambda: process_pool(2),
    }
    cluster = client = None
    try:
        from distributed import Client, LocalCluster

        cluster = LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
        )
        client = Client(cluster, set_as_default=False)
        settings["Dask, 2 workers"] = lambda: dask_cluster(client)
    except ImportError:
        print("# no Dask row: install the cluster extra (pip install -e '.[cluster]')")
    timings: dict[str, list[Timing]] = {name: [] for name in settings}
    try:
        for backend in settings.values():  # warm up: the fork server, each worker's imports
            timed(setups[:20], backend)
        for _ in range(arguments.repeats):
            for name, backend in settings.items():
                timings[name].append(timed(setups, backend))
    finally:
        if client is not None:
            client.close()
        if cluster is not None:
            cluster.close()
    print(f"# after: {load()}")
    report(timings)


def report(timings: dict[str, list[Timing]]) -> None:
    base_name = next(iter(timings))
    print(
        "| setting | runs/s | each round | speed-up | per added core | goal "
        "| CPU ms per run | cores it got |"
    )
    print("|---|---:|---|---:|---:|---|---:|---:|")
    for name, rounds in timings.items():
        workers = 1 if name == base_name else 2
        # Each round's rate over the 1-worker rate of the same round: the machine's load
        # drifts less within a round than across the whole benchmark.
        speedup = statistics.median(
            mine.rate / alone.rate for mine, alone in zip(rounds, timings[base_name], strict=True)
        )
        gained = (speedup - 1) / (workers - 1) if workers > 1 else float("nan")
        verdict = "" if workers == 1 else "ok" if gained >= GOAL_PER_ADDED_CORE else "LOW"
        each = ", ".join(f"{timing.rate:.0f}" for timing in rounds)
        added = f"{gained:.2f}" if workers > 1 else ""
        rate = statistics.median(timing.rate for timing in rounds)
        cpu = statistics.median(timing.cpu_per_run for timing in rounds)
        busy = statistics.median(timing.cores_busy for timing in rounds)
        print(
            f"| {name} | {rate:.0f} | {each} | {speedup:.2f} | {added} | {verdict} "
            f"| {cpu:.1f} | {busy:.2f} |"
        )


if __name__ == "__main__":
    main()
