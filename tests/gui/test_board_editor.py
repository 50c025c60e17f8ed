"""Draw your own board (issue 25, item 5): for each puzzle a board drawn on the editor's widgets
by clicks and keys, saved, read back by ``cavalo solve --board`` and by the window, and solved;
the puzzle's rules checked live, in the window's language; a random fill by the course's rules."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from cavalo_gui.app import i18n
from cavalo_gui.cli.main import main
from cavalo_gui.domains.registry import get_domain
from cavalo_gui.engine.events import Outcome

from .helpers import choose_problem, run_to_end, type_into

SOLVED = "The board keeps the puzzle's rules."


def _editor(qtbot, window, domain: str, edit: bool = False):
    choose_problem(window, "A", domain)
    menu = window.board_editor
    (menu.edit_action if edit else menu.new_action).trigger()
    editor = menu.editor
    assert editor is not None and editor.isVisible()
    qtbot.waitUntil(editor.isActiveWindow)
    assert editor.piece.isVisible()
    return editor


def _click_square(qtbot, grid, square: int, button=Qt.MouseButton.LeftButton) -> None:
    centre = grid.cell_rect(square).center().toPoint()
    qtbot.mouseClick(grid, button, pos=centre)


def _save(qtbot, editor, monkeypatch, path) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(path), ""))
    assert editor.save_button.isEnabled(), editor.fault.text()
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    assert path.exists()


def _solve(capsys, path, *arguments: str) -> dict:
    status = main(["solve", "--board", str(path), *arguments, "--json"])
    captured = capsys.readouterr()
    assert captured.err == "" and status == 0
    return json.loads(captured.out)


def _reopened(window, domain: str, path):
    """The saved file read back equal by its puzzle's reader, and chosen in the window."""
    puzzle = window.board_editor.editor.checked.puzzle
    reader = get_domain(domain)
    assert reader.read_text(path.read_text(encoding="utf-8"), str(path)) == [puzzle]
    assert window.panel.puzzle() == puzzle
    assert window.controller.choices.puzzle == puzzle
    return puzzle


def test_a_knight_board_typed_square_by_square_is_saved_reopened_and_solved(
    qtbot, window, tmp_path, monkeypatch, capsys
):
    editor = _editor(qtbot, window, "knight")
    type_into(qtbot, editor.name, "typed")
    grid = editor.piece.grid
    _click_square(qtbot, grid, 0)  # A1
    qtbot.keyClicks(grid, "10")
    _click_square(qtbot, grid, 21)  # B3, a knight's jump from A1
    qtbot.keyClicks(grid, "25")
    _click_square(qtbot, grid, 99)  # J10: typed, then cleared by a right click
    qtbot.keyClicks(grid, "88")
    _click_square(qtbot, grid, 99, Qt.MouseButton.RightButton)
    type_into(qtbot, editor.target, "35")
    assert editor.fault.text() == SOLVED
    assert editor.piece.where.text().startswith("J10")
    path = tmp_path / "typed.txt"
    _save(qtbot, editor, monkeypatch, path)
    puzzle = _reopened(window, "knight", path)
    assert (puzzle.name, puzzle.target) == ("typed", 35)
    assert [cell for cell in puzzle.board if cell is not None] == [10, 25]
    result = _solve(capsys, path, "--algorithm", "bfs")
    assert (result["outcome"], result["path"]) == ("solved", ["A1", "B3"])
    final = run_to_end(qtbot, window)
    assert final.outcome is Outcome.SOLVED and final.solution.depth == 2


@pytest.mark.parametrize("language", ["en", "pt"])
def test_a_number_twice_is_refused_with_the_readers_message(qtbot, window, language, request):
    if language == "pt":
        request.getfixturevalue("portuguese")
    editor = _editor(qtbot, window, "knight")
    grid = editor.piece.grid
    _click_square(qtbot, grid, 0)  # A1
    qtbot.keyClicks(grid, "07")
    assert editor.save_button.isEnabled() and editor.open_button.isEnabled()
    _click_square(qtbot, grid, 42)  # C5
    qtbot.keyClicks(grid, "07")
    fault = editor.fault.text()
    words = {"en": "number 07 appears twice", "pt": "o número 07 aparece duas vezes"}
    assert words[language] in fault and "A1" in fault and "C5" in fault
    # In the editor's terms: the squares of the grid, not a line of a file nobody sees.
    where = {"en": "on squares A1 and C5", "pt": "nas casas A1 e C5"}
    assert where[language] in fault and not re.search(r"\blin(e|ha)\b", fault), fault
    assert not editor.save_button.isEnabled() and not editor.open_button.isEnabled()
    _click_square(qtbot, grid, 42)
    qtbot.keyClick(grid, Qt.Key.Key_Delete)
    assert editor.save_button.isEnabled()
    keeps = {"en": SOLVED, "pt": "O tabuleiro cumpre as regras do puzzle."}
    assert editor.fault.text() == keeps[language]


