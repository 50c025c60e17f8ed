"""The course's problems A-F as shipped in ``problems/``, and the seeded random boards.

The problem files travel with the program: a wheel carries them inside the package
(``cavalo_gui/_bundled/problems/knight``, see ``pyproject.toml``), while an editable install
or a checkout reads the repository's ``problems/knight/`` folder beside the package. Every
``*.txt`` file there is read, in name order; they are read once and then served from memory.
"""

from __future__ import annotations

import dataclasses
import functools
from importlib.resources.abc import Traversable

from cavalo_gui.domains.knight.files import parse_problem_bytes
from cavalo_gui.domains.knight.problem import KnightPuzzle
from cavalo_gui.domains.knight.random_board import MAX_SEED, check_seed, random_board
from cavalo_gui.domains.problem_files import (
    bundled_problems_folder,
    find_puzzle,
    read_bundled_problems,
)
from cavalo_gui.engine.message import MessageError, message

__all__ = [
    "DEFAULT_SEED",
    "MAX_SEED",
    "bundled_puzzles",
    "load_puzzle",
    "problems_folder",
    "random_board",
]

DEFAULT_SEED = 1
"""The seed of problem F as shipped (``problems/knight/F.txt`` says ``seed 1``)."""


def problems_folder() -> Traversable:
    """The folder of the knight's shipped problem files (``problems/knight/``)."""
    return bundled_problems_folder("knight")


@functools.cache
def _bundled() -> dict[str, KnightPuzzle]:
    return read_bundled_problems("knight", parse_problem_bytes)


def bundled_puzzles() -> dict[str, KnightPuzzle]:
    """The shipped problems by name (A-F), in name order. F is the board of its shipped seed."""
    return dict(_bundled())


def load_puzzle(name: str, seed: int | None = None) -> KnightPuzzle:
    """The shipped problem called ``name`` (any case). ``seed`` remakes a seeded problem (F)
    from another seed and records it; a fixed board (A-E) takes no seed. ValueError, with the
    known names, for a name that is not there."""
    puzzles = _bundled()
    puzzle = find_puzzle(puzzles, name)
    if seed is None:
        return puzzle
    if puzzle.seed is None:
        seeded = [key for key, found in puzzles.items() if found.seed is not None]
        if seeded:
            said = message(
                "knight.catalog.seed-fixed-board", name=puzzle.name, seeded=", ".join(seeded)
            )
        else:
            said = message("knight.catalog.seed-no-random-board", name=puzzle.name)
        raise MessageError(said)
    check_seed(seed)
    return dataclasses.replace(puzzle, board=random_board(seed), seed=seed)
