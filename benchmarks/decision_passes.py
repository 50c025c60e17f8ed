"""Problem F: where the decision search spends its nodes, pass by pass, per seed.

Run: ``.venv/bin/python benchmarks/decision_passes.py [--seeds 40,5,6] [--heuristic islands]
[--cpu-limit 60]``.

The decision search (``engine/algorithms/decision.py``) asks "a solution in k moves?" for k
rising from the root's bound; a seed is proved once the pass for k = optimum - 1 is refuted.
For each seed this prints the outcome, the nodes expanded and the CPU seconds in all, those of
the beam search that comes first, and for each pass its k, the expansions and CPU seconds it
took (its dive's included; the last pass: until the end of the run). A seed stopped at the
limit names the pass that did not finish: the bound that would close it is one that refutes
that k in fewer nodes. Node counts are exact and the same on every machine; CPU seconds are
not inflated by a shared machine's load.
"""

from __future__ import annotations

import argparse
import os
import time

from _common import parse_int_list

from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.events import Finished, IterationStarted, Outcome
from cavalo_gui.engine.limits import Limits, RunControl


def passes_of(seed: int, heuristic: str, cpu_limit: float) -> tuple[Finished, float, list]:
    """One run on seed ``seed``, stopped at ``cpu_limit`` CPU seconds: its end, its CPU
    seconds and its passes as (k, expansions when it began, CPU seconds then)."""
    problem = KnightProblem(load_puzzle("F", seed))
    control = RunControl(Limits(max_nodes=None, max_seconds=None))
    search = start_search("decision", problem, problem.heuristics()[heuristic], control)
    started = time.process_time()
    passes = []
    for event in search.events():
        spent = time.process_time() - started
        if isinstance(event, IterationStarted):
            passes.append((event.threshold, event.counters.expanded, spent))
        elif isinstance(event, Finished):
            final = event
        elif spent > cpu_limit:
            control.request_stop()
    return final, time.process_time() - started, passes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=parse_int_list, default=parse_int_list("40,5,6"))
    parser.add_argument("--heuristic", default="islands", help="an admissible heuristic")
    parser.add_argument("--cpu-limit", type=float, default=60.0, help="CPU seconds per seed")
    arguments = parser.parse_args()
    print(
        f"# Problem F, decision with '{arguments.heuristic}', {arguments.cpu_limit:g} CPU s "
        f"per seed; load average at the start: " + ", ".join(f"{x:.1f}" for x in os.getloadavg())
    )
    for seed in arguments.seeds:
        final, cpu, passes = passes_of(seed, arguments.heuristic, arguments.cpu_limit)
        expanded = final.counters.expanded
        if final.outcome is Outcome.SOLVED:
            outcome = f"proved {final.solution.depth} moves"
        else:
            outcome = f"stopped, lower bound {final.lower_bound:g}"
        print(f"seed {seed}: {outcome}, {expanded:,} expanded, {cpu:.1f} CPU s")
        if passes:
            print(f"  the beam first: {passes[0][1]:,} expansions, {passes[0][2]:.1f} CPU s")
        ends = [*passes[1:], (None, expanded, cpu)]
        for (k, began, at), (_next, ended, then) in zip(passes, ends, strict=True):
            print(f"  pass k = {k:g}: {ended - began:,} expansions, {then - at:.1f} CPU s")
    print("# load average at the end: " + ", ".join(f"{x:.1f}" for x in os.getloadavg()))


if __name__ == "__main__":
    main()
