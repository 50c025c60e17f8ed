"""Run > Save results: the finished run appended to the results file, failures kept for retry."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFileDialog

from cavalo_gui.app.export import run_exports
from cavalo_gui.reports.results_file import ResultsFileError, read_results

from .helpers import choose, choose_problem, run_to_end


@pytest.fixture
def chosen_file(monkeypatch):
    """Answers the file dialog with the path put in the list (and counts the questions)."""
    answers: list[str] = []
    asked: list[str] = []

    def get_save_file_name(_parent, caption, *args, **kwargs):
        asked.append(caption)
        return (answers.pop(0) if answers else "", "")

    monkeypatch.setattr(QFileDialog, "getSaveFileName", get_save_file_name)
    return answers, asked


def test_save_results_is_only_offered_once_a_run_has_finished(qtbot, window):
    assert not window.save_results_action.isEnabled()
    run_to_end(qtbot, window)
    assert window.save_results_action.isEnabled()
    window.controller.reset()
    assert not window.save_results_action.isEnabled()


def test_two_runs_saved_read_back_with_their_numbers(qtbot, window, tmp_path, chosen_file):
    answers, asked = chosen_file
    results = tmp_path / "solucao.dat"
    answers.append(str(results))

    choose_problem(window, "A")
    first = run_to_end(qtbot, window)
    window.save_results_action.trigger()  # the first time asks where
    choose_problem(window, "D")
    choose(window, "algorithm", "astar")
    second = run_to_end(qtbot, window)
    window.save_results_action.trigger()  # then remembers

    assert len(asked) == 1
    assert window.app_settings.results_file() == str(results)
    records = read_results(results)
    assert [record["problem"] for record in records] == ["A", "D"]
    assert [record["algorithm"] for record in records] == ["bfs", "astar"]
    assert records[1]["heuristic"] == window.panel.heuristic.currentData()
    for record, final in zip(records, (first, second), strict=True):
        assert record["outcome"] == "solved"
        assert record["moves"] == final.solution.depth
        assert record["generated"] == final.counters.generated
        assert record["expanded"] == final.counters.expanded
        assert len(record["path"]) == final.solution.depth
        assert record["points_after"][-1] == final.solution.state[2]
    assert [record["moves"] for record in records] == [3, 12]


def test_saving_the_same_run_twice_adds_one_record(qtbot, window, tmp_path):
    run_to_end(qtbot, window)
    results = tmp_path / "runs.dat"
    assert window.run_exports.save_to(results)
    assert window.run_exports.save_to(results)
    assert len(read_results(results)) == 1


def test_a_failed_write_names_the_file_and_keeps_the_run(
    qtbot, window, tmp_path, dialogs, chosen_file
):
    answers, _asked = chosen_file
    run_to_end(qtbot, window)
    unreachable = tmp_path / "missing folder" / "solucao.dat"
    answers.append(str(unreachable))
    window.save_results_action.trigger()

    assert len(dialogs) == 1
    title, text = dialogs[0]
    assert "Cannot save" in title
    assert str(unreachable) in text and "does not exist" in text
    assert window.save_results_action.isEnabled()
    assert window.app_settings.results_file() == ""  # a failed file is not remembered

    good = tmp_path / "solucao.dat"
    answers.append(str(good))
    window.save_results_as_action.trigger()
    assert len(dialogs) == 1
    assert [record["problem"] for record in read_results(good)] == ["A"]


def test_a_read_only_results_file_gives_a_clear_error_and_a_retry_works(
    qtbot, window, tmp_path, dialogs, monkeypatch
):
    run_to_end(qtbot, window)
    results = tmp_path / "solucao.dat"
    real_append = run_exports.append_result

    def read_only(path, _result):
        raise ResultsFileError(path, "is read-only; choose another file or allow writing to it")

    monkeypatch.setattr(run_exports, "append_result", read_only)
    assert window.run_exports.save_to(results) is False
    assert str(results) in dialogs[0][1] and "read-only" in dialogs[0][1]

    monkeypatch.setattr(run_exports, "append_result", real_append)
    assert window.run_exports.save_to(results) is True
    assert read_results(results)[0]["moves"] == 3


def test_a_file_with_a_torn_last_record_is_appended_to_and_the_window_says_so(
    qtbot, window, tmp_path
):
    """Issue 16: a writer killed mid-record leaves it torn; the next save keeps it apart and the
    status bar says what was found."""
    results = tmp_path / "solucao.dat"
    run_to_end(qtbot, window)
    assert window.run_exports.save_to(results)
    whole = results.read_text(encoding="utf-8")
    results.write_text(whole + "\n" + whole[: len(whole) // 2], encoding="utf-8")
    choose_problem(window, "B")
    run_to_end(qtbot, window)
    assert window.run_exports.save_to(results)
    message = window.statusBar().currentMessage()
    assert f"Run added to {results}" in message and "last record is incomplete" in message
    found: list[str] = []
    assert [record["problem"] for record in read_results(results, found.append)] == ["A", "B"]
    assert len(found) == 1
