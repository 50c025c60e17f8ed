"""File > Save run… and File > Open run… (issue 27, item 2): a run saved mid-run reopens in
another window at the same step, with the same statistics and open list; a bad run file gets
one dialog naming it and what is wrong, and the current run stays as it was."""

from __future__ import annotations

import json
import os

import pytest
from PySide6.QtWidgets import QApplication, QDockWidget, QFileDialog

from cavalo_gui.app.main import build_parser, open_window
from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.widgets.stats_panel import STATISTICS
from cavalo_gui.app.window.main_window import MainWindow
from cavalo_gui.domains.registry import get_domain
from cavalo_gui.engine.breakpoints import DEPTH, GOAL_GENERATED, REOPEN, Breakpoint
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.run_file import SavedRun, read_run_file, write_run_file

from .helpers import choose, choose_problem, click

TIME = "seconds"  # the one statistic a second run cannot repeat


def _other_window(qtbot, tmp_path, name: str = "other") -> MainWindow:
    other = MainWindow(AppSettings(tmp_path / f"{name}.ini"))
    qtbot.addWidget(other)
    other.show()
    qtbot.waitExposed(other)
    return other


def _statistics(window) -> dict[str, str]:
    window.model.publish()
    return {key: window.stats.value(key) for key in STATISTICS if key != TIME}


def _open_rows(window) -> list[list[str]]:
    table = window.open_list.table
    return [
        [table.topLevelItem(row).text(column) for column in range(table.columnCount())]
        for row in range(table.topLevelItemCount())
    ]


def _pause_mid_run(qtbot, window, past: int) -> None:
    """Run at full speed, and pause once more than ``past`` nodes are expanded."""
    click(qtbot, window, window.run_action)
    qtbot.waitUntil(lambda: window.model.counters.expanded > past, timeout=10_000)
    with qtbot.waitSignal(window.controller.paused, timeout=5_000):
        click(qtbot, window, window.pause_action)
    qtbot.waitUntil(lambda: len(_open_rows(window)) > 0, timeout=5_000)


def _reopen(qtbot, tmp_path, path) -> MainWindow:
    other = _other_window(qtbot, tmp_path)
    with qtbot.waitSignal(other.run_files.landed, timeout=20_000):
        assert other.run_files.open(path)
    return other


@pytest.mark.parametrize(
    ("domain", "problem", "seed", "algorithm", "past"),
    [
        ("knight", "F", 7, "astar", 300),
        ("dots", "C", None, "bfs", 200),
        ("blokus", "D", None, "bfs", -10),  # solved in 25 expansions: 10 Steps
    ],
)
def test_a_run_saved_mid_run_reopens_at_its_step_with_its_statistics_and_open_list(
    qtbot, window, tmp_path, domain, problem, seed, algorithm, past
):
    choose_problem(window, problem, domain)
    if seed is not None:
        window.panel.seed.setValue(seed)
    choose(window, "algorithm", algorithm)
    if past > 0:
        _pause_mid_run(qtbot, window, past)
    else:
        for _ in range(-past):
            click(qtbot, window, window.step_action)
        qtbot.waitUntil(lambda: len(window.model.recording) == -past)
        qtbot.waitUntil(lambda: len(_open_rows(window)) > 0, timeout=5_000)
    path = tmp_path / f"{problem}.cavalo-run"
    assert window.run_files.save(path)
    step = len(window.model.recording)
    assert step >= abs(past)
    record = json.loads(path.read_text(encoding="utf-8"))
    assert (record["puzzle"], record["algorithm"], record["step"]) == (domain, algorithm, step)

    other = _reopen(qtbot, tmp_path, path)
    try:
        assert len(other.model.recording) == step
        assert other.controller.choices.puzzle == window.controller.choices.puzzle
        assert other.panel.puzzle() == window.panel.puzzle()
        assert other.panel.algorithm.currentData() == algorithm
        assert other.panel.problem.current_is_bundled()  # F seed 7 is the shipped F, seeded
        assert other.panel.seed.value() == (seed or window.panel.seed.value())
        assert _statistics(other) == _statistics(window)
        # both windows' open lists settle on the nodes open after the step (a preview may
        # tell of an earlier step while the next is on its way)
        qtbot.waitUntil(lambda: _open_rows(other) == _open_rows(window), timeout=5_000)
        assert _open_rows(other)
    finally:
        other.controller.shutdown()


def test_a_finished_run_reopens_finished_with_its_outcome(qtbot, window, tmp_path):
    choose_problem(window, "A")
    with qtbot.waitSignal(window.controller.run_finished, timeout=20_000):
        click(qtbot, window, window.run_action)
    path = tmp_path / "a.cavalo-run"
    assert window.run_files.save(path)
    other = _reopen(qtbot, tmp_path, path)
    try:
        assert other.model.finished is not None
        assert other.stats.outcome.text() == window.stats.outcome.text()
        assert _statistics(other) == _statistics(window)
    finally:
        other.controller.shutdown()


