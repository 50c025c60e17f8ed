"""Greedy best-first search: the lowest h first, ignoring the cost paid so far."""

from collections.abc import Iterator

from cavalo_gui.engine.algorithms.spec import Algorithm, OpenList
from cavalo_gui.engine.best_first import best_first_search, by_h
from cavalo_gui.engine.events import Event
from cavalo_gui.engine.search import Search, keeps_its_clock


@keeps_its_clock
def greedy_best_first(search: Search) -> Iterator[Event]:
    """Best-first by h, goal tested when a node is selected. Duplicate policy (graph search): a
    state met again at no smaller g is discarded; at a smaller g it replaces its node in open.
    Fast, complete on a finite space, not optimal."""
    return best_first_search(search, by_h)


ALGORITHM = Algorithm(
    name="greedy",
    run=greedy_best_first,
    informed=True,
    open_list=OpenList.LOWEST_H,
)
