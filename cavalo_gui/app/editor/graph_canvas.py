"""The drawing of the graph editor: nodes, edges with their costs, start and goals, and the
nodes whose h breaks admissibility (ringed red) or consistency (orange). A click on empty
ground adds a node, a drag from one node to another an edge, a drag to empty ground moves
the node; a click on a node or an edge chooses it, Delete removes it."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from cavalo_gui.app.editor.piece import EditorCanvas
from cavalo_gui.domains.graph.editing import GraphDraft

MARGIN = 40
RIGHT_ROOM = 90  # right of the drawing, for the rightmost nodes' labels
RADIUS = 13
EDGE_REACH = 8  # pixels from an edge's line that a click chooses it
NODE = QColor("#ffffff")
CHOSEN = QColor("#f0a020")
OVER = QColor("#c62828")  # h above the true distance
STEEP = QColor("#ef6c00")  # h drops by more than an edge's cost


class GraphCanvas(EditorCanvas):
    """The drawn graph: nodes, edges with their costs, start and goals; the mouse adds,
    joins, moves and chooses."""

    chosen_changed = Signal()
    about_to_change = Signal()  # before a change of the draft: the piece keeps it for Undo
    least_size = (260, 220)
    hint_size = (520, 420)

    def __init__(self, draft: GraphDraft, parent: QWidget | None = None) -> None:
        super().__init__(draft, "editor_graph_canvas", parent)
        self.chosen: tuple[str, object] | None = None  # ("node", name) or ("edge", index)
        self.faults: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
        self._pressed: str | None = None  # the node a drag started from
        self._drag_to: QPointF | None = None
        self._moved = False
        self.setMouseTracking(True)

    # Where things are.

    def _frame(self) -> tuple[float, float, float]:
        """(scale, left, top): a draft place (x, y) is drawn at MARGIN + (x - left) * scale."""
        xs = [node.x for node in self.draft.nodes] or [0.0]
        ys = [node.y for node in self.draft.nodes] or [0.0]
        left, top = min(xs), min(ys)
        width, height = max(max(xs) - left, 1.0), max(max(ys) - top, 1.0)
        room = self.width() - MARGIN - RIGHT_ROOM
        scale = min(room / width, (self.height() - 2 * MARGIN) / height)
        return max(scale, 1e-3), left, top

    def to_screen(self, x: float, y: float) -> QPointF:
        scale, left, top = self._frame()
        return QPointF(MARGIN + (x - left) * scale, MARGIN + (y - top) * scale)

    def to_draft(self, point: QPointF) -> tuple[float, float]:
        scale, left, top = self._frame()
        return (
            round(left + (point.x() - MARGIN) / scale, 1),
            round(top + (point.y() - MARGIN) / scale, 1),
        )

    def node_at(self, point: QPointF) -> str | None:
        for node in reversed(self.draft.nodes):
            place = self.to_screen(node.x, node.y)
            if math.hypot(place.x() - point.x(), place.y() - point.y()) <= RADIUS + 3:
                return node.name
        return None

    def edge_at(self, point: QPointF) -> int | None:
        for index, edge in enumerate(self.draft.edges):
            try:
                a, b = self.draft.node(edge.source), self.draft.node(edge.target)
            except StopIteration:
                continue
            if _distance(point, self.to_screen(a.x, a.y), self.to_screen(b.x, b.y)) <= EDGE_REACH:
                return index
        return None

    # The mouse and the keys.

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.setFocus()
        point = event.position()
        self._pressed = self.node_at(point)
        self._moved = False
        self._drag_to = None
        if self._pressed is None:
            edge = self.edge_at(point)
            if edge is not None:
                self.choose(("edge", edge))
            else:
                self.changed_by(lambda: self.draft.add_node(*self.to_draft(point)))
                self.choose(("node", self.draft.nodes[-1].name))
        else:
            self.choose(("node", self._pressed))

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pressed is not None and event.buttons() & Qt.MouseButton.LeftButton:
            self._drag_to = event.position()
            self._moved = True
            self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        start, self._pressed = self._pressed, None
        self._drag_to = None
        if start is None or not self._moved:
            self.update()
            return
        target = self.node_at(event.position())
        if target is not None and target != start:
            self.changed_by(lambda: self.draft.connect(start, target))
            self.choose(("edge", len(self.draft.edges) - 1))
        elif target is None:
            x, y = self.to_draft(event.position())
            self.changed_by(lambda: _move(self.draft, start, x, y))
        self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.delete_chosen()
            return
        super().keyPressEvent(event)

    def choose(self, chosen: tuple[str, object] | None) -> None:
        self.chosen = chosen
        self.chosen_changed.emit()
        self.update()

    def delete_chosen(self) -> None:
        """Remove the chosen node (with its edges) or edge."""
        chosen = self.chosen
        if chosen is None:
            return
        kind, which = chosen
        if kind == "node":
            self.changed_by(lambda: self.draft.remove_node(str(which)))
        else:
            self.changed_by(lambda: self.draft.edges.pop(int(which)))  # type: ignore[arg-type]
        self.choose(None)

    def changed_by(self, change) -> None:
        """Make ``change`` to the draft, said before (for Undo) and after."""
        self.about_to_change.emit()
        change()
        self.changed.emit()
        self.update()

    # Painting.

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#fbfaf7"))
        over, steep = self.faults
        for index, edge in enumerate(self.draft.edges):
            try:
                a, b = self.draft.node(edge.source), self.draft.node(edge.target)
            except StopIteration:
                continue
            start, end = self.to_screen(a.x, a.y), self.to_screen(b.x, b.y)
            chosen = self.chosen == ("edge", index)
            painter.setPen(QPen(CHOSEN if chosen else QColor("#8a8478"), 3 if chosen else 1.5))
            painter.drawLine(start, end)
            if edge.directed:
                _arrow(painter, start, end)
            middle = (start + end) / 2
            box = QRectF(middle.x() - 14, middle.y() - 9, 28, 18)
            painter.setBrush(QColor("#fbfaf7"))
            painter.drawRect(box)
            painter.setPen(QColor("#1c1a17"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, f"{edge.cost:g}")
        if self._pressed is not None and self._drag_to is not None:
            node = self.draft.node(self._pressed)
            painter.setPen(QPen(CHOSEN, 2, Qt.PenStyle.DashLine))
            painter.drawLine(self.to_screen(node.x, node.y), self._drag_to)
        for node in self.draft.nodes:
            place = self.to_screen(node.x, node.y)
            ring = OVER if node.name in over else STEEP if node.name in steep else None
            chosen = self.chosen == ("node", node.name)
            painter.setPen(QPen(CHOSEN if chosen else QColor("#3b372f"), 3 if chosen else 1.5))
            painter.setBrush(NODE)
            painter.drawEllipse(place, RADIUS, RADIUS)
            if node.name == self.draft.start:
                painter.setPen(QPen(QColor("#3b372f"), 4))
                painter.drawEllipse(place, RADIUS - 2, RADIUS - 2)
            if node.name in self.draft.goals:
                painter.setPen(QPen(QColor("#1f7a33"), 2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(place, RADIUS + 4, RADIUS + 4)
            if ring is not None:
                painter.setPen(QPen(ring, 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(place, RADIUS + 8, RADIUS + 8)
            painter.setPen(QColor("#1c1a17"))
            label = QRectF(place.x() + RADIUS + 4, place.y() - 9, 160, 18)
            painter.drawText(label, Qt.AlignmentFlag.AlignVCenter, f"{node.name}  h={node.h:g}")
        painter.end()


def _move(draft: GraphDraft, name: str, x: float, y: float) -> None:
    node = draft.node(name)
    node.x, node.y = x, y


def _distance(point: QPointF, start: QPointF, end: QPointF) -> float:
    dx, dy = end.x() - start.x(), end.y() - start.y()
    length = dx * dx + dy * dy
    t = (
        0.0
        if not length
        else ((point.x() - start.x()) * dx + (point.y() - start.y()) * dy) / length
    )
    t = max(0.0, min(1.0, t))
    return math.hypot(point.x() - start.x() - t * dx, point.y() - start.y() - t * dy)


def _arrow(painter: QPainter, start: QPointF, end: QPointF) -> None:
    length = math.hypot(end.x() - start.x(), end.y() - start.y()) or 1.0
    ux, uy = (end.x() - start.x()) / length, (end.y() - start.y()) / length
    tip = QPointF(end.x() - ux * RADIUS, end.y() - uy * RADIUS)
    for side in (1, -1):
        painter.drawLine(
            tip, QPointF(tip.x() - ux * 10 - side * uy * 5, tip.y() - uy * 10 + side * ux * 5)
        )
