"""Memory per recorded expansion: what the window's recording of a run (the timeline, the
search tree) costs on top of the search itself.

    .venv/bin/python benchmarks/timeline_memory.py                  # 200,000 expansions
    .venv/bin/python benchmarks/timeline_memory.py --expansions 50000 --repeats 1

Each row runs the same search twice, each in a fresh subprocess: once drawing its events and
letting them go (a headless run), once keeping them in a :class:`Recording` the way the window
does (batches of 64 events, as the worker's chunks). The difference of the peak resident set
sizes, over the expansions recorded, is the recording's cost per expansion: the event objects,
and the nodes the search itself would have freed (duplicates, and for IDA* everything it
backtracked over). Rows: BFS, uniform cost and IDDFS on F seed 1.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
from itertools import islice

from _common import header, median

# Informed searches solve F too soon to weigh; uniform cost is A* with h = 0, and IDDFS, like
# IDA*, keeps nothing but its stack, so there the recording keeps alive every node it met.
ROWS = (("bfs", "F", None), ("ucs", "F", None), ("iddfs", "F", None))


def peak_rss_bytes() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024  # kilobytes on Linux


def measure(algorithm: str, name: str, heuristic: str | None, expansions: int, keep: bool):
    """In this process: the peak RSS growth of one run, recorded or not."""
    from cavalo_gui.domains.knight.catalog import load_puzzle
    from cavalo_gui.domains.knight.problem import KnightProblem
    from cavalo_gui.engine.algorithms import start_search
    from cavalo_gui.engine.limits import Limits, RunControl
    from cavalo_gui.runs.event_batch import EventBatch
    from cavalo_gui.runs.recording import Recording

    problem = KnightProblem(load_puzzle(name, 1 if name == "F" else None))
    chosen = problem.heuristics()[heuristic] if heuristic else None
    limits = Limits(max_nodes=None, max_seconds=None, max_expansions=expansions)
    search = start_search(algorithm, problem, chosen, RunControl(limits))
    recording = Recording(kept=expansions)
    before = peak_rss_bytes()
    events = search.events()
    while chunk := list(islice(events, 64)):
        batch = EventBatch.of(chunk)
        if keep:
            recording.add(batch)
    after = peak_rss_bytes()
    return {"growth": after - before, "expanded": search.final.counters.expanded}


def in_subprocess(*arguments) -> dict:
    command = [sys.executable, __file__, "--child", json.dumps(arguments)]
    output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    return json.loads(output)


def main() -> None:
    if sys.argv[1:2] == ["--child"]:
        print(json.dumps(measure(*json.loads(sys.argv[2]))))
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--expansions", type=int, default=200_000)
    parser.add_argument("--repeats", type=int, default=2, help="subprocess pairs per row")
    options = parser.parse_args()
    header(
        f"Memory per recorded expansion, {options.expansions:,} expansions per run",
        f"{options.repeats} pairs of subprocesses per row (without, with the recording)",
    )
    print(f"{'search':<24}{'expanded':>10}{'without':>12}{'with':>12}{'per expansion':>16}")
    for algorithm, name, heuristic in ROWS:
        without, with_recording = [], []
        for _ in range(options.repeats):
            run = (algorithm, name, heuristic, options.expansions)
            without.append(in_subprocess(*run, False))
            with_recording.append(in_subprocess(*run, True))
        expanded = with_recording[0]["expanded"]
        plain = median([run["growth"] for run in without])
        kept = median([run["growth"] for run in with_recording])
        label = f"{algorithm} {heuristic or ''} {name}".replace("  ", " ")
        print(
            f"{label:<24}{expanded:>10,}{plain / 1024**2:>10,.0f} MB{kept / 1024**2:>10,.0f} MB"
            f"{(kept - plain) / max(expanded, 1):>12,.0f} B"
        )


if __name__ == "__main__":
    main()
