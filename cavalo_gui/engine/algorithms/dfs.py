"""Depth-first search with a depth limit, goal tested when generated."""

from collections.abc import Iterator

from cavalo_gui.engine.algorithms.spec import Algorithm, OpenList, Parameter, Pruning
from cavalo_gui.engine.events import Event
from cavalo_gui.engine.frontiers import LifoFrontier
from cavalo_gui.engine.generation_search import generation_search
from cavalo_gui.engine.search import Search

MAX_DEPTH = Parameter("max_depth", default=50, minimum=1, maximum=10_000)


def depth_first(search: Search, max_depth: int) -> Iterator[Event]:
    return generation_search(search, LifoFrontier(), max_depth)


ALGORITHM = Algorithm(
    name="dfs",
    run=depth_first,
    parameters=(MAX_DEPTH,),
    open_list=OpenList.LIFO,
    pruning=Pruning.DEPTH_LIMIT,
)
