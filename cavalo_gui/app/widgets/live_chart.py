"""The sizes of open and closed against expansions, live, with iterations marked.

Each curve is created once and fed with ``setData``; the model publishes its series a few times
a second at full speed. Drawing stays cheap however long the run: the curves get at most
:data:`MAX_POINTS` points (the series' envelope, the lowest and highest value of each bucket of
expansions, so no peak is lost); the axes (with the grid) are cached as pixmaps and the view's
range grows in round steps, so they are redrawn only when a step is passed, not every update.
Once the run has ended the range fits the data. Iteration marks are labelled only where a
label has room, the latest first; the colours follow the window's palette (light or dark).
"""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, QRectF
from PySide6.QtGui import QColor, QFontMetricsF, QPaintEvent, QPalette, QResizeEvent
from PySide6.QtWidgets import QApplication, QGraphicsItem, QVBoxLayout, QWidget

from cavalo_gui.app.boards.colors import is_dark
from cavalo_gui.app.i18n import fill, number
from cavalo_gui.app.run.model import RunModel
from cavalo_gui.app.run.turns import GUI_TURN
from cavalo_gui.app.widgets.axis_titles import AxisTitleFitter
from cavalo_gui.app.widgets.chart_legend import legend_under_title
from cavalo_gui.app.widgets.iteration_marks import IterationMarks

OPEN_COLOR = "#1f6fd1"
CLOSED_COLOR = "#e07b00"
ITERATION_COLOR = "#8a2be2"
DARK_OPEN_COLOR = "#6aaeff"
DARK_CLOSED_COLOR = "#ffa94d"
DARK_ITERATION_COLOR = "#c9a0ff"
ROUND_STEPS = (1, 1.5, 2, 3, 4, 5, 6, 8, 10)
MAX_POINTS = 2000  # per curve: about two per pixel of a wide chart
HEADROOM = 1.05  # the data's top sits below the range's top
TITLE_MARGIN = 16  # pixels the plot's title leaves free beside it
MIN_TITLE_POINTS = 7.0
TITLE_TEXT_MARGIN = 1  # pixels around the title's words (Qt's 4 took a small chart's height)
RIGHT_ROOM = 1.08  # room right of the data for the last tick's label, which is centred on it
EDGE = 3  # pixels between the chart's words and its pane's edges
NICE_STEPS = (1, 2, 5)  # times a power of ten: the spacings between two numbered ticks
LINES_PER_LEFT_LABEL = 1.8  # a left label's room, in lines: one of text, most of one blank
MINOR_PIXELS = 6  # the least room between two grid lines


class CountAxis(pg.AxisItem):
    """An axis of node counts that writes every tick one way, whole numbers with the
    language's thousands separators (500,000 beside 1,000,000; pyqtgraph's own mixes 500000
    with 1e+06), and never moves a power of ten into the axis's title."""

    def __init__(self, orientation: str) -> None:
        super().__init__(orientation)
        self.enableAutoSIPrefix(False)
        self.setStyle(maxTextLevel=0)  # the grid's finer lines unnumbered

    def label_room(self, largest: float) -> float:
        """The pixels a numbered tick needs along the axis, up to ``largest``: its label's
        width and a blank half as wide as a line is high along the bottom, nearly two
        lines along the left."""
        metrics = QFontMetricsF(self.style["tickFont"] or self.font())
        if self.orientation in ("left", "right"):
            return metrics.height() * LINES_PER_LEFT_LABEL
        return metrics.horizontalAdvance(number(largest, 0)) + metrics.height() / 2

    def tickValues(self, minVal, maxVal, size):
        """Whole counts (one expansion in, a range of 0 to 1 had ticks at 0.2, 0.4, ...),
        numbered 1, 2 or 5 times a power of ten apart, as many as the axis has room for
        side by side (pyqtgraph's own count crowded "0 1 000 2 000 3 000" into 150 pixels
        at 150%), with unnumbered grid lines between them."""
        low, high = sorted((minVal, maxVal))
        span = high - low
        if span <= 0 or size <= 0:
            return [(1.0, [float(value) for value in range(math.ceil(low), math.floor(high) + 1)])]
        least = max(1.0, self.label_room(max(abs(low), abs(high))) * span / size)
        spacing = nice_step(least)
        levels = [(spacing, _multiples(spacing, low, high))]
        finer = spacing / (2 if _mantissa(spacing) == 2 else 5)
        if finer >= 1 and finer * size / span >= MINOR_PIXELS:
            between = [value for value in _multiples(finer, low, high) if value % spacing]
            levels.append((finer, between))
        return levels

    def tickStrings(self, values, scale, spacing) -> list[str]:
        return [number(value * scale, 0) for value in values]

    def overflow(self) -> float:
        """How far a tick's label may stand past the axis's ends: half the widest label
        along a bottom axis, half a line along a left one. pyqtgraph hides a label that
        crosses the axis's end (with the grid on, the plot's), and the first ("0") and the
        last ("10") were missing at 1024 x 640."""
        metrics = QFontMetricsF(self.style["tickFont"] or self.font())
        if self.orientation in ("left", "right"):
            return metrics.height() / 2 + 1
        low, high = self.range
        widest = max(abs(low), abs(high))
        return metrics.horizontalAdvance(number(widest, 0)) / 2 + 1

    def resizeEvent(self, ev=None) -> None:
        """pyqtgraph sets the title 5 pixels past the axis's outer side, which the plot's
        margin of 3 left past the pane's edge (cut by 2 pixels): no further out than the
        axis's side."""
        super().resizeEvent(ev)
        if self.label is None:
            return
        if self.orientation == "left":
            self.label.setX(max(self.label.x(), 0.0))
        elif self.orientation == "bottom":
            bottom = self.size().height() - self.label.boundingRect().height()
            self.label.setY(min(self.label.y(), bottom))

    def boundingRect(self) -> QRectF:
        rect = super().boundingRect()
        room = self.overflow()
        if self.orientation in ("left", "right"):
            return rect.adjusted(0, -room, 0, room)
        return rect.adjusted(-room, 0, room, 0)


