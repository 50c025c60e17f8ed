"""Beam search: breadth-first, layer by layer, keeping only the ``beam_width`` best nodes (lowest
h) of each layer. Memory and time bounded by the width; neither complete nor optimal."""

from __future__ import annotations

import heapq
import itertools
import math
from collections.abc import Iterator

from cavalo_gui.engine.algorithms.spec import Algorithm, Parameter, Pruning
from cavalo_gui.engine.events import Event, Expansion, Fate
from cavalo_gui.engine.message import message
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.open_change import Entry, OpenChange, OpenLog
from cavalo_gui.engine.search import UNREACHABLE, Search

BEAM_WIDTH = Parameter("beam_width", default=10, minimum=1, maximum=100_000)

PoolEntry = tuple[float, int, Entry]  # (-h, -arrival, open entry): the worst on top of the heap


class Beam:
    """The layer being expanded and the best nodes found so far for the next one, as open
    entries (layer number, h, arrival, node): a layer's order is lowest h, then first come.
    It records its own change to the open list (:meth:`changes`) as nodes enter, leave and
    push one another out, and whether it ever left a node out for want of room."""

    def __init__(self, width: int) -> None:
        self.width = width
        self.layer: list[Entry] = []
        self.number = 0
        self.position = 0
        self.pool: list[PoolEntry] = []
        self.left_out_any = False
        self._log = OpenLog()

    def __len__(self) -> int:
        return len(self.layer) - self.position + len(self.pool)

    def preview(self, count: int) -> list[Node]:
        waiting = [entry[3] for entry in self.layer[self.position : self.position + count]]
        upcoming = [entry[2][3] for entry in sorted(self.pool, reverse=True)]
        return (waiting + upcoming)[:count]

    def start(self, root: Node, number: int) -> None:
        """The first layer: the root alone, arrived ``number``."""
        self.layer = [(0, root.h, number, root)]
        self._log.add(self.layer[0])

    def layer_left(self) -> bool:
        return self.position < len(self.layer)

    def take(self) -> Node:
        """The next node of the layer, selected."""
        taken = self.layer[self.position]
        self.position += 1
        self._log.take(taken)
        return taken[3]

    def offer(self, child: Node, number: int) -> bool:
        """Whether ``child`` (arrived ``number``) gets a place in the next layer: a free one,
        or the place of the worst node there, which it pushes out (pruned)."""
        entry = (-child.h, -number, (self.number + 1, child.h, number, child))
        pool = self.pool
        if len(pool) < self.width:
            heapq.heappush(pool, entry)
        elif entry > pool[0]:
            self._log.prune(heapq.heapreplace(pool, entry)[2])
            self.left_out_any = True
        else:
            self.left_out_any = True
            return False
        self._log.add(entry[2])
        return True

    def next_layer(self) -> None:
        self.layer = [entry[2] for entry in sorted(self.pool, reverse=True)]
        self.number += 1
        self.position = 0
        self.pool = []

    def changes(self) -> OpenChange:
        """The open list's change since the last call."""
        return self._log.flush()


def beam_search(search: Search, beam_width: int) -> Iterator[Event]:
    """Expand the current layer best h first, the goal tested when a node is selected (as in
    best-first search). Its successors compete for the ``beam_width`` places of the next layer:
    one that does not make it is ``PRUNED``; one that makes it is ``ADDED``, though a better one
    found later in the same layer may still push it out (the open-list view shows who is in).

    Duplicate policy: a state met before in any layer (kept or pushed out) is a ``DUPLICATE``.
    If the run ends without a solution after pruning anything, it says so with outcome
    ``limit``: a wider beam might find one. With nothing pruned, it searched the whole space.
    """
    problem = search.problem
    successors = problem.successors
    is_goal = problem.is_goal
    estimate = search.heuristic.estimate
    inf = math.inf
    arrival = itertools.count()
    root = search.make_root()
    beam = Beam(beam_width)
    search.frontier = beam
    if root.h == inf:
        yield search.exhausted(1, UNREACHABLE)
        return
    beam.start(root, next(arrival))
    seen = {root.state}
    ruled_out_any = False  # a node the heuristic rules out (h = inf): proved hopeless
    while beam.layer:
        while beam.layer_left():
            reason = search.before_expansion()
            if reason is not None:
                yield search.stopped(reason, len(seen))
                return
            node = beam.take()
            if is_goal(node.state):
                yield search.solved(node, len(seen), beam.changes())
                return
            search.expanded += 1
            search.observe(node)
            children: list[tuple[Node, Fate]] = []
            for move, state, cost in successors(node.state):
                if state in seen:
                    search.duplicates += 1
                    children.append((Node(state, node, move, node.g + cost), Fate.DUPLICATE))
                    continue
                seen.add(state)
                child = Node(state, node, move, node.g + cost, estimate(state))
                number = next(arrival)
                if child.h == inf:
                    ruled_out_any = True
                    children.append((child, Fate.PRUNED))
                elif beam.offer(child, number):
                    search.generated += 1
                    children.append((child, Fate.ADDED))
                else:
                    children.append((child, Fate.PRUNED))
            search.note_open(len(beam))
            yield Expansion(
                node,
                tuple(children),
                len(beam),
                search.expanded,
                search.counters(),
                open_change=beam.changes(),
            )
        beam.next_layer()
    if beam.left_out_any:
        yield search.stopped(message("reason.beam", width=beam_width), len(seen))
    elif ruled_out_any:
        yield search.ruled_out(len(seen))
    else:
        yield search.exhausted(len(seen))


ALGORITHM = Algorithm(
    name="beam",
    run=beam_search,
    informed=True,
    parameters=(BEAM_WIDTH,),
    pruning=Pruning.BEAM_WIDTH,
)
