"""The cheaper forms of a fold's open list (engine/open_forms.py): BFS's kept as each
expansion's tuple of added entries, a priority queue's as a deque per key. Each gives the same
open list as the general fold, through batches, steps back, copies and a change that leaves
its pattern; and the searches that have one keep it from their first expansion to their last."""

from __future__ import annotations

import pytest

from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.engine.algorithms import get_algorithm, start_search
from cavalo_gui.engine.algorithms.spec import OpenList
from cavalo_gui.engine.events import Expansion
from cavalo_gui.engine.limits import Limits, RunControl
from cavalo_gui.engine.open_change import OpenChange
from cavalo_gui.engine.open_fold import OpenFold

SEARCHES = [("bfs", None, "arrival order"), ("astar", "fewest", "key buckets")]


def search_changes(algorithm: str, heuristic: str | None, expansions: int) -> list[OpenChange]:
    problem = KnightProblem(load_puzzle("F"))
    search = start_search(
        algorithm,
        problem,
        problem.heuristics().get(heuristic),
        RunControl(Limits(max_expansions=expansions)),
    )
    return [event.open_change for event in search.events() if type(event) is Expansion]


def labels(fold: OpenFold) -> list[str]:
    return list(fold.nodes())


def entries(*keys: int) -> tuple:
    """Entries shaped as a priority queue's, ``(f, h, number, node)``; here f = h = 0."""
    return tuple((0, 0, key, f"n{key}") for key in keys)


@pytest.mark.parametrize(("algorithm", "heuristic", "form"), SEARCHES)
def test_folded_in_batches_the_form_is_the_general_fold_and_is_kept(algorithm, heuristic, form):
    changes = search_changes(algorithm, heuristic, 3000)
    order = get_algorithm(algorithm).open_list
    general, cheaper = OpenFold(), OpenFold(order)
    assert cheaper.form == form
    for start in range(0, len(changes), 250):
        batch = changes[start : start + 250]
        for change in batch:
            general.apply(change)
        cheaper.apply_many(batch)
        assert cheaper.nodes() == general.nodes() and len(cheaper) == len(general)
    assert cheaper.form == form and cheaper.position == general.position == len(changes)


@pytest.mark.parametrize(("algorithm", "heuristic", "form"), SEARCHES)
def test_steps_back_from_a_copy_give_each_earlier_open_list_down_to_the_empty_one(
    algorithm, heuristic, form
):
    changes = search_changes(algorithm, heuristic, 400)
    history, fold = [], OpenFold(get_algorithm(algorithm).open_list)
    for change in changes:
        history.append(fold.nodes())
        fold.apply(change)
    twin = fold.copy()
    for change, before in zip(reversed(changes), reversed(history), strict=True):
        twin.undo(change)
        assert twin.nodes() == before
    assert len(twin) == 0 and twin.position == 0 and twin.form == form
    assert fold.position == len(changes) and len(fold.nodes()) == len(fold) > 0  # untouched


@pytest.mark.parametrize("order", [OpenList.FIFO, OpenList.LOWEST_F])
def test_a_change_that_removes_another_entry_turns_the_fold_into_the_general_one(order):
    fold = OpenFold(order)
    first, second = entries(1, 2, 3), entries(4, 5)
    fold.apply(OpenChange(added=first))
    fold.apply(OpenChange(added=second, taken=first[0]))
    assert labels(fold) == ["n2", "n3", "n4", "n5"]
    fold.apply_many([OpenChange(added=entries(6), taken=first[1], replaced=(second[0],))])
    assert fold.form == "sorted deque"
    assert labels(fold) == ["n3", "n5", "n6"] and len(fold) == 3


@pytest.mark.parametrize("order", [OpenList.FIFO, OpenList.LOWEST_F])
def test_a_batch_that_takes_an_entry_not_first_is_folded_as_the_general_fold_does(order):
    first = entries(1, 2, 3)
    batch = [OpenChange(added=first), OpenChange(added=entries(7), taken=first[2])]
    general, cheaper = OpenFold(), OpenFold(order)
    for change in batch:
        general.apply(change)
    cheaper.apply_many(batch)
    assert labels(cheaper) == labels(general) == ["n1", "n2", "n7"]
    assert len(cheaper) == len(general) == 3 and cheaper.form == general.form


def test_an_entry_out_of_its_key_s_insertion_order_is_folded_by_the_general_fold_instead():
    fold = OpenFold(OpenList.LOWEST_F)
    first = entries(5, 6)
    fold.apply(OpenChange(added=first))
    # n4 comes after n9 with the same key: not a priority queue's insertion order
    late = OpenChange(added=((0, 0, 9, "n9"), (0, 0, 4, "n4")), taken=first[0])
    fold.apply_many([OpenChange(added=((1, 0, 8, "n8"),)), late])
    assert fold.form == "heap" and fold.position == 3
    assert labels(fold) == ["n4", "n6", "n9", "n8"] and len(fold) == 4


def test_uniform_cost_and_greedy_search_are_folded_as_key_buckets_to_their_end():
    problem = KnightProblem(load_puzzle("C"))
    for algorithm in ("ucs", "greedy"):
        order = get_algorithm(algorithm).open_list
        search = start_search(algorithm, problem, problem.heuristics()["fewest"])
        fold = OpenFold(order)
        for event in search.events():
            if type(event) is Expansion:
                fold.apply(event.open_change)
                assert fold.nodes(10) == search.open_preview(10)
        assert fold.form == "key buckets"
