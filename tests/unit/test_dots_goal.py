"""The Dots goal follows the course's seed 004, ``(= (closed-boxes ...) objetivo)``: exactly the
target closed; "at least the target" is the option ``goal=at-least``. Every optimal algorithm
agrees with exhaustive search under both rules ("Nothing lost", round 3, item 8)."""

from __future__ import annotations

import math
import random

import pytest

from cavalo_gui.cli.main import main
from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.dots.board import DotsBoard
from cavalo_gui.domains.dots.domain import DOTS
from cavalo_gui.domains.dots.problem import DotsProblem, DotsPuzzle
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.events import Outcome
from cavalo_gui.engine.limits import Limits, RunControl
from tests.unit.dots_helpers import problem_from, true_cost

BOARDS = 83
GRAPH_SEARCHES = [("bfs", None), ("ucs", None)] + [
    ("astar", heuristic) for heuristic in ("half", "sides", "region", "bands")
]
# Tree searches (no closed list) take factorial time to prove a board hopeless: they run on
# the solvable boards only.
TREE_SEARCHES = [("idastar", "bands"), ("rbfs", "bands"), ("decision", "bands")]


def random_puzzle(seed: int) -> DotsPuzzle:
    """A small board (exhaustive search can score every state of it) with some arcs drawn."""
    chance = random.Random(seed)
    rows, columns = chance.choice([(2, 2), (2, 3), (3, 2), (1, 4)])
    board = DotsBoard(rows, columns)
    density = chance.choice([0.45, 0.7, 0.85])  # dense boards: boxes nearly closed
    arcs = 0
    for arc in range(board.geometry.arc_count):
        if chance.random() < density:
            arcs |= 1 << arc
    target = chance.randint(1, rows * columns)
    return DotsPuzzle(f"r{seed}", DotsBoard(rows, columns, arcs), target)


def moves(problem: DotsProblem, algorithm: str, heuristic: str | None) -> float:
    chosen = problem.heuristics()[heuristic] if heuristic else None
    control = RunControl(Limits(max_nodes=500_000, max_seconds=60))
    final = start_search(algorithm, problem, chosen, control).run()
    assert final.outcome is not Outcome.LIMIT, (algorithm, heuristic, final.reason)
    return final.solution.depth if final.solution is not None else math.inf


@pytest.mark.parametrize("seed", range(BOARDS))
@pytest.mark.parametrize("goal", ["exactly", "at-least"])
def test_every_optimal_algorithm_agrees_with_exhaustive_search(seed, goal):
    puzzle = random_puzzle(seed)
    problem = DOTS.make_problem(puzzle, {"goal": goal})
    expected = true_cost(puzzle.board, puzzle.target, exact=goal == "exactly")
    runs = GRAPH_SEARCHES + (TREE_SEARCHES if expected < math.inf else [])
    found = {f"{a}/{h}": moves(problem, a, h) for a, h in runs}
    assert found == dict.fromkeys(found, expected)


def test_the_two_rules_differ_on_some_random_boards_and_exact_never_costs_less():
    differ = 0
    for seed in range(BOARDS):
        puzzle = random_puzzle(seed)
        exact = true_cost(puzzle.board, puzzle.target)
        at_least = true_cost(puzzle.board, puzzle.target, exact=False)
        assert exact >= at_least
        differ += exact != at_least
    assert differ >= 3  # the boards where the course's rule changes the answer


def test_the_default_is_the_course_s_exact_goal():
    assert DOTS.options[0].name == "goal" and DOTS.options[0].default == "exactly"
    problem = DOTS.make_problem(DOTS.load_puzzle("A"))
    assert problem.exact
    assert not DOTS.make_problem(DOTS.load_puzzle("A"), {"goal": "at-least"}).exact


def test_a_board_past_its_target_has_no_solution_and_the_heuristic_proves_it():
    problem = problem_from("+---+---+\n|   |   |\n+---+---+", 1)  # 2 boxes closed, target 1
    assert true_cost(problem.board, 1) == math.inf
    final = start_search("astar", problem, problem.heuristics()["bands"]).run()
    assert final.outcome is Outcome.NO_SOLUTION
    assert render(final.reason) == "no solution: the heuristic proves the goal unreachable"
    at_least = problem_from("+---+---+\n|   |   |\n+---+---+", 1, exact=False)
    assert at_least.is_goal(at_least.initial_state())


def test_the_command_line_offers_the_goal_option(capsys):
    assert main(["list", "--domain", "dots"]) == 0
    listing = capsys.readouterr().out
    assert "Option --goal exactly|at-least (default exactly):" in listing
    assert "exactly the target (the course's rule), or the target or more" in listing
    assert main(["solve", "--domain", "dots", "--problem", "B", "--goal", "at-least"]) == 0
    assert "goal: at-least" in capsys.readouterr().out
    assert main(["solve", "--domain", "dots", "--problem", "B", "--lang", "pt"]) == 0
    assert "objetivo: exactly" in capsys.readouterr().out


def test_the_problems_say_exactly():
    for puzzle in DOTS.puzzles().values():
        assert f"have exactly {puzzle.target} boxes closed" in puzzle.description
