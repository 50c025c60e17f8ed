"""The puzzles the program knows: one registration line each.

Everything above the domains finds a puzzle here by its name or through a puzzle's
``domain``; only this module and each domain's own folder import a domain's internals.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from cavalo_gui.domains.blokus.domain import BLOKUS
from cavalo_gui.domains.blokus.editing import BlokusDraft
from cavalo_gui.domains.catalogues import Text, render
from cavalo_gui.domains.domain import Domain, Puzzle
from cavalo_gui.domains.dots.domain import DOTS
from cavalo_gui.domains.dots.editing import DotsDraft
from cavalo_gui.domains.editing import BoardDraft
from cavalo_gui.domains.graph.domain import GRAPH
from cavalo_gui.domains.graph.editing import GraphDraft
from cavalo_gui.domains.knight.domain import KNIGHT
from cavalo_gui.domains.knight.editing import KnightDraft
from cavalo_gui.domains.problem_files import ProblemFileError, read_text_file
from cavalo_gui.engine.echo import echoed
from cavalo_gui.engine.message import Message, MessageError, message

DOMAINS: dict[str, Domain] = {}
DEFAULT_DOMAIN = "knight"


def register(domain: Domain) -> None:
    DOMAINS[domain.name] = domain


register(KNIGHT)
register(BLOKUS)
register(DOTS)
register(GRAPH)

DRAFTS: dict[str, Callable[..., BoardDraft]] = {
    "knight": KnightDraft,
    "blokus": BlokusDraft,
    "dots": DotsDraft,
    "graph": GraphDraft,
}
"""Each puzzle's board drawn by hand (:mod:`cavalo_gui.domains.editing`), made from one of
its puzzles or empty; a puzzle with none cannot be drawn."""


def new_draft(domain: str, puzzle: Puzzle | None = None) -> BoardDraft:
    """A draft of ``puzzle``'s board, or an empty one of ``domain``'s; KeyError for a puzzle
    that cannot be drawn."""
    return DRAFTS[domain](puzzle)


def get_domain(name: str) -> Domain:
    """The domain called ``name``; a ValueError listing the known ones otherwise."""
    try:
        return DOMAINS[name.strip().lower()]
    except KeyError:
        known = ", ".join(DOMAINS)
        raise MessageError(
            message("catalog.unknown-puzzle", name=echoed(name), known=known)
        ) from None


def domains_marking(path: str | Path) -> list[Domain]:
    """The puzzles whose marks the file at ``path`` bears (:meth:`Domain.recognises`), in
    registration order; none for a file that cannot be read (its reader will say why)."""
    try:
        text = read_text_file(path)
    except ProblemFileError:
        return []
    return [domain for domain in DOMAINS.values() if domain.recognises(text)]


def reader_of_file(path: str | Path, default: Domain) -> Domain:
    """The puzzle that reads the file at ``path``: the one whose marks it bears, else
    ``default`` (when no puzzle, or several, recognise it)."""
    marked = domains_marking(path)
    return marked[0] if len(marked) == 1 else default


def domain_of(puzzle: Puzzle) -> Domain:
    """The domain a puzzle belongs to."""
    return get_domain(puzzle.domain)


def puzzle_text(text: str | Message, language: str) -> str | None:
    """``text`` in ``language`` when it is one of a puzzle's own texts (a label, a unit, a
    description: a :class:`~cavalo_gui.engine.message.Text`, or a message); None for any
    other text, which stays as it is written."""
    if isinstance(text, Text):
        return render(text.said, language)
    if isinstance(text, Message):
        return render(text, language)
    return None


def problem_file_message(message: str | Message, language: str) -> str:
    """A problem file's error message (:attr:`ProblemFileError.message`) in ``language``; the
    English itself when it has no translation."""
    if isinstance(message, Message):
        return render(message, language)
    return puzzle_text(message, language) or message


def problem_file_error_text(error: ProblemFileError, language: str) -> str:
    """``error`` as one line in ``language``: "bad.txt, linha 3: <its message>" in Portuguese,
    exactly ``str(error)`` in English."""
    return error.placed(problem_file_message(error.message, language), language)
