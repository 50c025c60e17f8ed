"""The same searches in cavalo-gui's engine and in simpleai, side by side, with the ratio.

simpleai is a peer library, not a dependency of the project: install it in a scratch venv of
its own and run this script with that venv's Python (see SETUP below).

Both sides search the same problem with the same rules, states and heuristic: simpleai's
``SearchProblem`` below hands out ``KnightGame.successors`` as its actions (the cheapest way
to write it, so simpleai is not slowed by the problem code) and uses the same ``enunciado``
estimate. What differs is the search engines: simpleai's graph search scans its fringe for
each successor and builds nodes through its problem object; ours keeps dicts beside the queue
and still yields an event per expansion, which this script draws and drops.

Rows: graph-search BFS over all of E (no solution: both must explore its 8,763 states); A*
with ``enunciado`` on A-D and on F seeds 1-5, both sides stopped after ``--budget``
expansions. Times are medians of ``--repeats`` runs. Target: ours at least 10 times faster.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

from _common import header, median, parse_int_list

from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.game import KnightGame
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.limits import Limits, RunControl

try:
    from simpleai.search import SearchProblem, astar, breadth_first
except ImportError:
    SearchProblem = None

TARGET_RATIO = 10.0
SETUP = """\
    python -m venv /tmp/bench-venv
    /tmp/bench-venv/bin/pip install simpleai
    /tmp/bench-venv/bin/pip install --no-deps -e .    # the project, from the checkout
    /tmp/bench-venv/bin/python benchmarks/simpleai_compare.py [--repeats 5] [--budget 5000]"""


class BudgetReached(Exception):
    """Raised inside simpleai's loop to stop it after the budget, as our limits do."""


def simpleai_problem(game: KnightGame, estimate: Callable | None, budget: int | None):
    """The knight game as a simpleai ``SearchProblem`` (built here, once simpleai imported)."""

    class KnightSearchProblem(SearchProblem):
        def __init__(self) -> None:
            super().__init__(game.initial_state())
            self.expanded = 0

        def actions(self, state):
            self.expanded += 1
            if budget is not None and self.expanded > budget:
                raise BudgetReached
            return game.successors(state)  # (label, next state, cost) triples

        def result(self, state, action):
            return action[1]

        def is_goal(self, state):
            return game.is_goal(state)

        def heuristic(self, state):
            return estimate(state) if estimate is not None else 0

    return KnightSearchProblem()


def run_simpleai(algorithm: str, name: str, seed: int | None, budget: int | None) -> tuple:
    problem = KnightProblem(load_puzzle(name, seed))
    estimate = problem.heuristics()["enunciado"].estimate if algorithm == "astar" else None
    peer = simpleai_problem(problem, estimate, budget)
    search = astar if algorithm == "astar" else breadth_first
    start = time.perf_counter()
    try:
        node = search(peer, graph_search=True)
        outcome = f"solved in {node.depth}" if node is not None else "no solution"
    except BudgetReached:
        outcome = "budget"
    return time.perf_counter() - start, outcome, min(peer.expanded, budget or peer.expanded)


def run_ours(algorithm: str, name: str, seed: int | None, budget: int | None) -> tuple:
    problem = KnightProblem(load_puzzle(name, seed))
    heuristic = problem.heuristics()["enunciado"] if algorithm == "astar" else None
    limits = Limits(max_nodes=None, max_seconds=None, max_expansions=budget)
    search = start_search(algorithm, problem, heuristic, RunControl(limits))
    start = time.perf_counter()
    for _event in search.events():
        pass
    seconds = time.perf_counter() - start
    final = search.final
    outcome = f"solved in {final.solution.depth}" if final.solution else final.outcome.value
    return seconds, outcome, final.counters.expanded


def compare(label: str, algorithm: str, name: str, seed: int | None, options) -> tuple:
    budget = None if algorithm == "bfs" else options.budget
    theirs = [run_simpleai(algorithm, name, seed, budget) for _ in range(options.repeats)]
    ours = [run_ours(algorithm, name, seed, budget) for _ in range(options.repeats)]
    their_time = median([run[0] for run in theirs])
    our_time = median([run[0] for run in ours])
    ratio = their_time / our_time
    verdict = "ok " if ratio >= TARGET_RATIO else "LOW"
    print(
        f"{label:<18} {their_time * 1000:>10.1f} ms {our_time * 1000:>9.1f} ms "
        f"{ratio:>8.1f}x {verdict}  simpleai: {theirs[0][1]} ({theirs[0][2]:,} exp); "
        f"ours: {ours[0][1]} ({ours[0][2]:,} exp)"
    )
    return their_time, our_time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3, help="runs per row (default 3)")
    parser.add_argument("--budget", type=int, default=5_000, help="A* expansions (default 5000)")
    parser.add_argument("--seeds", default="1-5", help="F seeds, e.g. 1-5")
    options = parser.parse_args()
    if SearchProblem is None:
        print("simpleai is not installed in this Python. From the checkout's root:")
        print(SETUP)
        return
    header(
        "cavalo-gui's engine against simpleai (same problem, rules and heuristic)",
        f"{options.repeats} runs per row, A* budget {options.budget:,} expansions",
    )
    print(f"{'search':<18} {'simpleai':>13} {'ours':>12} {'ratio':>9}")
    rows = [compare("BFS E (all)", "bfs", "E", None, options)]
    rows += [compare(f"A* enunciado {n}", "astar", n, None, options) for n in "ABCD"]
    rows += [
        compare(f"A* enunciado F{seed}", "astar", "F", seed, options)
        for seed in parse_int_list(options.seeds)
    ]
    theirs = sum(row[0] for row in rows)
    ours = sum(row[1] for row in rows)
    print(
        f"{'all rows':<18} {theirs * 1000:>10.1f} ms {ours * 1000:>9.1f} ms {theirs / ours:>8.1f}x"
    )


if __name__ == "__main__":
    main()
