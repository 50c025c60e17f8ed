"""``cavalo list`` in the user's language: with ``--lang pt`` every heading, word and
description is Portuguese (they were all English), and ``--json`` stays English for programs."""

from __future__ import annotations

import json

import pytest

from cavalo_gui.cli.main import main
from cavalo_gui.domains.catalogues import entries
from cavalo_gui.domains.languages import ENGLISH, PORTUGUESE
from cavalo_gui.engine.algorithms import ALGORITHMS

DOMAINS = ("knight", "dots", "blokus")


def _listed(capsys, *arguments: str) -> str:
    assert main(list(arguments)) == 0
    return capsys.readouterr().out


def _sections(listing: str) -> list[list[str]]:
    return [block.splitlines() for block in listing.strip("\n").split("\n\n")]


@pytest.mark.parametrize("domain", DOMAINS)
def test_no_line_of_the_portuguese_listing_is_english(capsys, domain):
    english = _listed(capsys, "list", "--domain", domain)
    portuguese = _listed(capsys, "--lang", "pt", "list", "--domain", domain)
    assert _listed(capsys, "list", "--domain", domain, "--lang", "pt") == portuguese
    english_lines = {line for line in english.splitlines() if line.strip()}
    assert len(english_lines) > 20
    assert [line for line in portuguese.splitlines() if line in english_lines] == []
    assert len(portuguese.splitlines()) == len(english.splitlines())


@pytest.mark.parametrize("domain", DOMAINS)
def test_each_section_of_the_portuguese_listing_reads_in_portuguese(capsys, domain):
    sections = _sections(_listed(capsys, "--lang", "pt", "list", "--domain", domain))
    problems, algorithms, *options, heuristics = sections
    assert problems[0].startswith("Problemas de ")
    if domain == "blokus":
        assert not any("objetivo" in line for line in problems[1:])
        assert "As nove peças 1x1 do jogador" in problems[1]
    else:
        assert all(" objetivo " in line for line in problems[1:])
    if domain == "knight":
        assert problems[6].startswith("  F    objetivo 2000, semente 1  Os números 00-99")
    assert algorithms[0] == "Algoritmos:"
    for option in options:
        assert option[0].startswith("Opção --") and "(predefinição " in option[0]
    if domain == "dots":
        assert options[0][1].startswith("  Quantas caixas fechadas atingem o objetivo")
    assert heuristics[0] == "Heurísticas (da mais fraca para a mais forte):"
    assert heuristics[1].split()[1:3] == ["(não", "admissível)"]
    assert any(line.split()[1] == "(admissível)" for line in heuristics[1:])


@pytest.mark.parametrize("language", [ENGLISH, PORTUGUESE])
def test_every_algorithms_description_is_its_catalogue_entry(capsys, language):
    sections = _sections(_listed(capsys, "--lang", language, "list"))
    lines = sections[1][1:]
    assert [line.split()[0] for line in lines] == list(ALGORITHMS)
    for line, algorithm in zip(lines, ALGORITHMS.values(), strict=True):
        said = entries(language)[f"algorithm.{algorithm.name}.description"].forms[0]
        parameters = ", ".join(f"--{p.name.replace('_', '-')}" for p in algorithm.parameters)
        extra = f"  [{parameters}]" if parameters else ""
        assert line == f"  {algorithm.name:<9} {said}{extra}"
    bfs = entries(language)["algorithm.bfs.description"].forms[0]
    assert bfs.startswith("Expande" if language == PORTUGUESE else "Expands")


def test_the_json_listing_stays_english_whatever_the_language(capsys):
    english = json.loads(_listed(capsys, "list", "--json"))
    portuguese = json.loads(_listed(capsys, "--lang", "pt", "list", "--json"))
    assert portuguese == english
    assert english["label"] == "Knight game"
    assert english["algorithms"][0]["description"].startswith("Expands the shallowest node")
    assert english["algorithms"][1]["parameters"][0]["label"] == "Depth limit"
