"""The knight game's own texts in Portuguese: its labels and descriptions, as the window and
the command show them, its sentence for a state (``describe_state``) and the messages of its
problem-file readers (``FILE_ERRORS``)."""

# ruff: noqa: E501  (each text is kept whole, as the game writes it)
from __future__ import annotations

import re

from cavalo_gui.domains.languages import NUMBER_PATTERN, portuguese_number
from cavalo_gui.domains.problem_file_portuguese import (
    LABEL,
    TOKEN,
    Shape,
    count,
    expected,
    found,
    found_token,
    label,
    shape,
    translate_shapes,
)

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
        return translate_shapes(text, FILE_ERRORS)
    where, points, target = state.groups()
    square = "fora do tabuleiro" if where == "not placed" else where
    return f"{square}, {portuguese_number(points)} / {portuguese_number(target)} pontos"


_WHAT = r"(the target|the seed|the target of (?:problem|board) [A-Za-z0-9_.+-]+)"
"""What a number in a file is, as the readers name it: "the target of board 1"."""

_HINTS = {
    "write its target after the board, e.g. ((...)) 70": "escreva o seu objetivo a seguir ao tabuleiro, p. ex. ((...)) 70",
    "add a line 'target N'": "acrescente uma linha 'target N'",
}


def _what(text: str) -> str:
    if text == "the seed":
        return "a semente"
    if text == "the target":
        return "o objetivo"
    return f"o objetivo do {label(text.removeprefix('the target of '))}"


