"""The search tree of a recorded run, built from its expansions: what the tree view draws.

Every node the search generated is an item: its parent item, its depth and what it is *now*
(:class:`Status`): waiting in open, expanded, the node being expanded, a duplicate discarded,
pruned, re-opened, replaced in open by a cheaper node of its state, forgotten (SMA*), abandoned
(RBFS), the goal, on the solution path. Iterative algorithms (IDA*, IDDFS) start a new tree at
each pass (each expansion of a root); :class:`TreeBuilder` keeps them all, so a view can show
any pass. Nothing here imports Qt: the view (widgets/search_tree_view.py) only draws.

:func:`tidy_layout` places the items: leaves side by side in the order the search generated
them, each parent centred over its children, one row per depth.
"""

from __future__ import annotations

from collections import Counter
from enum import IntEnum

from cavalo_gui.engine.algorithms import get_algorithm
from cavalo_gui.engine.algorithms.spec import Duplicates
from cavalo_gui.engine.events import Counters, Expansion, Fate, Finished, Outcome
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.open_change import OpenChange
from cavalo_gui.runs.recording import Recording


class Status(IntEnum):
    """What a tree item is now (its glyph's colour)."""

    OPEN = 0
    CLOSED = 1
    CURRENT = 2
    DUPLICATE = 3
    PRUNED = 4
    REOPENED = 5
    GOAL = 6
    SOLUTION = 7
    REPLACED = 8
    FORGOTTEN = 9
    ABANDONED = 10


WAITING = (Status.OPEN, Status.REOPENED)
_BACK_IN_OPEN = (Status.REPLACED, Status.PRUNED, Status.CLOSED)
_NEW_STATUS = {
    Fate.ADDED: Status.OPEN,
    Fate.UPDATED: Status.OPEN,
    Fate.REOPENED: Status.REOPENED,
    Fate.DUPLICATE: Status.DUPLICATE,
    Fate.PRUNED: Status.PRUNED,
    Fate.GOAL: Status.GOAL,
}


class PassTree:
    """The tree of one pass of the search (the whole run for most algorithms), with the run's
    counters as they stood before the pass and after its last expansion, so that its header
    says the figures the statistics say (for the pass alone, where there are several)."""

    def __init__(
        self,
        root: Node,
        iteration: int | None,
        threshold: float | None,
        before: Counters | None = None,
        one_per_state: bool = True,
    ) -> None:
        self.iteration = iteration
        self.threshold = threshold
        self.before = before or Counters()
        self.after = self.before
        self.open_size = 1
        self.nodes: list[Node] = []
        self.parents: list[int] = []
        self.depths: list[int] = []
        self.status: list[Status] = []
        self.children: list[list[int]] = []
        self.backed_up: dict[int, float] = {}  # item -> f backed up into it (RBFS, SMA*)
        self.index_of: dict[Node, int] = {}  # nodes hash by identity
        self.waiting_of: dict[object, int] = {}  # state -> its item waiting in open
        self.current: int | None = None
        # items in open whose status says more (SMA*'s node expanded in part, on the path)
        self.also_waiting: set[int] = set()
        self.one_per_state = one_per_state  # a new node of a state waiting replaces the old
        self.add(root, -1, Status.OPEN)

    def __len__(self) -> int:
        return len(self.nodes)

    @property
    def expanded(self) -> int:
        """Nodes expanded in this pass, as the statistics count them."""
        return self.after.expanded - self.before.expanded

    @property
    def generated(self) -> int:
        """Nodes generated in this pass, as the statistics count them."""
        return self.after.generated - self.before.generated

    def add(self, node: Node, parent: int, status: Status) -> int:
        item = len(self.nodes)
        self.nodes.append(node)
        self.parents.append(parent)
        self.depths.append(0 if parent < 0 else self.depths[parent] + 1)
        self.status.append(status)
        self.children.append([])
        if parent >= 0:
            self.children[parent].append(item)
        self.index_of[node] = item
        if status in WAITING and self.one_per_state:
            replaced = self.waiting_of.get(node.state)
            if replaced is not None and self.status[replaced] in WAITING:
                self.status[replaced] = Status.REPLACED
            self.waiting_of[node.state] = item
        return item

    def counts(self) -> Counter:
        """How many items of each status."""
        return Counter(self.status)

    def path_to(self, item: int) -> list[int]:
        """The items from the root down to ``item``."""
        path = []
        while item >= 0:
            path.append(item)
            item = self.parents[item]
        path.reverse()
        return path


