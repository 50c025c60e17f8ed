"""Which parts of a run's picture changed since the window was last told, and when each
was last told: what lets a window repaint at most once a frame however fast a search runs."""

from __future__ import annotations

from collections.abc import Callable, Iterable
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
    Part.COUNTERS: 0.2,
    Part.NODE: 0.4,
    Part.PREVIEW: 0.4,
    Part.SERIES: 1.0,
    Part.POSITION: 1.0,
}
DRAWN_APART = frozenset((Part.NODE, Part.PREVIEW, Part.SERIES))  # the costly repaints


class Changes:
    """The parts marked changed and not yet handed out, and when each paced part last went."""

    def __init__(self, clock: Callable[[], float] = perf_counter) -> None:
        self.clock = clock  # what the paced intervals are measured by
        self._pending: set[Part] = set()
        self._handed_out_at = dict.fromkeys(LIVE_INTERVALS, 0.0)
        self.stretch = 1.0  # the paced intervals' factor, set by the run's driver (runs/pace.py)

    def mark(self, part: Part) -> None:
        self._pending.add(part)

    def mark_all(self, parts: Iterable[Part]) -> None:
        self._pending.update(parts)

    def take(self, paced: bool = False) -> list[Part]:
        """The parts changed since the last call, in :class:`Part`'s order, now forgotten.

        While a run goes as fast as possible the window asks with ``paced`` at each batch of
        events, and each part goes out at most every :data:`LIVE_INTERVALS` seconds times
        :attr:`stretch` (unstretched, the counters five times a second, the board and the open
        list two and a half, the chart and the timeline once: twice as often, the window took
        a quarter of the CPU of BFS on F to 2 million nodes, issue 38), and of the board, the
        open list and the chart one at most per call, so that no update of the window holds
        it long and the window keeps up without taking the search's time. Otherwise every
        changed part goes out now.
        """
        if not self._pending:
            return []
        due = set(self._pending)
        if paced:
            now = self.clock()
            handed_out_at = self._handed_out_at
            due -= {
                part
                for part, interval in LIVE_INTERVALS.items()
                if now - handed_out_at[part] < interval * self.stretch
            }
            drawn = due & DRAWN_APART
            if len(drawn) > 1:  # the one waiting longest goes; the others at the next batch
                due -= drawn - {min(drawn, key=handed_out_at.__getitem__)}
            for part in due & LIVE_INTERVALS.keys():
                handed_out_at[part] = now
        self._pending -= due
        return [part for part in Part if part in due]
