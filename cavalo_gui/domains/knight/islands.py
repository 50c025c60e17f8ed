"""The islands bound: high numbers that lie apart cost a move on a low number to reach.

Every other knight bound charges one move per number scored. On problem F (target 2000 from
the numbers 00-99, about 80 points a move) that is far too kind: the path must gather nearly
every high number, and high numbers that are not a knight's jump from one another can only be
joined through landings on low ones. This bound prices those landings.

**The bound.** Fix a threshold ``θ`` and a price ``λ >= θ`` in points per move. For one state,
call a number *high* when it exceeds ``θ`` and *low* otherwise, and group the squares the knight
can still reach that hold high numbers into *islands*: the pieces they form when two squares are
joined if a knight's jump links them or they hold a *glued* symmetric pair (a fixed choice of
pairs, see ``GLUE_MARGIN``). Then no path of at most ``r`` moves from the state scores more than

    λ·r + Σ_islands sep(I) + first

where, with ``gain(I) = Σ (v − λ)`` over the numbers ``v > λ`` of island ``I`` (one number per
glued pair), ``s(I)`` the highest low number a knight's jump away from ``I`` (none: ``I``
cannot be entered but from the knight):

- ``sep(I) = max(0, gain(I) + s(I) − λ)``: the island entered after a landing on a low number;
- ``first = max(0, max over islands I the next move can land in of gain(I) − sep(I))``: the one
  island whose first visit may start on the next move, without a low landing before it.

**Why it is an upper bound (admissibility).** Write a path's points as ``λ·moves + Σ (v − λ)``
over its landings, ``moves <= r``. Split its landings into maximal *runs* of consecutive high
landings, and the low landings. Consecutive landings are a knight's jump apart and every square
landed on still held its number in this state, so each run lies inside one island. A run that
does not start on the path's first move starts right after a low landing a jump away from its
first square, hence from its island: charge that landing to the run's island, for the island's
first run only (an island's later runs, and low landings charged to no island, count ``v − λ <=
0`` since low numbers are at most ``θ <= λ``: dropping them only raises the sum). Then each
island ``I`` contributes at most the sum of ``v − λ`` over the distinct high numbers it gives
(at most ``gain(I)``, as the terms left out, numbers up to ``λ``, are not positive, and a glued
pair, always inside one island, gives one number; a pair not glued is counted in full) plus, if
entered after a low landing, that landing's ``s − λ <= s(I) − λ``. That is at most ``sep(I)``
for an island not visited (0) or entered after a low landing; the one island whose first run
starts on the path's first move lies a jump from the knight (or on row 1 before the placement)
and contributes at most ``gain(I) = sep(I) + (gain(I) − sep(I))``. So ``points <= λ·r + Σ sep +
first`` for every ``λ >= θ``.

**Moves.** The bound on moves is then the least ``r`` with ``λ·r + B(λ) >= missing``,
``ceil((missing − B(λ)) / λ)``, the highest over a few thresholds and prices.

**Consistency.** One move scoring ``v`` takes a state with ``B`` to one with ``B'``; it suffices
that ``B >= (v − λ) + B'``. Removing numbers never raises ``B`` (islands only shrink or split,
and a split island pays a separator ``s − λ <= 0`` more, as ``s <= θ <= λ``; a separator only
disappears; a glued pair is never split, so never counted twice, and a pair not glued is always
counted in full). A move onto a low ``v`` next to islands ``J``: each ``J`` may become the next
move's island, with ``gain(J) <= sep(J) − (s(J) − λ) <= sep(J) − (v − λ)``. A move onto a high
``v`` in island ``I``, which was the first move's island: its pieces left over are the only
islands a jump from the new square, and their gains and separators sum to at most ``gain(I) − (v
− λ)``. The property tests check both admissibility and consistency by exhaustive search."""

from __future__ import annotations

import math
from collections.abc import Sequence

