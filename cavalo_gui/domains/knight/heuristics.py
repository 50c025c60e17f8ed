"""Heuristics for the knight game: the course's ``enunciado`` and admissible ones of our own.

Every heuristic is built for one game (it needs the board and the target) and reads a state
``(mask, knight, points)``. ``math.inf`` says the target can no longer be reached from a state.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from cavalo_gui.domains.knight.board import (
    CELLS,
    FIRST_ROW,
    JUMP_TARGETS,
    KNIGHT_JUMPS,
    SIZE,
    is_double,
    symmetric_number,
)
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


# The stronger admissible heuristics below relax the game in three ways, each a fact of the rules:
# - only numbers the knight can still reach by jumps through numbered squares can be scored;
# - a knight's jump changes the colour of its square, so its landings alternate colours;
# - of a symmetric pair still on the board at most one can be scored (landing on one removes
#   the other), and j doubles scored remove j - 1 others, so at most ceil(m / 2) of m doubles.
# Each bound is the fewest moves of a relaxed game whose moves include the real ones, so it is
# admissible, and consistent (h(n) <= 1 + h(n')). The tests check both by exhaustive search.

Item = tuple[int, int, int, bool]  # (number, its bit, bit of a higher partner to skip, double)


def square_colour(square: int) -> int:
    """0 or 1, like the light and dark squares of a chess board."""
    row, column = divmod(square, SIZE)
    return (row + column) & 1


class RelaxationTables:
    """Per-game tables for the relaxed bounds: numbers in descending order, overall and per
    colour, each with the bit of the higher number of its symmetric pair (0 if none; per colour,
    only a partner of the same colour)."""

    def __init__(self, game: KnightGame) -> None:
        board = game.board
        numbered = [square for square in range(CELLS) if game.initial_mask >> square & 1]
        square_of = {board[square]: square for square in numbered}
        self.doubles_mask = game.doubles_mask
        self.row_one = [0, 0]
        for square in FIRST_ROW:
            if game.initial_mask >> square & 1:
                self.row_one[square_colour(square)] |= 1 << square

        def item(square: int, same_colour_only: bool) -> Item:
            value = game.values[square]
            partner = symmetric_number(value)
            higher = 0
            if partner is not None and partner > value and partner in square_of:
                other = square_of[partner]
                if not same_colour_only or square_colour(other) == square_colour(square):
                    higher = 1 << other
            return (value, 1 << square, higher, is_double(value))

        ordered = sorted(numbered, key=lambda square: -game.values[square])
        self.descending: tuple[Item, ...] = tuple(item(square, False) for square in ordered)
        self.by_colour: tuple[tuple[Item, ...], ...] = tuple(
            tuple(item(square, True) for square in ordered if square_colour(square) == colour)
            for colour in (0, 1)
        )

    def double_cap(self, mask: int) -> int:
        """The most doubles that can still be scored: ceil(m / 2) of the m on the board."""
        return ((mask & self.doubles_mask).bit_count() + 1) >> 1

    def pairs_bound(self, usable: int, missing: int, cap: int) -> float:
        """Fewest numbers of ``usable`` covering ``missing``, one per symmetric pair and at most
        ``cap`` doubles (greedy is exact: the constraints form a partition matroid)."""
        moves = doubles = 0
        for value, bit, higher, double in self.descending:
            if not usable & bit or usable & higher:
                continue
            if double:
                if doubles >= cap:
                    continue
                doubles += 1
            missing -= value
            moves += 1
            if missing <= 0:
                return moves
        return math.inf

    def colour_bound(self, usable: int, first: int, missing: int, cap: int) -> float:
        """Fewest moves whose landings alternate colours, starting on colour ``first``: the
        largest numbers of each colour taken in turn (per colour: one per same-colour pair, at
        most ``cap`` doubles). Infinite once the colour due next has nothing left."""
        lists = self.by_colour[first], self.by_colour[first ^ 1]
        positions = [0, 0]
        doubles = [0, 0]
        side = moves = 0
        while True:
            items = lists[side]
            index = positions[side]
            size = len(items)
            while index < size:
                value, bit, higher, double = items[index]
                index += 1
                if not usable & bit or usable & higher:
                    continue
                if double:
                    if doubles[side] >= cap:
                        continue
                    doubles[side] += 1
                break
            else:
                return math.inf
            positions[side] = index
            missing -= value
            moves += 1
            if missing <= 0:
                return moves
            side ^= 1


def _jump_shifts() -> tuple[tuple[int, int], ...]:
    """The knight's eight jumps as shifts of the whole mask: (shift, squares it may jump from)."""
    shifts = []
    for row_change, column_change in KNIGHT_JUMPS:
        sources = 0
        for square in range(CELLS):
            row, column = divmod(square, SIZE)
            if 0 <= row + row_change < SIZE and 0 <= column + column_change < SIZE:
                sources |= 1 << square
        shifts.append((row_change * SIZE + column_change, sources))
    return tuple(shifts)


