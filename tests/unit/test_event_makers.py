"""The hot loops build events and nodes without calling their classes (events.make_expansion,
open_change.make_open_change, the best-first loop's nodes): what they build must be what the
classes build, every field set; a field added to a class and forgotten there fails here."""

from __future__ import annotations

import dataclasses

import pytest

from cavalo_gui.domains.graph.catalog import load_puzzle
from cavalo_gui.domains.graph.problem import GraphProblem
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.events import (
    Counters,
    Expansion,
    Fate,
    make_counters,
    make_expansion,
)
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.open_change import OpenChange, make_open_change


def same_fields(made: object, built: object) -> None:
    assert type(made) is type(built)
    for field in dataclasses.fields(built):  # type: ignore[arg-type]
        assert getattr(made, field.name) == getattr(built, field.name), field.name
    assert made == built
    assert hash(made) == hash(built)


def test_counters_made_as_the_class_makes_them():
    same_fields(make_counters(5, 2, 1, 4, 0.25), Counters(5, 2, 1, 4, 0.25))


def test_open_change_made_as_the_class_makes_it():
    root = Node("a")
    entry, taken, old = (1.0, 0.0, 3, root), (0.5, 0.5, 1, root), (2.0, 1.0, 0, root)
    same_fields(make_open_change((entry,), taken, (old,)), OpenChange((entry,), taken, (old,)))
    same_fields(make_open_change((), None, ()), OpenChange())


def test_expansion_made_as_the_class_makes_it():
    root = Node("a")
    child = Node("b", root, "b", 2.0, 1.0)
    counters = Counters(1, 1, 0, 1, 0.0)
    change = OpenChange(((3.0, 1.0, 1, child),))
    successors = ((child, Fate.ADDED),)
    same_fields(
        make_expansion(root, successors, 1, 1, counters, change),
        Expansion(root, successors, 1, 1, counters, open_change=change),
    )


@pytest.mark.parametrize("algorithm", ["astar", "ucs", "greedy"])
def test_best_first_nodes_are_the_nodes_the_class_makes(algorithm):
    """Every successor of every expansion (added, duplicate, updated) has each slot of a
    Node(state, parent, move, g, h) of the same values."""
    problem = GraphProblem(load_puzzle("romania"))
    search = start_search(algorithm, problem, problem.heuristics()["h"])
    fates = set()
    for event in search.events():
        if type(event) is not Expansion:
            continue
        for node, fate in event.successors:
            fates.add(fate)
            built = Node(node.state, node.parent, node.move, node.g, node.h)
            for slot in Node.__slots__:
                assert getattr(node, slot) == getattr(built, slot), (slot, node)
                assert type(getattr(node, slot)) is type(getattr(built, slot)), (slot, node)
    assert Fate.DUPLICATE in fates and Fate.ADDED in fates
