"""A* with each knight heuristic on problems A-F: nodes expanded and generated, and time.

Run: ``.venv/bin/python benchmarks/heuristics_table.py [--budget N] [--seeds 1 2 3 4 5]``.
Prints a Markdown table. Problem F (a random board per seed) runs to a node budget; a run that
reaches it shows its moves as ">= bound" (the least f in open when it stopped).
"""

from __future__ import annotations

import argparse

from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem, KnightPuzzle
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.events import Finished, Outcome
from cavalo_gui.engine.limits import Limits, RunControl


def run(puzzle: KnightPuzzle, heuristic: str, budget: int) -> Finished:
    problem = KnightProblem(puzzle)
    control = RunControl(Limits(max_nodes=budget, max_seconds=600))
    return start_search("astar", problem, problem.heuristics()[heuristic], control).run()


def result(final: Finished) -> str:
    if final.outcome is Outcome.SOLVED:
        return str(final.solution.depth)
    if final.outcome is Outcome.NO_SOLUTION:
        return "none"
    bound = final.lower_bound
    return f">= {bound:g}" if bound is not None else "?"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=int, default=300_000, help="node budget per run")
    parser.add_argument("--seeds", type=int, nargs="*", default=[1, 2, 3, 4, 5])
    arguments = parser.parse_args()
    puzzles = [(name, load_puzzle(name)) for name in "ABCDE"]
    puzzles += [(f"F seed {seed}", load_puzzle("F", seed)) for seed in arguments.seeds]
    names = list(KnightProblem(puzzles[0][1]).heuristics())
    print(f"A* on problems A-F, node budget {arguments.budget:,} generated nodes.\n")
    print("| problem | heuristic | admissible | moves | expanded | generated | seconds |")
    print("|---|---|---|---:|---:|---:|---:|")
    for label, puzzle in puzzles:
        for name in names:
            admissible = KnightProblem(puzzle).heuristics()[name].admissible
            final = run(puzzle, name, arguments.budget)
            counters = final.counters
            print(
                f"| {label} | {name} | {'yes' if admissible else 'no'} | {result(final)} "
                f"| {counters.expanded:,} | {counters.generated:,} | {counters.seconds:.2f} |",
                flush=True,
            )


if __name__ == "__main__":
    main()
