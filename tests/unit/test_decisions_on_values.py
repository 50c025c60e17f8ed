"""No code decides by reading a sentence: IDDFS deepens on the event's ``at_depth_limit``, and
the reports say "optimal" from ``proved_optimal``, whatever the reasons' words are."""

from __future__ import annotations

import dataclasses
import itertools

from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.engine import generation_search
from cavalo_gui.engine.algorithms import iddfs, start_search
from cavalo_gui.engine.events import Outcome
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.run import run
from cavalo_gui.reports.tables import outcome_cell


def test_iddfs_deepens_whatever_the_depth_limit_s_sentence_says(monkeypatch):
    problem = KnightProblem(load_puzzle("B"))
    expected = start_search("iddfs", problem).run()
    numbers = itertools.count()
    reworded = lambda limit: f"reworded {next(numbers)}"  # noqa: E731  (never twice the same)
    monkeypatch.setattr(generation_search, "depth_limit_reason", reworded)
    monkeypatch.setattr(iddfs, "depth_limit_reason", reworded)
    final = start_search("iddfs", problem).run()
    assert final.outcome is Outcome.SOLVED
    assert final.solution.depth == expected.solution.depth
    assert final.counters.expanded == expected.counters.expanded


def test_a_solution_s_optimality_is_a_value_the_reason_agrees_with():
    problem = KnightProblem(load_puzzle("C"))
    proved = start_search("astar", problem, problem.heuristics()["fewest"]).run()
    unproved = start_search("greedy", problem, problem.heuristics()["fewest"]).run()
    assert proved.proved_optimal and "optimal:" in render(proved.reason)
    assert not unproved.proved_optimal and "not proved optimal" in render(unproved.reason)


def test_the_tables_say_optimal_from_the_value_not_the_words():
    result = run(RunChoices(load_puzzle("C"), "astar", "fewest"))
    reworded = dataclasses.replace(result, reason="anything at all")
    assert outcome_cell(reworded) == "solved, optimal (proved)"
    unproved = dataclasses.replace(result, proved_optimal=False)
    assert outcome_cell(unproved) == "solved (not proved optimal)"
