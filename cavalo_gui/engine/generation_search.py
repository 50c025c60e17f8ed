"""The core loop of BFS and DFS: graph search that tests the goal when a node is generated.

This is the course's convention for the uninformed searches. A state met again at no smaller
depth is a duplicate and is discarded; met at a smaller depth (possible under a depth limit)
it replaces the deeper node in open, or is re-opened if it was already closed.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from operator import attrgetter

from cavalo_gui.engine.events import Event, Expansion, Fate
from cavalo_gui.engine.frontiers import FifoFrontier, Frontier
from cavalo_gui.engine.message import Message, message
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.open_change import OpenChange
from cavalo_gui.engine.search import Search
from cavalo_gui.engine.state_table import SHARD_MASK

_depth = attrgetter("depth")


def depth_limit_reason(max_depth: float) -> Message:
    """Why a depth-limited search that found nothing ended: it cut branches at the limit, so it
    proved nothing about the space beyond it (outcome ``limit``)."""
    return message("reason.depth-limit", limit=max_depth)


def generation_search(
    search: Search, frontier: Frontier, max_depth: float = math.inf, iteration: int | None = None
) -> Iterator[Event]:
    """Expand nodes in ``frontier`` order. Successors at ``max_depth`` are generated and tested
    but not put into open (their fate is ``PRUNED``): they could not be expanded anyway.
    ``iteration`` marks each expansion as a pass of an iterative search whose threshold is
    ``max_depth``. Ending without a solution, the run proved there is none only if nothing was
    cut at the limit; otherwise it ends at the limit (:func:`depth_limit_reason`)."""
    problem = search.problem
    successors = problem.successors
    is_goal = problem.is_goal
    root = Node(problem.initial_state())
    search.observe(root)
    if is_goal(root.state):
        yield search.solved(root, 1)
        return
    search.frontier = frontier
    # One table holds every state met (state_table.py, in shards picked by the state's hash):
    # a state in open maps to its entry (a tuple), one closed or cut at the limit to the least
    # depth it was met at. A state is closed when it was met above ``max_depth`` and is not in
    # open, so closed is a count: the expansions less the states reopened.
    frontier.keep_closed(_depth)
    seed = frontier.add(root)  # the root's entry never was in the events' open list
    bound = threshold = None if iteration is None else float(max_depth)
    shards = frontier.shards
    states = 1
    progress = problem.progress
    best_progress = progress(root.state)
    before_expansion, observe, counters = search.before_expansion, search.observe, search.counters
    pop, add_all = frontier.pop_entry, frontier.add_all
    added, duplicate, updated, reopened = Fate.ADDED, Fate.DUPLICATE, Fate.UPDATED, Fate.REOPENED
    pruned, goal_fate = Fate.PRUNED, Fate.GOAL
    mask = SHARD_MASK
    closed_size = 0
    cut_off = False
    # A FIFO open list's entries are made here, in one pass (FifoFrontier.extend).
    in_arrival_order = isinstance(frontier, FifoFrontier)
    while frontier.size:
        reason = before_expansion()
        if reason is not None:
            yield search.stopped(reason, states)
            return
        taken = pop()
        node = taken[-1]
        closed_size += 1
        search.expanded += 1
        if progress(node.state) > best_progress:  # observe(node) only when it may matter
            best_progress = progress(node.state)
            observe(node)
        depth = node.depth + 1
        g = node.g
        children: list[tuple[Node, Fate]] = []
        to_open: list[Node] = []
        to_open_slots: list[int] = []
        replaced: list = []
        goal = None
        generated = duplicates = 0
        # The hot loop: one pass over the successors, the counts kept in locals until the end.
        for move, state, cost in successors(node.state):
            slot = hash(state) & mask
            shard = shards[slot]
            known = shard.get(state)
            if known is None:
                states += 1
                fate = added
            elif known.__class__ is tuple:  # in open
                if known[-1].depth <= depth:
                    duplicates += 1
                    children.append((Node(state, node, move, g + cost), duplicate))
                    continue
                fate = updated
            elif known.__class__ is not int or known <= depth:  # not int: a child of this node
                duplicates += 1
                children.append((Node(state, node, move, g + cost), duplicate))
                continue
            elif known >= max_depth:  # only ever met at the limit: never opened
                fate = added
            else:
                closed_size -= 1
                fate = reopened
            child = Node(state, node, move, g + cost)
            generated += 1
            if is_goal(state):
                if fate is not updated:
                    shard[state] = depth
                children.append((child, goal_fate))
                goal = child
                break
            if depth >= max_depth:
                shard[state] = depth
                cut_off = True
                children.append((child, pruned))
                continue
            children.append((child, fate))
            if fate is updated:
                replaced.append(known)
            # Stored now, a state met again among these successors is a duplicate.
            if in_arrival_order:
                entry = (frontier.arrivals + len(to_open), child)
                shard[state] = entry
                to_open.append(entry)
            else:
                shard[state] = child  # until add_all stores its entry
                to_open.append(child)
                to_open_slots.append(slot)
        search.generated += generated
        search.duplicates += duplicates
        if in_arrival_order:
            entries = to_open
            frontier.extend(to_open, len(replaced))
        else:
            entries = add_all(to_open, len(replaced), to_open_slots)
        open_size = frontier.size
        if open_size > search.max_open:
            search.max_open = open_size
        change = OpenChange(
            tuple(entries), None if taken is seed else taken, tuple(replaced), bound=bound
        )
        bound = None
        yield Expansion(
            node,
            tuple(children),
            open_size,
            closed_size,
            counters(),
            iteration,
            threshold,
            open_change=change,
        )
        if goal is not None:
            yield search.solved(goal, states)
            return
    if cut_off:
        yield search.stopped(depth_limit_reason(max_depth), states, at_depth_limit=True)
    else:
        yield search.exhausted(states)
