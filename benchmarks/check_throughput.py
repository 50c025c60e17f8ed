"""``cavalo check`` on a trace of 1,000,000 lines: lines checked per second and peak memory.

The trace is a student's as the course writes it (a header, then each expansion's moves
alone), of a depth-first search (depth limit 50) on problem F's board (seed 1) with a target
no path reaches, so that the search runs on: 1,000,000 expansions, about 290 MB of JSON Lines.
It is made once by the program's own DFS (about a minute) and kept in the folder given.

Each repeat checks it in a fresh process (``check_trace``, no reference run) and reports the
wall-clock time, the process's CPU time (the figure that does not depend on what else the
machine runs), lines per second by each, and the peak resident memory (the child's maxrss).
Targets (issue 35): >= 20,000 lines a second; under 300 MB.

Measured on the development machine (2 cores shared by several jobs, load about 10): the
trace holds; 1,000,001 lines in 36.7 s of CPU (27,300 lines/s), 183.8 s of wall clock at that
load (5,400 lines/s: the process got a fifth of a core); peak 243 MB.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LINES_TARGET = 20_000  # lines a second
MEMORY_TARGET = 300  # MB

CHILD = """
import sys, time, json
from pathlib import Path
from cavalo_gui.reports.own_search.verdict import check_trace
started = time.process_time()
verdict = check_trace(Path(sys.argv[1]), reference=False)
print(json.dumps({"status": verdict.status.name, "expansions": verdict.replay.expansions,
                  "cpu": time.process_time() - started}))
"""


def make_trace(folder: Path, expansions: int) -> Path:
    """The trace of the program's own DFS, moves alone, written once."""
    sys.path.insert(0, str(ROOT))
    from cavalo_gui.domains.registry import get_domain
    from cavalo_gui.engine.events import Expansion
    from cavalo_gui.engine.limits import Limits
    from cavalo_gui.reports.choices import RunChoices

    trace = folder / f"dfs-F-{expansions}.jsonl"
    board = folder / "dfs-F-board.txt"
    if trace.exists():
        return trace
    knight = get_domain("knight")
    puzzle = dataclasses.replace(knight.load_puzzle("F", 1), target=10_000, name="F10000")
    board.write_text(knight.write_problem(puzzle), encoding="utf-8")
    choices = RunChoices(
        puzzle=puzzle, algorithm="dfs", limits=Limits(max_nodes=10**9, max_seconds=86_400)
    )
    _problem, search = choices.start()
    header = {
        "format": "cavalo-trace",
        "version": 1,
        "puzzle": "knight",
        "board": board.name,
        "algorithm": "dfs",
    }
    written = 0
    partial = trace.with_suffix(".partial")
    with open(partial, "w", encoding="utf-8") as out:
        out.write(json.dumps(header) + "\n")
        for event in search.events():
            if type(event) is Expansion:
                moves = json.dumps(event.node.moves())
                out.write(f'{{"event": "expansion", "node": {{"moves": {moves}}}}}\n')
                written += 1
                if written >= expansions:
                    break
    partial.rename(trace)
    return trace


def check_once(trace: Path) -> dict:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(trace)],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
    )
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    found = json.loads(done.stdout)
    found["wall"] = wall
    found["maxrss_mb"] = after.ru_maxrss / 1024  # kB on Linux
    found["child_cpu"] = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--folder", type=Path, default=Path("/tmp/cavalo-check-bench"))
    parser.add_argument("--expansions", type=int, default=1_000_000)
    parser.add_argument("--repeats", type=int, default=1)
    args = parser.parse_args()
    args.folder.mkdir(parents=True, exist_ok=True)
    trace = make_trace(args.folder, args.expansions)
    with open(trace, "rb") as stream:
        lines = sum(1 for _ in stream)
    size = trace.stat().st_size / 1e6
    print(f"trace: {trace} ({lines:,} lines, {size:,.0f} MB)")
    runs = [check_once(trace) for _ in range(args.repeats)]
    for run in runs:
        print(
            f"  {run['status'].lower()}, {run['expansions']:,} expansions: "
            f"wall {run['wall']:.1f} s ({lines / run['wall']:,.0f} lines/s), "
            f"CPU {run['child_cpu']:.1f} s ({lines / run['child_cpu']:,.0f} lines/s), "
            f"peak {run['maxrss_mb']:,.0f} MB"
        )
    cpu_rate = statistics.median(lines / run["child_cpu"] for run in runs)
    peak = max(run["maxrss_mb"] for run in runs)
    print(
        f"median of {len(runs)}: {cpu_rate:,.0f} lines/s of CPU "
        f"({'ok' if cpu_rate >= LINES_TARGET else 'SLOW'}, target {LINES_TARGET:,}); "
        f"peak {peak:,.0f} MB ({'ok' if peak < MEMORY_TARGET else 'HIGH'}, target "
        f"< {MEMORY_TARGET} MB)"
    )


if __name__ == "__main__":
    main()
