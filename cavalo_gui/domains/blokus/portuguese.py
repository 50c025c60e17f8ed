"""Blokus Uno's own texts in Portuguese: its labels and descriptions, as the window and the
command show them, its sentence for a state (``describe_state``) and the messages of its
problem-file readers (``FILE_ERRORS``)."""

# ruff: noqa: E501  (each text is kept whole, as the game writes it)
from __future__ import annotations

import re

from cavalo_gui.domains.problem_file_portuguese import (
    LABEL,
    TOKEN,
    Shape,
    count,
    expected,
    found,
    label,
    shape,
    translate_shapes,
)

TEXTS: dict[str, str] = {
    "Blokus Uno": "Blokus Uno",
    "pieces": "peças",
    "The player's nine 1x1 pieces fill the bottom-left corner, in a lattice of other pieces; one 1x1 is left in stock, with all the 2x2s and crosses.": "As nove peças 1x1 do jogador enchem o canto inferior esquerdo, numa grelha de outras peças; resta uma 1x1 na reserva, com todas as 2x2 e cruzes.",
    "As A, without the other pieces at D6 and B7-C8: more room on the left.": "Como A, sem as outras peças em D6 e B7-C8: mais espaço à esquerda.",
    "As B, without the other pieces at E5, E6, F6 and E7.": "Como B, sem as outras peças em E5, E6, F6 e E7.",
    "Ten 1x1 pieces of the player's zigzag down the right edge from L6 to N14; the right side of the board is mostly empty, and no 1x1 is left in stock.": "Dez peças 1x1 do jogador descem em ziguezague pela margem direita de L6 a N14; o lado direito do tabuleiro está quase vazio e não resta nenhuma 1x1 na reserva.",
    "No piece of the player's yet, so the first must cover a corner; other pieces are scattered over the board.": "Ainda sem peças do jogador, por isso a primeira tem de cobrir um canto; há outras peças espalhadas pelo tabuleiro.",
    "No piece of the player's yet, on an open board: nine 2x2 pieces of others run along the diagonal from the top-right corner to the bottom-left one.": "Ainda sem peças do jogador, num tabuleiro aberto: nove peças 2x2 alheias seguem a diagonal do canto superior direito ao inferior esquerdo.",
    "The course's h = o - c: the empty squares (still to fill) minus the player's squares (filled). Not admissible: one placement can end a game with dozens empty.": "O h = o - c da disciplina: as casas vazias (por preencher) menos as casas do jogador (preenchidas). Não admissível: uma colocação pode acabar um jogo com dezenas vazias.",
    "Seed 001's h = 3a + 2b + c: the legal places of a 1x1, a 2x2 and a cross in stock, weighted. Not admissible: one placement can end a game with many places left.": "O h = 3a + 2b + c do manual 001: os lugares legais de uma 1x1, uma 2x2 e uma cruz da reserva, ponderados. Não admissível: uma colocação pode acabar um jogo com muitos lugares livres.",
    "h = 1 until the goal: a state that is not a goal needs one more placement at least. Admissible and consistent.": "h = 1 até ao objetivo: um estado que não é objetivo precisa de pelo menos mais uma colocação. Admissível e consistente.",
    "The most places of one kind in stock lying 5 or more squares apart (no one piece can block two), capped by its stock. Admissible.": "O maior número de lugares de um tipo da reserva a 5 ou mais casas uns dos outros (nenhuma peça pode bloquear dois), limitado pela reserva. Admissível.",
}
"""The game's fixed texts (label, unit, problems, heuristics) by their English."""

_STATE = re.compile(r"(\d+) pieces? on the board, stock ([\d/]+) \(1x1/2x2/cross\)")
"""The state sentence: "12 pieces on the board, stock 0/9/14 (1x1/2x2/cross)"."""


def in_portuguese(text: str) -> str | None:
    """``text``, one of the game's own texts or a state sentence, in Portuguese; None for a
    text that is not the game's."""
    if text in TEXTS:
        return TEXTS[text]
    state = _STATE.fullmatch(text)
    if state is None:
        return translate_shapes(text, FILE_ERRORS)
    pieces, stock = state.groups()
    noun = "peça" if int(pieces) == 1 else "peças"
    return f"{pieces} {noun} no tabuleiro, reserva {stock} (1x1/2x2/cruz)"


