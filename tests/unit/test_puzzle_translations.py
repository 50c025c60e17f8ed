"""Each puzzle carries its own Portuguese: its texts (``Domain.translate``), nothing for a text
that is not its own, and its state sentence as a message of its own catalogue, numbers the
Portuguese way, so that a new puzzle edits no shared catalogue."""

from __future__ import annotations

import pytest

from cavalo_gui.domains.catalogues import Text
from cavalo_gui.domains.languages import ENGLISH, PORTUGUESE
from cavalo_gui.domains.problem_files import bundled_problems_folder
from cavalo_gui.domains.registry import DOMAINS, get_domain, puzzle_text
from cavalo_gui.engine.message import Message, message
from cavalo_gui.reports.messages import puzzle_words, translate_state, words

STATE_SENTENCES = {
    "knight": [
        (
            message("knight.state", square="C3", points=218, target=2000),
            "C3, 218 / 2,000 points",
            "C3, 218 / 2\u00a0000 pontos",
        ),
        (
            message("knight.state-not-placed", points=0, target=70),
            "not placed, 0 / 70 points",
            "por colocar, 0 / 70 pontos",
        ),
    ],
    "dots": [
        (
            message("dots.state", closed=7, target=10, drawn=23, arcs=49),
            "7 / 10 boxes closed, 23 of 49 arcs drawn",
            "7 / 10 caixas fechadas, 23 de 49 arcos desenhados",
        ),
        (
            message("dots.state", closed=1000, target=1200, drawn=2100, arcs=2500),
            "1,000 / 1,200 boxes closed, 2,100 of 2,500 arcs drawn",
            "1\u00a0000 / 1\u00a0200 caixas fechadas, 2\u00a0100 de 2\u00a0500 arcos desenhados",
        ),
    ],
    "blokus": [
        (
            message("blokus.state", n=12, stock="0/9/14"),
            "12 pieces on the board, stock 0/9/14 (1x1/2x2/cross)",
            "12 peças no tabuleiro, reserva 0/9/14 (1x1/2x2/cruz)",
        ),
        (
            message("blokus.state", n=1, stock="10/10/10"),
            "1 piece on the board, stock 10/10/10 (1x1/2x2/cross)",
            "1 peça no tabuleiro, reserva 10/10/10 (1x1/2x2/cruz)",
        ),
    ],
}
"""Each puzzle's state sentences as message values, and what they say in each language."""


@pytest.mark.parametrize("name", list(STATE_SENTENCES))
def test_a_puzzle_writes_its_state_sentence_in_both_languages(name):
    for said, english, portuguese in STATE_SENTENCES[name]:
        assert translate_state(said, PORTUGUESE) == portuguese  # as the window and reports ask
        assert translate_state(said, ENGLISH) == english


@pytest.mark.parametrize("name", list(STATE_SENTENCES))
def test_a_puzzles_state_sentence_is_a_message_of_its_own_catalogue(name):
    """``describe_state`` says a state as a message value, rendered where it is shown: no
    English sentence is read back into Portuguese."""
    domain = get_domain(name)
    problem = domain.make_problem(next(iter(domain.puzzles().values())))
    said = problem.describe_state(problem.initial_state())
    assert isinstance(said, Message)
    assert said.id.startswith(f"{name}.")
    assert translate_state(said, PORTUGUESE) != translate_state(said, ENGLISH)
    assert puzzle_text(translate_state(said, ENGLISH), PORTUGUESE) is None


@pytest.mark.parametrize("name", list(DOMAINS))
def test_a_puzzle_translates_nothing_that_is_not_its_own(name):
    domain = get_domain(name)
    others = [
        "Breadth-first (BFS)",  # the engine's
        "solved, optimal: 3 moves (proved)",
        "some text no one wrote",
        *(
            sentence
            for other, pairs in STATE_SENTENCES.items()
            if other != name
            for _said, sentence, _ in pairs
        ),
    ]
    for text in others:  # a text is not looked up by its English
        assert puzzle_text(text, PORTUGUESE) is None, text
    assert puzzle_text(str(domain.label), PORTUGUESE) is None
    assert puzzle_text(domain.label, ENGLISH) == domain.label  # its English, from its catalogue


def test_the_reports_ask_the_puzzles_for_their_words():
    knight = get_domain("knight")
    assert puzzle_words(knight.progress_unit, PORTUGUESE) == "pontos"
    assert puzzle_words(knight.label, PORTUGUESE) == "Jogo do Cavalo"
    assert words(message("words.header.generated"), PORTUGUESE) == "Nós gerados"  # the reports'
    assert puzzle_words(knight.progress_unit, ENGLISH) == "points"
    assert puzzle_words("points", PORTUGUESE) == "points"  # English is not looked up
    assert puzzle_text("an unknown sentence", PORTUGUESE) is None
    assert translate_state("an unknown sentence", PORTUGUESE) == "an unknown sentence"


@pytest.mark.parametrize("name", list(DOMAINS))
def test_a_puzzles_texts_are_messages_of_its_catalogue(name):
    """Label, unit, options, heuristics and bundled problems are said by message id, never
    found by their English; the English a bundled problem's file writes is its catalogue's."""
    domain = get_domain(name)
    texts = [domain.label, domain.progress_unit]
    for option in domain.options:
        texts += [option.label, option.description]
        texts += [option.label_of(value) for value in option.choices]
    bundled = domain.puzzles()
    texts += [puzzle.description for puzzle in bundled.values()]
    heuristics = domain.make_problem(next(iter(bundled.values()))).heuristics()
    texts += [heuristic.description for heuristic in heuristics.values()]
    assert [text for text in texts if not isinstance(text, Text)] == []
    assert all(text.id.startswith(f"{name}.text.") for text in texts)
    folder = bundled_problems_folder(name)
    for path in sorted(folder.glob("*.txt")):
        for written in domain.read_file(path):
            assert bundled[written.name].description == written.description
