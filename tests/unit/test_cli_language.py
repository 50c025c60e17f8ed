"""``cavalo --lang pt|en`` (issue 19 part 1): summaries, Markdown tables and results files'
notes in Portuguese or English, the default from the locale, JSON and CSV keys and the
results file's fields always English; every shape of the engine's reasons translated."""

from __future__ import annotations

import json

import pytest

from cavalo_gui.cli.main import main
from cavalo_gui.domains.catalogues import entries, render
from cavalo_gui.engine.message import message
from cavalo_gui.reports.messages import (
    ENGLISH,
    PORTUGUESE,
    format_number,
    language_from_environment,
    translate_state,
)
from cavalo_gui.reports.results_file import read_results


def _run(capsys, *arguments: str) -> str:
    main(list(arguments))
    return capsys.readouterr().out


def test_solve_in_portuguese_uses_the_course_words(capsys):
    text = _run(capsys, "--lang", "pt", "solve", "--problem", "A", "--algorithm", "bfs")
    assert "Jogo do Cavalo, problema A (objetivo 70); Procura em largura (BFS)" in text
    assert "resolvido, ótimo: 3 jogadas (provado); pontos: 72." in text
    assert "| Nós gerados | Nós expandidos | Penetrância | Fator de ramificação médio |" in text
    assert "| A | sim, ótimo (provado) | 3 | 8 | 6 | 0,375 | 1,578 |" in text
    assert "Generated" not in text and "solved" not in text


def test_lang_goes_after_the_command_too_and_english_is_unchanged(capsys):
    text = _run(capsys, "solve", "--problem", "A", "--algorithm", "bfs", "--lang", "en")
    assert "solved, optimal: 3 moves (proved); points: 72." in text
    assert "| Generated | Expanded | Penetrance | Branching factor |" in text
    assert "| A | yes, optimal (proved) | 3 | 8 | 6 | 0.375 | 1.578 |" in text


@pytest.mark.parametrize(
    ("environment", "language"),
    [
        ({"LANG": "pt_PT.UTF-8"}, PORTUGUESE),
        ({"LANG": "pt_BR.UTF-8"}, PORTUGUESE),
        ({"LANG": "en_GB.UTF-8"}, ENGLISH),
        ({"LC_ALL": "en_US.UTF-8", "LANG": "pt_PT.UTF-8"}, ENGLISH),
        ({"LC_MESSAGES": "pt_PT", "LANG": "C"}, PORTUGUESE),
        ({}, ENGLISH),
    ],
)
def test_the_default_language_comes_from_the_locale(environment, language):
    assert language_from_environment(environment) == language


def test_the_locale_picks_portuguese_when_no_lang_is_given(capsys, monkeypatch):
    for variable in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "pt_PT.UTF-8")
    text = _run(capsys, "solve", "--problem", "E", "--algorithm", "bfs")
    assert "sem solução: todos os 8\u00a0763 estados alcançáveis explorados" in text


def test_json_and_csv_keep_their_english_keys(capsys):
    english = json.loads(_run(capsys, "solve", "--problem", "A", "--algorithm", "bfs", "--json"))
    portuguese = json.loads(
        _run(capsys, "--lang", "pt", "solve", "--problem", "A", "--algorithm", "bfs", "--json")
    )
    assert set(portuguese) == set(english) and portuguese["outcome"] == "solved"
    arguments = ("compare", "--problems", "A", "--algorithms", "bfs", "--format", "csv")
    assert (
        _run(capsys, "--lang", "pt", *arguments).splitlines()[0]
        == (_run(capsys, "--lang", "en", *arguments).splitlines()[0])
    )


def test_the_comparison_table_in_portuguese(capsys):
    text = _run(capsys, "--lang", "pt", "compare", "--problems", "A,E", "--algorithms", "bfs")
    header, _rule, first, second = text.splitlines()
    assert header.startswith("| Problema | Algoritmo | Heurística | Resultado | Profundidade |")
    assert "| resolvido, ótimo (provado) |" in first and "| 0,375 |" in first
    assert "| sem solução |" in second


