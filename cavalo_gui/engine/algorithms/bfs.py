"""Breadth-first search: the shallowest goal first, tested when generated."""

from collections.abc import Iterator

from cavalo_gui.engine.algorithms.spec import Algorithm, OpenList, Optimum
from cavalo_gui.engine.events import Event
from cavalo_gui.engine.frontiers import FifoFrontier
from cavalo_gui.engine.generation_search import generation_search
from cavalo_gui.engine.search import Search


def breadth_first(search: Search) -> Iterator[Event]:
    return generation_search(search, FifoFrontier())


ALGORITHM = Algorithm(
    name="bfs",
    run=breadth_first,
    optimal=True,
    optimum=Optimum.FEWEST_MOVES,
    open_list=OpenList.FIFO,
)
