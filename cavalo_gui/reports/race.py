"""Who won a race of runs on the same problem: the rule in one place, outside the window."""

from __future__ import annotations

from collections.abc import Sequence

from cavalo_gui.engine.events import Finished, Outcome


def winner(finals: Sequence[Finished | None]) -> int | None:
    """The index of the winning run among ``finals`` (each run's final event, None for one not
    ended): of the runs that solved the problem, the one that expanded the fewest nodes (the
    work the course's tables count); between equals, the cheaper solution, then the first.
    None while a run goes on or when none solved it."""
    if not finals or any(final is None for final in finals):
        return None
    solved = [
        (final.counters.expanded, final.solution.g, index)
        for index, final in enumerate(finals)
        if final is not None and final.outcome is Outcome.SOLVED and final.solution is not None
    ]
    return min(solved)[2] if solved else None
