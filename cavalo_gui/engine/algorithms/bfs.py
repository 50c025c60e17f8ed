"""Breadth-first search: the shallowest goal first, tested when generated."""

from collections.abc import Iterator

from cavalo_gui.engine.algorithms.spec import Algorithm, OpenList
from cavalo_gui.engine.events import Event
from cavalo_gui.engine.frontiers import FifoFrontier
from cavalo_gui.engine.generation_search import generation_search
from cavalo_gui.engine.search import Search


def breadth_first(search: Search) -> Iterator[Event]:
    return generation_search(search, FifoFrontier())


ALGORITHM = Algorithm(
    name="bfs",
    label="Breadth-first (BFS)",
    run=breadth_first,
    description="Expands the shallowest node first: the fewest moves. Goal tested on generation.",
    optimal=True,
    tie_breaking=(
        "First in, first out: the shallowest node first; between nodes of equal depth, the one "
        "generated first, a node's successors in the puzzle's order of moves."
    ),
    open_list=OpenList.FIFO,
)
