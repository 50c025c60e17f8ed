"""The course's classic Lisp boards (SPEC §3): a list of 10 rows of 10 numbers or NIL, ';'
comments, several boards one after another, each optionally followed by its target."""

from __future__ import annotations

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
from cavalo_gui.domains.problem_drafts import Tokens, lisp_boards, name_boards
from cavalo_gui.engine.message import Message, message


def parse_classic(text: str, stem: str) -> list[Draft]:
    """The boards of a text in the classic format, named ``stem`` (``stem-1``, ``stem-2``...
    when there are several), each with the target written after it, if any."""

    def read_board(tokens: Tokens, at: int, line: int, number: int) -> tuple[Draft, int]:
        label = message("knight.label-board", number=number)
        board, at = _classic_board(tokens, at, label, line)
        return Draft(label, line, stem, board), at

    drafts = lisp_boards(text, read_board, _read_target)
    name_boards(drafts, stem)
    for index, draft in enumerate(drafts, start=1):
        draft.generated = message("knight.classic-description", number=index, stem=stem)
    return drafts


def _read_target(token: str, line: int, drafts: list[Draft]) -> None:
    """The target written after the last board; TextFault for any other token there."""
    if token == ")":
        raise TextFault(line, message("knight.unexpected-close"))
    if integer_value(token) is not None and drafts:
        draft = drafts[-1]
        if draft.target is not None:
            has_target = message(
                "knight.has-target", label=draft.label, target=draft.target, token=shown(token)
            )
            raise TextFault(line, has_target)
        what = message("knight.what-target-of", label=draft.label)
        draft.target = whole_number(token, line, what, MAX_TARGET)
    elif integer_value(token) is not None:
        raise TextFault(line, message("knight.target-before-board", token=shown(token)))
    else:
        expected = message("knight.expected-board", number=len(drafts) + 1, token=shown(token))
        raise TextFault(line, expected)


def _classic_board(
    tokens: list[tuple[str, int]], at: int, label: Message, open_line: int
) -> tuple[Board, int]:
    """The board whose '(' was just read, and the index of the token after its ')'."""
    cells: list[int | None] = []
    places: dict[int, tuple[int, int]] = {}
    rows = 0
    while True:
        if at == len(tokens):
            raise TextFault(open_line, message("knight.not-closed", label=label, n=rows))
        token, line = tokens[at]
        at += 1
        if token == ")":
            break
        if token != "(" and rows == SIZE:
            closing = message("knight.expected-close", label=label, size=SIZE, token=shown(token))
            raise TextFault(line, closing)
        if token != "(":
            starting = message(
                "knight.expected-row", row=rows + 1, label=label, token=shown(token), size=SIZE
            )
            raise TextFault(line, starting)
        if rows == SIZE:
            too_many = message("knight.too-many-rows", label=label, size=SIZE, row=SIZE + 1)
            raise TextFault(line, too_many)
        rows += 1
        at = _classic_row(tokens, at, rows, label, line, cells, places)
    if rows != SIZE:
        found = message("file.found-count", n=rows)
        raise TextFault(line, message("knight.rows-in", n=SIZE, label=label, found=found))
    return tuple(cells), at


def _classic_row(
    tokens: list[tuple[str, int]],
    at: int,
    row: int,
    label: Message,
    open_line: int,
    cells: list[int | None],
    places: dict[int, tuple[int, int]],
) -> int:
    """Append the cells of the row whose '(' was just read; the index after its ')'."""
    count = 0
    while True:
        if at == len(tokens):
            raise TextFault(open_line, message("knight.row-not-closed", row=row, label=label))
        token, line = tokens[at]
        at += 1
        if token == ")":
            break
        if token == "(":
            raise TextFault(line, message("knight.paren-in-row", row=row, label=label, size=SIZE))
        count += 1
        if count > SIZE:
            continue
        square = len(cells)
        value = _classic_cell(token, line, square_name(square), row, label)
        place_number(value, square, line, label, places)
        cells.append(value)
    if count != SIZE:
        found = message("file.found-count", n=count)
        numbers = message("knight.numbers-in-row", n=SIZE, row=row, label=label, found=found)
        raise TextFault(line, numbers)
    return at


def _classic_cell(token: str, line: int, square: str, row: int, label: Message) -> int | None:
    if token.lower() == "nil":
        return None
    value = integer_value(token)
    where = {"token": shown(token), "square": square, "row": row, "label": label}
    if value is None:
        raise TextFault(line, message("knight.expected-classic-cell", **where))
    if not 0 <= value <= 99:
        raise TextFault(line, message("knight.outside-0-99", **where))
    return value
