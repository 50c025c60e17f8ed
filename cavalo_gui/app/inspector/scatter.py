"""The scatter of h against h*: one point per expanded node whose h* is known, the line
h = h*, and the points above it (h > h*, inadmissible) drawn red; a click picks a node."""

from __future__ import annotations

import math

import pyqtgraph as pg
from PySide6.QtCore import QSize, Signal
from PySide6.QtWidgets import QWidget

from cavalo_gui.reports.heuristic_inspection import Inspection

SAFE = "#2b6cb0"
VIOLATION = "#d62728"
PICKED = "#f2a900"


class ScatterPlot(pg.PlotWidget):
    """h (up) against h* (across); ``node_picked`` gives the row of a clicked point."""

    node_picked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, background="w")
        self.setMinimumSize(QSize(240, 200))
        item = self.getPlotItem()
        item.showGrid(x=True, y=True, alpha=0.25)
        item.setMenuEnabled(False)
        self.line = pg.PlotCurveItem(
            pen=pg.mkPen("#555555", width=1.5, style=pg.QtCore.Qt.DashLine)
        )
        self.points = pg.ScatterPlotItem(size=9, hoverable=True)
        self.picked = pg.ScatterPlotItem(size=16, brush=None, pen=pg.mkPen(PICKED, width=3))
        for shown in (self.line, self.points, self.picked):
            self.addItem(shown)
        self.points.sigClicked.connect(self._on_clicked)
        self.rows: list[int] = []
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        item = self.getPlotItem()
        item.setLabel("bottom", self.tr("true remaining cost h*"))
        item.setLabel("left", self.tr("estimate h"))
        self.setAccessibleName(self.tr("h against h*"))

    def show_inspection(self, inspection: Inspection) -> None:
        """Draw every node of ``inspection`` whose h* is known and finite."""
        shown = [
            node
            for node in inspection.nodes
            if node.true is not None and not math.isinf(node.true) and not math.isinf(node.h)
        ]
        self.rows = [node.row for node in shown]
        spots = [
            {
                "pos": (node.true, node.h),
                "data": node.row,
                "brush": pg.mkBrush(VIOLATION if node.inadmissible else SAFE),
                "pen": pg.mkPen("#ffffff" if not node.inadmissible else "#7a0000"),
                "symbol": "t1" if node.inadmissible else "o",
            }
            for node in shown
        ]
        self.points.setData(spots)
        top = max([1.0, *(max(node.true, node.h) for node in shown)])
        self.line.setData([0, top * 1.05], [0, top * 1.05])

    def pick(self, inspection: Inspection, row: int | None) -> None:
        """Ring the point of ``row`` (None: no ring)."""
        node = inspection.nodes[row] if row is not None else None
        if node is None or node.true is None or math.isinf(node.true) or math.isinf(node.h):
            self.picked.setData([])
        else:
            self.picked.setData([node.true], [node.h])

    def _on_clicked(self, _item, points, *_rest) -> None:
        if len(points):
            self.node_picked.emit(int(points[0].data()))