class TreeBuilder:
    """The search trees of a recording at a position; moving forward applies the expansions
    in between, moving back builds again from the start (a few tens of ms per 10,000)."""

    def __init__(self, recording: Recording, algorithm: str) -> None:
        self.recording = recording
        self.algorithm = algorithm
        spec = get_algorithm(algorithm) if algorithm else None
        self.abandons_subtrees = spec is not None and spec.abandons_subtrees
        self.one_per_state = spec is None or spec.duplicates is Duplicates.KNOWN
        # SMA* expands a node in part: it leaves open once all its successors are in memory
        self.expands_in_part = spec is not None and spec.memory_bounded
        self.passes: list[PassTree] = []
        self.position = 0

    def at(self, position: int) -> list[PassTree]:
        """The trees of every pass after expansion ``position``, the solution marked once the
        run has ended there."""
        position = min(position, len(self.recording))
        if position < self.position or self.recording.first > 0:
            self.passes, self.position = [], 0
        for expansion in self.recording.expansions(self.position, position):
            self._apply(expansion)
        self.position = max(self.position, position)
        final = self.recording.final
        if position == len(self.recording) and final is not None and self.passes:
            self._mark_end(final)
        return self.passes

    def _apply(self, expansion: Expansion) -> None:
        node = expansion.node
        tree = self.passes[-1] if self.passes else None
        if tree is None or (
            expansion.iteration is not None and expansion.iteration != tree.iteration
        ):
            before = self.passes[-1].after if self.passes else None
            tree = PassTree(
                node, expansion.iteration, expansion.threshold, before, self.one_per_state
            )
            self.passes.append(tree)
        assert tree is not None
        tree.after, tree.open_size = expansion.counters, expansion.open_size
        if tree.current is not None and tree.status[tree.current] is Status.CURRENT:
            waits = tree.current in tree.also_waiting
            tree.status[tree.current] = Status.OPEN if waits else Status.CLOSED
            tree.also_waiting.discard(tree.current)
        if self.abandons_subtrees:
            self._let_go(tree, expansion)
        item = tree.index_of.get(node)
        if item is None:  # met first as it is expanded (a node regenerated out of view)
            item = tree.add(node, tree.index_of.get(node.parent, -1), Status.OPEN)
        elif self.abandons_subtrees and tree.children[item]:
            self._abandon(tree, item)
        if tree.waiting_of.get(node.state) == item:
            del tree.waiting_of[node.state]
        change = expansion.open_change
        stays = (  # SMA* took a node that waits on with its key unchanged: open still holds it
            self.expands_in_part
            and tree.status[item] in WAITING
            and len(tree) > 1  # not a pass's root: the open list starts empty
            and all(entry[-1] is not node for entry in change.removed())
        )
        tree.status[item] = Status.CURRENT
        tree.current = item
        for child, fate in expansion.successors:
            tree.add(child, item, _NEW_STATUS[fate])
        for forgotten in expansion.forgotten:
            lost = tree.index_of.get(forgotten)
            if lost is not None:
                tree.status[lost] = Status.FORGOTTEN
                if tree.waiting_of.get(forgotten.state) == lost:
                    del tree.waiting_of[forgotten.state]
        for backed, value in expansion.backed_up:
            target = tree.index_of.get(backed)
            if target is not None:
                tree.backed_up[target] = value
        if stays:
            tree.also_waiting.add(tree.current)
        entered = {id(entry[-1]) for entry in change.added}
        for child, _fate in expansion.successors:  # pushed out again at once (a full beam)
            item = tree.index_of.get(child)
            if item is not None and tree.status[item] in WAITING and id(child) not in entered:
                tree.status[item] = Status.PRUNED
        self._follow_open(tree, change)

    def _follow_open(self, tree: PassTree, change: OpenChange) -> None:
        """The nodes the open list lost or got back by the change (a beam's cut, a subtree
        let go, the decision search's pass set aside and back) wait or not as it says, so
        that the tree's waiting nodes are the open list's."""
        index_of, status = tree.index_of, tree.status
        cut = Status.ABANDONED if self.abandons_subtrees else Status.PRUNED
        left = Status.CLOSED if self.expands_in_part else Status.REPLACED
        for entries, gone in ((change.pruned, cut), (change.replaced, left)):
            for entry in entries:
                item = index_of.get(entry[-1])
                if item is not None and status[item] in WAITING:
                    status[item] = gone
        for entry in change.added:  # back in open (SMA*'s node not fully expanded, too)
            item = index_of.get(entry[-1])
            if item is None:
                continue
            if status[item] in _BACK_IN_OPEN:
                status[item] = Status.OPEN
            elif status[item] is Status.CURRENT:
                tree.also_waiting.add(item)

    def _let_go(self, tree: PassTree, expansion: Expansion) -> None:
        """RBFS has returned from the nodes whose f it backs up: their subtrees are let go
        (greyed) at once, and each such node waits again among its parent's successors."""
        for backed, _value in expansion.backed_up:
            item = tree.index_of.get(backed)
            if item is None:
                continue
            if tree.children[item]:
                self._abandon(tree, item)
            if tree.status[item] is Status.CLOSED:  # a dead end too waits, its f backed up
                tree.status[item] = Status.OPEN

    @staticmethod
    def _abandon(tree: PassTree, item: int) -> None:
        """RBFS expands ``item`` again: the subtree it grew before was let go."""
        stack = list(tree.children[item])
        while stack:
            below = stack.pop()
            if tree.status[below] is not Status.ABANDONED:
                if tree.waiting_of.get(tree.nodes[below].state) == below:
                    del tree.waiting_of[tree.nodes[below].state]
                tree.status[below] = Status.ABANDONED
                stack.extend(tree.children[below])

    def _mark_end(self, final: Finished) -> None:
        tree = self.passes[-1]
        self._follow_open(tree, final.open_change)
        if final.outcome is not Outcome.SOLVED or final.solution is None:
            return
        goal = tree.index_of.get(final.solution)
        if goal is None:
            return
        for item in tree.path_to(goal)[:-1]:
            if tree.status[item] in WAITING or item in tree.also_waiting:
                tree.also_waiting.add(item)
            tree.status[item] = Status.SOLUTION
        tree.status[goal] = Status.GOAL


def tidy_layout(tree: PassTree, shown: list[int] | None = None) -> dict[int, float]:
    """The x of each item (of ``shown``, or all): leaves one unit apart in the order they were
    generated, each parent centred over its first and last child; depth gives the row."""
    keep = None if shown is None else set(shown)
    x: dict[int, float] = {}
    next_leaf = 0.0
    stack: list[tuple[int, bool]] = [(0, False)]
    while stack:
        item, done = stack.pop()
        kids = [c for c in tree.children[item] if keep is None or c in keep]
        if done:
            x[item] = (x[kids[0]] + x[kids[-1]]) / 2
        elif kids:
            stack.append((item, True))
            stack.extend((kid, False) for kid in reversed(kids))
        else:
            x[item] = next_leaf
            next_leaf += 1.0
    return x
