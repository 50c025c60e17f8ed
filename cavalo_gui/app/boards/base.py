"""What every puzzle's board view shares, so that a new puzzle's view writes only its own part.

A view is a widget painted by hand. This base sets the widget up, keeps the picture of the node
the model shows, fits the board, its title and its legend to the widget's size (once per size,
font and language), makes the fonts, picks the colour scheme, begins and ends a paint (the
background, the legend, the heat map, the keyboard's cursor), routes the keyboard cursor's and
the tooltips' events, and repaints on a change of palette, font or language. A view supplies
its picture, its size in squares, its colours, its legend and what its tooltip says at a point.
"""

from __future__ import annotations

from typing import Any, ClassVar

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QColor,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPaintEngine,
    QPainter,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from cavalo_gui.app.boards.accessible_role import install_roles
from cavalo_gui.app.boards.colors import scheme_colors
from cavalo_gui.app.boards.keyboard_cursor import BoardCursor
from cavalo_gui.app.boards.legend import (
    LEGEND_MIN_PX,
    SWATCH,
    BoardFit,
    LegendLayout,
    fit_board,
    paint_legend,
)
from cavalo_gui.app.boards.title import TitleLayout
from cavalo_gui.app.run.model import RunModel
from cavalo_gui.app.run.turns import GUI_TURN
from cavalo_gui.app.text_zoom import zoom_factor

VECTOR_ENGINES = (QPaintEngine.Type.SVG, QPaintEngine.Type.Pdf)
WORDS_GROWTH = 1.4  # the most the zoom enlarges the board's words beside its squares (their
# bands are sized in squares: larger, "10" would touch the grid)
SQUARE_TEXT_GROWTH = 1.15  # and the numbers inside a square, already nearly as large as it
GROWTH_STEP = 0.05


def is_vector(painter: QPainter) -> bool:
    """Whether ``painter`` draws into an SVG or a PDF file (a figure), where words must stay
    text and lines lines, not pixels of a cached picture."""
    engine = painter.paintEngine()
    return engine is not None and engine.type() in VECTOR_ENGINES


