"""The core loop of the best-first family: uniform cost, A*, greedy.

They differ only in the priority of a node (g, g + h or h). The goal is tested when a node is
selected for expansion, so that A* with an admissible heuristic returns an optimal solution.
``dict[state] -> best g`` sits beside the heap; a state reached more cheaply replaces its node
in open, or is re-opened if it was closed (which an inconsistent heuristic can cause).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator

from cavalo_gui.engine.events import Event, Expansion, Fate
from cavalo_gui.engine.frontiers import PriorityFrontier
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.search import Search


def by_f(node: Node) -> float:
    return node.f


def by_g(node: Node) -> float:
    return node.g


def by_h(node: Node) -> float:
    return node.h


def best_first_search(search: Search, priority: Callable[[Node], float]) -> Iterator[Event]:
    """Expand the open node of lowest ``priority``; children the heuristic proves hopeless
    (h = inf) are ``PRUNED`` and never enter open."""
    problem = search.problem
    successors = problem.successors
    is_goal = problem.is_goal
    estimate = search.heuristic.estimate
    inf = math.inf
    root = search.make_root()
    best_g = {root.state: 0.0}
    known_g_of = best_g.get
    frontier = PriorityFrontier(priority)
    search.frontier = frontier
    if root.h == inf:
        yield search.exhausted(1, "no solution: the heuristic proves the goal unreachable")
        return
    frontier.add(root)
    live = frontier.live
    limit_reason, observe, counters = search.limit_reason, search.observe, search.counters
    pop, add = frontier.pop, frontier.add
    added, duplicate, updated, reopened = Fate.ADDED, Fate.DUPLICATE, Fate.UPDATED, Fate.REOPENED
    pruned = Fate.PRUNED
    while live:
        reason = limit_reason()
        if reason is not None:
            bound = frontier.lowest_priority() if priority is by_f else None
            yield search.stopped(reason, len(best_g), bound)
            return
        node = pop()
        if is_goal(node.state):
            yield search.solved(node, len(best_g))
            return
        search.expanded += 1
        observe(node)
        parent_g = node.g
        children: list[tuple[Node, Fate]] = []
        generated = duplicates = 0
        # The hot loop: one pass over the successors, the counts kept in locals until the end.
        for move, state, cost in successors(node.state):
            g = parent_g + cost
            known_g = known_g_of(state)
            if known_g is not None and known_g <= g:
                duplicates += 1
                children.append((Node(state, node, move, g, 0.0), duplicate))
                continue
            h = estimate(state)
            child = Node(state, node, move, g, h)
            if h == inf:
                children.append((child, pruned))
                continue
            if known_g is None:
                fate = added
            elif state in live:
                fate = updated
            else:  # known, not open: closed (every state met is one or the other)
                fate = reopened
            best_g[state] = g
            generated += 1
            add(child)
            children.append((child, fate))
        search.generated += generated
        search.duplicates += duplicates
        open_size = len(live)
        if open_size > search.max_open:
            search.max_open = open_size
        yield Expansion(node, tuple(children), open_size, len(best_g) - open_size, counters())
    yield search.exhausted(len(best_g))
