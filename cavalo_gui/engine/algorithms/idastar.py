"""IDA*: depth-first passes bounded by f = g + h, the bound raised each pass to the least f
that exceeded it. Optimal with an admissible heuristic, in memory linear in the depth."""

from __future__ import annotations

import math
from collections.abc import Generator, Iterator

from cavalo_gui.engine.algorithms.spec import WEIGHT, Algorithm, Duplicates, OpenList, Pruning
from cavalo_gui.engine.events import Event, Expansion, Fate, Finished, IterationStarted
from cavalo_gui.engine.message import message
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.open_change import Entry, OpenChange
from cavalo_gui.engine.search import UNREACHABLE, Search


class DepthFirstStack:
    """The open entries waiting on a depth-first stack, (-push number, node), which record
    their own change to the open list (:meth:`changes`); ``preview`` lists their nodes in the
    order they will be tried (the open-list view of IDA*)."""

    def __init__(self) -> None:
        self.entries: list[Entry] = []
        self.pushed = 0
        self._seed: Entry | None = None
        self._added: list[Entry] = []
        self._taken: Entry | None = None

    def __len__(self) -> int:
        return len(self.entries)

    def seed(self, root: Node) -> None:
        """Push the root of a pass, whose entry never was in the events' open list."""
        self._seed = self.push(root)
        self._added.clear()

    def push(self, node: Node) -> Entry:
        self.pushed += 1
        entry = (-self.pushed, node)
        self.entries.append(entry)
        self._added.append(entry)
        return entry

    def take(self) -> None:
        """Pop the top entry, the node selected (the root's entry goes unrecorded)."""
        taken = self.entries.pop()
        self._taken = None if taken is self._seed else taken

    def changes(self, bound: float | None = None) -> OpenChange:
        """The open list's change since the node last taken was selected: that entry out,
        the entries pushed since in; ``bound``, a pass's threshold, on its first expansion."""
        change = OpenChange(tuple(self._added), self._taken, bound=bound)
        self._added.clear()
        return change

    def preview(self, count: int) -> list[Node]:
        return [entry[1] for entry in self.entries[: -count - 1 : -1]] if count > 0 else []


def ida_star(search: Search) -> Iterator[Event]:
    """Each iteration is a depth-first search that expands only nodes with f <= threshold, the
    goal tested when a node is taken from the stack (selected), so the first goal is optimal.

    Duplicate policy: none across the tree (no closed list: memory stays linear); within an
    iteration a successor whose state is already on the current path is discarded as a
    ``DUPLICATE``. Successors over the threshold are ``PRUNED`` and their least f becomes the
    next threshold. T (generated) counts every node pushed on the stack, in every iteration.
    """
    root = search.make_root()
    stack = DepthFirstStack()
    search.frontier = stack
    threshold = root.f
    if threshold == math.inf:
        yield search.exhausted(1, UNREACHABLE)
        return
    iteration = 0
    while True:
        iteration += 1
        yield IterationStarted(iteration, threshold, search.counters())
        bounded = BoundedPass(search, stack, iteration, threshold)
        stack.seed(root)
        final = yield from bounded.select(root)
        if final is not None:
            yield final
            return
        if bounded.next_threshold == math.inf:
            reason = message("reason.last-pass", iteration=iteration)
            yield search.exhausted(bounded.visited, reason)
            return
        threshold = bounded.next_threshold


class BoundedPass:
    """One depth-first pass of IDA* below ``threshold``, as in Korf's pseudocode: select a node
    (goal test), expand it, then search below each child in turn. ``next_threshold`` gathers
    the least f that exceeded the bound, the threshold of the next pass."""

    def __init__(self, search: Search, stack: DepthFirstStack, iteration: int, threshold: float):
        self.search = search
        self.stack = stack
        self.iteration = iteration
        self.threshold = threshold
        self.next_threshold = math.inf
        self.weighted = search.weight != 1.0
        self.visited = 1
        self.path: set = set()  # the states from the root to the node being searched

    def select(self, node: Node) -> Generator[Event, None, Finished | None]:
        """SEARCH(n, threshold): take ``node`` (the top of the stack) and search below it; the
        run's final event if the run ends there (a goal, a budget, a stop), None once the
        subtree is done."""
        search = self.search
        reason = search.before_expansion()
        if reason is not None:
            return search.stopped(reason, self.visited, self.threshold)
        self.stack.take()
        if search.problem.is_goal(node.state):
            return search.solved(node, self.visited, self.stack.changes())
        self.path.add(node.state)
        children = yield from self.expand(node)
        for child in children:
            final = yield from self.select(child)
            if final is not None:
                return final
        self.path.discard(node.state)
        return None

    def expand(self, node: Node) -> Generator[Event, None, list[Node]]:
        """Generate the children of ``node``; the ones within the bound, in operator order."""
        search = self.search
        search.expanded += 1
        search.observe(node)
        fates: list[tuple[Node, Fate]] = []
        within: list[Node] = []
        for move, state, cost in search.problem.successors(node.state):
            if state in self.path:
                search.duplicates += 1
                fates.append((Node(state, node, move, node.g + cost), Fate.DUPLICATE))
                continue
            child = Node(state, node, move, node.g + cost, search.heuristic.estimate(state))
            if self.weighted:
                search.weigh(child)
            if child.f > self.threshold:
                self.next_threshold = min(self.next_threshold, child.f)
                fates.append((child, Fate.PRUNED))
                continue
            search.generated += 1
            self.visited += 1
            fates.append((child, Fate.ADDED))
            within.append(child)
        for child in reversed(within):
            self.stack.push(child)
        first = node.parent is None  # a pass's first expansion tells its new threshold
        search.note_open(len(self.stack))
        yield Expansion(
            node,
            tuple(fates),
            len(self.stack),
            len(self.path),
            search.counters(),
            iteration=self.iteration,
            threshold=self.threshold,
            open_change=self.stack.changes(self.threshold if first else None),
        )
        return within


ALGORITHM = Algorithm(
    name="idastar",
    run=ida_star,
    informed=True,
    optimal=True,
    parameters=(WEIGHT,),
    open_list=OpenList.BOUNDED_STACK,
    pruning=Pruning.F_BOUND,
    duplicates=Duplicates.ON_PATH,
)
