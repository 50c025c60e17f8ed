"""The course's statistics of a run: penetrance and average branching factor (SPEC §4)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from cavalo_gui.engine.events import Finished, Outcome

TOLERANCE = 1e-6


def penetrance(length: int, generated: int) -> float | None:
    """P = L / T: the share of the generated nodes that lie on the solution."""
    if generated <= 0 or length <= 0:
        return None
    return length / generated


def branching_factor(length: int, generated: int, tolerance: float = TOLERANCE) -> float | None:
    """The B > 0 with B + B^2 + ... + B^L = T, found by bisection to ``tolerance``."""
    if length <= 0 or generated <= 0:
        return None
    if length == 1:
        return float(generated)

    def total(b: float) -> float:
        """B + B^2 + ... + B^L, or the first partial sum past T: on a path thousands of moves
        deep the whole sum would overflow a float long before its last term."""
        power, running = 1.0, 0.0
        for _ in range(length):
            power *= b
            running += power
            if running >= generated:
                break
        return running

    low, high = 0.0, max(1.0, float(generated))
    while high - low > tolerance:
        middle = (low + high) / 2
        if total(middle) < generated:
            low = middle
        else:
            high = middle
    return (low + high) / 2


def significant(value: float, digits: int = 3) -> str:
    """``value`` to ``digits`` significant digits, trailing zeros dropped, as a student reads it
    in a table: 0.375, 1.578, 0.0123, and 1.9e-5 for what fixed decimals would round to zero."""
    if value == 0 or not math.isfinite(value):
        return f"{value:g}"
    exponent = math.floor(math.log10(abs(value)))
    if -3 <= exponent < digits + 3:
        decimals = max(0, digits - 1 - exponent)
        fixed = f"{value:.{decimals}f}"
        return fixed.rstrip("0").rstrip(".") if "." in fixed else fixed
    mantissa, _e, power = f"{value:.{digits - 1}e}".partition("e")
    return f"{mantissa.rstrip('0').rstrip('.')}e{int(power)}"


@dataclass(frozen=True)
class RunStatistics:
    """Everything the course's results tables ask of one run."""

    outcome: Outcome
    length: int | None
    generated: int
    expanded: int
    penetrance: float | None
    branching_factor: float | None
    seconds: float
    max_open: int
    duplicates: int
    cost: float | None = None  # the solution's path cost g, beside its length L

    @classmethod
    def of(cls, final: Finished) -> RunStatistics:
        counters = final.counters
        length = final.solution.depth if final.solution is not None else None
        return cls(
            outcome=final.outcome,
            length=length,
            generated=counters.generated,
            expanded=counters.expanded,
            penetrance=penetrance(length or 0, counters.generated),
            branching_factor=branching_factor(length or 0, counters.generated),
            seconds=counters.seconds,
            max_open=counters.max_open,
            duplicates=counters.duplicates,
            cost=final.solution.g if final.solution is not None else None,
        )