_KINDS = {"1x1": "1x1", "2x2": "2x2", "cross": "cruz"}
_KIND_LIST = r"1x1, 2x2, cross"


def _piece_fault(fault: str) -> str | None:
    """A fault of the player's pieces on a board (``rules.PieceError``) in Portuguese."""
    return translate_shapes(fault, _PIECE_FAULTS)


_PIECE_FAULTS: tuple[Shape, ...] = (
    shape(
        rf"the player's squares ([A-Z]+\d+(?:, [A-Z]+\d+)*) touch along edges but are not one piece \({_KIND_LIST}\); the player's pieces never share an edge",
        lambda names: (
            f"as casas do jogador {names} tocam-se pelos lados mas não são uma peça (1x1, 2x2, cruz); as peças do jogador nunca partilham um lado"
        ),
    ),
    shape(
        r"the board holds (\d+) (1x1|2x2|cross) pieces of the player's, more than the stock of (\d+)",
        lambda placed, kind, full: (
            f"o tabuleiro tem {count(placed, 'peça', 'peças')} {_KINDS[kind]} do jogador, mais do que a reserva de {full}"
        ),
    ),
)


def _on(fault: str, who: str) -> str | None:
    """ "<fault> (on problem A)" in Portuguese; None when the fault has no Portuguese."""
    portuguese = _piece_fault(fault)
    return None if portuguese is None else f"{portuguese} (no {label(who)})"


