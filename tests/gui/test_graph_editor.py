"""The graph editor (issue 36, item 2): nodes added by a click, edges by a drag, names, h and
costs edited in place, start and goals set, delete, undo and redo, every change checked by the
reader, h held against the true distances, Save writing the project's format, Export GraphML."""

from __future__ import annotations

import networkx
import pytest
from PySide6.QtCore import QPointF, Qt

from cavalo_gui.app.editor.graph import GraphPiece
from cavalo_gui.app.editor.window import BoardEditor
from cavalo_gui.domains.registry import get_domain, new_draft

GRAPH = get_domain("graph")


@pytest.fixture
def editor(qtbot, window):
    editor = BoardEditor(window, GRAPH, new_draft("graph"))
    qtbot.addWidget(editor)
    editor.show()
    qtbot.waitExposed(editor)
    return editor


def _piece(editor) -> GraphPiece:
    piece = editor.piece
    assert isinstance(piece, GraphPiece)
    return piece


def _drag(qtbot, canvas, start: QPointF, end: QPointF) -> None:
    qtbot.mousePress(canvas, Qt.MouseButton.LeftButton, pos=start.toPoint())
    qtbot.mouseMove(canvas, pos=((start + end) / 2).toPoint())
    qtbot.mouseMove(canvas, pos=end.toPoint())
    qtbot.mouseRelease(canvas, Qt.MouseButton.LeftButton, pos=end.toPoint())


def test_a_new_graph_keeps_the_rules_and_its_h_is_checked(editor):
    piece = _piece(editor)
    assert editor.checked.ok
    assert editor.fault.text() == "The board keeps the puzzle's rules."
    assert piece.h_check.text().startswith("h is admissible")


def test_a_click_adds_a_node_and_a_drag_joins_two(qtbot, editor):
    piece = _piece(editor)
    canvas = piece.canvas
    s = canvas.to_screen(*_place(piece, "S"))
    g = canvas.to_screen(*_place(piece, "G"))
    empty = QPointF((s.x() + g.x()) / 2, s.y() + 80)
    qtbot.mouseClick(canvas, Qt.MouseButton.LeftButton, pos=empty.toPoint())
    assert [node.name for node in piece.draft.nodes] == ["S", "G", "N1"]
    n1 = canvas.to_screen(*_place(piece, "N1"))
    _drag(qtbot, canvas, canvas.to_screen(*_place(piece, "S")), n1)
    assert [(e.source, e.target) for e in piece.draft.edges] == [("S", "G"), ("S", "N1")]
    assert editor.checked.ok


def test_names_h_and_costs_are_edited_in_place_and_checked_live(qtbot, editor):
    piece = _piece(editor)
    piece.canvas.choose(("node", "S"))
    piece.node_h.setValue(5)  # the one edge S-G costs 1: h(S) = 5 is above h* = 1
    assert piece.canvas.faults[0] == ("S",)
    assert "not admissible: above the true distance at S" in piece.h_check.text()
    piece.canvas.choose(("edge", 0))
    piece.edge_cost.setValue(7)
    assert piece.draft.edges[0].cost == 7
    assert piece.canvas.faults == ((), ())
    piece.canvas.choose(("node", "G"))
    piece.node_name.setText("Goal")
    piece.node_name.editingFinished.emit()
    assert piece.draft.goals == ["Goal"] and piece.draft.edges[0].target == "Goal"
    assert editor.checked.ok


def test_delete_undo_and_redo(qtbot, editor):
    piece = _piece(editor)
    piece.canvas.choose(("node", "G"))
    piece.canvas.setFocus()
    qtbot.keyClick(piece.canvas, Qt.Key.Key_Delete)
    assert [n.name for n in piece.draft.nodes] == ["S"] and piece.draft.edges == []
    assert not editor.checked.ok
    assert editor.fault.text() == "no 'node' line declares G"  # the goal is gone with it
    qtbot.mouseClick(piece.undo_button, Qt.MouseButton.LeftButton)
    assert [n.name for n in piece.draft.nodes] == ["S", "G"] and len(piece.draft.edges) == 1
    assert editor.checked.ok
    qtbot.mouseClick(piece.redo_button, Qt.MouseButton.LeftButton)
    assert [n.name for n in piece.draft.nodes] == ["S"]


def test_start_and_goals_are_set_by_their_boxes(qtbot, editor):
    piece = _piece(editor)
    piece.draft.add_node(250, 300)
    piece.canvas.choose(("node", "N1"))
    piece.is_goal.setChecked(True)
    piece.is_start.setChecked(True)
    assert piece.draft.goals == ["G", "N1"] and piece.draft.start == "N1"
    assert editor.checked.ok  # a start that is a goal is a problem solved at once
    piece.canvas.choose(("node", "N1"))
    piece.is_goal.setChecked(False)
    assert piece.draft.goals == ["G"]


def test_save_writes_the_projects_format_and_export_writes_graphml(qtbot, editor, tmp_path):
    piece = _piece(editor)
    text = editor.problem_text()
    assert text.startswith("problem my-graph\n") and "edge S G 1" in text
    path = tmp_path / "mine.graphml"
    assert piece.export(path)
    read = networkx.read_graphml(path)
    assert read.graph["start"] == "S" and read.graph["goal"] == "G"
    assert read.edges["S", "G"]["weight"] == 1.0
    (again,) = GRAPH.read_file(path)
    assert (again.start, again.goals) == ("S", ("G",))


def test_the_editor_reads_in_portuguese(qtbot, window, portuguese):
    editor = BoardEditor(window, GRAPH, new_draft("graph"))
    qtbot.addWidget(editor)
    piece = _piece(editor)
    assert piece.undo_button.text() == "Desfazer"
    assert piece.h_check.text().startswith("h é admissível")


def test_edit_board_opens_the_shown_graph(qtbot, window):
    from .helpers import choose_problem

    choose_problem(window, "romania", "graph")
    window.model.publish()
    draft = new_draft("graph", GRAPH.load_puzzle("romania"))
    editor = BoardEditor(window, GRAPH, draft)
    qtbot.addWidget(editor)
    assert editor.checked.ok and len(_piece(editor).draft.nodes) == 20


def _place(piece, name: str) -> tuple[float, float]:
    node = piece.draft.node(name)
    return node.x, node.y
