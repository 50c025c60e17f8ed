"""The knight's board, painted by hand so that it is crisp at any size and any DPI.

It shows the node the model picks (the current one, a picked open node or a replayed step):
the numbers still there, emptied squares hatched with their old number faint, the knight, the
path jump by jump with move numbers, a red cross on what the last move removed by the symmetric
or double rule, and green rings on the squares the next move may land on.

What never changes during a run (the background, the initial numbers, the coordinates, the
legend, and the grid as an overlay) is painted once per size, palette and problem into two
cached pixmaps; a repaint blits them and paints only the squares that differ from the start,
the path, the knight and the title, so it costs a fraction of a full paint.
"""

from __future__ import annotations

import itertools
import math

from PySide6.QtCore import QLineF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPixmap,
)
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QWidget

from cavalo_gui.app.boards.base import is_vector
from cavalo_gui.app.boards.colors import DARK, HIGH_CONTRAST, LIGHT, BoardColors
from cavalo_gui.app.boards.knight_picture import BoardPicture
from cavalo_gui.app.boards.legend import paint_board_title
from cavalo_gui.app.boards.pens import round_pen
from cavalo_gui.app.boards.square_board import SquareBoardView
from cavalo_gui.app.resources import resource_path
from cavalo_gui.app.run.model import RunModel
from cavalo_gui.domains.knight.board import COLUMNS, SIZE, SQUARE_NAMES

# Heights and margins in units of one square; the legend below takes what its rows need.
TITLE, MARGIN = 0.75, 0.5
COORDINATES = 0.3  # the coordinates' text, in squares; the legend's is as large or larger


