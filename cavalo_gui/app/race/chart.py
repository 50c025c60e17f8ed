"""The open and closed lists of every run side by side, in one pyqtgraph plot: a solid curve
(open) and a dashed one (closed) per run, in the run's colour, and a legend naming the runs.
A vertical line marks the first divergence once it is asked for."""

from __future__ import annotations

import contextlib
from functools import partial

import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from cavalo_gui.app.widgets.live_chart import CountAxis, envelope

DIVERGENCE_COLOR = "#666666"
STYLE_COLOR = "#808080"


class RaceChart(QWidget):
    """The curves of the runs given by :meth:`set_lanes`, redrawn as their series change."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plot = pg.PlotWidget(
            background="w", axisItems={side: CountAxis(side) for side in ("bottom", "left")}
        )
        self.plot.setObjectName("race_chart")
        self.plot.setMinimumHeight(140)
        item = self.plot.getPlotItem()
        item.showGrid(x=True, y=True, alpha=0.25)
        self.legend = item.addLegend(offset=(10, 10))
        self.divergence_line = pg.InfiniteLine(
            angle=90, pen=pg.mkPen(DIVERGENCE_COLOR, width=1, style=Qt.PenStyle.DotLine)
        )
        self.divergence_line.hide()
        item.addItem(self.divergence_line, ignoreBounds=True)
        self.curves: list[tuple[pg.PlotDataItem, pg.PlotDataItem]] = []
        self.styles = (  # the legend's two last lines: which line is which list
            pg.PlotDataItem(pen=pg.mkPen(STYLE_COLOR, width=2)),
            pg.PlotDataItem(pen=pg.mkPen(STYLE_COLOR, width=1.5, style=Qt.PenStyle.DashLine)),
        )
        self.lanes: list = []
        self._connections: list = []  # (signal, slot) of each run's series, to let go of
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot)
        self.retranslate_ui()

    def set_lanes(self, lanes: list) -> None:
        """Draw these runs (each a :class:`~cavalo_gui.app.race.lane.Lane`), and only these."""
        item = self.plot.getPlotItem()
        for signal, slot in self._connections:
            with contextlib.suppress(RuntimeError):  # a run taken away is gone already
                signal.disconnect(slot)
        self._connections = []
        for open_curve, closed_curve in self.curves:
            item.removeItem(open_curve)
            item.removeItem(closed_curve)
        self.legend.clear()
        self.curves = []
        self.lanes = list(lanes)
        for lane in self.lanes:
            open_curve = item.plot(pen=pg.mkPen(lane.color, width=2))
            closed_curve = item.plot(
                pen=pg.mkPen(lane.color, width=1.5, style=Qt.PenStyle.DashLine)
            )
            self.legend.addItem(open_curve, lane.name)
            self.curves.append((open_curve, closed_curve))
            slot = partial(self._redraw_one, len(self.curves) - 1)
            lane.model.series_changed.connect(slot)
            self._connections.append((lane.model.series_changed, slot))
        for style in self.styles:
            self.legend.addItem(style, "")
        self.names_changed()
        self.redraw()

    def names_changed(self) -> None:
        """A run's choices (its name in the legend) changed, or the language."""
        for style, name in zip(self.styles, (self.tr("open"), self.tr("closed")), strict=True):
            label = self.legend.getLabel(style)
            if label is not None:
                label.setText(name)
        for lane, (open_curve, _closed) in zip(self.lanes, self.curves, strict=True):
            label = self.legend.getLabel(open_curve)
            if label is not None:
                label.setText(lane.name)

    def redraw(self) -> None:
        for index in range(len(self.lanes)):
            self._redraw_one(index)

    def _redraw_one(self, index: int) -> None:
        """Run ``index``'s two curves from its series (at most a few thousand points each)."""
        model = self.lanes[index].model
        open_curve, closed_curve = self.curves[index]
        xs = model.expansions.view()
        if len(xs) == 0:
            open_curve.setData([], [])
            closed_curve.setData([], [])
            return
        open_curve.setData(*envelope(xs, model.open_sizes.view()), skipFiniteCheck=True)
        closed_curve.setData(*envelope(xs, model.closed_sizes.view()), skipFiniteCheck=True)

    def mark_divergence(self, position: int | None) -> None:
        """A dotted vertical line at expansion ``position`` (none: hidden)."""
        self.divergence_line.setVisible(position is not None)
        if position is not None:
            self.divergence_line.setValue(position)

    def retranslate_ui(self) -> None:
        item = self.plot.getPlotItem()
        item.setLabel("bottom", self.tr("nodes expanded"))
        item.setLabel("left", self.tr("nodes in the list"))
        self.plot.setAccessibleName(self.tr("Open and closed lists of every run"))
        self.names_changed()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
