"""Blokus Uno problem files: the project's own format and the course's ``.dat`` boards.

``read_blokus_file`` tells the formats apart by the first line that is not blank or a
comment: a parenthesis or a quote starts the course's Lisp boards (:mod:`.dat_format`), a
keyword such as ``problem`` the project's format (:mod:`.text_format`);
``docs/blokus-format.md`` describes both. Whatever is wrong with a file, the reader raises
:class:`ProblemFileError` naming the file, the line and what was expected; no other exception
escapes. ``format_puzzle`` writes a puzzle back in the project's format.
"""

from __future__ import annotations

from pathlib import Path

from cavalo_gui.domains.blokus.dat_format import parse_dat
from cavalo_gui.domains.blokus.draft import Draft
from cavalo_gui.domains.blokus.geometry import COLUMN_LETTERS, FULL_STOCK, KIND_NAMES, geometry
from cavalo_gui.domains.blokus.problem import CELL_TEXT, OWN, BlokusPuzzle
from cavalo_gui.domains.blokus.rules import PieceError, stock_left
from cavalo_gui.domains.blokus.text_format import parse_text
from cavalo_gui.domains.problem_drafts import (
    faults_named,
    first_significant_line,
    paragraphs,
    problem_opening,
)
from cavalo_gui.domains.problem_files import (
    ProblemFileError,
    TextFault,
    decode_text,
    has_keyword,
    lisp_opening,
    read_text_file,
    text_lines,
)
from cavalo_gui.domains.written_text import name_from_file
from cavalo_gui.engine.message import message


def read_blokus_file(path: str | Path, target: int | None = None) -> list[BlokusPuzzle]:
    """The problems in the file at ``path``, in file order. A target cannot be given."""
    if target is not None:
        raise ProblemFileError(str(path), None, message("blokus.no-target"))
    return parse_blokus_text(read_text_file(path), str(path))


def parse_blokus_bytes(data: bytes, source: str) -> list[BlokusPuzzle]:
    """The problems in the raw contents of a file; ``source`` names it in messages."""
    return parse_blokus_text(decode_text(data, source), source)


def parse_blokus_text(text: str, source: str = "<text>") -> list[BlokusPuzzle]:
    """The problems written in ``text`` in either format; ``source`` names it in messages and
    gives the ``.dat`` boards their names (its stem, plus a number when there are several)."""
    with faults_named(source):
        if _starts_with_parenthesis(text):
            drafts = parse_dat(text, name_from_file(source))
        else:
            drafts = parse_text(text)
        if not drafts:
            raise TextFault(None, message("blokus.empty"))
        return [_puzzle(draft) for draft in drafts]


def _starts_with_parenthesis(text: str) -> bool:
    first = first_significant_line(text)
    return first is not None and first[1][0] in "('"


def _puzzle(draft: Draft) -> BlokusPuzzle:
    if draft.board is None:
        raise TextFault(draft.line, message("blokus.no-board", label=draft.label))
    puzzle = BlokusPuzzle(
        draft.name,
        draft.board,
        draft.stock or FULL_STOCK,
        description=paragraphs(draft.description),
    )
    try:
        stock_left(geometry(puzzle.size), puzzle.mask_of(OWN), puzzle.full_stock)
    except PieceError as error:
        if error.square is None:
            line = draft.board_line
        else:
            line = draft.row_lines[error.square // puzzle.size]
        raise TextFault(
            line, message("blokus.on-label", fault=error.message, label=draft.label)
        ) from None
    return puzzle


def format_puzzle(puzzle: BlokusPuzzle) -> str:
    """``puzzle`` in the project's format, as ``problems/blokus/*.txt`` hold it."""
    lines = problem_opening(puzzle.name, puzzle.description, 80)
    if puzzle.full_stock != FULL_STOCK:
        counts = " ".join(str(count) for count in puzzle.full_stock)
        lines.append(f"stock {counts}   # {' '.join(KIND_NAMES)}")
    lines.append("board")
    lines.append("#  " + " ".join(COLUMN_LETTERS[: puzzle.size]))
    for number, row in enumerate(puzzle.board, start=1):
        cells = " ".join(CELL_TEXT[cell] for cell in row)
        lines.append(f"   {cells}   # {number}")
    return "\n".join(lines) + "\n"


_BLOKUS_CELLS = frozenset(".OXox")


def has_blokus_marks(text: str) -> bool:
    """Whether ``text`` shows the marks of a Blokus board, even a broken one: a 'stock' line,
    a row of one-character cells (``. . X O``), or a course board whose first row holds only
    0, 1 and 2 and is not ten cells long (a knight's row is)."""
    opening = lisp_opening(text)
    if opening is not None:
        depth, atoms = opening
        return depth == 2 and len(atoms) not in (0, 10) and set(atoms) <= {"0", "1", "2"}
    if has_keyword(text, "stock"):
        return True
    return any(
        len(words) >= 3 and all(word in _BLOKUS_CELLS for word in words)
        for words in text_lines(text)
    )
