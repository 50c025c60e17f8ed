"""The course's ``.dat`` boards: a list of 14 rows of 14 numbers 0, 1 or 2, ``;`` comments,
several boards one after another. The course writes no target after them, and none is taken."""

from __future__ import annotations

import re

from cavalo_gui.domains.blokus.draft import Draft
from cavalo_gui.domains.blokus.geometry import COURSE_SIZE
from cavalo_gui.domains.problem_files import TextFault, lisp_tokens, shown

_CELLS = {"0": 0, "1": 1, "2": 2}


def parse_dat(text: str, stem: str) -> list[Draft]:
    """The boards of ``text``, named ``stem`` (``stem-1``, ``stem-2``... when there are
    several)."""
    tokens = lisp_tokens(text)
    drafts: list[Draft] = []
    at = 0
    while at < len(tokens):
        token, line = tokens[at]
        label = f"board {len(drafts) + 1}"
        if token == "'" and at + 1 < len(tokens) and tokens[at + 1][0] == "(":
            at += 1
            continue
        if token != "(":
            if re.fullmatch(r"[+-]?\d+", token) and drafts:
                raise TextFault(
                    line,
                    f"a number after board {len(drafts)}: a Blokus Uno board takes no target "
                    "(its goal is an empty stock, or nothing in stock that fits)",
                )
            raise TextFault(line, f"expected '(' to start {label}, found {shown(token)}")
        board, row_lines, at = _board(tokens, at + 1, label, line)
        drafts.append(Draft(label, line, stem, board, line, row_lines))
    if len(drafts) > 1:
        for number, draft in enumerate(drafts, start=1):
            draft.name = f"{stem}-{number}"
    return drafts


def _board(
    tokens: list[tuple[str, int]], at: int, label: str, start: int
) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...], int]:
    rows: list[tuple[int, ...]] = []
    row_lines: list[int] = []
    while True:
        if at >= len(tokens):
            raise TextFault(start, f"{label} is not closed: expected {COURSE_SIZE} rows then ')'")
        token, line = tokens[at]
        at += 1
        if token == ")":
            if len(rows) != COURSE_SIZE:
                raise TextFault(line, f"{label} has {len(rows)} rows: expected {COURSE_SIZE} rows")
            return tuple(rows), tuple(row_lines), at
        if token != "(":
            raise TextFault(
                line, f"expected '(' to start row {len(rows) + 1} of {label}, found {shown(token)}"
            )
        if len(rows) == COURSE_SIZE:
            raise TextFault(line, f"{label} has more than {COURSE_SIZE} rows")
        row, at = _row(tokens, at, f"row {len(rows) + 1} of {label}", line)
        rows.append(row)
        row_lines.append(line)


def _row(
    tokens: list[tuple[str, int]], at: int, label: str, start: int
) -> tuple[tuple[int, ...], int]:
    cells: list[int] = []
    while True:
        if at >= len(tokens):
            raise TextFault(
                start, f"{label} is not closed: expected {COURSE_SIZE} numbers then ')'"
            )
        token, line = tokens[at]
        at += 1
        if token == ")":
            if len(cells) != COURSE_SIZE:
                raise TextFault(
                    line, f"expected {COURSE_SIZE} numbers 0, 1 or 2 in {label}, found {len(cells)}"
                )
            return tuple(cells), at
        if token not in _CELLS:
            raise TextFault(
                line,
                f"expected 0 (empty), 1 (the player's) or 2 (another piece) in {label}, "
                f"found {shown(token)}",
            )
        cells.append(_CELLS[token])