from cavalo_gui.domains.knight.board import CELLS, FIRST_ROW
from cavalo_gui.domains.knight.game import KnightGame, KnightState
from cavalo_gui.domains.knight.relaxation import (
    JUMP_MASKS,
    reachable_squares,
    relaxation_tables,
)

# (threshold, prices): numbers above the threshold are high; the bound takes the best price.
# A price well above its threshold pays off: islands of numbers over 56 or 64 priced at 72
# raised the bound on half of the nodes a decision pass of problem F expands at f = k (seed 3,
# every threshold 40-88 tried with every price up to 35 above it), and the five levels below
# gain nearly all of that; seed 3 is proved in 60,000 expansions instead of 130,000. Finding
# islands is the dear part (once per threshold), a price on islands found is cheap.
LEVELS: tuple[tuple[int, tuple[int, ...]], ...] = (
    (56, (72, 70, 68)),
    (64, (72, 68, 74)),
    (72, (76, 80, 72, 85, 90)),
    (60, (65, 60, 70, 72)),
    (68, (74, 70)),
)


# A symmetric pair is glued into one island, its lesser number not counted, when that number
# is at least this far above the level's least price; other pairs count both numbers (at most
# ``lesser - price`` too much) and keep their islands apart (a separator each). Measured with
# the decision search on F: 30-40% fewer expansions on seeds 4 and 7 than gluing every pair,
# 16% more on seed 5.
GLUE_MARGIN = 16

SHAPES_KEPT = 20_000  # island shapes remembered per threshold (a few KB each), then forgotten


def islands_of(squares: int, links: Sequence[int]) -> list[int]:
    """``squares`` split into the pieces that ``links`` connect within them (``links[s]``: the
    squares joined to square ``s``), by a depth-first fill, one square at a time."""
    pieces = []
    while squares:
        piece = waiting = squares & -squares
        while waiting:
            bit = waiting & -waiting
            waiting ^= bit
            joined = links[bit.bit_length() - 1] & squares & ~piece
            piece |= joined
            waiting |= joined
        squares &= ~piece
        pieces.append(piece)
    return pieces


Level = tuple[int, tuple[int, ...]]  # a threshold and the prices (each at least it) used with it


