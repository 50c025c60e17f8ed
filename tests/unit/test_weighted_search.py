"""Break the heuristic: weighted A*, IDA* and RBFS (f = g + w·h) and a heuristic spoiled on
purpose; the run says what it can no longer promise."""

from __future__ import annotations

import math

import pytest

from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.languages import ENGLISH, PORTUGUESE
from cavalo_gui.domains.registry import get_domain
from cavalo_gui.engine.algorithms import get_algorithm, start_search
from cavalo_gui.engine.limits import Limits, RunControl
from cavalo_gui.engine.spoiled import Spoil, parse_spoil, spoiled
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.run import run

KNIGHT = get_domain("knight")


NO_SPOIL = Spoil()


def _run(algorithm: str, problem: str = "D", spoil: Spoil = NO_SPOIL, **parameters):
    return run(
        RunChoices(KNIGHT.load_puzzle(problem), algorithm, None, {}, parameters, spoil=spoil)
    )


def _counts(result) -> tuple:
    stats = result.statistics
    return (stats.generated, stats.expanded, stats.duplicates, stats.max_open, result.path)


def test_weighted_a_star_w2_on_d_expands_fewer_nodes_and_says_not_proved_optimal():
    plain, weighted = _run("astar", weight=1), _run("astar", weight=2)
    assert weighted.statistics.expanded < plain.statistics.expanded
    assert plain.proved_optimal and not weighted.proved_optimal
    moves = weighted.moves
    assert render(weighted.reason, ENGLISH) == (
        f"solved in {moves} moves; not proved optimal: w = 2 allows up to 2x the optimum"
    )
    assert render(weighted.reason, PORTUGUESE) == (
        f"resolvido em {moves} jogadas; sem prova de ser ótimo: w = 2 permite até 2x o ótimo"
    )


@pytest.mark.parametrize("algorithm", ["astar", "idastar", "rbfs"])
def test_weight_one_is_the_plain_algorithm_exactly(algorithm):
    plain, one = _run(algorithm), _run(algorithm, weight=1.0)
    assert _counts(one) == _counts(plain)
    assert one.reason == plain.reason and one.proved_optimal


@pytest.mark.parametrize("algorithm", ["idastar", "rbfs"])
def test_ida_star_and_rbfs_take_the_weight(algorithm):
    plain, weighted = _run(algorithm), _run(algorithm, weight=2)
    assert weighted.statistics.expanded < plain.statistics.expanded
    assert not weighted.proved_optimal
    assert "w = 2 allows up to 2x the optimum" in render(weighted.reason)


def test_a_weight_below_one_keeps_the_proof():
    result = _run("astar", weight=0.5)
    assert result.proved_optimal and result.moves == _run("astar").moves


def test_a_weighted_run_stopped_at_a_budget_claims_no_lower_bound():
    puzzle, budget = KNIGHT.load_puzzle("F"), Limits(max_nodes=20)
    assert run(RunChoices(puzzle, "astar", limits=budget)).lower_bound is not None
    weighted = run(RunChoices(puzzle, "astar", None, {}, {"weight": 2.0}, budget))
    assert weighted.outcome.value == "limit" and weighted.lower_bound is None


@pytest.mark.parametrize("weight", [-1, math.inf, math.nan, "two"])
def test_a_weight_that_is_not_a_finite_number_at_least_zero_is_refused(weight):
    problem = KNIGHT.make_problem(KNIGHT.load_puzzle("A"))
    with pytest.raises(ValueError, match=r"weight w must be (a number|between 0 and 100)"):
        start_search("astar", problem, None, RunControl(), weight=weight)


def test_only_weighted_a_star_ida_star_and_rbfs_declare_the_weight():
    weighted = {"astar", "idastar", "rbfs"}
    for name in ("astar", "idastar", "rbfs", "bfs", "greedy", "smastar"):
        names = {parameter.name for parameter in get_algorithm(name).parameters}
        assert ("weight" in names) == (name in weighted), name


def test_a_spoiled_heuristic_keeps_its_name_says_what_was_done_and_is_no_longer_admissible():
    fewest = KNIGHT.make_problem(KNIGHT.load_puzzle("D")).heuristics()["fewest"]
    tripled = spoiled(fewest, Spoil(scale=3))
    assert tripled.name == "fewest" and not tripled.admissible
    assert tripled.description.startswith(fewest.description)
    assert "Spoiled on purpose: h·3." in tripled.description
    state = KNIGHT.make_problem(KNIGHT.load_puzzle("D")).initial_state()
    assert tripled(state) == 3 * fewest(state)
    lowered = spoiled(fewest, Spoil(scale=0.5, bias=-100))
    assert lowered.admissible and lowered(state) == 0  # clamped at 0
    assert not spoiled(fewest, Spoil(bias=1)).admissible


def test_a_run_with_a_spoiled_heuristic_is_not_proved_optimal():
    result = _run("astar", spoil=Spoil(scale=3))
    assert not result.proved_optimal
    assert render(result.reason) == f"solved in {result.moves} moves (not proved optimal)"
    assert _run("astar", spoil=Spoil(scale=0.5)).proved_optimal


@pytest.mark.parametrize("text", ["scale", "scale:x", "size:2", "bias:inf", "scale:-1"])
def test_a_bad_spoil_is_refused_naming_it(text):
    with pytest.raises(ValueError, match=r"scale|bias"):
        parse_spoil(text)
