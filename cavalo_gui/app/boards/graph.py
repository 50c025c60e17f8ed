"""The graph board: nodes at their places, edges with their costs, h beside each node, and the
search on it: the path to the node shown, the node being expanded, open and closed.

Painted by hand so that it reads on a projected lecture screen: a node is a disc with its name
in it (or above it when the disc is small), its h in a tag below; an edge is a line with its
cost in a box at its middle (an arc has an arrowhead). Fill colours say the search's state of
each node (amber: being expanded; blue: on the path; green: in open; grey: closed), a double
ring marks a goal and a thick ring the start. The wheel zooms about the pointer, a drag pans,
a double click fits the graph again; a large graph is drawn with its labels left out until
zoomed in, and only what is in view is drawn, so that 10,000 nodes pan smoothly.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QLineF, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPen,
    QPolygonF,
    QWheelEvent,
)
from PySide6.QtWidgets import QWidget

from cavalo_gui.app.boards.base import PuzzleBoardView
from cavalo_gui.app.boards.colors import scheme_colors
from cavalo_gui.app.boards.graph_picture import (
    CLOSED,
    EXPANDING,
    OPEN,
    PATH,
    ClosedFold,
    GraphPicture,
    picture_of,
)
from cavalo_gui.app.boards.keyboard_cursor import BoardCursor
from cavalo_gui.app.boards.legend import paint_board_title, paint_legend
from cavalo_gui.app.i18n import report_language
from cavalo_gui.app.run.model import RunModel
from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.graph.graph import Graph
from cavalo_gui.domains.graph.problem import GraphProblem
from cavalo_gui.engine.message import message

TITLE, MARGIN = 0.7, 0.7  # in units of the drawing (its longer side is SPAN units)
LABEL_ROOM = 2.0  # units right of the drawing, for the labels of its rightmost nodes
PLACED_LABELS = 80  # up to this many nodes in view, each label is put where it hides nothing
SPAN = 10.0
LABEL_UNITS = 0.26  # the names' and the legend's text, in units
DETAILED_NODES = 400  # above this many nodes in view, labels are left out (zoom in for them)
LABELLED_SPACING = 28.0  # pixels between nodes (on average) from which names, h and costs show
ZOOM_STEP = 1.25
MOST_ZOOM = 400.0


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


def said(id: str, **parameters: object) -> str:
    """A sentence of the graph puzzle's catalogue in the window's language."""
    return render(message(id, **parameters), report_language())  # type: ignore[arg-type]


def _figure(value: float) -> str:
    return f"{value:g}" if math.isfinite(value) else "∞"


class GraphBoardView(PuzzleBoardView):
    """Paints the model's shown moment of a graph search; a tooltip (and the keyboard's
    cursor, for a screen reader) names each node with its h and its state."""

    title_rows, margin_squares = TITLE, MARGIN
    smallest_cell = 4.0
    smallest_font = 7

    def __init__(self, model: RunModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.zoom = 1.0
        self.pan = QPointF(0.0, 0.0)
        self._drag_from: QPointF | None = None
        self.keyboard_cursor = BoardCursor(
            self, lambda: 1, lambda: len(self.graph.nodes), self.node_rect, self.describe_node
        )
        model.problem_changed.connect(self.fit_whole)

    def make_picture(self) -> GraphPicture:
        closed = self.__dict__.get("_closed")  # made here: the base asks before __init__ ends
        if closed is None:
            closed = self._closed = ClosedFold()
        return picture_of(self.model, closed)

    def sizeHint(self) -> QSize:
        return QSize(760, 640)

    def rules_html(self) -> str:
        return said("graph.board.rules")

    # Geometry.

    @property
    def graph(self) -> Graph:
        problem: GraphProblem = self.model.problem  # type: ignore[assignment]
        return problem.graph

    def _bounds(self) -> tuple[float, float, float, float, float]:
        """The drawing's left, top, width and height in its own coordinates, and the scale
        of one unit (the longer side is SPAN units)."""
        nodes = self.graph.nodes
        xs = [node.x for node in nodes]
        ys = [node.y for node in nodes]
        left, top = min(xs), min(ys)
        width, height = max(xs) - left, max(ys) - top
        longer = max(width, height) or 1.0
        return left, top, width, height, SPAN / longer

    def fit_units(self) -> tuple[float, float]:
        _left, _top, width, height, scale = self._bounds()
        return (width * scale + 2 * MARGIN + LABEL_ROOM, height * scale + 2 * MARGIN + TITLE)

    def legend_font(self, cell: float) -> QFont:
        return self._font(cell, LABEL_UNITS, bold=False)

    def coordinate_font(self) -> QFont:
        """The font of the nodes' names, which the legend is never smaller than."""
        return self._font(self._cell(), LABEL_UNITS, bold=False)

    def _font(self, cell: float, scale: float, bold: bool = True) -> QFont:
        return super()._font(min(cell, 60), scale, bold)

    def board_rect(self) -> QRectF:
        """The drawing with its margin: the title is above, the legend below."""
        _left, _top, width, height, scale = self._bounds()
        cell = self._cell()
        origin = self._origin(cell)
        span = cell * MARGIN
        return QRectF(
            origin.x() - span,
            origin.y() - span,
            (width * scale + LABEL_ROOM) * cell + 2 * span,
            height * scale * cell + 2 * span,
        )

    def place(self, name: str) -> QPointF:
        """Where node ``name`` is drawn, zoom and pan applied."""
        node = self.graph.node(name)
        return self._to_screen(node.x, node.y)

    def _to_screen(self, x: float, y: float) -> QPointF:
        left, top, _width, _height, scale = self._bounds()
        cell = self._cell()
        origin = self._origin(cell)
        fitted = QPointF(
            origin.x() + (x - left) * scale * cell, origin.y() + (y - top) * scale * cell
        )
        centre = self.board_rect().center()
        return centre + (fitted - centre) * self.zoom + self.pan

    def spacing(self) -> float:
        """The distance between two nodes on average, in pixels, as if evenly spread."""
        return SPAN / math.sqrt(max(len(self.graph.nodes), 1)) * self._cell() * self.zoom

    def radius(self) -> float:
        """A node's radius in pixels: a fifth of a unit, less on a crowded graph; large
        enough to be seen and pointed at wherever labels are shown."""
        units = min(0.2, 0.25 * SPAN / math.sqrt(max(len(self.graph.nodes), 1)))
        radius = units * self._cell() * self.zoom
        return max(5.0 if self.spacing() >= LABELLED_SPACING else 1.5, radius)

    def node_rect(self, index: int) -> QRectF:
        centre = self.place(self.graph.nodes[index].name)
        r = self.radius()
        return QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)

    def node_at(self, point: QPointF) -> str | None:
        """The node whose disc (or a few pixels round a tiny one) holds ``point``."""
        reach = max(self.radius(), 6.0)
        best, best_distance = None, reach
        for node in self.graph.nodes:
            centre = self.place(node.name)
            distance = math.hypot(centre.x() - point.x(), centre.y() - point.y())
            if distance <= best_distance:
                best, best_distance = node.name, distance
        return best

    # Zoom and pan.

    def fit_whole(self) -> None:
        self.zoom, self.pan = 1.0, QPointF(0.0, 0.0)
        self.update()

    def zoom_by(self, factor: float, about: QPointF) -> None:
        """Zoom by ``factor`` keeping the point under ``about`` where it is."""
        new = min(MOST_ZOOM, max(1.0, self.zoom * factor))
        factor = new / self.zoom
        centre = self.board_rect().center()
        # screen = centre + (fitted - centre) * zoom + pan: keep ``about`` fixed
        self.pan = (about - centre) - (about - centre - self.pan) * factor
        self.zoom = new
        if new == 1.0:
            self.pan = QPointF(0.0, 0.0)
        self.update()

    def pan_by(self, dx: float, dy: float) -> None:
        self.pan += QPointF(dx, dy)
        self.update()

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120
        if steps:
            self.zoom_by(ZOOM_STEP**steps, event.position())
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._drag_from = event.position()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._drag_from is not None and event.buttons() & Qt.MouseButton.LeftButton:
            moved = event.position() - self._drag_from
            if abs(moved.x()) + abs(moved.y()) >= 2:
                self._drag_from = event.position()
                self.pan_by(moved.x(), moved.y())
        super().mouseMoveEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        self.fit_whole()
        super().mouseDoubleClickEvent(event)

    def place_at(self, point: QPointF) -> str | None:
        return self.node_at(point)

    def place_of_cell(self, index: int) -> str | None:
        return self.graph.nodes[index].name

    # Painting.

    def colors(self) -> GraphColors:
        return scheme_colors(self.palette(), LIGHT, DARK, HIGH_CONTRAST)

    def paintEvent(self, _event) -> None:
        colors = self.colors()
        cell = self._cell()
        painter = QPainter(self)
        painter.fillRect(self.rect(), colors.background)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        board = self.board_rect()
        painter.save()
        painter.setClipRect(board.adjusted(0, 0, 0, 0) if self.zoom > 1 else QRectF(self.rect()))
        in_view = self._in_view(board)
        detailed = len(in_view) <= DETAILED_NODES and self.spacing() >= LABELLED_SPACING
        costs = self._paint_edges(painter, colors, in_view, detailed)
        self._paint_nodes(painter, colors, in_view, detailed, costs)
        painter.restore()
        self._paint_title(painter, colors, cell)
        paint_legend(
            painter,
            self.legend_layout(),
            colors.text,
            lambda painter, kind, rect: self._legend_swatch(painter, colors, kind, rect),
        )
        self.keyboard_cursor.paint(painter)
        painter.end()

    def _in_view(self, board: QRectF) -> set[str]:
        """The nodes whose disc shows in the board's rectangle."""
        r = self.radius()
        area = board.adjusted(-r, -r, r, r)
        left, top, right, bottom = area.left(), area.top(), area.right(), area.bottom()
        shown = set()
        for node in self.graph.nodes:
            point = self.place(node.name) if len(self.graph.nodes) < 50 else None
            if point is None:
                point = self._to_screen(node.x, node.y)
            if left <= point.x() <= right and top <= point.y() <= bottom:
                shown.add(node.name)
        return shown

    def _paint_edges(
        self, painter: QPainter, colors: GraphColors, in_view: set[str], detailed: bool
    ) -> None:
        graph = self.graph
        r = self.radius()
        on_path = self.picture.path_edges
        width = max(1.0, r * 0.12)
        plain, lit, arrows, lit_arrows, costs = [], [], [], [], []
        for edge in graph.edges:
            if edge.source not in in_view and edge.target not in in_view:
                continue
            a, b = self.place(edge.source), self.place(edge.target)
            line = QLineF(a, b)
            path = (edge.source, edge.target) in on_path or (
                not edge.directed and (edge.target, edge.source) in on_path
            )
            (lit if path else plain).append(line)
            if edge.directed and line.length() > 2 * r:
                (lit_arrows if path else arrows).append(_arrowhead(line, r, max(4.0, r * 0.55)))
            if detailed:
                costs.append((line.center(), _figure(edge.cost), path))
        painter.setPen(QPen(colors.edge, width))
        painter.drawLines(plain)
        painter.setPen(_round_pen(colors.path, width * 3.2))
        painter.drawLines(lit)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colors.edge)
        for arrow in arrows:
            painter.drawPolygon(arrow)
        painter.setBrush(colors.path)
        for arrow in lit_arrows:
            painter.drawPolygon(arrow)
        return self._paint_costs(painter, colors, costs) if costs else []

    def _paint_costs(self, painter: QPainter, colors: GraphColors, costs: list) -> list[QRectF]:
        """Each cost in a box at its edge's middle; the boxes, which labels keep off."""
        font = self._label_font(0.8)
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        boxes = []
        for centre, text, path in costs:
            box = metrics.boundingRect(text).adjusted(-3, -1, 3, 1)
            box.moveCenter(centre)
            painter.setPen(QPen(colors.path if path else colors.edge, 1))
            painter.setBrush(colors.background)
            painter.drawRoundedRect(box, 3, 3)
            painter.setPen(colors.path if path else colors.text)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
            boxes.append(box)
        return boxes

    def _label_font(self, scale: float = 1.0) -> QFont:
        """The labels' font: with the discs while zoomed, never under the smallest size."""
        cell = self._cell()
        size = min(cell, 60) * LABEL_UNITS * scale * min(self.zoom, 2.5)
        font = QFont(self.font())
        font.setPixelSize(max(self.smallest_font + 3, round(size)))
        return font

    def _paint_nodes(
        self,
        painter: QPainter,
        colors: GraphColors,
        in_view: set[str],
        detailed: bool,
        costs: list[QRectF],
    ) -> None:
        picture = self.picture
        problem: GraphProblem = self.model.problem  # type: ignore[assignment]
        goals, start = set(problem.puzzle.goals), problem.puzzle.start
        r = self.radius()
        fills = {
            EXPANDING: colors.expanding,
            PATH: colors.path,
            OPEN: colors.open,
            CLOSED: colors.closed,
        }
        outline = QPen(colors.node_line, max(1.0, r * 0.1))
        if not detailed:
            self._paint_points(painter, colors, in_view, fills)
        name_font = self._label_font()
        name_font.setBold(True)
        h_font = self._label_font(0.85)
        obstacles: list[QRectF] | None = None
        if detailed and len(in_view) <= PLACED_LABELS:
            obstacles = [*costs, *(self._disc(self.place(name), r * 1.3) for name in in_view)]
        for node in self.graph.nodes:
            if node.name not in in_view or (not detailed and node.name not in picture.g_on_path):
                continue
            centre = self.place(node.name)
            state = picture.state_of(node.name)
            painter.setPen(outline)
            painter.setBrush(fills.get(state, colors.node))
            painter.drawEllipse(centre, r, r)
            if node.name in goals:
                painter.setPen(QPen(colors.goal, max(1.5, r * 0.14)))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(centre, r * 1.3, r * 1.3)
            if node.name == start:
                painter.setPen(QPen(colors.node_line, max(2.0, r * 0.22)))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(centre, r * 0.99, r * 0.99)
            if detailed:
                fonts = (name_font, h_font)
                self._paint_labels(painter, colors, node, centre, r, fonts, obstacles)

    def _paint_points(self, painter, colors, in_view, fills) -> None:
        """Every node in view as a dot in its state's colour: one call per colour."""
        picture = self.picture
        groups: dict[str, list[QPointF]] = {}
        for name in in_view:
            groups.setdefault(picture.state_of(name), []).append(self.place(name))
        size = max(2.0, self.radius() * 2)
        for state, points in groups.items():
            painter.setPen(_round_pen(fills.get(state, colors.node_line), size))
            painter.drawPoints(points)

    @staticmethod
    def _disc(centre: QPointF, r: float) -> QRectF:
        return QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)

    def _paint_labels(self, painter, colors, node, centre, r, fonts, obstacles) -> None:
        """The name beside the disc, then its h in a tag (and g, for a node of the path),
        all on one line: right of the disc, or left, below or above where that hides no
        other disc, cost or label (``obstacles``, which the label joins; None: always right)."""
        name_font, h_font = fonts
        metrics, h_metrics = QFontMetricsF(name_font), QFontMetricsF(h_font)
        name_box = metrics.boundingRect(node.name).adjusted(-1, 0, 1, 0)
        text = f"h {_figure(node.h)}"
        g = self.picture.g_on_path.get(node.name)
        if g is not None:
            text += f" · g {_figure(g)}"
        tag = h_metrics.boundingRect(text).adjusted(-3, -1, 3, 1)
        width = name_box.width() + 3 + tag.width()
        height = max(name_box.height(), tag.height())
        gap = r * 1.35
        spots = [
            QPointF(centre.x() + gap, centre.y() - height / 2),
            QPointF(centre.x() - gap - width, centre.y() - height / 2),
            QPointF(centre.x() - width / 2, centre.y() + gap),
            QPointF(centre.x() - width / 2, centre.y() - gap - height),
        ]
        chosen = spots[0]
        if obstacles is not None:
            own = self._disc(centre, r * 1.3)
            inside = QRectF(self.rect())

            def hidden(spot: QPointF) -> int:
                line = QRectF(spot.x(), spot.y(), width, height)
                cut = 0 if inside.contains(line) else 100
                return cut + sum(line.intersects(other) for other in obstacles if other != own)

            chosen = min(spots, key=hidden)  # the first of the least hiding
            obstacles.append(QRectF(chosen.x(), chosen.y(), width, height))
        name_box.moveTopLeft(QPointF(chosen.x(), chosen.y() + (height - name_box.height()) / 2))
        tag.moveTopLeft(QPointF(name_box.right() + 3, chosen.y() + (height - tag.height()) / 2))
        painter.setFont(name_font)
        painter.setPen(colors.text)
        painter.drawText(name_box, Qt.AlignmentFlag.AlignCenter, node.name)
        painter.setFont(h_font)
        painter.setPen(QPen(colors.node_line, 1))
        painter.setBrush(colors.tag)
        painter.drawRoundedRect(tag, 3, 3)
        painter.setPen(colors.text)
        painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_title(self, painter: QPainter, colors: GraphColors, cell: float) -> None:
        board = self.board_rect()
        width = max(board.width(), self.width() - 2 * cell * MARGIN)
        rect = QRectF(
            board.center().x() - width / 2, board.top() - cell * TITLE, width, cell * TITLE
        )
        problem: GraphProblem = self.model.problem  # type: ignore[assignment]
        puzzle = problem.puzzle
        picture = self.picture
        name = said(
            "graph.board.title", name=puzzle.name, start=puzzle.start, goal=", ".join(puzzle.goals)
        )
        end = picture.path[-1]
        moves = len(picture.path) - 1
        score = said("graph.board.score", n=moves, g=_figure(picture.g_on_path.get(end, 0.0)))
        painter.setFont(self._font(cell, 0.3))
        self.title_layout = paint_board_title(
            painter, rect, name, score, end in puzzle.goals, (colors.title, colors.goal)
        )

    def _legend_items(self) -> tuple[tuple[str, str], ...]:
        return (
            ("expanding", said("graph.board.legend.expanding")),
            ("path", said("graph.board.legend.path")),
            ("open", said("graph.board.legend.open")),
            ("closed", said("graph.board.legend.closed")),
            ("goal", said("graph.board.legend.goal")),
        )

    def _legend_swatch(self, painter: QPainter, colors: GraphColors, kind: str, rect: QRectF):
        r = rect.height() * 0.42
        centre = rect.center()
        painter.setPen(QPen(colors.node_line, 1.2))
        fill = {
            "expanding": colors.expanding,
            "path": colors.path,
            "open": colors.open,
            "closed": colors.closed,
        }.get(kind, colors.node)
        painter.setBrush(fill)
        painter.drawEllipse(centre, r * 0.8, r * 0.8)
        if kind == "goal":
            painter.setPen(QPen(colors.goal, 1.6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(centre, r * 1.1, r * 1.1)

    # Words.

    def tooltip_at(self, point: QPointF) -> str:
        name = self.node_at(point)
        return "" if name is None else self.describe(name)

    def describe_node(self, index: int) -> str:
        return self.describe(self.graph.nodes[index].name)

    def describe(self, name: str) -> str:
        """'Sibiu · h 253 · on the path, g 140 · start', for the tooltip and a screen reader."""
        problem: GraphProblem = self.model.problem  # type: ignore[assignment]
        node = self.graph.node(name)
        picture = self.picture
        state = picture.state_of(name)
        parts = [name, f"h {_figure(node.h)}"]
        if state in (PATH, EXPANDING):
            g = _figure(picture.g_on_path[name])
            parts.append(said(f"graph.board.state.{state}", g=g))
        else:
            parts.append(said(f"graph.board.state.{state}"))
        if name == problem.puzzle.start:
            parts.append(said("graph.board.start"))
        if name in problem.puzzle.goals:
            parts.append(said("graph.board.goal"))
        return " · ".join(parts)


def _round_pen(color: QColor, width: float) -> QPen:
    pen = QPen(color, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _arrowhead(line: QLineF, radius: float, size: float) -> QPolygonF:
    """A triangle pointing at the end of ``line``, its tip on the target's disc."""
    length = line.length()
    ux, uy = (line.dx() / length, line.dy() / length)
    tip = QPointF(line.x2() - ux * radius, line.y2() - uy * radius)
    back = QPointF(tip.x() - ux * size, tip.y() - uy * size)
    side = QPointF(-uy * size * 0.45, ux * size * 0.45)
    return QPolygonF([tip, back + side, back - side])
