"""A problem written in Python, headless: what checking every call into the user's class
costs (docs/own-problem.md).

    .venv/bin/python benchmarks/python_problem.py            # five runs a row
    .venv/bin/python benchmarks/python_problem.py --runs 1

Rows: A* on examples/eight_puzzle.py with misplaced tiles (31,776 expansions to the 26-move
optimum) and with Manhattan distance (1,480), through the adapter that checks each result,
state, cost and heuristic value; and the same class searched through a bare adapter that
checks nothing, the ceiling the checks are measured against.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from _common import header, median, repeat_runs

from cavalo_gui.domains.registry import load_problem_module
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.limits import Limits, RunControl
from cavalo_gui.engine.problem import Heuristic

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "eight_puzzle.py"


class Bare:
    """The user's instance as the engine's problem with no check at all."""

    def __init__(self, instance) -> None:
        self.instance = instance

    def initial_state(self):
        return self.instance.initial

    def successors(self, state):
        for action in self.instance.actions(state):
            following = self.instance.result(state, action)
            yield str(action), following, 1.0

    def is_goal(self, state) -> bool:
        return self.instance.goal_test(state)

    def heuristics(self) -> dict:
        return {}

    def progress(self, state) -> float:
        return 0.0


class _Node:
    __slots__ = ("state",)

    def __init__(self, state) -> None:
        self.state = state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    header("A* on the 8-puzzle written in Python", f"{runs} runs a row")
    domain = load_problem_module(str(EXAMPLE))
    checked = domain.make_problem(next(iter(domain.puzzles().values())))
    bare = Bare(domain.instance)
    limits = Limits(max_nodes=10_000_000)
    for name in ("misplaced", "manhattan"):
        method = getattr(domain.instance, f"h_{name}")
        plain = Heuristic(name, name, True, lambda state, method=method: method(_Node(state)))
        for label, problem, heuristic in (
            (f"checked, {name}", checked, checked.heuristics()[name]),
            (f"bare, {name}", bare, plain),
        ):
            timed = repeat_runs(
                lambda problem=problem, heuristic=heuristic: start_search(
                    "astar", problem, heuristic, RunControl(limits)
                ),
                runs,
            )
            final = timed[0].final
            rate = median([run.final.counters.expanded / run.seconds for run in timed])
            print(
                f"{label:<22} {rate:>9,.0f} expansions/s  {final.counters.expanded:>7,} exp  "
                f"{final.solution.depth if final.solution else '-'} moves"
            )


if __name__ == "__main__":
    main()
