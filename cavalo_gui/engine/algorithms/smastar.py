"""SMA* (simplified memory-bounded A*, Russell 1992): A*'s order within a fixed number of nodes.

When memory is full, the worst leaf is forgotten and its f is backed up to its parent, which
will regenerate it if it ever becomes the best again. With an admissible heuristic the solution
is optimal whenever the optimal path fits in memory (``memory`` >= optimal depth + 1).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator

from cavalo_gui.engine.algorithms.spec import Algorithm, Parameter
from cavalo_gui.engine.events import Event, Expansion, Fate
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.search import Search

MEMORY = Parameter("memory", "Memory (nodes)", default=100, minimum=2, maximum=1_000_000)


class Record:
    """A node held in memory, with SMA*'s bookkeeping.

    ``value`` is its f, raised by pathmax and by backed-up values; ``children`` the successors in
    memory by operator index; ``forgotten`` the backed-up values of successors it had to drop;
    ``next_new`` the first operator index never generated; ``count`` the number of successors
    (None until first expanded).
    """

    __slots__ = ("children", "count", "forgotten", "next_new", "node", "parent", "seq", "value")

    def __init__(self, node: Node, value: float, parent: Record | None, seq: int) -> None:
        self.node = node
        self.value = value
        self.parent = parent
        self.seq = seq
        self.children: dict[int, Record] = {}
        self.forgotten: dict[int, float] = {}
        self.next_new = 0
        self.count: int | None = None

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


def _expansion_order(record: Record) -> tuple[float, int, int]:
    """Lowest key first; among equals the deepest, then the oldest."""
    key = record.key()
    return (math.inf if key is None else key, -record.node.depth, record.seq)


def _forget_order(record: Record) -> tuple[float, int, int]:
    """The reverse of the expansion order, on f: highest f; then shallowest; then newest."""
    return (record.value, -record.node.depth, record.seq)


class Memory:
    """The records held; ``preview`` lists the expandable ones in the order SMA* will pick them."""

    def __init__(self) -> None:
        self.records: list[Record] = []

    def __len__(self) -> int:
        return len(self.records)

    def expandable(self) -> list[Record]:
        return [record for record in self.records if record.key() is not None]

    def preview(self, count: int) -> list[Node]:
        ordered = sorted(self.expandable(), key=_expansion_order)
        return [record.node for record in ordered[:count]]


def sma_star(search: Search, memory: int = MEMORY.default) -> Iterator[Event]:
    """Each step takes the best record (lowest f; deepest, then oldest, on ties), tests it for the
    goal when it is first selected, and generates ONE successor: the next never generated, or
    else the forgotten one with the lowest backed-up value. A successor gets
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
    regeneration. Events carry ``memory`` (records held), ``forgotten`` and ``backed_up``;
    ``max_open`` is the most records ever held.
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
        yield search.exhausted(1, "no solution: the heuristic proves the goal unreachable")
        return
    records = held.records
    records.append(Record(root, root.f, None, next(order)))
    search.note_open(1)
    cut_by_memory = False
    while True:
        expandable = held.expandable()
        best = min(expandable, key=_expansion_order, default=None)
        best_key = best.key() if best is not None else None
        if best is None or best_key is None or best_key == inf:
            break
        reason = search.limit_reason()
        if reason is not None:
            yield search.stopped(reason, len(records), None if cut_by_memory else best_key)
            return
        node = best.node
        if best.count is None and is_goal(node.state):
            yield search.solved(node, len(records))
            return
        search.expanded += 1
        search.observe(node)
        options = list(problem.successors(node.state))
        if best.count is None:
            best.count = len(options)
        forgotten_now: list[Node] = []
        children: list[tuple[Node, Fate]] = []
        if best.next_new < best.count:
            index = best.next_new
            best.next_new += 1
            remembered = -inf
        elif best.forgotten:
            index = min(best.forgotten, key=lambda i: (best.forgotten[i], i))
            remembered = best.forgotten.pop(index)
        else:
            index = -1
        if index >= 0:
            move, state, cost = options[index]
            if _on_path(best, state):
                search.duplicates += 1
                children.append((Node(state, node, move, node.g + cost, 0.0), Fate.DUPLICATE))
            else:
                child = Node(state, node, move, node.g + cost, estimate(state))
                too_deep = child.depth >= memory - 1 and not is_goal(state)
                if child.f == inf or too_deep:
                    cut_by_memory = cut_by_memory or (too_deep and child.f < inf)
                    children.append((child, Fate.PRUNED))
                else:
                    search.generated += 1
                    while len(records) >= memory:
                        forgotten_now.append(_forget_worst_leaf(records, best))
                    value = max(child.f, best.value, remembered)
                    record = Record(child, value, best, next(order))
                    best.children[index] = record
                    records.append(record)
                    children.append((child, Fate.ADDED))
        backed_up = _back_up(best)
        search.note_open(len(records))
        expandable_count = len(held.expandable())
        yield Expansion(
            node,
            tuple(children),
            expandable_count,
            len(records) - expandable_count,
            search.counters(),
            backed_up=backed_up,
            forgotten=tuple(forgotten_now),
            memory=len(records),
        )
    if cut_by_memory:
        reason = (
            f"memory of {memory} nodes too small: no solution within {memory - 1} moves, and a "
            "longer one would not fit in memory"
        )
        yield search.stopped(reason, len(records))
    else:
        reason = (
            "no solution: every path ends in a dead end or is ruled out by the heuristic, "
            f"after {search.expanded:,} expansions"
        )
        yield search.exhausted(len(records), reason)


def _on_path(record: Record | None, state: object) -> bool:
    while record is not None:
        if record.node.state == state:
            return True
        record = record.parent
    return False


def _forget_worst_leaf(records: list[Record], keep: Record) -> Node:
    """Drop the worst leaf other than ``keep`` (the record being expanded) and the root; its
    parent remembers its f so that it can be regenerated."""
    leaves = [
        record
        for record in records
        if not record.children and record is not keep and record.parent is not None
    ]
    worst = max(leaves, key=_forget_order)
    parent = worst.parent
    assert parent is not None
    for index, child in parent.children.items():
        if child is worst:
            del parent.children[index]
            parent.forgotten[index] = worst.value
            break
    records.remove(worst)
    return worst.node


def _back_up(record: Record | None) -> tuple[tuple[Node, float], ...]:
    """Once a record has generated all its successors, its f is the least of theirs; pass each
    change up towards the root."""
    changes: list[tuple[Node, float]] = []
    while record is not None and record.count is not None and record.next_new >= record.count:
        value = max(record.value, record.backed_up_value())
        if value == record.value:
            break
        record.value = value
        changes.append((record.node, value))
        record = record.parent
    return tuple(changes)


ALGORITHM = Algorithm(
    name="smastar",
    label="SMA*",
    run=sma_star,
    description="Memory-bounded A*: holds at most 'memory' nodes, forgetting the worst leaf and "
    "backing its f up to its parent. Optimal if the optimal path fits in memory.",
    informed=True,
    optimal=True,
    parameters=(MEMORY,),
)
