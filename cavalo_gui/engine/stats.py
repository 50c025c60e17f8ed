"""The course's statistics of a run: penetrance and average branching factor (SPEC §4)."""

from __future__ import annotations

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
        return sum(b**k for k in range(1, length + 1))

    low, high = 0.0, max(1.0, float(generated))
    while high - low > tolerance:
        middle = (low + high) / 2
        if total(middle) < generated:
            low = middle
        else:
            high = middle
    return (low + high) / 2


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
        )
