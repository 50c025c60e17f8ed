"""Each puzzle carries its own Portuguese (``Domain.translate``): its state sentence written
again with the numbers the Portuguese way, and nothing for a text that is not its own, so that
a new puzzle edits no shared catalogue."""

from __future__ import annotations

import pytest

from cavalo_gui.domains.languages import ENGLISH, PORTUGUESE
from cavalo_gui.domains.registry import DOMAINS, get_domain, puzzle_text
from cavalo_gui.reports.messages import translate_state, words

STATE_SENTENCES = {
    "knight": [
        ("C3, 218 / 2,000 points", "C3, 218 / 2\u00a0000 pontos"),
        ("not placed, 0 / 70 points", "fora do tabuleiro, 0 / 70 pontos"),
    ],
    "dots": [
        (
            "7 / 10 boxes closed, 23 of 49 arcs drawn",
            "7 / 10 caixas fechadas, 23 de 49 arcos desenhados",
        ),
        (
            "1,000 / 1,200 boxes closed, 2,100 of 2,500 arcs drawn",
            "1\u00a0000 / 1\u00a0200 caixas fechadas, 2\u00a0100 de 2\u00a0500 arcos desenhados",
        ),
    ],
    "blokus": [
        (
            "12 pieces on the board, stock 0/9/14 (1x1/2x2/cross)",
            "12 peças no tabuleiro, reserva 0/9/14 (1x1/2x2/cruz)",
        ),
        (
            "1 piece on the board, stock 10/10/10 (1x1/2x2/cross)",
            "1 peça no tabuleiro, reserva 10/10/10 (1x1/2x2/cruz)",
        ),
    ],
}


@pytest.mark.parametrize("name", list(STATE_SENTENCES))
def test_a_puzzle_writes_its_state_sentence_in_portuguese(name):
    domain = get_domain(name)
    for english, portuguese in STATE_SENTENCES[name]:
        assert domain.translate(english, PORTUGUESE) == portuguese
        assert translate_state(english, PORTUGUESE) == portuguese  # as the reports ask it
        assert translate_state(english, ENGLISH) == english


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
            for sentence, _ in pairs
        ),
    ]
    for text in others:
        assert domain.translate(text, PORTUGUESE) is None, text
    assert domain.translate(domain.label, ENGLISH) is None  # English is what it is written in


def test_the_reports_ask_the_puzzles_for_their_words():
    assert words("points", PORTUGUESE) == "pontos"
    assert words("Knight game", PORTUGUESE) == "Jogo do Cavalo"
    assert words("Generated", PORTUGUESE) == "Nós gerados"  # the reports' own catalogue
    assert words("points", ENGLISH) == "points"
    assert puzzle_text("an unknown sentence", PORTUGUESE) is None
    assert translate_state("an unknown sentence", PORTUGUESE) == "an unknown sentence"
