"""What the window has, on a graph (issue 36, item 5): breakpoints, the pseudocode, the
heuristic inspector and side by side all work on the Romania map."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication

from cavalo_gui.app.run.controller import RunState

from .helpers import RUN_TIMEOUT_MS, choose, choose_problem, click, expanded, run_to_end

WAIT_MS = 20_000


@pytest.fixture(autouse=True)
def _windows_deleted():
    yield
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_a_star_pauses_where_bucharest_is_first_generated(qtbot, window):
    choose_problem(window, "romania", "graph")
    choose(window, "algorithm", "astar")
    window.breakpoints_menu.actions["goal-generated"].setChecked(True)
    with qtbot.waitSignal(window.controller.breakpoint_met, timeout=RUN_TIMEOUT_MS):
        click(qtbot, window, window.run_action)
    assert window.controller.state is RunState.PAUSED
    shown = window.model.shown_node
    assert shown.state == "Bucharest" and shown.g == 450  # first by Fagaras, at 450
    with qtbot.waitSignal(window.controller.breakpoint_met, timeout=RUN_TIMEOUT_MS):
        click(qtbot, window, window.run_action)
    assert window.model.shown_node.g == 418  # again by Pitesti, cheaper: open updated
    window.breakpoints_menu.actions["goal-generated"].setChecked(False)
    with qtbot.waitSignal(window.controller.run_finished, timeout=RUN_TIMEOUT_MS):
        click(qtbot, window, window.run_action)
    window.model.publish()
    assert window.model.finished.solution.g == 418  # then the cheaper way is selected


def test_the_pseudocode_follows_uniform_cost_on_a_graph(qtbot, window):
    choose_problem(window, "romania", "graph")
    choose(window, "algorithm", "ucs")
    pane = window.pseudocode
    window.pseudocode_dock.raise_()
    qtbot.waitUntil(lambda: pane.in_view)
    click(qtbot, window, window.step_action)
    qtbot.waitUntil(lambda: expanded(window) == 1)
    window.model.publish()
    assert "open = " in pane.variables.text()
    run_to_end(qtbot, window)
    assert window.stats.outcome.text() == "Solved, least cost 418 (proved), in 4 moves"


def test_the_inspector_finds_h_admissible_to_bucharest(qtbot, window):
    choose_problem(window, "romania", "graph")
    choose(window, "algorithm", "astar")
    run_to_end(qtbot, window)
    window.inspector.action.trigger()
    inspector = window.inspector.opened
    qtbot.waitUntil(lambda: not inspector.background.running, timeout=WAIT_MS)
    assert inspector.violations.count() == 0
    assert "0 with h > h*, 0 edges" in inspector.heading.text()
    inspector.heat_box.setChecked(True)
    heat = window.board.heat
    assert heat["Arad"] == 1 and set(heat) <= {node.name for node in window.board.graph.nodes}
    assert sum(heat.values()) == len(inspector.nodes)  # each node the search met, once
    assert not window.board.grab().isNull()


def test_side_by_side_races_a_star_and_greedy_on_romania(qtbot, window):
    choose_problem(window, "romania", "graph")
    window.side_by_side.action.trigger()
    race = window.side_by_side.opened
    qtbot.waitExposed(race)
    for lane, algorithm in zip(race.lanes, ("astar", "greedy"), strict=False):
        lane.chooser.select(algorithm)
    race.bar.race_button.click()
    qtbot.waitUntil(lambda: race.all_ended, timeout=30_000)
    QApplication.processEvents()
    race.publish()
    costs = [lane.model.finished.solution.g for lane in race.lanes[:2]]
    assert costs == [418, 450]
    assert race.table.value("length", 0) == "4 (cost 418)"
    assert race.table.value("length", 1) == "3 (cost 450)"


def test_the_compare_window_shows_the_cost_beside_the_depth_on_a_graph(qtbot, window):
    from cavalo_gui.app.compare.window import COST_SECTION
    from cavalo_gui.reports.tables import COLUMNS

    window.compare_action.trigger()
    dialog = window.compare_window
    try:
        assert dialog.table.isColumnHidden(COST_SECTION)  # no run with costs yet
        dialog.choices.problems.set_checked(["graph/romania"])
        dialog.choices.algorithms.set_checked(["bfs", "astar"])
        dialog.choices.heuristics.set_checked(["graph/h"])
        with qtbot.waitSignal(dialog.batch_finished, timeout=60_000):
            qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
        assert not dialog.table.isColumnHidden(COST_SECTION)
        header = dialog.table.horizontalHeader()
        depth = [column.key for column in COLUMNS].index("depth")
        assert header.visualIndex(COST_SECTION) == header.visualIndex(depth) + 1
        model = dialog.model
        costs = sorted(model.index(row, COST_SECTION).data() for row in range(model.rowCount()))
        assert costs == ["418", "450"]
    finally:
        dialog.shutdown()