class PuzzleBoardView(QWidget):
    """The common part of the board views: set-up, picture, fit, fonts, events. It keeps the
    window's :class:`~cavalo_gui.app.boards.view.BoardView` contract for the view it is."""

    title_rows = 0.75  # the title's height above the board, in squares
    margin_squares = 0.5  # the coordinates' band around the board, in squares
    smallest_cell = 8.0  # pixels: a square never gets smaller, however small the widget
    smallest_font = 6  # pixels
    swatch_shape = SWATCH  # the legend's swatch, in the legend font's heights
    hint_size = (720, 800)  # the size the view asks for, in pixels
    picture_class: ClassVar[Any] = None  # ``picture_class.of(problem, node)``: the picture
    color_schemes: ClassVar[tuple] = ()  # the view's colours: (light, dark, high contrast)
    accessible_role = QAccessible.Role.Table  # rows and columns of squares (accessible_role.py)

    place_chosen = Signal(str)
    """A click, or Enter on the keyboard's cell, on a place a move lands on, named as the
    puzzle names a move's step (``step_label``): the quiz's answer by the board."""

    def __init__(self, model: RunModel, parent: QWidget | None = None) -> None:
        install_roles()  # before Qt first asks for the view's accessible interface
        super().__init__(parent)
        self.model = model
        self.setObjectName("board")
        self.setMouseTracking(True)
        self.setMinimumSize(320, 320)  # the board of a 1024 x 640 window at 150%
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.title_layout: TitleLayout | None = None  # as last painted
        self._fit: tuple[object, BoardFit] | None = None  # (key, fit)
        self._painting_fit: BoardFit | None = None  # the fit, held while a paint lasts
        self._painting_memo: dict[tuple, object] | None = None  # and the fonts, the origin
        self._legend_growth = 1.0  # the zoom's enlargement of the legend, as last fitted
        self.keyboard_cursor: BoardCursor | None = None  # the view makes its own
        self.picture = self.make_picture()
        self.heat: dict | None = None  # the inspector's per-cell counts; None: no heat map
        self.legend_shown = True  # False: a legend of its own elsewhere (Side by side's)
        model.node_changed.connect(self._on_node_changed)
        model.problem_changed.connect(self._on_node_changed)

    # What a view supplies.

    def make_picture(self) -> object:
        """The picture of the model's shown node, as this view paints it: by default its
        :attr:`picture_class`'s ``of(problem, node)``."""
        return self.picture_class.of(self.model.problem, self.model.shown_node)

    def _legend_items(self) -> tuple[tuple[str, str], ...]:
        """Each legend entry: its kind (for the swatch) and its words, in the current language."""
        raise NotImplementedError

    def legend_font(self, cell: float) -> QFont:
        """The font the legend is sized from for squares of side ``cell``: the coordinates'."""
        raise NotImplementedError

    def tooltip_at(self, point: QPointF) -> str:
        """What the tooltip says at ``point`` ("" for nothing)."""
        raise NotImplementedError

    def _legend_swatch(self, painter: QPainter, colors: Any, kind: str, rect: QRectF) -> None:
        """Paint the legend's sample of ``kind`` in ``rect``, in ``colors``."""
        raise NotImplementedError

    def board_squares(self) -> tuple[int, int]:
        """The board itself, wide and high, in squares (without its coordinates)."""
        raise NotImplementedError

    def fit_units(self) -> tuple[float, float]:
        """The board's block, wide and high, in squares: the board, its coordinates, the
        title and whatever else sits with it (the legend is fitted apart); by default the
        board (:meth:`board_squares`), its coordinates' band around it and the title above."""
        columns, rows = self.board_squares()
        margins = 2 * self.margin_squares
        return (columns + margins, rows + margins + self.title_rows)

    def board_rect(self) -> QRectF:
        """The board with its coordinates around it: the title is above it, the legend below."""
        columns, rows = self.board_squares()
        cell = self._cell()
        origin = self._origin(cell)
        span = cell * self.margin_squares
        return QRectF(
            origin.x() - span, origin.y() - span, columns * cell + 2 * span, rows * cell + 2 * span
        )

    def colors(self) -> Any:
        """The view's colours for the scheme in use (:attr:`color_schemes`)."""
        return scheme_colors(self.palette(), *self.color_schemes)

    def paint_legend_swatch(self, painter: QPainter, kind: str, rect: QRectF) -> None:
        """Paint the legend's sample of ``kind`` in ``rect``, in the view's colours (for a
        legend drawn apart from the board, see :meth:`show_legend`)."""
        self._legend_swatch(painter, self.colors(), kind, rect)

    def legend_entries(self) -> tuple[tuple[str, str], ...]:
        """The legend's entries, (kind, words) each, in the current language."""
        return self._legend_items()

    def show_legend(self, shown: bool) -> None:
        """Paint the legend under the board, or leave it out (the board takes its room)."""
        if shown != self.legend_shown:
            self.legend_shown = shown
            self._fit = None
            self.forget_painted_words()
            self.update()

    def place_at(self, point: QPointF) -> str | None:
        """The step label of a move landing at ``point`` (None: no such place, or a puzzle
        whose moves land on no one place)."""
        return None

    def place_of_cell(self, index: int) -> str | None:
        """The step label of a move landing on the keyboard cursor's cell ``index``."""
        return None

    def paint_heat(self, painter: QPainter, cell: float) -> None:
        """Draw :attr:`heat` over the board (a view whose puzzle touches no cells: nothing)."""

    def set_path_limit(self, moves: int | None) -> None:
        """Draw only the last ``moves`` moves of the path (a view that draws no path: nothing)."""

    def rules_html(self) -> str:
        """The puzzle's rules for Help > Rules ("" for none)."""
        return ""

    # Shared.

    def sizeHint(self) -> QSize:
        return QSize(*self.hint_size)

    def begin_paint(self, background: QColor) -> QPainter:
        """A painter on the view, the view filled with ``background``, drawing smooth."""
        painter = QPainter(self)
        painter.fillRect(self.rect(), background)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        return painter

    def paint_own_legend(self, painter: QPainter, colors: Any, ink: QColor) -> None:
        """The legend under the board, its words in ``ink``, its samples in ``colors``."""
        paint_legend(
            painter,
            self.legend_layout(),
            ink,
            lambda painter, kind, rect: self._legend_swatch(painter, colors, kind, rect),
        )

    def end_paint(self, painter: QPainter, cell: float) -> None:
        """Over everything else the heat map (when shown) and the keyboard's cursor; done."""
        if self.heat:
            self.paint_heat(painter, cell)
        self.keyboard_cursor.paint(painter)
        painter.end()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            place = self.place_at(event.position())
            if place is not None:
                self.place_chosen.emit(place)
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        cursor = self.keyboard_cursor
        if cursor is not None and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            place = self.place_of_cell(cursor.index)
            if place is not None:
                self.place_chosen.emit(place)
                return
        super().keyPressEvent(event)

    def set_heat(self, counts: dict | None) -> None:
        """Show how often the search touched each cell (None: hide the heat map)."""
        self.heat = counts
        self.update()

    def _on_node_changed(self) -> None:
        self.picture = self.make_picture()
        if self.keyboard_cursor is not None:
            self.keyboard_cursor.announce()
        self.update()

    def _board_fit(self) -> BoardFit:
        """The square's side, the board's place and the legend's, worked out once per size,
        font and board block (and language: see :meth:`changeEvent`). The legend's words
        grow with the zoom only as far as the squares keep the side they have with the legend
        unzoomed: the board first (the title and the coordinates have bands of their own)."""
        if self._painting_fit is not None:
            return self._painting_fit
        units = self.fit_units()
        key = (self.width(), self.height(), self.font().key(), units, self.legend_shown)
        if self._fit is None or self._fit[0] != key:
            growth = self._full_growth()
            fit = self._fit_with(units, growth)
            if growth > 1.0:
                least = self._fit_with(units, 1.0).cell
                while growth > 1.0 and fit.cell < least:
                    growth = max(1.0, growth - GROWTH_STEP)
                    fit = self._fit_with(units, growth)
            self._legend_growth = growth
            self._fit = (key, fit)
        return self._fit[1]

    def _fit_with(self, units: tuple[float, float], growth: float) -> BoardFit:
        """The board's fit with its legend ``growth`` times its unzoomed size."""
        self._legend_growth = growth
        return fit_board(
            self.width(),
            self.height(),
            units,
            self._legend_items() if self.legend_shown else (),
            self._zoomed_legend_font,
            self.smallest_cell,
            self.swatch_shape,
        )

    def _cell(self) -> float:
        return self._board_fit().cell

    def cell_at(self, width: int, height: int) -> float:
        """The square's side the board would have in a view of ``width`` x ``height``
        pixels (Present gives the board the width its height lets it use)."""
        self._board_fit()  # the words' growth at this size, kept for the one asked for
        return fit_board(
            width,
            height,
            self.fit_units(),
            self._legend_items() if self.legend_shown else (),
            self._zoomed_legend_font,
            self.smallest_cell,
            self.swatch_shape,
        ).cell

    def _zoomed_legend_font(self, cell: float) -> QFont:
        """The view's legend font grown as far as :meth:`_board_fit` allows, never below the
        least legend text grown as much."""
        font = QFont(self.legend_font(cell))
        share = self._legend_growth / self._full_growth()
        least = round(LEGEND_MIN_PX * self._legend_growth)
        font.setPixelSize(max(least, round(font.pixelSize() * share)))
        return font

    def _full_growth(self) -> float:
        """How much the zoom enlarges the words beside the squares, at most."""
        return max(1.0, min(self.text_zoom(), WORDS_GROWTH))

    def origin_xy(self, cell: float) -> tuple[float, float]:
        """:meth:`_origin` as two numbers, worked out once a paint."""
        memo, key = self._painting_memo, ("origin", cell)
        if memo is not None and key in memo:
            return memo[key]
        origin = self._origin(cell)
        xy = (origin.x(), origin.y())
        if memo is not None:
            memo[key] = xy
        return xy

    def _origin(self, cell: float) -> QPointF:
        """The top-left corner of the board itself (inside its coordinates) for squares of
        side ``cell``."""
        corner = self._board_fit().corner
        margin = cell * self.margin_squares
        return QPointF(corner.x() + margin, corner.y() + cell * self.title_rows + margin)

    def legend_layout(self) -> LegendLayout:
        """The legend's font and the rectangle of each entry, as painted at this size."""
        return self._board_fit().legend

    def text_zoom(self) -> float:
        """The app's zoom as a factor (1.5 at 150%): the board's words follow it."""
        return zoom_factor(self.font())

    def _font(self, cell: float, scale: float, bold: bool = True, words: bool = False) -> QFont:
        """The widget's font at ``scale`` squares of side ``cell``, enlarged by the zoom: up to
        :data:`WORDS_GROWTH` for ``words`` beside the squares (title, coordinates, legend:
        see :meth:`_zoomed_legend_font`), up to :data:`SQUARE_TEXT_GROWTH` for what is
        written inside a square."""
        memo, key = self._painting_memo, ("font", cell, scale, bold, words)
        if memo is not None and key in memo:
            return QFont(memo[key])  # a copy: the caller may change it
        most = WORDS_GROWTH if words else SQUARE_TEXT_GROWTH
        growth = max(1.0, min(self.text_zoom(), most))
        font = QFont(self.font())
        font.setPixelSize(max(self.smallest_font, round(cell * scale * growth)))
        font.setBold(bold)
        if memo is not None:
            memo[key] = QFont(font)
        return font

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            # The fit and the fonts, worked out once for the whole paint: each square asked
            # for them again, with Qt calls after each of which the GUI thread waits for
            # Python's lock while searches run in other threads (issue 38: 1,460 Qt calls a
            # paint of the knight's board in BFS on F, 670 now).
            self._painting_fit = None
            self._painting_fit = self._board_fit()
            self._painting_memo = {}
            try:
                with GUI_TURN.turn():  # painted in one piece while a run goes
                    return super().event(event)
            finally:
                self._painting_fit = self._painting_memo = None
        keyboard = getattr(self, "keyboard_cursor", None)  # events come before it is made
        if keyboard is not None and keyboard.handle_event(event):
            return True
        if event.type() == QEvent.Type.ToolTip:
            text = self.tooltip_at(QPointF(event.pos()))
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def forget_painted_words(self) -> None:
        """Drop whatever holds words painted in the old language (a view's cached layers)."""

    def changeEvent(self, event: QEvent) -> None:
        kind = event.type()
        if kind == QEvent.Type.LanguageChange:
            self._fit = None  # the legend's rows depend on its words
            self.forget_painted_words()
        if kind in (QEvent.Type.PaletteChange, QEvent.Type.FontChange, QEvent.Type.LanguageChange):
            self.update()
        super().changeEvent(event)
