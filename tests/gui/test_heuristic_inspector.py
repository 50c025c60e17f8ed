"""Run > Inspect heuristic: h against h* of the run's expanded nodes, the violations listed and
clickable, the board's heat map, and the background work that never freezes the window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer

from cavalo_gui.app.inspector.window import InspectorWindow
from tests.gui.helpers import choose, choose_problem, click, run_to_end

WAIT_MS = 20_000


def inspect_c(qtbot, window, heuristic: str) -> InspectorWindow:
    choose_problem(window, "C")
    choose(window, "algorithm", "astar")
    choose(window, "heuristic", heuristic)
    run_to_end(qtbot, window)
    window.inspector.action.trigger()
    inspector = window.inspector.opened
    qtbot.waitUntil(lambda: not inspector.background.running, timeout=WAIT_MS)
    qtbot.wait(10)
    return inspector


def listed(inspector: InspectorWindow) -> list[str]:
    return [inspector.violations.item(i).text() for i in range(inspector.violations.count())]


def test_enunciado_on_c_lists_its_violations_and_a_click_shows_the_node(qtbot, window) -> None:
    inspector = inspect_c(qtbot, window, "enunciado")
    rows = listed(inspector)
    assert sum(text.startswith("h > h*") for text in rows) == 5
    assert sum(text.startswith("h drops") for text in rows) == 15
    assert "5 with h > h*, 15 edges where h drops" in inspector.heading.text()
    last = next(i for i, text in enumerate(rows) if "A1 B3 C1 D3 B2" in text)
    assert rows[last] == "h > h*: node 31 (A1 B3 C1 D3 B2): h 1.624 > h* 1"
    inspector.violations.setCurrentRow(last)
    assert window.model.shown_node.moves() == ["A1", "B3", "C1", "D3", "B2"]
    assert window.board.picture.knight is not None
    detail = inspector.detail.text()
    assert detail.startswith("Node 31 (A1 B3 C1 D3 B2): g 5, h 1.624, h* 1")
    assert "h = o / m" in detail
    red = [spot for spot in inspector.plot.points.points() if spot.symbol() == "t1"]
    assert len(red) == 5


def test_reach_on_c_has_none_and_says_what_it_could_not_reach(qtbot, window) -> None:
    inspector = inspect_c(qtbot, window, "reach")
    assert listed(inspector) == []
    assert "0 with h > h*, 0 edges" in inspector.heading.text()
    inspector.pick(len(inspector.nodes) - 1)
    detail = inspector.detail.text()
    assert "counted the numbers the knight can reach:" in detail
    assert "could not reach" in detail


def test_in_portuguese(qtbot, window, portuguese) -> None:
    inspector = inspect_c(qtbot, window, "enunciado")
    assert inspector.windowTitle() == "Inspetor da heurística"
    assert "5 com h > h*" in inspector.heading.text()
    inspector.pick(31)
    assert inspector.detail.text().startswith(
        "Nó 31 (A1 B3 C1 D3 B2): g 5, h 1,624, h* 1\no = 87 pontos em falta; m = 375 / 7"
    )


def test_heat_map_counts_each_square_the_search_touched(qtbot, window) -> None:
    inspector = inspect_c(qtbot, window, "enunciado")
    inspector.heat_box.setChecked(True)
    heat = window.board.heat
    knight_squares = [node.state[1] for node in inspector.nodes if node.state[1] >= 0]
    assert sum(heat.values()) == len(knight_squares)
    square = max(heat, key=heat.get)
    assert heat[square] == knight_squares.count(square)
    image = window.board.grab().toImage()
    centre = window.board.square_rect(square).center().toPoint()
    colour = image.pixelColor(centre * window.board.devicePixelRatioF())
    assert colour.red() > colour.blue() + 60  # warm
    inspector.heat_box.setChecked(False)
    assert window.board.heat is None


def test_the_background_work_keeps_the_window_live_and_within_budget(
    qtbot, window, monkeypatch
) -> None:
    choose_problem(window, "F")
    choose(window, "algorithm", "bfs")
    click(qtbot, window, window.step_action)
    for _ in range(300):
        window.controller.step()
    qtbot.waitUntil(lambda: window.model.counters.expanded >= 300, timeout=WAIT_MS)
    problem = window.model.problem
    generated = [0]
    original = type(problem).successors

    def counted(self, state):
        for successor in original(self, state):
            generated[0] += 1
            yield successor

    monkeypatch.setattr(type(problem), "successors", counted)
    per_state, total = 20_000, 120_000
    inspector = InspectorWindow(window, (per_state, total))
    qtbot.addWidget(inspector)
    inspector.show()
    served_at: list[tuple[int, int]] = []  # (successors generated, progress shown) at each beat
    timer = QTimer()
    timer.timeout.connect(lambda: served_at.append((generated[0], inspector.progress.value())))
    timer.start(10)
    inspector.start()
    qtbot.waitUntil(lambda: not inspector.background.running, timeout=WAIT_MS)
    timer.stop()
    mid_work = [(done, shown) for done, shown in served_at if 0 < done < generated[0]]
    # The GUI thread served its timer again and again while the work went on (a window the
    # work blocked serves it once or twice), and showed the progress as it went.
    assert len({done for done, _shown in mid_work}) >= 10, served_at
    assert len({shown for _done, shown in mid_work}) >= 2, served_at
    assert generated[0] == inspector.inspection.spent <= total
    assert inspector.inspection.known() < len(inspector.nodes)  # the budget ran out


def warm_at(board, point) -> bool:
    image = board.grab().toImage()
    colour = image.pixelColor((point * board.devicePixelRatioF()).toPoint())
    return colour.red() > colour.blue() + 60


@pytest.mark.parametrize("domain", ["dots", "blokus"])
def test_each_puzzle_board_draws_its_own_heat(qtbot, window, domain: str) -> None:
    choose_problem(window, "C", domain)
    choose(window, "algorithm", "bfs")
    for _ in range(6):
        window.controller.step()
    model = window.model
    qtbot.waitUntil(
        lambda: model.counters.expanded >= 6 or model.finished is not None, timeout=WAIT_MS
    )
    window.inspector.action.trigger()
    inspector = window.inspector.opened
    qtbot.waitUntil(lambda: not inspector.background.running, timeout=WAIT_MS)
    window.model.set_focus(None)
    window.model.publish()
    inspector.heat_box.setChecked(True)
    board = window.board
    heat = board.heat
    children = [node for node in inspector.nodes if node.parent is not None]
    assert (
        sum(heat.values())
        == sum(
            len(window.model.problem.touched(node.state, node.parent.state)) for node in children
        )
        > 0
    )
    cell = max(heat, key=heat.get)
    shape = board.arc_line(cell) if domain == "dots" else board.square_rect(cell)
    point = shape.center()
    assert warm_at(board, point)
    inspector.heat_box.setChecked(False)
    assert not warm_at(board, point)


def test_cancel_stops_the_background_work(qtbot, window) -> None:
    choose_problem(window, "F")
    choose(window, "algorithm", "bfs")
    for _ in range(200):
        window.controller.step()
    qtbot.waitUntil(lambda: window.model.counters.expanded >= 200, timeout=WAIT_MS)
    inspector = InspectorWindow(window, (50_000, 5_000_000))
    qtbot.addWidget(inspector)
    inspector.show()
    inspector.start()
    qtbot.wait(200)
    assert inspector.background.running
    qtbot.mouseClick(inspector.cancel_button, Qt.MouseButton.LeftButton)
    assert not inspector.background.running
    assert inspector.inspection.known() < len(inspector.nodes)
    assert not inspector.cancel_button.isEnabled()


def test_reset_takes_the_old_runs_heat_off_the_board(qtbot, window) -> None:
    inspector = inspect_c(qtbot, window, "enunciado")
    inspector.heat_box.setChecked(True)
    assert window.board.heat
    click(qtbot, window, window.reset_action)
    qtbot.waitUntil(lambda: window.board.heat is None, timeout=WAIT_MS)
    assert not inspector.heat_box.isChecked()


def test_a_graph_path_sets_its_node_names_apart(qtbot, window) -> None:
    """Node names may hold spaces ('Rimnicu Vilcea'): the graph's path reads with arrows."""
    choose_problem(window, "romania", "graph")
    choose(window, "algorithm", "astar")
    run_to_end(qtbot, window)
    window.inspector.action.trigger()
    inspector = window.inspector.opened
    qtbot.waitUntil(lambda: not inspector.background.running, timeout=WAIT_MS)
    rows = inspector.inspection.nodes
    row = next(n.row for n in rows if n.moves == ("Sibiu", "Rimnicu Vilcea"))
    inspector.pick(row)
    assert inspector.detail.text().startswith(f"Node {row} (Sibiu → Rimnicu Vilcea): g 220")
