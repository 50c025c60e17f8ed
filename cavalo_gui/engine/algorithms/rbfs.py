"""Recursive best-first search (RBFS, Korf 1993): best-first order in memory linear in the
depth, by remembering for each abandoned subtree only its best f (the backed-up value)."""

from __future__ import annotations

import itertools
import math
from collections.abc import Generator, Iterator

from cavalo_gui.engine.algorithms.spec import WEIGHT, Algorithm, Duplicates
from cavalo_gui.engine.events import Event, Expansion, Fate
from cavalo_gui.engine.message import Message, message
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.open_change import OpenChange, OpenLog
from cavalo_gui.engine.search import UNREACHABLE, Search

Entry = list  # [stored F, operator index, child node, open entry]: lists sort in C
STORED, INDEX, NODE, OPEN_ENTRY = range(4)  # the places of a waiting child's entry


class _Stopped(Exception):
    """A budget or the user's stop, raised out of the recursion."""

    def __init__(self, reason: Message, lower_bound: float) -> None:
        super().__init__(reason)
        self.reason = reason
        self.lower_bound = lower_bound


class RecursionStack:
    """The children waiting at each level of the recursion, which record their own change to
    the open list (:meth:`changes`) as levels open and close and children are selected and put
    back; ``preview`` lists them deepest level first, each level by stored F, which is the
    order RBFS will try them.

    An open entry is (-level, stored F, operator index, arrival, node): deepest level first.
    """

    def __init__(self) -> None:
        self.levels: list[list[Entry]] = []
        self.current: list[Entry | None] = []
        self._log = OpenLog()
        self._arrival = itertools.count()
        self._last_limit: float | None = None

    def __len__(self) -> int:
        return sum(len(level) for level in self.levels) - sum(
            entry is not None for entry in self.current
        )

    def preview(self, count: int) -> list[Node]:
        nodes: list[Node] = []
        for level, current in zip(reversed(self.levels), reversed(self.current), strict=True):
            for entry in sorted(level):  # by F, then operator order (unique in a level)
                if entry is not current:
                    nodes.append(entry[NODE])
                    if len(nodes) >= count:
                        return nodes
        return nodes

    def lower_bound(self, root: Node) -> float:
        """The least stored F among the root's children: every solution passes through one of
        them, and with an admissible heuristic each stored F is a lower bound of its subtree."""
        if not self.levels or not self.levels[0]:
            return root.f
        return min(entry[STORED] for entry in self.levels[0])

    def push_level(self, children: list[tuple[float, int, Node]]) -> list[Entry]:
        """A new deepest level of ``children`` (stored F, operator index, node), all in open."""
        level = -len(self.levels)
        entries: list[Entry] = []
        for value, index, child in children:
            entry = (level, value, index, next(self._arrival), child)
            self._log.add(entry)
            entries.append([value, index, child, entry])
        self.levels.append(entries)
        self.current.append(None)
        return entries

    def select(self, best: Entry) -> None:
        """``best`` of the deepest level leaves open to be searched below."""
        self.current[-1] = best
        self._log.take(best[OPEN_ENTRY])

    def put_back(self, best: Entry) -> None:
        """``best``, its subtree abandoned, waits in open again under its backed-up F."""
        level = -len(self.levels) + 1
        best[OPEN_ENTRY] = (level, best[STORED], best[INDEX], next(self._arrival), best[NODE])
        self._log.add(best[OPEN_ENTRY])
        self.current[-1] = None

    def unselect(self) -> None:
        """The node selected last is not expanded (a stop): it waits in open again."""
        if self.levels:
            selected = self.current[-1][OPEN_ENTRY]
            self.current[-1] = None
            if self._log.taken is selected:
                self._log.taken = None
            else:
                self._log.add(selected)

    def pop_level(self) -> None:
        """The deepest level is done: its waiting children leave open (pruned)."""
        current = self.current.pop()
        for entry in self.levels.pop():
            if entry is not current:
                self._log.prune(entry[OPEN_ENTRY])

    def changes(self, f_limit: float | None = None) -> OpenChange:
        """The open list's change since the last call; an expansion's ``f_limit`` is told as
        the bound when it differs from the previous expansion's."""
        if f_limit is not None and f_limit != self._last_limit:
            self._log.bound = self._last_limit = f_limit
        return self._log.flush()


