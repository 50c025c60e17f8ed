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

import numpy
from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontInfo,
    QMouseEvent,
    QPainter,
    QPen,
    QPolygonF,
    QStaticText,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import QWidget

from cavalo_gui.app.boards.base import PuzzleBoardView, is_vector
from cavalo_gui.app.boards.graph_drawing import (
    DARK,
    HIGH_CONTRAST,
    LIGHT,
    SPAN,
    Drawing,
    GraphColors,
    arrowhead,
)
from cavalo_gui.app.boards.graph_picture import (
    CLOSED,
    EXPANDING,
    OPEN,
    PATH,
    ClosedFold,
    GraphPicture,
    picture_of,
)
from cavalo_gui.app.boards.heat import heat_colour
from cavalo_gui.app.boards.keyboard_cursor import BoardCursor
from cavalo_gui.app.boards.legend import paint_board_title
from cavalo_gui.app.boards.pens import round_pen
from cavalo_gui.app.i18n import report_language
from cavalo_gui.app.run.model import RunModel
from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.graph.graph import Graph
from cavalo_gui.domains.graph.problem import GraphProblem
from cavalo_gui.engine.message import message

TITLE, MARGIN = 0.7, 0.7  # in units of the drawing (its longer side is SPAN units)
LABEL_ROOM = 2.0  # units right of the drawing, for the labels of its rightmost nodes
PLACED_LABELS = 40
# what a label placed over each costs, to choose its place: cut off by the board's edge, over
# a node's disc (painted over it), over another label, over an edge's cost
CUT_OFF, DISC_HIDDEN, LABEL_HIDDEN, COST_HIDDEN = (
    100,
    6,
    4,
    2,
)  # up to this many nodes in view, each label is put where it hides nothing
LABEL_UNITS = 0.26  # the names' and the legend's text, in units
DETAILED_NODES = 400  # above this many nodes in view, labels are left out (zoom in for them)
LABELLED_SPACING = 28.0  # pixels between nodes (on average) from which names, h and costs show
ZOOM_STEP = 1.25
MOST_ZOOM = 400.0


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
    hint_size = (760, 640)
    color_schemes = (LIGHT, DARK, HIGH_CONTRAST)

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

    def rules_html(self) -> str:
        return said("graph.board.rules")

    # Geometry.

    @property
    def graph(self) -> Graph:
        problem: GraphProblem = self.model.problem  # type: ignore[assignment]
        return problem.graph

    def _drawing(self) -> Drawing:
        """What is worked out once per graph: its places as arrays, its bounds, the path of
        all its edges."""
        graph = self.graph
        drawing = self.__dict__.get("_drawing_of")
        if drawing is None or drawing.graph is not graph:
            drawing = self._drawing_of = Drawing(graph)
        return drawing

    def _bounds(self) -> tuple[float, float, float, float, float]:
        """The drawing's left, top, width and height in its own coordinates, and the scale
        of one unit (the longer side is SPAN units)."""
        return self._drawing().bounds

    def _mapping(self) -> tuple[float, float, float]:
        """(a, bx, by): a node at (x, y) is drawn at (a·x + bx, a·y + by), zoom and pan
        applied; worked out once per size, font, zoom and pan."""
        key = (
            self.width(),
            self.height(),
            self.font().key(),
            self.zoom,
            self.pan.x(),
            self.pan.y(),
        )
        drawing = self._drawing()
        if drawing.mapping_key != key:
            left, top, _width, _height, scale = drawing.bounds
            cell = self._cell()
            origin = self._origin(cell)
            centre = self.board_rect().center()
            a = scale * cell * self.zoom
            bx = centre.x() + (origin.x() - left * scale * cell - centre.x()) * self.zoom
            by = centre.y() + (origin.y() - top * scale * cell - centre.y()) * self.zoom
            drawing.mapping_key = key
            drawing.mapping = (a, bx + self.pan.x(), by + self.pan.y())
        return drawing.mapping

    def fit_units(self) -> tuple[float, float]:
        _left, _top, width, height, scale = self._bounds()
        return (width * scale + 2 * MARGIN + LABEL_ROOM, height * scale + 2 * MARGIN + TITLE)

    def legend_font(self, cell: float) -> QFont:
        font = self._font(cell, LABEL_UNITS, bold=False, words=True)
        font.setPixelSize(max(font.pixelSize(), self._text_floor()))
        return font

    def _text_floor(self) -> int:
        """The smallest a word on the board may be: a little under the window's own text,
        so that the board's words grow with View > Zoom as the window's do."""
        return max(self.smallest_font + 3, round(0.8 * QFontInfo(self.font()).pixelSize()))

    def coordinate_font(self) -> QFont:
        """The font of the nodes' names, which the legend is never smaller than."""
        return self._font(self._cell(), LABEL_UNITS, bold=False, words=True)

    def _font(self, cell: float, scale: float, bold: bool = True, words: bool = False) -> QFont:
        return super()._font(min(cell, 60), scale, bold, words)

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
        a, bx, by = self._mapping()
        return QPointF(a * node.x + bx, a * node.y + by)

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

    def state_fills(self, colors: GraphColors) -> dict[str, QColor]:
        """The fill of a node in each state of the search (a node in none: ``colors.node``)."""
        return {
            EXPANDING: colors.expanding,
            PATH: colors.path,
            OPEN: colors.open,
            CLOSED: colors.closed,
        }

    def paintEvent(self, _event) -> None:
        colors = self.colors()
        cell = self._cell()
        painter = self.begin_paint(colors.background)
        board = self.board_rect()
        painter.save()
        painter.setClipRect(board.adjusted(0, 0, 0, 0) if self.zoom > 1 else QRectF(self.rect()))
        mask = self._view_mask(board)
        detailed = self.spacing() >= LABELLED_SPACING and mask.sum() <= DETAILED_NODES
        if detailed:
            drawing = self._drawing()
            in_view = {drawing.names[index] for index in numpy.flatnonzero(mask)}
            edges = numpy.flatnonzero(mask[drawing.edge_a] | mask[drawing.edge_b])
            costs = self._paint_edges(painter, colors, edges, detailed)
            self._paint_nodes(painter, colors, in_view, detailed, costs)
        else:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)  # dots, fast
            self._paint_large(painter, colors)
        painter.restore()
        if self.heat:
            self.paint_heat(painter, cell)
        self._paint_title(painter, colors, cell)
        self.paint_own_legend(painter, colors, colors.text)
        self.keyboard_cursor.paint(painter)
        painter.end()

    def _in_view(self, board: QRectF) -> set[str]:
        """The nodes whose disc shows in the board's rectangle."""
        names = self._drawing().names
        return {names[index] for index in numpy.flatnonzero(self._view_mask(board))}

    def _view_mask(self, board: QRectF) -> numpy.ndarray:
        """Which nodes show in the board's rectangle, as a mask over the nodes in order
        (numpy, so that a large graph pans)."""
        r = self.radius()
        area = board.adjusted(-r, -r, r, r)
        a, bx, by = self._mapping()
        drawing = self._drawing()
        xs, ys = drawing.xs * a + bx, drawing.ys * a + by
        inside = (xs >= area.left()) & (xs <= area.right()) & (ys >= area.top())
        inside &= ys <= area.bottom()
        return inside

    def _paint_edges(
        self, painter: QPainter, colors: GraphColors, in_view: numpy.ndarray, detailed: bool
    ) -> list[QRectF]:
        """The edges ``in_view`` (their indices), with their costs; the costs' boxes."""
        graph = self.graph
        r = self.radius()
        on_path = self.picture.path_edges
        width = max(1.0, r * 0.12)
        plain, lit, arrows, lit_arrows, costs = [], [], [], [], []
        for index in in_view:
            edge = graph.edges[index]
            a, b = self.place(edge.source), self.place(edge.target)
            line = QLineF(a, b)
            path = (edge.source, edge.target) in on_path or (
                not edge.directed and (edge.target, edge.source) in on_path
            )
            (lit if path else plain).append(line)
            if edge.directed and line.length() > 2 * r:
                (lit_arrows if path else arrows).append(arrowhead(line, r, max(4.0, r * 0.55)))
            if detailed:
                costs.append((line.center(), _figure(edge.cost), path))
        painter.setPen(QPen(colors.edge, width))
        painter.drawLines(plain)
        painter.setPen(round_pen(colors.path, width * 3.2))
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
        boxes = []
        for centre, text, path in costs:
            box = QRectF(QPointF(0, 0), self._static(text, font).size()).adjusted(-3, -1, 3, 1)
            box.moveCenter(centre)
            painter.setPen(QPen(colors.path if path else colors.edge, 1))
            painter.setBrush(colors.background)
            painter.drawRect(box)
            painter.setPen(colors.path if path else colors.text)
            self._draw_text(painter, box, text, font)
            boxes.append(box)
        return boxes

    def _static(self, text: str, font: QFont) -> QStaticText:
        """``text`` laid out once in ``font`` and kept: a board redrawn while panning lays
        out no word again."""
        cache = self.__dict__.setdefault("_static_texts", {})
        key = (text, font.pixelSize(), font.bold())
        static = cache.get(key)
        if static is None:
            if len(cache) > 20_000:
                cache.clear()
            static = QStaticText(text)
            static.setTextFormat(Qt.TextFormat.PlainText)
            static.prepare(QTransform(), font)
            cache[key] = static
        return static

    def _draw_text(self, painter: QPainter, box: QRectF, text: str, font: QFont) -> None:
        """``text`` centred in ``box``: from the kept layout on screen, as text in a drawing."""
        if is_vector(painter):
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
            return
        static = self._static(text, font)
        size = static.size()
        corner = box.center() - QPointF(size.width() / 2, size.height() / 2)
        painter.drawStaticText(corner, static)

    def _label_font(self, scale: float = 1.0) -> QFont:
        """The labels' font: with the discs while zoomed, never under the smallest size."""
        cell = self._cell()
        size = min(cell, 60) * LABEL_UNITS * scale * min(self.zoom, 2.5)
        font = QFont(self.font())
        font.setPixelSize(max(self._text_floor(), round(size)))
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
        fills = self.state_fills(colors)
        outline = QPen(colors.node_line, max(1.0, r * 0.1))
        name_font = self._label_font()
        name_font.setBold(True)
        h_font = self._label_font(0.85)
        shown = [node for node in self.graph.nodes if node.name in in_view]
        if detailed:  # the words first: a disc is never hidden under another node's label
            obstacles: list[tuple[QRectF, int]] | None = None
            if len(in_view) <= PLACED_LABELS:
                obstacles = [(box, COST_HIDDEN) for box in costs]
                obstacles += [(self._disc(self.place(n.name), r * 1.3), DISC_HIDDEN) for n in shown]
            for node in shown:
                centre = self.place(node.name)
                fonts = (name_font, h_font)
                self._paint_labels(painter, colors, node, centre, r, fonts, obstacles)
        for node in shown:
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

    def paint_heat(self, painter: QPainter, cell: float) -> None:
        """How often the inspector's search touched each node: a disc of the heat's colour
        round it, its count beside it."""
        counts = self.heat or {}
        most = max(counts.values(), default=0)
        r = self.radius()
        painter.save()
        font = self._label_font(0.8)
        font.setBold(True)
        painter.setFont(font)
        for name, count in counts.items():
            if name not in self.graph:
                continue
            centre = self.place(str(name))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(heat_colour(count, most))
            painter.drawEllipse(centre, r * 1.8, r * 1.8)
            painter.setPen(QColor("#000000"))
            box = QRectF(centre.x() - r * 3, centre.y() + r * 1.2, r * 6, r * 2)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(count))
        painter.restore()

    def _paint_large(self, painter: QPainter, colors: GraphColors) -> None:
        """A graph too large or too far out for words: every edge and node through the
        mapping as a transform, a few calls in all (Qt clips what is out of view), the
        nodes as dots in their state's colour, the path as a thick line."""
        a, bx, by = self._mapping()
        drawing = self._drawing()
        fills = self.state_fills(colors)
        painter.save()
        painter.setTransform(QTransform(a, 0, 0, a, bx, by))
        edge_pen = QPen(colors.edge, 1.0)
        edge_pen.setCosmetic(True)
        painter.setPen(edge_pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(drawing.edges)
        size = max(2.0, self.radius() * 2)
        for state, points in self._state_points(drawing).items():
            pen = round_pen(
                fills.get(state, colors.node_line), size * (1.6 if state == EXPANDING else 1)
            )
            pen.setCosmetic(True)
            painter.setPen(pen)
            painter.drawPoints(points)
        path = self.picture.path
        if len(path) > 1:
            pen = round_pen(colors.path, max(2.0, size * 0.6))
            pen.setCosmetic(True)
            painter.setPen(pen)
            graph = self.graph
            painter.drawPolyline(
                QPolygonF([QPointF(graph.node(n).x, graph.node(n).y) for n in path])
            )
        painter.restore()

    def _state_points(self, drawing: Drawing) -> dict[str, QPolygonF]:
        """The nodes' places by their state in the picture (graph coordinates), once per
        picture; unseen nodes first, so that the search's colours are drawn over them."""
        picture = self.picture
        if drawing.points_of is None or drawing.points_of[0] is not picture:
            groups: dict[str, list[QPointF]] = {"unseen": []}
            for node in self.graph.nodes:
                groups.setdefault(picture.state_of(node.name), []).append(QPointF(node.x, node.y))
            order = ("unseen", CLOSED, OPEN, PATH, EXPANDING)
            drawing.points_of = (
                picture,
                {state: QPolygonF(groups[state]) for state in order if groups.get(state)},
            )
        return drawing.points_of[1]

    @staticmethod
    def _disc(centre: QPointF, r: float) -> QRectF:
        return QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)

    def _paint_labels(self, painter, colors, node, centre, r, fonts, obstacles) -> None:
        """The name beside the disc, then its h in a tag (and g, for a node of the path),
        all on one line: right of the disc, or left, below or above where that hides no
        other disc, cost or label (``obstacles``, which the label joins; None: always right)."""
        name_font, h_font = fonts
        name_box = QRectF(QPointF(0, 0), self._static(node.name, name_font).size())
        name_box.adjust(-1, 0, 1, 0)
        text = f"h {_figure(node.h)}"
        g = self.picture.g_on_path.get(node.name)
        if g is not None:
            text += f" · g {_figure(g)}"
        tag = QRectF(QPointF(0, 0), self._static(text, h_font).size()).adjusted(-3, -1, 3, 1)
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
                cut = 0 if inside.contains(line) else CUT_OFF
                return cut + sum(
                    weight for other, weight in obstacles if other != own and line.intersects(other)
                )

            chosen = min(spots, key=hidden)  # the first of the least hiding
            obstacles.append((QRectF(chosen.x(), chosen.y(), width, height), LABEL_HIDDEN))
        name_box.moveTopLeft(QPointF(chosen.x(), chosen.y() + (height - name_box.height()) / 2))
        tag.moveTopLeft(QPointF(name_box.right() + 3, chosen.y() + (height - tag.height()) / 2))
        painter.setFont(name_font)
        painter.setPen(colors.text)
        self._draw_text(painter, name_box, node.name, name_font)
        painter.setFont(h_font)
        painter.setPen(QPen(colors.node_line, 1))
        painter.setBrush(colors.tag)
        painter.drawRect(tag)
        painter.setPen(colors.text)
        self._draw_text(painter, tag, text, h_font)

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
        painter.setFont(self._font(cell, 0.3, words=True))
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
        painter.setBrush(self.state_fills(colors).get(kind, colors.node))
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
