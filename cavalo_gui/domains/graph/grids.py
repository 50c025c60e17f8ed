"""Grid graphs made by program, as large as asked: the benchmarks' 10,000 and 100,000 nodes.

A node per square of a ``columns`` x ``rows`` grid, named ``x,y``, an undirected edge to its
right and lower neighbours; from a seed, each edge costs 1 to 9 and a few squares are walls
(no node). h is the Manhattan distance to the far corner (admissible: every move costs at
least 1).
"""

from __future__ import annotations

import random

from cavalo_gui.domains.graph.graph import Edge, Graph, GraphNode
from cavalo_gui.domains.graph.problem import GraphPuzzle

SPACING = 10.0


def grid_puzzle(columns: int, rows: int, seed: int = 1, walls: float = 0.1) -> GraphPuzzle:
    """A grid graph from the top-left square to the bottom-right one (never walls)."""
    chooser = random.Random(seed)
    last = (columns - 1, rows - 1)
    wall = {
        (x, y)
        for x in range(columns)
        for y in range(rows)
        if chooser.random() < walls and (x, y) not in ((0, 0), last)
    }
    nodes = tuple(
        GraphNode(f"{x},{y}", x * SPACING, y * SPACING, float(last[0] - x + last[1] - y))
        for y in range(rows)
        for x in range(columns)
        if (x, y) not in wall
    )
    edges = []
    for y in range(rows):
        for x in range(columns):
            if (x, y) in wall:
                continue
            for nx, ny in ((x + 1, y), (x, y + 1)):
                if nx < columns and ny < rows and (nx, ny) not in wall:
                    edges.append(Edge(f"{x},{y}", f"{nx},{ny}", float(chooser.randint(1, 9))))
    name = f"grid-{columns}x{rows}"
    return GraphPuzzle(name, Graph(nodes, tuple(edges)), "0,0", (f"{last[0]},{last[1]}",))