class KnightBoardView(SquareBoardView):
    """Paints the model's shown node; a tooltip names each square and what it holds."""

    title_rows, margin_squares = TITLE, MARGIN
    size_in_squares = SIZE
    picture_class = BoardPicture
    color_schemes = (LIGHT, DARK, HIGH_CONTRAST)  # the panels' too (colors.colors_for)

    def __init__(self, model: RunModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self._knight = QSvgRenderer(str(resource_path("knight.svg")), self)
        self._layers: tuple[object, QPixmap, QPixmap] | None = None  # (key, static, grid)
        self._knight_pixmap: tuple[object, QPixmap] | None = None  # (key, pixmap)
        self.path_limit: int | None = None  # the last moves of the path drawn; None: all

    def rules_html(self) -> str:
        """The rules of the game and how the board shows them, for Help > Rules."""
        return self.tr(
            "<h3>The knight game (Jogo do Cavalo)</h3>"
            "<p>A 10 × 10 board holds numbers 00–99; some squares are empty. Columns are A–J, "
            "rows 1–10 from the top.</p><ol>"
            "<li><b>Start:</b> the first move puts the knight on any numbered square of row 1.</li>"
            "<li><b>Moves:</b> then it jumps like a chess knight, only onto numbered squares.</li>"
            "<li><b>Score:</b> it scores the number it lands on; that square is emptied.</li>"
            "<li><b>Symmetric rule:</b> landing on 57 removes 75 (05 removes 50).</li>"
            "<li><b>Double rule:</b> landing on a double (00, 11, …, 99) removes another "
            "double: the highest (<i>max</i>), the lowest (<i>min</i>), or each in turn "
            "(<i>choice</i>).</li>"
            "<li><b>Goal:</b> reach the problem's target. Every move costs 1, so the best solution "
            "has the fewest moves.</li></ol>"
            "<p>On the board: blue arrows and numbers show the path, green rings the possible next "
            "moves, a red cross what the last move removed by a rule; hatched squares are "
            "emptied.</p>"
        )

    # Geometry.

    def legend_font(self, cell: float) -> QFont:
        return self._font(cell, COORDINATES, bold=False, words=True)

    def coordinate_font(self) -> QFont:
        return self._coordinate_font(self._cell())

    def _coordinate_font(self, cell: float) -> QFont:
        """The coordinates' font, grown with the zoom no further than "10" fits its band with
        a gap on each side (at 150% it touched the grid)."""
        font = self._font(cell, COORDINATES, words=True)
        room = cell * MARGIN * 0.9
        wide = QFontMetricsF(font).horizontalAdvance(str(SIZE))
        if wide > room:
            font.setPixelSize(max(self.smallest_font, int(font.pixelSize() * room / wide)))
        return font

    def place_at(self, point: QPointF) -> str | None:
        square = self.square_at(point)
        return None if square is None else SQUARE_NAMES[square]

    def place_of_cell(self, index: int) -> str | None:
        return SQUARE_NAMES[index]

    # Painting.

    def paintEvent(self, _event) -> None:
        colors = self.colors()
        static, grid = self._cached_layers(colors)
        cell = self._cell()
        picture = self.picture
        painter = QPainter(self)
        vector = is_vector(painter)  # an SVG or a PDF drawing: words as text, not pixmaps
        if vector:
            painter.fillRect(self.rect(), colors.background)
            self._paint_static(painter, colors, cell)
        else:
            painter.drawPixmap(0, 0, static)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self._paint_title(painter, colors, cell, picture)
        candidates = picture.candidates
        present = picture.present
        for square, value in enumerate(picture.values):
            if value is not None and (not present[square] or square in candidates):
                self._paint_square(painter, colors, cell, picture, square)
        if vector:
            self._paint_grid(painter, colors, cell)
        else:
            painter.drawPixmap(0, 0, grid)
        self._paint_path(painter, colors, cell, picture)
        if picture.knight is not None:
            rect = self.square_rect(picture.knight).adjusted(
                cell * 0.2, cell * 0.12, -cell * 0.04, -cell * 0.04
            )
            if vector:
                self._knight.render(painter, rect)
            else:
                painter.drawPixmap(rect.topLeft(), self._knight_image(rect.size()))
        self.end_paint(painter, cell)

    def _knight_image(self, size: QSizeF) -> QPixmap:
        """The knight's SVG rendered once per size (an SVG render costs milliseconds)."""
        ratio = self.devicePixelRatioF()
        key = (size.width(), size.height(), ratio)
        if self._knight_pixmap is None or self._knight_pixmap[0] != key:
            pixmap = self._blank_pixmap(ratio, size)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self._knight.render(painter, QRectF(0, 0, size.width(), size.height()))
            painter.end()
            self._knight_pixmap = (key, pixmap)
        return self._knight_pixmap[1]

    def _cached_layers(self, colors: BoardColors) -> tuple[QPixmap, QPixmap]:
        """The static layer (background, initial squares, coordinates, legend) and the grid
        overlay, painted again only when the size, palette, font or problem changes."""
        ratio = self.devicePixelRatioF()
        key = (self.size(), ratio, colors, self.font().key(), self.model.problem.puzzle)
        if self._layers is not None and self._layers[0] == key:
            return self._layers[1], self._layers[2]
        static, grid = (self._blank_pixmap(ratio) for _layer in range(2))
        static.fill(colors.background)
        cell = self._cell()
        painter = QPainter(static)
        self._paint_static(painter, colors, cell)
        painter.end()
        painter = QPainter(grid)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_grid(painter, colors, cell)
        painter.end()
        self._layers = (key, static, grid)
        return static, grid

    def _paint_static(self, painter: QPainter, colors: BoardColors, cell: float) -> None:
        """What never changes during a run: the initial squares, the coordinates, the legend."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        start = BoardPicture.of(self.model.problem, None)
        for square in range(SIZE * SIZE):
            if start.values[square] is None or start.present[square]:
                self._paint_square(painter, colors, cell, start, square, plain=True)
        self._paint_coordinates(painter, colors, cell)
        self.paint_own_legend(painter, colors, colors.coordinate)

    def _blank_pixmap(self, ratio: float, size: QSizeF | None = None) -> QPixmap:
        """A transparent pixmap of ``size`` (the widget's by default) at the screen's ratio."""
        width, height = (size.width(), size.height()) if size else (self.width(), self.height())
        pixmap = QPixmap(max(1, round(width * ratio)), max(1, round(height * ratio)))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        return pixmap

    def _paint_title(self, painter, colors: BoardColors, cell, picture: BoardPicture) -> None:
        origin = self._origin(cell)
        span = cell * MARGIN  # over the coordinates' band too: a narrow board's title whole
        top = origin.y() - cell * (TITLE + MARGIN)
        rect = QRectF(origin.x() - span, top, cell * SIZE + 2 * span, cell * TITLE)
        puzzle = self.model.problem.puzzle
        names = [self.tr("Problem {name}").format(name=puzzle.name)]
        if puzzle.seed is not None:  # on a narrow board, without the word "Problem"
            names[0] += self.tr(" (seed {seed})").format(seed=puzzle.seed)
            seeded = {"name": puzzle.name, "seed": puzzle.seed}
            names.append(self.tr("{name} (seed {seed})").format(**seeded))
            names.append(self.tr("{name} #{seed}").format(**seeded))
        painter.setFont(self._font(cell, 0.36, words=True))
        moves = (
            self.tr("1 move")
            if picture.moves == 1
            else self.tr("{moves} moves").format(moves=picture.moves)
        )
        figures = {"points": picture.points, "target": picture.target, "moves": moves}
        scores = [
            self.tr("{points} / {target} points · {moves}").format(**figures),
            self.tr("{points} / {target} · {moves}").format(**figures),
        ]
        self.title_layout = paint_board_title(
            painter, rect, names, scores, picture.reached_target, (colors.title, colors.goal)
        )

    def _paint_square(
        self, painter, colors: BoardColors, cell, picture, square, plain: bool = False
    ) -> None:
        """One square as ``picture`` has it; ``plain`` leaves out the candidate ring."""
        rect = self.square_rect(square)
        state = picture.state_of(square)
        value = picture.values[square]
        row, column = divmod(square, SIZE)
        if state == "number":
            shade = colors.square_light if (row + column) % 2 == 0 else colors.square_dark
            painter.fillRect(rect, shade)
            if square in picture.candidates and not plain:
                candidate = QColor(colors.candidate)
                candidate.setAlpha(60)
                painter.fillRect(rect, candidate)
                inset = cell * 0.07
                painter.setPen(QPen(colors.candidate, cell * 0.08))
                painter.drawRoundedRect(
                    rect.adjusted(inset, inset, -inset, -inset), cell * 0.12, cell * 0.12
                )
            painter.setPen(colors.number)
            painter.setFont(self._font(cell, 0.44))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, f"{value:02d}")
            return
        if state == "empty":
            painter.fillRect(rect, colors.never)
            return
        painter.fillRect(rect, colors.emptied)
        painter.save()
        painter.setClipRect(rect)
        painter.setPen(QPen(colors.hatch, max(1.0, cell * 0.03)))
        step, left, top, bottom = cell / 5, rect.left(), rect.top(), rect.bottom()
        painter.drawLines(  # one Qt call for the eleven lines
            [QLineF(left + k * step, bottom, left + k * step + cell, top) for k in range(-5, 6)]
        )
        painter.restore()
        if square in picture.removed_last:
            # The cross under the number, which stays readable on a plate of the square's
            # colour: what was removed matters as much as that something was.
            inset = cell * 0.2
            cross = QColor(colors.removed)
            cross.setAlpha(200)
            painter.setPen(round_pen(cross, cell * 0.08))
            inner = rect.adjusted(inset, inset, -inset, -inset)
            painter.drawLine(inner.topLeft(), inner.bottomRight())
            painter.drawLine(inner.topRight(), inner.bottomLeft())
            text = f"{value:02d}"
            painter.setFont(self._font(cell, 0.3))
            plate = self.ghost_rect(square).adjusted(-cell * 0.05, 0, cell * 0.05, 0)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colors.emptied)
            painter.drawRoundedRect(plate, cell * 0.06, cell * 0.06)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(colors.number)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
        elif value is not None and state != "knight":
            painter.setPen(colors.ghost)
            painter.setFont(self._font(cell, 0.3, bold=False))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, f"{value:02d}")

    def ghost_rect(self, square: int) -> QRectF:
        """Where the faint number of an emptied square is written: the path's arrows and move
        numbers keep clear of it."""
        cell = self._cell()
        metrics = QFontMetricsF(self._font(cell, 0.3))
        rect = self.square_rect(square)
        size = QSizeF(metrics.horizontalAdvance("00"), metrics.capHeight() * 1.5)
        return QRectF(rect.center() - QPointF(size.width() / 2, size.height() / 2), size)

    def _paint_grid(self, painter, colors: BoardColors, cell) -> None:
        origin = self._origin(cell)
        painter.setPen(QPen(colors.grid, max(1.0, cell * 0.015)))
        for k in range(SIZE + 1):
            x = origin.x() + k * cell
            y = origin.y() + k * cell
            painter.drawLine(QPointF(x, origin.y()), QPointF(x, origin.y() + SIZE * cell))
            painter.drawLine(QPointF(origin.x(), y), QPointF(origin.x() + SIZE * cell, y))
        painter.setPen(QPen(colors.grid, max(1.5, cell * 0.04)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRectF(origin.x(), origin.y(), SIZE * cell, SIZE * cell))

    def set_path_limit(self, moves: int | None) -> None:
        """Draw only the last ``moves`` moves of the path (None: all of them): a 25-move path
        drawn whole is a tangle on a projected screen."""
        self.path_limit = moves
        self.update()

    def shown_moves(self, picture: BoardPicture) -> list[tuple[int, int]]:
        """The moves whose jump and number are drawn, as (move number, square)."""
        moves = list(enumerate(picture.path, start=1))
        return moves if self.path_limit is None else moves[-self.path_limit :]

    def path_shapes(self, picture: BoardPicture) -> list[tuple[str, QPainterPath]]:
        """What the path is drawn with, in the widget's pixels: each jump's shaft and head
        ('arrow') and each move number's disc ('badge'). Jumps start and end a little away
        from a square's centre and the discs sit in its corner, so that an emptied square's
        faint number (:meth:`ghost_rect`) stays readable under the path."""
        shown = self.shown_moves(picture)
        if not shown:
            return []
        cell = self._cell()
        centres = [self.square_rect(square).center() for square in picture.path]
        entry = QPointF(centres[0].x(), self._origin(cell).y() - cell * MARGIN * 0.9)
        points = [entry, *centres]
        first = shown[0][0]  # the jump into the first shown move, from the square before
        shapes = [
            ("arrow", self._arrow_shape(start, end, cell, leaves_square=index > 0))
            for index, (start, end) in enumerate(itertools.pairwise(points))
            if index + 1 >= first
        ]
        radius = cell * 0.15
        for _number, square in shown:
            disc = QPainterPath()
            disc.addEllipse(self._badge_centre(square, radius), radius, radius)
            shapes.append(("badge", disc))
        return shapes

    def _badge_centre(self, square: int, radius: float) -> QPointF:
        rect = self.square_rect(square)
        return QPointF(rect.left() + radius * 1.12, rect.top() + radius * 1.12)

    def _paint_path(self, painter, colors: BoardColors, cell, picture: BoardPicture) -> None:
        shown = self.shown_moves(picture)
        if not shown:
            return
        for _kind, shape in self.path_shapes(picture):
            painter.fillPath(shape, colors.path)
        if shown[0][0] == 1:
            column = picture.path[0] % SIZE
            painter.setPen(colors.coordinate)
            painter.setFont(self._font(cell, 0.3))
            origin = self._origin(cell)
            label = QRectF(
                origin.x() + column * cell, origin.y() - cell * MARGIN, cell, cell * MARGIN
            )
            painter.drawText(label, Qt.AlignmentFlag.AlignCenter, COLUMNS[column])  # the entry
        painter.setFont(self._font(cell, 0.2))
        radius = cell * 0.15
        painter.setPen(colors.badge_text)
        for number, square in shown:
            centre = self._badge_centre(square, radius)
            badge = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(number))

    def _arrow_shape(
        self, start: QPointF, end: QPointF, cell: float, leaves_square: bool
    ) -> QPainterPath:
        """A jump: a shaft from ``start`` (a little past it when it is a square's centre) that
        stops short of ``end``'s centre, and a filled head."""
        dx, dy = end.x() - start.x(), end.y() - start.y()
        length = math.hypot(dx, dy)
        shape = QPainterPath()
        if length < 1:
            return shape
        ux, uy = dx / length, dy / length
        if leaves_square:
            start = QPointF(start.x() + ux * cell * 0.3, start.y() + uy * cell * 0.3)
        tip = QPointF(end.x() - ux * cell * 0.3, end.y() - uy * cell * 0.3)
        head = cell * 0.24
        base = QPointF(tip.x() - ux * head, tip.y() - uy * head)
        shaft = QPainterPath(start)
        shaft.lineTo(base)
        stroker = QPainterPathStroker(round_pen(Qt.GlobalColor.black, cell * 0.07))
        shape.addPath(stroker.createStroke(shaft))
        arrow = QPainterPath(tip)
        arrow.lineTo(base.x() - uy * head * 0.55, base.y() + ux * head * 0.55)
        arrow.lineTo(base.x() + uy * head * 0.55, base.y() - ux * head * 0.55)
        arrow.closeSubpath()
        shape.addPath(arrow)
        return shape.simplified()

    def _paint_coordinates(self, painter, colors: BoardColors, cell) -> None:
        font = self._coordinate_font(cell)
        self.paint_coordinates(painter, colors.coordinate, font, cell, COLUMNS, both_sides=True)

    def _legend_items(self) -> tuple[tuple[str, str], ...]:
        return (
            ("path", self.tr("path, move by move")),
            ("candidate", self.tr("next possible moves")),
            ("removed", self.tr("removed by the last move's rule")),
            ("emptied", self.tr("emptied")),
        )

    def _legend_swatch(self, painter, colors: BoardColors, kind, rect: QRectF) -> None:
        side = rect.width()
        if kind == "path":
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colors.path)
            painter.drawEllipse(rect)
        elif kind == "candidate":
            inset = side * 0.08
            painter.setPen(QPen(colors.candidate, side * 0.16))
            painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), inset, inset)
        elif kind == "removed":
            painter.fillRect(rect, colors.emptied)
            painter.setPen(round_pen(colors.removed, side * 0.16))
            painter.drawLine(rect.topLeft(), rect.bottomRight())
            painter.drawLine(rect.topRight(), rect.bottomLeft())
        else:
            painter.fillRect(rect, colors.emptied)
            painter.setPen(QPen(colors.hatch, max(1.0, side * 0.08)))
            painter.drawLine(rect.bottomLeft(), rect.topRight())

    # Tooltips.

    def describe_square(self, square: int) -> str:
        """'E7 · 44 · still on the board', and so on: the tooltip of a square."""
        picture = self.picture
        value = picture.values[square]
        parts = [SQUARE_NAMES[square]]
        if value is not None:
            parts.append(f"{value:02d}")
        state = picture.state_of(square)
        if state == "knight":
            parts.append(self.tr("the knight, after move {n}").format(n=picture.moves))
        elif state == "number":
            parts.append(self.tr("still on the board"))
            if square in picture.candidates:
                parts.append(self.tr("the next move may land here"))
        elif state == "visited":
            move = picture.path.index(square) + 1
            parts.append(self.tr("emptied: the knight landed here at move {n}").format(n=move))
        elif state == "removed":
            if square in picture.removed_last:
                parts.append(self.tr("removed by the symmetric or double rule at the last move"))
            else:
                parts.append(self.tr("removed by the symmetric or double rule"))
        else:
            parts.append(self.tr("no number"))
        return " · ".join(parts)

    def forget_painted_words(self) -> None:
        self._layers = None  # the legend's words are in the cached layer
