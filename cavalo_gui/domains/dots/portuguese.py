"""Dots and Boxes' own texts in Portuguese: its labels and descriptions, as the window and
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

_STATE = re.compile(
    rf"{NUMBER_PATTERN} / {NUMBER_PATTERN} boxes closed, {NUMBER_PATTERN} of {NUMBER_PATTERN} arcs drawn"
)
"""The state sentence: "7 / 10 boxes closed, 23 of 49 arcs drawn"."""


def in_portuguese(text: str) -> str | None:
    """``text``, one of the game's own texts or a state sentence, in Portuguese; None for a
    text that is not the game's."""
    if text in TEXTS:
        return TEXTS[text]
    state = _STATE.fullmatch(text)
    if state is None:
        return translate_shapes(text, FILE_ERRORS)
    closed, target, drawn, arcs = (portuguese_number(number) for number in state.groups())
    return f"{closed} / {target} caixas fechadas, {drawn} de {arcs} arcos desenhados"


_HINTS = {
    "write its target after the board, e.g. ((...) (...)) 10": "escreva o seu objetivo a seguir ao tabuleiro, p. ex. ((...) (...)) 10",
    "add a line 'target N'": "acrescente uma linha 'target N'",
}
_SIDES = {"horizontal": ("horizontal", "horizontais"), "vertical": ("vertical", "verticais")}
_WHAT = r"the target of ((?:problem|board) [A-Za-z0-9_.+-]+)"
_END = "'the end of the file'"  # what _drawing finds when the file ends before a drawing


def _given(text: str) -> str:
    if text == "the target given":
        return "o objetivo dado"
    return f"o objetivo do {label(text.removeprefix('the target of '))}"


def _side_lines(number: str, side: str) -> str:
    """ "3 linhas verticais", "1 linha horizontal"."""
    one, many = _SIDES[side]
    return count(number, f"linha {one}", f"linhas {many}")


