"""Problem files (good and bad) and screenshots of the window, the board and the chart."""

from __future__ import annotations

import faulthandler
import os

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QInputDialog

from cavalo_gui.app.export.files import ShotKind, default_file_name
from cavalo_gui.app.run.controller import RunState

from .helpers import choose, choose_problem, click, expanded, run_to_end


def test_an_invalid_problem_file_gives_an_error_dialog_and_keeps_the_problem(
    window, dialogs, tmp_path
):
    bad = tmp_path / "broken.txt"
    bad.write_text("((01 02 03)\n (04 zz 06))\n", encoding="utf-8")
    before = window.controller.choices.puzzle
    assert window.open_problem_file(bad) is False
    assert len(dialogs) == 1
    _title, text = dialogs[0]
    assert "broken.txt" in text
    assert "line" in text
    assert window.controller.choices.puzzle == before
    assert window.panel.puzzle().name == "A"


def test_a_missing_problem_file_gives_an_error_dialog(window, dialogs, tmp_path):
    assert window.open_problem_file(tmp_path / "absent.txt") is False
    assert "absent.txt" in dialogs[0][1]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_opened_as_a_problem_file_is_refused_at_once(window, dialogs, tmp_path):
    """Issue 16: opening a FIFO would wait for a writer forever; a hang ends the test run."""
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    faulthandler.dump_traceback_later(30, exit=True)
    try:
        assert window.open_problem_file(fifo) is False
    finally:
        faulthandler.cancel_dump_traceback_later()
    ((_title, text),) = dialogs
    assert "pipe" in text and "FIFO" in text
    assert window.panel.puzzle().name == "A"


def classic_board_without_target(tmp_path):
    rows = ["(" + " ".join(["nil"] * 10) + ")" for _ in range(10)]
    rows[0] = "(10 20 30 " + " ".join(["nil"] * 7) + ")"
    path = tmp_path / "mine.lisp"
    path.write_text(f"; a tiny board\n({chr(10).join(rows)})\n", encoding="utf-8")
    return path


def test_a_classic_board_without_target_asks_for_one_and_is_shown(
    window, dialogs, tmp_path, monkeypatch
):
    asked = []

    def answer(_parent, _title, label, *_args):
        asked.append(label)
        return 30, True

    monkeypatch.setattr(QInputDialog, "getInt", staticmethod(answer))
    path = classic_board_without_target(tmp_path)
    assert window.open_problem_file(path) is True
    assert dialogs == []
    assert len(asked) == 1 and "mine.lisp" in asked[0]
    puzzle = window.controller.choices.puzzle
    assert puzzle.target == 30
    assert puzzle.board[:3] == (10, 20, 30)
    window.model.publish()
    assert window.board.picture.values == puzzle.board


def test_declining_to_give_a_target_keeps_the_previous_problem(
    window, dialogs, tmp_path, monkeypatch
):
    monkeypatch.setattr(QInputDialog, "getInt", staticmethod(lambda *_args: (0, False)))
    before = window.controller.choices.puzzle
    assert window.open_problem_file(classic_board_without_target(tmp_path)) is False
    assert window.controller.choices.puzzle == before
    assert dialogs == []


def _assert_real_png(path, min_width: int, min_height: int) -> None:
    image = QImage(str(path))
    assert not image.isNull(), path
    assert image.width() >= min_width and image.height() >= min_height
    small = image.scaled(64, 64)
    colours = {small.pixel(x, y) for x in range(64) for y in range(64)}
    assert len(colours) > 20, f"{path} looks blank ({len(colours)} colours)"


@pytest.mark.parametrize("kind", list(ShotKind))
def test_each_kind_of_screenshot_is_exported_after_a_run(qtbot, window, tmp_path, kind):
    choose_problem(window, "D")
    choose(window, "algorithm", "astar")
    run_to_end(qtbot, window)
    path = window.export_screenshot(kind, tmp_path / window.screenshot_name(kind))
    assert path.name.startswith("cavalo-D-astar-" + kind.value)
    _assert_real_png(path, 300, 200)


def test_screenshots_work_in_the_middle_of_a_run(qtbot, window, tmp_path):
    choose_problem(window, "F")
    click(qtbot, window, window.run_action)
    qtbot.waitUntil(lambda: expanded(window) > 1000, timeout=10_000)
    for kind in ShotKind:
        _assert_real_png(window.export_screenshot(kind, tmp_path / f"{kind.value}.png"), 300, 200)
    assert window.controller.state is RunState.RUNNING


def test_default_file_names_say_problem_algorithm_and_time():
    from datetime import datetime

    name = default_file_name(ShotKind.BOARD, "D", "astar", datetime(2024, 5, 1, 14, 3, 22))
    assert name == "cavalo-D-astar-board-2024-05-01-14-03-22.png"
