"""File > Export trace (issue 27 item 5): the run the window shows, written as JSON Lines, folds
back into the statistics and the open list the window shows; a file that cannot be written
gets a dialog naming it; the menu item reads in Portuguese too."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QFileDialog

from tests.unit.trace_helpers import fold_trace, read_trace

from .helpers import choose, choose_problem, run_to_end


def _figure(text: str) -> int:
    return int(re.sub(r"[^\d]", "", text))


def _export_to(monkeypatch, window, path) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(path), ""))
    window.trace_action.trigger()


def test_the_trace_of_a_star_on_d_folds_back_into_what_the_window_shows(
    qtbot, window, tmp_path, monkeypatch
):
    choose_problem(window, "D")
    choose(window, "algorithm", "astar")
    run_to_end(qtbot, window)
    assert window.trace_action in window.file_menu.actions()
    _export_to(monkeypatch, window, tmp_path / "run")
    header, rows = read_trace(tmp_path / "run.jsonl")
    assert (header["problem"], header["algorithm"], header["heuristic"]) == ("D", "astar", "fewest")
    folded = fold_trace(rows)
    stats = window.stats
    for key in ("generated", "expanded", "max_open"):
        assert folded[key] == _figure(stats.value(key)), key
    shown = [node.moves() for node in window.model.preview]
    assert shown and folded["open"][: len(shown)] == shown
    table = window.open_list.table
    assert table.topLevelItem(0).text(4) == " → ".join(folded["open"][0])


def test_a_trace_that_cannot_be_written_gets_a_dialog_naming_it(
    qtbot, window, tmp_path, monkeypatch, dialogs
):
    run_to_end(qtbot, window)
    folder = tmp_path / "folder.jsonl"
    folder.mkdir()
    _export_to(monkeypatch, window, folder)
    assert len(dialogs) == 1 and str(folder) in dialogs[0][1]


def test_the_menu_item_reads_in_portuguese(window, portuguese):
    assert window.trace_action.text() == "Exportar &registo de eventos (JSON Lines)…"
