"""SMA* at scale (issue 16, item 11): generated nodes per second at memory 100, 10,000 and
1,000,000 on problem F seed 1, against A* on the same board in the same run.

Run: ``.venv/bin/python benchmarks/smastar_scale.py [--budget 200000] [--repeats 3]``.

Each row is a run to its end or to ``--budget`` generated nodes, every event drawn (as
``engine_throughput.py`` does); the rate is generated nodes over the wall time, the median of
``--repeats`` runs, interleaved with A* so that both meet the same machine. A cost of
O(log n) per step shows as a rate that hardly moves with the memory; at 1,000,000 (more than
A* needs on F seed 1) SMA* should solve it as A* does, with the same number of moves.
"""

from __future__ import annotations

import argparse

from _common import Timed, header, median, time_run

from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.events import Outcome
from cavalo_gui.engine.limits import Limits, RunControl

MEMORIES = (100, 10_000, 1_000_000)


def timed(algorithm: str, heuristic: str, budget: int, **parameters: int) -> Timed:
    problem = KnightProblem(load_puzzle("F", 1))
    control = RunControl(Limits(max_nodes=budget, max_seconds=600))
    chosen = problem.heuristics()[heuristic]
    return time_run(lambda: start_search(algorithm, problem, chosen, control, **parameters))


def ending(run: Timed) -> str:
    final = run.final
    if final.outcome is Outcome.SOLVED:
        return f"solved in {final.solution.depth} moves"
    return final.outcome.value


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=int, default=200_000, help="generated nodes per run")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--heuristic", default="fewest")
    arguments = parser.parse_args()
    header(
        f"SMA* against A* on F seed 1 ({arguments.heuristic}), to the end or "
        f"{arguments.budget:,} generated nodes",
        f"{arguments.repeats} runs each, SMA* and A* interleaved",
    )
    print("| memory | SMA* nodes/s | SMA* ends | A* nodes/s | A* ends | SMA* / A* |")
    print("|---:|---:|---|---:|---|---:|")
    for memory in MEMORIES:
        sma: list[Timed] = []
        astar: list[Timed] = []
        for _ in range(arguments.repeats):
            sma.append(timed("smastar", arguments.heuristic, arguments.budget, memory=memory))
            astar.append(timed("astar", arguments.heuristic, arguments.budget))
        sma_rate = median([run.rate for run in sma])
        astar_rate = median([run.rate for run in astar])
        print(
            f"| {memory:,} | {sma_rate:,.0f} | {ending(sma[-1])} | {astar_rate:,.0f} | "
            f"{ending(astar[-1])} | {sma_rate / astar_rate:.2f} |"
        )


if __name__ == "__main__":
    main()
