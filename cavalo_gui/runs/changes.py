"""Which parts of a run's picture changed since the window was last told, and when each
was last told: what lets a window repaint at most once a frame however fast a search runs."""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum
from time import perf_counter


class Part(Enum):
    """A part of the picture that changes on its own, in the order changes go out."""

    PROBLEM = "problem"
    COUNTERS = "counters"
    NODE = "node"
    SERIES = "series"
    ITERATIONS = "iterations"
    FINISHED = "finished"
    PREVIEW = "preview"
    POSITION = "position"  # the timeline moved, or the recording grew
    FINE_PHASE = "fine_phase"  # fine step turned on or off, or another phase shown


LIVE_INTERVALS = {  # seconds between two changes of a part handed out while a run is paced
    Part.COUNTERS: 0.1,
    Part.NODE: 0.2,
    Part.PREVIEW: 0.2,
    Part.SERIES: 0.8,
    Part.POSITION: 0.4,
}


class Changes:
    """The parts marked changed and not yet handed out, and when each paced part last went."""

    def __init__(self) -> None:
        self._pending: set[Part] = set()
        self._handed_out_at = dict.fromkeys(LIVE_INTERVALS, 0.0)

    def mark(self, part: Part) -> None:
        self._pending.add(part)

    def mark_all(self, parts: Iterable[Part]) -> None:
        self._pending.update(parts)

    def take(self, paced: bool = False) -> list[Part]:
        """The parts changed since the last call, in :class:`Part`'s order, now forgotten.

        While a run goes as fast as possible the window asks with ``paced`` at each batch of
        events, and each part goes out at most every :data:`LIVE_INTERVALS` seconds (the
        counters ten times a second, the board and the open list five, the chart 1.25 and the
        timeline 2.5: drawing the chart twice as often put the 99th percentile of a 10 ms
        timer's gaps above 50 ms on BFS to 2 million nodes), the board and the chart never
        in the same call, so the window keeps up without taking the search's time. Otherwise
        every changed part goes out now.
        """
        if not self._pending:
            return []
        due = set(self._pending)
        if paced:
            now = perf_counter()
            handed_out_at = self._handed_out_at
            due -= {
                part
                for part, interval in LIVE_INTERVALS.items()
                if now - handed_out_at[part] < interval
            }
            if {Part.NODE, Part.SERIES} <= due:
                due.discard(
                    Part.NODE
                    if handed_out_at[Part.NODE] > handed_out_at[Part.SERIES]
                    else Part.SERIES
                )
            for part in due & LIVE_INTERVALS.keys():
                handed_out_at[part] = now
        self._pending -= due
        return [part for part in Part if part in due]
