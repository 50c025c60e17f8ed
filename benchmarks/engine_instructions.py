"""Engine cost in instructions (valgrind's cachegrind), which the machine's load does not move.

    .venv/bin/python benchmarks/engine_instructions.py                       # BFS on F seed 1
    .venv/bin/python benchmarks/engine_instructions.py --algorithm astar --heuristic fewest
    .venv/bin/python benchmarks/engine_instructions.py --algorithm astar --grid 100 --expansions 0
    PYTHONPATH=<other checkout> .venv/bin/python benchmarks/engine_instructions.py   # compare

Each row runs a search twice in a fresh interpreter under cachegrind: once to ``--expansions``
expansions with every event drawn, once only built; the difference is the search's own count.
Both runs leave with ``os._exit`` (no teardown counted) and collect garbage as the CLI does.
``--grid SIDE`` searches graph_scale.py's grid graph of SIDE x SIDE squares (its h by default)
in place of the knight's problem.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys


def inner(
    algorithm: str, puzzle: str, seed: int | None, heuristic: str | None, count: int, grid: int
) -> None:
    from _common import search_collection

    from cavalo_gui.engine.algorithms import start_search
    from cavalo_gui.engine.limits import Limits, RunControl
    from cavalo_gui.engine.problem import zero_heuristic

    if grid:
        from cavalo_gui.domains.graph.grids import grid_puzzle
        from cavalo_gui.domains.graph.problem import GraphProblem

        problem = GraphProblem(grid_puzzle(grid, grid))
    else:
        from cavalo_gui.domains.knight.catalog import load_puzzle
        from cavalo_gui.domains.knight.problem import KnightProblem

        problem = KnightProblem(load_puzzle(puzzle, seed))
    if heuristic is None and grid:
        heuristic = "h"
    if heuristic is None:
        chosen = None
    else:
        chosen = zero_heuristic() if heuristic == "zero" else problem.heuristics()[heuristic]
    limits = Limits(max_nodes=None, max_seconds=None, max_expansions=count if count > 0 else None)
    search = start_search(algorithm, problem, chosen, RunControl(limits))
    if count >= 0:
        with search_collection():
            for _event in search.events():
                pass
    generated = search.final.counters.generated if search.final is not None else 0
    print(f"generated {generated}", flush=True)
    os._exit(0)


def instructions(arguments: list[str]) -> tuple[int, int]:
    """The instructions of one inner run and the nodes it generated."""
    command = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null"]
    done = subprocess.run(
        [*command, sys.executable, __file__, "--inner", *arguments],
        capture_output=True,
        text=True,
        check=True,
    )
    found = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
    assert found, done.stderr
    generated = re.search(r"generated (\d+)", done.stdout)
    return int(found.group(1).replace(",", "")), int(generated.group(1)) if generated else 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--algorithm", default="bfs")
    parser.add_argument("--puzzle", default="F")
    parser.add_argument("--seed", type=int, default=1, help="F's seed (ignored for A-E)")
    parser.add_argument("--heuristic", help="a heuristic's name, or zero for h = 0")
    parser.add_argument("--expansions", type=int, default=5000, help="0: to the run's end")
    parser.add_argument("--grid", type=int, default=0, help="a SIDE x SIDE grid graph instead")
    parser.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    options = parser.parse_args()
    seed = options.seed if options.puzzle == "F" else None
    if options.inner:
        inner(
            options.algorithm,
            options.puzzle,
            seed,
            options.heuristic,
            options.expansions,
            options.grid,
        )
    if shutil.which("valgrind") is None:
        sys.exit("engine_instructions.py: valgrind is not installed")
    common = ["--algorithm", options.algorithm, "--puzzle", options.puzzle]
    common += ["--seed", str(options.seed), "--grid", str(options.grid)]
    if options.heuristic:
        common += ["--heuristic", options.heuristic]
    run, generated = instructions([*common, "--expansions", str(options.expansions)])
    setup, _none = instructions([*common, "--expansions", "-1"])
    import cavalo_gui  # which checkout was measured

    where = f"grid {options.grid}x{options.grid}" if options.grid else options.puzzle
    label = f"{options.algorithm} {where} {options.heuristic or ''}".strip()
    checkout = os.path.dirname(os.path.dirname(cavalo_gui.__file__))
    own = run - setup
    each = f", {own / generated:,.0f} a generated node ({generated:,})" if generated else ""
    print(f"{label}, {options.expansions or 'all'} expansions: {own:,} instructions{each}")
    print(f"  (the package from {checkout})")


if __name__ == "__main__":
    main()
