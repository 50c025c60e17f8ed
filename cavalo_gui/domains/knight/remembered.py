"""The islands bound's look-ups remembered: the same answers, sooner.

For each state it estimates, the islands bound asks, for every island at every threshold, which
numbers lie a jump away from it (:meth:`RelaxationTables.numbers_of` on the island's
neighbouring squares still on the board). A move changes the neighbours of few islands, so most
of these questions repeat: on problem F (decision search, seeds 11 and 40, 10,000 expansions)
the distinct sets asked are 34,000-46,000, and remembering them cut the run's CPU by 11-15%.
A set of squares always holds the same numbers, so the bound's value does not change.
"""

from __future__ import annotations

from typing import Any

from cavalo_gui.domains.knight.relaxation import RelaxationTables

# Sets of squares remembered (about 130 bytes each, measured, so at most about 35 MB), then
# forgotten at once: on problem F, 34,000-46,000 distinct sets per 10,000 expansions.
NUMBER_SETS_KEPT = 1 << 18


class RememberedTables:
    """``tables`` whose :meth:`numbers_of` remembers its answers (up to ``NUMBER_SETS_KEPT``
    sets of squares, then none until it has learnt them again); every other attribute is the
    tables' own."""

    def __init__(self, tables: RelaxationTables) -> None:
        self._tables = tables
        self.remembered: dict[int, int] = {}
        self.numbers_of = self._numbers_of_function()

    def _numbers_of_function(self):
        remembered = self.remembered
        recall = remembered.get
        numbers_of = self._tables.numbers_of

        def remembered_numbers_of(squares: int) -> int:
            """The set of numbers on a set of squares (as the tables say), remembered."""
            numbers = recall(squares)
            if numbers is None:
                if len(remembered) >= NUMBER_SETS_KEPT:
                    remembered.clear()
                numbers = remembered[squares] = numbers_of(squares)
            return numbers

        return remembered_numbers_of

    def __getattr__(self, name: str) -> Any:
        return getattr(self._tables, name)
