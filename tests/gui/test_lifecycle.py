"""Closing mid-run, responsiveness at full speed, settings that survive a restart."""

from __future__ import annotations

from cavalo_gui.app.run.controller import RunState
from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.window.main_window import MainWindow
from cavalo_gui.engine.limits import DEFAULT_MAX_NODES

from .conftest import qt_warnings
from .helpers import choose, choose_problem, click, expanded


def test_closing_mid_run_stops_the_thread_without_warnings(qtbot, window, qtlog):
    choose_problem(window, "F")
    click(qtbot, window, window.run_action)
    qtbot.waitUntil(lambda: expanded(window) > 200, timeout=10_000)
    thread = window.controller.worker_thread
    assert thread is not None and thread.isRunning()
    window.close()
    assert not thread.isRunning()
    assert window.controller.worker is None
    assert qt_warnings(qtlog) == []


def test_choices_and_geometry_are_remembered(qtbot, tmp_path):
    path = tmp_path / "settings.ini"
    first = MainWindow(AppSettings(path))
    qtbot.addWidget(first)
    choose_problem(first, "C")
    choose(first, "algorithm", "astar")
    first.panel.max_nodes.setValue(12345)
    first.close()
    second = MainWindow(AppSettings(path))
    qtbot.addWidget(second)
    assert second.panel.puzzle().name == "C"
    assert second.panel.algorithm.currentData() == "astar"
    assert second.panel.max_nodes.value() == 12345
    assert second.controller.choices.puzzle.name == "C"
    assert second.board.picture.target == second.controller.choices.puzzle.target
    second.close()


def test_bad_remembered_values_fall_back_to_defaults_with_a_notice(qtbot, tmp_path):
    path = tmp_path / "settings.ini"
    path.write_text(
        "[choices]\nalgorithm=no-such-search\n[budgets]\nmax_nodes=lots\n", encoding="utf-8"
    )
    main_window = MainWindow(AppSettings(path))
    qtbot.addWidget(main_window)
    assert main_window.panel.algorithm.currentData() == "bfs"
    assert main_window.panel.max_nodes.value() == DEFAULT_MAX_NODES
    notices = " ".join(main_window.app_settings.notices)
    assert "no-such-search" in notices and "max_nodes" in notices
    assert main_window.statusBar().currentMessage() in main_window.app_settings.notices
    assert main_window.controller.state is RunState.IDLE
    main_window.close()


def test_every_registered_algorithm_is_offered_with_its_parameters(window):
    from cavalo_gui.engine.algorithms import ALGORITHMS

    offered = [window.panel.algorithm.itemData(i) for i in range(window.panel.algorithm.count())]
    assert offered == list(ALGORITHMS)
    for name, algorithm in ALGORITHMS.items():
        choose(window, "algorithm", name)
        assert set(window.controller.choices.parameters) == {p.name for p in algorithm.parameters}
        assert window.panel.heuristic.isEnabled() == algorithm.informed
