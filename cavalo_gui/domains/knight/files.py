"""Problem files: reading them in either format, and writing the project's own.

``read_problem_file`` tells the formats apart by the first line that is not blank or a comment:
a parenthesis, a quote or a number starts the course's classic Lisp boards
(``classic_format``), a keyword such as ``problem`` the project's cavalo format
(``cavalo_format``); ``docs/problem-format.md`` describes both for users. Whatever is wrong with
a file (it is missing, binary, huge, or one cell is off), the reader raises
:class:`ProblemFileError`, which names the file, the line and what was expected; no other
exception escapes. ``format_problems`` writes puzzles back in the cavalo format.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from cavalo_gui.domains.knight.board import COLUMNS, SIZE, board_rows, check_board
from cavalo_gui.domains.knight.cavalo_format import (
    EMPTY_CELL,
    KEYWORDS,
    parse_cavalo,
)
from cavalo_gui.domains.knight.classic_format import parse_classic
from cavalo_gui.domains.knight.problem import KnightPuzzle
from cavalo_gui.domains.knight.problem_text import (
    MAX_TARGET,
    Draft,
    TextFault,
    integer_value,
)
from cavalo_gui.domains.knight.random_board import random_board
from cavalo_gui.domains.problem_drafts import (
    DraftFormat,
    DraftReader,
    chosen_target,
    keyword_or_lisp,
    paragraphs,
    problem_opening,
)
from cavalo_gui.domains.problem_files import (
    MissingTargetError,
    ProblemFileError,
    decode_text,
    has_keyword,
    lisp_opening,
    read_file_bytes,
    text_lines,
)
from cavalo_gui.domains.written_text import name_from_file
from cavalo_gui.engine.message import message

__all__ = [
    "MissingTargetError",
    "ProblemFileError",
    "format_problems",
    "parse_problem_bytes",
    "parse_problems",
    "read_problem_file",
]


def read_problem_file(path: str | Path, target: int | None = None) -> list[KnightPuzzle]:
    """The problems in the file at ``path``, in file order; ``target``, when given, replaces the
    target of every problem (and is required for classic boards written without one)."""
    return parse_problem_bytes(read_file_bytes(path), str(path), target)


def parse_problem_bytes(data: bytes, source: str, target: int | None = None) -> list[KnightPuzzle]:
    """The problems in the raw contents of a file (UTF-8, or Windows-1252 as old course files
    often are); ``source`` names the file in messages."""
    text = decode_text(data, source)
    return parse_problems(text, source, target)


def parse_problems(
    text: str, source: str = "<text>", target: int | None = None
) -> list[KnightPuzzle]:
    """The problems written in ``text`` (either format); ``source`` names it in messages and
    gives classic boards their names (its stem, plus a number when there are several)."""
    if target is not None and (
        isinstance(target, bool) or not isinstance(target, int) or not 0 <= target <= MAX_TARGET
    ):
        given = message("knight.target-given", largest=MAX_TARGET, given=repr(target))
        raise ProblemFileError(source, None, given)
    return READER.read(text, source, target)


CLASSIC_FORMAT = DraftFormat(
    lambda text, source: parse_classic(text, name_from_file(source)), "knight.no-target-classic"
)
CAVALO_FORMAT = DraftFormat(lambda text, _source: parse_cavalo(text), "knight.no-target-cavalo")


def _finish(draft: Draft, target: int | None, no_target: str) -> KnightPuzzle:
    if draft.board is None:
        raise TextFault(draft.line, message("knight.no-board", label=draft.label, size=SIZE))
    chosen = chosen_target(draft, target, no_target)
    description = draft.generated or paragraphs(draft.description)
    return KnightPuzzle(draft.name, check_board(draft.board), chosen, draft.seed, description)


def _first_word(line: str) -> str:
    return re.split(r"[\s()';]", line, maxsplit=1)[0]


def _format_of(text: str) -> DraftFormat:
    """The classic format when the first significant line is Lisp (a parenthesis, a quote or
    a number), the cavalo format when it starts with one of its keywords; TextFault when it
    is neither."""
    classic = keyword_or_lisp(
        text,
        KEYWORDS,
        lambda line: line[0] in "()'" or integer_value(_first_word(line)) is not None,
        _first_word,
        ("knight.empty", "knight.neither-format"),
    )
    return CLASSIC_FORMAT if classic else CAVALO_FORMAT


READER = DraftReader("knight.control-character", _format_of, _finish)

FORMAT_HEADER = """\
# Knight game problems in the cavalo format (see docs/problem-format.md).
# Each problem starts with 'problem NAME' and has a 'target N', then either 'board' followed
# by 10 rows of 10 cells (a two-digit number 00-99, or '..' for an empty square; the top row
# is row 1, the left column is A) or 'seed N' for a board of 00-99 shuffled from that seed.
# 'description TEXT' lines are optional. '#' starts a comment.
"""


def format_problems(puzzles: Iterable[KnightPuzzle]) -> str:
    """The puzzles written in the cavalo format, which read_problem_file reads back as they were
    (a seeded puzzle is written as its seed when its board is that seed's board)."""
    parts = [FORMAT_HEADER]
    for puzzle in puzzles:
        lines = problem_opening(puzzle.name, puzzle.description, 88, f"target {puzzle.target}")
        if puzzle.seed is not None and random_board(puzzle.seed) == puzzle.board:
            lines.append(f"seed {puzzle.seed}")
        else:
            lines += ["board", "#  " + "  ".join(COLUMNS)]
            for number, row in enumerate(board_rows(puzzle.board), start=1):
                cells = (EMPTY_CELL if cell is None else f"{cell:02d}" for cell in row)
                lines.append(f"   {' '.join(cells)}   # {number}")
        parts.append("\n".join(lines) + "\n")
    return "\n".join(parts)


_KNIGHT_CELL = re.compile(r"[0-9]{2}|\.\.")


def has_knight_marks(text: str) -> bool:
    """Whether ``text`` shows the marks of a knight's board, even a broken one: a 'seed'
    line, a row of two-character cells (``02 .. 44``), or a classic Lisp board whose first row
    is not a Blokus row of 0, 1 and 2 (ten cells, a ``nil`` or a number above 2)."""
    opening = lisp_opening(text)
    if opening is not None:
        depth, atoms = opening
        blokus_row = len(atoms) != SIZE and all(atom in ("0", "1", "2") for atom in atoms)
        return depth == 2 and bool(atoms) and not blokus_row
    if has_keyword(text, "seed"):
        return True
    return any(
        len(words) >= 3 and all(_KNIGHT_CELL.fullmatch(word) for word in words)
        for words in text_lines(text)
    )
