"""The core loop of the best-first family: uniform cost, A*, greedy.

They differ only in the priority of a node (g, g + h or h). The goal is tested when a node is
selected for expansion, so that A* with an admissible heuristic returns an optimal solution.
One table maps each state met to its entry in open or, once closed, its cheapest g; a state
reached more cheaply replaces its node
in open, or is re-opened if it was closed (which an inconsistent heuristic can cause).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from heapq import heappush
from operator import attrgetter

from cavalo_gui.engine.events import Event, Expansion, Fate
from cavalo_gui.engine.frontiers import PriorityFrontier
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.open_change import OpenChange
from cavalo_gui.engine.search import UNREACHABLE, Search
from cavalo_gui.engine.state_table import SHARD_MASK

_g = attrgetter("g")


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
    successors, is_goal, estimate = problem.successors, problem.is_goal, search.heuristic.estimate
    root = search.make_root()
    # One table holds every state met (state_table.py, in shards picked by the state's hash):
    # a state in open maps to its entry, one closed to its cheapest g.
    frontier = PriorityFrontier(priority, closed_as=_g)
    search.frontier = frontier
    if root.h == math.inf:
        yield search.exhausted(1, UNREACHABLE)
        return
    seed = frontier.add(root)  # the root's entry never was in the events' open list
    shards, heap, numbers = frontier.shards, frontier.heap, frontier.numbers
    states = 1
    weighted = search.weight != 1.0
    ruled_out_any = False  # a child with h = inf: then the space was not all explored
    added_fate, updated, reopened = Fate.ADDED, Fate.UPDATED, Fate.REOPENED
    duplicate, pruned = Fate.DUPLICATE, Fate.PRUNED
    infinity = math.inf
    while frontier.size:
        reason = search.before_expansion()
        if reason is not None:
            bound = frontier.lowest_priority() if priority is by_f else None
            yield search.stopped(reason, states, bound)
            return
        taken = frontier.pop_entry()
        node = taken[3]
        if is_goal(node.state):
            selected = OpenChange(taken=None if taken is seed else taken)
            yield search.solved(node, states, selected)
            return
        search.expanded += 1
        search.observe(node)
        children: list[tuple[Node, Fate]] = []
        added: list = []
        replaced: list = []
        stale = 0
        parent_g = node.g
        generated = duplicates = 0
        for move, state, cost in successors(node.state):
            g = parent_g + cost
            shard = shards[hash(state) & SHARD_MASK]
            known = shard.get(state)
            if known is None:
                fate = added_fate
            else:
                in_open = known.__class__ is tuple
                known_g = known[-1].g if in_open else known
                if known_g <= g:
                    duplicates += 1
                    children.append((Node(state, node, move, g), duplicate))
                    continue
                fate = updated if in_open else reopened
            child = Node(state, node, move, g, estimate(state))
            if weighted:
                search.weigh(child)
            if child.h == infinity:
                ruled_out_any = True
                children.append((child, pruned))
                continue
            if fate is added_fate:
                states += 1
            elif fate is updated:
                stale += 1
                if known[-1].parent is node:  # entered among these successors: it never was
                    added.remove(known)  # in the events' open list
                else:
                    replaced.append(known)
            generated += 1
            # The entry is made and stored now: a state met again among these successors
            # finds it (PriorityFrontier.pushed).
            entry = (priority(child), child.h, next(numbers), child)
            heappush(heap, entry)
            shard[state] = entry
            added.append(entry)
            children.append((child, fate))
        search.generated += generated
        search.duplicates += duplicates
        frontier.pushed(generated, stale)
        open_size = frontier.size
        search.note_open(open_size)
        change = OpenChange(tuple(added), None if taken is seed else taken, tuple(replaced))
        yield Expansion(
            node,
            tuple(children),
            open_size,
            states - open_size,
            search.counters(),
            open_change=change,
        )
    yield search.ruled_out(states) if ruled_out_any else search.exhausted(states)
