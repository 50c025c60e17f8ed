"""Outcomes that say only what the search proved (issue 16, items 6-8): a depth cut-off is a
limit, only an exhaustive search says "all N reachable states explored", and the node budget's
overshoot is said."""

from __future__ import annotations

import json
import re

import pytest

from cavalo_gui.cli.main import build_parser, main
from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem, KnightPuzzle
from cavalo_gui.engine.algorithms import ALGORITHMS, start_search
from cavalo_gui.engine.events import Finished, Outcome
from cavalo_gui.engine.limits import Limits, RunControl
from tests.unit.knight_helpers import board_with

# BFS explores all 25 states and reaches 341 points; `reach` rules most of them out early.
RULED_OUT = KnightPuzzle(
    "ruled out",
    board_with(C1=23, F3=54, H3=85, F2=44, E1=52, H4=94, J4=2, G2=29, D3=89),
    467,
)
# Unsolvable boards on which the searches end without a budget: the board above, problem E.
UNSOLVABLE = [RULED_OUT, load_puzzle("E")]
# Every algorithm, the informed ones with a weak and a strong admissible heuristic.
ALGORITHM_RUNS = [
    (name, heuristic)
    for name, algorithm in ALGORITHMS.items()
    for heuristic in (["fewest", "reach"] if algorithm.informed else [None])
]
EXPLORED = re.compile(r"all ([\d,]+) reachable states explored")


def finish(puzzle: KnightPuzzle, algorithm: str, heuristic: str | None = None, **parameters):
    problem = KnightProblem(puzzle)
    chosen = problem.heuristics()[heuristic] if heuristic else None
    control = RunControl(Limits(max_nodes=3_000_000, max_seconds=300))
    return start_search(algorithm, problem, chosen, control, **parameters).run()


def reachable_states(puzzle: KnightPuzzle) -> int:
    final = finish(puzzle, "bfs")
    assert final.outcome is Outcome.NO_SOLUTION and final.exhaustive
    return final.states


# ---------------------------------------------------------- item 6: a depth cut is a limit


@pytest.mark.parametrize("algorithm", ["dfs", "iddfs"])
def test_a_depth_limit_that_cut_branches_is_a_limit_not_a_proof(algorithm):
    final = finish(load_puzzle("D"), algorithm, max_depth=2)  # D needs 12 moves
    assert final.outcome is Outcome.LIMIT
    assert render(final.reason) == "depth limit 2 reached; no solution within it"
    assert not final.exhaustive


def test_iddfs_at_its_depth_limit_proves_the_optimum_needs_more_moves():
    final = finish(load_puzzle("D"), "iddfs", max_depth=5)
    assert final.outcome is Outcome.LIMIT and final.lower_bound == 6


@pytest.mark.parametrize("algorithm", ["dfs", "iddfs"])
def test_a_depth_limit_that_cut_nothing_still_proves_no_solution(algorithm):
    puzzle = load_puzzle("E")
    final = finish(puzzle, algorithm, max_depth=60)
    assert final.outcome is Outcome.NO_SOLUTION and final.exhaustive
    assert EXPLORED.search(render(final.reason))


@pytest.mark.parametrize("algorithm", ["dfs", "iddfs"])
def test_the_command_line_exits_1_on_a_depth_cut_off(capsys, algorithm):
    arguments = ["solve", "--problem", "D", "--algorithm", algorithm, "--max-depth", "2"]
    assert main([*arguments, "--json"]) == 1
    found = json.loads(capsys.readouterr().out)
    assert found["outcome"] == "limit"
    assert found["reason"] == "depth limit 2 reached; no solution within it"


# --------------------------------------- item 7: only exhaustive searches say "all N states"


@pytest.mark.parametrize("puzzle", UNSOLVABLE, ids=lambda puzzle: puzzle.name)
@pytest.mark.parametrize(("algorithm", "heuristic"), ALGORITHM_RUNS)
def test_no_solution_claims_every_state_explored_only_when_it_did(puzzle, algorithm, heuristic):
    final = finish(puzzle, algorithm, heuristic)
    assert final.outcome in (Outcome.NO_SOLUTION, Outcome.LIMIT), final.reason
    claim = EXPLORED.search(render(final.reason))
    assert bool(claim) == final.exhaustive, final.reason
    if claim:
        assert int(claim.group(1).replace(",", "")) == reachable_states(puzzle)


@pytest.mark.parametrize("algorithm", ["astar", "greedy", "beam"])
def test_a_search_the_heuristic_pruned_says_so(algorithm):
    final = finish(RULED_OUT, algorithm, "reach")
    assert final.outcome is Outcome.NO_SOLUTION and not final.exhaustive
    assert final.states < reachable_states(RULED_OUT)
    assert render(final.reason) == (
        f"no solution: the heuristic rules out every remaining node after {final.states:,} states"
    )


@pytest.mark.parametrize("algorithm", ["rbfs", "smastar"])
def test_memory_bounded_searches_say_what_they_proved(algorithm):
    final = finish(RULED_OUT, algorithm, "reach")
    assert final.outcome is Outcome.NO_SOLUTION and not final.exhaustive
    assert render(final.reason).startswith(
        "no solution: every path ends in a dead end or is ruled out by the heuristic"
    )


def test_an_exhaustive_search_says_all_its_states():
    final = finish(RULED_OUT, "bfs")
    states = reachable_states(RULED_OUT)
    assert render(final.reason) == f"no solution: all {states:,} reachable states explored"
    assert final.exhaustive


# ---------------------------------------------------- item 8: the node budget's overshoot


def test_the_node_budget_reason_says_the_overshoot(capsys):
    assert main(["solve", "--problem", "D", "--max-nodes", "1", "--json"]) == 1
    found = json.loads(capsys.readouterr().out)
    assert found["outcome"] == "limit"
    generated = found["generated"]
    assert generated > 1  # the placements of the first expansion all count
    assert found["reason"] == (
        f"node budget of 1 generated node reached ({generated:,} generated: the last "
        f"expansion's children passed it by {generated - 1:,})"
    )


def test_a_budget_met_exactly_says_no_overshoot():
    problem = KnightProblem(load_puzzle("D"))
    first: Finished = start_search("bfs", problem, None, RunControl(Limits(max_nodes=1))).run()
    exact = first.counters.generated
    control = RunControl(Limits(max_nodes=exact))
    final = start_search("bfs", problem, None, control).run()
    assert final.counters.generated == exact
    assert render(final.reason) == f"node budget of {exact:,} generated nodes reached"


def test_the_help_says_the_budget_may_be_overshot(capsys):
    parser = build_parser()
    with pytest.raises(SystemExit):
        parser.parse_args(["solve", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "may be overshot by the children of that one expansion" in text
