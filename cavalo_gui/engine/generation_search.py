"""The core loop of BFS and DFS: graph search that tests the goal when a node is generated.

This is the course's convention for the uninformed searches. A state met again at no smaller
depth is a duplicate and is discarded; met at a smaller depth (possible under a depth limit)
it replaces the deeper node in open, or is re-opened if it was already closed.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

from cavalo_gui.engine.events import Event, Expansion, Fate
from cavalo_gui.engine.frontiers import Frontier
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.search import Search


def generation_search(
    search: Search, frontier: Frontier, max_depth: float = math.inf
) -> Iterator[Event]:
    """Expand nodes in ``frontier`` order. Successors at ``max_depth`` are generated and tested
    but not put into open (their fate is ``PRUNED``): they could not be expanded anyway."""
    problem = search.problem
    successors = problem.successors
    is_goal = problem.is_goal
    root = Node(problem.initial_state())
    search.observe(root)
    if is_goal(root.state):
        yield search.solved(root, 1)
        return
    search.frontier = frontier
    frontier.add(root)
    depth_of = {root.state: 0}
    closed: set = set()
    added, duplicate, updated, reopened = Fate.ADDED, Fate.DUPLICATE, Fate.UPDATED, Fate.REOPENED
    while frontier:
        reason = search.limit_reason()
        if reason is not None:
            yield search.stopped(reason, len(depth_of))
            return
        node = frontier.pop()
        closed.add(node.state)
        search.expanded += 1
        search.observe(node)
        depth = node.depth + 1
        children: list[tuple[Node, Fate]] = []
        to_open: list[Node] = []
        goal = None
        for move, state, cost in successors(node.state):
            child = Node(state, node, move, node.g + cost)
            known_depth = depth_of.get(state)
            if known_depth is not None and known_depth <= depth:
                search.duplicates += 1
                children.append((child, duplicate))
                continue
            if known_depth is None:
                fate = added
            elif state in closed:
                closed.discard(state)
                fate = reopened
            elif frontier.get(state) is not None:
                fate = updated
            else:
                fate = added
            depth_of[state] = depth
            search.generated += 1
            if is_goal(state):
                children.append((child, Fate.GOAL))
                goal = child
                break
            if depth >= max_depth:
                children.append((child, Fate.PRUNED))
                continue
            children.append((child, fate))
            to_open.append(child)
        frontier.add_all(to_open)
        search.note_open(len(frontier))
        yield Expansion(node, tuple(children), len(frontier), len(closed), search.counters())
        if goal is not None:
            yield search.solved(goal, len(depth_of))
            return
    if max_depth < math.inf:
        yield search.exhausted(
            len(depth_of), f"no solution within depth {max_depth:g}: {len(depth_of):,} states met"
        )
    else:
        yield search.exhausted(len(depth_of))