def test_tables_group_their_counts_and_say_not_applicable_in_the_readers_language(capsys):
    """pt_PT groups digits with an unbreakable space; 'N/A' is English (it was printed in
    Portuguese tables too)."""
    arguments = ("compare", "--problems", "E", "--algorithms", "bfs")
    portuguese = _run(capsys, "--lang", "pt", *arguments).splitlines()[2]
    english = _run(capsys, "--lang", "en", *arguments).splitlines()[2]
    assert "| sem solução | n.a. | 8\u00a0762 | 8\u00a0763 | n.a. | n.a. |" in portuguese
    assert "N/A" not in portuguese
    assert "| no solution | N/A | 8,762 | 8,763 | N/A | N/A |" in english


def test_a_portuguese_results_file_reads_back_as_an_english_one(capsys, tmp_path):
    records = {}
    for language in ("pt", "en"):
        path = tmp_path / f"{language}.txt"
        _run(
            capsys,
            "--lang",
            language,
            "solve",
            "--problem",
            "A",
            "--algorithm",
            "bfs",
            "--results",
            str(path),
        )
        records[language] = (path.read_text(encoding="utf-8"), read_results(path))
    text, (record,) = records["pt"]
    assert text.startswith("# Jogo do Cavalo, problema A")
    assert "# nós gerados 8 · nós expandidos 6 · penetrância 0,375" in text
    english = records["en"][1][0]
    ignored = {"line", "when", "seconds"}
    assert {k: v for k, v in record.items() if k not in ignored} == {
        k: v for k, v in english.items() if k not in ignored
    }


ENGINE_REASONS = [
    # one of each reason the engine writes (engine/search.py and engine/algorithms/)
    (message("reason.solved-optimal", n=1), "solved, optimal: 1 move (proved)"),
    (message("reason.solved-optimal", n=12), "solved, optimal: 12 moves (proved)"),
    (message("reason.solved", n=1), "solved in 1 move (not proved optimal)"),
    (message("reason.solved", n=1200), "solved in 1,200 moves (not proved optimal)"),
    (
        message("reason.solved-weighted", n=27, w=2.0),
        "solved in 27 moves; not proved optimal: w = 2 allows up to 2x the optimum",
    ),
    (
        message("reason.solved-weighted", n=1, w=1.5),
        "solved in 1 move; not proved optimal: w = 1.5 allows up to 1.5x the optimum",
    ),
    (message("reason.stopped-by-user"), "stopped by the user"),
    (message("reason.node-budget", n=50), "node budget of 50 generated nodes reached"),
    (
        message("reason.node-budget-passed", n=2_000_000, generated=2_000_013, over=13),
        "node budget of 2,000,000 generated nodes reached (2,000,013 generated: the last "
        "expansion's children passed it by 13)",
    ),
    (message("reason.expansion-budget", n=1), "budget of 1 expansion reached"),
    (message("reason.expansion-budget", n=1000), "budget of 1,000 expansions reached"),
    (message("reason.time-budget", seconds=0.5), "time budget of 0.5 s reached"),
    (message("reason.all-explored", n=8763), "no solution: all 8,763 reachable states explored"),
    (
        message("reason.all-explored-depth", n=8763, depth=12),
        "no solution: all 8,763 reachable states explored (depth 12)",
    ),
    (
        message("reason.ruled-out", n=1234),
        "no solution: the heuristic rules out every remaining node after 1,234 states",
    ),
    (message("reason.unreachable"), "no solution: the heuristic proves the goal unreachable"),
    (
        message("reason.dead-ends"),
        "no solution: every path ends in a dead end or is ruled out by the heuristic",
    ),
    (
        message("reason.dead-ends-nodes", n=99),
        "no solution: every path ends in a dead end or is ruled out by the heuristic, "
        "after 99 nodes",
    ),
    (
        message("reason.dead-ends-expansions", n=99),
        "no solution: every path ends in a dead end or is ruled out by the heuristic, "
        "after 99 expansions",
    ),
    (
        message("reason.last-pass", iteration=7),
        "no solution: the last pass (7) met every node the heuristic allows",
    ),
    (message("reason.depth-limit", limit=40), "depth limit 40 reached; no solution within it"),
    (
        message("reason.beam", width=3),
        "no solution within a beam of width 3; a wider beam may find one",
    ),
    (
        message("reason.memory", memory=10, n=9),
        "memory of 10 nodes too small: no solution within 9 moves, and a longer one would "
        "not fit in memory",
    ),
    (
        message("reason.recursion", depth=2900),
        "the search went deeper than Python's recursion allows (about 2,900 levels)",
    ),
    (
        message("reason.with-best", reason=message("reason.time-budget", seconds=60.0), n=25),
        "time budget of 60 s reached; best solution found: 25 moves, not proved optimal",
    ),
    (
        message("reason.with-best", reason=message("reason.expansion-budget", n=9), n=1),
        "budget of 9 expansions reached; best solution found: 1 move, not proved optimal",
    ),
    (message("reason.failed", error="ValueError: bad"), "stopped: ValueError: bad"),
    (
        message("reason.solved-least-cost", n=4, cost=418),
        "solved, least cost 418 (proved), in 4 moves",
    ),
    (
        message("reason.solved-fewest-moves", n=3, cost=450),
        "solved at cost 450: fewest moves (3), not least cost",
    ),
    (
        message("reason.solved-weighted-cost", n=3, cost=450, w=2.0),
        "solved at cost 450 in 3 moves; not proved least cost: w = 2 allows up to 2x the least",
    ),
    (
        message("reason.solved-at-cost", n=1, cost=1234.5),
        "solved at cost 1,234.5 in 1 move (not proved least cost)",
    ),
]


