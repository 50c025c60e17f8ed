"""The search's table of states grows in small steps (issue 38): split by hash into shards, so
that no single insert moves more than a shard's entries when a dict outgrows its table."""

from __future__ import annotations

from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.events import Expansion
from cavalo_gui.engine.limits import Limits, RunControl
from cavalo_gui.engine.state_table import SHARD_MASK, StateTable


def test_a_state_table_is_a_mapping_over_its_shards():
    table = StateTable()
    for number in range(1000):
        table[(number, -number)] = number
    del table[(7, -7)]
    assert len(table) == 999
    assert (7, -7) not in table and (8, -8) in table
    assert table[(8, -8)] == 8 and table.get((7, -7), "absent") == "absent"
    assert sorted(table) == sorted((number, -number) for number in range(1000) if number != 7)
    assert sum(1 for shard in table.shards if shard) == SHARD_MASK + 1
    assert max(map(len, table.shards)) < 3 * 1000 // (SHARD_MASK + 1)


def _run(algorithm: str, heuristic: str | None = None, expansions: int = 3000):
    problem = KnightProblem(load_puzzle("F", 1))
    chosen = None if heuristic is None else problem.heuristics()[heuristic]
    limits = Limits(max_nodes=None, max_seconds=None, max_expansions=expansions)
    search = start_search(algorithm, problem, chosen, RunControl(limits))
    events = list(search.events())
    return search, events


def test_bfs_keeps_every_state_met_in_shards_of_even_size():
    search, events = _run("bfs")
    table = search.frontier.live
    met = search.final.states
    assert len(table) == met  # open states map to entries, closed ones to their depth
    assert max(map(len, table.shards)) < 3 * met // (SHARD_MASK + 1)
    expansions = [event for event in events if isinstance(event, Expansion)]
    assert expansions[-1].closed_size == len({event.node.state for event in expansions})
    assert expansions[-1].open_size == sum(
        1 for shard in table.shards for value in shard.values() if isinstance(value, tuple)
    )


def test_a_star_counts_closed_as_the_states_met_less_those_open():
    search, events = _run("astar", "fewest", 2000)
    expansions = [event for event in events if isinstance(event, Expansion)]
    last = expansions[-1]
    assert last.closed_size == len({event.node.state for event in expansions})
    assert last.open_size + last.closed_size == len(search.frontier.live)
