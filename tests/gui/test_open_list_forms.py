"""The window folds each algorithm's open list in the form its spec's order allows (BFS's as
each expansion's tuple of entries, A*'s as a deque per key, DFS's in the general one), told
before each run; whichever the form, the open list it shows, live or looking back, is the
algorithm's own."""

from __future__ import annotations

import random

from cavalo_gui.engine.events import Expansion
from cavalo_gui.runs.recording import PREVIEW_SIZE

from .helpers import choose, choose_problem, headless_search, run_to_end


def _headless_open_lists(name: str, algorithm: str, heuristic: str | None) -> list[list]:
    """The algorithm's own open list (as move lists) after 0, 1, 2, ... expansions, and last
    as the run left it."""
    search = headless_search(name, algorithm, heuristic)
    lists = [[]]
    for event in search.events():
        if type(event) is Expansion:
            lists.append([node.moves() for node in search.open_preview(PREVIEW_SIZE)])
    return [*lists, [node.moves() for node in search.open_preview(PREVIEW_SIZE)]]


def _shown_open_list(window, position: int) -> list:
    window.model.go_to(position)
    window.model.publish()
    return [node.moves() for node in window.model.preview]


def test_bfs_then_a_star_show_their_own_open_lists_live_and_looking_back(qtbot, window):
    choose_problem(window, "C")
    for algorithm, form in (
        ("bfs", "arrival order"),
        ("astar", "key buckets"),
        ("dfs", "sorted deque"),
        ("bfs", "arrival order"),
    ):
        choose(window, "algorithm", algorithm)
        assert window.model.open_list.form == form
        final = run_to_end(qtbot, window)
        expected = _headless_open_lists("C", algorithm, window.controller.choices.heuristic_used())
        total = final.counters.expanded
        assert len(expected) == total + 2
        for position in [
            1,
            2,
            total - 1,
            *random.Random(7).sample(range(1, total), min(25, total - 1)),
        ]:
            assert _shown_open_list(window, position) == expected[position], (algorithm, position)
        assert _shown_open_list(window, total) == expected[-1]  # as the run left it
        table = window.open_list.table
        assert table.topLevelItemCount() == len(expected[-1]) > 0
