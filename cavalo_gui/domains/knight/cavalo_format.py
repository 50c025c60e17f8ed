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
    found,
    integer_value,
    place_number,
    shown,
    whole_number,
)
from cavalo_gui.domains.knight.random_board import MAX_SEED, random_board
from cavalo_gui.engine.message import Message, message

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
                twice = message("knight.defined-twice-at", name=name, line=first_line[name.lower()])
                raise TextFault(number, twice)
            first_line[name.lower()] = number
            drafts.append(Draft(message("knight.label-problem", name=name), number, name))
            given = set()
            continue
        if not drafts:
            raise TextFault(number, message("knight.before-problem", keyword=keyword))
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
                raise TextFault(number, message("knight.board-value", size=SIZE))
            draft.board, at = _cavalo_board(lines, at, draft.label, number)
    return drafts


def _not_a_keyword(word: str, drafts: list[Draft], just_after_board: bool) -> Message:
    if word != EMPTY_CELL and not re.fullmatch(r"[0-9]+", word):
        return _unknown_keyword(word)
    if just_after_board:
        return message("knight.board-too-long", label=drafts[-1].label, size=SIZE, row=SIZE + 1)
    return message("knight.row-outside", size=SIZE)


def _unknown_keyword(word: str) -> Message:
    close = difflib.get_close_matches(word.lower(), KEYWORDS, n=1)
    keywords = ", ".join(KEYWORDS)
    if close:
        return message(
            "knight.unknown-keyword-close", token=shown(word), close=close[0], keywords=keywords
        )
    return message("knight.unknown-keyword", token=shown(word), keywords=keywords)


def _repeated(label: Message, keyword: str, given: set[str]) -> Message:
    if keyword in given:
        return message("knight.second-line", label=label, keyword=keyword)
    return message("knight.board-and-seed", label=label)


def _problem_name(values: list[str], number: int) -> str:
    if len(values) != 1 or not _NAME.fullmatch(values[0]):
        raise TextFault(number, message("knight.bad-name", most=40, found=found(values)))
    return values[0]


def _number_value(values: list[str], number: int, keyword: str, largest: int, example: str) -> int:
    if len(values) != 1:
        one_number = message(
            "knight.one-number", keyword=keyword, example=example, found=found(values)
        )
        raise TextFault(number, one_number)
    return whole_number(values[0], number, message(f"knight.what-{keyword}"), largest)


def _cavalo_board(
    lines: list[list[str]], at: int, label: Message, board_line: int
) -> tuple[Board, int]:
    """The board whose rows follow the 'board' line, and the index of the line after it."""
    rows: list[tuple[int, list[str]]] = []
    while len(rows) < SIZE:
        short = message(
            "knight.rows-in-board",
            n=SIZE,
            label=label,
            found=message("file.found-count", n=len(rows)),
        )
        if at == len(lines):
            raise TextFault(board_line, short)
        words, number = lines[at], at + 1
        if words and words[0].lower() in KEYWORDS:
            raise TextFault(number, short)
        at += 1
        if words:
            rows.append((number, words))
    cells: list[int | None] = []
    places: dict[int, tuple[int, int]] = {}
    for row_index, (number, words) in enumerate(rows):
        if len(words) != SIZE:
            cells_found = message("file.found-count", n=len(words))
            raise TextFault(
                number,
                message(
                    "knight.cells-in-row", n=SIZE, row=row_index + 1, label=label, found=cells_found
                ),
            )
        for word in words:
            value = _cavalo_cell(word, number, len(cells), label)
            place_number(value, len(cells), number, label, places)
            cells.append(value)
    return tuple(cells), at


def _cavalo_cell(word: str, number: int, square: int, label: Message) -> int | None:
    if word == EMPTY_CELL:
        return None
    if re.fullmatch(r"[0-9]{2}", word):
        return int(word)
    where = {"square": square_name(square), "label": label}
    value = integer_value(word)
    if value is not None and 0 <= value <= 99:
        right = f"{value:02d}"
        raise TextFault(number, message("knight.two-digits", right=right, word=word, **where))
    if value is not None:
        raise TextFault(number, message("knight.outside-00-99", token=shown(word), **where))
    raise TextFault(number, message("knight.expected-cell", token=shown(word), **where))
