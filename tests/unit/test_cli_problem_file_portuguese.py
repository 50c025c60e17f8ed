"""``cavalo --lang pt`` and a bad problem file: the one line on stderr says what is wrong in
Portuguese (the file, the line, the fault), with exit status 2 as in English."""

from __future__ import annotations

from pathlib import Path

from tests.unit.cli_helpers import bad_input
from tests.unit.test_problem_file_portuguese import english_words

BAD = Path(__file__).resolve().parents[1] / "data" / "bad"


def test_a_bad_knight_file_is_one_line_in_portuguese(capsys):
    path = BAD / "cavalo-short-row.txt"
    line = bad_input(capsys, "--lang", "pt", "solve", "--board", str(path), "--target", "5")
    assert line == (
        f"cavalo solve: erro: {path}, linha 7: esperavam-se 10 casas na linha 3 do problema A, "
        "encontraram-se 9 (um número 00-99 ou '..' para uma casa vazia)"
    )
    assert english_words(line.replace(str(path), "").replace("cavalo solve", "")) == set()


def test_a_fault_of_the_whole_file_and_a_dots_file(capsys, tmp_path):
    line = bad_input(capsys, "solve", "--lang", "pt", "--board", str(tmp_path), "--target", "5")
    assert line == f"cavalo solve: erro: {tmp_path}: isto é uma pasta, não um ficheiro"
    path = tmp_path / "caixas.txt"
    path.write_text("problem A\ntarget 9\nboard\n+   +\n\n+   +\n", encoding="utf-8")
    line = bad_input(capsys, "--lang", "pt", "solve", "--domain", "dots", "--board", str(path))
    assert line == (
        f"cavalo solve: erro: {path}, linha 2: o objetivo do problema A é 9, "
        "mas o seu tabuleiro só tem 1 caixa"
    )


def test_in_english_the_line_is_as_it_was(capsys):
    path = BAD / "cavalo-short-row.txt"
    line = bad_input(capsys, "--lang", "en", "solve", "--board", str(path), "--target", "5")
    assert line == (
        f"cavalo solve: error: {path}, line 7: expected 10 cells in row 3 of problem A, found 9 "
        "(a number 00-99 or '..' for an empty square)"
    )
