"""Open lists keyed by state: FIFO, LIFO and priority.

Each holds at most one live node per state, as an open entry (see ``open_change.py``): a tuple
of the node's place in the order and the node, which the expansion's open-list change reuses
as it is. Replacing a state's node leaves the old entry in the underlying queue; it is skipped
when it surfaces ("lazy deletion"), so no open list is ever scanned to find a state.
"""

from __future__ import annotations

import itertools
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from heapq import heappop, heappush

from cavalo_gui.engine.node import Node, State
from cavalo_gui.engine.open_change import Entry


class Frontier:
    """The common part: the live entry of each state in open.

    A subclass supplies ``add`` and ``add_all`` (recording each entry in :attr:`live` and in
    its own order, and returning the entries), ``_pop`` and ``_ordered``.
    """

    def __init__(self) -> None:
        self.live: dict[State, Entry] = {}
        self._count = itertools.count()

    def __len__(self) -> int:
        return len(self.live)

    def __bool__(self) -> bool:
        return bool(self.live)

    def get(self, state: State) -> Node | None:
        entry = self.live.get(state)
        return None if entry is None else entry[-1]

    def add(self, node: Node) -> Entry:
        raise NotImplementedError

    def add_all(self, nodes: Iterable[Node]) -> list[Entry]:
        return [self.add(node) for node in nodes]

    def pop(self) -> Node:
        return self.pop_entry()[-1]

    def pop_entry(self) -> Entry:
        """The next live entry, skipping entries that a cheaper node of their state replaced."""
        live = self.live
        while True:
            entry = self._pop()
            state = entry[-1].state
            if live.get(state) is entry:
                del live[state]
                return entry

    def preview(self, count: int) -> list[Node]:
        """The next ``count`` live nodes in the order :meth:`pop` would give them; the cost
        grows with ``count`` (and the stale entries among them), not with the open list."""
        live = self.live
        in_order = (entry[-1] for entry in self._ordered() if live.get(entry[-1].state) is entry)
        return list(itertools.islice(in_order, count))

    def _pop(self) -> Entry:
        raise NotImplementedError

    def _ordered(self) -> Iterable[Entry]:
        raise NotImplementedError


class FifoFrontier(Frontier):
    """First in, first out: breadth-first order; an entry is (arrival, node)."""

    def __init__(self) -> None:
        super().__init__()
        self._queue: deque[Entry] = deque()
        self._pop = self._queue.popleft  # type: ignore[method-assign]

    def add(self, node: Node) -> Entry:
        entry = (next(self._count), node)
        self.live[node.state] = entry
        self._queue.append(entry)
        return entry

    def add_all(self, nodes: Iterable[Node]) -> list[Entry]:
        live = self.live
        entries = list(zip(self._count, nodes, strict=False))  # the entries made in C
        for entry in entries:
            live[entry[1].state] = entry
        self._queue.extend(entries)
        return entries

    def _ordered(self) -> Iterable[Entry]:
        return self._queue


class LifoFrontier(Frontier):
    """Last in, first out: depth-first order; an entry is (-arrival, node). ``add_all`` keeps
    the operator order, so the first successor is the first to be expanded."""

    def __init__(self) -> None:
        super().__init__()
        self._count = itertools.count(-1, -1)
        self._stack: list[Entry] = []
        self._pop = self._stack.pop  # type: ignore[method-assign]

    def add(self, node: Node) -> Entry:
        entry = (next(self._count), node)
        self.live[node.state] = entry
        self._stack.append(entry)
        return entry

    def add_all(self, nodes: Iterable[Node]) -> list[Entry]:
        live = self.live
        entries = list(zip(self._count, reversed(list(nodes)), strict=False))
        for entry in entries:
            live[entry[1].state] = entry
        self._stack.extend(entries)
        return entries

    def _ordered(self) -> Iterable[Entry]:
        return reversed(self._stack)


class PriorityFrontier(Frontier):
    """Lowest ``priority(node)`` first; ties go to the lower h, then to the earlier insertion.

    The heap holds the entries ``(priority, h, insertion number, node)``: tuples compare in C,
    and the insertion number makes every key distinct, so nodes themselves are never compared.
    """

    def __init__(self, priority: Callable[[Node], float]) -> None:
        super().__init__()
        self._priority = priority
        self._heap: list[Entry] = []

    def add(self, node: Node) -> Entry:
        entry = (self._priority(node), node.h, next(self._count), node)
        self.live[node.state] = entry
        heappush(self._heap, entry)
        return entry

    def pop_entry(self) -> Entry:
        """The live entry of lowest priority, skipping entries replaced by a cheaper node
        (inlined: it runs once per expansion)."""
        live, heap = self.live, self._heap
        while True:
            entry = heappop(heap)
            state = entry[3].state
            if live.get(state) is entry:
                del live[state]
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