def test_the_view_travels_the_step_looked_back_at_the_panes_and_the_breakpoints(
    qtbot, window, tmp_path
):
    breakpoints = (Breakpoint(REOPEN), Breakpoint(DEPTH, 7))
    window.breakpoints_menu.set_breakpoints(breakpoints)
    for _ in range(6):
        click(qtbot, window, window.step_action)
    qtbot.waitUntil(lambda: len(window.model.recording) == 6)
    window.controller.go_to(2)
    window.findChild(QDockWidget, "dock_pseudocode").hide()
    window.findChild(QDockWidget, "dock_search_tree").raise_()  # over the chart, its tab
    QApplication.processEvents()
    path = tmp_path / "back.cavalo-run"
    assert window.run_files.save(path)
    assert "search_tree" in json.loads(path.read_text(encoding="utf-8"))["window"]["front"]
    other = _reopen(qtbot, tmp_path, path)
    try:
        assert len(other.model.recording) == 6
        assert other.model.shown_position == 2
        assert other.findChild(QDockWidget, "dock_pseudocode").isHidden()
        assert not other.docks["open"].isHidden()
        other_tree = other.findChild(QDockWidget, "dock_search_tree")
        QApplication.processEvents()
        assert not other_tree.isHidden() and not other_tree.visibleRegion().isEmpty()
        assert other.docks["chart"].visibleRegion().isEmpty()  # behind the tree
        assert other.controller.breakpoints == breakpoints
        assert other.breakpoints_menu.actions[DEPTH].isChecked()
        assert not other.breakpoints_menu.actions[GOAL_GENERATED].isChecked()
    finally:
        other.controller.shutdown()


def test_cavalo_gui_opens_a_run_file_given_on_its_command_line(qtbot, window, tmp_path):
    choose_problem(window, "B")
    for _ in range(4):
        click(qtbot, window, window.step_action)
    qtbot.waitUntil(lambda: len(window.model.recording) == 4)
    path = tmp_path / "b.cavalo-run"
    assert window.run_files.save(path)
    arguments = build_parser().parse_args([str(path)])
    opened = open_window(arguments, AppSettings(tmp_path / "cli.ini"))
    qtbot.addWidget(opened)
    try:
        qtbot.waitUntil(lambda: len(opened.model.recording) == 4, timeout=10_000)
        assert opened.panel.puzzle().name == "B"
    finally:
        opened.controller.shutdown()


