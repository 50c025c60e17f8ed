"""The sizes of open and closed against expansions, live, with iterations marked.

Each curve is created once and fed with ``setData`` from the model's growing series; the
window's frame timer makes the model publish at most ~30 times a second, and peak downsampling
with clip-to-view keeps a million points cheap to draw.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtWidgets import QVBoxLayout, QWidget

from cavalo_gui.app.gui_priority import PRIORITY
from cavalo_gui.app.run_model import RunModel

OPEN_COLOR = "#1f6fd1"
CLOSED_COLOR = "#e07b00"
ITERATION_COLOR = "#8a2be2"


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
        item.setClipToView(True)
        item.setDownsampling(auto=True, mode="peak")
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

    def _on_series_changed(self) -> None:
        model = self.model
        xs = model.expansions.view().copy()
        self.open_curve.setData(xs, model.open_sizes.view().copy())
        self.closed_curve.setData(xs, model.closed_sizes.view().copy())
        if len(xs) == 0:
            self._on_iterations_changed()

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
