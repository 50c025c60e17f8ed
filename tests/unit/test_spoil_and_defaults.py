"""A spoiled heuristic ranks nodes and never proves one hopeless (issue 34, item 1), and a
parameter's default lives in the algorithm's spec alone, whoever starts the run (item 15)."""

from __future__ import annotations

import dataclasses
import json
import math

import pytest

from cavalo_gui.cli.main import main
from cavalo_gui.domains.registry import get_domain
from cavalo_gui.engine import algorithms
from cavalo_gui.engine.algorithms import ALGORITHMS, start_search
from cavalo_gui.engine.algorithms.spec import Parameter
from cavalo_gui.engine.events import Outcome
from cavalo_gui.engine.limits import Limits
from cavalo_gui.engine.problem import Heuristic
from cavalo_gui.engine.spoiled import Spoil, spoiled
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.run import run

SMALL = Limits(max_nodes=20_000, max_seconds=60.0)


@pytest.mark.parametrize("algorithm", ["astar", "idastar", "rbfs", "greedy"])
@pytest.mark.parametrize("puzzle", ["knight", "dots"])
def test_a_huge_scale_still_solves_a_solvable_problem(puzzle, algorithm):
    domain = get_domain(puzzle)
    setup = RunChoices(
        puzzle=domain.load_puzzle("D" if puzzle == "knight" else "A"),
        algorithm=algorithm,
        limits=SMALL,
        spoil=Spoil(scale=1e308),
    )
    result = run(setup)
    assert result.outcome is Outcome.SOLVED, result.reason
    assert not result.proved_optimal


def test_a_spoiled_finite_h_stays_finite_and_an_infinite_one_stays_infinite():
    base = Heuristic("h", "A test heuristic.", True, lambda state: state)
    huge = spoiled(base, Spoil(scale=1e308, bias=1e308))
    assert math.isfinite(huge.estimate(5.0))
    assert huge.estimate(5.0) > 1e300
    assert huge.estimate(math.inf) == math.inf
    assert huge.estimate(0.0) == 1e308  # 0·k + b


def test_the_command_line_says_solved_not_unreachable(capsys):
    main(["solve", "--problem", "D", "--algorithm", "astar", "--spoil", "scale:1e308", "--json"])
    record = json.loads(capsys.readouterr().out)
    assert record["outcome"] == "solved"


@pytest.fixture
def astar_weighing_two(monkeypatch):
    """A* registered with a weight whose default is 2 rather than 1."""
    astar = ALGORITHMS["astar"]
    weight = Parameter("weight", 2.0, 0.0, 100.0, real=True)
    monkeypatch.setitem(ALGORITHMS, "astar", dataclasses.replace(astar, parameters=(weight,)))
    monkeypatch.setattr(algorithms, "ALGORITHMS", ALGORITHMS)


def test_a_parameter_left_out_takes_the_spec_default(astar_weighing_two):
    problem = get_domain("knight").make_problem(get_domain("knight").load_puzzle("A"), {})
    assert start_search("astar", problem).weight == 2.0
    assert start_search("astar", problem, weight=1.5).weight == 1.5
    assert ALGORITHMS["astar"].weight_in({}) == 2.0
    assert ALGORITHMS["bfs"].weight_in({}) == 1.0


def test_solve_and_compare_run_at_the_spec_default(astar_weighing_two, capsys):
    main(["solve", "--problem", "D", "--algorithm", "astar", "--json"])
    record = json.loads(capsys.readouterr().out)
    assert record["outcome"] == "solved"
    assert "not proved optimal" in record["reason"] and "w = 2" in record["reason"]
    main(["compare", "--problems", "D", "--algorithms", "astar", "--format", "json"])
    rows = json.loads(capsys.readouterr().out)
    rows = rows["rows"] if isinstance(rows, dict) else rows
    assert "not proved optimal" in json.dumps(rows)


def test_every_algorithm_function_takes_its_parameters_from_the_spec():
    """No algorithm keeps a default of its own in its signature."""
    import inspect

    for algorithm in ALGORITHMS.values():
        signature = inspect.signature(algorithm.run)
        for parameter in algorithm.parameters:
            if parameter.name == "weight":
                continue  # the search holds it
            assert signature.parameters[parameter.name].default is inspect.Parameter.empty
