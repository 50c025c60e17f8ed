"""The islands bound: high numbers that lie apart cost a move on a low number to reach.

Every other knight bound charges one move per number scored. On problem F (target 2000 from
the numbers 00-99, about 80 points a move) that is far too kind: the path must gather nearly
every high number, and high numbers that are not a knight's jump from one another can only be
joined through landings on low ones. This bound prices those landings.

**The bound.** Fix a price ``λ`` in points per move. For one state, call a number *high* when
it exceeds ``λ`` and *low* otherwise, and group the squares the knight can still reach that hold
high numbers into *islands*: the pieces they form when two squares are joined if a knight's jump
links them. Then no path of at most ``r`` moves from the state scores more than

    λ·r + Σ_islands I · sep(I) + first

where, with ``gain(I) = Σ (v − λ)`` over the high numbers ``v`` of island ``I`` (one number per
symmetric pair inside the island), ``s(I)`` the highest low number a knight's jump away from
``I`` (none: ``I`` cannot be entered but from the knight):

- ``sep(I) = max(0, gain(I) + s(I) − λ)``: the island entered after a landing on a low number;
- ``first = max(0, max over islands I the next move can land in of gain(I) − sep(I))``: the one
  island whose first visit may start on the next move, without a low landing before it.

**Why it is an upper bound (admissibility).** Write a path's points as ``λ·moves + Σ (v − λ)``
over its landings, ``moves <= r``. Split its landings into maximal *runs* of consecutive high
landings, and the low landings. Consecutive landings are a knight's jump apart and every square
landed on still held its number in this state, so each run lies inside one island. A run that
does not start on the path's first move starts right after a low landing a jump away from its
first square, hence from its island: charge that landing to the run's island, for the island's
first run only (an island's later runs, and low landings charged to no island, count
``v − λ <= 0`` since low numbers are at most ``λ``: dropping them only raises the sum). Then
each island ``I`` contributes at most the sum of ``v − λ`` over the distinct high numbers it
gives (at most ``gain(I)``, as every term left out is negative and a symmetric pair gives one
number) plus, if entered after a low landing, that landing's ``s − λ <= s(I) − λ``. That is at
most ``sep(I)`` for an island not visited (0) or entered after a low landing; the one island
whose first run starts on the path's first move lies a jump from the knight (or on row 1
before the placement) and contributes at most ``gain(I) = sep(I) + (gain(I) − sep(I))``.
So ``points <= λ·r + Σ sep + first``, for every ``λ > 0``.

**Moves.** The bound on moves is then the least ``r`` with ``λ·r + B(λ) >= missing``,
``ceil((missing − B(λ)) / λ)``, the highest over a few prices.

**Consistency.** One move scoring ``v`` takes a state with ``B`` to one with ``B'``; it suffices
that ``B >= (v − λ) + B'``. Removing numbers never raises ``B`` (islands only shrink or split,
and a split island pays a separator ``s − λ <= 0`` more; a separator only disappears). A move
onto a low ``v`` next to islands ``J``: each ``J`` may become the next move's island, with
``gain(J) <= sep(J) − (s(J) − λ) <= sep(J) − (v − λ)``. A move onto a high ``v`` in island
``I``, which was the first move's island: its pieces left over are the only islands a jump
from the new square, and their gains and separators sum to at most ``gain(I) − (v − λ)``.
The property tests check both admissibility and consistency by exhaustive search.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from cavalo_gui.domains.knight.board import CELLS, FIRST_ROW
from cavalo_gui.domains.knight.game import KnightGame, KnightState
from cavalo_gui.domains.knight.heuristics import (
    _DOWN,
    _UP,
    JUMP_MASKS,
    reachable_squares,
    relaxation_tables,
)

PRICES: tuple[int, ...] = (55, 62, 70, 78, 86)  # points per move tried; the bound takes the best


def jump_spread(squares: int) -> int:
    """Every square a knight's jump away from some square of ``squares``."""
    (d0, m0), (d1, m1), (d2, m2), (d3, m3) = _DOWN
    (u0, n0), (u1, n1), (u2, n2), (u3, n3) = _UP
    return (
        (squares & m0) << d0
        | (squares & m1) << d1
        | (squares & m2) << d2
        | (squares & m3) << d3
        | (squares & n0) >> u0
        | (squares & n1) >> u1
        | (squares & n2) >> u2
        | (squares & n3) >> u3
    )


def islands_of(squares: int, pairs: tuple[int, ...] = ()) -> list[int]:
    """``squares`` split into the pieces that knight's jumps within ``squares`` connect; two
    pieces that hold the two squares of one of ``pairs`` (masks of two squares) are one."""
    pieces = []
    while squares:
        piece = frontier = squares & -squares
        while frontier:
            joined = jump_spread(frontier)
            for pair in pairs:
                if frontier & pair:
                    joined |= pair
            frontier = joined & squares & ~piece
            piece |= frontier
        squares &= ~piece
        pieces.append(piece)
    return pieces


class IslandBound:
    """The islands bound on the fewest moves for one game (see the module's docstring)."""

    def __init__(self, game: KnightGame, prices: tuple[int, ...] = PRICES) -> None:
        self.tables = relaxation_tables(game)
        self.target = game.target
        self.prices = prices
        self.row_one = sum(1 << square for square in FIRST_ROW if game.initial_mask >> square & 1)
        # For each price, the squares holding a number above it.
        self.high_squares = {
            price: sum(
                1 << square
                for square in range(CELLS)
                if game.initial_mask >> square & 1 and game.values[square] > price
            )
            for price in prices
        }
        # For each price, the symmetric pairs of high numbers as masks of their two squares:
        # islands keep a pair together, so that one number of the pair is counted, once.
        self.high_pairs = {
            price: tuple(
                (1 << square) | game.symmetric_bits[square]
                for square in range(CELLS)
                if self.high_squares[price] >> square & 1
                and game.symmetric_bits[square] & self.high_squares[price]
                and game.values[square] > game.values[game.symmetric_bits[square].bit_length() - 1]
            )
            for price in prices
        }

    def points_over_price(self, usable: int, next_landings: int, price: int) -> int:
        """``B(λ)``: the most a path from this state scores beyond ``λ`` per move."""
        numbers_of, keep_any = self.tables.numbers_of, self.tables.keep_any
        high = usable & self.high_squares[price]
        low = usable & ~high
        total = first = 0
        for island in islands_of(high, self.high_pairs[price]):
            numbers = numbers_of(island)
            gain = 0
            while numbers:
                number = numbers.bit_length() - 1
                numbers &= keep_any[number]
                gain += number - price
            beside = numbers_of(jump_spread(island) & low)
            separated = max(0, gain + beside.bit_length() - 1 - price) if beside else 0
            total += separated
            if island & next_landings and gain - separated > first:
                first = gain - separated
        return total + first

    def __call__(self, state: KnightState) -> float:
        mask, knight, points = state
        missing = self.target - points
        if missing <= 0:
            return 0
        usable = reachable_squares(mask, knight, self.row_one & mask)
        if not usable:
            return math.inf
        next_landings = (JUMP_MASKS[knight] if knight >= 0 else self.row_one) & usable
        moves = 0
        for price in self.prices:
            over = self.points_over_price(usable, next_landings, price)
            moves = max(moves, -((over - missing) // price))
        return moves


def island_estimate(game: KnightGame) -> Callable[[KnightState], float]:
    """The islands bound as a state -> moves function."""
    return IslandBound(game)