def nice_step(least: float) -> float:
    """The smallest of 1, 2 or 5 times a power of ten at or above ``least``."""
    power = 10.0 ** math.floor(math.log10(least))
    for step in NICE_STEPS:
        if step * power >= least * (1 - 1e-9):
            return step * power
    return 10 * power


def _mantissa(step: float) -> int:
    """1, 2 or 5: ``step`` over its power of ten."""
    return round(step / 10.0 ** math.floor(math.log10(step) + 1e-9))


def _multiples(step: float, low: float, high: float) -> list[float]:
    """The multiples of ``step`` from ``low`` to ``high``."""
    first = math.ceil(low / step - 1e-9)
    last = math.floor(high / step + 1e-9)
    return [float(index * step) for index in range(first, last + 1)]


def envelope(xs: np.ndarray, ys: np.ndarray, points: int = MAX_POINTS):
    """At most ``points`` points that draw like ``(xs, ys)``: for each bucket of consecutive
    values, its lowest then its highest value (a short series comes back as a copy, so the
    curve never holds a view of a series that grows)."""
    size = len(xs)
    if size <= points:
        return xs.copy(), ys.copy()
    per_bucket = math.ceil(size / (points // 2))
    whole = size // per_bucket * per_bucket
    buckets = ys[:whole].reshape(-1, per_bucket)
    edges = xs[:whole].reshape(-1, per_bucket)
    out_x = np.column_stack((edges[:, 0], edges[:, -1])).ravel()
    out_y = np.column_stack((buckets.min(axis=1), buckets.max(axis=1))).ravel()
    if whole < size:
        out_x = np.append(out_x, xs[whole:])
        out_y = np.append(out_y, ys[whole:])
    return out_x, out_y


def round_up(value: float) -> float:
    """The next round number (1, 1.5, 2, 3, 4, 5, 6 or 8 times a power of ten) at or above
    ``value``, 10 at least: the range overshoots the data by a quarter at most."""
    if value <= 10:
        return 10.0
    power = 10 ** math.floor(math.log10(value))
    for step in ROUND_STEPS:
        if step * power >= value:
            return float(step * power)
    return float(10 * power)


class TurnTakingPlot(pg.PlotWidget):
    """A plot painted in one piece while a run goes (app/run/turns.py): pyqtgraph paints its
    items in Python, between Qt calls each of which let a running worker take the GIL."""

    def paintEvent(self, event: QPaintEvent) -> None:
        with GUI_TURN.turn():
            super().paintEvent(event)


class LiveChart(QWidget):
    """A pyqtgraph plot of open and closed sizes; IDA*-style iterations as vertical lines."""

    def __init__(self, model: RunModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.plot = TurnTakingPlot(
            background="w", axisItems={side: CountAxis(side) for side in ("bottom", "left")}
        )
        self.plot.setObjectName("chart")
        self.plot.setMinimumHeight(120)  # a 1024 x 640 window at 150% holds it and the open list
        item = self.plot.getPlotItem()
        item.showGrid(x=True, y=True, alpha=0.25)
        for axis in ("bottom", "left"):
            item.getAxis(axis).setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            item.getAxis(axis).setStyle(maxTickLevel=1)
        self.view = item.getViewBox()
        self.view.disableAutoRange()
        self.view.setRange(xRange=(0, 10), yRange=(0, 10), padding=0.02)
        self.view.sigRangeChangedManually.connect(self._on_user_range)
        self._follow = True  # the range follows the data until the user pans or zooms
        self._range = (10.0, 10.0)
        self._extent = (0.0, 0.0)  # the data's largest x and y, as last drawn
        self.legend = legend_under_title(item)
        self.axis_titles = AxisTitleFitter(item, self._axis_titles)
        self._keeping = False
        item.geometryChanged.connect(self._keep_in_pane)
        self.open_curve = item.plot(name="open")
        self.closed_curve = item.plot(name="closed")
        self.marks = IterationMarks()
        self.marks.avoid = self.legend
        item.addItem(self.marks, ignoreBounds=True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot)
        self.retranslate_ui()
        self._follow_font()
        model.series_changed.connect(self._on_series_changed)
        model.iterations_changed.connect(self._on_iterations_changed)
        model.finished_changed.connect(self._on_finished_changed)

    def retranslate_ui(self) -> None:
        """The axes', curves' and title's words in the current language (the title is set
        with the palette's colours); at start and on every ``LanguageChange``."""
        item = self.plot.getPlotItem()
        for name, title in self._axis_titles().items():
            item.setLabel(name, title)
        for curve, name in (
            (self.open_curve, self.tr("open")),
            (self.closed_curve, self.tr("closed")),
        ):
            curve.opts["name"] = name
            label = self.legend.getLabel(curve)
            if label is not None:
                label.setText(name)
        self.plot.setAccessibleName(self.tr("Open and closed lists"))
        self.plot.setAccessibleDescription(
            self.tr("The sizes of the open and closed lists against the nodes expanded")
        )
        self.apply_palette(self.palette())

    def apply_palette(self, palette: QPalette) -> None:
        """Background, axes, text and curves in colours that read on the palette's window."""
        dark = is_dark(palette)
        background = palette.color(QPalette.ColorRole.Base)
        text = palette.color(QPalette.ColorRole.Text)
        axis = QColor(text)
        axis.setAlpha(170)
        self.plot.setBackground(background)
        item = self.plot.getPlotItem()
        self._title_color = text.name()
        self._fit_title()
        for name in ("bottom", "left"):
            item.getAxis(name).setPen(pg.mkPen(axis))
            item.getAxis(name).setTextPen(pg.mkPen(text))
            item.getAxis(name).label.setDefaultTextColor(text)
        legend_background = QColor(background)
        legend_background.setAlpha(210)
        self.legend.setBrush(pg.mkBrush(legend_background))
        self.legend.setLabelTextColor(text)
        open_color, closed_color, iteration_color = (
            (DARK_OPEN_COLOR, DARK_CLOSED_COLOR, DARK_ITERATION_COLOR)
            if dark
            else (OPEN_COLOR, CLOSED_COLOR, ITERATION_COLOR)
        )
        self.open_curve.setPen(pg.mkPen(open_color, width=2))
        self.closed_curve.setPen(pg.mkPen(closed_color, width=2))
        for _sample, label in self.legend.items:
            label.setText(label.text, color=text)
        self.marks.set_colors(QColor(iteration_color), legend_background)

    def _follow_font(self) -> None:
        """The axes' tick labels and titles, and the legend's words, in the app's text size
        (View > Zoom): pyqtgraph keeps the font its items were made with."""
        font = QApplication.font()
        item = self.plot.getPlotItem()
        for name in ("bottom", "left"):
            axis = item.getAxis(name)
            axis.setTickFont(font)
            axis.label.setFont(font)
            axis._adjustSize()  # room for the larger labels (pyqtgraph has no public call)
            axis.resizeEvent()  # the title re-centred
        for _sample, label in self.legend.items:
            label.setText(label.text, size=f"{font.pointSizeF():.1f}pt")
        self.legend.updateSize()
        self._fit_margins()

    def _fit_margins(self) -> None:
        """Room at the plot's edges for the labels that stand past its axes' ends (the last
        one along the bottom, the top one along the left) and a gap above the title, which
        touched the pane's edge at 150%."""
        item = self.plot.getPlotItem()
        bottom, left = item.getAxis("bottom"), item.getAxis("left")
        right = math.ceil(bottom.overflow()) + EDGE
        top = math.ceil(left.overflow()) + EDGE
        if tuple(item.layout.getContentsMargins()) != (EDGE, top, right, EDGE):
            item.layout.setContentsMargins(EDGE, top, right, EDGE)
            self._fit_title()  # in the room the margins leave

    def _fit_title(self) -> None:
        """The title a tenth larger than the app's text (so it follows View > Zoom), said
        short where the long one would be cut, and smaller still in a very narrow pane."""
        size = QApplication.font().pointSizeF() * 1.1
        item = self.plot.getPlotItem()
        left_axis = item.getAxis("left").width()
        left, _top, right, _bottom = item.layout.getContentsMargins()
        room = max(self.plot.width() - left_axis - left - right - TITLE_MARGIN, 1)
        for title in (self.tr("Open and closed lists"), self.tr("Open and closed")):
            width = self._set_title(title, size)
            if width <= room:
                break
        else:
            width = self._set_title(title, max(size * room / width, MIN_TITLE_POINTS))
        # the title's row as tall as its words (pyqtgraph's 30 pixels left 12 unused at 100%)
        height = math.ceil(item.titleLabel.item.boundingRect().height())
        item.titleLabel.setMaximumHeight(height)
        item.layout.setRowFixedHeight(0, height)
        centre = (left + left_axis + self.plot.width() - right) / 2  # the title's, centred
        axis_title = item.getAxis("left").label.boundingRect().height()  # turned on its side
        under = (left + axis_title, self.plot.width() - EDGE)
        self.legend.place(centre + width / 2, self.plot.width() - right, under)
        # the plot as large as its pane again: laid out while its title was wider, it stood
        # past the pane's right edge with the last label
        item.setGeometry(QRectF(0, 0, self.plot.width(), self.plot.height()))
        self.axis_titles.fit()

    def _axis_titles(self) -> dict[str, str]:
        return {"bottom": self.tr("nodes expanded"), "left": self.tr("nodes in the list")}

    def _keep_in_pane(self) -> None:
        """The plot no larger than its pane: its layout, grown while an axis's labels or
        the legend's row were wider, had left it past the pane's right edge, the last
        labels and the legend cut."""
        pane = QRectF(0, 0, self.plot.width(), self.plot.height())
        if self._keeping or self.plot.getPlotItem().geometry() == pane:
            return
        self._keeping = True
        try:
            self._fit_title()
        finally:
            self._keeping = False

    def _set_title(self, title: str, points: float) -> float:
        """Show ``title`` at ``points``; the width it takes as drawn."""
        self.title = title
        item = self.plot.getPlotItem()
        item.titleLabel.item.document().setDocumentMargin(TITLE_TEXT_MARGIN)
        item.setTitle(title, color=self._title_color, size=f"{points:.1f}pt")
        return item.titleLabel.item.boundingRect().width()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_title()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif event.type() == QEvent.Type.PaletteChange:
            self.apply_palette(self.palette())
        elif event.type() == QEvent.Type.FontChange:
            self._follow_font()
            self._fit_title()
        super().changeEvent(event)

    def _on_user_range(self, *_args) -> None:
        self._follow = False

    def _on_series_changed(self) -> None:
        model = self.model
        xs = model.expansions.view()
        if len(xs) == 0:
            self.open_curve.setData([], [])
            self.closed_curve.setData([], [])
            self._follow = True
            self._extent = (0.0, 0.0)
            self._fit(*self._extent)
            return
        open_x, open_y = envelope(xs, model.open_sizes.view())
        closed_x, closed_y = envelope(xs, model.closed_sizes.view())
        self.open_curve.setData(open_x, open_y, skipFiniteCheck=True)
        self.closed_curve.setData(closed_x, closed_y, skipFiniteCheck=True)
        self._extent = (float(xs[-1]), float(max(open_y.max(), closed_y.max())))
        self._fit(*self._extent)

    def _on_finished_changed(self) -> None:
        """A run that ends is fitted to its data; the curves themselves come with the series."""
        self._fit(*self._extent)

    def _fit(self, x_max: float, y_max: float) -> None:
        """Grow the view in round steps to hold the data during a run, and fit it to the data
        once the run has ended (unless the user has moved it or asked pyqtgraph to
        auto-range)."""
        if not self._follow or any(self.view.autoRangeEnabled()):
            return
        if self.model.finished is not None and x_max > 0:
            wanted = (max(x_max, 1.0), max(y_max * HEADROOM, 1.0))
        else:
            wanted = (round_up(x_max), round_up(y_max * HEADROOM))
        if wanted != self._range:
            self._range = wanted
            self.view.setRange(
                xRange=(0, wanted[0] * RIGHT_ROOM), yRange=(0, wanted[1]), padding=0.02
            )
            self._fit_margins()

    def _on_iterations_changed(self) -> None:
        self.marks.set_marks(
            [
                (x, fill(self.tr("it. {n}: f ≤ {bound:.4g}"), n=iteration, bound=threshold))
                for x, iteration, threshold in self.model.iterations
            ]
        )
