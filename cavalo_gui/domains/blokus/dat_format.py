"""The course's ``.dat`` boards: a list of 14 rows of 14 numbers 0, 1 or 2, ``;`` comments,
several boards one after another. The course writes no target after them, and none is taken."""

from __future__ import annotations

import re

from cavalo_gui.domains.blokus.draft import Draft, label_board
from cavalo_gui.domains.blokus.geometry import COURSE_SIZE
from cavalo_gui.domains.problem_drafts import Tokens, lisp_boards, name_boards
from cavalo_gui.domains.problem_files import TextFault, shown
from cavalo_gui.engine.message import Message, message

_CELLS = {"0": 0, "1": 1, "2": 2}


def parse_dat(text: str, stem: str) -> list[Draft]:
    """The boards of ``text``, named ``stem`` (``stem-1``, ``stem-2``... when there are
    several)."""

    def read_board(tokens: Tokens, at: int, line: int, number: int) -> tuple[Draft, int]:
        label = label_board(number)
        board, row_lines, at = _board(tokens, at, label, line)
        return Draft(label, line, stem, board, line, row_lines), at

    drafts = lisp_boards(text, read_board, _refuse)
    name_boards(drafts, stem)
    return drafts


def _refuse(token: str, line: int, drafts: list[Draft]) -> None:
    """A token outside a board: the course writes no target after a Blokus board."""
    if re.fullmatch(r"[+-]?\d+", token) and drafts:
        raise TextFault(line, message("blokus.number-after-board", number=len(drafts)))
    label = label_board(len(drafts) + 1)
    raise TextFault(line, message("blokus.expected-board", label=label, token=shown(token)))


def _board(
    tokens: list[tuple[str, int]], at: int, label: Message, start: int
) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...], int]:
    rows: list[tuple[int, ...]] = []
    row_lines: list[int] = []
    while True:
        if at >= len(tokens):
            raise TextFault(start, message("blokus.board-not-closed", label=label, n=COURSE_SIZE))
        token, line = tokens[at]
        at += 1
        if token == ")":
            if len(rows) != COURSE_SIZE:
                rows_read = message("blokus.rows", n=len(rows))
                said = message("blokus.rows-count", label=label, rows=rows_read, n=COURSE_SIZE)
                raise TextFault(line, said)
            return tuple(rows), tuple(row_lines), at
        if token != "(":
            said = message(
                "blokus.expected-row", row=len(rows) + 1, label=label, token=shown(token)
            )
            raise TextFault(line, said)
        if len(rows) == COURSE_SIZE:
            raise TextFault(line, message("blokus.too-many-rows", label=label, size=COURSE_SIZE))
        row, at = _row(tokens, at, {"row": len(rows) + 1, "label": label}, line)
        rows.append(row)
        row_lines.append(line)


def _row(
    tokens: list[tuple[str, int]], at: int, where: dict[str, int | Message], start: int
) -> tuple[tuple[int, ...], int]:
    """The cells of the row ``where`` (its ``row`` number and its board's ``label``) opened
    before ``at``, and the index after its ')'."""
    cells: list[int] = []
    while True:
        if at >= len(tokens):
            raise TextFault(start, message("blokus.row-not-closed", n=COURSE_SIZE, **where))
        token, line = tokens[at]
        at += 1
        if token == ")":
            if len(cells) != COURSE_SIZE:
                found = message("file.found-count", n=len(cells))
                said = message("blokus.numbers-in-row", n=COURSE_SIZE, found=found, **where)
                raise TextFault(line, said)
            return tuple(cells), at
        if token not in _CELLS:
            said = message("blokus.expected-dat-cell", token=shown(token), **where)
            raise TextFault(line, said)
        cells.append(_CELLS[token])