@pytest.mark.parametrize(("reason", "english"), ENGINE_REASONS)
def test_every_engine_reason_is_said_in_both_languages(reason, english):
    portuguese = render(reason, PORTUGUESE)
    assert render(reason, ENGLISH) == english
    assert portuguese != english
    assert not any(word in portuguese for word in (" the ", "solution", "budget", "reached"))


def test_every_engine_reason_is_in_the_list_above():
    listed = {reason.id for reason, _english in ENGINE_REASONS}
    assert listed == {key for key in entries(ENGLISH) if key.startswith("reason.")}


def test_numbers_are_written_the_portuguese_way():
    assert format_number(1234.5, 1, PORTUGUESE) == "1\u00a0234,5"
    assert format_number(8763, 0, PORTUGUESE) == "8\u00a0763"
    assert format_number(1234.5, 1, ENGLISH) == "1,234.5"
    assert "8\u00a0763 estados" in render(message("reason.all-explored", n=8763), PORTUGUESE)


@pytest.mark.parametrize("domain_name", ["knight", "dots", "blokus"])
def test_every_puzzle_state_sentence_is_translated(domain_name):
    """The window shows a state in the puzzle's words (Domain.describe_state): every shape of
    every puzzle, at the start and after moves, has its Portuguese."""
    from cavalo_gui.domains.registry import get_domain
    from cavalo_gui.engine.algorithms import start_search
    from cavalo_gui.engine.events import Expansion
    from cavalo_gui.engine.limits import Limits, RunControl

    domain = get_domain(domain_name)
    for puzzle in domain.puzzles().values():
        problem = domain.make_problem(puzzle)
        search = start_search("bfs", problem, control=RunControl(Limits(max_nodes=60)))
        sentences = {
            problem.describe_state(event.node.state)
            for event in search.events()
            if isinstance(event, Expansion)
        }
        for sentence in sentences:
            portuguese = translate_state(sentence, PORTUGUESE)
            assert portuguese != translate_state(sentence, ENGLISH), sentence
            assert not any(word in portuguese for word in ("points", "boxes", "pieces", "stock"))
