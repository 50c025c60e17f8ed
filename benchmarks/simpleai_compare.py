"""The same searches in cavalo-gui and in simpleai, side by side, with the ratio.

simpleai is a peer library, not a dependency of the project: install it in a scratch venv of
its own and run this script with that venv's Python (see SETUP below).

The knight game is written against simpleai's ``SearchProblem`` twice, with our rules (SPEC §2),
our operator order and the same ``enunciado`` estimate, so that all three searches expand the
same nodes (the script prints the counts):

- **simpleai**: the problem as a simpleai user writes it. A state is the board (a tuple of 100
  numbers or ``None``), the knight's square and the points; a move copies the board, empties
  the landing square and finds the symmetric number or the other double by scanning it; the
  estimate sums what is left on the board. This is the peer the target is about.
- **simpleai + our domain**: simpleai's search loop over our own successor function and
  estimate (bit-mask states, precomputed moves). Only the search loops differ here, so this
  column says how much of the gap is the engine and how much is the state representation.

Rows: graph-search BFS over all of E (no solution: every search explores its 8,763 states); A*
with ``enunciado`` on A-D and on F seeds 1-5, stopped after ``--budget`` expansions. Times are
medians of ``--repeats`` runs, each side's runs interleaved. Target: ours at least 10 times
faster than simpleai.
"""

from __future__ import annotations

import argparse
import math
import time
from collections.abc import Callable

from _common import header, median, parse_int_list

from cavalo_gui.domains.knight.board import FIRST_ROW, KNIGHT_JUMPS, SIZE
from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.game import KnightGame
from cavalo_gui.domains.knight.problem import KnightProblem, KnightPuzzle
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


def natural_problem(puzzle: KnightPuzzle, with_estimate: bool, budget: int | None):
    """The knight game as a simpleai user would write it: the board as a tuple, copied per
    move (built here, once simpleai is imported)."""
    board0, target = puzzle.board, puzzle.target
    jumps = [
        [
            (row + dr) * SIZE + column + dc
            for dr, dc in KNIGHT_JUMPS
            if 0 <= row + dr < SIZE and 0 <= column + dc < SIZE
        ]
        for row, column in (divmod(square, SIZE) for square in range(SIZE * SIZE))
    ]

    class KnightBoardProblem(SearchProblem):
        def __init__(self) -> None:
            super().__init__((board0, None, 0))
            self.expanded = 0

        def actions(self, state):
            self.expanded += 1
            if budget is not None and self.expanded > budget:
                raise BudgetReached
            board, knight, _points = state
            squares = FIRST_ROW if knight is None else jumps[knight]
            return [square for square in squares if board[square] is not None]

        def result(self, state, square):
            board, _knight, points = state
            cells = list(board)
            number = cells[square]
            cells[square] = None
            if number % 11 == 0:  # a double removes the highest other double left
                doubles = [value for value in cells if value is not None and value % 11 == 0]
                if doubles:
                    cells[cells.index(max(doubles))] = None
            else:
                partner = number % 10 * 10 + number // 10
                if partner in cells:
                    cells[cells.index(partner)] = None
            return (tuple(cells), square, points + number)

        def is_goal(self, state):
            return state[2] >= target

        def heuristic(self, state):
            if not with_estimate:
                return 0
            board, _knight, points = state
            missing = target - points
            if missing <= 0:
                return 0.0
            left = [value for value in board if value is not None]
            total = sum(left)
            return missing * len(left) / total if total else math.inf

    return KnightBoardProblem()


def domain_problem(game: KnightGame, estimate: Callable | None, budget: int | None):
    """simpleai's loop over our own successor function and estimate."""

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


def run_simpleai(kind: str, algorithm: str, name: str, seed: int | None, budget: int | None):
    puzzle = load_puzzle(name, seed)
    if kind == "natural":
        peer = natural_problem(puzzle, algorithm == "astar", budget)
    else:
        problem = KnightProblem(puzzle)
        estimate = problem.heuristics()["enunciado"].estimate if algorithm == "astar" else None
        peer = domain_problem(problem, estimate, budget)
    search = astar if algorithm == "astar" else breadth_first
    start = time.perf_counter()
    try:
        node = search(peer, graph_search=True)
        outcome = f"solved in {node.depth}" if node is not None else "no-solution"
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
    """One row: the three searches interleaved ``--repeats`` times; their median times."""
    budget = None if algorithm == "bfs" else options.budget
    natural, domain, ours = [], [], []
    for _ in range(options.repeats):
        natural.append(run_simpleai("natural", algorithm, name, seed, budget))
        domain.append(run_simpleai("domain", algorithm, name, seed, budget))
        ours.append(run_ours(algorithm, name, seed, budget))
    times = [median([run[0] for run in runs]) for runs in (natural, domain, ours)]
    ratio = times[0] / times[2]
    verdict = "ok " if ratio >= TARGET_RATIO else "LOW"
    outcomes = {f"{run[1]} ({run[2]:,} exp)" for run in (natural[0], domain[0], ours[0])}
    agree = outcomes.pop() if len(outcomes) == 1 else "DIFFER: " + ", ".join(sorted(outcomes))
    print(
        f"{label:<18} {times[0] * 1000:>9.1f} ms {times[1] * 1000:>9.1f} ms "
        f"{times[2] * 1000:>8.1f} ms {ratio:>7.1f}x {verdict} {times[1] / times[2]:>7.1f}x"
        f"   {agree}"
    )
    return times


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
        "cavalo-gui against simpleai (same rules, operator order and heuristic)",
        f"{options.repeats} runs per row, A* budget {options.budget:,} expansions",
    )
    print(
        f"{'search':<18} {'simpleai':>12} {'+our domain':>12} {'ours':>11} {'ratio':>8}"
        f"     {'ratio':>7}   outcome (all three)"
    )
    rows = [compare("BFS E (all)", "bfs", "E", None, options)]
    rows += [compare(f"A* enunciado {n}", "astar", n, None, options) for n in "ABCD"]
    rows += [
        compare(f"A* enunciado F{seed}", "astar", "F", seed, options)
        for seed in parse_int_list(options.seeds)
    ]
    natural, domain, ours = (sum(row[column] for row in rows) for column in range(3))
    print(
        f"{'all rows':<18} {natural * 1000:>9.1f} ms {domain * 1000:>9.1f} ms "
        f"{ours * 1000:>8.1f} ms {natural / ours:>7.1f}x     {domain / ours:>7.1f}x"
    )
    ratios = [row[0] / row[2] for row in rows]
    print(f"least ratio to simpleai: {min(ratios):.1f}x (target {TARGET_RATIO:g}x)")


if __name__ == "__main__":
    main()
