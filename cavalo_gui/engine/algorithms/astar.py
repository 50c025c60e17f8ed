"""A*: lowest f = g + h first; optimal with an admissible heuristic."""

from collections.abc import Iterator

from cavalo_gui.engine.algorithms.spec import WEIGHT, Algorithm, OpenList
from cavalo_gui.engine.best_first import best_first_search, by_f
from cavalo_gui.engine.events import Event
from cavalo_gui.engine.search import Search, keeps_its_clock


@keeps_its_clock
def a_star(search: Search) -> Iterator[Event]:
    return best_first_search(search, by_f)


ALGORITHM = Algorithm(
    name="astar",
    run=a_star,
    informed=True,
    optimal=True,
    parameters=(WEIGHT,),
    open_list=OpenList.LOWEST_F,
)
