"""What the graph board draws with: its colours in each scheme, what it works out once per
graph (places as arrays, bounds, the path of all edges), and its pens and arrowheads."""

from __future__ import annotations

from dataclasses import dataclass

import numpy
from PySide6.QtCore import QLineF, QPointF
from PySide6.QtGui import QColor, QPainterPath, QPolygonF

from cavalo_gui.domains.graph.graph import Graph

SPAN = 10.0  # the drawing's longer side, in units


@dataclass(frozen=True)
class GraphColors:
    background: QColor
    edge: QColor
    text: QColor
    node: QColor
    node_line: QColor
    expanding: QColor
    path: QColor
    open: QColor
    closed: QColor
    goal: QColor
    tag: QColor
    title: QColor


LIGHT = GraphColors(
    background=QColor("#fbfaf7"),
    edge=QColor("#8a8478"),
    text=QColor("#1c1a17"),
    node=QColor("#ffffff"),
    node_line=QColor("#3b372f"),
    expanding=QColor("#f0a020"),
    path=QColor("#1962c8"),
    open=QColor("#7fd18f"),
    closed=QColor("#c9c4ba"),
    goal=QColor("#1f7a33"),
    tag=QColor("#fff6d6"),
    title=QColor("#1c1a17"),
)
DARK = GraphColors(
    background=QColor("#1e2128"),
    edge=QColor("#8f96a3"),
    text=QColor("#f0f0f0"),
    node=QColor("#2b2f36"),
    node_line=QColor("#d7dbe2"),
    expanding=QColor("#ffbf47"),
    path=QColor("#6eafff"),
    open=QColor("#2f8a45"),
    closed=QColor("#4a505b"),
    goal=QColor("#6fdc86"),
    tag=QColor("#3b3522"),
    title=QColor("#f0f0f0"),
)
HIGH_CONTRAST = GraphColors(  # Okabe-Ito colours on white (see boards/colors.py)
    background=QColor("#ffffff"),
    edge=QColor("#000000"),
    text=QColor("#000000"),
    node=QColor("#ffffff"),
    node_line=QColor("#000000"),
    expanding=QColor("#e69f00"),
    path=QColor("#56b4e9"),
    open=QColor("#009e73"),
    closed=QColor("#bfbfbf"),
    goal=QColor("#000000"),
    tag=QColor("#ffffff"),
    title=QColor("#000000"),
)


class Drawing:
    """One graph's places as arrays, its bounds and the path of all its edges (in the graph's
    own coordinates: a large graph is drawn through a transform, in a few calls), and the
    last mapping worked out for it."""

    def __init__(self, graph: Graph) -> None:
        self.graph = graph
        self.names = [node.name for node in graph.nodes]
        self.xs = numpy.array([node.x for node in graph.nodes], dtype=float)
        self.ys = numpy.array([node.y for node in graph.nodes], dtype=float)
        left, top = float(self.xs.min()), float(self.ys.min())
        width, height = float(self.xs.max()) - left, float(self.ys.max()) - top
        self.bounds = (left, top, width, height, SPAN / (max(width, height) or 1.0))
        index = {name: number for number, name in enumerate(self.names)}
        self.edge_a = numpy.array([index[edge.source] for edge in graph.edges], dtype=int)
        self.edge_b = numpy.array([index[edge.target] for edge in graph.edges], dtype=int)
        self.mapping_key: tuple | None = None
        self.mapping = (1.0, 0.0, 0.0)
        self._edges: QPainterPath | None = None
        self.points_of: tuple[object, dict[str, QPolygonF]] | None = None

    @property
    def edges(self) -> QPainterPath:
        if self._edges is None:
            path = QPainterPath()
            for edge in self.graph.edges:
                a, b = self.graph.node(edge.source), self.graph.node(edge.target)
                path.moveTo(a.x, a.y)
                path.lineTo(b.x, b.y)
            self._edges = path
        return self._edges


def arrowhead(line: QLineF, radius: float, size: float) -> QPolygonF:
    """A triangle pointing at the end of ``line``, its tip on the target's disc."""
    length = line.length()
    ux, uy = (line.dx() / length, line.dy() / length)
    tip = QPointF(line.x2() - ux * radius, line.y2() - uy * radius)
    back = QPointF(tip.x() - ux * size, tip.y() - uy * size)
    side = QPointF(-uy * size * 0.45, ux * size * 0.45)
    return QPolygonF([tip, back + side, back - side])