class IslandBound:
    """The islands bound on the fewest moves for one game (see the module's docstring).

    ``levels`` pairs each threshold (numbers above it are high) with the prices tried on its
    islands; a price is never below its threshold.
    """

    def __init__(self, game: KnightGame, levels: tuple[Level, ...] = LEVELS) -> None:
        self.tables = relaxation_tables(game)
        self.target = game.target
        self.levels = levels
        self.row_one = sum(1 << square for square in FIRST_ROW if game.initial_mask >> square & 1)
        self.values = game.values
        # For each threshold: the squares holding a number above it; for each square, the
        # squares an island joins to it (a jump away, or its partner in a glued symmetric pair,
        # never split); and the partner's bit for the lesser number of a glued pair, counted
        # once.
        self.high_squares: dict[int, int] = {}
        self.links: dict[int, tuple[int, ...]] = {}
        self.lesser_of_pair: dict[int, tuple[int, ...]] = {}
        # The islands of each set of high squares met, by threshold: the children of a node
        # that land on a low number all share their parent's high squares.
        self.shapes: dict[int, dict[int, list[tuple[int, list[int], int]]]] = {}
        for threshold, prices in levels:
            assert all(price >= threshold for price in prices), "a price below its threshold"
            high = sum(
                1 << square
                for square in range(CELLS)
                if game.initial_mask >> square & 1 and game.values[square] > threshold
            )
            least_price = min(prices)
            partner = [
                game.symmetric_bits[square] & high
                if min(
                    game.values[square], game.values[game.symmetric_bits[square].bit_length() - 1]
                )
                >= least_price + GLUE_MARGIN
                else 0
                for square in range(CELLS)
            ]
            self.high_squares[threshold] = high
            self.shapes[threshold] = {}
            self.links[threshold] = tuple(
                JUMP_MASKS[square] | partner[square] for square in range(CELLS)
            )
            self.lesser_of_pair[threshold] = tuple(
                partner[square]
                if partner[square]
                and game.values[square] < game.values[partner[square].bit_length() - 1]
                else 0
                for square in range(CELLS)
            )

    def islands(self, usable: int, threshold: int) -> list[tuple[int, list[int], int]]:
        """The islands of the usable squares above ``threshold``: each as its squares, its
        numbers from the highest (one of each symmetric pair) and the highest low number a
        jump away (-1 if none)."""
        high = usable & self.high_squares[threshold]
        shapes = self.shapes[threshold]
        found = shapes.get(high)
        if found is None:
            if len(shapes) >= SHAPES_KEPT:
                shapes.clear()
            found = shapes[high] = self.island_shapes(high, threshold)
        low = usable & ~high
        numbers_of = self.tables.numbers_of
        return [
            (island, numbers, numbers_of(beside & low).bit_length() - 1 if beside else -1)
            for island, numbers, beside in found
        ]

    def island_shapes(self, high: int, threshold: int) -> list[tuple[int, list[int], int]]:
        """The islands of the squares ``high``: each as its squares, its numbers from the
        highest (one of each symmetric pair) and the squares a jump away from it; none if no
        separator can count (``gain + s - λ <= 0`` at every price, as ``s <= threshold``).
        An island with no number above the least price is left out: at every price its gain
        is 0 and its separator ``s - λ <= 0``, so it adds nothing to the bound."""
        values = self.values
        least_price = min(dict(self.levels)[threshold])
        links, lesser_of_pair = self.links[threshold], self.lesser_of_pair[threshold]
        found = []
        for island in islands_of(high, links):
            numbers = []
            beside = 0
            rest = island
            while rest:
                bit = rest & -rest
                rest ^= bit
                square = bit.bit_length() - 1
                beside |= JUMP_MASKS[square]
                if not lesser_of_pair[square] & island:
                    numbers.append(values[square])
            numbers.sort(reverse=True)
            if numbers[0] <= least_price:
                continue
            gain = sum(number - least_price for number in numbers if number > least_price)
            found.append((island, numbers, beside if gain + threshold > least_price else 0))
        return found

    @staticmethod
    def points_over_price(
        islands: list[tuple[int, list[int], int]], next_landings: int, price: int
    ) -> int:
        """``B(λ)``: the most a path from this state scores beyond ``λ = price`` per move.
        An island with no number above the price adds nothing (gain 0, separator ``s - λ <=
        0``); the hot loop of the decision search, so no call in it but ``int`` arithmetic."""
        total = first = 0
        for island, descending, separator in islands:
            if descending[0] <= price:
                continue
            gain = 0
            for number in descending:
                if number <= price:
                    break
                gain += number - price
            separated = gain + separator - price if separator >= 0 else 0
            if separated < 0:
                separated = 0
            total += separated
            if island & next_landings and gain - separated > first:
                first = gain - separated
        return total + first

    def __call__(self, state: KnightState) -> float:
        return self.within(state, math.inf)

    def within(self, state: KnightState, budget: float) -> float:
        """The bound, or, as soon as one threshold and price puts it over ``budget``, that
        price's bound (over ``budget``, no higher than the bound)."""
        mask, knight, points = state
        missing = self.target - points
        if missing <= 0:
            return 0
        usable = reachable_squares(mask, knight, self.row_one & mask)
        return self.bound_over(usable, knight, missing, budget)

    def bound_over(self, usable: int, knight: int, missing: int, budget: float) -> float:
        """:meth:`within` for ``missing`` points, over the squares ``usable`` (those the knight
        can still reach)."""
        if not usable:
            return math.inf
        next_landings = (JUMP_MASKS[knight] if knight >= 0 else self.row_one) & usable
        moves = 0
        for threshold, prices in self.levels:
            islands = self.islands(usable, threshold)
            for price in prices:
                over = self.points_over_price(islands, next_landings, price)
                needed = -((over - missing) // price)
                if needed > moves:
                    moves = needed
                if moves > budget:
                    return moves
        return moves
