"""The hot loops build their events and nodes without calling the classes (best_first.py,
Search.counters): what they build must be what the classes build, every field set, so that a
field added to a class and forgotten there fails here."""

from __future__ import annotations

import dataclasses

import pytest

from cavalo_gui.domains.graph.catalog import load_puzzle
from cavalo_gui.domains.graph.graph import Edge, Graph, GraphNode
from cavalo_gui.domains.graph.grids import grid_puzzle
from cavalo_gui.domains.graph.problem import GraphProblem, GraphPuzzle
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


def reopening_graph() -> GraphProblem:
    """A's h (5) is admissible but not consistent: C is closed at g 4 by B before A, taken
    later, reaches it at g 2 and re-opens it."""
    names = {"S": 0.0, "A": 5.0, "B": 0.0, "C": 0.0, "G": 0.0}
    nodes = tuple(GraphNode(name, 10.0 * i, 0.0, h) for i, (name, h) in enumerate(names.items()))
    edges = (Edge("S", "A", 1.0), Edge("S", "B", 1.0), Edge("A", "C", 1.0))
    edges += (Edge("B", "C", 3.0), Edge("C", "G", 10.0))
    return GraphProblem(GraphPuzzle("reopening", Graph(nodes, edges), "S", ("G",)))


CASES = {
    "astar romania": ("astar", lambda: GraphProblem(load_puzzle("romania")), 1.0),
    "ucs romania": ("ucs", lambda: GraphProblem(load_puzzle("romania")), 1.0),
    "greedy romania": ("greedy", lambda: GraphProblem(load_puzzle("romania")), 1.0),
    "astar grid": ("astar", lambda: GraphProblem(grid_puzzle(12, 12)), 1.0),
    "weighted astar grid": ("astar", lambda: GraphProblem(grid_puzzle(12, 12)), 2.0),
    "astar re-opening": ("astar", reopening_graph, 1.0),
}
FATES = {
    "astar romania": {Fate.ADDED, Fate.DUPLICATE, Fate.UPDATED},
    "ucs romania": {Fate.ADDED, Fate.DUPLICATE, Fate.UPDATED},
    "greedy romania": {Fate.ADDED, Fate.DUPLICATE},
    "astar grid": {Fate.ADDED, Fate.DUPLICATE, Fate.UPDATED},
    "weighted astar grid": {Fate.ADDED, Fate.DUPLICATE, Fate.UPDATED},
    "astar re-opening": {Fate.ADDED, Fate.DUPLICATE, Fate.UPDATED, Fate.REOPENED},
}


@pytest.mark.parametrize("case", list(CASES))
def test_best_first_events_and_nodes_are_what_the_classes_make(case):
    """Each expansion, its counters and open-list change, and every successor (added,
    duplicate, among them the state the node came from, updated, re-opened) with each slot of
    a Node(state, parent, move, g, h) of the same values and types, weighed as the search
    weighs; every node that entered open is in the change's added entries."""
    algorithm, make_problem, weight = CASES[case]
    problem = make_problem()
    search = start_search(algorithm, problem, problem.heuristics()["h"], weight=weight)
    fates = set()
    for event in search.events():
        if type(event) is not Expansion:
            continue
        rebuilt(event)
        rebuilt(event.counters)
        rebuilt(event.open_change)
        entered = {id(entry[-1]) for entry in event.open_change.added}
        for node, fate in event.successors:
            fates.add(fate)
            built = Node(node.state, node.parent, node.move, node.g, node.h)
            if fate is not Fate.DUPLICATE:
                search.weigh(built)
            for slot in Node.__slots__:
                assert getattr(node, slot) == getattr(built, slot), (slot, node)
                assert type(getattr(node, slot)) is type(getattr(built, slot)), (slot, node)
            if fate in (Fate.ADDED, Fate.UPDATED, Fate.REOPENED):
                later = [other for other, _fate in event.successors if other.state == node.state]
                assert id(node) in entered or later[-1] is not node, (fate, node)
    assert fates == FATES[case]
