"""File > Open your own search… (issue 35 item 3): a student's trace opened as a run, its
first departure marked on the timeline, the verdict in a pane, step back, and the search
beside the reference run with Jump to the first divergence."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication

from cavalo_gui.app.own_search.departure_mark import slider_x
from cavalo_gui.app.run.controller import RunState
from cavalo_gui.reports.own_search.trace_run import TraceChoices

DATA = Path(__file__).resolve().parents[1] / "data" / "own_search"
GOOD = DATA / "astar-C.jsonl"  # the program's own A* on C, as cavalo solve --trace writes it
BY_H = DATA / "astar-by-h-C.jsonl"  # greedy's expansions under an A* header: ordered by h
WAIT_MS = 60_000


def open_trace(qtbot, window, path: Path):
    opener = window.features["own_search"]
    with qtbot.waitSignal(opener.landed, timeout=WAIT_MS):
        opener.open(path)
    return opener


def test_a_good_trace_is_shown_as_a_run_that_holds(qtbot, window):
    opener = open_trace(qtbot, window, GOOD)
    assert window.features["own_search"].action.text() == "Open your own &search…"
    assert isinstance(window.controller.choices, TraceChoices)
    assert window.controller.state is RunState.FINISHED
    assert len(window.model.recording) == 30  # the trace's 30 expansions, each on the timeline
    assert window.model.counters.generated == 38 and window.model.counters.expanded == 30
    assert window.model.finished.solution.depth == 6
    said = opener.pane.plain_text()
    assert "Holds: all 30 expansions keep the puzzle's rules and the algorithm's." in said
    assert not opener.dock.isHidden()
    assert opener.mark.expansion is None and not opener.mark.line.isVisible()
    assert window.panel.settings().algorithm == "astar"


def test_an_astar_ordered_by_h_is_marked_where_it_departs(qtbot, window):
    opener = open_trace(qtbot, window, BY_H)
    assert len(window.model.recording) == 37
    said = opener.pane.plain_text()
    assert (
        "Departs at expansion 9 (line 10), after holding for 8 expansions; the rule broken: "
        "the algorithm's order." in said
    )
    assert "A* expands the open node of least f: you took C2 with f = 6" in said
    # The window lands on the departure: expansion 9, its node on the board.
    assert window.model.shown_position == 9 and window.model.looking_back
    assert opener.mark.expansion == 9
    slider = window.timeline.slider
    assert opener.mark.tick.x_of_mark() == slider_x(slider, 9)
    assert slider_x(slider, 1) < opener.mark.tick.x_of_mark() < slider_x(slider, 37)
    assert "expansion 9" in slider.toolTip()
    assert opener.mark.line.isVisible() and opener.mark.line.value() == 9
    # Step back works on it as on the program's own runs.
    window.back_action.trigger()
    assert window.model.shown_position == 8
    window.controller.step()
    assert window.model.shown_position == 9


def test_the_verdict_in_portuguese(qtbot, window, portuguese):
    opener = open_trace(qtbot, window, BY_H)
    said = opener.pane.plain_text()
    assert "Afasta-se na expansão 9" in said, said
    assert opener.dock.windowTitle() != "Your search's verdict"


def test_other_choices_leave_the_trace_and_its_mark(qtbot, window):
    opener = open_trace(qtbot, window, BY_H)
    save_run = window.features["run_files"].save_action
    assert not save_run.isEnabled()  # a run file would reopen as A*'s own run, not the trace
    window.panel.select("algorithm", "bfs")
    assert not isinstance(window.controller.choices, TraceChoices)
    assert opener.mark.expansion is None and not opener.mark.line.isVisible()
    assert save_run.isEnabled()


def test_side_by_side_jumps_to_the_first_divergence(qtbot, window):
    opener = open_trace(qtbot, window, BY_H)
    beside = opener.open_side_by_side()
    assert beside is not None
    qtbot.waitUntil(lambda: beside.all_ended, timeout=WAIT_MS)
    assert isinstance(beside.student.controller.choices, TraceChoices)
    assert beside.reference.controller.choices.algorithm == "astar"
    assert beside.student.chooser.isHidden() and beside.reference.chooser.isHidden()
    assert beside.student.title.text() == "Run 1: your search (astar-by-h-C.jsonl)"
    assert beside.jump_to_divergence() == 9
    assert beside.student.model.shown_position == beside.reference.model.shown_position == 9
    assert "expansion 9" in beside.divergence.result.text()
    student, reference = beside.student.model, beside.reference.model
    assert student.shown_node.state != reference.shown_node.state
    beside.close()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("", "the trace is empty"),
        (
            '{"format": "cavalo-trace", "version": 1, "problem": "A", "algorithm": "bfs"}\n'
            '{"event": "expansion", "node": {"moves": [}}\n',
            "line 2",
        ),
    ],
)
def test_a_trace_that_cannot_be_read_gets_a_dialog_and_changes_nothing(
    qtbot, window, dialogs, tmp_path, text, expected
):
    before = window.controller.choices
    path = tmp_path / "broken.jsonl"
    path.write_text(text)
    opener = window.features["own_search"]
    with qtbot.waitSignal(opener.refused, timeout=WAIT_MS):
        opener.open(path)
    assert len(dialogs) == 1
    title, said = dialogs[0]
    assert title == "Cannot open your own search"
    assert "broken.jsonl" in said and expected in said, said
    assert "The current run stays as it was." in said
    assert window.controller.choices is before
    assert opener.dock.isHidden()
    QApplication.processEvents()


def _inside(part, outer) -> bool:
    rect = QRect(part.mapTo(outer, QPoint(0, 0)), part.size())
    return outer.rect().contains(rect)


@pytest.mark.parametrize("size", [(1024, 640), (1366, 768)], ids=["1024x640", "1366x768"])
def test_the_verdict_and_the_mark_fit_a_small_screen(qtbot, window, language, size):
    window.resize(*size)
    QApplication.processEvents()
    opener = open_trace(qtbot, window, BY_H)
    QApplication.processEvents()
    pane = opener.pane
    assert pane.isVisible() and _inside(pane, window)
    for button in (pane.departure_button, pane.side_by_side_button):
        assert button.isVisible() and _inside(button, window), button.objectName()
        assert button.width() >= button.sizeHint().width(), button.text()  # text not cut
    lines = pane.text.fontMetrics().lineSpacing()
    assert pane.text.viewport().height() >= 5 * lines  # the headline and the rule in view
    slider = window.timeline.slider
    assert 0 < opener.mark.tick.x_of_mark() < slider.width()
    assert opener.mark.tick.geometry() == slider.rect()


@pytest.mark.parametrize("size", [(1024, 640), (1366, 768)], ids=["1024x640", "1366x768"])
def test_beside_the_reference_fits_a_small_screen(qtbot, window, language, monkeypatch, size):
    area = QRect(0, 0, *size)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(area))
    opener = open_trace(qtbot, window, BY_H)
    beside = opener.open_side_by_side()
    qtbot.waitExposed(beside)
    qtbot.waitUntil(lambda: beside.all_ended, timeout=WAIT_MS)
    assert beside.width() <= area.width() and beside.height() <= area.height()
    assert beside.jump_to_divergence() == 9
    QApplication.processEvents()
    for lane in (beside.student, beside.reference):
        assert lane.board.height() >= 150 and lane.board.width() >= 150
        assert lane.title.width() >= lane.title.sizeHint().width() or lane.title.wordWrap()
    button = beside.divergence.jump_button
    assert button.width() >= button.sizeHint().width()
    beside.close()


WORKED_EXAMPLE = """\
(:format "cavalo-trace" :version 1 :puzzle "knight" :problem "A" :algorithm "bfs")
(:event "expansion" :moves NIL :depth 0)
(:event "expansion" :moves ((0 0)) :depth 1)
(:event "expansion" :moves ((0 0) (2 1)) :depth 2)
(:event "expansion" :moves ((0 0) (2 1) (0 2)) :depth 3)
(:event "expansion" :moves ((0 1)) :depth 1)
(:event "expansion" :moves ((0 1) (2 2)) :depth 2)
(:event "finished" :solution ((0 1) (2 2) (4 3)) :length 3 :generated 7 :expanded 6)
"""


def test_a_lisp_trace_of_the_course_s_pairs_is_shown_too(qtbot, window, tmp_path):
    path = tmp_path / "bfs-A.lisp"  # docs/own-search.md's worked example
    path.write_text(WORKED_EXAMPLE)
    opener = open_trace(qtbot, window, path)
    assert len(window.model.recording) == 6
    assert window.model.shown_position == 3 and opener.mark.expansion == 3
    assert window.model.shown_node.moves() == ["A1", "B3"]
    assert "Departs at expansion 3 (line 4)" in opener.pane.plain_text()
    assert window.model.recording.final.solution.moves() == ["B1", "C3", "D5"]


def test_closing_the_window_while_a_trace_is_checked_is_safe(qtbot, window):
    opener = window.features["own_search"]
    opener.open(BY_H)
    window.close()
    assert opener._thread is None


@pytest.mark.skipif(shutil.which("sbcl") is None, reason="SBCL (Debian's sbcl) is not installed")
def test_a_lisp_students_astar_ordered_by_h_is_marked_and_diverges_where_it_departs(
    qtbot, window, tmp_path
):
    """The Common Lisp student's A* of tests/data/own_search (run by SBCL with
    examples/lisp/trace.lisp), which orders ABERTOS by h: on D it departs at expansion 5."""
    root = DATA.parents[1].parent
    out = tmp_path / "astar-order-by-h-D.lisp"
    program, writer = DATA / "knight-search.lisp", root / "examples" / "lisp" / "trace.lisp"
    command = ["sbcl", "--script", str(program), str(writer), str(out), "astar", "order-by-h", "D"]
    assert subprocess.run(command, capture_output=True, timeout=120, check=False).returncode == 0
    opener = open_trace(qtbot, window, out)
    assert opener.mark.expansion == 5 and window.model.shown_position == 5
    assert "you took E2 with f = 8 while B1 with f = 7 was open" in opener.pane.plain_text()
    beside = opener.open_side_by_side()
    qtbot.waitUntil(lambda: beside.all_ended, timeout=WAIT_MS)
    assert beside.jump_to_divergence() == 5
    beside.close()


def test_the_status_bar_names_the_student_s_search_and_its_verdict(qtbot, window):
    open_trace(qtbot, window, BY_H)
    said = window.run_status.label.text()
    assert said == (
        "Finished: your search astar-by-h-C.jsonl (A* on Knight game problem C): "
        "departs at expansion 9 (line 10)"
    ), said
    window.panel.select("algorithm", "bfs")  # the program's own run again: named as ever
    assert window.run_status.label.text() == "Ready: Breadth-first (BFS) on Knight game problem C"


def test_the_status_bar_says_a_search_that_holds_in_portuguese(qtbot, window, portuguese):
    open_trace(qtbot, window, GOOD)
    said = window.run_status.label.text()
    assert said.startswith("Terminado: a sua procura astar-C.jsonl (A*"), said
    assert said.endswith(": cumpre"), said


def _legend_names(beside) -> list[str]:
    legend = beside.chart.legend
    return [legend.getLabel(curve).text for curve, _closed in beside.chart.curves]


def test_beside_the_reference_the_legend_and_table_tell_the_two_runs_apart(qtbot, window):
    opener = open_trace(qtbot, window, BY_H)
    beside = opener.open_side_by_side()
    qtbot.waitUntil(lambda: beside.all_ended, timeout=WAIT_MS)
    student = "1: your search astar-by-h-C.jsonl"
    reference = "2: the reference run, A* (fewest)"
    assert _legend_names(beside) == [student, reference]
    table = beside.table
    assert [table.horizontalHeaderItem(c).toolTip() for c in (0, 1)] == [student, reference]
    assert f"run {reference}, solved" in beside.winner_label.text()
    beside.close()


def test_beside_the_reference_the_runs_are_told_apart_in_portuguese(qtbot, window, portuguese):
    opener = open_trace(qtbot, window, BY_H)
    beside = opener.open_side_by_side()
    qtbot.waitUntil(lambda: beside.all_ended, timeout=WAIT_MS)
    first, second = _legend_names(beside)
    assert first == "1: a sua procura astar-by-h-C.jsonl"
    assert second.startswith("2: a execução de referência, A*"), second
    beside.close()
