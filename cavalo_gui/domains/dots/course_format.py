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
from cavalo_gui.domains.dots.text_faults import Draft, label_board, whole_number
from cavalo_gui.domains.problem_drafts import Tokens, lisp_boards, name_boards
from cavalo_gui.domains.problem_files import TextFault, shown
from cavalo_gui.engine.message import Message, message


@dataclass
class _List:
    """A parenthesised list as read: its items (atoms as ``(text, line)``) and its line."""

    items: list
    line: int


_SIDES = {
    "horizontal": (message("dots.side-horizontal"), message("dots.sides-horizontal")),
    "vertical": (message("dots.side-vertical"), message("dots.sides-vertical")),
}
"""A side's adjective in a message: before one line, before several."""


def _read_list(tokens: list[tuple[str, int]], at: int, label: Message) -> tuple[_List, int]:
    """The list opened by the '(' before ``at``, read without recursion (a board is three
    levels deep; anything deeper is refused at once), and the index after its ')'."""
    stack = [_List([], tokens[at - 1][1])]
    while at < len(tokens):
        token, line = tokens[at]
        at += 1
        if token == "(":
            if len(stack) == 3:
                raise TextFault(line, message("dots.nested-list", label=label))
            stack.append(_List([], line))
        elif token == ")":
            done = stack.pop()
            if not stack:
                return done, at
            stack[-1].items.append(done)
        elif token == "'":
            raise TextFault(line, message("dots.stray-quote", label=label))
        else:
            stack[-1].items.append((token, line))
    raise TextFault(stack[0].line, message("dots.not-closed", label=label))


def _lines_of(group: object, label: Message, what: str, count: int | None) -> list[list[int]]:
    """The 0/1 lines of one of the board's two lists (H or V, ``what`` "horizontal" or
    "vertical"), checked."""
    side, sides = _SIDES[what]
    if not isinstance(group, _List):
        token, line = group  # type: ignore[misc]
        raise TextFault(
            line, message("dots.expected-side-list", label=label, sides=sides, token=shown(token))
        )
    lines: list[list[int]] = []
    for number, item in enumerate(group.items, start=1):
        if not isinstance(item, _List):
            token, line = item
            said = message(
                "dots.expected-line-list", label=label, side=side, number=number, token=shown(token)
            )
            raise TextFault(line, said)
        bits = []
        for token, line in item.items:
            if token not in ("0", "1"):
                said = message(
                    "dots.expected-bit", label=label, side=side, number=number, token=shown(token)
                )
                raise TextFault(line, said)
            bits.append(int(token))
        lines.append(bits)
    if count is not None and len(lines) != count:
        found = message("file.found-count", n=len(lines))
        sided = {"side": side, "sides": sides}
        said = message("dots.lines-count", n=count, label=label, found=found, **sided)
        raise TextFault(group.line, said)
    return lines


def _board(group: _List, label: Message) -> DotsBoard:
    if len(group.items) != 2:
        raise TextFault(group.line, message("dots.two-lists", label=label, n=len(group.items)))
    horizontal = _lines_of(group.items[0], label, "horizontal", None)
    if not 2 <= len(horizontal) <= MAX_SIDE + 1:
        found = message("file.found-count", n=len(horizontal))
        said = message(
            "dots.horizontal-count", label=label, least=2, most=MAX_SIDE + 1, found=found
        )
        raise TextFault(group.line, said)
    columns = len(horizontal[0])
    for number, bits in enumerate(horizontal, start=1):
        if len(bits) != columns or not 1 <= columns <= MAX_SIDE:
            arcs = message("dots.arcs", n=len(bits))
            said = message(
                "dots.horizontal-arcs",
                label=label,
                number=number,
                arcs=arcs,
                least=1,
                most=MAX_SIDE,
                first=columns,
            )
            raise TextFault(group.items[0].line, said)
    rows = len(horizontal) - 1
    vertical = _lines_of(group.items[1], label, "vertical", columns + 1)
    for number, bits in enumerate(vertical, start=1):
        if len(bits) != rows:
            arcs = message("dots.arcs", n=len(bits))
            expected = message("dots.expected-rows", n=rows)
            said = message(
                "dots.vertical-arcs", label=label, number=number, arcs=arcs, expected=expected
            )
            raise TextFault(group.items[1].line, said)
    return DotsBoard.from_lines(horizontal, vertical)


def parse_course(text: str, stem: str) -> list[Draft]:
    """The boards of a text in the course's format, named ``stem`` (``stem-1``, ``stem-2``...
    when there are several), each with the target written after it, if any."""

    def read_board(tokens: Tokens, at: int, line: int, number: int) -> tuple[Draft, int]:
        label = label_board(number)
        group, at = _read_list(tokens, at, label)
        return Draft(label, line, stem, _board(group, label)), at

    drafts = lisp_boards(text, read_board, _read_target)
    name_boards(drafts, stem)
    for index, draft in enumerate(drafts, start=1):
        draft.generated = message("dots.course-description", number=index, stem=stem)
    return drafts


def _read_target(token: str, line: int, drafts: list[Draft]) -> None:
    """The target written after the last board; TextFault for any other token there."""
    if token == ")":
        raise TextFault(line, message("dots.unexpected-close"))
    if drafts and re.fullmatch(r"[+-]?\d+", token):
        draft = drafts[-1]
        if draft.target is not None:
            said = message(
                "dots.has-target", label=draft.label, target=draft.target, token=shown(token)
            )
            raise TextFault(line, said)
        target_of = message("dots.what-target-of", label=draft.label)
        draft.target = whole_number(token, line, target_of)
        draft.target_line = line
        return
    after = drafts and drafts[-1].target is None
    expected = "dots.expected-target-or-board" if after else "dots.expected-board"
    label = label_board(len(drafts) + 1)
    raise TextFault(line, message(expected, label=label, token=shown(token)))
