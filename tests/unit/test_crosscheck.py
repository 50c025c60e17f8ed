"""Every optimal algorithm agrees on the fewest moves; the others return valid solutions or none.

On 200 random small boards (4 to 10 numbers near the top-left corner, symmetric pairs and
doubles made likely, each double strategy; a target a little under the best of four random
plays, or now and then one beyond every number together), BFS fixes the optimal moves.
IDDFS, uniform cost, and A*, IDA*, RBFS and SMA* (with room for any path) with every
admissible heuristic must find exactly that many, or all agree there is no solution. Greedy,
DFS and beam search must return a solution whose every move is legal and that reaches the
target, or none.
"""

from __future__ import annotations

import itertools
import random

import pytest

from cavalo_gui.domains.knight.board import CELLS
from cavalo_gui.domains.knight.game import DoubleStrategy
from cavalo_gui.domains.knight.problem import KnightProblem, KnightPuzzle
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.events import Finished, Outcome
from cavalo_gui.engine.limits import Limits, RunControl

BOARDS = 200
RULE_NUMBERS = (0, 11, 22, 33, 44, 99, 12, 21, 5, 50, 37, 73, 46, 64, 19, 91)
CORNER = [row * 10 + column for row in range(4) for column in range(5)]
OPTIMAL_UNINFORMED = ("iddfs", "ucs")
OPTIMAL_INFORMED = ("astar", "idastar", "rbfs", "smastar")
SATISFICING = (("greedy", "reach"), ("greedy", "enunciado"), ("dfs", None), ("beam", "reach"))
PARAMETERS = {"smastar": {"memory": 64}, "beam": {"beam_width": 3}}


def random_problem(seed: int) -> KnightProblem:
    rng = random.Random(seed)
    squares = rng.sample(CORNER, rng.randint(4, 10))
    if not any(square < 10 for square in squares):
        squares[0] = rng.choice([square for square in range(5) if square not in squares])
    pool = list(RULE_NUMBERS) + rng.sample(range(100), 12)
    numbers = rng.sample(sorted(set(pool)), len(squares))
    cells: list[int | None] = [None] * CELLS
    for square, number in zip(squares, numbers, strict=True):
        cells[square] = number
    double = rng.choice(list(DoubleStrategy))
    probe = KnightProblem(KnightPuzzle("probe", tuple(cells), 10_000), double)
    if rng.random() < 0.1:
        target = sum(numbers) + 1
    else:
        target = max(1, max(random_play(probe, rng) for _ in range(4)) - rng.randint(0, 20))
    return KnightProblem(KnightPuzzle(f"random {seed}", tuple(cells), target), double)


def random_play(problem: KnightProblem, rng: random.Random) -> int:
    """The points of a random play to its end."""
    state = problem.initial_state()
    while options := problem.successors(state):
        state = rng.choice(options)[1]
    return state[2]


def run(problem: KnightProblem, algorithm: str, heuristic: str | None) -> Finished:
    chosen = problem.heuristics()[heuristic] if heuristic else None
    control = RunControl(Limits(max_nodes=200_000, max_seconds=30))
    parameters = PARAMETERS.get(algorithm, {})
    return start_search(algorithm, problem, chosen, control, **parameters).run()


def moves_of(final: Finished) -> int | None:
    assert final.outcome is not Outcome.LIMIT, final.reason
    return final.solution.depth if final.solution is not None else None


def assert_valid(problem: KnightProblem, final: Finished) -> None:
    """Replay the solution by the rules: each state must be a successor of the one before."""
    path = final.solution.path()
    assert path[0].state == problem.initial_state()
    for before, after in itertools.pairwise(path):
        assert after.state in {child for _m, child, _c in problem.successors(before.state)}
    assert problem.is_goal(path[-1].state)
    assert path[-1].state[2] >= problem.target


@pytest.mark.parametrize("seed", range(BOARDS))
def test_optimal_algorithms_agree_and_others_are_valid(seed):
    problem = random_problem(seed)
    optimal = moves_of(run(problem, "bfs", None))
    found = {name: moves_of(run(problem, name, None)) for name in OPTIMAL_UNINFORMED}
    admissible = [name for name, h in problem.heuristics().items() if h.admissible]
    for algorithm in OPTIMAL_INFORMED:
        for heuristic in admissible:
            found[f"{algorithm}/{heuristic}"] = moves_of(run(problem, algorithm, heuristic))
    assert found == dict.fromkeys(found, optimal)
    for algorithm, heuristic in SATISFICING:
        final = run(problem, algorithm, heuristic)
        if final.solution is not None:
            assert_valid(problem, final)
            assert final.solution.depth >= (optimal or 0)
        else:
            assert final.outcome in (Outcome.NO_SOLUTION, Outcome.LIMIT)


def test_the_random_boards_cover_solvable_unsolvable_and_long_cases():
    depths = [moves_of(run(random_problem(seed), "bfs", None)) for seed in range(BOARDS)]
    solved = [depth for depth in depths if depth is not None]
    assert len(solved) >= BOARDS * 0.8
    assert BOARDS - len(solved) >= 5
    assert max(solved) >= 6
