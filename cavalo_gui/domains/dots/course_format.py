"""The course's ``.dat`` boards: ``((H) (V))`` lists of 0 and 1, each followed by its target.

A board is a list of two lists: H, the horizontal lines top to bottom (``rows + 1`` lists of
``columns`` entries), and V, the vertical lines left to right (``columns + 1`` lists of ``rows``
entries); 1 is a drawn arc, 0 one not drawn. ``;`` starts a comment, a Lisp quote before a
board is allowed, and a file may hold several boards, each followed by its target (the number
of boxes to close), which may be left out when the caller supplies one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from cavalo_gui.domains.dots.board import MAX_SIDE, DotsBoard
from cavalo_gui.domains.dots.text_faults import Draft, whole_number
from cavalo_gui.domains.problem_files import TextFault, lisp_tokens, shown


@dataclass
class _List:
    """A parenthesised list as read: its items (atoms as ``(text, line)``) and its line."""

    items: list
    line: int


def _read_list(tokens: list[tuple[str, int]], at: int, label: str) -> tuple[_List, int]:
    """The list opened by the '(' before ``at``, read without recursion (a board is three
    levels deep; anything deeper is refused at once), and the index after its ')'."""
    stack = [_List([], tokens[at - 1][1])]
    while at < len(tokens):
        token, line = tokens[at]
        at += 1
        if token == "(":
            if len(stack) == 3:
                raise TextFault(line, f"{label}: expected 0 or 1, found a list")
            stack.append(_List([], line))
        elif token == ")":
            done = stack.pop()
            if not stack:
                return done, at
            stack[-1].items.append(done)
        elif token == "'":
            raise TextFault(line, f"{label}: a quote belongs before a board only")
        else:
            stack[-1].items.append((token, line))
    raise TextFault(stack[0].line, f"{label} is not closed: a ')' is missing by the end")


def _lines_of(group: object, label: str, what: str, count: int | None) -> list[list[int]]:
    """The 0/1 lines of one of the board's two lists (H or V), checked."""
    if not isinstance(group, _List):
        token, line = group  # type: ignore[misc]
        raise TextFault(line, f"{label}: expected the list of {what} lines, found {shown(token)}")
    lines: list[list[int]] = []
    for number, item in enumerate(group.items, start=1):
        if not isinstance(item, _List):
            token, line = item
            raise TextFault(
                line,
                f"{label}: expected {what} line {number} as a list (0 1 ...), found {shown(token)}",
            )
        bits = []
        for token, line in item.items:
            if token not in ("0", "1"):
                raise TextFault(
                    line, f"{label}: expected 0 or 1 in {what} line {number}, found {shown(token)}"
                )
            bits.append(int(token))
        lines.append(bits)
    if count is not None and len(lines) != count:
        raise TextFault(
            group.line,
            f"{label}: expected {count} {what} lines, found {len(lines)}",
        )
    return lines


def _board(group: _List, label: str) -> DotsBoard:
    if len(group.items) != 2:
        raise TextFault(
            group.line,
            f"{label}: expected two lists, the horizontal lines then the vertical lines, "
            f"found {len(group.items)} items",
        )
    horizontal = _lines_of(group.items[0], label, "horizontal", None)
    if not 2 <= len(horizontal) <= MAX_SIDE + 1:
        raise TextFault(
            group.line,
            f"{label}: expected 2 to {MAX_SIDE + 1} horizontal lines, found {len(horizontal)}",
        )
    columns = len(horizontal[0])
    for number, bits in enumerate(horizontal, start=1):
        if len(bits) != columns or not 1 <= columns <= MAX_SIDE:
            raise TextFault(
                group.items[0].line,
                f"{label}: horizontal line {number} has {len(bits)} arcs; every horizontal "
                f"line must have the same number, 1 to {MAX_SIDE} (line 1 has {columns})",
            )
    rows = len(horizontal) - 1
    vertical = _lines_of(group.items[1], label, "vertical", columns + 1)
    for number, bits in enumerate(vertical, start=1):
        if len(bits) != rows:
            raise TextFault(
                group.items[1].line,
                f"{label}: vertical line {number} has {len(bits)} arcs, expected {rows} "
                f"(the board has {rows} rows of boxes)",
            )
    return DotsBoard.from_lines(horizontal, vertical)


def parse_course(text: str, stem: str) -> list[Draft]:
    """The boards of a text in the course's format, named ``stem`` (``stem-1``, ``stem-2``...
    when there are several), each with the target written after it, if any."""
    tokens = lisp_tokens(text)
    drafts: list[Draft] = []
    at = 0
    while at < len(tokens):
        token, line = tokens[at]
        at += 1
        label = f"board {len(drafts) + 1}"
        if token == "'" and at < len(tokens) and tokens[at][0] == "(":
            continue
        if token == "(":
            group, at = _read_list(tokens, at, label)
            drafts.append(Draft(label, line, stem, _board(group, label)))
        elif token == ")":
            raise TextFault(line, "unexpected ')': no '(' is open here")
        elif drafts and re.fullmatch(r"[+-]?\d+", token):
            draft = drafts[-1]
            if draft.target is not None:
                raise TextFault(
                    line,
                    f"{draft.label} already has the target {draft.target}; found {shown(token)}",
                )
            draft.target = whole_number(token, line, f"the target of {draft.label}")
            draft.target_line = line
        else:
            after = "a target after a board, or " if drafts and drafts[-1].target is None else ""
            raise TextFault(line, f"expected {after}'(' starting {label}, found {shown(token)}")
    if len(drafts) > 1:
        for index, draft in enumerate(drafts, start=1):
            draft.name = f"{stem}-{index}"
    for draft in drafts:
        draft.description.append(f"{draft.label.capitalize()} of {stem} (the course's format)")
    return drafts
