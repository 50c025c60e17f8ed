"""A*: lowest f = g + h first; optimal with an admissible heuristic."""

from collections.abc import Iterator

from cavalo_gui.engine.algorithms.spec import WEIGHT, Algorithm, OpenList
from cavalo_gui.engine.best_first import best_first_search, by_f
from cavalo_gui.engine.events import Event
from cavalo_gui.engine.search import Search


def a_star(search: Search) -> Iterator[Event]:
    return best_first_search(search, by_f)


ALGORITHM = Algorithm(
    name="astar",
    label="A*",
    run=a_star,
    description="Expands the lowest f = g + h first; optimal when h is admissible.",
    informed=True,
    optimal=True,
    parameters=(WEIGHT,),
    tie_breaking=(
        "The lowest f; between equal f, the lower h; between equal h too, the one added to open"
        " first."
    ),
    open_list=OpenList.LOWEST_F,
    weighted_description=(
        "Expands the lowest f = g + w·h first: above 1, w leans on h and finds a solution sooner."
    ),
)
