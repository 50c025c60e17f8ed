"""Uniform-cost search: the cheapest path cost g first; optimal for non-negative step costs."""

from collections.abc import Iterator

from cavalo_gui.engine.algorithms.spec import Algorithm, OpenList
from cavalo_gui.engine.best_first import best_first_search, by_g
from cavalo_gui.engine.events import Event
from cavalo_gui.engine.search import Search, keeps_its_clock


@keeps_its_clock
def uniform_cost(search: Search) -> Iterator[Event]:
    """Best-first by g, goal tested when a node is selected. Duplicate policy (graph search): a
    state met again at no smaller g is discarded; at a smaller g it replaces its node in open."""
    return best_first_search(search, by_g)


ALGORITHM = Algorithm(
    name="ucs",
    run=uniform_cost,
    optimal=True,
    open_list=OpenList.LOWEST_G,
)
