"""Heuristics for the knight game: the course's ``enunciado`` and admissible ones of our own.

Every heuristic is built for one game (it needs the board and the target) and reads a state
``(mask, knight, points)``. ``math.inf`` says the target can no longer be reached from a state.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from cavalo_gui.domains.catalogues import Text
from cavalo_gui.domains.knight.board import (
    CELLS,
    FIRST_ROW,
)
from cavalo_gui.domains.knight.game import KnightGame, KnightState
from cavalo_gui.domains.knight.islands import IslandBound
from cavalo_gui.domains.knight.relaxation import reachable_squares, relaxed_bound
from cavalo_gui.domains.knight.remembered import RememberedTables
from cavalo_gui.engine.problem import Heuristic

MASK_BYTES = (CELLS + 7) // 8


def remaining_sum_function(game: KnightGame) -> Callable[[int], int]:
    """A fast ``mask -> sum of the numbers still on the board``: one table per byte of the mask,
    holding the sum of the numbers of every subset of its eight squares."""
    tables = []
    for byte in range(MASK_BYTES):
        table = [0] * 256
        for subset in range(1, 256):
            low = subset & -subset
            square = byte * 8 + low.bit_length() - 1
            value = game.values[square] if square < CELLS else 0
            table[subset] = table[subset ^ low] + value
        tables.append(table)
    lookup = list.__getitem__

    def remaining_sum(mask: int) -> int:
        return sum(map(lookup, tables, mask.to_bytes(MASK_BYTES, "little")))

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
        Text("knight.text.heuristic.enunciado"),
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
        Text("knight.text.heuristic.fewest"),
        True,
        estimate,
    )


def _bounded(game: KnightGame, *, colours: bool, reach: bool) -> Callable[[KnightState], float]:
    """The estimate: the relaxed bound over the numbers still on the board or (if ``reach``)
    only those the knight can reach."""
    target = game.target
    row_one = sum(1 << square for square in FIRST_ROW)
    bound_over = relaxed_bound(game, colours=colours)

    def estimate(state: KnightState) -> float:
        mask, knight, points = state
        missing = target - points
        if missing <= 0:
            return 0
        usable = reachable_squares(mask, knight, row_one) if reach else mask
        return bound_over(usable, mask, knight, missing)

    return estimate


def pairs(game: KnightGame) -> Heuristic:
    """``fewest`` that knows the symmetric and double rules."""
    return Heuristic(
        "pairs",
        Text("knight.text.heuristic.pairs"),
        True,
        _bounded(game, colours=False, reach=False),
    )


def colours(game: KnightGame) -> Heuristic:
    """``pairs``, and the knight's landings alternate square colours."""
    return Heuristic(
        "colours",
        Text("knight.text.heuristic.colours"),
        True,
        _bounded(game, colours=True, reach=False),
    )


def reach(game: KnightGame) -> Heuristic:
    """``colours`` over the numbers the knight can still reach: the islands bound builds on it."""
    return Heuristic(
        "reach",
        Text("knight.text.heuristic.reach"),
        True,
        _bounded(game, colours=True, reach=True),
    )


def islands(game: KnightGame) -> Heuristic:
    """``reach``, and high numbers apart cost a landing on a low number to get to: the greater
    of ``reach`` and the islands bound, whose proof of admissibility and consistency is in
    :mod:`cavalo_gui.domains.knight.islands`. The strongest bound here, and consistent, as the
    greater of two consistent bounds is."""
    target = game.target
    row_one = sum(1 << square for square in FIRST_ROW)
    by_reach = relaxed_bound(game, colours=True)
    by_islands = IslandBound(game)
    by_islands.tables = RememberedTables(by_islands.tables)  # see the module: same answers
    inf = math.inf

    def within(state: KnightState, budget: float) -> float:
        mask, knight, points = state
        missing = target - points
        if missing <= 0:
            return 0
        usable = reachable_squares(mask, knight, row_one)
        bound = by_reach(usable, mask, knight, missing)
        if bound > budget:
            return bound
        return max(bound, by_islands.bound_over(usable, knight, missing, budget, mask))

    def estimate(state: KnightState) -> float:
        return within(state, inf)

    return Heuristic(
        "islands",
        Text("knight.text.heuristic.islands"),
        True,
        estimate,
        within,
    )


HEURISTIC_BUILDERS: tuple[Callable[[KnightGame], Heuristic], ...] = (
    enunciado,
    fewest_numbers,
    pairs,
    colours,
    reach,
    islands,
)


def knight_heuristics(game: KnightGame) -> dict[str, Heuristic]:
    """Every knight heuristic, built for ``game``, by name."""
    built = (build(game) for build in HEURISTIC_BUILDERS)
    return {heuristic.name: heuristic for heuristic in built}