def test_the_random_fill_is_the_courses_random_board_and_keeps_the_rules(qtbot, window):
    editor = _editor(qtbot, window, "knight", edit=True)
    type_into(qtbot, editor.piece.seed, "7")
    qtbot.mouseClick(editor.piece.random_button, Qt.MouseButton.LeftButton)
    cells = editor.draft.cells
    assert sorted(cells) == list(range(100))
    assert tuple(cells) == get_domain("knight").load_puzzle("F", 7).board
    assert editor.fault.text() == SOLVED and editor.save_button.isEnabled()
    qtbot.mouseClick(editor.piece.clear_button, Qt.MouseButton.LeftButton)
    assert editor.draft.cells == [None] * 100


def test_a_dots_board_drawn_arc_by_arc_is_saved_reopened_and_solved(
    qtbot, window, tmp_path, monkeypatch, capsys
):
    editor = _editor(qtbot, window, "dots")
    type_into(qtbot, editor.piece.rows, "2")
    type_into(qtbot, editor.piece.columns, "2")
    grid = editor.piece.grid
    shape = editor.draft.board.geometry
    top, left, bottom = shape.horizontal(0, 0), shape.vertical(0, 0), shape.horizontal(1, 0)
    for arc in (top, left, shape.vertical(2, 1)):
        start, end = grid.arc_ends(arc)
        qtbot.mouseClick(grid, Qt.MouseButton.LeftButton, pos=((start + end) / 2).toPoint())
    start, end = grid.arc_ends(shape.vertical(2, 1))  # the last one rubbed out again
    qtbot.mouseClick(grid, Qt.MouseButton.LeftButton, pos=((start + end) / 2).toPoint())
    for _ in range(bottom - shape.vertical(2, 1) + shape.arc_count):  # by keys: to H2,1
        qtbot.keyClick(grid, Qt.Key.Key_Right)
    qtbot.keyClick(grid, Qt.Key.Key_Space)
    assert editor.draft.board.arcs == 1 << top | 1 << left | 1 << bottom
    type_into(qtbot, editor.target, "5")
    assert "5, but its board has only 4 boxes" in editor.fault.text()
    assert not editor.save_button.isEnabled()
    type_into(qtbot, editor.target, "1")
    assert editor.fault.text() == SOLVED
    path = tmp_path / "arcs.txt"
    _save(qtbot, editor, monkeypatch, path)
    puzzle = _reopened(window, "dots", path)
    assert (puzzle.board.rows, puzzle.board.columns, puzzle.target) == (2, 2, 1)
    result = _solve(capsys, path, "--algorithm", "bfs")
    assert (result["outcome"], result["path"]) == ("solved", ["V2,1"])
    final = run_to_end(qtbot, window)
    assert final.outcome is Outcome.SOLVED and final.solution.depth == 1


def test_a_blokus_board_clicked_square_by_square_is_saved_reopened_and_solved(
    qtbot, window, tmp_path, monkeypatch, capsys
):
    editor = _editor(qtbot, window, "blokus")
    piece = editor.piece
    type_into(qtbot, piece.size_box, "4")
    for box, count in zip(piece.stock, ("2", "0", "0"), strict=True):
        type_into(qtbot, box, count)
    grid = piece.grid
    _click_square(qtbot, grid, 0)  # A1: the player's
    qtbot.keyClick(grid, Qt.Key.Key_Right)  # B1, then D4 by keys: another piece's
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right) + (Qt.Key.Key_Down,) * 3:
        qtbot.keyClick(grid, key)
    qtbot.keyClick(grid, Qt.Key.Key_Space)
    qtbot.keyClick(grid, Qt.Key.Key_Space)
    assert editor.fault.text() == SOLVED
    _click_square(qtbot, grid, 1)  # B1 the player's too: A1-B1 is no piece
    assert "B1" in editor.fault.text() and not editor.save_button.isEnabled()
    for _ in range(2):
        _click_square(qtbot, grid, 1)
    assert editor.fault.text() == SOLVED
    path = tmp_path / "cells.txt"
    _save(qtbot, editor, monkeypatch, path)
    puzzle = _reopened(window, "blokus", path)
    assert puzzle.full_stock == (2, 0, 0) and puzzle.size == 4
    assert puzzle.board[0][0] == 1 and puzzle.board[3][3] == 2
    result = _solve(capsys, path, "--algorithm", "bfs")
    assert result["outcome"] == "solved" and result["moves"] == 1
    final = run_to_end(qtbot, window)
    assert final.outcome is Outcome.SOLVED and final.solution.depth == 1


