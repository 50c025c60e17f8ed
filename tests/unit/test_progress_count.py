"""A count of a puzzle's progress unit is singular for one and plural otherwise, in both
languages ("1 piece", "1 goal reached", never "1 pieces"): each puzzle's ``<name>.count``
message with plural forms, and a puzzle with no catalogue its unit as written."""

from __future__ import annotations

import pytest

from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.domain import progress_count
from cavalo_gui.domains.registry import DOMAINS, get_domain, load_problem_module
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.run import run
from cavalo_gui.reports.summary import outcome_sentence
from tests.chain_domain import CHAIN

WALK = (
    "class Walk:\n    initial = 0\n    def actions(self, state):\n        return [1]\n"
    "    def result(self, state, action):\n        return state + action\n"
    "    def goal_test(self, state):\n        return state == 2\n"
)
SAID = {
    "knight": (("1 point", "2 points"), ("1 ponto", "2 pontos")),
    "dots": (("1 box", "2 boxes"), ("1 caixa", "2 caixas")),
    "blokus": (("1 piece", "2 pieces"), ("1 peça", "2 peças")),
    "graph": (
        ("1 goal reached", "2 goals reached"),
        ("1 objetivo alcançado", "2 objetivos alcançados"),
    ),
}


@pytest.mark.parametrize("name", list(SAID))
def test_each_puzzles_unit_is_singular_for_one_in_both_languages(name):
    domain = get_domain(name)
    english, portuguese = SAID[name]
    assert tuple(render(progress_count(domain, n), "en") for n in (1, 2)) == english
    assert tuple(render(progress_count(domain, n), "pt") for n in (1, 2)) == portuguese


def test_every_registered_puzzle_counts_its_unit():
    for domain in DOMAINS.values():
        assert render(progress_count(domain, 1), "en").startswith("1 ")
        assert render(progress_count(domain, 0), "pt").startswith("0 ")


def test_a_python_problem_reaches_one_goal_not_one_goals(tmp_path):
    path = tmp_path / "walk.py"
    path.write_text(WALK, encoding="utf-8")
    domain = load_problem_module(str(path))
    try:
        assert render(progress_count(domain, 1), "en") == "1 goal reached"
        assert render(progress_count(domain, 1), "pt") == "1 objetivo atingido"
        assert render(progress_count(domain, 3), "pt") == "3 objetivos atingidos"
    finally:
        DOMAINS.pop("python", None)


def test_a_puzzle_without_a_catalogue_writes_its_unit_after_the_number():
    assert render(progress_count(CHAIN, 1), "en") == f"1 {CHAIN.progress_unit}"
    assert render(progress_count(CHAIN, 1000), "pt") == f"1\xa0000 {CHAIN.progress_unit}"


def test_an_unsolved_run_says_its_best_in_the_unit_counted(tmp_path):
    path = tmp_path / "far.py"
    path.write_text(WALK.replace("state == 2", "state == 50"), encoding="utf-8")
    domain = load_problem_module(str(path))
    try:
        puzzle = next(iter(domain.puzzles().values()))
        result = run(RunChoices(puzzle, algorithm="bfs").with_limits(max_nodes=3))
        assert outcome_sentence(result, "en").endswith("best found: 0 goals reached.")
        assert outcome_sentence(result, "pt").endswith(": 0 objetivos atingidos.")
    finally:
        DOMAINS.pop("python", None)


def test_compares_progress_line_says_one_move_in_the_singular():
    from cavalo_gui.cli.compare import progress_line

    blokus = get_domain("blokus")
    result = run(RunChoices(blokus.load_puzzle("A"), algorithm="bfs"))
    assert result.moves == 1
    assert progress_line(1, 2, result).endswith(": solved in 1 move")
    assert progress_line(1, 2, result, "pt").endswith(" em 1 jogada")
