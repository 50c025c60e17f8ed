"""The Blokus Uno board, painted by hand so that it reads on a projected lecture screen.

It shows the node the model picks (the current one, a picked open node or a replayed step):
the grid with chess coordinates, the other pieces in grey, the player's pieces in blue with
each placement of the path numbered in order, the piece just placed in amber, green rings on
the squares by which the next piece can touch the player's, and the stock left below.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QWidget

from cavalo_gui.app.boards.legend import paint_board_title
from cavalo_gui.app.boards.pens import paint_badge, square_pen
from cavalo_gui.app.boards.square_board import SquareBoardView
from cavalo_gui.app.domain_texts import domain_text
from cavalo_gui.app.run.model import RunModel
from cavalo_gui.domains.blokus.geometry import KIND_NAMES, SHAPES
from cavalo_gui.domains.blokus.problem import BlokusProblem
from cavalo_gui.domains.domain import progress_count
from cavalo_gui.engine.node import Node

# Heights and margins in units of one square; the legend below the stock takes what its
# rows need.
TITLE, MARGIN, STOCK = 0.9, 0.6, 1.1
COORDINATES = 0.34  # the coordinates' text, in squares; the legend's is as large or larger
COORDINATES_MIN_PX = 10


@dataclass(frozen=True)
class BlokusColors:
    background: QColor
    empty: QColor
    grid: QColor
    coordinate: QColor
    own: QColor
    own_edge: QColor
    last: QColor
    last_edge: QColor
    other: QColor
    other_grid: QColor
    corner: QColor
    badge_text: QColor
    title: QColor
    goal: QColor


LIGHT = BlokusColors(
    background=QColor("#fbfaf7"),
    empty=QColor("#f1ece1"),
    grid=QColor("#b9b1a2"),
    coordinate=QColor("#3b372f"),
    own=QColor("#2f6fd0"),
    own_edge=QColor("#123a7a"),
    last=QColor("#f2a516"),
    last_edge=QColor("#7a4a00"),
    other=QColor("#8f8a82"),
    other_grid=QColor("#b4aea4"),
    corner=QColor("#1f9e3a"),
    badge_text=QColor("#ffffff"),
    title=QColor("#1c1a17"),
    goal=QColor("#1f7a33"),
)

HIGH_CONTRAST = BlokusColors(  # black and white with Okabe-Ito colours (boards/colors.py)
    background=QColor("#ffffff"),
    empty=QColor("#ffffff"),
    grid=QColor("#595959"),
    coordinate=QColor("#000000"),
    own=QColor("#0050a0"),
    own_edge=QColor("#000000"),
    last=QColor("#e69f00"),
    last_edge=QColor("#000000"),
    other=QColor("#8c8c8c"),
    other_grid=QColor("#000000"),
    corner=QColor("#005a40"),  # a ring: the shape says it as well as the colour
    badge_text=QColor("#ffffff"),
    title=QColor("#000000"),
    goal=QColor("#0050a0"),
)

DARK = BlokusColors(
    background=QColor("#1e2128"),
    empty=QColor("#2e333c"),
    grid=QColor("#4a515e"),
    coordinate=QColor("#d7dbe2"),
    own=QColor("#5b9cff"),
    own_edge=QColor("#d6e6ff"),
    last=QColor("#ffbf47"),
    last_edge=QColor("#fff1c9"),
    other=QColor("#6b717c"),
    other_grid=QColor("#545a64"),
    corner=QColor("#4fd36b"),
    badge_text=QColor("#0b1a2e"),
    title=QColor("#f0f0f0"),
    goal=QColor("#6fdc86"),
)


@dataclass(frozen=True)
class BlokusPicture:
    """What the board shows of one node: square sets as bitmasks, the path's placements as
    (move number, squares, the square named in the move), the stock and the goal."""

    own: int
    other: int
    placed: tuple[tuple[int, int, int], ...]
    last: int
    corners: int
    stock: tuple[int, ...]
    pieces: int
    goal: bool

    @classmethod
    def of(cls, problem: BlokusProblem, node: Node | None) -> BlokusPicture:
        state = problem.initial_state() if node is None else node.state
        names = {name: square for square, name in enumerate(problem.geometry.names)}
        placed = []
        path = [] if node is None else node.path()
        for before, after in itertools.pairwise(path):
            squares = after.state[0] & ~before.state[0]
            named = names[(after.move or "").rpartition("@")[2]]
            placed.append((after.depth, squares, named))
        return cls(
            own=state[0],
            other=problem.other,
            placed=tuple(placed),
            last=placed[-1][1] if placed else 0,
            corners=problem.corner_squares(state),
            stock=tuple(state[1:]),
            pieces=int(problem.progress(state)),
            goal=problem.is_goal(state),
        )

    def holds(self, mask: int, square: int) -> bool:
        return bool(mask >> square & 1)


class BlokusBoardView(SquareBoardView):
    """Paints the model's shown node of a Blokus Uno problem; a tooltip names each square."""

    title_rows, margin_squares = TITLE, MARGIN
    smallest_cell = 6.0
    hint_size = (720, 820)
    picture_class = BlokusPicture
    color_schemes = (LIGHT, DARK, HIGH_CONTRAST)

    def __init__(self, model: RunModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.setMinimumSize(360, 420)

    def rules_html(self) -> str:
        """The rules of the game and how the board shows them, for Help > Rules."""
        return self.tr(
            "<h3>Blokus Uno</h3>"
            "<p>One player places pieces on a 14 × 14 board: 1x1 squares, 2x2 squares and "
            "crosses of five squares. Columns are A–N, rows 1–14 from the top.</p><ol>"
            "<li>A piece lies on empty squares only.</li>"
            "<li>It never shares an edge with one of the player's pieces; it may touch the "
            "other (grey) pieces along an edge.</li>"
            "<li>The first piece covers a corner of the board; every later one touches one of "
            "the player's pieces by a corner.</li>"
            "<li>The stock is 10, 10 and 15 pieces, less the player's already on the board.</li>"
            "<li><b>Goal:</b> the stock is empty, or nothing left in stock fits. Every "
            "placement costs 1, so the best solution has the fewest placements.</li></ol>"
            "<p>On the board: the player's pieces are blue, numbered in the order the path "
            "places them; the piece just placed is amber; green rings mark the squares by which "
            "the next piece can touch the player's.</p>"
        )

    # Geometry.

    @property
    def size_in_squares(self) -> int:
        return self.model.problem.geometry.size

    def fit_units(self) -> tuple[float, float]:
        """The board, its coordinates, the title above and the stock below."""
        size = self.size_in_squares
        return (size + 2 * MARGIN, size + 2 * MARGIN + TITLE + STOCK)

    def legend_font(self, cell: float) -> QFont:
        return self._font(cell, COORDINATES, bold=False, words=True)

    def board_rect(self) -> QRectF:
        """The board with its coordinates and the stock below it: the title is above, the
        legend below."""
        cell = self._cell()
        origin = self._origin(cell)
        span = cell * MARGIN
        top_left = QPointF(origin.x() - span, origin.y() - span)
        return QRectF(top_left, self.stock_rect().bottomRight())

    def coordinate_font(self) -> QFont:
        return self._coordinate_font(self._cell())

    def _coordinate_font(self, cell: float) -> QFont:
        """Bold, and no smaller than can be read on a projected screen: a small window's
        board has squares of some 23 pixels."""
        font = self._font(cell, COORDINATES, words=True)
        font.setPixelSize(max(COORDINATES_MIN_PX, font.pixelSize()))
        return font

    def stock_rect(self) -> QRectF:
        """The band below the board where the stock left is drawn."""
        cell = self._cell()
        origin = self._origin(cell)
        size = self.size_in_squares
        top = origin.y() + size * cell + cell * MARGIN
        return QRectF(origin.x(), top, size * cell, cell * STOCK)

    # Painting.

    def paintEvent(self, _event) -> None:
        colors = self.colors()
        cell = self._cell()
        painter = self.begin_paint(colors.background)
        self._paint_title(painter, colors, cell)
        self._paint_squares(painter, colors, cell)
        self._paint_coordinates(painter, colors, cell)
        self._paint_outlines(painter, colors, cell)
        self._paint_badges(painter, colors, cell)
        self._paint_stock(painter, colors, cell)
        self.paint_own_legend(painter, colors, colors.coordinate)
        self.end_paint(painter, cell)

    def _paint_title(self, painter: QPainter, colors: BlokusColors, cell: float) -> None:
        origin = self._origin(cell)
        width = self.size_in_squares * cell
        rect = QRectF(origin.x(), origin.y() - cell * (TITLE + MARGIN), width, cell * TITLE)
        painter.setFont(self._font(cell, 0.42, words=True))
        left = self.tr("Problem {name}").format(name=self.model.problem.puzzle.name)
        picture = self.picture
        moves = len(picture.placed)
        placements = (
            self.tr("1 placement") if moves == 1 else self.tr("{n} placements").format(n=moves)
        )
        pieces = domain_text(progress_count(self.model.domain, picture.pieces))
        self.title_layout = paint_board_title(
            painter,
            rect,
            left,
            f"{pieces} · {placements}",
            picture.goal,
            (colors.title, colors.goal),
        )

    def _paint_squares(self, painter: QPainter, colors: BlokusColors, cell: float) -> None:
        picture = self.picture
        grid_pen = QPen(colors.grid, max(1.0, cell * 0.03))
        for square in range(self.size_in_squares**2):
            rect = self.square_rect(square)
            if picture.holds(picture.last, square):
                painter.fillRect(rect, colors.last)
            elif picture.holds(picture.own, square):
                painter.fillRect(rect, colors.own)
            elif picture.holds(picture.other, square):
                painter.fillRect(rect, colors.other)
                painter.setPen(QPen(colors.other_grid, max(1.0, cell * 0.02)))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(rect)
            else:
                painter.fillRect(rect, colors.empty)
                painter.setPen(grid_pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(rect)
            if picture.holds(picture.corners, square):
                inset = cell * 0.16
                painter.setPen(QPen(colors.corner, cell * 0.1))
                painter.drawEllipse(rect.adjusted(inset, inset, -inset, -inset))

    def _paint_outlines(self, painter: QPainter, colors: BlokusColors, cell: float) -> None:
        """A border around each of the player's pieces: its squares' edges that face a square
        not the player's (the player's pieces never share an edge, so each is outlined)."""
        picture = self.picture
        size = self.size_in_squares
        for square in range(size * size):
            if not picture.holds(picture.own, square):
                continue
            edge = colors.last_edge if picture.holds(picture.last, square) else colors.own_edge
            painter.setPen(square_pen(edge, cell * 0.08))
            rect = self.square_rect(square)
            row, column = divmod(square, size)
            sides = (
                (square - size if row > 0 else None, rect.topLeft(), rect.topRight()),
                (square + size if row < size - 1 else None, rect.bottomLeft(), rect.bottomRight()),
                (square - 1 if column > 0 else None, rect.topLeft(), rect.bottomLeft()),
                (square + 1 if column < size - 1 else None, rect.topRight(), rect.bottomRight()),
            )
            for neighbour, start, end in sides:
                if neighbour is None or not picture.holds(picture.own, neighbour):
                    painter.drawLine(start, end)

    def _paint_badges(self, painter: QPainter, colors: BlokusColors, cell: float) -> None:
        """The move number of each placement of the path, on the square its move names."""
        painter.setFont(self._font(cell, 0.4))
        radius = cell * 0.3
        for number, _squares, named in self.picture.placed:
            centre = self.square_rect(named).center()
            paint_badge(painter, centre, radius, colors.own_edge, colors.badge_text, str(number))
        painter.setBrush(Qt.BrushStyle.NoBrush)

    def _paint_coordinates(self, painter: QPainter, colors: BlokusColors, cell: float) -> None:
        names = self.model.problem.geometry.names
        letters = [names[k][0] for k in range(self.size_in_squares)]
        font = self._coordinate_font(cell)
        self.paint_coordinates(painter, colors.coordinate, font, cell, letters, both_sides=False)

    def stock_layout(self) -> tuple[QRectF, list[tuple[list[QRectF], QRectF]]]:
        """Where the stock is drawn below the board: the box of its label, then for each kind
        (the course's order, 1x1, 2x2, cross) the squares of its small shape and the box of its
        count."""
        band = self.stock_rect()
        cell = self._cell()
        unit = band.height() / 4
        label_width = QFontMetricsF(self._font(cell, 0.5)).horizontalAdvance(self.tr("Stock"))
        label_width += cell * 0.5
        slot = (band.width() - label_width) / len(KIND_NAMES)
        top = band.top() + (band.height() - 3 * unit) / 2
        kinds = []
        for kind, shape in enumerate(SHAPES):
            left = band.left() + label_width + kind * slot
            shift = (3 - 1 - max(row for row, _ in shape)) * unit / 2
            squares = [
                QRectF(left + column * unit + shift, top + row * unit + shift, unit, unit)
                for row, column in shape
            ]
            count = QRectF(left + unit * 3.4, band.top(), slot - unit * 3.4, band.height())
            kinds.append((squares, count))
        return QRectF(band.left(), band.top(), label_width, band.height()), kinds

    def _paint_stock(self, painter: QPainter, colors: BlokusColors, cell: float) -> None:
        """Each kind's shape, small, with the number of it left in stock; a kind that has run
        out is grey."""
        label, kinds = self.stock_layout()
        painter.setFont(self._font(cell, 0.5))
        painter.setPen(colors.coordinate)
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(label, align, self.tr("Stock"))
        for (squares, count_box), count in zip(kinds, self.picture.stock, strict=True):
            for rect in squares:
                painter.fillRect(rect, colors.own if count else colors.other)
                painter.setPen(square_pen(colors.own_edge, max(1.0, rect.width() * 0.08)))
                painter.drawRect(rect)
            painter.setPen(colors.title if count else colors.other)
            painter.drawText(count_box, align, f"× {count}")

    def _legend_items(self) -> tuple[tuple[str, str], ...]:
        return (
            ("own", self.tr("player's pieces")),
            ("last", self.tr("just placed")),
            ("other", self.tr("other pieces")),
            ("corner", self.tr("next piece can touch")),
        )

    def _legend_swatch(self, painter: QPainter, colors: BlokusColors, kind: str, rect: QRectF):
        """The legend's sample of ``kind``: a square of its colour, or the ring of a corner."""
        if kind == "corner":
            painter.setPen(QPen(colors.corner, rect.width() * 0.16))
            painter.drawEllipse(rect.adjusted(1, 1, -1, -1))
        else:
            color = {"own": colors.own, "last": colors.last, "other": colors.other}[kind]
            painter.fillRect(rect, color)

    # Tooltips.

    def describe_square(self, square: int) -> str:
        """'F7 · the player's, placed at move 2', and so on: the tooltip of a square."""
        picture = self.picture
        parts = [self.model.problem.geometry.names[square]]
        move = next((n for n, squares, _ in picture.placed if picture.holds(squares, square)), 0)
        if move:
            parts.append(self.tr("the player's, placed at move {n}").format(n=move))
        elif picture.holds(picture.own, square):
            parts.append(self.tr("the player's, on the board from the start"))
        elif picture.holds(picture.other, square):
            parts.append(self.tr("another piece"))
        else:
            parts.append(self.tr("empty"))
        if picture.holds(picture.corners, square):
            parts.append(self.tr("the next piece can touch the player's here"))
        return " · ".join(parts)
