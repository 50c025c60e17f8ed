"""Open lists keyed by state: FIFO, LIFO and priority.

Each holds at most one live node per state. Replacing a state's node leaves the old entry in
the underlying queue; it is skipped when it surfaces ("lazy deletion"), so no open list is ever
scanned to find a state.
"""

from __future__ import annotations

import itertools
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from heapq import heappop, heappush

from cavalo_gui.engine.node import Node, State


class Frontier:
    """The common part: the live node of each state in open.

    A subclass supplies ``add`` (recording the node in :attr:`live` and in its own order),
    ``_pop`` and ``_ordered``; the priority frontier also overrides ``pop``, inlined, since it
    runs once per node.
    """

    def __init__(self) -> None:
        self.live: dict[State, Node] = {}

    def __len__(self) -> int:
        return len(self.live)

    def __bool__(self) -> bool:
        return bool(self.live)

    def get(self, state: State) -> Node | None:
        return self.live.get(state)

    def add(self, node: Node) -> None:
        raise NotImplementedError

    def add_all(self, nodes: Iterable[Node]) -> None:
        for node in nodes:
            self.add(node)

    def pop(self) -> Node:
        """The next live node, skipping entries that a cheaper node of their state replaced."""
        live = self.live
        while True:
            node = self._pop()
            if live.get(node.state) is node:
                del live[node.state]
                return node

    def preview(self, count: int) -> list[Node]:
        """The next ``count`` live nodes in the order :meth:`pop` would give them; the cost
        grows with ``count`` (and the stale entries among them), not with the open list."""
        live = self.live
        in_order = (node for node in self._ordered() if live.get(node.state) is node)
        return list(itertools.islice(in_order, count))

    def _pop(self) -> Node:
        raise NotImplementedError

    def _ordered(self) -> Iterable[Node]:
        raise NotImplementedError


class FifoFrontier(Frontier):
    """First in, first out: breadth-first order."""

    def __init__(self) -> None:
        super().__init__()
        self._queue: deque[Node] = deque()
        self._pop = self._queue.popleft  # type: ignore[method-assign]

    def add(self, node: Node) -> None:
        self.live[node.state] = node
        self._queue.append(node)

    def add_all(self, nodes: Iterable[Node]) -> None:
        live, append = self.live, self._queue.append
        for node in nodes:
            live[node.state] = node
            append(node)

    def _ordered(self) -> Iterable[Node]:
        return self._queue


class LifoFrontier(Frontier):
    """Last in, first out: depth-first order. ``add_all`` keeps the operator order, so the
    first successor is the first to be expanded."""

    def __init__(self) -> None:
        super().__init__()
        self._stack: list[Node] = []
        self._pop = self._stack.pop  # type: ignore[method-assign]

    def add(self, node: Node) -> None:
        self.live[node.state] = node
        self._stack.append(node)

    def add_all(self, nodes: Iterable[Node]) -> None:
        live, append = self.live, self._stack.append
        for node in reversed(list(nodes)):
            live[node.state] = node
            append(node)

    def _ordered(self) -> Iterable[Node]:
        return reversed(self._stack)


class PriorityFrontier(Frontier):
    """Lowest ``priority(node)`` first; ties go to the lower h, then to the earlier insertion.

    The heap holds ``(priority, h, insertion number, node)``: tuples compare in C, and the
    insertion number makes every key distinct, so nodes themselves are never compared.
    """

    def __init__(self, priority: Callable[[Node], float]) -> None:
        super().__init__()
        self._priority = priority
        self._heap: list[tuple[float, float, int, Node]] = []
        self._order = itertools.count()

    def add(self, node: Node) -> None:
        self.live[node.state] = node
        heappush(self._heap, (self._priority(node), node.h, next(self._order), node))

    def pop(self) -> Node:
        """The live node of lowest priority, skipping entries replaced by a cheaper node."""
        live, heap = self.live, self._heap
        while True:
            node = heappop(heap)[3]
            if live.get(node.state) is node:
                del live[node.state]
                return node

    def _ordered(self) -> Iterator[Node]:
        """The heap's nodes in priority order, lazily: a best-first walk down the heap's tree
        (a parent is never greater than its children), so the first k cost O(k log k)."""
        heap = self._heap
        candidates = [(heap[0], 0)] if heap else []
        while candidates:
            entry, index = heappop(candidates)
            yield entry[3]
            for child in (2 * index + 1, 2 * index + 2):
                if child < len(heap):
                    heappush(candidates, (heap[child], child))

    def lowest_priority(self) -> float | None:
        """The priority of the next live node, or None if open is empty."""
        nodes = self.preview(1)
        return self._priority(nodes[0]) if nodes else None
