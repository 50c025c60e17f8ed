"""SMA* (simplified memory-bounded A*, Russell 1992): A*'s order within a fixed number of nodes.

As AIMA tells it, SMA* proceeds just like A* while memory has room, expanding the best leaf;
once a node's successors no longer fit, it generates them one at a time. When memory is full,
the worst leaf is forgotten and its f is backed up to its parent, which will regenerate it if it
ever becomes the best again. With an admissible heuristic the solution is optimal whenever the
optimal path fits in memory (``memory`` >= optimal depth + 1).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator
from typing import Any

from sortedcontainers import SortedList

from cavalo_gui.engine.algorithms.spec import Algorithm, Duplicates, Parameter, Pruning
from cavalo_gui.engine.events import Event, Expansion, Fate
from cavalo_gui.engine.message import message
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.open_change import OpenChange, OpenLog
from cavalo_gui.engine.search import UNREACHABLE, Search

MEMORY = Parameter("memory", default=100, minimum=2, maximum=1_000_000)


Entry = tuple[float, int, int, "Record"]  # (order key, -depth, seq, record): seq is unique


class Record:
    """A node held in memory, with SMA*'s bookkeeping.

    ``value`` is its f, raised by pathmax and by backed-up values; ``children`` the successors in
    memory by operator index; ``forgotten`` the backed-up values of successors it had to drop;
    ``next_new`` the first operator index never generated; ``count`` the number of successors
    (None until first expanded); ``options`` its successors, kept while some are still to be
    generated for the first time; ``index`` its operator index in its parent. ``expand_entry``
    and ``leaf_entry`` are its places in :class:`Memory`'s two orders (None when not there).
    """

    __slots__ = (
        "children",
        "count",
        "expand_entry",
        "forgotten",
        "index",
        "leaf_entry",
        "next_new",
        "node",
        "open_entry",
        "options",
        "parent",
        "seq",
        "value",
    )

    def __init__(
        self, node: Node, value: float, parent: Record | None, seq: int, index: int = -1
    ) -> None:
        self.node = node
        self.value = value
        self.parent = parent
        self.seq = seq
        self.index = index
        self.children: dict[int, Record] = {}
        self.forgotten: dict[int, float] = {}
        self.next_new = 0
        self.count: int | None = None
        self.options: list[tuple[str, Any, float]] | None = None
        self.expand_entry: Entry | None = None
        self.open_entry: tuple | None = None  # (key, -depth, seq, node): its open entry
        self.leaf_entry: Entry | None = None

    def key(self) -> float | None:
        """The f at which this record would generate its next successor, or None if every
        successor is already in memory (or it has none)."""
        if self.count is None or self.next_new < self.count:
            return self.value
        if self.forgotten:
            return min(self.forgotten.values())
        return None

    def backed_up_value(self) -> float:
        values = [child.value for child in self.children.values()]
        values.extend(self.forgotten.values())
        return min(values, default=math.inf)


class Memory:
    """The records held, in two orders kept up to date in O(log n) per change (sorted lists):
    the expandable records by expansion order (lowest key; deepest, then oldest, on ties) and
    the leaves but the root by forget order (highest f; shallowest, then newest, on ties: the
    last the expansion order would take). ``preview`` lists the next records to be expanded.
    Every change to the expandable records is recorded as a change to the events' open list
    (:meth:`changes`), so the algorithm never builds that log itself.

    The leaves are put in order only once memory is first full: a run that never forgets (the
    memory larger than the search needs) pays for one order, as A* does.
    """

    def __init__(self) -> None:
        self.size = 0
        self.root: Record | None = None
        self.expandable = SortedList()
        self.leaves: SortedList | None = None
        self._log = OpenLog()

    def changes(self) -> OpenChange:
        """The open list's change since the last call."""
        return self._log.flush()

    def __len__(self) -> int:
        return self.size

    def preview(self, count: int) -> list[Node]:
        return [entry[3].node for entry in self.expandable[: max(count, 0)]]

    def add(self, record: Record) -> None:
        self.size += 1
        if record.parent is None:
            self.root = record
        self.refresh(record)

    def remove(self, record: Record) -> None:
        self.size -= 1
        if record.expand_entry is not None:
            self.expandable.remove(record.expand_entry)
            record.expand_entry = None
            self._log.forget(record.open_entry)
        if record.leaf_entry is not None and self.leaves is not None:
            self.leaves.remove(record.leaf_entry)
            record.leaf_entry = None

    def refresh(self, record: Record, taking: bool = False) -> None:
        """Put ``record`` back in its places after its key, value or children changed;
        ``taking`` for the record being expanded (its old place in open is taken, not replaced)."""
        key = record.key()
        depth = -record.node.depth
        entry = None if key is None else (key, depth, record.seq, record)
        if entry != record.expand_entry:
            log = self._log
            if record.expand_entry is not None:
                self.expandable.remove(record.expand_entry)
                if taking:
                    log.take(record.open_entry)
                else:
                    log.replace(record.open_entry)
            if entry is not None:
                self.expandable.add(entry)
                record.open_entry = (key, depth, record.seq, record.node)
                log.add(record.open_entry)
            record.expand_entry = entry
        if self.leaves is None:
            return
        entry = _leaf_entry(record)
        if entry != record.leaf_entry:
            if record.leaf_entry is not None:
                self.leaves.remove(record.leaf_entry)
            if entry is not None:
                self.leaves.add(entry)
            record.leaf_entry = entry

    def take(self, record: Record) -> None:
        """``record`` selected for good (a goal): it leaves open, still held."""
        if record.expand_entry is not None:
            self.expandable.remove(record.expand_entry)
            record.expand_entry = None
            self._log.take(record.open_entry)

    def best(self) -> Record | None:
        """The record the expansion order takes next, or None if none is expandable."""
        return self.expandable[0][3] if self.expandable else None

    def worst_leaf(self, keep: Record) -> Record:
        """The leaf the forget order takes first, other than ``keep`` (and never the root)."""
        if self.leaves is None:
            self.leaves = SortedList(self._leaf_entries())
        for position in (-1, -2):
            record = self.leaves[position][3]
            if record is not keep:
                return record
        raise AssertionError("no leaf to forget")

    def _leaf_entries(self) -> Iterator[Entry]:
        """The forget-order entries of every leaf held, found from the root down."""
        waiting = [self.root] if self.root is not None else []
        while waiting:
            record = waiting.pop()
            record.leaf_entry = _leaf_entry(record)
            if record.leaf_entry is not None:
                yield record.leaf_entry
            waiting.extend(record.children.values())


