"""The scatter of h against h*: one point per expanded node whose h* is known, the line
h = h*, and the points above it (h > h*, inadmissible) drawn red; a click picks a node.

Its title names the heuristic and the problem; under it a legend says what each mark is (in
the title's lines: a legend anchored in the plot outlives it when it is deleted), and a line
counts the nodes drawn and says why the others are not (h* = ∞: no goal can
be reached from them; h* not yet known), so that a figure of 6 points out of 32 nodes is not
read as the whole run."""

from __future__ import annotations

import html
import math

import pyqtgraph as pg
import shiboken6
from PySide6.QtCore import QSize, Signal
from PySide6.QtWidgets import QWidget

from cavalo_gui.app.i18n import number
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
        self.inspection: Inspection | None = None
        self.legend_entries: list[tuple[str, str, str]] = []
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        item = self.getPlotItem()
        if item is None or not shiboken6.isValid(item.getViewBox()):
            return  # closed: its plot is being taken apart
        item.setLabel("bottom", self.tr("true remaining cost h*"))
        item.setLabel("left", self.tr("estimate h"))
        self.setAccessibleName(self.tr("h against h*"))
        self.legend_entries = [  # (mark, colour, words), drawn under the title
            ("●", SAFE, self.tr("h ≤ h*: admissible there")),
            ("▲", VIOLATION, self.tr("h > h*: overestimates")),
            ("- -", "#555555", self.tr("h = h*")),
        ]
        self._set_title()

    def title_text(self) -> str:
        """The title's first line: which heuristic, on which problem ("" before any)."""
        inspection = self.inspection
        if inspection is None:
            return ""
        return self.tr("Heuristic {heuristic} against h*, problem {problem}").format(
            heuristic=inspection.heuristic.name, problem=inspection.problem.puzzle.name
        )

    def note_text(self) -> str:
        """The line under the title: the nodes drawn, and why the others are not."""
        inspection = self.inspection
        if inspection is None:
            return ""
        nodes = inspection.nodes
        endless = sum(1 for node in nodes if node.true is not None and math.isinf(node.true))
        unknown = sum(1 for node in nodes if node.true is None)
        drawn = len(self.rows)
        parts = [
            self.tr("{drawn} of {total} expanded nodes drawn").format(
                drawn=number(drawn), total=number(len(nodes))
            )
        ]
        if endless:
            parts.append(
                self.tr("{count} not drawn: h* = ∞, no goal can be reached from them").format(
                    count=number(endless)
                )
            )
        if unknown:
            parts.append(
                self.tr("{count} not drawn: h* not known within the budget").format(
                    count=number(unknown)
                )
            )
        others = len(nodes) - drawn - endless - unknown
        if others > 0:
            parts.append(self.tr("{count} not drawn: h = ∞").format(count=number(others)))
        return "; ".join(parts) + "."

    def _set_title(self) -> None:
        title, note = self.title_text(), self.note_text()
        if not title:
            self.getPlotItem().setTitle(None)
            return
        size = max(8, round(self.font().pointSizeF() * 0.9))
        legend = "&nbsp;&nbsp;&nbsp;".join(
            f"<span style='color:{color}'>{mark}</span>&nbsp;{html.escape(words)}"
            for mark, color, words in self.legend_entries
        )
        item = self.getPlotItem()
        item.setTitle(
            f"<b>{html.escape(title)}</b><br><span style='font-size:{size}pt'>{legend}<br>"
            f"{html.escape(note)}</span>",
            color="#333333",
        )
        label = item.titleLabel  # pyqtgraph gives a title one line: room for all three
        height = math.ceil(label.item.boundingRect().height()) + 4
        label.setMaximumHeight(height)
        item.layout.setRowFixedHeight(0, height)

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
        self.inspection = inspection
        self._set_title()

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
