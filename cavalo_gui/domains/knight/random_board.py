"""Random boards (problem F) that are the same on every machine, forever.

Python's :mod:`random` does not promise that a seed gives the same numbers across versions, so
the board is made here from first principles: SplitMix64 (Steele, Lea and Flood, 2014; the
generator Java's ``SplittableRandom`` uses) draws 64-bit numbers, and a Fisher-Yates shuffle
puts the numbers 00-99 in a random order, one per square. Both are a few lines of integer
arithmetic whose results are fixed by their definition. Changing anything below changes every
seeded board, and the golden cells in ``tests/unit/test_catalog.py`` will say so.
"""

from __future__ import annotations

from collections.abc import Iterator

from cavalo_gui.domains.knight.board import CELLS, Board
from cavalo_gui.engine.message import MessageError, message

MAX_SEED = 2**64 - 1
_MASK64 = 2**64 - 1
_GOLDEN_GAMMA = 0x9E3779B97F4A7C15


def check_seed(seed: object) -> int:
    """The seed itself if it is a whole number 0 to 2**64 - 1; ValueError otherwise."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise MessageError(
            message("knight.catalog.seed-range", most=str(MAX_SEED), seed=repr(seed))
        )
    return seed


def splitmix64(seed: int) -> Iterator[int]:
    """The endless SplitMix64 stream of 64-bit numbers for ``seed``."""
    state = seed & _MASK64
    while True:
        state = (state + _GOLDEN_GAMMA) & _MASK64
        mixed = state
        mixed = ((mixed ^ (mixed >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        mixed = ((mixed ^ (mixed >> 27)) * 0x94D049BB133111EB) & _MASK64
        yield mixed ^ (mixed >> 31)


def _below(stream: Iterator[int], bound: int) -> int:
    """A number 0 <= n < bound, every value equally likely (rejection removes modulo bias)."""
    accept_under = (2**64 // bound) * bound
    while True:
        drawn = next(stream)
        if drawn < accept_under:
            return drawn % bound


def random_board(seed: int) -> Board:
    """The board of the numbers 00-99, each exactly once, shuffled by ``seed`` (0 to 2**64 - 1).

    Fisher-Yates from the last square down: square ``i`` swaps with a square ``j <= i`` drawn
    uniformly from the SplitMix64 stream.
    """
    stream = splitmix64(check_seed(seed))
    cells: list[int | None] = list(range(CELLS))
    for last in range(CELLS - 1, 0, -1):
        other = _below(stream, last + 1)
        cells[last], cells[other] = cells[other], cells[last]
    return tuple(cells)
