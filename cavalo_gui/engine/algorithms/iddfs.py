"""Iterative-deepening depth-first search: depth-limited DFS with limits 1, 2, 3, ...

Each iteration is the course's DFS (goal tested when a node is generated) with a depth limit
one deeper than the last, so the first solution found is a shallowest one, as with BFS, while
open only ever holds one depth-first frontier.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

from cavalo_gui.engine.algorithms.dfs import MAX_DEPTH
from cavalo_gui.engine.algorithms.spec import Algorithm, OpenList, Optimum, Pruning
from cavalo_gui.engine.events import Event, Finished, IterationStarted, Outcome
from cavalo_gui.engine.frontiers import LifoFrontier
from cavalo_gui.engine.generation_search import depth_limit_reason, generation_search
from cavalo_gui.engine.message import message
from cavalo_gui.engine.search import Search


def iterative_deepening(search: Search, max_depth: int) -> Iterator[Event]:
    """Run depth-limited DFS with limits 1 .. ``max_depth``, announcing each with
    :class:`IterationStarted` (its threshold is the depth limit).

    Duplicate policy: within one iteration, graph search as in DFS (a state met again at no
    smaller depth is discarded; met shallower, it is re-opened so that the limit is applied to
    its shallowest depth); nothing is kept from one iteration to the next. The node counters add
    up over the iterations: T counts every re-generation. The run ends with no solution when an
    iteration pruned nothing at its limit: the whole space was searched. If the last limit,
    ``max_depth``, still cut branches, it ends at that limit (outcome ``limit``): no solution of
    ``max_depth`` moves or fewer, nothing proved beyond.
    """
    states = 1
    for limit in range(1, max_depth + 1):
        yield IterationStarted(limit, float(limit), search.counters())
        for event in generation_search(search, LifoFrontier(), limit, iteration=limit):
            if isinstance(event, Finished):
                if event.outcome is Outcome.NO_SOLUTION:  # nothing cut: the whole space
                    reason = message("reason.all-explored-depth", n=event.states, depth=limit)
                    yield search.exhausted(event.states, reason, exhaustive=True)
                    return
                if event.at_depth_limit:
                    states = event.states
                    break  # cut at this limit: the next pass goes one deeper
                if event.outcome is Outcome.LIMIT:
                    event = dataclasses.replace(event, lower_bound=float(limit))
                yield event
                return
            yield event
    yield search.stopped(
        depth_limit_reason(max_depth),
        states,
        float(max_depth + 1),
        exhaustive_layers=True,
        at_depth_limit=True,
    )


ALGORITHM = Algorithm(
    name="iddfs",
    run=iterative_deepening,
    optimal=True,
    optimum=Optimum.FEWEST_MOVES,
    parameters=(MAX_DEPTH,),
    open_list=OpenList.LIFO,
    pruning=Pruning.DEPTH_LIMIT,
)
