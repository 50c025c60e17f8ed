"""The project's own Dots and Boxes format (``docs/dots-format.md``): keywords and a drawing.

    problem A
    target 3
    description Three boxes to close on a 3 x 3 board.
    board
    +   +   +   +

    +   +   +---+
        |       |
    +   +---+---+
            |   |
    +   +   +---+

A drawing alternates dot lines (``+`` for each dot, ``---`` or three spaces between two dots)
and arc lines (``|`` or a space under each dot, spaces elsewhere; an arc line with no arc may
be blank), starting and ending with a dot line. ``#`` starts a comment anywhere.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from cavalo_gui.domains.dots.board import (
    DOT,
    HORIZONTAL_ARC,
    MAX_SIDE,
    VERTICAL_ARC,
    DotsBoard,
    draw_board,
)
from cavalo_gui.domains.dots.problem import DotsPuzzle
from cavalo_gui.domains.dots.text_faults import Draft, label_problem, whole_number
from cavalo_gui.domains.problem_drafts import problem_opening
from cavalo_gui.domains.problem_files import TextFault, shown
from cavalo_gui.engine.message import Message, message

KEYWORDS = ("problem", "target", "description", "board")
_NAME = re.compile(r"[A-Za-z0-9_.+-]{1,40}")
_GAP = len(HORIZONTAL_ARC)
_STEP = _GAP + 1


def is_problem_name(name: str) -> bool:
    return _NAME.fullmatch(name) is not None


def _content(raw: str) -> str:
    """A line without its comment and trailing spaces."""
    return raw.split("#", 1)[0].rstrip()


def _is_dot_line(text: str) -> bool:
    return text.lstrip(" ").startswith(DOT)


def _is_arc_line(text: str) -> bool:
    return set(text) <= {" ", VERTICAL_ARC}


def parse_dots(text: str) -> list[Draft]:
    """The problems written in ``text`` in the project's format, in file order."""
    lines = text.split("\n")
    drafts: list[Draft] = []
    at = 0
    while at < len(lines):
        number, content = at + 1, _content(lines[at])
        at += 1
        if not content.strip():
            continue
        word, _, value = content.strip().partition(" ")
        keyword, value = word.lower(), value.strip()
        if keyword == "problem":
            drafts.append(_start(value, number, drafts))
            continue
        if keyword not in KEYWORDS:
            raise TextFault(number, _unexpected(content, drafts))
        if not drafts:
            raise TextFault(number, message("dots.before-problem", keyword=keyword))
        draft = drafts[-1]
        if keyword == "target":
            if draft.target is not None:
                raise TextFault(number, message("dots.second-target", label=draft.label))
            target_of = message("dots.what-target-of", label=draft.label)
            draft.target = whole_number(value, number, target_of)
            draft.target_line = number
        elif keyword == "description":
            draft.description.append(value)
        else:
            if value:
                raise TextFault(number, message("dots.board-alone"))
            if draft.board is not None:
                raise TextFault(number, message("dots.second-board", label=draft.label))
            draft.board, at = _drawing(lines, at, draft.label)
    return drafts


def _start(name: str, number: int, drafts: list[Draft]) -> Draft:
    if not is_problem_name(name):
        found = message("dots.found-no-name")
        if name:
            found = message("file.found-token", token=shown(name))
        raise TextFault(number, message("dots.bad-name", most=40, found=found))
    for draft in drafts:
        if draft.name.lower() == name.lower():
            raise TextFault(number, message("dots.defined-twice-at", name=name, line=draft.line))
    return Draft(label_problem(name), number, name)


def _unexpected(content: str, drafts: list[Draft]) -> Message:
    if _is_dot_line(content) or content.strip().startswith(VERTICAL_ARC):
        return message("dots.stray-drawing")
    word = content.strip().split()[0]
    expected = "dots.expected-keyword" if drafts else "dots.expected-problem"
    return message(expected, token=shown(word))


