"""The open list of an algorithm that takes its nodes in the order they came (BFS), kept as
each expansion's tuple of added entries: the same open list as the general fold, through
batches, steps back, copies and a change that leaves the pattern."""

from __future__ import annotations

from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.events import Expansion
from cavalo_gui.engine.limits import Limits, RunControl
from cavalo_gui.engine.open_change import OpenChange
from cavalo_gui.engine.open_fold import OpenFold


def bfs_changes(expansions: int) -> list[OpenChange]:
    problem = KnightProblem(load_puzzle("E"))
    search = start_search("bfs", problem, None, RunControl(Limits(max_expansions=expansions)))
    return [event.open_change for event in search.events() if type(event) is Expansion]


def labels(fold: OpenFold) -> list[str]:
    return list(fold.nodes())


def entries(*keys: int) -> tuple:
    return tuple((key, f"n{key}") for key in keys)


def test_bfs_folded_in_batches_in_arrival_order_is_the_general_fold_and_stays_in_that_form():
    changes = bfs_changes(3000)
    general, in_order = OpenFold(), OpenFold(fifo=True)
    for start in range(0, len(changes), 250):
        batch = changes[start : start + 250]
        for change in batch:
            general.apply(change)
        in_order.apply_many(batch)
        assert in_order.nodes() == general.nodes() and len(in_order) == len(general)
    # the cheap form all along: each expansion's added tuple held as it came (see module doc)
    assert in_order._chunks is not None and len(in_order._chunks) < len(general)


def test_steps_back_from_a_copy_give_each_earlier_open_list_down_to_the_empty_one():
    changes = bfs_changes(400)
    history, fold = [], OpenFold(fifo=True)
    for change in changes:
        history.append(fold.nodes())
        fold.apply(change)
    twin = fold.copy()
    for change, before in zip(reversed(changes), reversed(history), strict=True):
        twin.undo(change)
        assert twin.nodes() == before
    assert len(twin) == 0 and twin.position == 0
    assert fold.position == len(changes) and len(fold.nodes()) == len(fold) > 0  # untouched


def test_a_change_that_leaves_the_pattern_turns_the_fold_into_the_general_one_with_its_entries():
    fold = OpenFold(fifo=True)
    first = entries(1, 2, 3)
    fold.apply(OpenChange(added=first))
    fold.apply(OpenChange(added=entries(4, 5), taken=first[0]))
    assert labels(fold) == ["n2", "n3", "n4", "n5"]
    fold.apply_many([OpenChange(added=entries(6), taken=first[1], replaced=(fold._chunks[-1][0],))])
    assert fold._chunks is None  # the general form from here on
    assert labels(fold) == ["n3", "n5", "n6"] and len(fold) == 3


def test_a_batch_that_takes_an_entry_not_first_is_folded_as_the_general_fold_does():
    first = entries(1, 2, 3)
    batch = [OpenChange(added=first), OpenChange(added=entries(7), taken=first[2])]
    general, in_order = OpenFold(), OpenFold(fifo=True)
    for change in batch:
        general.apply(change)
    in_order.apply_many(batch)
    assert labels(in_order) == labels(general) == ["n1", "n2", "n7"]
    assert len(in_order) == len(general) == 3