JUMP_SHIFTS = _jump_shifts()
JUMP_MASKS: tuple[int, ...] = tuple(
    sum(1 << target for target in JUMP_TARGETS[square]) for square in range(CELLS)
)


def reachable_squares(mask: int, knight: int, row_one: int) -> int:
    """The numbered squares of ``mask`` the knight can still reach by jumps through numbered
    squares (before the placement: from any numbered square of row 1, ``row_one``)."""
    frontier = (JUMP_MASKS[knight] if knight >= 0 else row_one) & mask
    seen = frontier
    up = [(-shift, sources) for shift, sources in JUMP_SHIFTS if shift < 0]
    down = [(shift, sources) for shift, sources in JUMP_SHIFTS if shift > 0]
    while frontier:
        spread = 0
        for shift, sources in down:
            spread |= (frontier & sources) << shift
        for shift, sources in up:
            spread |= (frontier & sources) >> shift
        frontier = spread & mask & ~seen
        seen |= frontier
    return seen


def _bounded(game: KnightGame, *, colours: bool, reach: bool) -> Callable[[KnightState], float]:
    """The estimate: the greater of the pair bound and (if ``colours``) the colour bound, over
    the numbers still on the board or (if ``reach``) only those the knight can reach."""
    tables = RelaxationTables(game)
    target = game.target
    row_one = tables.row_one[0] | tables.row_one[1]
    pairs_bound, colour_bound, double_cap = (
        tables.pairs_bound,
        tables.colour_bound,
        tables.double_cap,
    )
    inf = math.inf

    def estimate(state: KnightState) -> float:
        mask, knight, points = state
        missing = target - points
        if missing <= 0:
            return 0
        usable = reachable_squares(mask, knight, row_one) if reach else mask
        cap = double_cap(mask)
        bound = pairs_bound(usable, missing, cap)
        if not colours or bound == inf:
            return bound
        if knight >= 0:
            by_colour = colour_bound(usable, square_colour(knight) ^ 1, missing, cap)
        else:
            by_colour = min(
                (
                    colour_bound(usable, colour, missing, cap)
                    for colour in (0, 1)
                    if tables.row_one[colour] & usable
                ),
                default=inf,
            )
        return max(bound, by_colour)

    return estimate


def pairs(game: KnightGame) -> Heuristic:
    """``fewest`` that knows the symmetric and double rules."""
    return Heuristic(
        "pairs",
        "Fewest numbers covering the missing points, counting one number per symmetric pair "
        "and at most half the doubles left. Admissible and consistent.",
        True,
        _bounded(game, colours=False, reach=False),
    )


def colours(game: KnightGame) -> Heuristic:
    """``pairs``, and the knight's landings alternate square colours."""
    return Heuristic(
        "colours",
        "As 'pairs', and the knight lands on light and dark squares in turn, so it takes the "
        "best numbers of each colour alternately. Admissible and consistent.",
        True,
        _bounded(game, colours=True, reach=False),
    )


def reach(game: KnightGame) -> Heuristic:
    """``colours`` over the numbers the knight can still reach: the strongest bound here."""
    return Heuristic(
        "reach",
        "As 'colours', counting only the numbers the knight can still reach by jumps through "
        "numbered squares. The strongest admissible estimate here, and consistent.",
        True,
        _bounded(game, colours=True, reach=True),
    )


HEURISTIC_BUILDERS: tuple[Callable[[KnightGame], Heuristic], ...] = (
    enunciado,
    fewest_numbers,
    pairs,
    colours,
    reach,
)


def knight_heuristics(game: KnightGame) -> dict[str, Heuristic]:
    """Every knight heuristic, built for ``game``, by name."""
    built = (build(game) for build in HEURISTIC_BUILDERS)
    return {heuristic.name: heuristic for heuristic in built}
