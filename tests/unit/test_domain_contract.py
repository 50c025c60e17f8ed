"""The contract a puzzle keeps, written in domains/domain.py, holds for every registered
puzzle (issue 36 item 4), and the check says so when one breaks it."""

from __future__ import annotations

import dataclasses

import pytest

from cavalo_gui.domains.contract import contract_faults
from cavalo_gui.domains.registry import PLUGINS
from tests.chain_domain import CHAIN, ChainProblem, ChainPuzzle


@pytest.mark.parametrize("name", list(PLUGINS))
def test_every_registered_puzzle_keeps_the_contract(name):
    assert contract_faults(PLUGINS[name]) == []


def test_a_puzzle_outside_the_package_may_give_plain_words_but_keeps_the_rest():
    assert contract_faults(CHAIN, catalogued=False) == []
    faults = contract_faults(CHAIN)
    assert "chain: 'Chain (test)' is not a text of its catalogue (chain.text.…)" in faults


class _NoDefault:
    """The chain puzzle with a default heuristic it does not have."""

    def __getattr__(self, name):
        return "nowhere" if name == "default_heuristic" else getattr(CHAIN, name)


def test_the_check_names_each_broken_rule():
    assert contract_faults(_NoDefault(), catalogued=False) == [
        "chain: its default heuristic is not one of its heuristics"
    ]
    knight = PLUGINS["knight"]
    broken = dataclasses.replace(knight, draft=lambda puzzle: knight.draft(None))
    faults = contract_faults(broken)
    assert "knight: problem A drawn again is another problem" in faults


@dataclasses.dataclass(frozen=True)
class _EndedChain(ChainPuzzle):
    """A chain puzzle with a graph's optional members, each of the wrong kind."""

    ends = "to the top"  # a plain string, not a message

    def with_ends(self, start, goals):
        return dataclasses.replace(self, target=self.target + 1)  # another problem


class _CostedChainProblem(ChainProblem):
    unit_costs = "no"  # not a bool


class _WrongEnds:
    """The chain puzzle whose problems carry ``ends``, ``with_ends`` and ``unit_costs`` wrong."""

    def __getattr__(self, name):
        return getattr(CHAIN, name)

    def puzzles(self):
        return {"Short": _EndedChain("Short", 3)}

    def make_problem(self, puzzle, options=None):
        return _CostedChainProblem(puzzle)


def test_the_optional_members_of_a_graph_are_checked_where_present():
    faults = contract_faults(_WrongEnds(), catalogued=False)
    assert "chain: its problem's unit_costs is not a bool" in faults
    assert "chain: problem Short's ends is not a message" in faults
    assert "chain: problem Short's with_ends(None, None) is another problem" in faults


def test_the_graphs_optional_members_are_of_their_kinds():
    from cavalo_gui.engine.message import Message
    from cavalo_gui.engine.problem import has_unit_costs

    graph = PLUGINS["graph"].domain
    romania = next(iter(graph.puzzles().values()))
    assert isinstance(romania.ends, Message) and romania.with_ends(None, None) == romania
    assert has_unit_costs(graph.make_problem(romania)) is False
    assert contract_faults(PLUGINS["graph"]) == []
