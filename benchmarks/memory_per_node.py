"""Memory per stored node: A* on F, peak RSS growth over the nodes the run holds.

    .venv/bin/python benchmarks/memory_per_node.py                 # 2 million nodes, h = 0
    .venv/bin/python benchmarks/memory_per_node.py --nodes 500000 --heuristic fewest

Each measurement runs in a fresh subprocess (so one run's heap does not hide the next one's),
which builds the problem, notes its peak resident set size, runs A* on F to the node budget
(or to its solution) while drawing every event, and notes the peak again. A* keeps every
state it has met (open or closed), so the nodes held are the run's distinct states. With an
admissible heuristic A* solves F long before 2 million nodes, so the capacity row uses
h = 0 (the same code, the same nodes, only a blind estimate). Target: 2 million nodes in 2 GB.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys

from _common import header, median

TARGET_NODES = 2_000_000
TARGET_BYTES = 2 * 1024**3


def peak_rss_bytes() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024  # kilobytes on Linux


def measure(nodes: int, heuristic: str, seed: int) -> dict:
    """In this process: the peak RSS growth of one A* run on F and the nodes it held."""
    from cavalo_gui.domains.knight.catalog import load_puzzle
    from cavalo_gui.domains.knight.problem import KnightProblem
    from cavalo_gui.engine.algorithms import start_search
    from cavalo_gui.engine.limits import Limits, RunControl
    from cavalo_gui.engine.problem import zero_heuristic

    problem = KnightProblem(load_puzzle("F", seed))
    chosen = zero_heuristic() if heuristic == "zero" else problem.heuristics()[heuristic]
    control = RunControl(Limits(max_nodes=nodes, max_seconds=None, max_expansions=None))
    search = start_search("astar", problem, chosen, control)
    before = peak_rss_bytes()
    for _event in search.events():
        pass
    after = peak_rss_bytes()
    final = search.final
    return {
        "held": final.states,
        "generated": final.counters.generated,
        "outcome": final.outcome.value,
        "growth": after - before,
        "seconds": final.counters.seconds,
    }


def in_subprocess(nodes: int, heuristic: str, seed: int) -> dict:
    command = [sys.executable, __file__, "--child", str(nodes), heuristic, str(seed)]
    output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    return json.loads(output)


def main() -> None:
    if sys.argv[1:2] == ["--child"]:
        nodes, heuristic, seed = sys.argv[2:5]
        print(json.dumps(measure(int(nodes), heuristic, int(seed))))
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", type=int, default=TARGET_NODES, help="node budget")
    parser.add_argument("--heuristic", default="zero", help="knight heuristic, or zero")
    parser.add_argument("--seed", type=int, default=1, help="seed of problem F")
    parser.add_argument("--repeats", type=int, default=3, help="subprocess runs (default 3)")
    options = parser.parse_args()
    header(
        f"Memory per stored node: A* h={options.heuristic} on F seed {options.seed}, "
        f"budget {options.nodes:,} nodes",
        f"{options.repeats} runs, each in its own subprocess",
    )
    runs = [in_subprocess(options.nodes, options.heuristic, options.seed)]
    runs += [
        in_subprocess(options.nodes, options.heuristic, options.seed)
        for _ in range(options.repeats - 1)
    ]
    held = runs[0]["held"]
    growth = median([run["growth"] for run in runs])
    print(f"nodes held          {held:>14,}  ({runs[0]['outcome']})")
    print(f"peak RSS growth     {growth / 1024**2:>14,.0f} MiB")
    if growth < 16 * 1024**2:
        print("too few nodes to measure: raise --nodes or pick a weaker heuristic")
        return
    per_node = growth / held
    print(f"bytes per node      {per_node:>14,.0f}")
    print(f"search seconds      {median([run['seconds'] for run in runs]):>14.1f}")
    capacity = TARGET_BYTES / per_node
    verdict = "ok" if capacity >= TARGET_NODES else "SHORT"
    print(f"nodes in 2 GiB      {capacity:>14,.0f}  {verdict} (target {TARGET_NODES:,})")


if __name__ == "__main__":
    main()
