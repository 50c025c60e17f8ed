"""Blokus Uno problems A-F searched: the fewest placements, and solutions that replay."""

from __future__ import annotations

import pytest

from cavalo_gui.domains.blokus.catalog import load_puzzle
from cavalo_gui.domains.blokus.problem import BlokusProblem
from cavalo_gui.domains.catalogues import render
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.events import Outcome
from cavalo_gui.engine.limits import Limits, RunControl

OPTIMAL_MOVES = {"A": 1, "B": 2, "C": 3, "D": 3}
FOUND_MOVES = {"E": 1, "F": 8}


def solve(name: str, algorithm: str, heuristic: str = "apart"):
    problem = BlokusProblem(load_puzzle(name))
    control = RunControl(Limits())
    final = start_search(algorithm, problem, problem.heuristics()[heuristic], control).run()
    return problem, final


def assert_replays(problem: BlokusProblem, moves: list[str]) -> None:
    """Each move is legal where it is made, and the last state is a goal."""
    state = problem.initial_state()
    for move in moves:
        successors = {label: after for label, after, _ in problem.successors(state)}
        assert move in successors
        state = successors[move]
    assert problem.is_goal(state)


@pytest.mark.parametrize("algorithm", ["astar", "bfs", "idastar"])
@pytest.mark.parametrize(("name", "moves"), OPTIMAL_MOVES.items())
def test_optimal_algorithms_find_the_course_answers(name, moves, algorithm):
    problem, final = solve(name, algorithm)
    assert final.outcome is Outcome.SOLVED
    assert final.solution.depth == moves
    assert_replays(problem, final.solution.moves())


@pytest.mark.parametrize(("name", "moves"), FOUND_MOVES.items())
def test_a_star_finds_e_and_f_within_the_default_budgets(name, moves):
    problem, final = solve(name, "astar")
    assert final.outcome is Outcome.SOLVED
    assert final.solution.depth == moves
    assert_replays(problem, final.solution.moves())


def test_e_ends_at_once_with_a_1x1_boxed_in_on_a1():
    problem, final = solve("E", "bfs")
    assert final.solution.moves() == ["1x1@A1"]
    assert problem.progress(final.solution.state) == 1


def test_a_solution_path_is_named_and_counted_in_pieces():
    problem, final = solve("B", "astar")
    path = final.solution.path()
    assert [problem.step_label(node) for node in path[1:]] == ["cross@C9", "1x1@B7"]
    assert [problem.progress(node.state) for node in path] == [9, 10, 11]
    assert render(problem.describe_state(path[-1].state)) == (
        "11 pieces on the board, stock 0/10/14 (1x1/2x2/cross)"
    )


@pytest.mark.parametrize("language", ["en", "pt"])
def test_the_heading_names_no_target_for_a_puzzle_that_has_none(capsys, language):
    """Blokus is won by placing every piece, not by a count: its heading says no "(target 35)"."""
    from cavalo_gui.cli.main import main

    main(["solve", "--domain", "blokus", "--problem", "A", "--algorithm", "bfs",
          "--max-nodes", "50", "--lang", language])  # fmt: skip
    heading = capsys.readouterr().out.splitlines()[0]
    assert heading.startswith(("Blokus Uno, problem A; ", "Blokus Uno, problema A; "))
    assert "35" not in heading
