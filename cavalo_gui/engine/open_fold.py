"""The open list rebuilt from the events alone: start empty, apply each expansion's change.

The entries' keys are the algorithm's order, so the entries kept as a heap give the next nodes
the search will take, and a change undone gives back the open list before it: the window steps
back through the timeline without running a search again. An entry that leaves is only marked
(lazy deletion) and dropped when it surfaces, so a change costs a few operations in C whatever
the size of open: the window folds every expansion of a run at full speed. Keys are unique
while the open list is not empty, so two entries never compare their nodes; when it empties
(a new pass) the fold starts afresh.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from heapq import heapify, heappop, heappush
from itertools import islice

from cavalo_gui.engine.events import Event, Expansion, Finished
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.open_change import Entry, OpenChange


class OpenFold:
    """The open list after :attr:`position` expansions, folded from their changes."""

    def __init__(self) -> None:
        self._heap: list[Entry] = []
        self._gone: set[Entry] = set()  # entries still in the heap that have left open
        self.position = 0
        self.ended: OpenChange | None = None  # the final event's change, once applied

    def __len__(self) -> int:
        return len(self._heap) - len(self._gone)

    def _add(self, entry: Entry) -> None:
        gone = self._gone
        if entry in gone:  # back after leaving (set aside, or a change undone)
            gone.remove(entry)
        else:
            heappush(self._heap, entry)

    def apply(self, change: OpenChange) -> None:
        """The open list after one more expansion, the one whose change this is."""
        gone, heap, taken = self._gone, self._heap, change.taken
        if taken is not None:
            if heap and heap[0] is taken:  # the usual case: the first in open's order
                heappop(heap)
            else:
                gone.add(taken)
        if change.replaced or change.pruned or change.forgotten:
            gone.update(change.replaced, change.pruned, change.forgotten)
        if len(gone) == len(heap):  # open empty (a pass of IDA* or IDDFS ends): start afresh
            self._heap = []
            gone.clear()
        add = self._add
        for entry in change.added:
            add(entry)
        self.position += 1
        if len(gone) > 4096 and len(gone) > len(self._heap) // 2:
            self._compact()

    def undo(self, change: OpenChange) -> None:
        """The open list before the expansion whose change this is (the last applied)."""
        gone = self._gone
        gone.update(change.added)
        if len(gone) == len(self._heap):
            self._heap = []
            gone.clear()
        add = self._add
        for entry in change.removed():
            add(entry)
        self.position -= 1

    def end(self, final: Finished) -> None:
        """The open list the run left: a goal selected for expansion has left it. The
        :attr:`position` stays that of the last expansion; :attr:`ended` says it was applied."""
        self.apply(final.open_change)
        self.position -= 1
        self.ended = final.open_change

    def apply_all(self, events: Iterable[Event]) -> None:
        """Apply the changes of every expansion among ``events``, in order, and the final
        event's (:meth:`end`)."""
        for event in events:
            if type(event) is Expansion:
                self.apply(event.open_change)
            elif type(event) is Finished:
                self.end(event)

    def nodes(self, count: int | None = None) -> list[Node]:
        """The first ``count`` open nodes (all of them if None), in the order the search
        takes them."""
        heap, gone = self._heap, self._gone
        while heap and heap[0] in gone:
            gone.remove(heappop(heap))
        if count is None:
            return [entry[-1] for entry in sorted(heap) if entry not in gone]
        return [entry[-1] for entry in islice(self._ordered(), count)]

    def _ordered(self) -> Iterator[Entry]:
        """The open entries in order, lazily: a best-first walk down the heap's tree (a parent
        is never greater than its children), so the first k cost O(k log k)."""
        heap, gone = self._heap, self._gone
        candidates = [(heap[0], 0)] if heap else []
        size = len(heap)
        while candidates:
            entry, index = heappop(candidates)
            if entry not in gone:
                yield entry
            for child in (2 * index + 1, 2 * index + 2):
                if child < size:
                    heappush(candidates, (heap[child], child))

    def _compact(self) -> None:
        """Drop the entries that have left open from the heap (amortised: once as many have
        left as are open)."""
        gone = self._gone
        self._heap = [entry for entry in self._heap if entry not in gone]
        heapify(self._heap)
        gone.clear()

    def copy(self) -> OpenFold:
        """An independent fold at the same position."""
        twin = OpenFold()
        twin._heap = list(self._heap)
        twin._gone = set(self._gone)
        twin.position = self.position
        twin.ended = self.ended
        return twin


def fold(events: Iterable[Event]) -> OpenFold:
    """The open list after ``events``, folded from an empty one."""
    folded = OpenFold()
    folded.apply_all(events)
    return folded
