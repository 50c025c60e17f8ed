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
from PySide6.QtCore import QLineF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QAccessible,
    QColor,
    QFont,
    QFontInfo,
    QFontMetricsF,
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
from cavalo_gui.app.boards.graph_labels import LabelQuery, beside, place_labels
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
from cavalo_gui.app.boards.legend import (
    LEGEND_MIN_PX,
    TITLE_MIN_PX,
    fit_board,
    paint_board_title,
)
from cavalo_gui.app.boards.pens import round_pen
from cavalo_gui.app.boards.title import SMALLEST as TITLE_SMALLEST
from cavalo_gui.app.boards.title import TitleLayout, fits
from cavalo_gui.app.i18n import report_language
from cavalo_gui.app.run.model import RunModel
from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.graph.graph import Graph, GraphNode
from cavalo_gui.domains.graph.problem import GraphProblem
from cavalo_gui.engine.message import message

TITLE, MARGIN = 0.7, 0.9  # in units of the drawing (its longer side is SPAN units)
TITLE_FONT = 0.3  # the title's text, in units
MOST_STRETCH = 2.0  # the most the drawing is stretched one way more than the other
LABEL_ROOM = 0.8  # units right of the drawing, for the labels of its rightmost nodes
PLACED_LABELS = 40  # up to this many nodes in view, each label is put where it hides least
LABEL_SHRINK = 0.9  # the labels' font shrinks by this step while some find no free place
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

    accessible_role = QAccessible.Role.Graphic  # nodes and edges drawn, not a grid

    margin_squares = MARGIN
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

    def _stretch(self) -> tuple[float, float, float]:
        """(sx, sy, title): units per coordinate across and down, and the title's height in
        units. The drawing is stretched to the board's whole rectangle, each way on its own
        (no more than :data:`MOST_STRETCH` away from its own shape), so that a wide map on a
        tall board fills its height too; the squares' size (and so the words') is the one
        the drawing's own shape allows. The title takes a second line when its name and
        score do not fit one. Worked out once per size, font, legend, language and problem
        (its ends are in the title)."""
        key = (
            self.width(),
            self.height(),
            self.font().key(),
            self.legend_shown,
            report_language(),
            self.model.problem,
        )
        kept = self.__dict__.get("_stretch_of")
        drawing = self._drawing()
        if kept is not None and kept[0] == key and kept[1] is drawing:
            return kept[2]
        _left, _top, width, height, scale = drawing.bounds
        natural = (width * scale + 2 * MARGIN + LABEL_ROOM, height * scale + 2 * MARGIN + TITLE)
        items = self._legend_items() if self.legend_shown else ()
        fit = fit_board(
            self.width(),
            self.height(),
            natural,
            items,
            self._zoomed_legend_font,
            self.smallest_cell,
            self.swatch_shape,
        )
        cell = fit.cell
        title = TITLE * self._title_lines(cell)
        below = 0.0
        if items:
            margin = QFontMetricsF(fit.legend.font).height() * 0.5
            below = fit.legend.band.height() + 1.5 * margin
        room_wide = self.width() / cell - 2 * MARGIN - LABEL_ROOM
        room_high = (self.height() - below) / cell - 2 * MARGIN - title
        wide = max(width * scale, room_wide)
        high = max(height * scale, room_high)
        if width > 0 and height > 0:
            shape = width / height
            wide = min(wide, high * shape * MOST_STRETCH)
            high = min(high, wide / shape * MOST_STRETCH)
        sx = wide / width if width > 0 else scale
        sy = high / height if height > 0 else scale
        stretch = (sx, sy, title)
        self._stretch_of = (key, drawing, stretch)
        return stretch

    def _title_lines(self, cell: float) -> int:
        """1 when the title's name and score fit one line of the board's width, else 2."""
        font = self._font(cell, TITLE_FONT, words=True)
        font.setPixelSize(max(TITLE_MIN_PX, font.pixelSize()))
        name, score = self._title_texts(self._longest_score())
        band = QRectF(0, 0, self.width() - 2 * cell * MARGIN, cell * TITLE)
        small = QFont(font)
        small.setPixelSize(max(TITLE_MIN_PX, round(font.pixelSize() * TITLE_SMALLEST)))
        return 1 if fits(QFontMetricsF(small), band, name, "✔ " + score) else 2

    @property
    def title_rows(self) -> float:  # type: ignore[override]
        return self._stretch()[2]

    def _mapping(self) -> tuple[float, float, float, float]:
        """(ax, ay, bx, by): a node at (x, y) is drawn at (ax·x + bx, ay·y + by), zoom and
        pan applied; worked out once per size, font, zoom and pan."""
        key = (
            self.width(),
            self.height(),
            self.font().key(),
            self.legend_shown,
            self.zoom,
            self.pan.x(),
            self.pan.y(),
        )
        drawing = self._drawing()
        if drawing.mapping_key != key:
            left, top, _width, _height, _scale = drawing.bounds
            sx, sy, _title = self._stretch()
            cell = self._cell()
            origin = self._origin(cell)
            centre = self.board_rect().center()
            ax, ay = sx * cell * self.zoom, sy * cell * self.zoom
            bx = centre.x() + (origin.x() - left * sx * cell - centre.x()) * self.zoom
            by = centre.y() + (origin.y() - top * sy * cell - centre.y()) * self.zoom
            drawing.mapping_key = key
            drawing.mapping = (ax, ay, bx + self.pan.x(), by + self.pan.y())
        return drawing.mapping

    def fit_units(self) -> tuple[float, float]:
        _left, _top, width, height, _scale = self._bounds()
        sx, sy, title = self._stretch()
        return (width * sx + 2 * MARGIN + LABEL_ROOM, height * sy + 2 * MARGIN + title)

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
        _left, _top, width, height, _scale = self._bounds()
        sx, sy, _title = self._stretch()
        cell = self._cell()
        origin = self._origin(cell)
        span = cell * MARGIN
        return QRectF(
            origin.x() - span,
            origin.y() - span,
            (width * sx + LABEL_ROOM) * cell + 2 * span,
            height * sy * cell + 2 * span,
        )

    def place(self, name: str) -> QPointF:
        """Where node ``name`` is drawn, zoom and pan applied."""
        node = self.graph.node(name)
        ax, ay, bx, by = self._mapping()
        return QPointF(ax * node.x + bx, ay * node.y + by)

    def spacing(self) -> float:
        """The distance between two nodes on average, in pixels, as if evenly spread."""
        _left, _top, width, height, _scale = self._bounds()
        sx, sy, _title = self._stretch()
        area = max(width * sx, 0.1 * SPAN) * max(height * sy, 0.1 * SPAN)
        return math.sqrt(area / max(len(self.graph.nodes), 1)) * self._cell() * self.zoom

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
            costs, lines = self._paint_edges(painter, colors, edges, detailed)
            self._paint_nodes(painter, colors, in_view, (costs, lines))
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
        ax, ay, bx, by = self._mapping()
        drawing = self._drawing()
        xs, ys = drawing.xs * ax + bx, drawing.ys * ay + by
        inside = (xs >= area.left()) & (xs <= area.right()) & (ys >= area.top())
        inside &= ys <= area.bottom()
        return inside

    def _paint_edges(
        self, painter: QPainter, colors: GraphColors, in_view: numpy.ndarray, detailed: bool
    ) -> tuple[list[QRectF], list[QLineF]]:
        """The edges ``in_view`` (their indices), with their costs; the costs' boxes and the
        edges' lines, which labels keep off."""
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
        boxes = self._paint_costs(painter, colors, costs) if costs else []
        return boxes, plain + lit

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
        obstacles: tuple[list[QRectF], list[QLineF]],
    ) -> None:
        """The nodes ``in_view`` with their labels, the words first (a disc is never hidden
        under another node's label), each label placed clear of ``obstacles`` (the costs'
        boxes and the edges' lines) and of the other labels and discs."""
        picture = self.picture
        problem: GraphProblem = self.model.problem  # type: ignore[assignment]
        goals, start = set(problem.puzzle.goals), problem.puzzle.start
        r = self.radius()
        fills = self.state_fills(colors)
        outline = QPen(colors.node_line, max(1.0, r * 0.1))
        shown = [node for node in self.graph.nodes if node.name in in_view]
        self._paint_labels(painter, colors, shown, r, obstacles)
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
        ax, ay, bx, by = self._mapping()
        drawing = self._drawing()
        fills = self.state_fills(colors)
        painter.save()
        painter.setTransform(QTransform(ax, 0, 0, ay, bx, by))
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

    def _label_text(self, node: GraphNode) -> str:
        """The tag beside a node's name: its h (and g, for a node of the path)."""
        text = f"h {_figure(node.h)}"
        g = self.picture.g_on_path.get(node.name)
        if g is not None:
            text += f" · g {_figure(g)}"
        return text

    def _paint_labels(
        self,
        painter: QPainter,
        colors: GraphColors,
        shown: list[GraphNode],
        r: float,
        obstacles: tuple[list[QRectF], list[QLineF]],
    ) -> None:
        """Each node's name with its h in a tag, where :func:`place_labels` puts it (up to
        :data:`PLACED_LABELS` nodes in view; more, right of the disc); kept in
        :attr:`label_boxes` as painted."""
        texts = [self._label_text(node) for node in shown]
        name_font = self._label_font()
        name_font.setBold(True)
        h_font = self._label_font(0.85)
        if len(shown) > PLACED_LABELS:
            queries = self._label_queries(shown, texts, name_font, h_font)
            boxes = [beside(query, r) for query in queries]
        else:
            costs = obstacles[0]
            key = (self._mapping(), r, name_font.pixelSize(), tuple(texts), len(costs))
            kept = self.__dict__.get("_labels_of")
            if kept is None or kept[0] != key:
                self._labels_of = (
                    key,
                    self._placed_labels(shown, texts, r, (name_font, h_font), obstacles),
                )
            boxes, name_font, h_font = self._labels_of[1]
        self.label_boxes = {node.name: box for node, box in zip(shown, boxes, strict=True)}
        for node, text, box in zip(shown, texts, boxes, strict=True):
            painter.setFont(name_font)
            painter.setPen(colors.text)
            self._draw_text(painter, box.name, node.name, name_font)
            painter.setFont(h_font)
            painter.setPen(QPen(colors.node_line, 1))
            painter.setBrush(colors.tag)
            painter.drawRect(box.tag)
            painter.setPen(colors.text)
            self._draw_text(painter, box.tag, text, h_font)

    def _label_queries(
        self, shown: list[GraphNode], texts: list[str], name_font: QFont, h_font: QFont
    ) -> list[LabelQuery]:
        """Each node's place with the sizes of its name and its tag in these fonts."""
        queries = []
        for node, text in zip(shown, texts, strict=True):
            name = self._static(node.name, name_font).size()
            tag = self._static(text, h_font).size()
            queries.append(
                LabelQuery(
                    self.place(node.name),
                    QSizeF(name.width() + 2, name.height()),
                    QSizeF(tag.width() + 6, tag.height() + 2),
                )
            )
        return queries

    def _placed_labels(self, shown, texts, r, fonts, obstacles) -> tuple[list, QFont, QFont]:
        """The labels placed by :func:`place_labels` clear of each other, the discs, the
        costs and the board's edges: in the labels' own fonts when they all find a free
        place, else in smaller ones, down to :data:`LEGEND_MIN_PX` (the window's text at
        100%), the size at which they hide least."""
        costs, lines = obstacles
        name_font, h_font = (QFont(font) for font in fonts)
        area = self._label_area()
        best = None
        while True:
            queries = self._label_queries(shown, texts, name_font, h_font)
            boxes, hides = place_labels(queries, r, area, costs, lines)
            if best is None or hides < best[0]:
                best = (hides, boxes, QFont(name_font), QFont(h_font))
            smaller = round(name_font.pixelSize() * LABEL_SHRINK)
            if not hides or smaller < LEGEND_MIN_PX:
                break
            name_font.setPixelSize(smaller)
            least = min(h_font.pixelSize(), LEGEND_MIN_PX)
            h_font.setPixelSize(max(least, round(h_font.pixelSize() * LABEL_SHRINK)))
        return best[1], best[2], best[3]

    def _label_area(self) -> QRectF:
        """Where labels may go: under the title, above the legend, inside the board when
        zoomed (what is outside is clipped)."""
        board = self.board_rect()
        bottom = float(self.height())
        legend = self.legend_layout()
        if self.legend_shown and legend.entries:
            bottom = legend.band.top()
        area = QRectF(0.0, board.top(), float(self.width()), bottom - board.top())
        return area.intersected(board) if self.zoom > 1 else area

    def _title_texts(self, score_at: tuple[int, float] | None = None) -> tuple[str, str]:
        """The title's name ("Problem romania: from Arad to Bucharest") and its score for the
        path shown, or for ``score_at`` (moves, g)."""
        problem: GraphProblem = self.model.problem  # type: ignore[assignment]
        puzzle = problem.puzzle
        name = said(
            "graph.board.title", name=puzzle.name, start=puzzle.start, goal=", ".join(puzzle.goals)
        )
        if score_at is None:
            picture = self.picture
            end = picture.path[-1]
            score_at = (len(picture.path) - 1, picture.g_on_path.get(end, 0.0))
        moves, g = score_at
        return name, said("graph.board.score", n=moves, g=_figure(g))

    def _longest_score(self) -> tuple[int, float]:
        """A score at least as long as any the run will show (every node on the path, every
        edge's cost in its g), so that the title's lines do not change in mid-run."""
        graph = self.graph
        return len(graph.nodes), sum(edge.cost for edge in graph.edges) or 1.0

    def _paint_title(self, painter: QPainter, colors: GraphColors, cell: float) -> None:
        """The problem's name and the score on one line, or on two (the score under the
        name) when they do not fit one: the title is never cut."""
        board = self.board_rect()
        width = max(board.width(), self.width() - 2 * cell * MARGIN)
        rows = self.title_rows
        top = max(0.0, board.top() - cell * rows)  # never above the widget by a rounding
        rect = QRectF(board.center().x() - width / 2, top, width, board.top() - top)
        problem: GraphProblem = self.model.problem  # type: ignore[assignment]
        name, score = self._title_texts()
        reached = self.picture.path[-1] in problem.puzzle.goals
        colours = (colors.title, colors.goal)
        painter.setFont(self._font(cell, TITLE_FONT, words=True))
        if rows <= TITLE:
            self.title_layout = paint_board_title(painter, rect, name, score, reached, colours)
            return
        font = QFont(painter.font())
        top = QRectF(rect.left(), rect.top(), rect.width(), rect.height() / 2)
        first = paint_board_title(painter, top, name, "", False, colours)
        painter.setFont(font)
        under = top.translated(0, top.height())
        second = paint_board_title(painter, under, "", score, reached, colours)
        self.title_layout = TitleLayout(
            first.left, first.left_rect, second.right, second.right_rect
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
