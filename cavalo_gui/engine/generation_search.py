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
from cavalo_gui.engine.message import Message, message
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.search import Search


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
    frontier.add(root)
    depth_of = {root.state: 0}
    known_depth_of = depth_of.get
    closed: set = set()
    threshold = None if iteration is None else float(max_depth)
    limit_reason, observe, counters = search.limit_reason, search.observe, search.counters
    pop, add_all, in_open, live = frontier.pop, frontier.add_all, frontier.get, frontier.live
    added, duplicate, updated, reopened = Fate.ADDED, Fate.DUPLICATE, Fate.UPDATED, Fate.REOPENED
    cut_off = False
    while live:
        reason = limit_reason()
        if reason is not None:
            yield search.stopped(reason, len(depth_of))
            return
        node = pop()
        closed.add(node.state)
        search.expanded += 1
        observe(node)
        depth = node.depth + 1
        g = node.g
        children: list[tuple[Node, Fate]] = []
        to_open: list[Node] = []
        goal = None
        generated = duplicates = 0
        # The hot loop: one pass over the successors, the counts kept in locals until the end.
        for move, state, cost in successors(node.state):
            child = Node(state, node, move, g + cost)
            known_depth = known_depth_of(state)
            if known_depth is None:
                fate = added
            elif known_depth <= depth:
                duplicates += 1
                children.append((child, duplicate))
                continue
            elif state in closed:
                closed.discard(state)
                fate = reopened
            else:
                fate = updated if in_open(state) is not None else added
            depth_of[state] = depth
            generated += 1
            if is_goal(state):
                children.append((child, Fate.GOAL))
                goal = child
                break
            if depth >= max_depth:
                cut_off = True
                children.append((child, Fate.PRUNED))
                continue
            children.append((child, fate))
            to_open.append(child)
        search.generated += generated
        search.duplicates += duplicates
        add_all(to_open)
        open_size = len(live)
        if open_size > search.max_open:
            search.max_open = open_size
        yield Expansion(
            node, tuple(children), open_size, len(closed), counters(), iteration, threshold
        )
        if goal is not None:
            yield search.solved(goal, len(depth_of))
            return
    if cut_off:
        yield search.stopped(depth_limit_reason(max_depth), len(depth_of), at_depth_limit=True)
    else:
        yield search.exhausted(len(depth_of))
