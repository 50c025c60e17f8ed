"""Drawing a board by hand: what an editor needs of a puzzle, outside any window.

Each puzzle's folder has a draft (``editing.py``): a board being drawn, which may break the
puzzle's rules, and which writes itself as a problem file's text. A draft is checked by the
puzzle's own file reader, so an editor refuses exactly what a problem file refuses, with the
reader's message; a draft that passes becomes the puzzle that is saved. Drafts are registered
by one line each in :mod:`cavalo_gui.domains.registry`.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from cavalo_gui.domains.domain import Domain, Puzzle
from cavalo_gui.domains.problem_files import ProblemFileError
from cavalo_gui.engine.message import Message

DRAFT_SOURCE = "<editor>"
"""How a draft's text is named to the reader (its messages are shown without it)."""


@runtime_checkable
class BoardDraft(Protocol):
    """A board being drawn: its name, its target (None for a puzzle that takes none) and what
    its puzzle lets be drawn, which the puzzle's editor piece changes in place. A draft may
    also have ``in_editor_terms(fault)``, a reader's message said as the editor shows the board
    (see :func:`check_draft`)."""

    name: str
    target: int | None

    def problem_text(self) -> str:
        """The draft as a problem file of its puzzle would hold it, broken or not."""
        ...


@dataclass(frozen=True)
class Checked:
    """A draft checked by its puzzle's reader: the puzzle it makes, or the rule it breaks."""

    puzzle: Puzzle | None
    fault: Message | str | None

    @property
    def ok(self) -> bool:
        return self.puzzle is not None


def check_draft(domain: Domain, draft: BoardDraft) -> Checked:
    """``draft`` read as ``domain``'s reader reads a file: its puzzle, or the reader's message
    for the first rule it breaks (a number twice, a target out of range, ...), said in the
    editor's terms where the draft has its own words for it (``in_editor_terms``: squares,
    not the line of a file nobody sees)."""
    try:
        puzzles = domain.read_text(draft.problem_text(), DRAFT_SOURCE)
    except ProblemFileError as error:
        in_editor_terms = getattr(draft, "in_editor_terms", None)
        fault = error.message
        if in_editor_terms is not None and isinstance(fault, Message):
            fault = in_editor_terms(fault)
        return Checked(None, fault)
    return Checked(puzzles[0], None)


def description_lines(description: str) -> list[str]:
    """A description written as a problem file's 'description' lines, one paragraph a line."""
    lines: list[str] = []
    for index, paragraph in enumerate(description.split("\n") if description else []):
        lines += ["description"] if index else []
        lines += [f"description {line}" for line in textwrap.wrap(paragraph, 80)]
    return lines
