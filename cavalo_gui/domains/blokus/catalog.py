"""The course's problems A-F as shipped in ``problems/blokus/``: every ``*.txt`` file there,
in name order, read once and then served from memory."""

from __future__ import annotations

import functools

from cavalo_gui.domains.blokus.files import parse_blokus_bytes
from cavalo_gui.domains.blokus.problem import BlokusPuzzle
from cavalo_gui.domains.problem_files import ProblemFileError, bundled_problems_folder


@functools.cache
def _bundled() -> tuple[BlokusPuzzle, ...]:
    folder = bundled_problems_folder("blokus")
    files = sorted(
        (entry for entry in folder.iterdir() if entry.is_file() and entry.name.endswith(".txt")),
        key=lambda entry: entry.name,
    )
    puzzles: dict[str, BlokusPuzzle] = {}
    for entry in files:
        source = f"problems/blokus/{entry.name}"
        for puzzle in parse_blokus_bytes(entry.read_bytes(), source):
            if puzzle.name.lower() in puzzles:
                raise ProblemFileError(source, None, f"problem {puzzle.name} is defined twice")
            puzzles[puzzle.name.lower()] = puzzle
    return tuple(puzzles.values())


def bundled_puzzles() -> dict[str, BlokusPuzzle]:
    """The shipped problems by name (A-F), in name order."""
    return {puzzle.name: puzzle for puzzle in _bundled()}


def load_puzzle(name: str, seed: int | None = None) -> BlokusPuzzle:
    """The shipped problem called ``name`` (any case); ValueError naming the known problems
    otherwise, or when a seed is given (every Blokus Uno board is fixed)."""
    puzzles = bundled_puzzles()
    wanted = name.strip().lower()
    puzzle = next((found for key, found in puzzles.items() if key.lower() == wanted), None)
    if puzzle is None:
        raise ValueError(f"unknown problem {name!r}: the known problems are {', '.join(puzzles)}")
    if seed is not None:
        raise ValueError(
            f"problem {puzzle.name} has a fixed board, so a seed means nothing for it: "
            "no Blokus Uno problem is made from a seed"
        )
    return puzzle
