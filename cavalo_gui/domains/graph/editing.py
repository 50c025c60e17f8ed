"""A graph drawn by hand: nodes with a name, a place and h, edges with a cost (one way or
both), a start and goals. The draft writes itself in the project's graph format, which the
reader checks (a name twice, an edge to a node that is gone, a negative cost)."""

from __future__ import annotations

from dataclasses import dataclass

from cavalo_gui.domains.domain import description_text
from cavalo_gui.domains.editing import description_lines
from cavalo_gui.domains.graph.problem import GraphPuzzle


@dataclass
class DraftNode:
    name: str
    x: float
    y: float
    h: float = 0.0


@dataclass
class DraftEdge:
    source: str
    target: str
    cost: float = 1.0
    directed: bool = False


def _quoted(name: str) -> str:
    return f'"{name}"' if not name or any(c.isspace() for c in name) else name


def _figure(value: float) -> str:
    return f"{value:g}"


class GraphDraft:
    """A graph being drawn, from ``puzzle`` or a new one of two nodes, S and G, joined."""

    def __init__(self, puzzle: GraphPuzzle | None = None) -> None:
        self.target: int | None = None
        if puzzle is None:
            self.name = "my-graph"
            self.description = ""
            self.nodes = [DraftNode("S", 100, 200, 1), DraftNode("G", 400, 200, 0)]
            self.edges = [DraftEdge("S", "G", 1)]
            self.start, self.goals = "S", ["G"]
            return
        self.name = puzzle.name
        self.description = description_text(puzzle.description)
        self.nodes = [DraftNode(n.name, n.x, n.y, n.h) for n in puzzle.graph.nodes]
        self.edges = [DraftEdge(e.source, e.target, e.cost, e.directed) for e in puzzle.graph.edges]
        self.start, self.goals = puzzle.start, list(puzzle.goals)

    def add_node(self, x: float, y: float) -> str:
        """A new node at (x, y), named by the first of N1, N2, ... not taken; its name."""
        taken = {node.name for node in self.nodes}
        number = 1
        while f"N{number}" in taken:
            number += 1
        self.nodes.append(DraftNode(f"N{number}", x, y))
        return f"N{number}"

    def node(self, name: str) -> DraftNode:
        return next(node for node in self.nodes if node.name == name)

    def rename(self, old: str, new: str) -> None:
        """``old`` called ``new`` everywhere: its edges, the start, the goals."""
        self.node(old).name = new
        for edge in self.edges:
            edge.source = new if edge.source == old else edge.source
            edge.target = new if edge.target == old else edge.target
        self.start = new if self.start == old else self.start
        self.goals = [new if goal == old else goal for goal in self.goals]

    def connect(self, source: str, target: str, cost: float = 1.0, directed: bool = False) -> None:
        self.edges.append(DraftEdge(source, target, cost, directed))

    def remove_node(self, name: str) -> None:
        """The node and its edges gone; the start or a goal it was stays named, for the
        reader to refuse until another is chosen."""
        self.nodes = [node for node in self.nodes if node.name != name]
        self.edges = [edge for edge in self.edges if name not in (edge.source, edge.target)]
        self.goals = [goal for goal in self.goals if goal != name] or self.goals

    def problem_text(self) -> str:
        """The draft in the project's graph format (``docs/graph-format.md``)."""
        lines = [f"problem {self.name}", *description_lines(self.description)]
        lines.append(f"start {_quoted(self.start)}")
        lines.append("goal " + " ".join(_quoted(goal) for goal in self.goals))
        for node in self.nodes:
            place = f"at {_figure(node.x)} {_figure(node.y)}"
            lines.append(f"node {_quoted(node.name)} {place} h {_figure(node.h)}")
        for edge in self.edges:
            keyword = "arc" if edge.directed else "edge"
            ends = f"{_quoted(edge.source)} {_quoted(edge.target)}"
            lines.append(f"{keyword} {ends} {_figure(edge.cost)}")
        return "\n".join(lines) + "\n"
