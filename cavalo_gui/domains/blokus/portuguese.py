"""Blokus Uno's own texts in Portuguese: its labels and descriptions, as the window and the
command show them. Its problem-file readers' messages and its sentence for a state
(``describe_state``) are message values, rendered from ``messages/*.po``."""

# ruff: noqa: E501  (each text is kept whole, as the game writes it)
from __future__ import annotations

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


def in_portuguese(text: str) -> str | None:
    """``text``, one of the game's own texts, in Portuguese; None for a text that is not the
    game's."""
    return TEXTS.get(text)