def _bad_files(tmp_path, good) -> dict[str, tuple[object, str]]:
    """Each bad run file, and a phrase its message must hold."""
    text = good.read_text(encoding="utf-8")
    record = json.loads(text)
    files = {}

    def write(name: str, content: str) -> None:
        path = tmp_path / f"{name}.cavalo-run"
        path.write_text(content, encoding="utf-8")
        files[name] = path

    write("truncated", text[: len(text) // 2])
    write("newer", text.replace('"version": 1', '"version": 99'))
    write("unknown", text.replace('"puzzle": "knight"', '"puzzle": "chess"'))
    write("wrong", text.replace('"puzzle": "knight"', '"puzzle": "dots"'))
    broken = dict(record, board=[line.replace("20 44", "20 20") for line in record["board"]])
    write("rules", json.dumps(broken))
    big = tmp_path / "big.cavalo-run"
    with open(big, "wb") as stream:
        stream.truncate(100 * 1024 * 1024)
    folder = tmp_path / "folder.cavalo-run"
    folder.mkdir()
    fifo = tmp_path / "fifo.cavalo-run"
    os.mkfifo(fifo)
    messages = {
        "truncated": "truncated",
        "newer": "newer Cavalo",
        "unknown": "unknown puzzle 'chess'",
        "wrong": "Knight game problem",
        "rules": "its board, line ",
        "big": "104,857,600 bytes",
        "folder": "folder",
        "fifo": "FIFO",
    }
    paths = {**files, "big": big, "folder": folder, "fifo": fifo}
    return {name: (paths[name], messages[name]) for name in messages}


def test_each_bad_run_file_gets_one_dialog_and_the_current_run_stays(
    qtbot, window, tmp_path, dialogs
):
    choose_problem(window, "A")
    for _ in range(3):
        click(qtbot, window, window.step_action)
    qtbot.waitUntil(lambda: len(window.model.recording) == 3)
    good = tmp_path / "good.cavalo-run"
    assert window.run_files.save(good)
    choose_problem(window, "C")
    for _ in range(2):
        click(qtbot, window, window.step_action)
    qtbot.waitUntil(lambda: len(window.model.recording) == 2)
    before = _statistics(window)
    for name, (path, phrase) in _bad_files(tmp_path, good).items():
        dialogs.clear()
        assert not window.run_files.open(path), name
        assert len(dialogs) == 1, name
        title, text = dialogs[0]
        assert title == "Cannot open the run file"
        assert str(path) in text and phrase in text, (name, text)
        assert "Traceback" not in text
        assert window.panel.puzzle().name == "C"
        assert len(window.model.recording) == 2
        assert _statistics(window) == before


def test_a_bad_run_file_says_so_in_portuguese(qtbot, window, tmp_path, dialogs, portuguese):
    path = tmp_path / "newer.cavalo-run"
    path.write_text('{"format": "cavalo-run", "version": 7}', encoding="utf-8")
    assert not window.run_files.open(path)
    [(title, text)] = dialogs
    assert title == "Não é possível abrir o ficheiro de execução"
    assert "mais recente" in text and str(path) in text


def test_file_open_problem_file_opens_a_run_file_too(qtbot, window, tmp_path):
    choose_problem(window, "C")
    for _ in range(3):
        click(qtbot, window, window.step_action)
    qtbot.waitUntil(lambda: len(window.model.recording) == 3)
    path = tmp_path / "c.cavalo-run"
    assert window.run_files.save(path)
    other = _other_window(qtbot, tmp_path)
    try:
        with qtbot.waitSignal(other.run_files.landed, timeout=10_000):
            assert other.open_problem_file(path)
        assert other.panel.puzzle().name == "C" and len(other.model.recording) == 3
    finally:
        other.controller.shutdown()


def test_an_edited_board_opens_as_a_problem_of_its_run_file(qtbot, window, tmp_path):
    knight = get_domain("knight")
    board = [None] * 100
    board[0], board[12], board[21], board[33] = 5, 44, 17, 71
    edited = type(knight.load_puzzle("A"))("mine", tuple(board), 60, None, "")
    path = write_run_file(tmp_path / "edited.cavalo-run", SavedRun(RunChoices(edited), step=2))
    with qtbot.waitSignal(window.run_files.landed, timeout=10_000):
        assert window.run_files.open(path)
    assert window.panel.puzzle() == edited and window.model.problem.puzzle == edited
    assert not window.panel.problem.current_is_bundled()
    assert window.panel.problem.currentText() == "mine: target 60 (from edited.cavalo-run)"
    assert len(window.model.recording) == 2


def test_a_run_the_user_stopped_reopens_stopped_at_the_same_step(qtbot, window, tmp_path):
    choose_problem(window, "F")
    click(qtbot, window, window.run_action)
    qtbot.waitUntil(lambda: window.model.counters.expanded > 200, timeout=10_000)
    with qtbot.waitSignal(window.controller.run_finished, timeout=10_000):
        click(qtbot, window, window.stop_action)
    path = tmp_path / "stopped.cavalo-run"
    assert window.run_files.save(path)
    record = json.loads(path.read_text(encoding="utf-8"))
    assert (record["finished"], record["stopped"]) == (True, True)
    other = _reopen(qtbot, tmp_path, path)
    try:
        assert other.model.finished is not None
        assert len(other.model.recording) == len(window.model.recording)
        assert other.stats.outcome.text() == window.stats.outcome.text()
        assert _statistics(other) == _statistics(window)
    finally:
        other.controller.shutdown()


def test_file_save_run_asks_where_and_adds_the_extension(qtbot, window, tmp_path, monkeypatch):
    asked = []

    def get_save_file_name(_parent, title, suggested, filters):
        asked.append((title, suggested, filters))
        return str(tmp_path / "lesson"), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", get_save_file_name)
    menu = window.file_menu.actions()
    assert window.run_files.open_action in menu and window.run_files.save_action in menu
    window.run_files.save_action.trigger()
    [(title, suggested, filters)] = asked
    assert title == "Save run" and suggested.endswith("A-bfs.cavalo-run")
    assert filters == "Cavalo runs (*.cavalo-run)"
    assert read_run_file(tmp_path / "lesson.cavalo-run").setup.puzzle.name == "A"
    assert "lesson.cavalo-run" in window.statusBar().currentMessage()


def test_a_run_that_cannot_be_saved_says_where_and_why(qtbot, window, tmp_path, dialogs):
    path = tmp_path / "no-such-folder" / "run.cavalo-run"
    assert not window.run_files.save(path)
    [(title, text)] = dialogs
    assert title == "Cannot save the run"
    assert text.startswith(f"{path}: cannot be written: ") and "No such file" in text
