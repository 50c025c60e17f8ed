"""Problem F: where the decision search spends its nodes and its heuristic's calls, pass by
pass, per seed.

Run: ``.venv/bin/python benchmarks/decision_passes.py [--seeds 40,5,6] [--heuristic islands]
[--cpu-limit 60] [--max-expansions N]``.

The decision search (``engine/algorithms/decision.py``) asks "a solution in k moves?" for k
rising from the root's bound; a seed is proved once the pass for k = optimum - 1 is refuted.
For each seed this prints the outcome, the nodes expanded and the CPU seconds in all, the
heuristic's calls and the CPU microseconds per call (the calls timed one by one with
``time.thread_time``, which the load of other processes does not inflate; the rest is the
search itself), then the beam search that comes first, and for each pass its k, the
expansions, heuristic calls and CPU seconds it took (its dives' included; the last pass: until
the end of the run). A seed stopped at the limit names the pass that did not finish: the bound
that would close it is one that refutes that k in fewer nodes. ``--max-expansions N`` stops
each seed after N expansions instead, so that two checkouts (``PYTHONPATH`` set to each) can be
compared on the same work: node and call counts are exact and the same on every machine.
"""

from __future__ import annotations

import argparse
import os
import time
from dataclasses import dataclass

from _common import parse_int_list

from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.events import Finished, IterationStarted, Outcome
from cavalo_gui.engine.limits import Limits, RunControl
from cavalo_gui.engine.problem import Heuristic


class CountedHeuristic:
    """A heuristic's calls counted and their CPU seconds summed (``within`` and the whole
    estimate alike), for a run to report what each call costs."""

    def __init__(self, heuristic: Heuristic) -> None:
        self.calls = 0
        self.seconds = 0.0
        self.heuristic = Heuristic(
            heuristic.name,
            heuristic.description,
            heuristic.admissible,
            self._timed(heuristic.estimate),
            None if heuristic.within is None else self._timed(heuristic.within),
        )

    def _timed(self, function):
        clock = time.thread_time

        def timed(*arguments):
            started = clock()
            value = function(*arguments)
            self.seconds += clock() - started
            self.calls += 1
            return value

        return timed


@dataclass
class Step:
    """A phase of the run (the beam, or a pass k) as it began: the expansions, heuristic calls
    and CPU seconds spent before it."""

    k: float | None
    expanded: int
    calls: int
    cpu: float


def passes_of(
    seed: int, heuristic: str, cpu_limit: float, max_expansions: int | None
) -> tuple[Finished, float, CountedHeuristic, list[Step]]:
    """One run on seed ``seed``, stopped at ``cpu_limit`` CPU seconds or ``max_expansions``:
    its end, its CPU seconds, its counted heuristic and its phases."""
    problem = KnightProblem(load_puzzle("F", seed))
    counted = CountedHeuristic(problem.heuristics()[heuristic])
    control = RunControl(Limits(max_nodes=None, max_seconds=None, max_expansions=max_expansions))
    search = start_search("decision", problem, counted.heuristic, control)
    started = time.process_time()
    steps = [Step(None, 0, 0, 0.0)]
    for event in search.events():
        spent = time.process_time() - started
        if isinstance(event, IterationStarted):
            steps.append(Step(event.threshold, event.counters.expanded, counted.calls, spent))
        elif isinstance(event, Finished):
            final = event
        elif spent > cpu_limit:
            control.request_stop()
    return final, time.process_time() - started, counted, steps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=parse_int_list, default=parse_int_list("40,5,6"))
    parser.add_argument("--heuristic", default="islands", help="an admissible heuristic")
    parser.add_argument("--cpu-limit", type=float, default=60.0, help="CPU seconds per seed")
    parser.add_argument(
        "--max-expansions", type=int, default=None, help="stop each seed after N expansions"
    )
    arguments = parser.parse_args()
    cap = f", at most {arguments.max_expansions:,} expansions" if arguments.max_expansions else ""
    print(
        f"# Problem F, decision with '{arguments.heuristic}', {arguments.cpu_limit:g} CPU s "
        f"per seed{cap}; load average at the start: "
        + ", ".join(f"{x:.1f}" for x in os.getloadavg())
    )
    for seed in arguments.seeds:
        final, cpu, counted, steps = passes_of(
            seed, arguments.heuristic, arguments.cpu_limit, arguments.max_expansions
        )
        expanded = final.counters.expanded
        if final.outcome is Outcome.SOLVED:
            outcome = f"proved {final.solution.depth} moves"
        else:
            outcome = f"stopped, lower bound {final.lower_bound:g}"
        per_call = 1e6 * counted.seconds / max(counted.calls, 1)
        print(
            f"seed {seed}: {outcome}, {expanded:,} expanded, {cpu:.1f} CPU s; heuristic "
            f"{counted.calls:,} calls, {counted.seconds:.1f} CPU s, {per_call:.0f} us a call"
        )
        ends = [*steps[1:], Step(None, expanded, counted.calls, cpu)]
        for step, end in zip(steps, ends, strict=True):
            name = "the beam first" if step.k is None else f"pass k = {step.k:g}"
            print(
                f"  {name}: {end.expanded - step.expanded:,} expansions, "
                f"{end.calls - step.calls:,} calls, {end.cpu - step.cpu:.1f} CPU s"
            )
    print("# load average at the end: " + ", ".join(f"{x:.1f}" for x in os.getloadavg()))


if __name__ == "__main__":
    main()
