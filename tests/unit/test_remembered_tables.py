"""The islands bound's remembered look-ups: the same bound, the look-ups really remembered."""

from __future__ import annotations

import random

import pytest

from cavalo_gui.domains.knight import heuristics, remembered
from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.domains.knight.relaxation import relaxation_tables
from cavalo_gui.domains.knight.remembered import RememberedTables
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.events import Expansion
from cavalo_gui.engine.limits import Limits, RunControl


def states_met(problem: KnightProblem, expansions: int) -> list:
    """The states a decision search with ``islands`` meets in its first ``expansions``."""
    control = RunControl(Limits(max_nodes=None, max_seconds=None, max_expansions=expansions))
    search = start_search("decision", problem, problem.heuristics()["islands"], control)
    states = []
    for event in search.events():
        if isinstance(event, Expansion):
            states.append(event.node.state)
            states.extend(child.state for child, _fate in event.successors)
    return list(dict.fromkeys(states))


def test_the_islands_bound_is_the_same_with_its_look_ups_remembered(monkeypatch):
    """On the states a search of problem F meets, within every budget from 0 to past the
    estimate: the same answer, as a fresh bound that remembers nothing gives."""
    problem = KnightProblem(load_puzzle("F", 3))
    states = states_met(problem, 120)
    assert len(states) > 300
    with monkeypatch.context() as patch:
        patch.setattr(heuristics, "RememberedTables", lambda tables: tables)
        plain = heuristics.islands(KnightProblem(load_puzzle("F", 3)))
    remembering = heuristics.islands(problem)
    for budget in (0, 8, 14, 20, 24, float("inf")):
        for state in states:
            assert remembering.estimate_within(state, budget) == plain.estimate_within(
                state, budget
            ), (state, budget)


def test_the_islands_heuristic_asks_its_remembered_tables(monkeypatch):
    """What makes it faster: the bound's look-ups go through the remembered tables, and
    repeat (if the bound stopped asking them, this fails and the speed-up is gone)."""
    made: list[RememberedTables] = []
    asks = []

    def spy(tables):
        kept = RememberedTables(tables)
        numbers_of = kept.numbers_of

        def counted(squares: int) -> int:
            asks.append(squares)
            return numbers_of(squares)

        kept.numbers_of = counted
        made.append(kept)
        return kept

    problem = KnightProblem(load_puzzle("F", 3))
    states = states_met(problem, 60)
    monkeypatch.setattr(heuristics, "RememberedTables", spy)
    islands = heuristics.islands(problem)
    for state in states:
        islands(state)
    assert len(made) == 1
    assert 0 < len(made[0].remembered) == len(set(asks)) < len(asks) / 2  # they repeat


def test_remembered_numbers_are_the_tables_own_and_all_forgotten_past_the_cap(monkeypatch):
    tables = relaxation_tables(KnightProblem(load_puzzle("F", 3)))
    kept = RememberedTables(tables)
    draw = random.Random(7)
    square_sets = [draw.getrandbits(100) for _ in range(50)]
    for squares in square_sets * 2:
        assert kept.numbers_of(squares) == tables.numbers_of(squares)
    assert len(kept.remembered) == 50
    assert kept.colour_numbers == tables.colour_numbers  # the rest is the tables' own
    monkeypatch.setattr(remembered, "NUMBER_SETS_KEPT", 50)
    assert kept.numbers_of(3) == tables.numbers_of(3)
    assert list(kept.remembered) == [3]


@pytest.mark.parametrize("squares", [0, 1, (1 << 100) - 1])
def test_the_empty_and_the_whole_board_are_remembered_too(squares):
    tables = relaxation_tables(KnightProblem(load_puzzle("F", 3)))
    kept = RememberedTables(tables)
    assert kept.numbers_of(squares) == kept.numbers_of(squares) == tables.numbers_of(squares)