def _drawing(lines: list[str], at: int, label: Message) -> tuple[DotsBoard, int]:
    """The board drawn from line ``at`` on (blank lines before it skipped), and the index of
    the line after it."""
    while at < len(lines) and not _content(lines[at]).strip():
        at += 1
    if at == len(lines) or not _is_dot_line(_content(lines[at])):
        found = (
            message("file.found-token", token=shown(_content(lines[at]).strip()))
            if at < len(lines)
            else message("dots.found-end")
        )
        raise TextFault(
            min(at + 1, len(lines)), message("dots.expected-drawing", label=label, found=found)
        )
    first_line, first = at + 1, _content(lines[at])
    indent = len(first) - len(first.lstrip(" "))
    columns, _ = divmod(len(first) - indent - 1, _STEP)
    horizontal: list[list[int]] = [_dot_line(first, at + 1, indent, columns, label, 1)]
    arc_lines: list[list[int]] = []
    at += 1
    while (
        at + 1 < len(lines)
        and _is_arc_line(_content(lines[at]))
        and _is_dot_line(_content(lines[at + 1]))
    ):
        arc_lines.append(_arc_line(_content(lines[at]), at + 1, indent, columns, label))
        dot_number = len(horizontal) + 1
        horizontal.append(
            _dot_line(_content(lines[at + 1]), at + 2, indent, columns, label, dot_number)
        )
        at += 2
    rows = len(arc_lines)
    if rows == 0:
        raise TextFault(first_line + 1, message("dots.drawing-stops", label=label))
    if rows > MAX_SIDE:
        said = message("dots.too-many-rows", label=label, rows=rows, most=MAX_SIDE)
        raise TextFault(first_line, said)
    vertical = [[arc_lines[row][column] for row in range(rows)] for column in range(columns + 1)]
    return DotsBoard.from_lines(horizontal, vertical), at


def _dot_line(
    text: str, number: int, indent: int, columns: int, label: Message, nth: int
) -> list[int]:
    """The horizontal arcs of one dot line, checked against the first dot line's shape."""
    if "\t" in text:
        raise TextFault(number, message("dots.tab"))
    body = text[indent:]
    if text[:indent].strip() or not body.startswith(DOT):
        raise TextFault(number, message("dots.dot-line-column", nth=nth, label=label))
    if not 1 <= columns <= MAX_SIDE or len(body) != 1 + columns * _STEP:
        spacing = {"nth": nth, "label": label, "least": 2, "most": MAX_SIDE + 1}
        if nth > 1:
            said = message("dots.dot-line-spacing-first", first=columns + 1, **spacing)
        else:
            said = message("dots.dot-line-spacing", **spacing)
        raise TextFault(number, said)
    arcs = []
    for column in range(columns):
        start = 1 + column * _STEP
        gap, dot = body[start : start + _GAP], body[start + _GAP]
        if dot != DOT or gap not in (HORIZONTAL_ARC, " " * _GAP):
            said = message(
                "dots.dot-line-gap",
                nth=nth,
                label=label,
                left=column + 1,
                right=column + 2,
                token=shown(gap + dot),
            )
            raise TextFault(number, said)
        arcs.append(1 if gap == HORIZONTAL_ARC else 0)
    return arcs


def _arc_line(text: str, number: int, indent: int, columns: int, label: Message) -> list[int]:
    """The vertical arcs of one arc line: '|' or a space under each dot, spaces between."""
    body = text[indent:].ljust(1 + columns * _STEP)
    if text[:indent].strip() or len(body) > 1 + columns * _STEP:
        raise TextFault(number, message("dots.arc-outside", label=label))
    arcs = []
    for index, char in enumerate(body):
        under_dot = index % _STEP == 0
        if char == VERTICAL_ARC and not under_dot:
            raise TextFault(number, message("dots.bar-between", label=label))
        if under_dot:
            arcs.append(1 if char == VERTICAL_ARC else 0)
    return arcs


FORMAT_HEADER = """\
# Dots and Boxes problems in the project's format (see docs/dots-format.md).
# Each problem starts with 'problem NAME', has a 'target N' (the boxes to close) and a 'board'
# line followed by its drawing: dot lines ('+' for each dot, '---' for a drawn arc between two
# dots, three spaces for one not drawn) alternate with arc lines ('|' under a dot for a drawn
# vertical arc). 'description TEXT' lines are optional. '#' starts a comment.
"""


def format_problems(puzzles: Iterable[DotsPuzzle]) -> str:
    """The puzzles written in the project's format, which the reader reads back as they were."""
    parts = [FORMAT_HEADER]
    for puzzle in puzzles:
        lines = problem_opening(puzzle.name, puzzle.description, 88, f"target {puzzle.target}")
        lines += ["board", draw_board(puzzle.board)]
        parts.append("\n".join(lines) + "\n")
    return "\n".join(parts)
