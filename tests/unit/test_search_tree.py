"""The search tree of a recorded run: after every expansion, the items of each status add up
to the run's own counters (A* on C, IDA* on B, SMA* on D), and the layout is tidy."""

from __future__ import annotations

import itertools

import pytest

from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.events import Expansion
from cavalo_gui.engine.limits import Limits, RunControl
from cavalo_gui.runs.event_batch import EventBatch
from cavalo_gui.runs.recording import Recording
from cavalo_gui.runs.search_tree import Status, TreeBuilder, tidy_layout


def _events(
    algorithm: str, name: str, expansions: int = 3_000, heuristic: str = "fewest", **parameters
):
    problem = KnightProblem(load_puzzle(name))
    control = RunControl(Limits(max_nodes=None, max_seconds=None, max_expansions=expansions))
    search = start_search(
        algorithm, problem, problem.heuristics()[heuristic], control, **parameters
    )
    return list(search.events())


def _totals(passes) -> dict[Status, int]:
    totals = dict.fromkeys(Status, 0)
    for tree in passes:
        for status, count in tree.counts().items():
            totals[status] += count
    return totals


def _each_position(events, algorithm):
    """The recording grown one event at a time, and the trees after each expansion."""
    recording = Recording()
    builder = TreeBuilder(recording, algorithm)
    for event in events:
        recording.add(EventBatch.of([event]))
        if type(event) is Expansion:
            yield event, builder.at(len(recording))
    builder.at(len(recording))


def test_a_star_on_c_counts_equal_the_runs_after_every_expansion():
    events = _events("astar", "C")
    checked = 0
    for event, passes in _each_position(events, "astar"):
        (tree,) = passes
        totals = _totals(passes)
        waiting = totals[Status.OPEN] + totals[Status.REOPENED]
        assert waiting == event.open_size
        assert totals[Status.CLOSED] + totals[Status.CURRENT] == event.counters.expanded
        assert totals[Status.CURRENT] == 1 and tree.nodes[tree.current] is event.node
        assert totals[Status.DUPLICATE] == event.counters.duplicates
        generated = waiting + totals[Status.REPLACED] + event.counters.expanded - 1
        assert generated == event.counters.generated
        checked += 1
    assert checked > 20  # A* on C solves in 30 expansions


def test_ida_star_on_b_has_one_tree_a_pass_and_counts_equal_the_runs():
    events = _events("idastar", "B", heuristic="enunciado")  # 8 passes (1 with 'fewest')
    passes = []
    for event, passes in _each_position(events, "idastar"):
        totals = _totals(passes)
        assert passes[-1].iteration == event.iteration
        assert passes[-1].threshold == event.threshold
        assert totals[Status.OPEN] == 0 or passes[-1].counts()[Status.OPEN] == event.open_size
        assert totals[Status.CLOSED] + totals[Status.CURRENT] == event.counters.expanded
        assert totals[Status.DUPLICATE] == event.counters.duplicates
        # every node pushed on the stack: expanded since, or still waiting; roots not counted
        assert (
            totals[Status.CLOSED] + totals[Status.CURRENT] - len(passes) + totals[Status.OPEN]
            == event.counters.generated
        )
    assert len(passes) > 3
    assert [tree.iteration for tree in passes] == list(range(1, len(passes) + 1))


def test_sma_star_on_d_holds_as_many_items_as_its_memory():
    events = _events("smastar", "D", 2_000, memory=60)
    forgotten = 0
    for event, passes in _each_position(events, "smastar"):
        (tree,) = passes
        counts = tree.counts()
        held = sum(counts[status] for status in (Status.OPEN, Status.CLOSED, Status.CURRENT))
        assert held == event.memory
        forgotten += len(event.forgotten)
        assert counts[Status.FORGOTTEN] <= forgotten
    assert forgotten > 0


def test_the_solution_path_is_marked_once_the_run_has_ended():
    events = _events("astar", "A")
    recording = Recording()
    recording.add(EventBatch.of(events))
    (tree,) = TreeBuilder(recording, "astar").at(len(recording))
    goal = tree.status.index(Status.GOAL)
    assert [tree.status[item] for item in tree.path_to(goal)] == [Status.SOLUTION] * (
        tree.depths[goal]
    ) + [Status.GOAL]
    assert tree.nodes[goal] is recording.final.solution


@pytest.mark.parametrize("algorithm", ["bfs", "astar"])
def test_the_layout_centres_each_parent_over_its_children(algorithm):
    events = _events(algorithm, "B", 300)
    recording = Recording()
    recording.add(EventBatch.of(events))
    (tree,) = TreeBuilder(recording, algorithm).at(200)
    x = tidy_layout(tree)
    assert len(x) == len(tree)
    for item, kids in enumerate(tree.children):
        if kids:
            assert x[item] == (x[kids[0]] + x[kids[-1]]) / 2
            assert all(x[a] < x[b] for a, b in itertools.pairwise(kids))
    leaves = sorted(x[item] for item, kids in enumerate(tree.children) if not kids)
    assert leaves == [float(i) for i in range(len(leaves))]


def test_rbfs_greys_the_subtree_it_let_go_when_it_expands_a_node_again():
    events = _events("rbfs", "B", 400, heuristic="enunciado")
    abandoned = 0
    for _event, passes in _each_position(events, "rbfs"):
        (tree,) = passes
        current_path = set(tree.path_to(tree.current))
        statuses = tree.status
        assert all(statuses[item] is not Status.ABANDONED for item in current_path)
        abandoned = max(abandoned, tree.counts()[Status.ABANDONED])
    assert abandoned > 0
    assert any(tree.backed_up for tree in passes)  # f values backed up into their nodes