def test_open_in_the_window_adds_the_edited_board_to_the_problems_without_a_file(qtbot, window):
    editor = _editor(qtbot, window, "knight", edit=True)
    type_into(qtbot, editor.name, "A2")
    type_into(qtbot, editor.target, "50")
    qtbot.mouseClick(editor.open_button, Qt.MouseButton.LeftButton)
    chosen = window.panel.puzzle()
    assert (chosen.name, chosen.target) == ("A2", 50)
    assert chosen.board == get_domain("knight").load_puzzle("A").board
    assert window.panel.problem.currentText() == "A2: target 50 (from editor)"
    final = run_to_end(qtbot, window)
    assert final.outcome is Outcome.SOLVED and final.solution.depth == 2


def test_the_rule_broken_is_said_again_when_the_language_changes(qtbot, window):
    editor = _editor(qtbot, window, "dots", edit=True)
    type_into(qtbot, editor.target, "10")
    assert editor.fault.text() == "the target of problem A is 10, but its board has only 9 boxes"
    assert i18n.set_language(i18n.PORTUGUESE)
    try:
        qtbot.waitUntil(lambda: editor.save_button.text() == "Guardar e abrir…")
        assert "o objetivo do problema A é 10" in editor.fault.text()
        assert editor.windowTitle() == "Desenhar um tabuleiro"
    finally:
        i18n.set_language(i18n.ENGLISH)
    qtbot.waitUntil(lambda: editor.fault.text().startswith("the target of problem A"))


def test_a_board_that_cannot_be_written_gets_one_dialog_naming_the_file(
    qtbot, window, tmp_path, monkeypatch, dialogs
):
    editor = _editor(qtbot, window, "knight", edit=True)
    before = window.panel.puzzle()
    path = tmp_path / "no-such-folder" / "A.txt"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(path), ""))
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    assert len(dialogs) == 1
    title, text = dialogs[0]
    assert title == "Cannot save the board"
    assert text.startswith(str(path)) and "no-such-folder" in text.removeprefix(str(path))
    assert window.panel.puzzle() == before


@pytest.mark.parametrize("language", ["en", "pt"])
def test_the_board_keeps_its_place_when_the_sentence_under_it_grows(
    qtbot, window, language, request
):
    """Issue 33 item 25: the board jumped up when a broken rule's sentence took two lines; the
    sentence has its room from the start, and the whole of it is shown."""
    if language == "pt":
        request.getfixturevalue("portuguese")
    editor = _editor(qtbot, window, "knight")
    grid = editor.piece.grid
    kept = grid.mapTo(editor, grid.rect().topLeft()), grid.size()
    _click_square(qtbot, grid, 0)
    qtbot.keyClicks(grid, "07")
    _click_square(qtbot, grid, 42)
    qtbot.keyClicks(grid, "07")
    QApplication.processEvents()
    fault = editor.fault
    needs = fault.heightForWidth(fault.width())
    assert "A1" in fault.text() and needs > fault.fontMetrics().height()  # more than a line
    assert (grid.mapTo(editor, grid.rect().topLeft()), grid.size()) == kept
    assert needs <= fault.contentsRect().height()  # not cut


@pytest.mark.parametrize(("language", "readme"), [("en", "README.md"), ("pt", "README.pt.md")])
def test_the_readme_quotes_what_the_editor_says(qtbot, window, language, readme, request):
    """Issue 33 item 25: the README's quotes of the editor are its sentences, word for word."""
    if language == "pt":
        request.getfixturevalue("portuguese")
    text = (Path(__file__).parents[2] / readme).read_text(encoding="utf-8")
    editor = _editor(qtbot, window, "knight")
    grid = editor.piece.grid
    _click_square(qtbot, grid, 0)
    qtbot.keyClicks(grid, "07")
    _click_square(qtbot, grid, 42)
    qtbot.keyClicks(grid, "07")
    twice = editor.fault.text()
    editor.close()
    editor = _editor(qtbot, window, "dots")
    type_into(qtbot, editor.piece.rows, "2")
    type_into(qtbot, editor.piece.columns, "2")
    type_into(qtbot, editor.target, "9")
    too_many = editor.fault.text()
    flat = " ".join(text.split())
    assert f'"{twice}"' in flat, twice
    assert f'"{too_many}"' in flat, too_many