FILE_ERRORS: tuple[Shape, ...] = (
    # files.py
    shape(
        r"the target given must be a whole number 0 to (\d+), not (.+)",
        lambda largest, given: (
            f"o objetivo dado tem de ser um número inteiro de 0 a {largest}, não {given}"
        ),
    ),
    shape(
        r"control character (0x[0-9a-f]{2}): this is not a text file",
        lambda code: f"carácter de controlo {code}: isto não é um ficheiro de texto",
    ),
    shape(
        rf"{LABEL} has no board: add 'board' and its (\d+) rows, or 'seed N' for a random board",
        lambda who, size: (
            f"o {label(who)} não tem tabuleiro: acrescente 'board' e as suas {size} linhas, ou 'seed N' para um tabuleiro aleatório"
        ),
    ),
    shape(
        rf"{LABEL} has no target: ({'|'.join(re.escape(hint) for hint in _HINTS)})",
        lambda who, hint: f"o {label(who)} não tem objetivo: {_HINTS[hint]}",
    ),
    shape(
        rf"expected 'problem NAME' \(the cavalo format\) or a board '\(\(\.\.\.\) \.\.\.\)' \(the classic Lisp format\), found {TOKEN}",
        lambda token: (
            f"esperava-se 'problem NAME' (o formato cavalo) ou um tabuleiro '((...) ...)' (o formato clássico em Lisp), encontrou-se {token}"
        ),
    ),
    shape(
        r"no problem in this file: it is empty or holds only comments",
        lambda: "nenhum problema neste ficheiro: está vazio ou só tem comentários",
    ),
    # problem_text.py
    shape(
        rf"{_WHAT} must be a whole number, found {TOKEN}",
        lambda what, token: f"{_what(what)} tem de ser um número inteiro, encontrou-se {token}",
    ),
    shape(
        rf"{_WHAT} must be 0 or more, found {TOKEN}",
        lambda what, token: f"{_what(what)} tem de ser 0 ou mais, encontrou-se {token}",
    ),
    shape(
        rf"{_WHAT} is too large: at most (\d+), found {TOKEN}",
        lambda what, largest, token: (
            f"{_what(what)} é grande demais: no máximo {largest}, encontrou-se {token}"
        ),
    ),
    shape(
        rf"number (\d+) appears twice on {LABEL}, at ([A-J]\d+) \(line (\d+)\) and ([A-J]\d+)",
        lambda value, who, first, line, second: (
            f"o número {value} aparece duas vezes no {label(who)}, em {first} (linha {line} do ficheiro) e em {second}"
        ),
    ),
    # cavalo_format.py
    shape(
        r"problem ([A-Za-z0-9_.+-]+) is defined twice \(first at line (\d+)\)",
        lambda name, line: f"o problema {name} está definido duas vezes (primeiro na linha {line})",
    ),
    shape(
        r"'(\w+)' comes before any 'problem' line: start with 'problem NAME'",
        lambda keyword: (
            f"'{keyword}' vem antes de qualquer linha 'problem': comece com 'problem NAME'"
        ),
    ),
    shape(
        r"'board' takes no value: write its (\d+) rows on the lines below",
        lambda size: f"'board' não leva valor: escreva as suas {size} linhas nas linhas seguintes",
    ),
    shape(
        rf"the board of {LABEL} has more than (\d+) rows: row (\d+) starts here",
        lambda who, size, row: (
            f"o tabuleiro do {label(who)} tem mais de {size} linhas: a linha {row} começa aqui"
        ),
    ),
    shape(
        r"a row of cells outside any board: write 'board' on the line before its (\d+) rows",
        lambda size: (
            f"uma linha de casas fora de qualquer tabuleiro: escreva 'board' na linha antes das suas {size} linhas"
        ),
    ),
    shape(
        rf"unknown keyword {TOKEN}(?: \(did you mean '(\w+)'\?\))?: expected one of ([a-z, ]+)",
        lambda token, close, keywords: (
            f"palavra-chave desconhecida {token}"
            + (f" (queria dizer '{close}'?)" if close else "")
            + f": esperava-se uma de {keywords}"
        ),
    ),
    shape(
        rf"{LABEL} has a second '(\w+)' line",
        lambda who, keyword: f"o {label(who)} tem uma segunda linha '{keyword}'",
    ),
    shape(
        rf"{LABEL} has both a board and a seed: give one or the other",
        lambda who: f"o {label(who)} tem um tabuleiro e uma semente: indique só um dos dois",
    ),
    shape(
        rf"a problem name is one word of letters, digits, '\.', '\+', '-' or '_' \(up to (\d+)\), e\.g\. 'problem A'; found ({TOKEN[1:-1]}|nothing)",
        lambda most, token: (
            f"o nome de um problema é uma palavra de letras, algarismos, '.', '+', '-' ou '_' (até {most}), p. ex. 'problem A'; {found_token(token)}"
        ),
    ),
    shape(
        rf"'(\w+)' takes one whole number, e\.g\. '(\w+ \d+)'; found ({TOKEN[1:-1]}|nothing)",
        lambda keyword, example, token: (
            f"'{keyword}' leva um número inteiro, p. ex. '{example}'; {found_token(token)}"
        ),
    ),
    shape(
        rf"expected (\d+) rows in the board of {LABEL}, found (\d+)",
        lambda size, who, rows: (
            f"{expected(size)} {size} linhas no tabuleiro do {label(who)}, {found(rows)}"
        ),
    ),
    shape(
        rf"expected (\d+) cells in row (\d+) of {LABEL}, found (\d+) \(a number 00-99 or '\.\.' for an empty square\)",
        lambda size, row, who, cells: (
            f"{expected(size)} {size} casas na linha {row} do {label(who)}, {found(cells)} (um número 00-99 ou '..' para uma casa vazia)"
        ),
    ),
    shape(
        rf"write numbers with exactly two digits: '(\d\d)', not '(.+)' \(at ([A-J]\d+) of {LABEL}\)",
        lambda right, word, square, who: (
            f"escreva os números com exatamente dois algarismos: '{right}', não '{word}' (em {square} do {label(who)})"
        ),
    ),
    shape(
        rf"number {TOKEN} at ([A-J]\d+) of {LABEL} is outside 00-99",
        lambda token, square, who: (
            f"o número {token} em {square} do {label(who)} está fora de 00-99"
        ),
    ),
    shape(
        rf"expected a number 00-99 or '\.\.' for an empty square at ([A-J]\d+) of {LABEL}, found {TOKEN}",
        lambda square, who, token: (
            f"esperava-se um número 00-99 ou '..' para uma casa vazia em {square} do {label(who)}, encontrou-se {token}"
        ),
    ),
    # classic_format.py
    shape(
        r"unexpected '\)': no '\(' is open here",
        lambda: "')' inesperado: não há nenhum '(' aberto aqui",
    ),
    shape(
        rf"{LABEL} already has the target (\d+); found {TOKEN}",
        lambda who, target, token: (
            f"o {label(who)} já tem o objetivo {target}; encontrou-se {token}"
        ),
    ),
    shape(
        rf"found {TOKEN} before any board: a target follows its board",
        lambda token: (
            f"encontrou-se {token} antes de qualquer tabuleiro: um objetivo vem a seguir ao seu tabuleiro"
        ),
    ),
    shape(
        rf"expected '\(' starting board (\d+) or a target after a board, found {TOKEN}",
        lambda number, token: (
            f"esperava-se '(' a abrir o tabuleiro {number} ou um objetivo a seguir a um tabuleiro, encontrou-se {token}"
        ),
    ),
    shape(
        rf"{LABEL} is not closed: its '\(' has no matching '\)' \((\d+) rows read\)",
        lambda who, rows: (
            f"o {label(who)} não está fechado: o seu '(' não tem o ')' correspondente ({count(rows, 'linha lida', 'linhas lidas')})"
        ),
    ),
    shape(
        rf"expected '\)' closing {LABEL} after its (\d+) rows, found {TOKEN}",
        lambda who, size, token: (
            f"esperava-se ')' a fechar o {label(who)} depois das suas {size} linhas, encontrou-se {token}"
        ),
    ),
    shape(
        rf"expected '\(' starting row (\d+) of {LABEL}, found {TOKEN}: a board is a list of (\d+) rows, each in parentheses",
        lambda row, who, token, size: (
            f"esperava-se '(' a abrir a linha {row} do {label(who)}, encontrou-se {token}: um tabuleiro é uma lista de {size} linhas, cada uma entre parênteses"
        ),
    ),
    shape(
        rf"{LABEL} has more than (\d+) rows: row (\d+) starts here \(is the '\)' closing {LABEL} missing\?\)",
        lambda who, size, row, again: (
            f"o {label(who)} tem mais de {size} linhas: a linha {row} começa aqui (falta o ')' que fecha o {label(again)}?)"
        ),
    ),
    shape(
        rf"expected (\d+) rows in {LABEL}, found (\d+)",
        lambda size, who, rows: f"{expected(size)} {size} linhas no {label(who)}, {found(rows)}",
    ),
    shape(
        rf"row (\d+) of {LABEL} is not closed: its '\(' has no matching '\)'",
        lambda row, who: (
            f"a linha {row} do {label(who)} não está fechada: o seu '(' não tem o ')' correspondente"
        ),
    ),
    shape(
        rf"found '\(' inside row (\d+) of {LABEL}: a row holds (\d+) numbers or NIL \(is the '\)' closing row (\d+) missing\?\)",
        lambda row, who, size, again: (
            f"encontrou-se '(' dentro da linha {row} do {label(who)}: uma linha tem {size} números ou NIL (falta o ')' que fecha a linha {again}?)"
        ),
    ),
    shape(
        rf"expected (\d+) numbers or NIL in row (\d+) of {LABEL}, found (\d+)",
        lambda size, row, who, cells: (
            f"{expected(size)} {size} números ou NIL na linha {row} do {label(who)}, {found(cells)}"
        ),
    ),
    shape(
        rf"expected a number 0-99 or NIL at ([A-J]\d+) \(row (\d+) of {LABEL}\), found {TOKEN}",
        lambda square, row, who, token: (
            f"esperava-se um número 0-99 ou NIL em {square} (linha {row} do {label(who)}), encontrou-se {token}"
        ),
    ),
    shape(
        rf"number {TOKEN} at ([A-J]\d+) \(row (\d+) of {LABEL}\) is outside 0-99",
        lambda token, square, row, who: (
            f"o número {token} em {square} (linha {row} do {label(who)}) está fora de 0-99"
        ),
    ),
)
"""The messages of the game's problem-file readers (``files.py``, ``problem_text.py``,
``cavalo_format.py``, ``classic_format.py``), each as a shape and its Portuguese."""