FILE_ERRORS: tuple[Shape, ...] = (
    # files.py
    shape(
        r"a Blokus Uno problem takes no target: its goal is an empty stock, or no legal placement for any piece still in stock",
        lambda: (
            "um problema de Blokus Uno não leva objetivo: a sua meta é uma reserva vazia, ou nenhuma colocação legal para qualquer peça ainda na reserva"
        ),
    ),
    shape(
        r"no problem in this file: expected a board",
        lambda: "nenhum problema neste ficheiro: esperava-se um tabuleiro",
    ),
    shape(
        rf"{LABEL} has no board: expected a 'board' line",
        lambda who: f"o {label(who)} não tem tabuleiro: esperava-se uma linha 'board'",
    ),
    # dat_format.py
    shape(
        r"a number after board (\d+): a Blokus Uno board takes no target \(its goal is an empty stock, or nothing in stock that fits\)",
        lambda number: (
            f"um número depois do tabuleiro {number}: um tabuleiro de Blokus Uno não leva objetivo (a sua meta é uma reserva vazia, ou nada na reserva que caiba)"
        ),
    ),
    shape(
        rf"expected '\(' to start {LABEL}, found {TOKEN}",
        lambda who, token: f"esperava-se '(' a abrir o {label(who)}, encontrou-se {token}",
    ),
    shape(
        rf"{LABEL} is not closed: expected (\d+) rows then '\)'",
        lambda who, size: (
            f"o {label(who)} não está fechado: {expected(size)} {size} linhas e depois ')'"
        ),
    ),
    shape(
        rf"{LABEL} has (\d+) rows: expected (\d+) rows",
        lambda who, rows, size: (
            f"o {label(who)} tem {count(rows, 'linha', 'linhas')}: {expected(size)} {size} linhas"
        ),
    ),
    shape(
        rf"expected '\(' to start row (\d+) of {LABEL}, found {TOKEN}",
        lambda row, who, token: (
            f"esperava-se '(' a abrir a linha {row} do {label(who)}, encontrou-se {token}"
        ),
    ),
    shape(
        rf"{LABEL} has more than (\d+) rows",
        lambda who, size: f"o {label(who)} tem mais de {size} linhas",
    ),
    shape(
        rf"row (\d+) of {LABEL} is not closed: expected (\d+) numbers then '\)'",
        lambda row, who, size: (
            f"a linha {row} do {label(who)} não está fechada: {expected(size)} {size} números e depois ')'"
        ),
    ),
    shape(
        rf"expected (\d+) numbers 0, 1 or 2 in row (\d+) of {LABEL}, found (\d+)",
        lambda size, row, who, cells: (
            f"{expected(size)} {size} números 0, 1 ou 2 na linha {row} do {label(who)}, {found(cells)}"
        ),
    ),
    shape(
        rf"expected 0 \(empty\), 1 \(the player's\) or 2 \(another piece\) in row (\d+) of {LABEL}, found {TOKEN}",
        lambda row, who, token: (
            f"esperava-se 0 (vazia), 1 (do jogador) ou 2 (outra peça) na linha {row} do {label(who)}, encontrou-se {token}"
        ),
    ),
    # text_format.py
    shape(
        rf"expected a keyword \(problem, description, stock, board\), found {TOKEN}",
        lambda token: (
            f"esperava-se uma palavra-chave (problem, description, stock, board), encontrou-se {token}"
        ),
    ),
    shape(
        r"'(\w+)' before any 'problem NAME' line",
        lambda keyword: f"'{keyword}' antes de qualquer linha 'problem NAME'",
    ),
    shape(
        r"'board' stands alone on its line; the rows follow it",
        lambda: "'board' fica sozinho na sua linha; as linhas vêm a seguir",
    ),
    shape(
        rf"{LABEL} has two boards",
        lambda who: f"o {label(who)} tem dois tabuleiros",
    ),
    shape(
        rf"expected 'problem NAME', a name of letters, digits, '\.', '\+', '-' or '_' \(at most (\d+)\), found {TOKEN}",
        lambda most, token: (
            f"esperava-se 'problem NAME', um nome de letras, algarismos, '.', '+', '-' ou '_' (no máximo {most}), encontrou-se {token}"
        ),
    ),
    shape(
        r"problem ([A-Za-z0-9_.+-]+) is defined twice",
        lambda name: f"o problema {name} está definido duas vezes",
    ),
    shape(
        rf"{LABEL} has two 'stock' lines",
        lambda who: f"o {label(who)} tem duas linhas 'stock'",
    ),
    shape(
        rf"expected 'stock' and three whole numbers, the {_KIND_LIST} pieces, found {TOKEN}",
        lambda token: (
            f"esperava-se 'stock' e três números inteiros, as peças 1x1, 2x2, cruz, encontrou-se {token}"
        ),
    ),
    shape(
        r"a stock is at most (\d+) pieces of a kind",
        lambda most: f"uma reserva tem no máximo {most} peças de cada tipo",
    ),
    shape(
        rf"{LABEL}: the board ends early, expected (?:(\d+) rows|(its rows))",
        lambda who, size, _its: (
            f"{label(who)}: o tabuleiro acaba cedo demais, "
            + (f"{expected(size)} {size} linhas" if size else "esperavam-se as suas linhas")
        ),
    ),
    shape(
        rf"expected the first row of {LABEL}'s board",
        lambda who: f"esperava-se a primeira linha do tabuleiro do {label(who)}",
    ),
    shape(
        rf"a board is (\d+) to (\d+) squares wide, found (\d+) cells in row (\d+) of {LABEL}",
        lambda least, most, cells, row, who: (
            f"um tabuleiro tem {least} a {most} casas de largura, {found(cells)} {'casa' if int(cells) == 1 else 'casas'} na linha {row} do {label(who)}"
        ),
    ),
    shape(
        rf"expected (\d+) cells in row (\d+) of {LABEL}, found (\d+)",
        lambda size, row, who, cells: (
            f"{expected(size)} {size} casas na linha {row} do {label(who)}, {found(cells)}"
        ),
    ),
    shape(
        rf"expected '\.' \(empty\), 'O' \(the player's\) or 'X' \(another piece\) in row (\d+) of {LABEL}, found {TOKEN}",
        lambda row, who, token: (
            f"esperava-se '.' (vazia), 'O' (do jogador) ou 'X' (outra peça) na linha {row} do {label(who)}, encontrou-se {token}"
        ),
    ),
    # files.py: a fault of the player's pieces, named on its problem
    shape(
        rf"(.+) \(on {LABEL}\)",
        _on,
    ),
)
"""The messages of Blokus Uno's problem-file readers (``files.py``, ``dat_format.py``,
``text_format.py``, and the faults of pieces ``rules.py`` finds on a board), each as a shape and
its Portuguese."""
