"""What an outcome claims about the optimum is proved, on all three puzzles ("Nothing lost",
round 3, item 2; "First use", round 2, item 11): a lower bound only from an admissible
heuristic or an exhaustive layer, and a solution called optimal only when the algorithm and
the heuristic prove it."""

from __future__ import annotations

import dataclasses
import json

import pytest

from cavalo_gui.cli.main import main
from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.registry import DOMAINS, get_domain
from cavalo_gui.engine.algorithms import ALGORITHMS
from cavalo_gui.engine.events import Outcome
from cavalo_gui.engine.limits import Limits
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.run import run
from cavalo_gui.reports.summary import outcome_sentence, statistics_row
from cavalo_gui.reports.tables import parse_csv, to_csv, to_markdown

BOUNDED = ["astar", "idastar", "rbfs", "smastar", "decision"]  # the ones that report a bound


def _setup(domain: str, problem: str, algorithm: str, heuristic: str | None, **limits):
    puzzle = get_domain(domain).load_puzzle(problem)
    return RunChoices(puzzle, algorithm, heuristic, limits=Limits(**limits))


def _heuristics(domain: str, admissible: bool) -> list[str]:
    puzzle = next(iter(DOMAINS[domain].puzzles().values()))
    problem = DOMAINS[domain].make_problem(puzzle)
    return [name for name, h in problem.heuristics().items() if h.admissible is admissible]


def _optimum(domain: str, problem: str) -> float:
    """The least cost of a solution (the fewest moves, where every move costs 1)."""
    result = run(_setup(domain, problem, "ucs", None, max_nodes=2_000_000, max_seconds=120))
    assert result.outcome is Outcome.SOLVED and result.proved_optimal
    return result.statistics.cost


def _first(domain: str) -> str:
    return next(iter(DOMAINS[domain].puzzles()))


INADMISSIBLE = [
    (domain, heuristic, algorithm)
    for domain in DOMAINS
    for heuristic in _heuristics(domain, admissible=False)
    for algorithm in BOUNDED
]


@pytest.mark.parametrize(("domain", "heuristic", "algorithm"), INADMISSIBLE)
def test_an_inadmissible_heuristic_states_no_lower_bound(domain, heuristic, algorithm):
    result = run(_setup(domain, "E", algorithm, heuristic, max_nodes=3))
    assert result.outcome in (Outcome.LIMIT, Outcome.SOLVED)  # a quick one solves E at once
    assert result.lower_bound is None
    assert result.to_json()["lower_bound"] is None


@pytest.mark.parametrize("domain", list(DOMAINS))
def test_a_stated_lower_bound_is_never_above_the_optimum(domain):
    optimum = _optimum(domain, _first(domain))
    for heuristic in _heuristics(domain, admissible=True):
        for algorithm in BOUNDED:
            result = run(_setup(domain, _first(domain), algorithm, heuristic, max_expansions=2))
            if result.lower_bound is not None:
                assert result.lower_bound <= optimum, (heuristic, algorithm)


def test_blokus_e_with_the_course_heuristic_says_no_bound(capsys):
    arguments = ["solve", "--domain", "blokus", "--problem", "E", "--algorithm", "astar"]
    assert main([*arguments, "--heuristic", "enunciado", "--max-nodes", "3", "--lang", "en"]) == 1
    text = capsys.readouterr().out
    assert "at least" not in text
    assert main([*arguments, "--heuristic", "enunciado", "--max-nodes", "3", "--json"]) == 1
    assert json.loads(capsys.readouterr().out)["lower_bound"] is None


def test_iddfs_states_its_layers_bound_whatever_the_heuristic():
    puzzle = get_domain("knight").load_puzzle("D")
    stopped = run(RunChoices(puzzle, "iddfs", "enunciado", parameters={"max_depth": 5}))
    assert stopped.outcome is Outcome.LIMIT and stopped.lower_bound == 6