def _leaf_entry(record: Record) -> Entry | None:
    """A record's place in the forget order, if it is a leaf other than the root."""
    if record.children or record.parent is None:
        return None
    return (record.value, -record.node.depth, record.seq, record)


def sma_star(search: Search, memory: int) -> Iterator[Event]:
    """Each step takes the best record (lowest f; deepest, then oldest, on ties), tests it for the
    goal when it is first selected, and generates its successors never generated yet, all of
    them if memory has room for them all (as A* expands), else ONE: the next never generated,
    or else the forgotten one with the lowest backed-up value. A successor gets
    f = max(g + h, parent's f, its backed-up value if regenerated). Once a record has generated
    all its successors, its f becomes the least f among them (in memory or forgotten), and the
    change is backed up towards the root. Before a successor enters full memory, the worst leaf
    (highest f; shallowest, then newest, on ties: the last the expansion order would take) is
    forgotten and its f recorded in its parent.

    A non-goal successor at depth ``memory`` - 1 could never be expanded (its path would not fit)
    and is ``PRUNED``; if the run then ends without a solution, the final event says that memory
    was too small (outcome ``limit``), not that there is no solution.

    Duplicate policy: no closed list; a successor whose state is on its own path is a
    ``DUPLICATE``. Every step counts as one expansion (one event) and T counts every
    regeneration; with memory to spare, the steps and the counts are A*'s. Events carry
    ``memory`` (records held), ``forgotten`` and ``backed_up``;
    ``max_open`` is the most records ever held.

    Cost: both orders are sorted lists, so a step costs O(log n) in the records held n (plus
    the path and the successors of the node), and with memory to spare SMA* runs as A* does.
    """
    problem = search.problem
    is_goal = problem.is_goal
    estimate = search.heuristic.estimate
    inf = math.inf
    order = itertools.count()
    root = search.make_root()
    held = Memory()
    search.frontier = held
    if root.f == inf:
        yield search.exhausted(1, UNREACHABLE)
        return
    held.add(Record(root, root.f, None, next(order)))
    search.note_open(1)
    cut_by_memory = False
    while True:
        best = held.best()
        best_key = best.key() if best is not None else None
        if best is None or best_key is None or best_key == inf:
            break
        reason = search.before_expansion()
        if reason is not None:
            yield search.stopped(reason, len(held), None if cut_by_memory else best_key)
            return
        node = best.node
        if best.count is None and is_goal(node.state):
            if cut_by_memory:  # a cheaper path may have been one cut for memory
                search.optimal = False
            held.take(best)  # a goal selected for expansion leaves open, as in A*
            yield search.solved(node, len(held), held.changes())
            return
        search.expanded += 1
        search.observe(node)
        options = best.options
        if options is None:
            options = list(problem.successors(node.state))
        if best.count is None:
            best.count = len(options)
        forgotten_now: list[Node] = []
        children: list[tuple[Node, Fate]] = []
        waiting = best.count - best.next_new  # successors never generated yet
        remembered = -inf
        if waiting and len(held) + waiting <= memory:  # room for them all: expand as A* does
            indices: range | tuple[int, ...] = range(best.next_new, best.count)
            best.next_new = best.count
            best.options = None
        elif waiting:
            indices = (best.next_new,)
            best.next_new += 1
            # The successors are kept while some have never been generated.
            best.options = options if best.next_new < best.count else None
        elif best.forgotten:
            index = min(best.forgotten, key=lambda i: (best.forgotten[i], i))
            remembered = best.forgotten.pop(index)
            indices = (index,)
        else:
            indices = ()
        held.refresh(best, taking=True)
        for index in indices:
            move, state, cost = options[index]
            if _on_path(best, state):
                search.duplicates += 1
                children.append((Node(state, node, move, node.g + cost, 0.0), Fate.DUPLICATE))
                continue
            child = Node(state, node, move, node.g + cost, estimate(state))
            too_deep = child.depth >= memory - 1 and not is_goal(state)
            if child.f == inf or too_deep:
                cut_by_memory = cut_by_memory or (too_deep and child.f < inf)
                children.append((child, Fate.PRUNED))
                continue
            search.generated += 1
            while len(held) >= memory:
                forgotten_now.append(_forget_worst_leaf(held, best))
            value = max(child.f, best.value, remembered)
            record = Record(child, value, best, next(order), index)
            best.children[index] = record
            held.add(record)
            children.append((child, Fate.ADDED))
        if children:
            held.refresh(best)
        backed_up = _back_up(held, best)
        search.note_open(len(held))
        expandable_count = len(held.expandable)
        yield Expansion(
            node,
            tuple(children),
            expandable_count,
            len(held) - expandable_count,
            search.counters(),
            backed_up=backed_up,
            forgotten=tuple(forgotten_now),
            memory=len(held),
            open_change=held.changes(),
        )
    if cut_by_memory:
        reason = message("reason.memory", memory=memory, n=memory - 1)
        yield search.stopped(reason, len(held))
    else:
        reason = message("reason.dead-ends-expansions", n=search.expanded)
        yield search.exhausted(len(held), reason)


