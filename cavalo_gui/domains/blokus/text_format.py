"""The project's own Blokus Uno format: keyword lines and a board drawn with ``.``, ``O`` and
``X`` (see ``docs/blokus-format.md``)."""

from __future__ import annotations

import re

from cavalo_gui.domains.blokus.draft import Draft, label_problem
from cavalo_gui.domains.blokus.geometry import MAX_SIZE, MIN_SIZE
from cavalo_gui.domains.problem_files import TextFault, integer_value, shown
from cavalo_gui.engine.message import message

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
            raise TextFault(number, message("blokus.expected-keyword", token=shown(keyword)))
        if not drafts:
            raise TextFault(number, message("blokus.before-problem", keyword=keyword))
        draft = drafts[-1]
        if keyword == "description":
            draft.description.append(value)
        elif keyword == "stock":
            draft.stock = _stock(number, value, draft)
        else:
            if value:
                raise TextFault(number, message("blokus.board-alone"))
            if draft.board is not None:
                raise TextFault(number, message("blokus.two-boards", label=draft.label))
            draft.board, draft.row_lines, at = _board(lines, at, draft, number)
            draft.board_line = number
    return drafts


def _numbered(text: str):
    return enumerate(text.splitlines(), start=1)


def _start(number: int, name: str, drafts: list[Draft]) -> Draft:
    if not _NAME.fullmatch(name):
        raise TextFault(number, message("blokus.bad-name", most=40, token=shown(name)))
    if any(draft.name.lower() == name.lower() for draft in drafts):
        raise TextFault(number, message("file.defined-twice", name=name))
    return Draft(label_problem(name), number, name)


def _stock(number: int, value: str, draft: Draft) -> tuple[int, int, int]:
    counts = value.split()
    if draft.stock is not None:
        raise TextFault(number, message("blokus.two-stocks", label=draft.label))
    if len(counts) != 3 or not all(re.fullmatch("[0-9]+", count) for count in counts):
        raise TextFault(number, message("blokus.bad-stock", token=shown(value)))
    # integer_value, not int(): int() refuses a number of thousands of digits.
    stock = [value for value in map(integer_value, counts) if value is not None]
    if max(stock) > MAX_STOCK:
        raise TextFault(number, message("blokus.stock-too-large", most=MAX_STOCK))
    return stock[0], stock[1], stock[2]


def _board(
    lines: list[tuple[int, str]], at: int, draft: Draft, start: int
) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...], int]:
    rows: list[tuple[int, ...]] = []
    row_lines: list[int] = []
    size = None
    while size is None or len(rows) < size:
        if at >= len(lines):
            if size:
                early = message("blokus.ends-early", label=draft.label, n=size)
            else:
                early = message("blokus.ends-early-rows", label=draft.label)
            raise TextFault(start, early)
        number, line = lines[at]
        at += 1
        tokens = line.split()
        where = {"row": len(rows) + 1, "label": draft.label}
        if size is None:
            if tokens[0].lower() in KEYWORDS:
                raise TextFault(number, message("blokus.expected-first-row", label=draft.label))
            size = len(tokens)
            if not MIN_SIZE <= size <= MAX_SIZE:
                wide = message("blokus.width", least=MIN_SIZE, most=MAX_SIZE, n=size, **where)
                raise TextFault(number, wide)
        if len(tokens) != size:
            found = message("file.found-count", n=len(tokens))
            raise TextFault(number, message("blokus.cells-in-row", n=size, found=found, **where))
        cells = []
        for token in tokens:
            if token.lower() not in CELLS:
                said = message("blokus.expected-cell", token=shown(token), **where)
                raise TextFault(number, said)
            cells.append(CELLS[token.lower()])
        rows.append(tuple(cells))
        row_lines.append(number)
    return tuple(rows), tuple(row_lines), at
