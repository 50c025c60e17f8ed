"""The open list travels in the events (issue 24 item 3): for every algorithm on random small
boards of each puzzle, the changes folded from an empty open list give, after each expansion,
the very nodes in the very order of the algorithm's own open list; and undone one by one, they
give back each earlier open list down to the empty one; folded a batch at a time (as the window
does), they give the same open list at each batch's end."""

from __future__ import annotations

import itertools
from unittest.mock import patch

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cavalo_gui.domains.dots.board import DotsBoard
from cavalo_gui.domains.dots.problem import DotsProblem, DotsPuzzle
from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem, KnightPuzzle
from cavalo_gui.engine.algorithms import ALGORITHMS, decision, get_algorithm, start_search
from cavalo_gui.engine.algorithms.spec import OpenList
from cavalo_gui.engine.events import Expansion, Finished, Outcome
from cavalo_gui.engine.limits import Limits, RunControl
from cavalo_gui.engine.open_fold import OpenFold
from tests.unit.test_blokus_heuristics import small_problems
from tests.unit.test_heuristics import small_games

EXPANSIONS = 250  # each run's budget: small boards, and a bound on the test's time


@st.composite
def knight_problems(draw: st.DrawFn) -> KnightProblem:
    game = draw(small_games())
    return KnightProblem(KnightPuzzle("drawn", game.board, game.target), game.double)


@st.composite
def dots_problems(draw: st.DrawFn) -> DotsProblem:
    rows, columns = draw(st.sampled_from([(1, 2), (2, 2), (2, 3), (3, 2)]))
    every_arc = (1 << DotsBoard(rows, columns).geometry.arc_count) - 1
    board = DotsBoard(rows, columns, draw(st.integers(0, every_arc)))
    target = draw(st.integers(0, rows * columns))
    return DotsProblem(DotsPuzzle("drawn", board, target), exact=draw(st.booleans()))


PARAMETERS = {
    "dfs": st.fixed_dictionaries({"max_depth": st.integers(1, 6)}),
    "iddfs": st.fixed_dictionaries({"max_depth": st.integers(1, 6)}),
    "beam": st.fixed_dictionaries({"beam_width": st.integers(1, 4)}),
    "smastar": st.fixed_dictionaries({"memory": st.integers(2, 12)}),
    "decision": st.fixed_dictionaries({"beam_width": st.integers(0, 3)}),
}


def real_open_list(search) -> list:
    """The algorithm's own open list, read from its data structure (not from the events)."""
    return search.frontier.preview(10**9) if search.frontier is not None else []


def check_fold(problem, data: st.DataObject, name: str | None = None) -> None:
    if name is None:
        name = data.draw(st.sampled_from(sorted(ALGORITHMS)), label="algorithm")
    heuristic = data.draw(st.sampled_from(sorted(problem.heuristics())), label="heuristic")
    parameters = data.draw(PARAMETERS.get(name, st.just({})), label="parameters")
    control = RunControl(Limits(max_expansions=EXPANSIONS))
    search = start_search(name, problem, problem.heuristics()[heuristic], control, **parameters)
    order = get_algorithm(name).open_list  # the window folds it in this order's form
    folded = OpenFold(order)
    changes = []
    history = []
    for event in search.events():
        if type(event) is Finished:
            folded.end(event)
            if event.outcome is Outcome.SOLVED or name == "rbfs":  # a goal selected has left
                # open; RBFS's recursion holds its waiting children at every end
                assert folded.nodes() == real_open_list(search), f"{name}: {event.outcome}"
            folded.undo(event.open_change)
            folded.position += 1
        if type(event) is not Expansion:
            continue
        folded.apply(event.open_change)
        changes.append(event.open_change)
        shown = folded.nodes()
        assert [id(node) for node in shown] == [id(node) for node in real_open_list(search)], (
            f"{name}: after expansion {len(changes)}"
        )
        history.append(shown)
    check_batches(changes, history, order, data)
    for change, shown in zip(reversed(changes), reversed(history), strict=True):
        assert folded.nodes() == shown
        folded.undo(change)
    assert len(folded) == 0 and folded.position == 0


def check_batches(changes: list, history: list, order: OpenList, data: st.DataObject) -> None:
    """Folded in batches of drawn sizes, the changes give the open list each single change
    gave at the end of every batch."""
    sizes = data.draw(st.lists(st.integers(1, 60), min_size=1, max_size=8), label="batches")
    batched = OpenFold(order)
    done = 0
    for size in itertools.cycle(sizes):
        if done == len(changes):
            break
        batch = changes[done : done + size]
        batched.apply_many(batch)
        done += len(batch)
        assert batched.position == done
        assert [id(node) for node in batched.nodes()] == [id(node) for node in history[done - 1]]
        assert len(batched) == len(history[done - 1])


SETTINGS = settings(max_examples=100, deadline=None, suppress_health_check=list(HealthCheck))


@SETTINGS
@given(knight_problems(), st.data())
def test_the_folded_changes_are_the_open_list_on_knight_boards(problem, data):
    check_fold(problem, data)


@SETTINGS
@given(dots_problems(), st.data())
def test_the_folded_changes_are_the_open_list_on_dots_boards(problem, data):
    check_fold(problem, data)


@SETTINGS
@given(small_problems(), st.data())
def test_the_folded_changes_are_the_open_list_on_blokus_boards(problem, data):
    check_fold(problem, data)


@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
@given(knight_problems(), st.data())
def test_the_decision_search_s_dive_sets_its_pass_aside_and_back(problem, data):
    with patch.object(decision, "DIVE_WIDTH", 2):  # a dive after a few expansions
        check_fold(problem, data, "decision")


def test_each_pass_of_ida_star_tells_its_restart_by_its_bound():
    """A pass starts from an empty open list: its first expansion (the root's) carries the new
    threshold as its bound and takes nothing; no other expansion carries a bound."""
    problem = KnightProblem(load_puzzle("D"))
    search = start_search("idastar", problem, problem.heuristics()["fewest"])
    roots = []
    for event in search.events():
        if type(event) is not Expansion:
            continue
        change = event.open_change
        if event.node.parent is None:
            roots.append(change.bound)
            assert change.bound == event.threshold and change.taken is None
        else:
            assert change.bound is None and change.taken[-1] is event.node
    assert len(roots) > 2 and roots == sorted(roots)


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.one_of(knight_problems(), dots_problems()), st.data())
def test_rbfs_ends_with_its_waiting_children_in_open_solved_stopped_or_exhausted(problem, data):
    """What RBFS holds when it ends, found, stopped by a budget (the node it had selected
    waits again, unexpanded) or out of nodes: the fold says that, not the last expansion's."""
    check_fold(problem, data, "rbfs")
