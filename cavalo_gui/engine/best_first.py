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
from cavalo_gui.engine.open_change import OpenChange
from cavalo_gui.engine.search import UNREACHABLE, Search


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
    root = search.make_root()
    best_g = {root.state: 0.0}  # every state met, open or closed, with its cheapest g
    frontier = PriorityFrontier(priority)
    search.frontier = frontier
    if root.h == math.inf:
        yield search.exhausted(1, UNREACHABLE)
        return
    seed = frontier.add(root)  # the root's entry never was in the events' open list
    weighted = search.weight != 1.0
    ruled_out_any = False  # a child with h = inf: then the space was not all explored
    while frontier.live:
        reason = search.limit_reason()
        if reason is not None:
            bound = frontier.lowest_priority() if priority is by_f else None
            yield search.stopped(reason, len(best_g), bound)
            return
        taken = frontier.pop_entry()
        node = taken[3]
        if problem.is_goal(node.state):
            selected = OpenChange(taken=None if taken is seed else taken)
            yield search.solved(node, len(best_g), selected)
            return
        search.expanded += 1
        search.observe(node)
        children: list[tuple[Node, Fate]] = []
        added: list = []
        replaced: list = []
        for move, state, cost in problem.successors(node.state):
            g = node.g + cost
            known_g = best_g.get(state)
            if known_g is not None and known_g <= g:
                search.duplicates += 1
                children.append((Node(state, node, move, g), Fate.DUPLICATE))
                continue
            child = Node(state, node, move, g, search.heuristic.estimate(state))
            if weighted:
                search.weigh(child)
            if child.h == math.inf:
                ruled_out_any = True
                children.append((child, Fate.PRUNED))
                continue
            if known_g is None:
                fate = Fate.ADDED
            elif state in frontier.live:
                fate = Fate.UPDATED
                replaced.append(frontier.live[state])
            else:  # known, not open: closed (every state met is one or the other)
                fate = Fate.REOPENED
            best_g[state] = g
            search.generated += 1
            added.append(frontier.add(child))
            children.append((child, fate))
        open_size = len(frontier.live)
        search.note_open(open_size)
        change = OpenChange(tuple(added), None if taken is seed else taken, tuple(replaced))
        yield Expansion(
            node,
            tuple(children),
            open_size,
            len(best_g) - open_size,
            search.counters(),
            open_change=change,
        )
    yield search.ruled_out(len(best_g)) if ruled_out_any else search.exhausted(len(best_g))
