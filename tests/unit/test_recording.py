"""The recorded run: the open list folded from the events at a recorded position is the
search's own (same nodes, same order) for every algorithm, going forward and back, also once the
oldest expansions went past the limit; iterations are found again."""

from __future__ import annotations

import pytest

from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.events import Expansion, Outcome
from cavalo_gui.engine.limits import Limits, RunControl
from cavalo_gui.engine.open_fold import OpenFold
from cavalo_gui.runs.event_batch import EventBatch
from cavalo_gui.runs.recording import PREVIEW_SIZE, OpenAt, Recording


def recorded_run(algorithm: str, problem_name: str, expansions: int = 400, kept: int = 200_000):
    """The run's live open list after every expansion, its recording and its open list
    folded from the events as they came."""
    problem = KnightProblem(load_puzzle(problem_name))
    heuristic = problem.heuristics()["fewest"]
    control = RunControl(Limits(max_nodes=None, max_seconds=None, max_expansions=expansions))
    search = start_search(algorithm, problem, heuristic, control, max_depth=6, memory=30)
    recording = Recording(kept)
    live = OpenFold()
    live_open = [[]]
    for event in search.events():
        recording.add(EventBatch.of([event]))
        live.apply_all([event])
        if type(event) is Expansion:
            live_open.append(search.open_preview(PREVIEW_SIZE))
    # At the end, open as the run left it: a goal selected has left it; RBFS has let go of
    # the subtrees it returned from before a stop. (Stopped, the others' last node selected
    # and not expanded waits in open still, as their last expansion left it.)
    if search.final.outcome is Outcome.SOLVED or algorithm == "rbfs":
        live_open[-1] = search.open_preview(PREVIEW_SIZE)
    return recording, live_open, OpenAt(recording, live)


@pytest.mark.parametrize(
    ("algorithm", "problem_name"),
    [
        ("bfs", "D"),
        ("dfs", "D"),
        ("astar", "C"),
        ("ucs", "B"),
        ("greedy", "D"),
        ("iddfs", "B"),
        ("idastar", "D"),
        ("idastar", "C"),
        ("rbfs", "D"),
        ("smastar", "D"),
        ("beam", "D"),
        ("decision", "D"),
    ],
)
def test_the_folded_open_list_is_the_searchs_own_at_every_position(algorithm, problem_name):
    recording, live_open, open_at = recorded_run(algorithm, problem_name)
    assert len(recording) == len(live_open) - 1 > 10
    for position in range(len(recording), 0, -1):  # back, one at a time
        assert open_at.nodes_at(position, PREVIEW_SIZE) == live_open[position], position
    for position in range(1, len(recording) + 1):  # forward, one at a time
        assert open_at.nodes_at(position, PREVIEW_SIZE) == live_open[position], position
    for position in (len(recording) // 2, 3, len(recording) - 1, 1):  # and jumping
        assert open_at.nodes_at(position, PREVIEW_SIZE) == live_open[position], position


def test_the_open_list_is_folded_back_where_the_oldest_expansions_went_past_the_limit():
    recording, live_open, open_at = recorded_run("astar", "D", 400, kept=100)
    assert recording.first > 0
    for position in (len(recording) - 1, recording.first, len(recording) - 50):
        assert open_at.nodes_at(position, PREVIEW_SIZE) == live_open[position], position


def test_the_oldest_expansions_go_past_the_limit_and_the_rest_stay_in_place():
    recording, _, _ = recorded_run("bfs", "D", 400)
    kept = Recording(kept=100)
    for position in range(1, len(recording) + 1):
        kept.add(EventBatch.of([recording.expansion(position)]))
    assert len(kept) == len(recording)
    assert len(recording) - kept.first == 100
    assert kept.start == kept.first + 1
    for position in (kept.start, len(kept)):
        assert kept.expansion(position) is recording.expansion(position)
    with pytest.raises(IndexError):
        kept.expansion(kept.first)


def test_the_oldest_expansions_are_let_go_a_few_with_each_batch_not_by_the_thousand():
    """Freeing 50,000 expansions at once (each with its node and open-list change) stalled the
    window's thread for 50-70 ms in the middle of a full-speed run."""
    recording, _, _ = recorded_run("bfs", "D", 400)
    kept = Recording(kept=100)
    batch_size = 5
    for start in range(1, len(recording) + 1, batch_size):
        stop = min(start + batch_size, len(recording) + 1)
        before = kept.first
        kept.add(EventBatch.of([recording.expansion(p) for p in range(start, stop)]))
        assert kept.first - before <= 2 * (stop - start)
        assert len(kept) - kept.first >= min(len(kept), 100)
    assert len(kept) - kept.first == 100


def test_the_iteration_at_a_position_is_that_of_its_pass_or_of_a_pass_just_started():
    """As the live window shows it: a pass that starts right after an expansion is the one
    shown at that expansion."""
    recording, _, _ = recorded_run("iddfs", "B", 300)
    started = {mark.counters.expanded: mark for mark in recording.marks}
    assert len(started) > 3
    for position in range(1, len(recording) + 1):
        expansion = recording.expansion(position)
        mark = started.get(position)
        expected = (
            (mark.iteration, mark.threshold)
            if mark is not None
            else (expansion.iteration, expansion.threshold)
        )
        assert recording.iteration_at(position) == expected
    assert recording.iteration_at(0) == (1, 1.0)
