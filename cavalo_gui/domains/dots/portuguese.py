"""Dots and Boxes' own texts in Portuguese: its labels and descriptions, as the window and
the command show them. Its problem-file readers' messages and its sentence for a state
(``describe_state``) are message values, rendered from ``messages/*.po``."""

# ruff: noqa: E501  (each text is kept whole, as the game writes it)
from __future__ import annotations

TEXTS: dict[str, str] = {
    "Dots and Boxes": "Dots and Boxes",
    "boxes": "caixas",
    "A 3 x 3 board with 8 of its 24 arcs drawn and 1 box already closed: have exactly 3 boxes closed in as few arcs as possible.": "Um tabuleiro de 3 x 3 com 8 dos seus 24 arcos desenhados e 1 caixa já fechada: ter exatamente 3 caixas fechadas com o menor número de arcos possível.",
    "A 4 x 4 board with 25 of its 40 arcs drawn and 5 boxes already closed: have exactly 7 boxes closed in as few arcs as possible.": "Um tabuleiro de 4 x 4 com 25 dos seus 40 arcos desenhados e 5 caixas já fechadas: ter exatamente 7 caixas fechadas com o menor número de arcos possível.",
    "A 4 x 4 board with 22 of its 40 arcs drawn and 4 boxes already closed: have exactly 10 boxes closed in as few arcs as possible.": "Um tabuleiro de 4 x 4 com 22 dos seus 40 arcos desenhados e 4 caixas já fechadas: ter exatamente 10 caixas fechadas com o menor número de arcos possível.",
    "An empty board of 4 x 5 boxes (49 arcs): have exactly 10 boxes closed in as few arcs as possible.": "Um tabuleiro vazio de 4 x 5 caixas (49 arcos): ter exatamente 10 caixas fechadas com o menor número de arcos possível.",
    "A 6 x 6 board with 43 of its 84 arcs drawn and 2 boxes already closed: have exactly 20 boxes closed in as few arcs as possible.": "Um tabuleiro de 6 x 6 com 43 dos seus 84 arcos desenhados e 2 caixas já fechadas: ter exatamente 20 caixas fechadas com o menor número de arcos possível.",
    "A 7 x 7 board with 3 of its 112 arcs drawn: have exactly 35 boxes closed in as few arcs as possible.": "Um tabuleiro de 7 x 7 com 3 dos seus 112 arcos desenhados: ter exatamente 35 caixas fechadas com o menor número de arcos possível.",
    "The course's h = o - c, boxes still to close: may overshoot, one arc can close two.": "O h = o - c da disciplina, as caixas por fechar: pode exceder o custo, um arco pode fechar duas.",
    "Boxes still to close, halved and rounded up: one arc closes at most two boxes.": "As caixas por fechar, a dividir por dois e arredondadas para cima: um arco fecha no máximo duas caixas.",
    "Missing sides of the cheapest boxes still needed, a shared side counting half.": "Os lados em falta das caixas mais baratas ainda necessárias, contando metade um lado partilhado.",
    "Goal": "Objetivo",
    "How many boxes closed reach the target: exactly the target (the course's rule), or the target or more.": "Quantas caixas fechadas atingem o objetivo: exatamente o objetivo (a regra do enunciado), ou o objetivo ou mais.",
    "exactly the target (the course's rule)": "exatamente o objetivo (a regra do enunciado)",
    "at least the target": "pelo menos o objetivo",
    "As sides, and at least the fewest arcs around the target's boxes minus those drawn.": "Como sides, e pelo menos o menor número de arcos à volta das caixas do objetivo menos os desenhados.",
    "As region, and the boxes' arcs counted exactly within bands of two rows or columns.": "Como region, e os arcos das caixas contados exatamente em faixas de duas linhas ou colunas.",
}
"""The game's fixed texts (label, unit, problems, heuristics) by their English."""


def in_portuguese(text: str) -> str | None:
    """``text``, one of the game's own texts, in Portuguese; None for a text that is not the
    game's."""
    return TEXTS.get(text)
