"""What one expansion did to the open list, as a value: the nodes that entered it and left it.

An entry of the open list is a tuple whose last item is the node and whose other items are the
node's place in the algorithm's order, unique among the entries open at once: sorted, the
entries are the open list in the order the algorithm takes them (see :class:`OpenFold`). Each
algorithm chooses its keys (a priority queue's heap entry, a stack's push number negated, a
level of the recursion and a backed-up f), so one fold serves all of them.
"""

from __future__ import annotations

from dataclasses import dataclass

from cavalo_gui.engine.node import Node

Entry = tuple  # (key..., node): the key sorts it among the open entries; the node is last
_ABSENT = object()


@dataclass(slots=True, unsafe_hash=True)
class OpenChange:
    """The open list's change since the previous expansion, applied removals first.

    ``taken``: the entry of the node expanded, when it waited in open (the root of a run or of a
    pass never did: the open list starts empty). ``replaced``: entries that left for another of
    the same node or state (a cheaper duplicate, a new key after a backed-up f) or were set aside
    (the decision search's pass while its dive runs). ``pruned``: entries cut by a bound (a beam
    pushed out by a better node, a subtree abandoned). ``forgotten``: SMA*'s leaves dropped for
    memory. ``added``: the entries that entered. ``bound``: a new threshold or f-limit, set on
    the first expansion under it (a pass of IDA*, IDDFS or the decision search starts from an
    empty open list, so its restart is told by its first expansion's ``bound``).
    """

    added: tuple[Entry, ...] = ()
    taken: Entry | None = None
    replaced: tuple[Entry, ...] = ()
    pruned: tuple[Entry, ...] = ()
    forgotten: tuple[Entry, ...] = ()
    bound: float | None = None

    def removed(self) -> tuple[Entry, ...]:
        """Every entry that left open, the taken one first."""
        taken = () if self.taken is None else (self.taken,)
        return taken + self.replaced + self.pruned + self.forgotten


class OpenLog:
    """The changes to an open list between two expansions, for the algorithms whose open list
    changes in many places (beam, RBFS, SMA*, the decision search). An entry that enters and
    leaves between two expansions cancels out."""

    __slots__ = ("_added", "bound", "forgotten", "pruned", "replaced", "taken")

    def __init__(self) -> None:
        self._added: dict[Entry, None] = {}
        self.taken: Entry | None = None
        self.replaced: list[Entry] = []
        self.pruned: list[Entry] = []
        self.forgotten: list[Entry] = []
        self.bound: float | None = None

    def add(self, entry: Entry) -> None:
        self._added[entry] = None

    def take(self, entry: Entry) -> None:
        if self._added.pop(entry, _ABSENT) is _ABSENT:
            self.taken = entry

    def replace(self, entry: Entry) -> None:
        if self._added.pop(entry, _ABSENT) is _ABSENT:
            self.replaced.append(entry)

    def prune(self, entry: Entry) -> None:
        if self._added.pop(entry, _ABSENT) is _ABSENT:
            self.pruned.append(entry)

    def forget(self, entry: Entry) -> None:
        if self._added.pop(entry, _ABSENT) is _ABSENT:
            self.forgotten.append(entry)

    def flush(self) -> OpenChange:
        """The change logged since the last flush; the log starts again empty."""
        change = OpenChange(
            tuple(self._added),
            self.taken,
            tuple(self.replaced),
            tuple(self.pruned),
            tuple(self.forgotten),
            self.bound,
        )
        self._added = {}
        self.taken, self.bound = None, None
        self.replaced, self.pruned, self.forgotten = [], [], []
        return change


def entry_node(entry: Entry) -> Node:
    """The node of an open entry."""
    return entry[-1]
