"""The project's own problem format (docs/problem-format.md): keywords, one per line, and
boards as 10 rows of two-digit numbers with '..' for an empty square."""

from __future__ import annotations

import difflib
import re

from cavalo_gui.domains.knight.board import SIZE, Board, square_name
from cavalo_gui.domains.knight.problem_text import (
    MAX_TARGET,
    Draft,
    TextFault,
    integer_value,
    place_number,
    shown,
    whole_number,
)
from cavalo_gui.domains.knight.random_board import MAX_SEED, random_board

EMPTY_CELL = ".."
KEYWORDS = ("problem", "target", "seed", "description", "board")

_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.+-]{0,39}")


def is_problem_name(name: str) -> bool:
    """True for a name the format can hold: one word of letters, digits, '.', '+', '-', '_'."""
    return _NAME.fullmatch(name) is not None


def parse_cavalo(text: str) -> list[Draft]:
    """The problems of a text in the cavalo format, in order; TextFault at the first fault."""
    lines = [raw.split("#", 1)[0].split() for raw in text.split("\n")]
    drafts: list[Draft] = []
    first_line: dict[str, int] = {}
    given: set[str] = set()
    just_after_board = False
    at = 0
    while at < len(lines):
        words, number = lines[at], at + 1
        at += 1
        if not words:
            continue
        keyword, values = words[0].lower(), words[1:]
        if keyword not in KEYWORDS:
            raise TextFault(number, _not_a_keyword(words[0], drafts, just_after_board))
        just_after_board = keyword == "board"
        if keyword == "problem":
            name = _problem_name(values, number)
            if name.lower() in first_line:
                raise TextFault(
                    number,
                    f"problem {name} is defined twice (first at line {first_line[name.lower()]})",
                )
            first_line[name.lower()] = number
            drafts.append(Draft(f"problem {name}", number, name))
            given = set()
            continue
        if not drafts:
            raise TextFault(
                number, f"'{keyword}' comes before any 'problem' line: start with 'problem NAME'"
            )
        draft = drafts[-1]
        if keyword == "description":
            draft.description.append(" ".join(values))
            continue
        if keyword in given or (keyword in ("board", "seed") and given & {"board", "seed"}):
            raise TextFault(number, _repeated(draft.label, keyword, given))
        given.add(keyword)
        if keyword == "target":
            draft.target = _number_value(values, number, "target", MAX_TARGET, "70")
        elif keyword == "seed":
            draft.seed = _number_value(values, number, "seed", MAX_SEED, "1")
            draft.board = random_board(draft.seed)
        else:
            if values:
                raise TextFault(
                    number, "'board' takes no value: write its 10 rows on the lines below"
                )
            draft.board, at = _cavalo_board(lines, at, draft.label, number)
    return drafts


def _not_a_keyword(word: str, drafts: list[Draft], just_after_board: bool) -> str:
    if word != EMPTY_CELL and not re.fullmatch(r"[0-9]+", word):
        return _unknown_keyword(word)
    if just_after_board:
        return f"the board of {drafts[-1].label} has more than {SIZE} rows: row 11 starts here"
    return f"a row of cells outside any board: write 'board' on the line before its {SIZE} rows"


def _unknown_keyword(word: str) -> str:
    close = difflib.get_close_matches(word.lower(), KEYWORDS, n=1)
    advice = f" (did you mean '{close[0]}'?)" if close else ""
    return f"unknown keyword {shown(word)}{advice}: expected one of {', '.join(KEYWORDS)}"


def _repeated(label: str, keyword: str, given: set[str]) -> str:
    if keyword in given:
        return f"{label} has a second '{keyword}' line"
    return f"{label} has both a board and a seed: give one or the other"


def _problem_name(values: list[str], number: int) -> str:
    if len(values) != 1 or not _NAME.fullmatch(values[0]):
        found = shown(" ".join(values)) if values else "nothing"
        raise TextFault(
            number,
            "a problem name is one word of letters, digits, '.', '+', '-' or '_' (up to 40), "
            f"e.g. 'problem A'; found {found}",
        )
    return values[0]


def _number_value(values: list[str], number: int, keyword: str, largest: int, example: str) -> int:
    if len(values) != 1:
        found = shown(" ".join(values)) if values else "nothing"
        raise TextFault(
            number, f"'{keyword}' takes one whole number, e.g. '{keyword} {example}'; found {found}"
        )
    return whole_number(values[0], number, f"the {keyword}", largest)


def _cavalo_board(
    lines: list[list[str]], at: int, label: str, board_line: int
) -> tuple[Board, int]:
    """The board whose rows follow the 'board' line, and the index of the line after it."""
    rows: list[tuple[int, list[str]]] = []
    while len(rows) < SIZE:
        if at == len(lines):
            raise TextFault(
                board_line, f"expected {SIZE} rows in the board of {label}, found {len(rows)}"
            )
        words, number = lines[at], at + 1
        if words and words[0].lower() in KEYWORDS:
            raise TextFault(
                number, f"expected {SIZE} rows in the board of {label}, found {len(rows)}"
            )
        at += 1
        if words:
            rows.append((number, words))
    cells: list[int | None] = []
    places: dict[int, tuple[int, int]] = {}
    for row_index, (number, words) in enumerate(rows):
        where = f"row {row_index + 1} of {label}"
        if len(words) != SIZE:
            raise TextFault(
                number,
                f"expected {SIZE} cells in {where}, found {len(words)} "
                f"(a number 00-99 or '{EMPTY_CELL}' for an empty square)",
            )
        for word in words:
            value = _cavalo_cell(word, number, len(cells), label)
            place_number(value, len(cells), number, label, places)
            cells.append(value)
    return tuple(cells), at


def _cavalo_cell(word: str, number: int, square: int, label: str) -> int | None:
    if word == EMPTY_CELL:
        return None
    if re.fullmatch(r"[0-9]{2}", word):
        return int(word)
    where = f"at {square_name(square)} of {label}"
    value = integer_value(word)
    if value is not None and 0 <= value <= 99:
        raise TextFault(
            number, f"write numbers with exactly two digits: '{value:02d}', not '{word}' ({where})"
        )
    if value is not None:
        raise TextFault(number, f"number {shown(word)} {where} is outside 00-99")
    raise TextFault(
        number,
        f"expected a number 00-99 or '{EMPTY_CELL}' for an empty square {where}, "
        f"found {shown(word)}",
    )
