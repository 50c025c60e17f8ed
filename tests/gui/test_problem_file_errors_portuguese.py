"""A bad problem file opened in the window in Portuguese: the error dialog says what is wrong
in Portuguese (the file's name, the line and the fault), with no English word left."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QInputDialog

from cavalo_gui.domains.registry import get_domain
from tests.unit.test_problem_file_portuguese import english_words

BAD = Path(__file__).resolve().parents[1] / "data" / "bad"


def test_a_bad_knight_file_is_explained_in_portuguese(window, dialogs, portuguese):
    path = BAD / "cavalo-short-row.txt"
    assert window.open_problem_file(path) is False
    [(title, text)] = dialogs
    assert title == "Não é possível ler o ficheiro de problemas"
    assert text.startswith(f"{path}, linha 7:\nesperavam-se 10 casas na linha 3 do problema A, ")
    assert "O problema anterior fica no tabuleiro." in text
    assert english_words(text.replace(str(path), "")) == set()


def test_a_bad_dots_file_is_explained_in_portuguese(window, dialogs, portuguese, tmp_path):
    path = tmp_path / "caixas.txt"
    path.write_text("problem A\ntarget 1\nboard\n+   +\n  |\n+   +\n", encoding="utf-8")
    assert window.open_problem_file(path, get_domain("dots")) is False
    [(_title, text)] = dialogs
    assert text.startswith(f"{path}, linha 5:\num '|' do problema A entre dois pontos: ")
    assert english_words(text.replace(str(path), "")) == set()


def test_the_target_asked_for_says_why_in_portuguese(window, portuguese, monkeypatch):
    asked: list[str] = []

    def get_int(_parent, _title, label, *_args, **_kwargs):
        asked.append(label)
        return 0, False

    monkeypatch.setattr(QInputDialog, "getInt", get_int)
    assert window.open_problem_file(BAD / "classic-missing-target.dat") is False
    [label] = asked
    assert label.startswith("classic-missing-target.dat: o tabuleiro 2 não tem objetivo.")


def test_a_dots_board_with_no_target_asks_for_one_in_portuguese(
    window, portuguese, monkeypatch, tmp_path
):
    asked: list[str] = []

    def get_int(_parent, _title, label, *_args, **_kwargs):
        asked.append(label)
        return 0, False

    monkeypatch.setattr(QInputDialog, "getInt", get_int)
    path = tmp_path / "caixas.dat"
    path.write_text("(((0 0)(0 0)) ((0)(0)(0)))\n", encoding="utf-8")
    assert window.open_problem_file(path, get_domain("dots")) is False
    [label] = asked
    assert label.startswith("caixas.dat: o tabuleiro 1 não tem objetivo.\n\nCaixas a atingir")


def test_in_english_the_dialog_is_as_it_was(window, dialogs):
    path = BAD / "cavalo-short-row.txt"
    assert window.open_problem_file(path) is False
    [(_title, text)] = dialogs
    assert text.startswith(f"{path}, line 7:\nexpected 10 cells in row 3 of problem A, found 9 ")
