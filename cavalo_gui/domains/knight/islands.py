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

where, with ``s(I)`` the highest low number a knight's jump away from ``I`` and ``c(I) = λ −
s(I) >= 0`` (infinite if there is none: ``I`` cannot be entered but from the knight):

- ``G_I(R)`` is the most ``Σ (v − λ)`` over a set of ``I``'s numbers (one per glued pair) whose
  counts on the two square colours differ by at most ``R``, and ``G_I^φ(R)`` the same with the
  count on colour ``φ`` less the other's between ``−(R − 1)`` and ``R``; a glued pair on squares
  of both colours may count on either (these numbers may shift the difference by up to their
  count). Without colours, ``G`` is ``gain(I) = Σ (v − λ)`` over the numbers ``v > λ``.
- ``sep(I) = max(0, max over R >= 1 of G_I(R) − R·c(I))``: the island entered ``R`` times, each
  after a landing on a low number;
- ``first = max(0, max over islands I the next move can land in of max over R >= 1 of
  G_I^φ(R) − (R − 1)·c(I) − sep(I))``, ``φ`` the colour of the next landing (before the
  placement either, ``G_I``): the one island whose first visit may start on the next move,
  without a low landing before it.

The most over ``R`` is greedy (:func:`colour_trims`, :func:`trimmed`): take every number over
``λ``; those of the heavier colour beyond the lighter's count (with the either-colour numbers,
and one more for a run that may end on the colour it started on) each cost one more run,
``c(I)``, or a landing in the island on a number at most ``λ`` of the lighter colour, ``λ −
v``, the cheapest first, or are left out where that costs less. Islands in balance, most of
them, cost nothing.

**Why it is an upper bound (admissibility).** Write a path's points as ``λ·moves + Σ (v − λ)``
over its landings, ``moves <= r``. Split its landings into maximal *runs* of consecutive high
landings, and the low landings. Consecutive landings are a knight's jump apart and every square
landed on still held its number in this state, so each run lies inside one island; a knight's
jump changes the colour of its square, so a run's landings alternate colours and their counts
on the two colours differ by at most one (by 0 or 1 more on the colour it starts on). A run
that does not start on the path's first move starts right after a low landing a jump away from
its first square, hence from its island: charge that landing, ``s − λ <= −c(I)``, to the run
(a different landing for each run; low landings charged to no run count ``v − λ <= 0`` since
low numbers are at most ``θ <= λ``: dropping them only raises the sum). An island entered in
``R`` runs gives a set of landings, distinct numbers (a glued pair, always inside one island,
gives one) whose colour counts differ by at most ``R``: their ``Σ (v − λ)`` is at most
``G_I(R)`` (a pair not glued is counted in full). So an island not visited or whose runs all
follow low landings contributes at most ``sep(I)``; the one island whose first run starts on
the path's first move lies a jump from the knight (or on row 1 before the placement), its first
run starts on colour ``φ``, and it contributes at most ``G_I^φ(R) − (R − 1)·c(I) = sep(I) +
(that − sep(I))``. So ``points <= λ·r + Σ sep + first`` for every ``λ >= θ``.

**Pairs apart.** Some pairs of numbers can never both be scored: a symmetric pair (landing
on one removes the other), and under the ``max`` double strategy the two highest doubles on the
board, ``d1 > d2`` (a landing on either removes the highest other double, which is the other
one: numbers only leave the board, so no double above ``d2`` but ``d1`` can come back). A glued
pair is counted once inside its island; a pair not glued, whose numbers are both high, is
split instead: every path from the state never lands on one of its two squares, so it is a
path over the usable squares less that one. The argument above holds word for word for those
squares (its runs lie in the islands they form, each a piece of this state's islands, and a
run after a low landing follows a low square a jump from its piece), so such a path scores at
most ``λ·r + B'``, ``B'`` the bound over the islands without that square. Pairs that touch
the same islands are decided together (up to ``PAIRS_TOGETHER`` of them, every way of dropping
one square of each); pairs touching islands apart are independent. For groups ``g`` of
alternatives ``a``, each with its islands' ``Σ sep = t(a)`` and best ``first`` term ``f(a)``,
and the islands no pair touches with ``T0`` and ``f0``, every path scores at most

    λ·r + T0 + Σ_g max_a t(a) + max(f0, max_g max_a (t(a) + f(a) − max_a' t(a')))

