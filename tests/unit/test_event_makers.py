"""The hot loops build their events and nodes without calling the classes (best_first.py,
Search.counters): what they build must be what the classes build, every field set, so that a
field added to a class and forgotten there fails here."""

from __future__ import annotations

import dataclasses

import pytest

from cavalo_gui.domains.graph.catalog import load_puzzle
from cavalo_gui.domains.graph.problem import GraphProblem
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.events import Expansion, Fate
from cavalo_gui.engine.node import Node


def rebuilt(made: object) -> object:
    """The same value made by its class; reading a slot never set raises AttributeError."""
    fields = {field.name: getattr(made, field.name) for field in dataclasses.fields(made)}  # type: ignore[arg-type]
    built = type(made)(**fields)
    assert built == made
    assert hash(built) == hash(made)
    return built


@pytest.mark.parametrize("algorithm", ["astar", "ucs", "greedy"])
def test_best_first_events_and_nodes_are_what_the_classes_make(algorithm):
    """Each expansion, its counters and open-list change, and every successor (added,
    duplicate, updated) with each slot of a Node(state, parent, move, g, h) of the same
    values and types."""
    problem = GraphProblem(load_puzzle("romania"))
    search = start_search(algorithm, problem, problem.heuristics()["h"])
    fates = set()
    for event in search.events():
        if type(event) is not Expansion:
            continue
        rebuilt(event)
        rebuilt(event.counters)
        rebuilt(event.open_change)
        for node, fate in event.successors:
            fates.add(fate)
            built = Node(node.state, node.parent, node.move, node.g, node.h)
            for slot in Node.__slots__:
                assert getattr(node, slot) == getattr(built, slot), (slot, node)
                assert type(getattr(node, slot)) is type(getattr(built, slot)), (slot, node)
    assert {Fate.DUPLICATE, Fate.ADDED} <= fates
    if algorithm != "greedy":
        assert Fate.UPDATED in fates