FILE_ERRORS: tuple[Shape, ...] = (
    # files.py
    shape(
        r"the target given must be a whole number, not (.+)",
        lambda given: f"o objetivo dado tem de ser um número inteiro, não {given}",
    ),
    shape(
        r"control character (0x[0-9a-f]{2}): this is not a text file",
        lambda code: f"carácter de controlo {code}: isto não é um ficheiro de texto",
    ),
    shape(
        r"no problem in this file: it is empty or holds only comments",
        lambda: "nenhum problema neste ficheiro: está vazio ou só tem comentários",
    ),
    shape(
        rf"{LABEL} has no board: add 'board' and its drawing",
        lambda who: f"o {label(who)} não tem tabuleiro: acrescente 'board' e o seu desenho",
    ),
    shape(
        rf"{LABEL} has no target: ({'|'.join(re.escape(hint) for hint in _HINTS)})",
        lambda who, hint: f"o {label(who)} não tem objetivo: {_HINTS[hint]}",
    ),
    shape(
        r"(the target given|the target of (?:problem|board) [A-Za-z0-9_.+-]+) is (-?\d+), but its board has only (\d+) boxes",
        lambda given, target, boxes: (
            f"{_given(given)} é {target}, mas o seu tabuleiro só tem {count(boxes, 'caixa', 'caixas')}"
        ),
    ),
    shape(
        rf"expected 'problem NAME' \(the project's format\) or a board '\(\(\.\.\.\) \(\.\.\.\)\)' \(the course's format\), found {TOKEN}",
        lambda token: (
            f"esperava-se 'problem NAME' (o formato do projeto) ou um tabuleiro '((...) (...))' (o formato da disciplina), encontrou-se {token}"
        ),
    ),
    # text_faults.py
    shape(
        rf"{_WHAT} must be a whole number, found {TOKEN}",
        lambda who, token: (
            f"o objetivo do {label(who)} tem de ser um número inteiro, encontrou-se {token}"
        ),
    ),
    shape(
        rf"{_WHAT} must be 0 or more, found {TOKEN}",
        lambda who, token: f"o objetivo do {label(who)} tem de ser 0 ou mais, encontrou-se {token}",
    ),
    shape(
        rf"{_WHAT} is far too large: {TOKEN}",
        lambda who, token: f"o objetivo do {label(who)} é excessivamente grande: {token}",
    ),
    # course_format.py
    shape(
        rf"{LABEL}: expected 0 or 1, found a list",
        lambda who: f"{label(who)}: esperava-se 0 ou 1, encontrou-se uma lista",
    ),
    shape(
        rf"{LABEL}: a quote belongs before a board only",
        lambda who: f"{label(who)}: uma plica só pode vir antes de um tabuleiro",
    ),
    shape(
        rf"{LABEL} is not closed: a '\)' is missing by the end",
        lambda who: f"o {label(who)} não está fechado: falta um ')' no fim",
    ),
    shape(
        rf"{LABEL}: expected the list of (horizontal|vertical) lines, found {TOKEN}",
        lambda who, side, token: (
            f"{label(who)}: esperava-se a lista das linhas {_SIDES[side][1]}, encontrou-se {token}"
        ),
    ),
    shape(
        rf"{LABEL}: expected (horizontal|vertical) line (\d+) as a list \(0 1 \.\.\.\), found {TOKEN}",
        lambda who, side, number, token: (
            f"{label(who)}: esperava-se a linha {side} {number} como uma lista (0 1 ...), encontrou-se {token}"
        ),
    ),
    shape(
        rf"{LABEL}: expected 0 or 1 in (horizontal|vertical) line (\d+), found {TOKEN}",
        lambda who, side, number, token: (
            f"{label(who)}: esperava-se 0 ou 1 na linha {side} {number}, encontrou-se {token}"
        ),
    ),
    shape(
        rf"{LABEL}: expected (\d+) (horizontal|vertical) lines, found (\d+)",
        lambda who, wanted, side, lines: (
            f"{label(who)}: {expected(wanted)} {_side_lines(wanted, side)}, {found(lines)}"
        ),
    ),
    shape(
        rf"{LABEL}: expected two lists, the horizontal lines then the vertical lines, found (\d+) items",
        lambda who, items: (
            f"{label(who)}: esperavam-se duas listas, as linhas horizontais e depois as verticais, {found(items)} {'elemento' if int(items) == 1 else 'elementos'}"
        ),
    ),
    shape(
        rf"{LABEL}: expected (\d+) to (\d+) horizontal lines, found (\d+)",
        lambda who, least, most, lines: (
            f"{label(who)}: esperavam-se {least} a {most} linhas horizontais, {found(lines)}"
        ),
    ),
    shape(
        rf"{LABEL}: horizontal line (\d+) has (\d+) arcs; every horizontal line must have the same number, (\d+) to (\d+) \(line 1 has (\d+)\)",
        lambda who, number, arcs, least, most, first: (
            f"{label(who)}: a linha horizontal {number} tem {count(arcs, 'arco', 'arcos')}; todas as linhas horizontais têm de ter o mesmo número, de {least} a {most} (a linha 1 tem {first})"
        ),
    ),
    shape(
        rf"{LABEL}: vertical line (\d+) has (\d+) arcs, expected (\d+) \(the board has (\d+) rows of boxes\)",
        lambda who, number, arcs, wanted, rows: (
            f"{label(who)}: a linha vertical {number} tem {count(arcs, 'arco', 'arcos')}, {expected(wanted)} {wanted} (o tabuleiro tem {count(rows, 'linha', 'linhas')} de caixas)"
        ),
    ),
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
        rf"expected (a target after a board, or )?'\(' starting {LABEL}, found {TOKEN}",
        lambda after, who, token: (
            "esperava-se "
            + ("um objetivo a seguir a um tabuleiro, ou " if after else "")
            + f"'(' a abrir o {label(who)}, encontrou-se {token}"
        ),
    ),
    # dots_format.py
    shape(
        r"'(\w+)' before any 'problem NAME' line",
        lambda keyword: f"'{keyword}' antes de qualquer linha 'problem NAME'",
    ),
    shape(
        rf"{LABEL} has a second target",
        lambda who: f"o {label(who)} tem um segundo objetivo",
    ),
    shape(
        r"'board' stands alone on its line; the drawing follows",
        lambda: "'board' fica sozinho na sua linha; o desenho vem a seguir",
    ),
    shape(
        rf"{LABEL} has a second board",
        lambda who: f"o {label(who)} tem um segundo tabuleiro",
    ),
    shape(
        rf"expected 'problem NAME', a name of letters, digits, '\.', '\+', '-' or '_' \(at most (\d+)\), found ({TOKEN[1:-1]}|no name)",
        lambda most, token: (
            "esperava-se 'problem NAME', um nome de letras, algarismos, '.', '+', '-' ou '_' "
            + f"(no máximo {most}), "
            + ("não se encontrou nenhum nome" if token == "no name" else found_token(token))
        ),
    ),
    shape(
        r"problem ([A-Za-z0-9_.+-]+) is defined twice \(first at line (\d+)\)",
        lambda name, line: f"o problema {name} está definido duas vezes (primeiro na linha {line})",
    ),
    shape(
        r"a line of a drawing that does not continue the board above it: a drawing alternates dot lines \(\+\) and arc lines \(\|\), and starts and ends with a dot line",
        lambda: (
            "uma linha de um desenho que não continua o tabuleiro acima dela: um desenho alterna linhas de pontos (+) e linhas de arcos (|), e começa e acaba com uma linha de pontos"
        ),
    ),
    shape(
        rf"expected (a keyword \(problem, target, description, board\)|'problem NAME'), found {TOKEN}",
        lambda what, token: (
            "esperava-se "
            + (
                "'problem NAME'"
                if what.startswith("'")
                else "uma palavra-chave (problem, target, description, board)"
            )
            + f", encontrou-se {token}"
        ),
    ),
    shape(
        rf"expected the drawing of {LABEL}, starting with a dot line '\+   \+', found {TOKEN}",
        lambda who, token: (
            f"esperava-se o desenho do {label(who)}, a começar por uma linha de pontos '+   +', "
            + ("encontrou-se o fim do ficheiro" if token == _END else f"encontrou-se {token}")
        ),
    ),
    shape(
        rf"the drawing of {LABEL} stops after its first dot line: expected an arc line \(blank when no vertical arc is drawn\), then the next dot line",
        lambda who: (
            f"o desenho do {label(who)} para depois da sua primeira linha de pontos: esperava-se uma linha de arcos (em branco quando nenhum arco vertical está desenhado), depois a linha de pontos seguinte"
        ),
    ),
    shape(
        rf"the drawing of {LABEL} has (\d+) rows of boxes: at most (\d+)",
        lambda who, rows, most: (
            f"o desenho do {label(who)} tem {rows} linhas de caixas: no máximo {most}"
        ),
    ),
    shape(
        r"a tab in a drawing: use spaces, so that the columns line up",
        lambda: "uma tabulação num desenho: use espaços, para que as colunas fiquem alinhadas",
    ),
    shape(
        rf"dot line (\d+) of {LABEL} must start in the same column as the first one",
        lambda nth, who: (
            f"a linha de pontos {nth} do {label(who)} tem de começar na mesma coluna que a primeira"
        ),
    ),
    shape(
        rf"dot line (\d+) of {LABEL}: expected dots 4 characters apart, '\+---\+' or '\+   \+', (\d+) to (\d+) dots in every dot line(?: \((\d+) in the first\))?",
        lambda nth, who, least, most, first: (
            f"linha de pontos {nth} do {label(who)}: esperavam-se pontos a 4 caracteres uns dos outros, '+---+' ou '+   +', {least} a {most} pontos em cada linha de pontos"
            + (f" ({first} na primeira)" if first else "")
        ),
    ),
    shape(
        rf"dot line (\d+) of {LABEL}: expected '---' or three spaces between dots (\d+) and (\d+), then '\+', found {TOKEN}",
        lambda nth, who, left, right, token: (
            f"linha de pontos {nth} do {label(who)}: esperava-se '---' ou três espaços entre os pontos {left} e {right}, depois '+', encontrou-se {token}"
        ),
    ),
    shape(
        rf"an arc of {LABEL} lies outside the dots above and below it",
        lambda who: f"um arco do {label(who)} fica fora dos pontos acima e abaixo dele",
    ),
    shape(
        rf"a '\|' of {LABEL} between two dots: a vertical arc stands under a dot",
        lambda who: (
            f"um '|' do {label(who)} entre dois pontos: um arco vertical fica por baixo de um ponto"
        ),
    ),
)
"""The messages of Dots and Boxes' problem-file readers (``files.py``, ``text_faults.py``,
``course_format.py``, ``dots_format.py``), each as a shape and its Portuguese."""
