"""The course's problems A-F as shipped in ``problems/dots/``, read once and kept.

A wheel carries them inside the package, an editable install or a checkout reads the
repository's folder (see :func:`~cavalo_gui.domains.problem_files.bundled_problems_folder`).
Every ``*.txt`` file there is read, in name order.
"""

from __future__ import annotations

import functools

from cavalo_gui.domains.dots.files import parse_problems
from cavalo_gui.domains.dots.problem import DotsPuzzle
from cavalo_gui.domains.problem_files import decode_text, find_puzzle, read_bundled_problems
from cavalo_gui.engine.message import MessageError, message


@functools.cache
def _bundled() -> dict[str, DotsPuzzle]:
    return read_bundled_problems(
        "dots", lambda data, source: parse_problems(decode_text(data, source), source)
    )


def bundled_puzzles() -> dict[str, DotsPuzzle]:
    """The shipped problems by name (A-F), in name order."""
    return dict(_bundled())


def load_puzzle(name: str, seed: int | None = None) -> DotsPuzzle:
    """The shipped problem called ``name`` (any case); ValueError naming the known problems
    for another name, or for a seed (no Dots and Boxes problem is made from one)."""
    puzzle = find_puzzle(_bundled(), name)
    if seed is not None:
        raise MessageError(message("dots.catalog.seed-fixed-board", name=puzzle.name))
    return puzzle
