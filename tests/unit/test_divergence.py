"""The first divergence of two runs (issue 25 item 4): the first expansion at which they expanded
nodes of different states, read from their event streams."""

from __future__ import annotations

from cavalo_gui.domains.registry import DOMAINS
from cavalo_gui.engine.divergence import first_divergence
from cavalo_gui.engine.events import Counters, Expansion, Finished, IterationStarted, Outcome
from cavalo_gui.engine.message import message
from cavalo_gui.engine.node import Node
from cavalo_gui.reports.choices import RunChoices


def _stream(states: list[str], marks: tuple[int, ...] = ()) -> list:
    """Expansions of nodes of ``states`` in order, an iteration mark before each position of
    ``marks``, then a final event."""
    events: list = []
    for position, state in enumerate(states, start=1):
        if position in marks:
            events.append(IterationStarted(position, 1.0, Counters(expanded=position - 1)))
        events.append(Expansion(Node(state), (), 0, position, Counters(expanded=position)))
    events.append(Finished(Outcome.LIMIT, message("reason.stopped-by-user"), Counters()))
    return events


def test_the_first_expansion_of_another_state_is_the_divergence():
    found = first_divergence(_stream(list("abcdx")), _stream(list("abcyz"), marks=(2,)))
    assert found is not None
    assert found.position == 4  # a, b, c alike; d against y; iteration marks not counted
    assert (found.first.state, found.second.state) == ("d", "y")


def test_nodes_are_compared_by_state_not_by_identity():
    assert first_divergence(_stream(list("abc")), _stream(list("abc"))) is None


def test_a_run_that_ends_sooner_has_not_diverged():
    assert first_divergence(_stream(list("ab")), _stream(list("abcd"))) is None
    assert first_divergence(_stream(list("abcd")), _stream(list("abxd")), limit=2) is None


def test_the_streams_are_read_no_further_than_the_divergence():
    read: list[int] = []

    def counted(states):
        for event in _stream(states):
            read.append(1)
            yield event

    found = first_divergence(counted(list("abxyz" * 100)), counted(list("abcdef" * 100)))
    assert found is not None and found.position == 3
    assert len(read) == 6


def test_bfs_and_astar_on_c_part_at_the_first_expansion_where_their_streams_differ():
    puzzle = DOMAINS["knight"].load_puzzle("C")
    bfs = list(RunChoices(puzzle, "bfs").start()[1].events())
    astar = list(RunChoices(puzzle, "astar").start()[1].events())
    found = first_divergence(iter(bfs), iter(astar))
    nodes = [
        [event.node.state for event in events if isinstance(event, Expansion)]
        for events in (bfs, astar)
    ]
    differ = [k for k, (a, b) in enumerate(zip(*nodes, strict=False), start=1) if a != b]
    assert found is not None and differ
    assert found.position == differ[0] > 1
    assert found.first.state == nodes[0][found.position - 1]
    assert found.second.state == nodes[1][found.position - 1]
