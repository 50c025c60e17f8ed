"""The course's problems A-F as shipped in ``problems/blokus/``: every ``*.txt`` file there,
in name order, read once and then served from memory."""

from __future__ import annotations

import functools

from cavalo_gui.domains.blokus.files import parse_blokus_bytes
from cavalo_gui.domains.blokus.problem import BlokusPuzzle
from cavalo_gui.domains.problem_files import find_puzzle, read_bundled_problems
from cavalo_gui.engine.message import MessageError, message


@functools.cache
def _bundled() -> dict[str, BlokusPuzzle]:
    return read_bundled_problems("blokus", parse_blokus_bytes)


def bundled_puzzles() -> dict[str, BlokusPuzzle]:
    """The shipped problems by name (A-F), in name order."""
    return dict(_bundled())


def load_puzzle(name: str, seed: int | None = None) -> BlokusPuzzle:
    """The shipped problem called ``name`` (any case); ValueError naming the known problems
    otherwise, or when a seed is given (every Blokus Uno board is fixed)."""
    puzzle = find_puzzle(_bundled(), name)
    if seed is not None:
        raise MessageError(message("blokus.catalog.seed-fixed-board", name=puzzle.name))
    return puzzle
