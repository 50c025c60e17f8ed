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
from cavalo_gui.domains.problem_files import lisp_tokens


def parse_classic(text: str, stem: str) -> list[Draft]:
    """The boards of a text in the classic format, named ``stem`` (``stem-1``, ``stem-2``...
    when there are several), each with the target written after it, if any."""
    tokens = lisp_tokens(text)
    drafts: list[Draft] = []
    at = 0
    while at < len(tokens):
        token, line = tokens[at]
        at += 1
        count = len(drafts)
        if token == "'" and at < len(tokens) and tokens[at][0] == "(":
            continue
        if token == "(":
            board, at = _classic_board(tokens, at, f"board {count + 1}", line)
            drafts.append(Draft(f"board {count + 1}", line, stem, board))
        elif token == ")":
            raise TextFault(line, "unexpected ')': no '(' is open here")
        elif integer_value(token) is not None and drafts:
            draft = drafts[-1]
            if draft.target is not None:
                raise TextFault(
                    line,
                    f"{draft.label} already has the target {draft.target}; found {shown(token)}",
                )
            draft.target = whole_number(token, line, f"the target of {draft.label}", MAX_TARGET)
        elif integer_value(token) is not None:
            raise TextFault(
                line, f"found {shown(token)} before any board: a target follows its board"
            )
        else:
            raise TextFault(
                line,
                f"expected '(' starting board {count + 1} or a target after a board, "
                f"found {shown(token)}",
            )
    if len(drafts) > 1:
        for index, draft in enumerate(drafts, start=1):
            draft.name = f"{stem}-{index}"
    for draft in drafts:
        draft.description.append(f"{draft.label.capitalize()} of {stem} (classic Lisp format)")
    return drafts


def _classic_board(
    tokens: list[tuple[str, int]], at: int, label: str, open_line: int
) -> tuple[Board, int]:
    """The board whose '(' was just read, and the index of the token after its ')'."""
    cells: list[int | None] = []
    places: dict[int, tuple[int, int]] = {}
    rows = 0
    while True:
        if at == len(tokens):
            raise TextFault(
                open_line,
                f"{label} is not closed: its '(' has no matching ')' ({rows} rows read)",
            )
        token, line = tokens[at]
        at += 1
        if token == ")":
            break
        if token != "(" and rows == SIZE:
            raise TextFault(
                line, f"expected ')' closing {label} after its {SIZE} rows, found {shown(token)}"
            )
        if token != "(":
            raise TextFault(
                line,
                f"expected '(' starting row {rows + 1} of {label}, found {shown(token)}: "
                f"a board is a list of {SIZE} rows, each in parentheses",
            )
        if rows == SIZE:
            raise TextFault(
                line,
                f"{label} has more than {SIZE} rows: row {SIZE + 1} starts here "
                f"(is the ')' closing {label} missing?)",
            )
        rows += 1
        at = _classic_row(tokens, at, rows, label, line, cells, places)
    if rows != SIZE:
        raise TextFault(line, f"expected {SIZE} rows in {label}, found {rows}")
    return tuple(cells), at


def _classic_row(
    tokens: list[tuple[str, int]],
    at: int,
    row: int,
    label: str,
    open_line: int,
    cells: list[int | None],
    places: dict[int, tuple[int, int]],
) -> int:
    """Append the cells of the row whose '(' was just read; the index after its ')'."""
    where = f"row {row} of {label}"
    count = 0
    while True:
        if at == len(tokens):
            raise TextFault(open_line, f"{where} is not closed: its '(' has no matching ')'")
        token, line = tokens[at]
        at += 1
        if token == ")":
            break
        if token == "(":
            raise TextFault(
                line,
                f"found '(' inside {where}: a row holds {SIZE} numbers or NIL "
                f"(is the ')' closing row {row} missing?)",
            )
        count += 1
        if count > SIZE:
            continue
        square = len(cells)
        value = _classic_cell(token, line, f"at {square_name(square)} ({where})")
        place_number(value, square, line, label, places)
        cells.append(value)
    if count != SIZE:
        raise TextFault(line, f"expected {SIZE} numbers or NIL in {where}, found {count}")
    return at


def _classic_cell(token: str, line: int, where: str) -> int | None:
    if token.lower() == "nil":
        return None
    value = integer_value(token)
    if value is None:
        raise TextFault(line, f"expected a number 0-99 or NIL {where}, found {shown(token)}")
    if not 0 <= value <= 99:
        raise TextFault(line, f"number {shown(token)} {where} is outside 0-99")
    return value
