"""The sizes of open and closed against expansions, live, with iterations marked.

Each curve is created once and fed with ``setData``; the model publishes its series a few times
a second at full speed. Drawing stays cheap however long the run: the curves get at most
:data:`MAX_POINTS` points (the series' envelope, the lowest and highest value of each bucket of
expansions, so no peak is lost); the axes (with the grid) are cached as pixmaps and the view's
range grows in round steps, so they are redrawn only when a step is passed, not every update.
"""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtWidgets import QGraphicsItem, QVBoxLayout, QWidget

from cavalo_gui.app.gui_priority import PRIORITY
from cavalo_gui.app.run_model import RunModel

OPEN_COLOR = "#1f6fd1"
CLOSED_COLOR = "#e07b00"
ITERATION_COLOR = "#8a2be2"
MAX_POINTS = 2000  # per curve: about two per pixel of a wide chart
HEADROOM = 1.05  # the data's top sits below the range's top


def envelope(xs: np.ndarray, ys: np.ndarray, points: int = MAX_POINTS):
    """At most ``points`` points that draw like ``(xs, ys)``: for each bucket of consecutive
    values, its lowest then its highest value (a short series comes back as it is)."""
    size = len(xs)
    if size <= points:
        return xs, ys
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
    """The next of 1, 2, 5 times a power of ten at or above ``value`` (10 at least)."""
    if value <= 10:
        return 10.0
    power = 10 ** math.floor(math.log10(value))
    for step in (1, 2, 5, 10):
        if step * power >= value:
            return float(step * power)
    return float(10 * power)


class _PlotWidget(pg.PlotWidget):
    """A plot whose painting (Python code in pyqtgraph) takes the GUI's turn."""

    def paintEvent(self, event) -> None:
        with PRIORITY.gui_turn():
            super().paintEvent(event)


class LiveChart(QWidget):
    """A pyqtgraph plot of open and closed sizes; IDA*-style iterations as vertical lines."""

    def __init__(self, model: RunModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.plot = _PlotWidget(background="w")
        self.plot.setObjectName("chart")
        self.plot.setMinimumHeight(180)
        item = self.plot.getPlotItem()
        item.showGrid(x=True, y=True, alpha=0.25)
        item.setLabel("bottom", self.tr("nodes expanded"))
        item.setLabel("left", self.tr("nodes in the list"))
        item.setTitle(self.tr("Open and closed lists"), color="#222", size="11pt")
        for axis in ("bottom", "left"):
            item.getAxis(axis).setPen(pg.mkPen("#444"))
            item.getAxis(axis).setTextPen(pg.mkPen("#222"))
        for axis in ("bottom", "left"):
            item.getAxis(axis).setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.view = item.getViewBox()
        self.view.disableAutoRange()
        self.view.setRange(xRange=(0, 10), yRange=(0, 10), padding=0.02)
        self.view.sigRangeChangedManually.connect(self._on_user_range)
        self._follow = True  # the range follows the data until the user pans or zooms
        self._range = (10.0, 10.0)
        self.legend = item.addLegend(offset=(10, 10), labelTextColor="#222")
        self.legend.setBrush(pg.mkBrush(255, 255, 255, 210))
        self.open_curve = item.plot(pen=pg.mkPen(OPEN_COLOR, width=2), name=self.tr("open"))
        self.closed_curve = item.plot(pen=pg.mkPen(CLOSED_COLOR, width=2), name=self.tr("closed"))
        self.iteration_lines: list[pg.InfiniteLine] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot)
        model.series_changed.connect(self._on_series_changed)
        model.iterations_changed.connect(self._on_iterations_changed)

    def _on_user_range(self, *_args) -> None:
        self._follow = False

    def _on_series_changed(self) -> None:
        model = self.model
        xs = model.expansions.view()
        if len(xs) == 0:
            self.open_curve.setData([], [])
            self.closed_curve.setData([], [])
            self._follow = True
            self._fit(0.0, 0.0)
            self._on_iterations_changed()
            return
        opens = model.open_sizes.view()
        closeds = model.closed_sizes.view()
        self.open_curve.setData(*(a.copy() for a in envelope(xs, opens)), skipFiniteCheck=True)
        self.closed_curve.setData(*(a.copy() for a in envelope(xs, closeds)), skipFiniteCheck=True)
        self._fit(float(xs[-1]), float(max(opens.max(), closeds.max())))

    def _fit(self, x_max: float, y_max: float) -> None:
        """Grow the view in round steps to hold the data (unless the user has moved it or
        asked pyqtgraph to auto-range)."""
        if not self._follow or any(self.view.autoRangeEnabled()):
            return
        wanted = (round_up(x_max), round_up(y_max * HEADROOM))
        if wanted != self._range:
            self._range = wanted
            self.view.setRange(xRange=(0, wanted[0]), yRange=(0, wanted[1]), padding=0.02)

    def _on_iterations_changed(self) -> None:
        item = self.plot.getPlotItem()
        marks = self.model.iterations
        while len(self.iteration_lines) > len(marks):
            item.removeItem(self.iteration_lines.pop())
        for x, iteration, threshold in marks[len(self.iteration_lines) :]:
            label = self.tr("it. {n}: bound {bound:g}").format(n=iteration, bound=threshold)
            line = pg.InfiniteLine(
                pos=x,
                angle=90,
                pen=pg.mkPen(ITERATION_COLOR, width=1.5, style=pg.QtCore.Qt.PenStyle.DashLine),
                label=label,
                labelOpts={"position": 0.92, "color": ITERATION_COLOR, "rotateAxis": (1, 0)},
            )
            item.addItem(line)
            self.iteration_lines.append(line)
