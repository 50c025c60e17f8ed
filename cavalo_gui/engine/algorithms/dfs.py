"""Depth-first search with a depth limit, goal tested when generated."""

from collections.abc import Iterator

from cavalo_gui.engine.algorithms.spec import Algorithm, OpenList, Parameter, Pruning
from cavalo_gui.engine.events import Event
from cavalo_gui.engine.frontiers import LifoFrontier
from cavalo_gui.engine.generation_search import generation_search
from cavalo_gui.engine.search import Search

MAX_DEPTH = Parameter("max_depth", "Depth limit", default=50, minimum=1, maximum=10_000)


def depth_first(search: Search, max_depth: int = MAX_DEPTH.default) -> Iterator[Event]:
    return generation_search(search, LifoFrontier(), max_depth)


ALGORITHM = Algorithm(
    name="dfs",
    label="Depth-first (DFS)",
    run=depth_first,
    description="Deepest node first, down to a depth limit: a solution, not the shortest.",
    parameters=(MAX_DEPTH,),
    tie_breaking=(
        "Last in, first out: the newest node first; a node's successors in the puzzle's order "
        "of moves, the first of them expanded first."
    ),
    open_list=OpenList.LIFO,
    pruning=Pruning.DEPTH_LIMIT,
)
