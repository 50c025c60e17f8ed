"""The knight game's own texts in Portuguese: its labels and descriptions, as the window and
the command show them, and its sentence for a state (``describe_state``). Its problem-file
readers' messages are message values, rendered from ``messages/*.po``."""

# ruff: noqa: E501  (each text is kept whole, as the game writes it)
from __future__ import annotations

import re

from cavalo_gui.domains.languages import NUMBER_PATTERN, portuguese_number

TEXTS: dict[str, str] = {
    "Knight game": "Jogo do Cavalo",
    "points": "pontos",
    "Doubles": "Duplos",
    "Which other double a double removes: the highest, the lowest, or each one in turn (the player's choice is searched).": "Que outro duplo remove um duplo: o maior, o menor, ou cada um à vez (a escolha do jogador é procurada).",
    "remove the highest double": "remover o maior duplo",
    "remove the lowest double": "remover o menor duplo",
    "the player chooses (searched)": "o jogador escolhe (procurado)",
    "Six numbers near the top-left corner: the symmetric pairs 02/20 and 03/30 and the doubles 44 and 22.": "Seis números perto do canto superior esquerdo: os pares simétricos 02/20 e 03/30 e os duplos 44 e 22.",
    "The even numbers 02-10 on row 1 and the odd numbers 03-11 on row 3, in alternate columns.": "Os números pares 02-10 na linha 1 e os ímpares 03-11 na linha 3, em colunas alternadas.",
    "Thirteen numbers in the top-left corner, with the doubles 88 and 99 and the symmetric pairs 12/21 and 45/54.": "Treze números no canto superior esquerdo, com os duplos 88 e 99 e os pares simétricos 12/21 e 45/54.",
    "Rows 1 and 2 full (98 down to 89, then 01-09 with 55) and the doubles scattered below.": "Linhas 1 e 2 cheias (de 98 a 89, depois 01-09 com 55) e os duplos espalhados por baixo.",
    "The numbers 01-25 in a staggered lattice. It has no solution: at most 250 points can be scored, and only a search that explores every reachable state can prove it.": "Os números 01-25 numa grelha desencontrada. Não tem solução: podem marcar-se no máximo 250 pontos, e só uma procura que explore todos os estados alcançáveis o pode provar.",
    "The numbers 00-99, each exactly once, shuffled from the seed: change the seed for another board.": "Os números 00-99, cada um uma só vez, baralhados a partir da semente: mude a semente para outro tabuleiro.",
    "The course's h = o/m: points still missing over the mean of the numbers left. Not admissible.": "O h = o/m da disciplina: os pontos que faltam a dividir pela média dos números que restam. Não admissível.",
    "Fewest numbers left on the board whose sum covers the missing points: each move scores one number. Admissible and consistent.": "O menor número de números do tabuleiro cuja soma cobre os pontos que faltam: cada jogada marca um número. Admissível e consistente.",
    "Fewest numbers covering the missing points, counting one number per symmetric pair and at most half the doubles left. Admissible and consistent.": "O menor número de números que cobrem os pontos que faltam, contando um número por par simétrico e no máximo metade dos duplos que restam. Admissível e consistente.",
    "As 'pairs', and the knight lands on light and dark squares in turn, so it takes the best numbers of each colour alternately. Admissible and consistent.": "Como 'pairs', e o cavalo cai alternadamente em casas claras e escuras, por isso toma à vez os melhores números de cada cor. Admissível e consistente.",
    "As 'colours', counting only the numbers the knight can still reach by jumps through numbered squares. Admissible and consistent.": "Como 'colours', contando só os números que o cavalo ainda alcança com saltos por casas numeradas. Admissível e consistente.",
    "As 'reach', and high numbers that lie apart cost a move on a low number to get to, priced per island of high numbers. The strongest admissible estimate, and consistent.": "Como 'reach', e chegar a números altos afastados custa uma jogada num número baixo, contada por ilha de números altos. A estimativa admissível mais forte, e consistente.",
}
"""The game's fixed texts (label, unit, option, problems, heuristics) by their English."""

_STATE = re.compile(rf"(not placed|[A-J]\d+), {NUMBER_PATTERN} / {NUMBER_PATTERN} points")
"""The state sentence: "C3, 218 / 2,000 points", "not placed, 0 / 70 points"."""


def in_portuguese(text: str) -> str | None:
    """``text``, one of the game's own texts or a state sentence, in Portuguese; None for a
    text that is not the game's."""
    if text in TEXTS:
        return TEXTS[text]
    state = _STATE.fullmatch(text)
    if state is None:
        return None
    where, points, target = state.groups()
    square = "fora do tabuleiro" if where == "not placed" else where
    return f"{square}, {portuguese_number(points)} / {portuguese_number(target)} pontos"
