"""The project's own Blokus Uno format: keyword lines and a board drawn with ``.``, ``O`` and
``X`` (see ``docs/blokus-format.md``)."""

from __future__ import annotations

import re

from cavalo_gui.domains.blokus.draft import Draft
from cavalo_gui.domains.blokus.geometry import KIND_NAMES, MAX_SIZE, MIN_SIZE
from cavalo_gui.domains.problem_files import TextFault, integer_value, shown

KEYWORDS = ("problem", "description", "stock", "board")
CELLS = {".": 0, "o": 1, "x": 2}
MAX_STOCK = 999
_NAME = re.compile(r"[A-Za-z0-9.+_-]{1,40}")


def parse_text(text: str) -> list[Draft]:
    """The problems written in ``text``, in order."""
    drafts: list[Draft] = []
    lines = [(number, line.split("#", 1)[0].strip()) for number, line in _numbered(text)]
    lines = [(number, line) for number, line in lines if line]
    at = 0
    while at < len(lines):
        number, line = lines[at]
        at += 1
        keyword, _, value = line.partition(" ")
        keyword, value = keyword.lower(), value.strip()
        if keyword == "problem":
            drafts.append(_start(number, value, drafts))
            continue
        if keyword not in KEYWORDS:
            known = ", ".join(KEYWORDS)
            raise TextFault(number, f"expected a keyword ({known}), found {shown(keyword)}")
        if not drafts:
            raise TextFault(number, f"'{keyword}' before any 'problem NAME' line")
        draft = drafts[-1]
        if keyword == "description":
            draft.description.append(value)
        elif keyword == "stock":
            draft.stock = _stock(number, value, draft)
        else:
            if value:
                raise TextFault(number, "'board' stands alone on its line; the rows follow it")
            if draft.board is not None:
                raise TextFault(number, f"{draft.label} has two boards")
            draft.board, draft.row_lines, at = _board(lines, at, draft, number)
            draft.board_line = number
    return drafts


def _numbered(text: str):
    return enumerate(text.splitlines(), start=1)


def _start(number: int, name: str, drafts: list[Draft]) -> Draft:
    if not _NAME.fullmatch(name):
        raise TextFault(
            number,
            "expected 'problem NAME', a name of letters, digits, '.', '+', '-' or '_' "
            f"(at most 40), found {shown(name)}",
        )
    if any(draft.name.lower() == name.lower() for draft in drafts):
        raise TextFault(number, f"problem {name} is defined twice")
    return Draft(f"problem {name}", number, name)


def _stock(number: int, value: str, draft: Draft) -> tuple[int, int, int]:
    counts = value.split()
    if draft.stock is not None:
        raise TextFault(number, f"{draft.label} has two 'stock' lines")
    if len(counts) != 3 or not all(re.fullmatch("[0-9]+", count) for count in counts):
        raise TextFault(
            number,
            f"expected 'stock' and three whole numbers, the {', '.join(KIND_NAMES)} pieces, "
            f"found {shown(value)}",
        )
    # integer_value, not int(): int() refuses a number of thousands of digits.
    stock = [value for value in map(integer_value, counts) if value is not None]
    if max(stock) > MAX_STOCK:
        raise TextFault(number, f"a stock is at most {MAX_STOCK} pieces of a kind")
    return stock[0], stock[1], stock[2]


def _board(
    lines: list[tuple[int, str]], at: int, draft: Draft, start: int
) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...], int]:
    rows: list[tuple[int, ...]] = []
    row_lines: list[int] = []
    size = None
    while size is None or len(rows) < size:
        if at >= len(lines):
            expected = f"{size} rows" if size else "its rows"
            raise TextFault(start, f"{draft.label}: the board ends early, expected {expected}")
        number, line = lines[at]
        at += 1
        tokens = line.split()
        where = f"row {len(rows) + 1} of {draft.label}"
        if size is None:
            if tokens[0].lower() in KEYWORDS:
                raise TextFault(number, f"expected the first row of {draft.label}'s board")
            size = len(tokens)
            if not MIN_SIZE <= size <= MAX_SIZE:
                raise TextFault(
                    number,
                    f"a board is {MIN_SIZE} to {MAX_SIZE} squares wide, found {size} cells "
                    f"in {where}",
                )
        if len(tokens) != size:
            raise TextFault(number, f"expected {size} cells in {where}, found {len(tokens)}")
        cells = []
        for token in tokens:
            if token.lower() not in CELLS:
                raise TextFault(
                    number,
                    f"expected '.' (empty), 'O' (the player's) or 'X' (another piece) in "
                    f"{where}, found {shown(token)}",
                )
            cells.append(CELLS[token.lower()])
        rows.append(tuple(cells))
        row_lines.append(number)
    return tuple(rows), tuple(row_lines), at
