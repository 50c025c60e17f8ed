"""The course's problems A-F as shipped in ``problems/dots/``, read once and kept.

A wheel carries them inside the package, an editable install or a checkout reads the
repository's folder (see :func:`~cavalo_gui.domains.problem_files.bundled_problems_folder`).
Every ``*.txt`` file there is read, in name order.
"""

from __future__ import annotations

import functools

from cavalo_gui.domains.dots.files import parse_problems
from cavalo_gui.domains.dots.problem import DotsPuzzle
from cavalo_gui.domains.problem_files import ProblemFileError, bundled_problems_folder, decode_text


@functools.cache
def _bundled() -> tuple[DotsPuzzle, ...]:
    folder = bundled_problems_folder("dots")
    files = sorted(
        (entry for entry in folder.iterdir() if entry.is_file() and entry.name.endswith(".txt")),
        key=lambda entry: entry.name,
    )
    puzzles: dict[str, DotsPuzzle] = {}
    for entry in files:
        source = f"problems/dots/{entry.name}"
        for puzzle in parse_problems(decode_text(entry.read_bytes(), source), source):
            if puzzle.name.lower() in puzzles:
                raise ProblemFileError(source, None, f"problem {puzzle.name} is defined twice")
            puzzles[puzzle.name.lower()] = puzzle
    return tuple(puzzles.values())


def bundled_puzzles() -> dict[str, DotsPuzzle]:
    """The shipped problems by name (A-F), in name order."""
    return {puzzle.name: puzzle for puzzle in _bundled()}


def load_puzzle(name: str, seed: int | None = None) -> DotsPuzzle:
    """The shipped problem called ``name`` (any case); ValueError naming the known problems
    for another name, or for a seed (no Dots and Boxes problem is made from one)."""
    puzzles = bundled_puzzles()
    wanted = name.strip().lower()
    puzzle = next((found for key, found in puzzles.items() if key.lower() == wanted), None)
    if puzzle is None:
        raise ValueError(f"unknown problem {name!r}: the known problems are {', '.join(puzzles)}")
    if seed is not None:
        raise ValueError(f"problem {puzzle.name} has a fixed board, so a seed means nothing for it")
    return puzzle
