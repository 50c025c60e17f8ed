"""Open lists keyed by state: FIFO, LIFO and priority.

Each holds at most one live node per state, as an open entry (see ``open_change.py``): a tuple
of the node's place in the order and the node, which the expansion's open-list change reuses
as it is. Replacing a state's node leaves the old entry in the underlying queue; it is skipped
when it surfaces ("lazy deletion"), so no open list is ever scanned to find a state. The live
entries sit in a :class:`~cavalo_gui.engine.state_table.StateTable`, which grows in small steps;
:attr:`Frontier.size` counts them.
"""

from __future__ import annotations

import itertools
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from heapq import heappop, heappush

from cavalo_gui.engine.node import Node, State
from cavalo_gui.engine.open_change import Entry
from cavalo_gui.engine.state_table import SHARD_MASK, StateTable


class Frontier:
    """The common part: the live entry of each state in open.

    A subclass supplies ``_push`` (its own order for new entries, returning them), ``_pop``
    and ``_ordered``. A search loop that has already picked a state's shard in :attr:`shards`
    may look the state up there itself.

    With ``closed_as``, the table also remembers the states that left open: a state popped
    keeps ``closed_as(node)`` (its depth, its g) in place of its entry, and a search keeps
    its table of every state met in this one table, so a state costs one lookup, not one in
    open and another in a table beside it. Only a tuple in the table is a live entry.
    """

    _pushes_reversed = False  # whether ``_push`` makes the entries in the nodes' reverse order

    def __init__(self, closed_as: Callable[[Node], object] | None = None) -> None:
        self.live = StateTable()
        self.shards = self.live.shards
        self.size = 0
        self._count = itertools.count()
        self._closed_as = closed_as
        # Entries left in the queue by a replacement: while there are none, an entry popped is
        # live without looking it up (BFS and A* with a consistent heuristic never replace).
        self._stale = 0

    def __len__(self) -> int:
        return self.size

    def keep_closed(self, closed_as: Callable[[Node], object]) -> None:
        """From now on, a state popped keeps ``closed_as(node)`` in the table (see above)."""
        self._closed_as = closed_as

    def __bool__(self) -> bool:
        return self.size > 0

    def get(self, state: State) -> Node | None:
        entry = self.live.get(state)
        return entry[-1] if entry.__class__ is tuple else None

    def add(self, node: Node) -> Entry:
        """Put ``node`` into open, in place of its state's live node if there is one."""
        if self.live.get(node.state).__class__ is tuple:
            self._stale += 1
        else:
            self.size += 1
        (entry,) = self._push((node,))
        self.live[node.state] = entry
        return entry

    def add_all(
        self, nodes: list[Node], replacing: int = 0, slots: list[int] | None = None
    ) -> list[Entry]:
        """Put ``nodes`` into open, in order; ``replacing`` of them take the place of their
        state's live node (the caller knows which: it looked them up). ``slots``: each state's
        shard (``hash(state) & SHARD_MASK``), when the caller has picked them already."""
        shards = self.shards
        entries = self._push(nodes)
        if slots is None:
            for entry in entries:
                state = entry[-1].state
                shards[hash(state) & SHARD_MASK][state] = entry
        else:
            if self._pushes_reversed:
                slots = slots[::-1]
            for entry, slot in zip(entries, slots):  # noqa: B905 (a keyword costs a parse per call)
                shards[slot][entry[-1].state] = entry
        self.size += len(entries) - replacing
        self._stale += replacing
        return entries

    def pop(self) -> Node:
        return self.pop_entry()[-1]

    def pop_entry(self) -> Entry:
        """The next live entry, skipping entries that a cheaper node of their state replaced
        (looked up only while there are such entries)."""
        shards, pop, closed_as = self.shards, self._pop, self._closed_as
        while True:
            entry = pop()
            node = entry[-1]
            state = node.state
            shard = shards[hash(state) & SHARD_MASK]
            if self._stale and shard.get(state) is not entry:
                self._stale -= 1
                continue
            self.size -= 1
            if closed_as is None:
                del shard[state]
            else:
                shard[state] = closed_as(node)
            return entry

    def preview(self, count: int) -> list[Node]:
        """The next ``count`` live nodes in the order :meth:`pop` would give them; the cost
        grows with ``count`` (and the stale entries among them), not with the open list."""
        live = self.live
        in_order = (entry[-1] for entry in self._ordered() if live.get(entry[-1].state) is entry)
        return list(itertools.islice(in_order, count))

    def _push(self, nodes: Iterable[Node]) -> list[Entry]:
        raise NotImplementedError

    def _pop(self) -> Entry:
        raise NotImplementedError

    def _ordered(self) -> Iterable[Entry]:
        raise NotImplementedError


