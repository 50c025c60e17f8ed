"""Heuristics for the knight game: the course's ``enunciado`` and admissible ones of our own.

Every heuristic is built for one game (it needs the board and the target) and reads a state
``(mask, knight, points)``. ``math.inf`` says the target can no longer be reached from a state.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from cavalo_gui.domains.knight.board import CELLS
from cavalo_gui.domains.knight.game import KnightGame, KnightState
from cavalo_gui.engine.problem import Heuristic

CHUNK = 10  # bits of the mask summed by one table look-up


def _chunk_tables(game: KnightGame) -> list[list[int]]:
    """For each 10-bit slice of the mask, the sum of the numbers of every subset of its squares."""
    tables = []
    for start in range(0, CELLS, CHUNK):
        values = game.values[start : start + CHUNK]
        table = [0] * (1 << CHUNK)
        for subset in range(1, 1 << CHUNK):
            low = subset & -subset
            table[subset] = table[subset ^ low] + values[low.bit_length() - 1]
        tables.append(table)
    return tables


def remaining_sum_function(game: KnightGame) -> Callable[[int], int]:
    """A fast ``mask -> sum of the numbers still on the board``."""
    tables = _chunk_tables(game)
    slices = tuple(
        (table, start) for table, start in zip(tables, range(0, CELLS, CHUNK), strict=True)
    )
    low_bits = (1 << CHUNK) - 1

    def remaining_sum(mask: int) -> int:
        return sum(table[mask >> start & low_bits] for table, start in slices)

    return remaining_sum


def enunciado(game: KnightGame) -> Heuristic:
    """h = o / m: points still missing over the mean of the numbers still on the board."""
    target = game.target
    remaining_sum = remaining_sum_function(game)

    def estimate(state: KnightState) -> float:
        mask, _knight, points = state
        missing = target - points
        if missing <= 0:
            return 0.0
        total = remaining_sum(mask)
        if total == 0:
            return math.inf
        return missing * mask.bit_count() / total

    return Heuristic(
        "enunciado",
        "The course's h = o/m: points still missing over the mean of the numbers left. "
        "Not admissible.",
        False,
        estimate,
    )


def fewest_numbers(game: KnightGame) -> Heuristic:
    """The fewest numbers still on the board whose sum covers the missing points."""
    target = game.target
    descending = sorted(
        (
            (value, 1 << square)
            for square, value in enumerate(game.values)
            if game.initial_mask >> square & 1 and value > 0
        ),
        reverse=True,
    )

    def estimate(state: KnightState) -> float:
        mask, _knight, points = state
        missing = target - points
        if missing <= 0:
            return 0
        moves = 0
        for value, bit in descending:
            if mask & bit:
                missing -= value
                moves += 1
                if missing <= 0:
                    return moves
        return math.inf

    return Heuristic(
        "fewest",
        "Fewest numbers left on the board whose sum covers the missing points: each move "
        "scores one number. Admissible and consistent.",
        True,
        estimate,
    )


HEURISTIC_BUILDERS: tuple[Callable[[KnightGame], Heuristic], ...] = (enunciado, fewest_numbers)


def knight_heuristics(game: KnightGame) -> dict[str, Heuristic]:
    """Every knight heuristic, built for ``game``, by name."""
    built = (build(game) for build in HEURISTIC_BUILDERS)
    return {heuristic.name: heuristic for heuristic in built}
