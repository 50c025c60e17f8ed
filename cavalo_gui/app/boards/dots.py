"""The Dots and Boxes board, painted by hand so that it reads on a projected lecture screen.

It shows the node the model picks (the current one, a picked open node or a replayed step):
the dots, the arcs there from the start in ink, the arcs the path drew in blue with their move
numbers, the arc just drawn in amber, closed boxes shaded (amber for the ones the last move
closed), and the arcs the next move may draw as green dashes. The lines are named as the arcs
are (H1, H2... at the left, V1, V2... on top), so that ``H2,3`` can be found at a glance.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QWidget

from cavalo_gui.app.boards.base import PuzzleBoardView
from cavalo_gui.app.boards.dots_picture import DotsPicture
from cavalo_gui.app.boards.heat import paint_heat_lines
from cavalo_gui.app.boards.keyboard_cursor import BoardCursor
from cavalo_gui.app.boards.legend import paint_board_title
from cavalo_gui.app.boards.pens import paint_badge, round_pen
from cavalo_gui.app.run.model import RunModel
from cavalo_gui.domains.dots.board import Geometry
from cavalo_gui.domains.dots.problem import DotsProblem

# Heights and margins in units of the distance between two dots; the legend below takes
# what its rows need.
TITLE, MARGIN = 0.7, 0.62
LINE_NAMES = 0.22  # the lines' names' text, in boxes; the legend's is as large or larger
SWATCH = (1.8, 1.0)  # a legend's sample of an arc, in its line heights: a short line


@dataclass(frozen=True)
class DotsColors:
    background: QColor
    dot: QColor
    initial: QColor
    path: QColor
    last: QColor
    candidate: QColor
    closed_initial: QColor
    closed_path: QColor
    closed_last: QColor
    badge_text: QColor
    coordinate: QColor
    title: QColor
    goal: QColor


LIGHT = DotsColors(
    background=QColor("#fbfaf7"),
    dot=QColor("#1c1a17"),
    initial=QColor("#3b372f"),
    path=QColor("#1962c8"),
    last=QColor("#e8890c"),
    candidate=QColor("#1f9e3a"),
    closed_initial=QColor("#d6d0c4"),
    closed_path=QColor("#c4d9f5"),
    closed_last=QColor("#f9d891"),
    badge_text=QColor("#ffffff"),
    coordinate=QColor("#3b372f"),
    title=QColor("#1c1a17"),
    goal=QColor("#1f7a33"),
)

HIGH_CONTRAST = DotsColors(  # black and white with Okabe-Ito colours (see boards/colors.py)
    background=QColor("#ffffff"),
    dot=QColor("#000000"),
    initial=QColor("#000000"),
    path=QColor("#0050a0"),
    last=QColor("#d55e00"),
    candidate=QColor("#005a40"),  # dashed: the pattern says it as well as the colour
    closed_initial=QColor("#bfbfbf"),
    closed_path=QColor("#9cc3ec"),
    closed_last=QColor("#f5b98f"),
    badge_text=QColor("#ffffff"),
    coordinate=QColor("#000000"),
    title=QColor("#000000"),
    goal=QColor("#0050a0"),
)

DARK = DotsColors(
    background=QColor("#1e2128"),
    dot=QColor("#f0f0f0"),
    initial=QColor("#c9ced6"),
    path=QColor("#6eafff"),
    last=QColor("#ffbf47"),
    candidate=QColor("#4fd36b"),
    closed_initial=QColor("#3c424d"),
    closed_path=QColor("#2b4670"),
    closed_last=QColor("#6e5520"),
    badge_text=QColor("#0b1a2e"),
    coordinate=QColor("#d7dbe2"),
    title=QColor("#f0f0f0"),
    goal=QColor("#6fdc86"),
)


class DotsBoardView(PuzzleBoardView):
    """Paints the model's shown node of a Dots and Boxes problem; a tooltip names each arc
    and box."""

    title_rows, margin_squares = TITLE, MARGIN
    smallest_cell = 12.0
    smallest_font = 7
    hint_size = (720, 760)
    picture_class = DotsPicture
    color_schemes = (LIGHT, DARK, HIGH_CONTRAST)

    def __init__(self, model: RunModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.keyboard_cursor = BoardCursor(
            self,
            lambda: self.geometry_of_board.rows,
            lambda: self.geometry_of_board.columns,
            self.box_rect,
            self.describe_box_and_sides,
        )

    def rules_html(self) -> str:
        """The rules of the game and how the board shows them, for Help > Rules."""
        return self.tr(
            "<h3>Dots and Boxes (one player)</h3>"
            "<p>A board of boxes between dots; some arcs may be drawn already.</p><ol>"
            "<li><b>Move:</b> draw one arc between two neighbouring dots that is not drawn yet. "
            "Horizontal arcs come first, line by line from the top, then vertical ones, line "
            "by line from the left.</li>"
            "<li>A box whose four sides are drawn is <b>closed</b>; one arc can close two.</li>"
            "<li><b>Goal</b> (<i>exactly</i>, the course's rule): exactly the problem's target "
            "of boxes closed; with the option <i>at-least</i>, the target or more. Every arc "
            "costs 1, so the best solution draws the fewest arcs.</li></ol>"
            "<p>Arcs are named by their line and place: <b>H2,3</b> is the 3rd arc of the 2nd "
            "horizontal line from the top, <b>V1,4</b> the 4th arc of the leftmost vertical "
            "line. On the board: arcs there from the start are dark, the path's arcs blue with "
            "their move numbers, the arc just drawn amber; green dashes are the next possible "
            "moves; closed boxes are shaded, amber when the last move closed them.</p>"
        )

    # Geometry.

    @property
    def geometry_of_board(self) -> Geometry:
        problem: DotsProblem = self.model.problem  # type: ignore[assignment]
        return problem.geometry

    def board_squares(self) -> tuple[int, int]:
        """The boxes (a square is the distance between two dots); the lines' names are
        around them."""
        shape = self.geometry_of_board
        return (shape.columns, shape.rows)

    def legend_font(self, cell: float) -> QFont:
        return self._font(cell, LINE_NAMES, bold=False, words=True)

    def coordinate_font(self) -> QFont:
        """The font of the lines' names (H1, V1...), the board's coordinates."""
        return self._font(self._cell(), LINE_NAMES, bold=False, words=True)

    def dot(self, line: int, position: int) -> QPointF:
        """The dot in dot row ``line`` and dot column ``position`` (0-based, from top left)."""
        cell = self._cell()
        origin = self._origin(cell)
        return QPointF(origin.x() + position * cell, origin.y() + line * cell)

    def arc_line(self, arc: int) -> QLineF:
        """Where arc ``arc`` is drawn, from one dot to the other."""
        shape = self.geometry_of_board
        if arc < shape.horizontal_count:
            line, position = divmod(arc, shape.columns)
            return QLineF(self.dot(line, position), self.dot(line, position + 1))
        line, position = divmod(arc - shape.horizontal_count, shape.rows)
        return QLineF(self.dot(position, line), self.dot(position + 1, line))

    def box_rect(self, box: int) -> QRectF:
        row, column = divmod(box, self.geometry_of_board.columns)
        return QRectF(self.dot(row, column), self.dot(row + 1, column + 1))

    def arc_at(self, point: QPointF) -> int | None:
        """The arc nearest ``point``, if it is within a fifth of a box of it."""
        reach = self._cell() * 0.2
        best, best_distance = None, reach
        for arc in range(self.geometry_of_board.arc_count):
            distance = _distance_to_segment(point, self.arc_line(arc))
            if distance <= best_distance:
                best, best_distance = arc, distance
        return best

    def box_at(self, point: QPointF) -> int | None:
        shape = self.geometry_of_board
        cell = self._cell()
        origin = self._origin(cell)
        column = math.floor((point.x() - origin.x()) / cell)
        row = math.floor((point.y() - origin.y()) / cell)
        if 0 <= row < shape.rows and 0 <= column < shape.columns:
            return shape.box_index(row, column)
        return None

    # Painting.

    def paint_heat(self, painter: QPainter, cell: float) -> None:
        paint_heat_lines(painter, self.heat, self.arc_line, cell)

    def paintEvent(self, _event) -> None:
        colors = self.colors()
        cell = self._cell()
        painter = self.begin_paint(colors.background)
        self._paint_title(painter, colors, cell)
        self._paint_boxes(painter, colors)
        self._paint_line_names(painter, colors, cell)
        self._paint_arcs(painter, colors, cell)
        self._paint_dots(painter, colors, cell)
        self._paint_badges(painter, colors, cell)
        self.paint_own_legend(painter, colors, colors.coordinate)
        self.end_paint(painter, cell)

    def _font(self, cell: float, scale: float, bold: bool = True, words: bool = False) -> QFont:
        """As every board's, with the dots' distance taken at most 110 pixels: on a board of
        few boxes the words stay a reasonable size."""
        return super()._font(min(cell, 110), scale, bold, words)

    def _band(self, cell: float) -> tuple[float, float]:
        """The left and the width of the title's band: the board's width, or the widget's
        less its margins when that is wider (a small board's words need room)."""
        shape = self.geometry_of_board
        origin = self._origin(cell)
        width = max(shape.columns * cell, self.width() - 2 * cell * MARGIN)
        return origin.x() + (shape.columns * cell - width) / 2, width

    def _paint_title(self, painter: QPainter, colors: DotsColors, cell: float) -> None:
        origin = self._origin(cell)
        left, width = self._band(cell)
        rect = QRectF(left, origin.y() - cell * (TITLE + MARGIN), width, cell * TITLE)
        picture = self.picture
        name = self.tr("Problem {name}").format(name=self.model.problem.puzzle.name)
        moves = self.tr("1 move") if picture.moves == 1 else self.tr("{n} moves")
        right = self.tr("{closed} / {target} boxes · {moves}").format(
            closed=picture.boxes_closed, target=picture.target, moves=moves.format(n=picture.moves)
        )
        painter.setFont(self._font(cell, 0.3, words=True))
        self.title_layout = paint_board_title(
            painter, rect, name, right, picture.reached_target, (colors.title, colors.goal)
        )

    def _paint_boxes(self, painter: QPainter, colors: DotsColors) -> None:
        shades = {
            "initial": colors.closed_initial,
            "path": colors.closed_path,
            "last": colors.closed_last,
        }
        for box in range(self.geometry_of_board.box_count):
            state = self.picture.box_state(box)
            if state in shades:
                painter.fillRect(self.box_rect(box), shades[state])

    def _paint_line_names(self, painter: QPainter, colors: DotsColors, cell: float) -> None:
        """H1, H2... left of the horizontal lines, V1, V2... above the vertical ones."""
        shape = self.geometry_of_board
        painter.setPen(colors.coordinate)
        painter.setFont(self._font(cell, LINE_NAMES, bold=False, words=True))
        span = cell * MARGIN
        for line in range(shape.rows + 1):
            dot = self.dot(line, 0)
            rect = QRectF(dot.x() - span, dot.y() - cell / 2, span * 0.8, cell)
            align = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            painter.drawText(rect, align, f"H{line + 1}")
        for line in range(shape.columns + 1):
            dot = self.dot(0, line)
            rect = QRectF(dot.x() - cell / 2, dot.y() - span, cell, span * 0.8)
            align = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom
            painter.drawText(rect, align, f"V{line + 1}")

    def _paint_arcs(self, painter: QPainter, colors: DotsColors, cell: float) -> None:
        pens = {
            "initial": round_pen(colors.initial, cell * 0.08),
            "path": round_pen(colors.path, cell * 0.09),
            "last": round_pen(colors.last, cell * 0.14),
        }
        candidate = QPen(colors.candidate, cell * 0.045)
        candidate.setDashPattern([2.0, 2.0])
        shrink = cell * 0.12  # dashes stop short of the dots, so that they read as "not yet"
        for arc in range(self.geometry_of_board.arc_count):
            state = self.picture.arc_state(arc)
            line = self.arc_line(arc)
            if state in pens:
                painter.setPen(pens[state])
                painter.drawLine(line)
            elif state == "candidate":
                painter.setPen(candidate)
                painter.drawLine(_shortened(line, shrink))

    def _paint_dots(self, painter: QPainter, colors: DotsColors, cell: float) -> None:
        shape = self.geometry_of_board
        radius = max(2.5, cell * 0.07)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colors.dot)
        for line in range(shape.rows + 1):
            for position in range(shape.columns + 1):
                painter.drawEllipse(self.dot(line, position), radius, radius)
        painter.setBrush(Qt.BrushStyle.NoBrush)

    def _paint_badges(self, painter: QPainter, colors: DotsColors, cell: float) -> None:
        """The move number of each arc the path drew, on the arc's middle."""
        radius = cell * 0.15
        painter.setFont(self._font(cell, 0.17))
        last = self.picture.moves
        for number, arc in enumerate(self.picture.drawn_at, start=1):
            fill = colors.last if number == last else colors.path
            centre = self.arc_line(arc).center()
            paint_badge(painter, centre, radius, fill, colors.badge_text, str(number))
        painter.setBrush(Qt.BrushStyle.NoBrush)

    def _legend_items(self) -> tuple[tuple[str, str], ...]:
        return (
            ("initial", self.tr("drawn at the start")),
            ("path", self.tr("path, move by move")),
            ("last", self.tr("just drawn")),
            ("candidate", self.tr("next possible arcs")),
            ("box-initial", self.tr("box closed at the start")),
            ("box", self.tr("box closed by the path")),
        )

    def _legend_swatch(self, painter: QPainter, colors: DotsColors, kind: str, rect: QRectF):
        """The legend's sample of ``kind``: a short arc across ``rect``, or a closed box."""
        left = QPointF(rect.left(), rect.center().y())
        end = QPointF(rect.right(), rect.center().y())
        width = max(2.0, rect.height() * 0.28)
        if kind in ("box", "box-initial"):
            side = rect.height()
            box = QRectF(rect.center().x() - side / 2, rect.top(), side, side)
            painter.fillRect(box, colors.closed_path if kind == "box" else colors.closed_initial)
        elif kind == "candidate":
            pen = QPen(colors.candidate, width * 0.6)
            pen.setDashPattern([2.0, 2.0])
            painter.setPen(pen)
            painter.drawLine(left, end)
        else:
            color = {"initial": colors.initial, "path": colors.path, "last": colors.last}[kind]
            painter.setPen(round_pen(color, width))
            painter.drawLine(
                QPointF(left.x() + width / 2, left.y()), QPointF(end.x() - width / 2, end.y())
            )

    # Tooltips.

    def tooltip_at(self, point: QPointF) -> str:
        return self.describe_point(point)

    def describe_point(self, point: QPointF) -> str:
        """The tooltip at ``point``: the arc under it, else the box, else nothing."""
        arc = self.arc_at(point)
        if arc is not None:
            return self.describe_arc(arc)
        box = self.box_at(point)
        return "" if box is None else self.describe_box(box)

    def describe_arc(self, arc: int) -> str:
        """'H2,3 · drawn at move 4', and so on."""
        picture = self.picture
        parts = [self.geometry_of_board.arc_names[arc]]
        state = picture.arc_state(arc)
        if state in ("path", "last"):
            parts.append(self.tr("drawn at move {n}").format(n=picture.move_of_arc(arc)))
        elif state == "initial":
            parts.append(self.tr("drawn from the start"))
        elif state == "candidate":
            parts.append(self.tr("not drawn: the next move may draw it"))
        else:
            parts.append(self.tr("not drawn"))
        return " · ".join(parts)

    def describe_box(self, box: int) -> str:
        """'Box row 2, column 3 · closed at move 5', and so on."""
        row, column = divmod(box, self.geometry_of_board.columns)
        parts = [self.tr("Box row {row}, column {column}").format(row=row + 1, column=column + 1)]
        state = self.picture.box_state(box)
        if state == "initial":
            parts.append(self.tr("closed from the start"))
        elif state in ("path", "last"):
            parts.append(self.tr("closed at move {n}").format(n=self.picture.move_of_box(box)))
        else:
            missing = (self.geometry_of_board.box_arcs[box] & ~self.picture.arcs).bit_count()
            parts.append(self.tr("open: {n} sides missing").format(n=missing))
        return " · ".join(parts)

    def describe_box_and_sides(self, box: int) -> str:
        """The box under the keyboard's cursor and each of its four sides, for a screen
        reader: 'Box row 1, column 2 · open: 1 sides missing; H1,2 · drawn from the start; …'."""
        geometry = self.geometry_of_board
        sides = [arc for arc in range(len(geometry.arc_names)) if geometry.box_arcs[box] >> arc & 1]
        return "; ".join([self.describe_box(box), *(self.describe_arc(arc) for arc in sides)])


def _shortened(line: QLineF, by: float) -> QLineF:
    """``line`` with ``by`` taken off each end."""
    length = line.length()
    if length <= 2 * by:
        return line
    unit = (line.p2() - line.p1()) / length
    return QLineF(line.p1() + unit * by, line.p2() - unit * by)


def _distance_to_segment(point: QPointF, line: QLineF) -> float:
    start, end = line.p1(), line.p2()
    dx, dy = end.x() - start.x(), end.y() - start.y()
    length_squared = dx * dx + dy * dy
    t = 0.0
    if length_squared:
        t = ((point.x() - start.x()) * dx + (point.y() - start.y()) * dy) / length_squared
        t = max(0.0, min(1.0, t))
    return math.hypot(point.x() - (start.x() + t * dx), point.y() - (start.y() + t * dy))
