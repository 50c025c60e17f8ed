"""The graph piece of the editor: click on empty ground to add a node, drag from one node to
another for an edge, drag a node to move it; the chosen node's name, h, start and goal, or the
chosen edge's cost and direction, are edited beside the drawing; Delete removes the chosen one;
Undo and Redo step through every change. After each change the h values are held against the
true distances to the goals: the nodes whose h is above it (not admissible) are ringed red,
those an edge makes h drop by more than its cost from (not consistent) orange. Export GraphML
writes the drawn graph for networkx and other tools.
"""

from __future__ import annotations

import copy
from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cavalo_gui.app.editor.graph_canvas import GraphCanvas
from cavalo_gui.app.i18n import report_language
from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.editing import check_draft
from cavalo_gui.domains.graph.domain import GRAPH
from cavalo_gui.domains.graph.editing import GraphDraft
from cavalo_gui.domains.graph.graph import h_faults
from cavalo_gui.domains.graph.standard_formats import write_graphml
from cavalo_gui.engine.message import message

MOST_VALUE = 1e9


def said(id: str, **parameters: object) -> str:
    return render(message(id, **parameters), report_language())  # type: ignore[arg-type]


class GraphPiece(QWidget):
    """The canvas, the chosen node's or edge's fields, Delete, Undo, Redo, the h check and
    Export GraphML."""

    changed = Signal()

    def __init__(self, draft: GraphDraft, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("editor_graph")
        self.draft = draft
        self.undone: list = []
        self.done: list = []
        self.canvas = GraphCanvas(draft, self)
        self.canvas.about_to_change.connect(self.record)
        self.canvas.changed.connect(self._on_changed)
        self.canvas.chosen_changed.connect(self._show_chosen)
        self.node_name = QLineEdit(objectName="editor_node_name")
        self.node_name.editingFinished.connect(self._on_name)
        self.node_h = _number_box("editor_node_h")
        self.node_h.valueChanged.connect(self._on_h)
        self.is_start = QCheckBox(objectName="editor_node_start")
        self.is_start.toggled.connect(self._on_start)
        self.is_goal = QCheckBox(objectName="editor_node_goal")
        self.is_goal.toggled.connect(self._on_goal)
        self.edge_cost = _number_box("editor_edge_cost")
        self.edge_cost.valueChanged.connect(self._on_cost)
        self.one_way = QCheckBox(objectName="editor_edge_one_way")
        self.one_way.toggled.connect(self._on_one_way)
        self.labels = {key: QLabel() for key in ("name", "h", "cost")}
        form = QFormLayout()
        form.addRow(self.labels["name"], self.node_name)
        form.addRow(self.labels["h"], self.node_h)
        form.addRow(self.is_start)
        form.addRow(self.is_goal)
        form.addRow(self.labels["cost"], self.edge_cost)
        form.addRow(self.one_way)
        self.delete_button = QPushButton(objectName="editor_delete")
        self.delete_button.clicked.connect(self.canvas.delete_chosen)
        self.undo_button = QPushButton(objectName="editor_undo")
        self.undo_button.clicked.connect(self.undo)
        self.redo_button = QPushButton(objectName="editor_redo")
        self.redo_button.clicked.connect(self.redo)
        self.export_button = QPushButton(objectName="editor_export_graphml")
        self.export_button.clicked.connect(self.choose_export)
        self.h_check = QLabel(objectName="editor_h_check")
        self.h_check.setWordWrap(True)
        self.hint = QLabel(objectName="editor_graph_hint")
        self.hint.setWordWrap(True)
        side = QVBoxLayout()
        side.addLayout(form)
        for button in (self.delete_button, self.undo_button, self.redo_button):
            side.addWidget(button)
        side.addStretch(1)
        side.addWidget(self.export_button)
        top = QHBoxLayout()
        top.addWidget(self.canvas, 1)
        top.addLayout(side)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.hint)
        layout.addLayout(top, 1)
        layout.addWidget(self.h_check)
        self._showing = False
        self._show_chosen()
        self._check_h()

    def retranslate_ui(self) -> None:
        self.hint.setText(said("graph.editor.hint"))
        self.labels["name"].setText(said("graph.editor.name"))
        self.labels["h"].setText(said("graph.editor.h"))
        self.labels["cost"].setText(said("graph.editor.cost"))
        self.is_start.setText(said("graph.editor.start"))
        self.is_goal.setText(said("graph.editor.goal"))
        self.one_way.setText(said("graph.editor.one-way"))
        self.delete_button.setText(said("graph.editor.delete"))
        self.undo_button.setText(said("graph.editor.undo"))
        self.redo_button.setText(said("graph.editor.redo"))
        self.export_button.setText(said("graph.editor.export"))
        self._check_h()

    # Undo and redo: a copy of the drawing before each change.

    def _state(self) -> tuple:
        draft = self.draft
        return copy.deepcopy((draft.nodes, draft.edges, draft.start, draft.goals))

    def _restore(self, state: tuple) -> None:
        self.draft.nodes, self.draft.edges, self.draft.start, self.draft.goals = copy.deepcopy(
            state
        )
        self.canvas.choose(None)
        self._on_changed()

    def record(self) -> None:
        """Keep the drawing as it is, before a change: what Undo goes back to."""
        self.done.append(self._state())
        self.undone.clear()

    def undo(self) -> None:
        if self.done:
            self.undone.append(self._state())
            self._restore(self.done.pop())

    def redo(self) -> None:
        if self.undone:
            self.done.append(self._state())
            self._restore(self.undone.pop())

    # The chosen node or edge.

    def _chosen_node(self):
        chosen = self.canvas.chosen
        if chosen is None or chosen[0] != "node":
            return None
        return next((n for n in self.draft.nodes if n.name == chosen[1]), None)

    def _chosen_edge(self):
        chosen = self.canvas.chosen
        if chosen is None or chosen[0] != "edge" or chosen[1] >= len(self.draft.edges):  # type: ignore[operator]
            return None
        return self.draft.edges[chosen[1]]  # type: ignore[index]

    def _show_chosen(self) -> None:
        node, edge = self._chosen_node(), self._chosen_edge()
        self._showing = True
        for widget in (self.node_name, self.node_h, self.is_start, self.is_goal):
            widget.setEnabled(node is not None)
        for widget in (self.edge_cost, self.one_way):
            widget.setEnabled(edge is not None)
        self.delete_button.setEnabled(node is not None or edge is not None)
        if node is not None:
            self.node_name.setText(node.name)
            self.node_h.setValue(node.h)
            self.is_start.setChecked(node.name == self.draft.start)
            self.is_goal.setChecked(node.name in self.draft.goals)
        if edge is not None:
            self.edge_cost.setValue(edge.cost)
            self.one_way.setChecked(edge.directed)
        self._showing = False

    def _edit(self, change) -> None:
        if not self._showing:
            self.canvas.changed_by(change)

    def _on_name(self) -> None:
        node = self._chosen_node()
        new = self.node_name.text().strip()
        if node is not None and new and new != node.name:
            old = node.name
            self._edit(lambda: self.draft.rename(old, new))
            self.canvas.chosen = ("node", new)

    def _on_h(self, value: float) -> None:
        node = self._chosen_node()
        if node is not None and node.h != value:
            self._edit(lambda: setattr(node, "h", value))

    def _on_start(self, on: bool) -> None:
        node = self._chosen_node()
        if node is not None and on and self.draft.start != node.name:
            self._edit(lambda: setattr(self.draft, "start", node.name))

    def _on_goal(self, on: bool) -> None:
        node = self._chosen_node()
        if node is None or (node.name in self.draft.goals) == on:
            return
        if on:
            self._edit(lambda: self.draft.goals.append(node.name))
        else:
            self._edit(lambda: self.draft.goals.remove(node.name))

    def _on_cost(self, value: float) -> None:
        edge = self._chosen_edge()
        if edge is not None and edge.cost != value:
            self._edit(lambda: setattr(edge, "cost", value))

    def _on_one_way(self, on: bool) -> None:
        edge = self._chosen_edge()
        if edge is not None and edge.directed != on:
            self._edit(lambda: setattr(edge, "directed", on))

    def _on_changed(self) -> None:
        self._show_chosen()
        self._check_h()
        self.undo_button.setEnabled(bool(self.done))
        self.redo_button.setEnabled(bool(self.undone))
        self.changed.emit()

    # h against the truth.

    def _check_h(self) -> None:
        """Read the drawing as the reader does; when it is a graph, hold each h against the
        true distance to the goals and mark the nodes that break admissibility or consistency."""
        checked = check_draft(GRAPH, self.draft)
        if checked.puzzle is None:
            self.canvas.faults = ((), ())
            self.h_check.setText("")
        else:
            puzzle = checked.puzzle
            over, steep = h_faults(puzzle.graph, puzzle.goals)  # type: ignore[attr-defined]
            self.canvas.faults = (over, steep)
            admissible = (
                said("graph.editor.admissible")
                if not over
                else said("graph.editor.not-admissible", nodes=", ".join(over))
            )
            consistent = (
                said("graph.editor.consistent")
                if not steep
                else said("graph.editor.not-consistent", nodes=", ".join(steep))
            )
            self.h_check.setText(f"{admissible}\n{consistent}")
        self.export_button.setEnabled(checked.puzzle is not None)
        self.canvas.update()

    def choose_export(self) -> None:
        path, _chosen = QFileDialog.getSaveFileName(
            self, said("graph.editor.export"), f"{self.draft.name}.graphml", "GraphML (*.graphml)"
        )
        if path:
            self.export(path)

    def export(self, path: str | Path) -> bool:
        """Write the drawing as GraphML; a dialog, and False, when it cannot be."""
        checked = check_draft(GRAPH, self.draft)
        if checked.puzzle is None:
            return False
        try:
            Path(path).write_text(write_graphml(checked.puzzle), encoding="utf-8")  # type: ignore[arg-type]
        except OSError as error:
            QMessageBox.critical(self, said("graph.editor.export"), f"{path}: {error.strerror}")
            return False
        return True


def _number_box(name: str) -> QDoubleSpinBox:
    box = QDoubleSpinBox(objectName=name)
    box.setRange(0, MOST_VALUE)
    box.setDecimals(2)
    box.setKeyboardTracking(False)
    return box
