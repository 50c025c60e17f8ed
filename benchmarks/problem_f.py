"""Problem F (random boards, target 2000): prove the fewest moves, or bound the gap.

Run: ``.venv/bin/python benchmarks/problem_f.py [--budget N] [--seeds 1 2 3 4 5]``.

For each seed: first the cheap searches that find *a* solution (greedy best-first and beam
search of a few widths) give an upper bound U, the fewest moves found. Then A* with an
admissible, consistent heuristic runs to the node budget. If it solves the board, its moves are
optimal. If not, the least f in its open list is a proved lower bound L: no solution has fewer
moves. When L = U, the best solution found is optimal anyway; otherwise the gap is U - L.
"""

from __future__ import annotations

import argparse
import time

from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.events import Finished, Outcome
from cavalo_gui.engine.limits import Limits, RunControl

UPPER_BOUND_RUNS = (
    ("greedy", "enunciado", {}),
    ("greedy", "reach", {}),
    ("beam", "enunciado", {"beam_width": 50}),
    ("beam", "reach", {"beam_width": 50}),
    ("beam", "reach", {"beam_width": 400}),
)


def run(problem: KnightProblem, algorithm: str, heuristic: str, budget: int, **kw) -> Finished:
    control = RunControl(Limits(max_nodes=budget, max_seconds=1800))
    chosen = problem.heuristics()[heuristic]
    return start_search(algorithm, problem, chosen, control, **kw).run()


def solve_seed(seed: int, budget: int, heuristic: str) -> str:
    problem = KnightProblem(load_puzzle("F", seed))
    started = time.perf_counter()
    upper, upper_by = None, "-"
    for algorithm, estimate, parameters in UPPER_BOUND_RUNS:
        final = run(problem, algorithm, estimate, 200_000, **parameters)
        if final.solution is not None and (upper is None or final.solution.depth < upper):
            upper, upper_by = final.solution.depth, f"{algorithm}/{estimate} {parameters or ''}"
    final = run(problem, "astar", heuristic, budget)
    seconds = time.perf_counter() - started
    counters = final.counters
    if final.outcome is Outcome.SOLVED:
        verdict = f"optimal: {final.solution.depth} moves (A* proved it)"
    elif final.outcome is Outcome.NO_SOLUTION:
        verdict = "no solution"
    else:
        lower = int(final.lower_bound) if final.lower_bound is not None else 0
        if upper is not None and lower >= upper:
            verdict = f"optimal: {upper} moves (found by {upper_by}; A* proved >= {lower})"
        else:
            verdict = f"gap: {lower} <= optimal <= {upper} (best by {upper_by.strip()})"
    return (
        f"| {seed} | {verdict} | {counters.expanded:,} | {counters.generated:,} "
        f"| {counters.seconds:.1f} | {seconds:.1f} |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=int, default=1_000_000, help="A*'s node budget")
    parser.add_argument("--seeds", type=int, nargs="*", default=[1, 2, 3, 4, 5])
    parser.add_argument("--heuristic", default="colours", help="A*'s admissible heuristic")
    arguments = parser.parse_args()
    print(f"Problem F, target 2000: A* with '{arguments.heuristic}', ", end="")
    print(f"budget {arguments.budget:,} generated nodes.\n")
    print("| seed | result | A* expanded | A* generated | A* seconds | total seconds |")
    print("|---:|---|---:|---:|---:|---:|")
    for seed in arguments.seeds:
        print(solve_seed(seed, arguments.budget, arguments.heuristic), flush=True)


if __name__ == "__main__":
    main()
