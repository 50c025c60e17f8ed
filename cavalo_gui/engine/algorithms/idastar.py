"""IDA*: depth-first passes bounded by f = g + h, the bound raised each pass to the least f
that exceeded it. Optimal with an admissible heuristic, in memory linear in the depth."""

from __future__ import annotations

import math
from collections.abc import Iterator

from cavalo_gui.engine.algorithms.spec import Algorithm
from cavalo_gui.engine.events import Event, Expansion, Fate, IterationStarted
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.search import Search


class DepthFirstStack:
    """The nodes waiting on a depth-first stack; ``preview`` lists them in the order they will
    be tried (the open-list view of IDA*)."""

    def __init__(self) -> None:
        self.nodes: list[Node] = []

    def __len__(self) -> int:
        return len(self.nodes)

    def preview(self, count: int) -> list[Node]:
        return self.nodes[: -count - 1 : -1] if count > 0 else []


def ida_star(search: Search) -> Iterator[Event]:
    """Each iteration is a depth-first search that expands only nodes with f <= threshold, the
    goal tested when a node is taken from the stack (selected), so the first goal is optimal.

    Duplicate policy: none across the tree (no closed list: memory stays linear); within an
    iteration a successor whose state is already on the current path is discarded as a
    ``DUPLICATE``. Successors over the threshold are ``PRUNED`` and their least f becomes the
    next threshold. T (generated) counts every node pushed on the stack, in every iteration.
    """
    problem = search.problem
    successors = problem.successors
    is_goal = problem.is_goal
    estimate = search.heuristic.estimate
    inf = math.inf
    root = search.make_root()
    stack = DepthFirstStack()
    search.frontier = stack
    threshold = root.f
    if threshold == inf:
        yield search.exhausted(1, "no solution: the heuristic proves the goal unreachable")
        return
    iteration = 0
    visited = 1
    while threshold < inf:
        iteration += 1
        yield IterationStarted(iteration, threshold, search.counters())
        next_threshold = inf
        pending = stack.nodes
        pending.append(root)
        path: list[Node] = []
        on_path: set = set()
        visited = 1
        while pending:
            reason = search.limit_reason()
            if reason is not None:
                yield search.stopped(reason, visited, threshold)
                return
            node = pending.pop()
            while path and path[-1] is not node.parent:
                on_path.discard(path.pop().state)
            if is_goal(node.state):
                yield search.solved(node, visited)
                return
            path.append(node)
            on_path.add(node.state)
            search.expanded += 1
            search.observe(node)
            children: list[tuple[Node, Fate]] = []
            to_push: list[Node] = []
            for move, state, cost in successors(node.state):
                if state in on_path:
                    search.duplicates += 1
                    children.append((Node(state, node, move, node.g + cost), Fate.DUPLICATE))
                    continue
                child = Node(state, node, move, node.g + cost, estimate(state))
                if child.f > threshold:
                    next_threshold = min(next_threshold, child.f)
                    children.append((child, Fate.PRUNED))
                    continue
                search.generated += 1
                visited += 1
                children.append((child, Fate.ADDED))
                to_push.append(child)
            pending.extend(reversed(to_push))
            search.note_open(len(pending))
            yield Expansion(
                node,
                tuple(children),
                len(pending),
                len(path),
                search.counters(),
                iteration=iteration,
                threshold=threshold,
            )
        threshold = next_threshold
    reason = f"no solution: the last pass ({iteration}) met every node the heuristic allows"
    yield search.exhausted(visited, reason)


ALGORITHM = Algorithm(
    name="idastar",
    label="IDA*",
    run=ida_star,
    description="Depth-first passes bounded by f = g + h, the bound raised to the least f that "
    "exceeded it: optimal like A* in memory linear in the depth.",
    informed=True,
    optimal=True,
)
