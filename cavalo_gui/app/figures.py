"""How many decimals a figure needs to be told apart from the others it is read with.

IDA*'s thresholds on problem B are 9.25926 and then 9.26230: written with two decimals both
read "9.26", and a student told "the threshold rose from 9.26 to 9.26" learns nothing. A
threshold is written with the fewest decimals (two at least) at which every distinct threshold
of the run reads differently, and a quiz answer is judged at that precision.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

LEAST_DECIMALS = 2
MOST_DECIMALS = 9


def decimals_apart(values: Iterable[float | None], least: int = LEAST_DECIMALS) -> int:
    """The fewest decimals, from ``least``, at which the distinct finite ``values`` are all
    written differently (at most :data:`MOST_DECIMALS`)."""
    distinct: list[float] = []  # one of each, a float's rounding noise aside (9.2857142857142[85])
    for value in sorted(float(v) for v in values if v is not None and math.isfinite(v)):
        if not distinct or not math.isclose(value, distinct[-1], rel_tol=1e-9, abs_tol=1e-12):
            distinct.append(value)
    for decimals in range(least, MOST_DECIMALS + 1):
        if len({f"{value:.{decimals}f}" for value in distinct}) == len(distinct):
            return decimals
    return MOST_DECIMALS


def same_at(one: float, other: float, decimals: int) -> bool:
    """Whether ``one`` and ``other`` read alike written with ``decimals`` decimals."""
    if math.isinf(one) or math.isinf(other):
        return one == other
    return f"{one:.{decimals}f}" == f"{other:.{decimals}f}"
