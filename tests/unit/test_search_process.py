"""The window's search process: the same events as a search in this process, commands taken
in order, a stop that lands mid-stream, clear errors for a bad request and a dead child."""

from __future__ import annotations

import os
import signal
import time

import pytest

from cavalo_gui.app.run.event_batch import EventBatch
from cavalo_gui.app.run.search_process import SearchProcess, SearchProcessError
from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.engine.events import Expansion, Finished, IterationStarted, Outcome
from cavalo_gui.engine.limits import Limits
from cavalo_gui.reports.run import RunSetup

FRAMES = (0.001, 0.001)  # short frames: a run on D spans several


def request(problem: str = "D", algorithm: str = "idastar", **limits) -> RunSetup:
    budget = Limits(max_nodes=None, max_seconds=None, **limits)
    return RunSetup(load_puzzle(problem), algorithm, "fewest", limits=budget)


def headless_events(setup: RunSetup) -> list:
    return list(setup.start()[1].events())


@pytest.fixture
def started():
    """Start a search process for a request; every one started is closed after the test."""
    processes: list[SearchProcess] = []

    def start(setup: RunSetup) -> SearchProcess:
        processes.append(SearchProcess(setup))
        return processes[-1]

    yield start
    for process in processes:
        process.close()


def stream_to_end(process: SearchProcess) -> list[EventBatch]:
    process.send("stream", FRAMES)
    return batches_to_end(process)


def batches_to_end(process: SearchProcess) -> list[EventBatch]:
    batches = []
    while True:
        tag, (batch, ended) = process.receive()
        assert tag == "batch"
        batches.append(batch)
        if ended:
            return batches


def test_a_streamed_run_condenses_the_same_events_as_a_run_here(started):
    """IDA* on D: every expansion's count and sizes, the iteration marks and the final event
    arrive as a search in this process yields them (1 ms frames: several batches)."""
    setup = request("D", "idastar")
    expected = headless_events(setup)
    batches = stream_to_end(started(setup))
    assert len(batches) > 1
    expansions = [event for event in expected if isinstance(event, Expansion)]
    assert [n for batch in batches for n in batch.expanded] == [
        event.counters.expanded for event in expansions
    ]
    assert [n for batch in batches for n in batch.open_sizes] == [
        event.open_size for event in expansions
    ]
    marks = [event for event in expected if isinstance(event, IterationStarted)]
    assert [mark.threshold for batch in batches for mark in batch.iterations] == [
        mark.threshold for mark in marks
    ]
    final, theirs = expected[-1], batches[-1].final
    assert theirs is not None and theirs.outcome is final.outcome is Outcome.SOLVED
    assert theirs.solution.moves() == final.solution.moves()
    assert theirs.counters.generated == final.counters.generated


def test_advance_gives_exactly_the_next_expansions_with_their_marks(started):
    setup = request("D", "idastar")
    expected = headless_events(setup)
    process = started(setup)
    first = process.call("advance", 1)
    more = process.call("advance", 3)
    assert first[0] == more[0] == "events"
    events = first[1][0] + more[1][0]
    assert [type(event) for event in events] == [type(event) for event in expected[:5]]
    assert isinstance(events[0], IterationStarted)  # IDA*'s first pass, before its expansion
    assert [e.node.moves() for e in events[1:]] == [e.node.moves() for e in expected[1:5]]
    assert first[1][1] is more[1][1] is False  # not ended


def test_the_open_list_preview_is_the_searchs_own(started):
    setup = request("C", "astar")
    here = setup.start()[1]
    events = here.events()
    for _ in range(3):
        next(events)
    process = started(setup)
    process.call("advance", 3)
    tag, nodes = process.call("preview", 5)
    assert tag == "preview"
    assert [node.moves() for node in nodes] == [node.moves() for node in here.open_preview(5)]
    assert nodes


def test_pause_answers_after_every_frame_before_it_and_advance_follows(started):
    process = started(request("F", "bfs", max_expansions=100_000))
    process.send("stream", FRAMES)
    tag, (batch, ended) = process.receive()
    assert tag == "batch" and not ended
    process.send("pause", True)
    tags, last = [], batch.expanded[-1]
    while True:
        tag, payload = process.receive()
        tags.append(tag)
        if tag == "paused":
            assert payload is True
            break
        last = payload[0].expanded[-1]
    assert set(tags[:-1]) <= {"batch"}
    tag, (events, ended) = process.call("advance", 1)
    assert [event.counters.expanded for event in events] == [last + 1]


def test_a_stop_lands_in_the_middle_of_a_stream(started):
    """BFS on F to 1,000,000 expansions takes seconds; a stop ends it at once, as a user's."""
    process = started(request("F", "bfs", max_expansions=1_000_000))
    process.send("stream", (0.05, 0.05))
    _tag, (first, _ended) = process.receive()
    process.stop()
    batches = [first, *batches_to_end(process)]
    final = batches[-1].final
    assert final is not None and final.outcome is Outcome.LIMIT
    assert final.reason == "stopped by the user"
    assert final.counters.expanded < 1_000_000


def test_finish_stops_a_paused_search_and_gives_its_final_event(started):
    process = started(request("F", "bfs"))
    process.call("advance", 10)
    tag, (events, ended) = process.call("finish")
    assert tag == "events" and ended
    assert len(events) == 1 and isinstance(events[0], Finished)
    assert events[0].reason == "stopped by the user"
    assert events[0].counters.expanded == 10


def test_a_request_the_engine_refuses_is_a_clear_error(started):
    process = started(request("A", "no-such-search"))
    with pytest.raises(SearchProcessError, match="no-such-search"):
        process.call("advance", 1)


def test_a_dead_child_is_a_clear_error(started):
    process = started(request("F", "bfs"))
    process.call("advance", 1)
    os.kill(process.pid, signal.SIGKILL)
    with pytest.raises(SearchProcessError, match="killed"):
        process.call("advance", 1)


def test_close_ends_the_child(started):
    process = started(request("F", "bfs"))
    process.call("advance", 1)
    process.close()
    process.close()  # twice is harmless
    assert wait_for(lambda: not process.is_alive())


def wait_for(condition, seconds: float = 5.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.01)
    return False


def test_the_child_does_not_run_the_parents_main_script(started, main_script_marker, monkeypatch):
    """multiprocessing would run it again in the child; a script that imports Qt would cost
    each run half a second."""
    process = started(request("A", "bfs"))
    monkeypatch.undo()
    assert process.call("advance", 1)[0] == "events"
    assert not main_script_marker.exists()


def test_a_listener_hands_over_every_message_in_order_then_the_childs_end(started):
    process = started(request("F", "bfs"))
    heard: list[tuple[str, object]] = []
    process.listen(heard.append)
    for expansions in (1, 2, 3):
        process.send("advance", expansions)
    assert wait_for(lambda: len(heard) == 3)
    assert [len(payload[0]) for _tag, payload in heard] == [1, 2, 3]
    process.close()
    assert wait_for(lambda: len(heard) == 4)
    tag, error = heard[-1]
    assert tag == "failed" and isinstance(error, SearchProcessError)
