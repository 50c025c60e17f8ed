"""The contract a puzzle keeps, written in domains/domain.py, holds for every registered
puzzle (issue 36 item 4), and the check says so when one breaks it."""

from __future__ import annotations

import dataclasses

import pytest

from cavalo_gui.domains.contract import contract_faults
from cavalo_gui.domains.registry import PLUGINS
from tests.chain_domain import CHAIN


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
