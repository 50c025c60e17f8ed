"""A graph to search: named nodes with a position and an estimate h, and edges with a cost.

The model of the graph puzzle, with no file format and no search in it: the readers build a
:class:`Graph`, the problem searches it, the board view draws it. An undirected edge is one
:class:`Edge` that may be taken both ways; an arc (``directed``) only from its source.
"""

from __future__ import annotations

import functools
import heapq
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class GraphNode:
    """A node: its name, its place on the drawing (x to the right, y downwards) and h."""

    name: str
    x: float
    y: float
    h: float = 0.0


@dataclass(frozen=True)
class Edge:
    """An edge between two nodes with its cost; a ``directed`` one (an arc) goes only from
    ``source`` to ``target``."""

    source: str
    target: str
    cost: float = 1.0
    directed: bool = False


@dataclass(frozen=True)
class Graph:
    """Nodes in the order they were written (which fixes nothing but the drawing's order) and
    edges in theirs (which fixes the order of each node's successors)."""

    nodes: tuple[GraphNode, ...]
    edges: tuple[Edge, ...]
    _index: dict[str, GraphNode] = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_index", {node.name: node for node in self.nodes})

    def __contains__(self, name: object) -> bool:
        return name in self._index

    def node(self, name: str) -> GraphNode:
        return self._index[name]

    @functools.cached_property
    def neighbours(self) -> Mapping[str, tuple[tuple[str, float], ...]]:
        """Each node's successors ``(name, cost)``, in the order the edges are written."""
        found: dict[str, list[tuple[str, float]]] = {node.name: [] for node in self.nodes}
        for edge in self.edges:
            found[edge.source].append((edge.target, edge.cost))
            if not edge.directed:
                found[edge.target].append((edge.source, edge.cost))
        return {name: tuple(successors) for name, successors in found.items()}

    @functools.cached_property
    def unit_costs(self) -> bool:
        """Whether every edge costs 1, so that fewest moves and least cost are one thing."""
        return all(edge.cost == 1 for edge in self.edges)

    def distances_to(self, goals: Iterable[str]) -> dict[str, float]:
        """The least cost from every node to the nearest of ``goals`` (h*, the true distance;
        ``math.inf`` where no goal is reachable): Dijkstra's algorithm run backwards."""
        backwards: dict[str, list[tuple[str, float]]] = {node.name: [] for node in self.nodes}
        for edge in self.edges:
            backwards[edge.target].append((edge.source, edge.cost))
            if not edge.directed:
                backwards[edge.source].append((edge.target, edge.cost))
        distance = {node.name: math.inf for node in self.nodes}
        queue = [(0.0, goal) for goal in goals]
        for _cost, goal in queue:
            distance[goal] = 0.0
        heapq.heapify(queue)
        while queue:
            cost, name = heapq.heappop(queue)
            if cost > distance[name]:
                continue
            for previous, step in backwards[name]:
                reached = cost + step
                if reached < distance[previous]:
                    distance[previous] = reached
                    heapq.heappush(queue, (reached, previous))
        return distance


def h_faults(graph: Graph, goals: Iterable[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The nodes whose h breaks admissibility (h above the true distance to a goal) and the
    nodes from which an edge breaks consistency (h(n) > cost + h(m)), each in node order."""
    truth = graph.distances_to(goals)
    over = tuple(node.name for node in graph.nodes if node.h > truth[node.name] + 1e-9)
    h = {node.name: node.h for node in graph.nodes}
    steep: list[str] = []
    for name, successors in graph.neighbours.items():
        if any(h[name] > cost + h[target] + 1e-9 for target, cost in successors):
            steep.append(name)
    order = {node.name: index for index, node in enumerate(graph.nodes)}
    return over, tuple(sorted(steep, key=order.__getitem__))


SPRING_NODES = 200
"""The most nodes laid out by the spring layout (a fraction of a second); more go on a grid."""


def laid_out(
    names: Iterable[str], edges: Iterable[Edge], known: Mapping[str, tuple[float, float]]
) -> dict[str, tuple[float, float]]:
    """A place for every node: the ``known`` ones where they are, the others laid out by
    networkx's spring layout (on a square grid for a graph of more than
    :data:`SPRING_NODES`, where the spring layout takes seconds and wants scipy), scaled to a
    drawing about 600 units wide."""
    names = list(names)
    missing = [name for name in names if name not in known]
    if not missing:
        return dict(known)
    if len(names) > SPRING_NODES:
        side = math.ceil(math.sqrt(len(missing)))
        spot = {name: (60.0 * (i % side), 60.0 * (i // side)) for i, name in enumerate(missing)}
        return {**spot, **known}
    import networkx

    graph = networkx.Graph()
    graph.add_nodes_from(names)
    graph.add_edges_from((edge.source, edge.target) for edge in edges)
    if known:
        fixed = list(known)
        start = {name: known[name] for name in fixed}
        places = networkx.spring_layout(graph, pos=start, fixed=fixed, seed=1)
        return {name: (float(x), float(y)) for name, (x, y) in places.items()}
    places = networkx.spring_layout(graph, seed=1)
    return {
        name: (300.0 + 280.0 * float(x), 300.0 + 280.0 * float(y))
        for name, (x, y) in places.items()
    }
