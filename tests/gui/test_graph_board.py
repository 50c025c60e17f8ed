"""The graph board and a graph in the window (issue 36): the search drawn on the graph, the
focused node read out, cost not moves in what the window says, a graph inside a run file."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage

from cavalo_gui.app.boards.graph import GraphBoardView
from cavalo_gui.app.boards.graph_picture import CLOSED, EXPANDING, OPEN, PATH
from cavalo_gui.app.export.files import ShotKind
from cavalo_gui.domains.registry import get_domain
from cavalo_gui.engine.events import Outcome
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.run_file import SavedRun, write_run_file

from .helpers import choose, choose_problem, click, expanded, run_to_end

GRAPH = get_domain("graph")


def _step(qtbot, window, times: int) -> None:
    for _ in range(times):
        done = expanded(window)
        click(qtbot, window, window.step_action)
        qtbot.waitUntil(lambda done=done: expanded(window) == done + 1)
    window.model.publish()


@pytest.fixture
def romania(window):
    choose_problem(window, "romania", "graph")
    choose(window, "algorithm", "astar")
    window.model.publish()
    return window


def test_a_star_on_romania_reads_least_cost_418_in_the_window(qtbot, romania):
    final = run_to_end(qtbot, romania)
    assert final.outcome is Outcome.SOLVED and final.solution.g == 418
    assert romania.stats.outcome.text() == "Solved, least cost 418 (proved), in 4 moves"
    assert romania.stats.value("length") == "4 (cost 418)"
    names = [romania.model.problem.step_label(node) for node in final.solution.path()[1:]]
    assert names == ["Sibiu", "Rimnicu Vilcea", "Pitesti", "Bucharest"]


def test_bfs_on_romania_says_fewest_moves_not_least_cost(qtbot, romania):
    choose(romania, "algorithm", "bfs")
    run_to_end(qtbot, romania)
    assert romania.stats.outcome.text() == "Solved at cost 450: fewest moves (3), not least cost"
    assert "optimal" not in romania.stats.outcome.text()


def test_the_board_shows_open_closed_the_path_and_the_node_expanded(qtbot, romania):
    _step(qtbot, romania, 3)  # Arad, Sibiu, Rimnicu Vilcea
    board = romania.board
    assert isinstance(board, GraphBoardView)
    picture = board.picture
    assert picture.path == ("Arad", "Sibiu", "Rimnicu Vilcea")
    assert picture.state_of("Rimnicu Vilcea") == EXPANDING
    assert picture.state_of("Sibiu") == PATH and picture.g_on_path["Sibiu"] == 140
    opened = {node.state for node in romania.model.open_nodes()}
    assert opened == {"Fagaras", "Pitesti", "Timisoara", "Zerind", "Craiova", "Oradea"}
    assert all(picture.state_of(name) == OPEN for name in opened)
    assert picture.closed_states >= {"Arad", "Sibiu"}
    assert picture.state_of("Bucharest") == "unseen"


def test_looking_back_shows_the_search_as_it_stood(qtbot, romania):
    _step(qtbot, romania, 3)
    romania.model.go_to(1)
    romania.model.publish()
    picture = romania.board.picture
    assert picture.path == ("Arad",)
    assert {n.state for n in romania.model.open_nodes()} == {"Zerind", "Sibiu", "Timisoara"}
    assert picture.state_of("Sibiu") == OPEN and picture.state_of("Fagaras") == "unseen"
    assert picture.state_of("Arad") in (PATH, CLOSED, EXPANDING)


def test_a_screen_reader_reads_the_focused_node_with_its_h_and_state(qtbot, romania):
    _step(qtbot, romania, 2)
    board = romania.board
    board.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(board, Qt.Key.Key_Right)  # the second node written: Bucharest
    assert board.accessibleDescription() == "Bucharest · h 0 · not reached yet · goal"
    qtbot.keyClick(board, Qt.Key.Key_Home)
    assert board.accessibleDescription() == "Arad · h 366 · on the path, g 0 · start"
    index = [node.name for node in board.graph.nodes].index("Fagaras")
    board.keyboard_cursor.move_to(0, index)
    assert board.accessibleDescription() == "Fagaras · h 176 · in open"


def test_the_words_of_the_board_in_portuguese(qtbot, romania, portuguese):
    _step(qtbot, romania, 2)
    board = romania.board
    assert board.describe("Sibiu") == "Sibiu · h 253 · a ser expandido, g 140"
    assert board.describe("Arad") == "Arad · h 366 · no caminho, g 0 · início"
    texts = [text for _kind, text in board._legend_items()]
    assert texts == ["a ser expandido", "caminho até ele (g)", "em aberto", "fechado", "objetivo"]


def test_a_click_on_a_node_names_it_for_the_quiz(qtbot, romania):
    board = romania.board
    romania.resize(1366, 768)
    board.grab()
    chosen = []
    board.place_chosen.connect(chosen.append)
    centre = board.place("Sibiu")
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=centre.toPoint())
    assert chosen == ["Sibiu"]


def test_zoom_keeps_the_point_under_the_pointer_and_a_drag_pans(qtbot, romania):
    board = romania.board
    board.grab()
    before = board.place("Pitesti")
    board.zoom_by(2.0, before)
    after = board.place("Pitesti")
    assert abs(after.x() - before.x()) < 0.5 and abs(after.y() - before.y()) < 0.5
    sibiu = board.place("Sibiu")
    board.pan_by(30, -10)
    assert board.place("Sibiu") == sibiu + QPointF(30, -10)
    board.fit_whole()
    assert board.zoom == 1.0


def test_a_screenshot_of_the_board_mid_a_star(qtbot, romania, tmp_path):
    _step(qtbot, romania, 3)
    path = romania.export_screenshot(ShotKind.BOARD, tmp_path / "board.png")
    image = QImage(str(path))
    assert not image.isNull() and image.width() == round(
        romania.board.width() * romania.devicePixelRatioF()
    )


def test_a_graph_travels_inside_a_run_file(qtbot, window, tmp_path):
    romania = GRAPH.load_puzzle("romania")
    drawn = romania.with_ends("Arad", ("Craiova",))
    saved = SavedRun(RunChoices(drawn, "ucs"), step=3)
    path = write_run_file(tmp_path / "graph.cavalo-run", saved)
    with qtbot.waitSignal(window.run_files.landed, timeout=10_000):
        assert window.run_files.open(path)
    puzzle = window.model.problem.puzzle
    assert (puzzle.start, puzzle.goals) == ("Arad", ("Craiova",))
    assert puzzle.graph == romania.graph
    assert len(window.model.recording) == 3


def test_a_graphml_file_opened_in_the_knights_window_is_drawn_as_a_graph(qtbot, window, tmp_path):
    import networkx

    written = networkx.DiGraph(start="S", goal="G")
    written.add_node("S", h=2, x=0, y=0)
    written.add_node("M", h=1, x=50, y=40)
    written.add_node("G", h=0, x=100, y=0)
    written.add_edge("S", "M", weight=1.5)
    written.add_edge("M", "G", weight=1.5)
    written.add_edge("S", "G", weight=5)
    path = tmp_path / "mine.graphml"
    networkx.write_graphml(written, path)
    assert window.open_problem_file(path)  # the knight is the current puzzle
    window.model.publish()
    assert isinstance(window.board, GraphBoardView)
    final = run_to_end(qtbot, window)  # BFS, the window's first algorithm
    assert final.solution.g == 5
    assert window.stats.outcome.text() == "Solved at cost 5: fewest moves (1), not least cost"
    click(qtbot, window, window.reset_action)
    choose(window, "algorithm", "ucs")
    final = run_to_end(qtbot, window)
    assert final.solution.g == 3 and final.solution.moves() == ["M", "G"]