since the path's own choice of squares gives one alternative per group, and its ``first``
island lies among the untouched islands or in one group's alternative. Leaving pairs out (a
group beyond ``PAIRS_TOGETHER``, or prices where the pairs are not weighed) only weakens the
bound. The pairs are weighed at one price of the first ``REFINED_LEVELS`` thresholds, where
the bound without them is nearest (at most ``REFINE_WITHIN`` points) to one move more: the
estimate is the greatest of the bounds without the pairs and these, each admissible, and
within a budget the same ones are computed (stopping at the first over it), so the answer
below the budget is the estimate.

**Moves.** The bound on moves is then the least ``r`` with ``λ·r + B(λ) >= missing``,
``ceil((missing − B(λ)) / λ)``, the highest over a few thresholds and prices.

**Consistency.** One move scoring ``v`` takes a state with ``B`` to one with ``B'``; it suffices
that ``B >= (v − λ) + B'``. Removing numbers never raises ``B``: ``G`` only falls, a separator
only disappears (``c`` only rises), and when an island splits, sets chosen in its pieces with
``R_j`` runs each make one for the whole island with ``Σ R_j`` runs (colour differences add), for
which the island pays ``c(I) <=`` each piece's ``c``; a glued pair is never split, so never
counted twice, and a pair not glued is always counted in full. A move onto a low ``v`` next to
islands ``J``: each ``J`` may become the next move's island, and ``G_J^φ(R) − (R − 1)·c(J) <=
G_J(R) − R·c(J) + c(J) <= sep(J) + (λ − v)``, as ``c(J) <= λ − v``. A move onto a high ``v`` of
colour ``φ`` in island ``I``, which was the first move's island: its pieces left over are the
only islands a jump from the new square; a set chosen in the next move's piece with ``R_1``
runs starting on the other colour, with ``v`` before it, is one with ``R_1`` runs starting on
``φ``, and with the sets of the other pieces (``R_j`` runs each, all paying a separator) one
for ``I`` with ``Σ R_j`` runs, so their terms sum to at most ``first``'s term for ``I`` less
``v − λ``. The pairs apart are not covered by this argument (a pair decided in the parent
may touch islands another pair touches in a child); the property tests check admissibility,
within budgets too, and consistency on their boards by exhaustive search."""

from __future__ import annotations

import math
from collections.abc import Sequence

from cavalo_gui.domains.knight.board import CELLS, FIRST_ROW
from cavalo_gui.domains.knight.game import DoubleStrategy, KnightGame, KnightState
from cavalo_gui.domains.knight.relaxation import (
    JUMP_MASKS,
    reachable_squares,
    relaxation_tables,
    square_colour,
)

# (threshold, prices): numbers above the threshold are high; the bound takes the best price.
# A price well above its threshold pays off: islands of numbers over 56 or 64 priced at 72
# raised the bound on half of the nodes a decision pass of problem F expands at f = k (seed 3,
# every threshold 40-88 tried with every price up to 35 above it), and the five levels below
# gain nearly all of that; seed 3 is proved in 60,000 expansions instead of 130,000. Finding
# islands is the dear part (once per threshold), a price on islands found is cheap. The order
# is the order tried, and a node is pruned at the first price over its budget: on seed 40,
# 64 priced at 72 prunes 93% of the children the islands prune, 56 priced at 72 only 71%.
LEVELS: tuple[tuple[int, tuple[int, ...]], ...] = (
    (64, (72, 74, 68)),
    (72, (72, 76, 80, 85, 90)),
    (68, (74, 70)),
    (56, (70, 72, 68)),
    (60, (70, 72, 65, 60)),
)


# A symmetric pair is glued into one island, its lesser number not counted, when that number
# is at least this far above the level's least price; other pairs count both numbers (at most
# ``lesser - price`` too much) and keep their islands apart (a separator each). Measured with
# the decision search on F: 30-40% fewer expansions on seeds 4 and 7 than gluing every pair,
# 16% more on seed 5.
GLUE_MARGIN = 16

# A symmetric pair not glued, or the two highest doubles under ``max``, is split into two
# alternatives (a path lands on at most one of the two; see "Pairs apart") when both numbers
# are high and the lesser is above the level's least price less this margin.
EXCLUSIVE_MARGIN = 16

# Pairs apart cost: weighed on the first REFINED_LEVELS levels only, at one price each, and only
# where the bound without them is at most REFINE_WITHIN points short of a move more. Measured
# on the states the decision search asks of seeds 11 and 39 of F (5% of them, 60 CPU s each):
# of the nodes the bound without pairs keeps, the first level alone prunes 24% and 44% at 1.12
# to 1.15 times its CPU; two levels 25% and 47% at 1.5 times, every price of every level 37%
# and 58% at 2.3 to 2.6 times. Seed 89 (proved in 51 CPU s without) was not proved within 60
# with all five levels weighed: a node cost 1.6 times as much.
REFINE_WITHIN = 30
REFINED_LEVELS = 1
PAIRS_TOGETHER = 3  # pairs touching the same islands decided together (2**3 alternatives)

SHAPES_KEPT = 20_000  # island shapes remembered per threshold (a few KB each), then forgotten
ISLANDS_KEPT = 50_000  # islands' figures remembered per threshold, then forgotten
MISSING = object()


COLOUR_ONE = sum(1 << square for square in range(CELLS) if square_colour(square))
EITHER = 2  # a glued pair on squares of both colours; and the heading before the placement
NO_SEPARATOR = 1 << 20  # the price of a run after a low landing when there is none to land on

# An island's colour trims at one price, by heading (0, 1, EITHER): None if the island is in
# balance, else the gains of the numbers over its balance (the highest first) and the costs of
# its numbers at or below the price that could balance them (the cheapest first).
Trim = tuple[tuple[int, ...], tuple[int, ...]] | None
PriceFigures = tuple[int, tuple[Trim, Trim, Trim] | None]  # the gain and the trims at a price
IslandShape = tuple[int, tuple[PriceFigures, ...], int]  # squares, per price, squares beside
Island = tuple[int, tuple[PriceFigures, ...], int]  # squares, per price, separator


def colour_trims(by_colour: Sequence[list[int]], price: int) -> PriceFigures:
    """An island's gain at ``price`` (the sum of ``v - price`` over its numbers above it, each
    group of ``by_colour`` from the highest) and its trims for each heading: the runs of high
    landings inside an island alternate square colours, so numbers of one colour beyond those
    of the other need more runs (or landings on numbers at most ``price`` of the other colour)
    to be collected."""
    counts = [0, 0, 0]
    gain = 0
    for colour, group in enumerate(by_colour):
        for number in group:
            if number <= price:
                break
            gain += number - price
            counts[colour] += 1
    either = counts[EITHER]
    if abs(counts[0] - counts[1]) <= either:
        return gain, None
    heavy = 0 if counts[0] > counts[1] else 1
    light = 1 - heavy
    excess = [number - price for number in by_colour[heavy][: counts[heavy]]]
    balancers = tuple(sorted(price - v for v in by_colour[light] + by_colour[EITHER] if v <= price))
    trims: list[Trim] = []
    for heading in (0, 1, EITHER):
        # A run may hold one number more of one colour: of the heading's, for the first run.
        slack = counts[light] + either + (0 if heading == light else 1)
        trims.append((tuple(excess[slack:]), balancers) if counts[heavy] > slack else None)
    return gain, tuple(trims)


def trimmed(gain: int, trim: Trim, cost: int) -> int:
    """``gain`` less what the island's numbers out of balance cost: each needs a run of its
    own (a low landing before it, ``cost``) or a landing on a balancing number at most the
    price (its cost), the cheapest first, unless leaving it out costs less."""
    if trim is None:
        return gain
    excess, balancers = trim
    used = 0
    for extra in excess:
        if used < len(balancers) and balancers[used] < cost:
            step = balancers[used]
            used += 1
        else:
            step = cost
        gain -= extra if extra < step else step
    return gain


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


def _one_of_each(pairs: list[tuple[int, int]]) -> list[int]:
    """For pairs of square bits, every set of squares that drops one square of each pair."""
    dropped = [0]
    for one, other in pairs:
        dropped = [squares | bit for squares in dropped for bit in (one, other)]
    return dropped


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
        self.shapes: dict[int, dict[int, list[IslandShape]]] = {}
        self.figures: dict[int, dict[int, tuple[tuple[PriceFigures, ...], int] | None]] = {}
        self.prices = dict(levels)
        self.partner_of: dict[int, tuple[int, ...]] = {}
        # For each threshold: the symmetric pairs not glued whose numbers are both high and
        # whose lesser number counts (see EXCLUSIVE_MARGIN), as (lesser number, bits), the
        # highest first; and for the two highest doubles, the least number that makes them one.
        self.pairs_apart: dict[int, tuple[tuple[int, int, int], ...]] = {}
        self.doubles_from: dict[int, int] = {}
        # Under ``max``, a landing on a double removes the highest other: of the two highest
        # doubles on the board at most one can be scored.
        self.top_doubles = game.double_squares if game.double is DoubleStrategy.MAX else ()
        self.doubles_mask = game.doubles_mask
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
            self.partner_of[threshold] = tuple(partner)
            counts_from = max(threshold, least_price - EXCLUSIVE_MARGIN)
            apart = []
            for square in range(CELLS):
                other = game.symmetric_bits[square]
                lesser = game.values[square]
                if (
                    other
                    and not partner[square]
                    and lesser < game.values[other.bit_length() - 1]
                    and lesser > counts_from
                    and high >> square & 1
                ):
                    apart.append((lesser, 1 << square, other))
            self.pairs_apart[threshold] = tuple(sorted(apart, reverse=True))
            self.doubles_from[threshold] = counts_from
            self.shapes[threshold] = {}
            self.figures[threshold] = {}
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

    def islands(self, usable: int, threshold: int) -> list[Island]:
        """The islands of the usable squares above ``threshold``: each as its squares, its
        figures per price (see :meth:`island_shapes`) and the highest low number a jump away
        (-1 if none, or if it can never count)."""
        high = usable & self.high_squares[threshold]
        return self.islands_within(high, usable & ~high, threshold)

    def islands_within(self, high: int, low: int, threshold: int) -> list[Island]:
        """The islands of the high squares ``high``, their separators among the squares
        ``low`` (see :meth:`islands`)."""
        shapes = self.shapes[threshold]
        found = shapes.get(high)
        if found is None:
            if len(shapes) >= SHAPES_KEPT:
                shapes.clear()
            found = shapes[high] = self.island_shapes(high, threshold)
        numbers_of = self.tables.numbers_of
        return [
            (island, per_price, numbers_of(beside & low).bit_length() - 1 if beside else -1)
            for island, per_price, beside in found
        ]

    def pairs_apart_in(
        self, islands: list[Island], usable: int, mask: int | None, threshold: int
    ) -> tuple[list[Island], list[tuple[list[Island], list[Island]]]]:
        """The islands split into those no pair touches and, for pairs of numbers a path can
        score at most one of (a symmetric pair not glued; the two highest doubles under
        ``max``), each pair's two alternatives: the islands it touches without the one number,
        or without the other. Pairs are taken the highest lesser number first, each only if it
        touches no island an earlier pair touched (see "Pairs apart" in the module's
        docstring)."""
        candidates = [
            (lesser, one, other)
            for lesser, one, other in self.pairs_apart[threshold]
            if usable & one and usable & other
        ]
        if mask is not None and self.top_doubles:
            on_board = [square for square in self.top_doubles if mask >> square & 1][:2]
            if len(on_board) == 2:
                second = self.values[on_board[1]]
                one, other = 1 << on_board[0], 1 << on_board[1]
                if second > self.doubles_from[threshold] and usable & one and usable & other:
                    candidates.append((second, one, other))
                    candidates.sort(reverse=True)
        if not candidates:
            return islands, []
        high = usable & self.high_squares[threshold]
        low = usable & ~high
        # Pairs that touch the same islands are decided together: a group of them, and the
        # islands they touch.
        groups: list[tuple[int, list[tuple[int, int]]]] = []
        for _lesser, one, other in candidates:
            touched = 0
            for island, _per_price, _separator in islands:
                if island & (one | other):
                    touched |= island
            joined = [group for group in groups if group[0] & touched]
            pairs = [(one, other)]
            for group in joined:
                groups.remove(group)
                touched |= group[0]
                pairs = group[1] + pairs
            groups.append((touched, pairs[:PAIRS_TOGETHER]))
        alternatives = []
        taken = 0
        pieces: dict[int, list[Island]] = {}
        for touched, pairs in groups:
            taken |= touched
            entries = [entry for entry in islands if entry[0] & touched]
            group = []
            for dropped in _one_of_each(pairs):
                alternative: list[Island] = []
                for entry in entries:
                    island = entry[0]
                    if island & dropped:
                        rest = island & ~dropped
                        found = pieces.get(rest)
                        if found is None:
                            found = pieces[rest] = self.islands_within(rest, low, threshold)
                        alternative.extend(found)
                    else:
                        alternative.append(entry)
                group.append(alternative)
            alternatives.append(group)
        untouched = [entry for entry in islands if not entry[0] & taken]
        return untouched, alternatives

    def island_shapes(self, high: int, threshold: int) -> list[IslandShape]:
        """The islands of the squares ``high`` that can add to the bound, with their figures
        (:meth:`island_figures`), each island's remembered: a move changes one or two."""
        remembered = self.figures[threshold]
        found = []
        for island in islands_of(high, self.links[threshold]):
            figures = remembered.get(island, MISSING)
            if figures is MISSING:
                if len(remembered) >= ISLANDS_KEPT:
                    remembered.clear()
                figures = remembered[island] = self.island_figures(island, threshold)
            if figures is not None:
                found.append((island, *figures))
        return found

    def island_figures(
        self, island: int, threshold: int
    ) -> tuple[tuple[PriceFigures, ...], int] | None:
        """For each price of the threshold, the island's gain and colour trims
        (:func:`colour_trims`), and the squares a jump away from it; none if no separator can
        count (``sep = 0`` and no trim at any price, as ``s <= threshold``). None for an island
        with no number above the least price: at every price it adds nothing to the bound."""
        values = self.values
        prices = self.prices[threshold]
        least_price = min(prices)
        lesser_of_pair, partner_of = self.lesser_of_pair[threshold], self.partner_of[threshold]
        # The island's numbers (one per glued pair) by the colour of their square; a glued
        # pair on squares of both colours may be scored on either.
        by_colour: tuple[list[int], ...] = ([], [], [])
        beside = 0
        rest = island
        while rest:
            bit = rest & -rest
            rest ^= bit
            square = bit.bit_length() - 1
            beside |= JUMP_MASKS[square]
            if lesser_of_pair[square] & island:
                continue
            colour = 1 if bit & COLOUR_ONE else 0
            partner = partner_of[square]
            if partner and (1 if partner & COLOUR_ONE else 0) != colour:
                colour = EITHER
            by_colour[colour].append(values[square])
        if max(max(numbers, default=-1) for numbers in by_colour) <= least_price:
            return None
        for numbers in by_colour:
            numbers.sort(reverse=True)
        per_price = tuple(colour_trims(by_colour, price) for price in prices)
        separator_counts = any(trims is not None for _gain, trims in per_price)
        if per_price[prices.index(least_price)][0] + threshold > least_price:
            separator_counts = True
        return per_price, beside if separator_counts else 0

    @staticmethod
    def points_over_price(
        islands: list[Island], next_landings: int, index: int, price: int, heading: int
    ) -> int:
        """``B(λ)`` for ``λ = price``, the ``index``-th price of the islands' threshold: the
        most a path from this state scores beyond ``λ`` per move; ``heading`` is the colour of
        the next landing (``EITHER`` before the placement)."""
        total, first = IslandBound.island_terms(islands, next_landings, index, price, heading)
        return total + first

    @staticmethod
    def island_terms(
        islands: list[Island], next_landings: int, index: int, price: int, heading: int
    ) -> tuple[int, int]:
        """``Σ sep(I)`` over ``islands`` and the most ``first`` among them adds (see
        :meth:`points_over_price`). The hot loop of the decision search, so no call in it but
        :func:`trimmed`, and only for an island out of balance."""
        total = first = 0
        for island, per_price, separator in islands:
            gain, trims = per_price[index]
            if not gain:
                continue
            cost = price - separator if separator >= 0 else NO_SEPARATOR
            if trims is None:
                separated = gain - cost
                entered = gain
            else:
                separated = trimmed(gain, trims[EITHER], cost) - cost
                entered = trimmed(gain, trims[heading], cost) if island & next_landings else 0
            if separated < 0:
                separated = 0
            total += separated
            if island & next_landings and entered - separated > first:
                first = entered - separated
        return total, first

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
        return self.bound_over(usable, knight, missing, budget, mask)

    def bound_over(
        self, usable: int, knight: int, missing: int, budget: float, mask: int | None = None
    ) -> float:
        """:meth:`within` for ``missing`` points, over the squares ``usable`` (those the knight
        can still reach); ``mask``, the squares still numbered, lets the bound know which
        doubles are the highest on the board (without it, it assumes nothing of them)."""
        if not usable:
            return math.inf
        next_landings = (JUMP_MASKS[knight] if knight >= 0 else self.row_one) & usable
        heading = 1 - square_colour(knight) if knight >= 0 else EITHER
        terms = self.island_terms
        moves = 0
        plain = []
        for threshold, prices in self.levels:
            islands = self.islands(usable, threshold)
            overs = []
            for index, price in enumerate(prices):
                total, first = terms(islands, next_landings, index, price, heading)
                overs.append(total + first)
                needed = -((total + first - missing) // price)
                if needed > moves:
                    moves = needed
                    if moves > budget:
                        return moves
            plain.append((threshold, prices, islands, overs))
        # Tighter, and dearer: the pairs of numbers of which a path scores at most one, weighed
        # at one price per threshold, the one nearest to raising the bound without them by a
        # move, if at most REFINE_WITHIN points short. The bound without them decides where,
        # not the budget: below the budget the answer is the whole estimate.
        plain_moves = moves
        for threshold, prices, islands, overs in plain[:REFINED_LEVELS]:
            short, index = min(
                (overs[index] - (missing - price * plain_moves - 1), index)
                for index, price in enumerate(prices)
            )
            if short > REFINE_WITHIN:
                continue
            chosen = [index]
            islands, alternatives = self.pairs_apart_in(islands, usable, mask, threshold)
            if not alternatives:
                continue
            for index in chosen:
                price = prices[index]
                total, first = terms(islands, next_landings, index, price, heading)
                for group in alternatives:
                    most = -1
                    best_first = 0
                    for group_islands in group:
                        part, part_first = terms(
                            group_islands, next_landings, index, price, heading
                        )
                        if part > most:
                            most = part
                        if part + part_first > best_first:
                            best_first = part + part_first
                    total += most
                    # The first island may lie in this group's islands: in one alternative.
                    if best_first - most > first:
                        first = best_first - most
                needed = -((total + first - missing) // price)
                if needed > moves:
                    moves = needed
                    if moves > budget:
                        return moves
        return moves
