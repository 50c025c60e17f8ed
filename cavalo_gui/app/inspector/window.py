"""Run > Inspect heuristic: the nodes the run expanded, their h against the true remaining
cost h*, the violations listed and clickable, and the board's heat map.

The h* are found in the background (:mod:`cavalo_gui.app.inspector.worker`); the window stays
live meanwhile and shows them as they come.
"""

from __future__ import annotations

import math
from statistics import fmean

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from cavalo_gui.app.i18n import current_language
from cavalo_gui.app.inspector.scatter import ScatterPlot
from cavalo_gui.app.inspector.worker import InspectionThread, InspectionWorker
from cavalo_gui.app.run.controller import RunState
from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.inspection_seam import breakdown_of, heat_counts
from cavalo_gui.domains.languages import format_short
from cavalo_gui.engine.node import Node
from cavalo_gui.reports.heuristic_inspection import (
    DEFAULT_PER_STATE,
    DEFAULT_TOTAL,
    InspectedNode,
    Inspection,
)

REFRESH_LIMIT = 20_000  # nodes beyond this many are not inspected (the first ones are)


class InspectorWindow(QWidget):
    """The inspector of one main window's run."""

    def __init__(self, window, budgets: tuple[int, int] = (DEFAULT_PER_STATE, DEFAULT_TOTAL)):
        super().__init__(window, Qt.WindowType.Window)
        self.setObjectName("inspector")
        self.main_window = window
        self.model = window.model
        self.budgets = budgets
        self.nodes: list[Node] = []
        self.picked: int | None = None
        self.background = InspectionThread(self)
        self.background.progressed.connect(self._on_progress)
        self.background.finished.connect(self._on_finished)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.progress = QProgressBar()
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancel)
        self.again_button = QPushButton()
        self.again_button.clicked.connect(self.start)
        self.heat_box = QCheckBox()
        self.heat_box.toggled.connect(self._show_heat)
        self.plot = ScatterPlot()
        self.plot.node_picked.connect(self.pick)
        self.violations = QListWidget()
        self.violations.setObjectName("violations")
        self.violations.currentRowChanged.connect(self._on_violation_chosen)
        self.violations_title = QLabel()
        self.detail = QLabel()
        self.detail.setObjectName("inspector_detail")
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._layout()
        window.controller.state_changed.connect(self._on_run_state)
        self._rows: list[tuple[str, int]] = []  # each listed violation: its kind and row
        self.retranslate_ui()
        self.resize(900, 620)

    def _layout(self) -> None:
        bar = QHBoxLayout()
        bar.addWidget(self.progress, 1)
        bar.addWidget(self.cancel_button)
        bar.addWidget(self.again_button)
        bar.addWidget(self.heat_box)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.violations_title)
        side_layout.addWidget(self.violations, 1)
        split = QSplitter()
        split.addWidget(self.plot)
        split.addWidget(side)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 1)
        self.split = split
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addLayout(bar)
        layout.addWidget(split, 1)
        layout.addWidget(self.detail)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        width = self.split.width()
        self.split.setSizes([width * 11 // 20, width - width * 11 // 20])

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Heuristic inspector"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.again_button.setText(self.tr("Inspect again"))
        self.heat_box.setText(self.tr("Heat map on the board"))
        self.heat_box.setToolTip(self.tr("How often the search touched each square, arc or cell"))
        self.violations_title.setText(self.tr("Violations (click one to see its node)"))
        self.plot.retranslate_ui()
        self._describe()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # The background work.

    @property
    def inspection(self) -> Inspection | None:
        worker = self.background.worker
        return worker.inspection if worker is not None else None

    def start(self) -> None:
        """Inspect the nodes the window's run has expanded so far."""
        recording = self.model.recording
        expansions = recording.expansions(0, len(recording))[:REFRESH_LIMIT]
        self.nodes = [expansion.node for expansion in expansions]
        problem = self.model.problem
        domain = self.model.domain
        name = self.model.heuristic_name or domain.default_heuristic
        heuristic = problem.heuristics()[name]
        worker = InspectionWorker(
            problem, heuristic, self.nodes, domain.default_heuristic, self.budgets
        )
        self.picked = None
        self.progress.setRange(0, max(1, len(self.nodes)))
        self.progress.setValue(0)
        self.cancel_button.setEnabled(True)
        self.background.start(worker)
        self._describe()
        if self.heat_box.isChecked():
            self._show_heat(True)

    def _on_run_state(self, state) -> None:
        """A run started afresh (Reset, new choices): the old run's heat leaves the board."""
        if state is RunState.IDLE:
            self.background.cancel()
            self.heat_box.setChecked(False)
            self.main_window.board.set_heat(None)

    def cancel(self) -> None:
        self.background.cancel()
        self.cancel_button.setEnabled(False)
        self._refresh()

    def _on_progress(self, settled: int) -> None:
        self.progress.setValue(settled)
        self._refresh()

    def _on_finished(self) -> None:
        self.cancel_button.setEnabled(False)
        self._refresh()

    # What it shows.

    def _refresh(self) -> None:
        inspection = self.inspection
        if inspection is None:
            return
        self.plot.show_inspection(inspection)
        self._list_violations(inspection)
        self._describe()

    def _list_violations(self, inspection: Inspection) -> None:
        rows = [("h", node.row) for node in inspection.inadmissible()]
        rows += [("edge", edge.child) for edge in inspection.inconsistencies()]
        if rows == self._rows:
            return
        self._rows = rows
        current = self.violations.currentRow()
        self.violations.blockSignals(True)
        self.violations.clear()
        by_child = {edge.child: edge for edge in inspection.inconsistencies()}
        for kind, row in rows:
            node = inspection.nodes[row]
            if kind == "h":
                text = self.tr("h > h*: node {row} ({moves}): h {h} > h* {true}").format(
                    row=row,
                    moves=self._moves(node),
                    h=self._number(node.h),
                    true=self._number(node.true),
                )
            else:
                edge = by_child[row]
                text = self.tr("h drops: node {parent} → {row} ({moves}): by {drop}, step {cost}")
                text = text.format(
                    parent=edge.parent,
                    row=row,
                    moves=self._moves(node),
                    drop=self._number(edge.drop),
                    cost=self._number(edge.cost),
                )
            item = QListWidgetItem(text)
            if kind == "h":
                item.setForeground(Qt.GlobalColor.darkRed)
            self.violations.addItem(item)
        self.violations.setCurrentRow(min(current, len(rows) - 1))
        self.violations.blockSignals(False)

    def _describe(self) -> None:
        inspection = self.inspection
        if inspection is None:
            self.heading.setText(self.tr("Run the search, then inspect its expanded nodes."))
            return
        ratios = inspection.ratios()
        text = self.tr(
            "{heuristic}: {known} of {n} expanded nodes with h* known; {bad} with h > h*, "
            "{drops} edges where h drops by more than the step"
        ).format(
            heuristic=inspection.heuristic.name,
            known=self._number(inspection.known()),
            n=self._number(len(inspection.nodes)),
            bad=self._number(len(inspection.inadmissible())),
            drops=self._number(len(inspection.inconsistencies())),
        )
        if ratios:
            text += self.tr("; largest h/h* {largest}, mean {mean}").format(
                largest=self._number(max(ratios)), mean=self._number(fmean(ratios))
            )
        self.heading.setText(text)
        self._describe_picked()

    def _describe_picked(self) -> None:
        inspection = self.inspection
        if inspection is None or self.picked is None:
            self.detail.setText(self.tr("Click a point or a violation to see its node."))
            return
        node = inspection.nodes[self.picked]
        true = self.tr("unknown") if node.true is None else self._number(node.true)
        text = self.tr("Node {row} ({moves}): g {g}, h {h}, h* {true}").format(
            row=node.row,
            moves=self._moves(node),
            g=self._number(node.g),
            h=self._number(node.h),
            true=true,
        )
        said = breakdown_of(self.model.problem, node.state, inspection.heuristic.name)
        if said is not None:
            text += "\n" + render(said, current_language())
        self.detail.setText(text)

    def pick(self, row: int) -> None:
        """Show node ``row`` on the board, ringed in the scatter, with its numbers."""
        inspection = self.inspection
        if inspection is None or not 0 <= row < len(self.nodes):
            return
        self.picked = row
        self.model.set_focus(self.nodes[row])
        self.model.publish()
        self.plot.pick(inspection, row)
        self._describe_picked()

    def _on_violation_chosen(self, index: int) -> None:
        if 0 <= index < len(self._rows):
            self.pick(self._rows[index][1])

    def _show_heat(self, on: bool) -> None:
        board = self.main_window.board
        nodes = self.nodes or [
            expansion.node
            for expansion in self.model.recording.expansions(0, len(self.model.recording))
        ]
        board.set_heat(dict(heat_counts(self.model.problem, nodes)) if on else None)

    def _moves(self, node: InspectedNode) -> str:
        path = self.inspection.path_text(node) if self.inspection is not None else ""
        return path or self.tr("the start")

    def _number(self, value: float | None) -> str:
        if value is None:
            return "?"
        if isinstance(value, float) and math.isinf(value):
            return "∞"
        return format_short(value, current_language())

    def closeEvent(self, event) -> None:
        self.background.cancel()
        self.main_window.board.set_heat(None)
        super().closeEvent(event)


def open_inspector(window, inspector: InspectorWindow | None) -> InspectorWindow:
    """Show the main window's inspector (``inspector``, or a new one) and start inspecting
    its run."""
    if inspector is None:
        inspector = InspectorWindow(window)
    inspector.show()
    inspector.raise_()
    inspector.start()
    return inspector