class FifoFrontier(Frontier):
    """First in, first out: breadth-first order; an entry is (arrival, node).

    A search loop may make the entries itself, ``(frontier.arrivals + i, node)``, store them in
    :attr:`shards` as it meets their states and hand them over with :meth:`extend`: one pass
    over the successors instead of two. Each batch leaves one number unused after it (as
    numbers drawn from a counter by ``zip`` did), so that runs number their entries as before.
    """

    def __init__(self, closed_as: Callable[[Node], object] | None = None) -> None:
        super().__init__(closed_as)
        self.arrivals = 0  # the arrival number of the next entry
        self._queue: deque[Entry] = deque()
        self._pop = self._queue.popleft  # type: ignore[method-assign]

    def _push(self, nodes: Iterable[Node]) -> list[Entry]:
        nodes = list(nodes)
        first = self.arrivals
        entries = list(zip(range(first, first + len(nodes)), nodes))  # noqa: B905 (made in C)
        self.arrivals = first + len(nodes) + 1
        self._queue.extend(entries)
        return entries

    def extend(self, entries: list[Entry], replacing: int) -> None:
        """Append ``entries``, made and stored in the table by the caller (see above), numbered
        from ``arrivals`` on; ``replacing`` of them took their state's live entry."""
        self.arrivals += len(entries) + 1
        self._queue.extend(entries)
        self.size += len(entries) - replacing
        self._stale += replacing

    def _ordered(self) -> Iterable[Entry]:
        return self._queue


class LifoFrontier(Frontier):
    """Last in, first out: depth-first order; an entry is (-arrival, node). ``add_all`` keeps
    the operator order, so the first successor is the first to be expanded."""

    _pushes_reversed = True

    def __init__(self, closed_as: Callable[[Node], object] | None = None) -> None:
        super().__init__(closed_as)
        self._count = itertools.count(-1, -1)
        self._stack: list[Entry] = []
        self._pop = self._stack.pop  # type: ignore[method-assign]

    def _push(self, nodes: Iterable[Node]) -> list[Entry]:
        entries = list(zip(self._count, reversed(list(nodes))))  # noqa: B905
        self._stack.extend(entries)
        return entries

    def _ordered(self) -> Iterable[Entry]:
        return reversed(self._stack)


class PriorityFrontier(Frontier):
    """Lowest ``priority(node)`` first; ties go to the lower h, then to the earlier insertion.

    The heap holds the entries ``(priority, h, insertion number, node)``: tuples compare in C,
    and the insertion number makes every key distinct, so nodes themselves are never compared.
    A search loop may push its entries itself, numbered by :attr:`numbers`, onto :attr:`heap`
    and store them in :attr:`shards` as it meets their states, then say so with :meth:`pushed`.
    """

    def __init__(
        self, priority: Callable[[Node], float], closed_as: Callable[[Node], object] | None = None
    ) -> None:
        super().__init__(closed_as)
        self._priority = priority
        self._heap: list[Entry] = []
        self.heap = self._heap
        self.numbers = self._count

    def pushed(self, count: int, replacing: int) -> None:
        """The caller pushed ``count`` entries and stored them (see above); ``replacing`` of
        them took their state's live entry, which stays in the heap until it surfaces."""
        self.size += count - replacing
        self._stale += replacing

    def _push(self, nodes: Iterable[Node]) -> list[Entry]:
        priority, heap, count = self._priority, self._heap, self._count
        entries = []
        for node in nodes:
            entry = (priority(node), node.h, next(count), node)
            heappush(heap, entry)
            entries.append(entry)
        return entries

    def pop_entry(self) -> Entry:
        """The live entry of lowest priority, skipping stale ones (inlined: it runs once per
        expansion)."""
        shards, heap, closed_as = self.shards, self._heap, self._closed_as
        while True:
            entry = heappop(heap)
            node = entry[3]
            state = node.state
            shard = shards[hash(state) & SHARD_MASK]
            if self._stale and shard.get(state) is not entry:
                self._stale -= 1
                continue
            self.size -= 1
            if closed_as is None:
                del shard[state]
            else:
                shard[state] = closed_as(node)
            return entry

    def _ordered(self) -> Iterator[Entry]:
        """The heap's entries in priority order, lazily: a best-first walk down the heap's tree
        (a parent is never greater than its children), so the first k cost O(k log k)."""
        heap = self._heap
        candidates = [(heap[0], 0)] if heap else []
        while candidates:
            entry, index = heappop(candidates)
            yield entry
            for child in (2 * index + 1, 2 * index + 2):
                if child < len(heap):
                    heappush(candidates, (heap[child], child))

    def lowest_priority(self) -> float | None:
        """The priority of the next live node, or None if open is empty."""
        nodes = self.preview(1)
        return self._priority(nodes[0]) if nodes else None
