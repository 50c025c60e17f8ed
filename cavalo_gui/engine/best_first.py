"""The core loop of the best-first family: uniform cost, A*, greedy.

They differ only in the priority of a node (g, g + h or h). The goal is tested when a node is
selected for expansion, so that A* with an admissible heuristic returns an optimal solution.
One table maps each state met to its entry in open or, once closed, its cheapest g; a state
reached more cheaply replaces its node in open, or is re-opened if it was closed (which an
inconsistent heuristic can cause).

The loop runs once per expansion, so it is written out for CPython 3.11: the frontier's pop and
bookkeeping inline, and each node and event made with ``object.__new__`` and its slots set here
(a class call costs about as much again as the object's own work); the counters live in locals
and reach the search before each event; the run's clock is kept here, not by a second generator
around this one (Search.events). What it builds is what the classes build
(tests/unit/test_event_makers.py); benchmarks/engine_instructions.py measures it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from heapq import heappop, heappush
from operator import attrgetter
from time import perf_counter

from cavalo_gui.engine.events import Counters, Event, Expansion, Fate
from cavalo_gui.engine.frontiers import PriorityFrontier
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.open_change import OpenChange
from cavalo_gui.engine.search import UNREACHABLE, Search
from cavalo_gui.engine.state_table import SHARD_COUNT

_g = attrgetter("g")
new_object = object.__new__
_NOWHERE = object()  # the state a root came from: none


def by_f(node: Node) -> float:
    return node.f


def by_g(node: Node) -> float:
    return node.g


def by_h(node: Node) -> float:
    return node.h


def best_first_search(search: Search, priority: Callable[[Node], float]) -> Iterator[Event]:
    """Expand the open node of lowest ``priority``; children the heuristic proves hopeless
    (h = inf) are ``PRUNED`` and never enter open. It keeps the run's clock itself
    (:func:`~cavalo_gui.engine.search.keeps_its_clock`): every algorithm that returns it
    must be marked so."""
    search._resumed_at = perf_counter()  # the clock runs from the first event asked for
    try:
        problem = search.problem
        successors, is_goal = problem.successors, problem.is_goal
        estimate = search.heuristic.estimate
        progress = problem.progress
        root = search.make_root()
        # One table holds every state met (state_table.py, in shards picked by the state's hash):
        # a state in open maps to its entry, one closed to its cheapest g.
        frontier = PriorityFrontier(priority, closed_as=_g)
        search.frontier = frontier
        if root.h == math.inf:
            yield search.finish(search.exhausted(1, UNREACHABLE))
            return
        seed = frontier.add(root)  # the root's entry never was in the events' open list
        shards, heap, numbers = frontier.shards, frontier.heap, frontier.numbers
        before_expansion, control = search.before_expansion, search.control
        # What before_expansion compares: it is asked only when a count has reached its budget,
        # the user asked to stop, or a time budget runs (and it says why the run stops).
        max_nodes, max_expansions = search._max_nodes, search._max_expansions
        timed = search._max_seconds != math.inf
        # The counters, kept here and written to the search before each event (what
        # before_expansion, the final event and the consumer read)
        total_generated, total_expanded = search.generated, search.expanded
        total_duplicates, max_open = search.duplicates, search.max_open
        open_size, stale_entries = frontier.size, frontier._stale
        states = 1
        best_progress = progress(root.state)  # make_root observed the root
        weighted = search.weight != 1.0
        plain_f = priority is by_f and not weighted  # A* at w = 1: the key is g + h, at hand
        ruled_out_any = False  # a child with h = inf: then the space was not all explored
        added_fate, updated, reopened = Fate.ADDED, Fate.UPDATED, Fate.REOPENED
        duplicate, pruned = Fate.DUPLICATE, Fate.PRUNED
        infinity = math.inf
        count = SHARD_COUNT
        while open_size:
            if (
                total_generated >= max_nodes
                or total_expanded >= max_expansions
                or control.stop_requested
                or timed
            ):
                reason = before_expansion()
                if reason is not None:
                    bound = frontier.lowest_priority() if priority is by_f else None
                    yield search.finish(search.stopped(reason, states, bound))
                    return
            # frontier.pop_entry(), written out (it runs once per expansion): the live entry of
            # lowest priority; entries a cheaper node of their state replaced are skipped
            while True:
                taken = heappop(heap)
                node = taken[3]
                here = node.state
                shard = shards[hash(here) % count]
                if stale_entries and shard.get(here) is not taken:
                    stale_entries = frontier._stale = stale_entries - 1
                    continue
                shard[here] = node.g  # closed: its cheapest g (open's size is told below)
                break
            if is_goal(here):
                frontier.size -= 1
                selected = OpenChange(taken=None if taken is seed else taken)
                yield search.finish(search.solved(node, states, selected))
                return
            total_expanded += 1
            if progress(here) > best_progress:  # observe(node) only when it may matter
                best_progress = progress(here)
                search.observe(node)
            children: list[tuple[Node, Fate]] = []
            added: tuple = ()  # grown by concatenation: it mostly takes one entry, or two
            replaced: list | None = None  # made when needed: most expansions replace nothing
            stale = 0
            parent_g = node.g
            depth = node.depth + 1
            generated = duplicates = 0
            # The state the node came from, closed at a g no greater than any path back to it
            # (no step costs less than 0): a duplicate found without hashing it.
            came_from = node.parent.state if node.parent is not None else _NOWHERE
            for move, state, cost in successors(here):
                g = parent_g + cost
                if state is not came_from:
                    shard = shards[hash(state) % count]
                    known = shard.get(state)
                # known: an entry (priority, h, number, node) while in open, else the closed g
                if state is came_from or (
                    known is not None and (known[3].g if known.__class__ is tuple else known) <= g
                ):
                    duplicates += 1
                    twin = new_object(Node)  # Node(state, node, move, g), made as below
                    twin.state = state
                    twin.parent = node
                    twin.move = move
                    twin.g = g
                    twin.h = 0.0
                    twin.f = g  # g + 0.0: g is a float (the root's is 0.0), never -0.0
                    twin.depth = depth
                    children.append((twin, duplicate))
                    continue
                if known is None:
                    fate = added_fate
                else:
                    fate = updated if known.__class__ is tuple else reopened
                h = estimate(state)
                # Node(state, node, move, g, h), its slots set here as Node.__init__ sets them: in
                # CPython 3.11 the class call costs half again as much (see the note in events.py)
                child = new_object(Node)
                child.state = state
                child.parent = node
                child.move = move
                child.g = g
                child.h = h
                child.f = f = g + h
                child.depth = depth
                if weighted:
                    search.weigh(child)
                if h == infinity:
                    ruled_out_any = True
                    children.append((child, pruned))
                    continue
                if fate is added_fate:
                    states += 1
                elif fate is updated:
                    stale += 1
                    # entered among these successors: it never was in the events' open list
                    if known[3].parent is node:
                        added = tuple(entry for entry in added if entry is not known)
                    else:
                        if replaced is None:
                            replaced = []
                        replaced.append(known)
                generated += 1
                # The entry is made and stored now: a state met again among these successors
                # finds it (PriorityFrontier.pushed).
                entry = (f if plain_f else priority(child), h, next(numbers), child)
                heappush(heap, entry)
                shard[state] = entry
                added += (entry,)
                children.append((child, fate))
            total_generated += generated
            total_duplicates += duplicates
            # less the node taken, plus frontier.pushed(generated, stale)
            open_size = frontier.size = open_size - 1 + generated - stale
            if stale:
                stale_entries = frontier._stale = stale_entries + stale
            if open_size > max_open:  # search.note_open(open_size)
                max_open = search.max_open = open_size
            # OpenChange(added, taken, replaced), its slots set here (see the note in events.py)
            change = new_object(OpenChange)
            change.added = added
            change.taken = None if taken is seed else taken
            change.replaced = tuple(replaced) if replaced else ()
            change.pruned = change.forgotten = ()
            change.bound = None
            # Expansion(node, children, open_size, closed size, counters, open_change=change)
            event = new_object(Expansion)
            event.node = node
            event.successors = tuple(children)
            event.open_size = open_size
            event.closed_size = states - open_size
            # search.counters(), written out: a snapshot of the run's counters and clock, which
            # stops here until the consumer asks for the next event (see keeps_its_clock)
            snapshot = event.counters = new_object(Counters)
            snapshot.generated = search.generated = total_generated
            snapshot.expanded = search.expanded = total_expanded
            snapshot.duplicates = search.duplicates = total_duplicates
            snapshot.max_open = max_open
            seconds = search._seconds + perf_counter() - search._resumed_at
            snapshot.seconds = search._seconds = seconds
            search._resumed_at = 0.0
            event.iteration = event.threshold = event.f_limit = event.memory = None
            event.backed_up = event.forgotten = ()
            event.open_change = change
            yield event
            search._resumed_at = perf_counter()
        yield search.finish(search.ruled_out(states) if ruled_out_any else search.exhausted(states))
    except RecursionError:  # as Search.events would: a problem's own method that recursed
        yield search.finish(search.too_deep())
    finally:
        search.stop_clock()  # an exception from a problem's method leaves the clock stopped