def _on_path(record: Record | None, state: object) -> bool:
    while record is not None:
        if record.node.state == state:
            return True
        record = record.parent
    return False


def _forget_worst_leaf(held: Memory, keep: Record) -> Node:
    """Drop the worst leaf other than ``keep`` (the record being expanded) and the root; its
    parent remembers its f so that it can be regenerated."""
    worst = held.worst_leaf(keep)
    parent = worst.parent
    assert parent is not None
    del parent.children[worst.index]
    parent.forgotten[worst.index] = worst.value
    held.remove(worst)
    held.refresh(parent)
    return worst.node


def _back_up(held: Memory, record: Record | None) -> tuple[tuple[Node, float], ...]:
    """Once a record has generated all its successors, its f is the least of theirs; pass each
    change up towards the root."""
    changes: list[tuple[Node, float]] = []
    while record is not None and record.count is not None and record.next_new >= record.count:
        value = max(record.value, record.backed_up_value())
        if value == record.value:
            break
        record.value = value
        held.refresh(record)
        changes.append((record.node, value))
        record = record.parent
    return tuple(changes)


ALGORITHM = Algorithm(
    name="smastar",
    run=sma_star,
    informed=True,
    optimal=True,
    parameters=(MEMORY,),
    pruning=Pruning.MEMORY,
    duplicates=Duplicates.ON_PATH,
    backs_up_f=True,
    memory_bounded=True,
)
