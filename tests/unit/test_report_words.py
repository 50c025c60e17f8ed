"""The reports' words are messages of the catalogues, keyed by id, not English looked up in a
dictionary: each algorithm's label, the tables' headers and outcomes say themselves in both
languages, and the English of a label is the one the algorithm declares."""

from __future__ import annotations

import pytest

from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.languages import ENGLISH, LANGUAGES, PORTUGUESE
from cavalo_gui.engine.algorithms import ALGORITHMS
from cavalo_gui.engine.message import message
from cavalo_gui.reports import messages
from cavalo_gui.reports.tables import COLUMNS, OUTCOME_MESSAGES


@pytest.mark.parametrize("name", list(ALGORITHMS))
def test_every_algorithm_label_is_a_message_whose_english_is_the_declared_label(name):
    algorithm = ALGORITHMS[name]
    assert render(algorithm.said_label, ENGLISH) == algorithm.label
    assert render(algorithm.said_label, PORTUGUESE)


def test_labels_and_headers_in_portuguese():
    assert render(ALGORITHMS["bfs"].said_label, PORTUGUESE) == "Procura em largura (BFS)"
    assert render(ALGORITHMS["astar"].said_label, PORTUGUESE) == "A*"
    headers = {column.key: render(column.header, PORTUGUESE) for column in COLUMNS}
    assert headers["generated"] == "Nós gerados"
    assert headers["branching_factor"] == "Fator de ramificação médio"
    outcomes = {render(said, PORTUGUESE) for said in OUTCOME_MESSAGES.values()}
    assert outcomes == {"resolvido", "sem solução", "limite"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_plural_of_the_reports_follows_the_number(language):
    one = render(message("words.optimum-at-least", n=1), language)
    many = render(message("words.optimum-at-least", n=20001), language)
    assert one.endswith(("1 move", "1 jogada"))
    assert many.endswith(("20,001 moves", "20\xa0001 jogadas"))


def test_no_dictionary_of_english_words_is_left():
    assert not hasattr(messages, "PORTUGUESE_WORDS")


@pytest.mark.parametrize(
    "parameter",
    [p for algorithm in ALGORITHMS.values() for p in algorithm.parameters],
    ids=lambda parameter: parameter.name,
)
def test_every_parameter_is_named_in_both_languages(parameter):
    named = message(f"parameter.{parameter.name}.named")
    assert render(named, ENGLISH) == parameter.label.lower()
    assert render(named, PORTUGUESE)
