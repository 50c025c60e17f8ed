"""The band bound: a lower bound on the arcs still needed, exact inside bands of two lines.

Reaching the target means closing some set S of at least ``target`` boxes (closed boxes are
free: their arcs are drawn), and the cheapest way to close S draws exactly the missing arcs
that border a box of S, so the true cost is ``min over S of cost(S)``, cost(S) = the number of
missing arcs bordering S. Cut the board into bands of two rows (or two columns) of boxes. An
arc inside a band (or on the board's edge) is counted exactly, once, by the band's own search.
An arc between two bands borders at most one box on each side: give each selected box beside
it half of it, which never counts more than the 1 the arc costs. So

    cost(S) >= sum over bands of bandcost(S ∩ band),

and the cheapest split of the target count among the bands (a min-plus sum over bands of
"the cheapest cost of at least n boxes in this band", each found by a search along the band,
column by column, over the patterns of selected boxes in a column) is a lower bound on the
true cost.

Drawing one arc lowers any bandcost sum by at most 1 (an arc inside a band counts once, an arc
between bands counts a half on each side), so the bound is consistent. Costs are kept in half
arcs, so that everything is an integer.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

from cavalo_gui.domains.dots.board import Geometry

INFINITY = 1 << 40
MAX_CACHED = 200_000

Band = tuple[int, tuple[tuple[tuple[int, int], ...], ...]]  # arc mask, per column the rows' arcs


def _line_arcs(shape: Geometry, transposed: bool) -> tuple[int, int, Callable, Callable]:
    """The board seen as lines of boxes: rows, or columns when ``transposed``. Returns the
    number of lines, their length, and the arc across a line's box (``across(line, at)``,
    above it for rows) and along it (``along(at, line)``, left of it for rows)."""
    if transposed:
        return shape.columns, shape.rows, shape.vertical, shape.horizontal
    return shape.rows, shape.columns, shape.horizontal, shape.vertical


def make_bands(shape: Geometry, transposed: bool, offset: int) -> tuple[Band, ...]:
    """The bands of two lines (rows, or columns when ``transposed``), the first one starting
    at line ``offset`` (a band of one line before it, and one at the end if left over).

    Each band is its arc mask (the key of its costs) and, for each box position along it, one
    ``(upper arc, its weight, lower arc, its weight, left arc, right arc)`` per line of the
    band; a weight is 2 half arcs, or 1 for an arc shared with the next band."""
    lines, length, across, along = _line_arcs(shape, transposed)
    cuts = sorted({0, lines, *range(offset, lines, 2)})
    bands = []
    for top, bottom in itertools.pairwise(cuts):
        mask = 0
        columns = []
        for at in range(length):
            rows = []
            for line in range(top, bottom):
                upper, lower = across(line, at), across(line + 1, at)
                left, right = along(at, line), along(at + 1, line)
                # a band-edge arc inside the board is shared with the next band: half each
                upper_weight = 2 if line > top or line == 0 else 1
                lower_weight = 2 if line + 1 < bottom or line + 1 == lines else 1
                rows.append((upper, upper_weight, lower, lower_weight, left, right))
                mask |= (1 << upper) | (1 << lower) | (1 << left) | (1 << right)
            columns.append(tuple(rows))
        bands.append((mask, tuple(columns)))
    return tuple(bands)


def band_costs(band: Band, arcs: int, largest: int) -> list[int]:
    """For n = 0..largest, the cheapest cost in half arcs of closing at least n boxes of the
    band, searched column by column over the patterns of selected boxes in a column."""
    _mask, columns = band
    height = len(columns[0])
    patterns = range(1 << height)
    best = [[0] + [INFINITY] * largest] + [[INFINITY] * (largest + 1) for _ in patterns[1:]]
    for rows in columns:
        # own[p]: the arcs the boxes of pattern p count whatever came before; left[p]: the left
        # arcs of p's boxes, counted unless the box to the left was selected too
        own = [0] * len(patterns)
        left = [0] * len(patterns)
        for pattern in patterns:
            for k, (upper, up_w, lower, low_w, left_arc, right_arc) in enumerate(rows):
                if not pattern >> k & 1:
                    continue
                if not arcs >> right_arc & 1:
                    own[pattern] += 2
                if not arcs >> left_arc & 1:
                    left[pattern] += 2
                if not arcs >> lower & 1:
                    own[pattern] += low_w
                if not arcs >> upper & 1 and (k == 0 or not pattern >> (k - 1) & 1):
                    own[pattern] += up_w
        after = [[INFINITY] * (largest + 1) for _ in patterns]
        for pattern in patterns:
            size = pattern.bit_count()
            target_row = after[pattern]
            for previous in patterns:
                cost = own[pattern] + left[pattern & ~previous]
                for count, value in enumerate(best[previous]):
                    if value >= INFINITY:
                        continue
                    reached = count + size
                    if reached > largest:
                        reached = largest
                    value += cost
                    if value < target_row[reached]:
                        target_row[reached] = value
        best = after
    cheapest = [min(column) for column in zip(*best, strict=True)]
    for count in range(largest - 1, -1, -1):  # at least n boxes: the best of n or more
        cheapest[count] = min(cheapest[count], cheapest[count + 1])
    return cheapest


class BandBound:
    """The band bound of one board and target, over one way of cutting it into bands.

    A child differs from its parent by one arc, which changes one or two bands: the cost lists
    are remembered by each band's arcs, and the combination of the first k bands by the arcs
    of those k bands, so that a child mostly recombines only from its changed band on."""

    def __init__(self, shape: Geometry, target: int, transposed: bool, offset: int) -> None:
        self.target = target
        self.bands = make_bands(shape, transposed, offset)
        self._costs: dict[tuple[int, int], list[int]] = {}
        self._prefixes: dict[tuple[int, ...], list[int]] = {}

    def half_arcs(self, arcs: int) -> int:
        """The bound in half arcs: the cheapest split of the target among the bands."""
        if len(self._costs) > MAX_CACHED or len(self._prefixes) > MAX_CACHED:
            self._costs.clear()
            self._prefixes.clear()
        target = self.target
        keys = tuple(arcs & band[0] for band in self.bands)
        total = [0] + [INFINITY] * target  # total[n]: the cheapest for at least n boxes so far
        last = len(self.bands) - 1
        for index in range(last):
            prefix = keys[: index + 1]
            known = self._prefixes.get(prefix)
            if known is None:
                known = self._prefixes[prefix] = _combine(total, self._band_costs(index, arcs))
            total = known
        costs = self._band_costs(last, arcs)
        return min(
            so_far + costs[target - have]
            for have, so_far in enumerate(total)
            if target - have < len(costs)
        )

    def _band_costs(self, index: int, arcs: int) -> list[int]:
        band = self.bands[index]
        key = (index, arcs & band[0])
        costs = self._costs.get(key)
        if costs is None:
            largest = min(self.target, len(band[1]) * len(band[1][0]))
            costs = self._costs[key] = band_costs(band, arcs, largest)
        return costs


def _combine(total: list[int], costs: list[int]) -> list[int]:
    """The cheapest cost of at least n boxes over the bands so far (``total``) and one more
    band (``costs``), for n = 0..target: a min-plus sum, the counts past the target kept at
    the target."""
    target = len(total) - 1
    combined = [INFINITY] * (target + 1)
    for have, so_far in enumerate(total):
        if so_far >= INFINITY:
            continue
        still = target - have
        for more in range(min(len(costs), still)):
            value = so_far + costs[more]
            if value < combined[have + more]:
                combined[have + more] = value
        if still < len(costs) and so_far + costs[still] < combined[target]:
            combined[target] = so_far + costs[still]
    return combined
