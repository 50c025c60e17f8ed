"""The open list rebuilt from the events alone: start empty, apply each expansion's change.

The entries are kept sorted (their keys are the algorithm's order), so the first nodes are the
next the search will take, and a change undone gives back the open list before it: the window
steps back through the timeline without running a search again.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import islice

from sortedcontainers import SortedList

from cavalo_gui.engine.events import Event, Expansion, Finished
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.open_change import OpenChange


class OpenFold:
    """The open list after :attr:`position` expansions, folded from their changes."""

    def __init__(self) -> None:
        self._entries = SortedList()
        self.position = 0
        self.ended: OpenChange | None = None  # the final event's change, once applied

    def __len__(self) -> int:
        return len(self._entries)

    def apply(self, change: OpenChange) -> None:
        """The open list after one more expansion, the one whose change this is."""
        entries = self._entries
        if change.taken is not None:
            entries.remove(change.taken)
        for group in (change.replaced, change.pruned, change.forgotten):
            for entry in group:
                entries.remove(entry)
        for entry in change.added:
            entries.add(entry)
        self.position += 1

    def undo(self, change: OpenChange) -> None:
        """The open list before the expansion whose change this is (the last applied)."""
        entries = self._entries
        for entry in change.added:
            entries.remove(entry)
        for entry in change.removed():
            entries.add(entry)
        self.position -= 1

    def apply_all(self, events: Iterable[Event]) -> None:
        """Apply the changes of every expansion among ``events``, in order, and the final
        event's (:meth:`end`)."""
        for event in events:
            if type(event) is Expansion:
                self.apply(event.open_change)
            elif type(event) is Finished:
                self.end(event)

    def end(self, final: Finished) -> None:
        """The open list the run left: a goal selected for expansion has left it. The
        :attr:`position` stays that of the last expansion; :attr:`ended` says it was applied."""
        self.apply(final.open_change)
        self.position -= 1
        self.ended = final.open_change

    def nodes(self, count: int | None = None) -> list[Node]:
        """The first ``count`` open nodes (all of them if None), in the order the search
        takes them."""
        return [entry[-1] for entry in islice(self._entries, count)]

    def copy(self) -> OpenFold:
        """An independent fold at the same position."""
        twin = OpenFold()
        twin._entries = self._entries.copy()
        twin.position = self.position
        twin.ended = self.ended
        return twin


def fold(events: Iterable[Event]) -> OpenFold:
    """The open list after ``events``, folded from an empty one."""
    folded = OpenFold()
    folded.apply_all(events)
    return folded