def recursive_best_first(search: Search) -> Iterator[Event]:
    """RBFS(node, F, f_limit): expand ``node``; give each child the stored value
    F = max(f(child), F(node)) if the node was expanded before (f(node) < F(node)), else f(child);
    then recurse into the best child with the limit min(f_limit, second best F) until the best
    child's F exceeds f_limit; return that F as the node's backed-up value.

    The goal is tested when a node is selected for expansion, so with an admissible heuristic the
    first solution is optimal, and the run ends there: the children waiting on the recursion
    stay in open (the final event's change takes the goal alone), as they do at a stop (the
    node selected then waits again, unexpanded). Each :class:`Expansion`
    carries the call's ``f_limit`` and, in ``backed_up``, the values backed up by the subtrees
    abandoned since the previous expansion.

    Duplicate policy: no closed list; a successor whose state is on the current path is a
    ``DUPLICATE``; a successor with h = inf is ``PRUNED``. T counts every regeneration.
    ``states`` in the final event counts nodes met (generated + root), not distinct states.
    """
    problem = search.problem
    successors = problem.successors
    is_goal = problem.is_goal
    estimate = search.heuristic.estimate
    inf = math.inf
    weighted = search.weight != 1.0
    root = search.make_root()
    stack = RecursionStack()
    search.frontier = stack
    if root.f == inf:
        yield search.exhausted(1, UNREACHABLE)
        return
    on_path: set = set()
    backups: list[tuple[Node, float]] = []
    ending: list[OpenChange] = []  # open's last change, once the goal is selected or a stop

    def visit(
        node: Node, stored: float, f_limit: float
    ) -> Generator[Event, None, tuple[Node | None, float]]:
        if is_goal(node.state):
            ending.append(stack.changes())  # open as it stands when the goal is selected
            return node, stored
        reason = search.before_expansion()
        if reason is not None:
            stack.unselect()
            ending.append(stack.changes())
            raise _Stopped(reason, stack.lower_bound(root))
        search.expanded += 1
        search.observe(node)
        on_path.add(node.state)
        waiting: list[tuple[float, int, Node]] = []
        children: list[tuple[Node, Fate]] = []
        revisited = node.f < stored
        for index, (move, state, cost) in enumerate(successors(node.state)):
            if state in on_path:
                search.duplicates += 1
                children.append((Node(state, node, move, node.g + cost), Fate.DUPLICATE))
                continue
            child = Node(state, node, move, node.g + cost, estimate(state))
            if weighted:
                search.weigh(child)
            if child.f == inf:
                children.append((child, Fate.PRUNED))
                continue
            search.generated += 1
            waiting.append((max(child.f, stored) if revisited else child.f, index, child))
            children.append((child, Fate.ADDED))
        entries = stack.push_level(waiting)
        try:
            open_size = len(stack)
            search.note_open(open_size)
            backed_up = tuple(backups)
            backups.clear()
            yield Expansion(
                node,
                tuple(children),
                open_size,
                len(stack.levels),
                search.counters(),
                f_limit=f_limit,
                backed_up=backed_up,
                open_change=stack.changes(f_limit),
            )
            if not entries:
                return None, inf
            while True:
                entries.sort()  # by F, then operator order: lists compare in C
                best = entries[0]
                if best[STORED] > f_limit or best[STORED] == inf:
                    return None, best[STORED]
                alternative = entries[1][STORED] if len(entries) > 1 else inf
                stack.select(best)
                found, best[STORED] = yield from visit(
                    best[NODE], best[STORED], min(f_limit, alternative)
                )
                if found is not None:
                    return found, best[STORED]
                backups.append((best[NODE], best[STORED]))
                stack.put_back(best)
        finally:
            if not ending:  # at the goal or a stop, the waiting children stay in open: it ends
                stack.pop_level()
            on_path.discard(node.state)

    try:
        solution, _value = yield from visit(root, root.f, inf)
    except _Stopped as stop:
        yield search.stopped(
            stop.reason, search.generated + 1, stop.lower_bound, open_change=ending[0]
        )
        return
    if solution is not None:
        yield search.solved(solution, search.generated + 1, ending[0])
    else:
        met = search.generated + 1
        yield search.exhausted(
            met, message("reason.dead-ends-nodes", n=met), open_change=stack.changes()
        )


ALGORITHM = Algorithm(
    name="rbfs",
    run=recursive_best_first,
    informed=True,
    optimal=True,
    parameters=(WEIGHT,),
    duplicates=Duplicates.ON_PATH,
    abandons_subtrees=True,
    backs_up_f=True,
)