@pytest.mark.parametrize(
    ("bound", "language", "expected"),
    [
        (1.0, "en", "; the optimum needs at least 1 move."),
        (0.5, "en", "; the optimum needs at least 1 move."),
        (1.5, "en", "; the optimum needs at least 2 moves."),
        (1.0, "pt", "; o ótimo precisa de pelo menos 1 jogada."),
        (1200.0, "pt", "; o ótimo precisa de pelo menos 1\u00a0200 jogadas."),
    ],
)
def test_the_summary_states_a_whole_bound_in_the_right_number(bound, language, expected):
    stopped = run(_setup("knight", "D", "astar", "fewest", max_nodes=3))
    result = dataclasses.replace(stopped, lower_bound=bound)
    assert outcome_sentence(result, language).endswith(expected)


PROVING = [
    (name, heuristic)
    for name, algorithm in ALGORITHMS.items()
    for heuristic in (["fewest", "enunciado"] if algorithm.informed else [None])
]


@pytest.mark.parametrize(("algorithm", "heuristic"), PROVING)
def test_a_solution_is_called_optimal_only_when_proved(algorithm, heuristic):
    result = run(_setup("knight", "A", algorithm, heuristic))
    assert result.outcome is Outcome.SOLVED
    proved = ALGORITHMS[algorithm].optimal and heuristic != "enunciado"
    if proved:
        assert render(result.reason) == "solved, optimal: 3 moves (proved)"
        assert result.to_json()["reason"] == render(result.reason)
    else:
        assert render(result.reason) == f"solved in {result.moves} moves (not proved optimal)"


@pytest.mark.parametrize("domain", ["knight", "dots", "blokus"])  # graphs: test_graph_domain
def test_every_puzzle_says_whether_a_solution_was_proved_optimal(domain):
    proved = run(_setup(domain, "A", "astar", DOMAINS[domain].default_heuristic))
    assert render(proved.reason).startswith("solved, optimal: ")
    assert statistics_row(proved).split(" | ")[1] == "yes, optimal (proved)"
    assert statistics_row(proved, "pt").split(" | ")[1] == "sim, ótimo (provado)"
    guessed = run(_setup(domain, "A", "greedy", "enunciado"))
    assert render(guessed.reason).endswith(" (not proved optimal)")
    assert statistics_row(guessed).split(" | ")[1] == "yes (not proved optimal)"
    assert statistics_row(guessed, "pt").split(" | ")[1] == "sim (sem prova de ser ótimo)"


def test_sma_star_whose_memory_cut_a_path_does_not_call_its_solution_optimal():
    # D's optimum is 12 moves: with 13 nodes SMA* cuts paths at depth 12 for memory.
    cut = RunChoices(
        get_domain("knight").load_puzzle("D"), "smastar", "fewest", parameters={"memory": 13}
    )
    roomy = dataclasses.replace(cut, parameters={"memory": 14})
    assert render(run(cut).reason) == "solved in 12 moves (not proved optimal)"
    assert render(run(roomy).reason) == "solved, optimal: 12 moves (proved)"


def test_the_summary_and_json_say_it_in_both_languages(capsys):
    arguments = ["solve", "--problem", "A", "--algorithm", "astar", "--heuristic", "enunciado"]
    assert main([*arguments, "--lang", "pt"]) == 0
    assert "resolvido em 3 jogadas (sem prova de ser ótimo); pontos: 72." in capsys.readouterr().out
    assert main([*arguments, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["reason"] == "solved in 3 moves (not proved optimal)"


def test_the_comparison_tables_say_whether_a_solution_was_proved_optimal():
    proved = run(_setup("knight", "A", "astar", "fewest"))
    guessed = run(_setup("knight", "A", "greedy", "fewest"))
    english = to_markdown([proved, guessed]).splitlines()[2:]
    assert "| solved, optimal (proved) |" in english[0]
    assert "| solved (not proved optimal) |" in english[1]
    portuguese = to_markdown([proved, guessed], "pt").splitlines()[2:]
    assert "| resolvido, ótimo (provado) |" in portuguese[0]
    assert "| resolvido (sem prova de ser ótimo) |" in portuguese[1]
    rows = parse_csv(to_csv([proved, guessed]))  # programs read the bare outcome back
    assert [row["outcome"] for row in rows] == ["solved", "solved"]
    assert [row["reason"] for row in rows] == [
        "solved, optimal: 3 moves (proved)",
        "solved in 3 moves (not proved optimal)",
    ]
