"""The open and closed lists of every run side by side, in one pyqtgraph plot: a solid curve
(open) and a dashed one (closed) per run, in the run's colour, and a legend naming the runs.
A vertical line marks the first divergence once it is asked for.

Two runs may draw the very same curves (A* and greedy best-first on problem B): the later
run's line would hide the earlier one's, which would look unplotted. Each run's lines are a
little wider than the next run's, so an earlier run shows as a rim around a later one drawn
over it, and a note under the plot names the runs whose curves coincide."""

from __future__ import annotations

import contextlib
import math
from functools import partial

import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget

from cavalo_gui.app.i18n import number
from cavalo_gui.app.widgets.axis_titles import AxisTitleFitter
from cavalo_gui.app.widgets.chart_legend import legend_under_title
from cavalo_gui.app.widgets.live_chart import EDGE, CountAxis, envelope

DIVERGENCE_COLOR = "#666666"
STYLE_COLOR = "#808080"
THINNEST = 2.0  # the last run's open line, in pixels; closed lines are dashed, a bit thinner
WIDER_BY = 2.0  # each run's lines wider than the next run's, so that none hides another
PLOT_LEAST = 120  # pixels of height for the curves and the axes, the legend's rows besides


def line_width(index: int, runs: int) -> float:
    """The open line's width of run ``index`` of ``runs``: the first the widest."""
    return THINNEST + WIDER_BY * (runs - 1 - index)


def same_curves(series: list[tuple]) -> list[list[int]]:
    """The groups (of two or more, by index) of runs whose series (expansions, open sizes,
    closed sizes, each an array) are equal and not empty, in order."""
    groups: list[list[int]] = []
    for index, one in enumerate(series):
        if len(one[0]) == 0:
            continue
        for group in groups:
            other = series[group[0]]
            if all(len(a) == len(b) and (a == b).all() for a, b in zip(one, other, strict=True)):
                group.append(index)
                break
        else:
            groups.append([index])
    return [group for group in groups if len(group) > 1]


class RaceChart(QWidget):
    """The curves of the runs given by :meth:`set_lanes`, redrawn by :meth:`redraw_stale`
    once their series changed. ``least_height_changed`` says the plot needs another height
    (its legend took more rows, or fewer)."""

    least_height_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plot = pg.PlotWidget(
            background="w", axisItems={side: CountAxis(side) for side in ("bottom", "left")}
        )
        self.plot.setObjectName("race_chart")
        self.plot.setMinimumHeight(PLOT_LEAST)
        item = self.plot.getPlotItem()
        item.showGrid(x=True, y=True, alpha=0.25)
        # in a row of its own above the plot, never over the curves (a narrow plot's legend
        # over them had hidden their start and run past the plot's right edge)
        self.legend = legend_under_title(item)
        self.axis_titles = AxisTitleFitter(item, self._axis_titles)
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
        self.stale: set[int] = set()  # runs whose series changed since their curves were drawn
        self._connections: list = []  # (signal, slot) of each run's series, to let go of
        self.coinciding: list[list[int]] = []  # runs whose curves are the same, by index
        self.note = QLabel(objectName="race_same_curves")
        self.note.setWordWrap(True)
        self.note.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot, 1)
        layout.addWidget(self.note)
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
            width = line_width(lane.index, len(self.lanes))
            open_curve = item.plot(pen=pg.mkPen(lane.color, width=width))
            closed_curve = item.plot(
                pen=pg.mkPen(lane.color, width=width - 0.5, style=Qt.PenStyle.DashLine)
            )
            self.legend.addItem(open_curve, lane.short_name)
            self.curves.append((open_curve, closed_curve))
            slot = partial(self.stale.add, len(self.curves) - 1)
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
                label.setText(lane.short_name)
        self._place_legend()
        self._say_coinciding()

    def _place_legend(self) -> None:
        """The legend's words in the app's text size (View > Zoom), in as many columns as the
        row above the plot holds, clear of the left axis's title."""
        size = f"{QApplication.font().pointSizeF():.1f}pt"
        for _sample, label in self.legend.items:
            label.setText(label.text, size=size)
        item = self.plot.getPlotItem()
        left = item.layout.getContentsMargins()[0]
        axis_title = item.getAxis("left").label.boundingRect().height()  # turned on its side
        self.legend.place_under((left + axis_title, self.plot.width() - EDGE))
        self.axis_titles.fit()
        rows = self.legend.layout.effectiveSizeHint(Qt.SizeHint.PreferredSize).height()
        least = PLOT_LEAST + math.ceil(rows)
        if least != self.plot.minimumHeight():
            self.plot.setMinimumHeight(least)
            self.least_height_changed.emit()

    def redraw(self) -> None:
        self.stale.update(range(len(self.lanes)))
        self.redraw_stale()

    def redraw_stale(self) -> None:
        """The curves of the runs whose series changed since they were drawn (the window
        calls this at its own pace: one plot drawn for every run's changes)."""
        stale = sorted(self.stale)  # the set stays: each run's signal adds to it
        self.stale.clear()
        for index in stale:
            self._redraw_one(index)
        if stale:
            self._find_coinciding()

    def _redraw_one(self, index: int) -> None:
        """Run ``index``'s two curves from its series (at most a few thousand points each)."""
        model = self.lanes[index].model
        open_curve, closed_curve = self.curves[index]
        xs = model.expansions.view()
        if len(xs) == 0:
            open_curve.setData([], [])
            closed_curve.setData([], [])
        else:
            open_curve.setData(*envelope(xs, model.open_sizes.view()), skipFiniteCheck=True)
            closed_curve.setData(*envelope(xs, model.closed_sizes.view()), skipFiniteCheck=True)

    def _find_coinciding(self) -> None:
        series = [
            (
                lane.model.expansions.view(),
                lane.model.open_sizes.view(),
                lane.model.closed_sizes.view(),
            )
            for lane in self.lanes
        ]
        groups = same_curves(series)
        if groups != self.coinciding:
            self.coinciding = groups
            self._say_coinciding()

    def _say_coinciding(self) -> None:
        """The note naming the runs drawn one over the other (hidden when there are none)."""
        sentences = []
        for group in self.coinciding:
            runs = [number(index + 1) for index in group]
            sentences.append(
                self.tr(
                    "Runs {runs} and {last} have the same curves: drawn one over the other, "
                    "each run's lines wider than the next one's."
                ).format(runs=", ".join(runs[:-1]), last=runs[-1])
            )
        self.note.setText(" ".join(sentences))
        self.note.setVisible(bool(sentences))

    def mark_divergence(self, position: int | None) -> None:
        """A dotted vertical line at expansion ``position`` (none: hidden)."""
        self.divergence_line.setVisible(position is not None)
        if position is not None:
            self.divergence_line.setValue(position)

    def _axis_titles(self) -> dict[str, str]:
        return {"bottom": self.tr("nodes expanded"), "left": self.tr("nodes in the list")}

    def retranslate_ui(self) -> None:
        item = self.plot.getPlotItem()
        for name, title in self._axis_titles().items():
            item.setLabel(name, title)
        self.plot.setAccessibleName(self.tr("Open and closed lists of every run"))
        self.names_changed()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_legend()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif event.type() == QEvent.Type.FontChange:
            self._place_legend()
        super().changeEvent(event)
