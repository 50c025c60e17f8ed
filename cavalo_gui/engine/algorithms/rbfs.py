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
    """The children waiting at each level of the recursion; ``preview`` lists them deepest
    level first, each level by stored F, which is the order RBFS will try them."""

    def __init__(self) -> None:
        self.levels: list[list[Entry]] = []
        self.current: list[Entry | None] = []

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
    # An open entry is (-level, stored F, operator index, arrival, node): deepest level first.
    log = OpenLog()
    arrival = itertools.count()
    last_limit = [None]
    ending: list[OpenChange] = []  # open's last change, once the goal is selected or a stop

    def visit(
        node: Node, stored: float, f_limit: float
    ) -> Generator[Event, None, tuple[Node | None, float]]:
        if is_goal(node.state):
            ending.append(log.flush())  # open as it stands when the goal is selected
            return node, stored
        reason = search.before_expansion()
        if reason is not None:  # the node selected is not expanded: it waits in open again
            if stack.levels:
                selected = stack.current[-1][OPEN_ENTRY]
                stack.current[-1] = None
                if log.taken is selected:
                    log.taken = None
                else:
                    log.add(selected)
            ending.append(log.flush())
            raise _Stopped(reason, stack.lower_bound(root))
        search.expanded += 1
        search.observe(node)
        on_path.add(node.state)
        entries: list[Entry] = []
        children: list[tuple[Node, Fate]] = []
        revisited = node.f < stored
        level = -len(stack.levels)
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
            value = max(child.f, stored) if revisited else child.f
            entry = (level, value, index, next(arrival), child)
            log.add(entry)
            entries.append([value, index, child, entry])
            children.append((child, Fate.ADDED))
        stack.levels.append(entries)
        stack.current.append(None)
        try:
            open_size = len(stack)
            search.note_open(open_size)
            backed_up = tuple(backups)
            backups.clear()
            if f_limit != last_limit[0]:
                log.bound = last_limit[0] = f_limit
            yield Expansion(
                node,
                tuple(children),
                open_size,
                len(stack.levels),
                search.counters(),
                f_limit=f_limit,
                backed_up=backed_up,
                open_change=log.flush(),
            )
            if not entries:
                return None, inf
            while True:
                entries.sort()  # by F, then operator order: lists compare in C
                best = entries[0]
                if best[STORED] > f_limit or best[STORED] == inf:
                    return None, best[STORED]
                alternative = entries[1][STORED] if len(entries) > 1 else inf
                stack.current[-1] = best
                log.take(best[OPEN_ENTRY])
                found, best[STORED] = yield from visit(
                    best[NODE], best[STORED], min(f_limit, alternative)
                )
                if found is not None:
                    return found, best[STORED]
                backups.append((best[NODE], best[STORED]))
                best[OPEN_ENTRY] = (level, best[STORED], best[INDEX], next(arrival), best[NODE])
                log.add(best[OPEN_ENTRY])
                stack.current[-1] = None
        finally:
            if not ending:  # at the goal or a stop, the waiting children stay in open: it ends
                for entry in entries:
                    if entry is not stack.current[-1]:
                        log.prune(entry[OPEN_ENTRY])
                stack.levels.pop()
                stack.current.pop()
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
            met, message("reason.dead-ends-nodes", n=met), open_change=log.flush()
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
