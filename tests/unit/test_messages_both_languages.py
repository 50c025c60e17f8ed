"""Sentences that were English only, now messages with both languages (issue 24, item 1):
each refused input says what is wrong in the reader's language."""

from __future__ import annotations

import errno
import io
import math
import sys

import pytest

from cavalo_gui.app.main import main as gui_main
from cavalo_gui.cli.exit_status import EXIT_BAD_INPUT, EXIT_INTERRUPTED, EXIT_NO_OUTPUT
from cavalo_gui.cli.main import main
from cavalo_gui.domains.blokus.geometry import Geometry
from cavalo_gui.domains.domain import checked_options
from cavalo_gui.domains.dots.board import geometry as dots_geometry
from cavalo_gui.domains.knight.board import check_board, parse_square
from cavalo_gui.domains.knight.editing import KnightDraft
from cavalo_gui.domains.knight.problem import KnightPuzzle
from cavalo_gui.domains.registry import get_domain
from cavalo_gui.engine.message import MessageError
from cavalo_gui.engine.spoiled import Spoil
from cavalo_gui.reports.animation_files import AnimationWriter, animation_format, check_fps
from cavalo_gui.reports.tables import parse_csv
from cavalo_gui.reports.tables import render as render_table
from tests.unit.cli_helpers import bad_input


def test_an_option_value_not_among_the_choices_is_said_in_both_languages():
    with pytest.raises(MessageError) as refused:
        checked_options(get_domain("knight"), {"double": "both"})
    assert str(refused.value) == "doubles must be one of max, min, choice, not 'both'"
    assert refused.value.text("pt") == "duplos tem de ser um de max, min, choice, não 'both'"


def test_an_experiments_unknown_option_value_names_the_option_in_portuguese(capsys):
    arguments = ("experiment", "--problems", "A", "--algorithms", "bfs", "--double", "max,x")
    english = bad_input(capsys, *arguments)
    portuguese = bad_input(capsys, "--lang", "pt", *arguments)
    assert english.endswith("error: unknown doubles 'x' (known: max, min, choice)")
    assert portuguese.endswith("erro: duplos: 'x' não existe (existem: max, min, choice)")


@pytest.mark.parametrize(
    ("spoil", "english", "portuguese"),
    [
        (
            "scale:-1.5",
            "the scale must be a finite number >= 0, got -1.5",
            "a escala tem de ser um número finito >= 0, não -1,5",
        ),
    ],
)
def test_a_spoil_out_of_range_is_refused_in_the_readers_language(
    capsys, spoil, english, portuguese
):
    arguments = ("solve", "--problem", "A", "--algorithm", "astar", "--spoil", spoil)
    assert bad_input(capsys, *arguments).endswith(f"error: argument --spoil: {english}")
    said = bad_input(capsys, "--lang", "pt", *arguments)
    assert said.endswith(f"erro: argumento --spoil: {portuguese}")


def test_a_spoil_made_in_code_with_an_infinite_bias_says_so_in_both_languages():
    with pytest.raises(MessageError) as refused:
        Spoil(bias=math.inf)
    assert str(refused.value) == "the bias must be a finite number, got inf"
    assert refused.value.text("pt") == "o desvio tem de ser um número finito, não inf"


def test_a_long_input_is_echoed_with_its_length_in_the_readers_words(capsys):
    arguments = ("solve", "--problem", "A", "--target", "9" * 5000)
    english = bad_input(capsys, *arguments)
    portuguese = bad_input(capsys, "--lang", "pt", *arguments)
    assert english.endswith("got 999999999999… (5,000 digits)")
    assert portuguese.endswith("não 999999999999… (5\u00a0000 algarismos)")
    long_name = "x" * 30
    english = bad_input(capsys, "solve", "--problem", long_name)
    portuguese = bad_input(capsys, "--lang", "pt", "solve", "--problem", long_name)
    assert "'xxxxxxxxxxxx'… (30 characters)" in english
    assert "'xxxxxxxxxxxx'… (30 carateres)" in portuguese


@pytest.mark.parametrize(
    ("make", "english", "portuguese"),
    [
        (
            lambda: parse_square("K1"),
            "'K1' is not a square: a column A-J then a row 1-10, like C1",
            "'K1' não é uma casa: uma coluna A-J e depois uma linha 1-10, como C1",
        ),
        (
            lambda: parse_square("C" + "9" * 50),
            "'C99999999999'… (51 characters) is not a square: a column A-J then a row 1-10, "
            "like C1",
            "'C99999999999'… (51 carateres) não é uma casa: uma coluna A-J e depois uma linha "
            "1-10, como C1",
        ),
        (
            lambda: check_board([None] * 99),
            "a board has 100 squares, got 99",
            "um tabuleiro tem 100 casas, não 99",
        ),
        (
            lambda: check_board([150] + [None] * 99),
            "square A1 holds 150, not a number 0-99",
            "a casa A1 tem 150, não um número 0-99",
        ),
        (
            lambda: check_board([7, 7] + [None] * 98),
            "number 07 appears twice, at A1 and B1",
            "o número 07 aparece duas vezes, em A1 e em B1",
        ),
        (
            lambda: dots_geometry(0, 3),
            "a board has 1 to 12 rows of boxes, not 0",
            "um tabuleiro tem 1 a 12 linhas de caixas, não 0",
        ),
        (
            lambda: dots_geometry(3, 40),
            "a board has 1 to 12 columns of boxes, not 40",
            "um tabuleiro tem 1 a 12 colunas de caixas, não 40",
        ),
        (
            lambda: Geometry(1),
            "a board is 3 to 26 squares wide, not 1",
            "um tabuleiro tem 3 a 26 casas de largura, não 1",
        ),
    ],
)
def test_a_boards_errors_are_said_in_both_languages(make, english, portuguese):
    with pytest.raises(MessageError) as refused:
        make()
    assert str(refused.value) == english
    assert refused.value.text("pt") == portuguese


def _interrupted(*_arguments, **_keywords):
    raise KeyboardInterrupt


def test_ctrl_c_is_said_in_portuguese(capsys, monkeypatch):
    monkeypatch.setattr("cavalo_gui.cli.solve.run", _interrupted)
    assert main(["--lang", "pt", "solve", "--problem", "A"]) == EXIT_INTERRUPTED
    assert capsys.readouterr().err == "cavalo solve: interrompido\n"


class _FullDisk(io.StringIO):
    def write(self, text: str) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")


def test_a_standard_output_that_cannot_be_written_is_said_in_portuguese(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdout", _FullDisk())
    arguments = ["--lang", "pt", "solve", "--problem", "A", "--json"]
    assert main(arguments) == EXIT_NO_OUTPUT
    assert capsys.readouterr().err.splitlines() == [
        "cavalo solve: erro: não foi possível escrever na saída padrão (No space left on device)"
    ]


@pytest.mark.parametrize(
    "error",
    [
        OSError(errno.ENOSPC, "No space left on device", "x.csv"),
        ValueError("bad value"),
    ],
)
def test_a_plain_error_is_prefixed_in_the_readers_language(capsys, monkeypatch, error):
    def failing(*_arguments, **_keywords):
        raise error

    monkeypatch.setattr("cavalo_gui.cli.solve.run", failing)
    assert main(["--lang", "pt", "solve", "--problem", "A"]) == EXIT_BAD_INPUT
    assert capsys.readouterr().err == f"cavalo solve: erro: {error}\n"
    assert main(["--lang", "en", "solve", "--problem", "A"]) == EXIT_BAD_INPUT
    assert capsys.readouterr().err == f"cavalo solve: error: {error}\n"


@pytest.mark.parametrize(
    ("text", "english", "portuguese"),
    [
        (
            "",
            "t.csv: empty; expected a header row",
            "t.csv: vazio; esperava-se uma linha de cabeçalho",
        ),
        (
            "a,b\n1,2\n",
            "t.csv, line 1: expected a header row with columns such as problem",
            "t.csv, linha 1: esperava-se uma linha de cabeçalho com colunas como problem",
        ),
        (
            "problem,expanded\nA,1\nB\n",
            "t.csv, line 3: expected 2 cells, got 1",
            "t.csv, linha 3: esperavam-se 2 células, não 1",
        ),
        (
            "problem,expanded\nA,many\n",
            "t.csv, line 2: expected a number in column expanded, got 'many'",
            "t.csv, linha 2: esperava-se um número na coluna expanded, não 'many'",
        ),
    ],
)
def test_a_csv_tables_errors_are_said_in_both_languages(text, english, portuguese):
    with pytest.raises(MessageError) as refused:
        parse_csv(text, "t.csv")
    assert str(refused.value) == english
    assert refused.value.text("pt") == portuguese


def test_an_unknown_table_format_and_a_knight_drafts_bad_cell_are_said_in_portuguese():
    with pytest.raises(MessageError) as refused:
        render_table([], "xls")
    assert refused.value.text("pt") == "formato desconhecido 'xls' (conhecidos: md, csv, json, tex)"
    with pytest.raises(MessageError) as refused:
        KnightDraft().set_cell(0, 100)
    assert str(refused.value) == "a square holds a number 00-99, not 100"
    assert refused.value.text("pt") == "uma casa tem um número 00-99, não 100"
    with pytest.raises(MessageError) as refused:
        KnightPuzzle("Z", (None,) * 100, -1)
    assert str(refused.value) == "problem Z: the target must not be negative"
    assert refused.value.text("pt") == "problema Z: o objetivo não pode ser negativo"


def test_an_animations_file_and_frame_rate_errors_are_said_in_portuguese(tmp_path):
    with pytest.raises(MessageError) as refused:
        animation_format("run.avi")
    assert refused.value.text("pt") == (
        "run.avi: esperava-se um nome de ficheiro terminado em .gif, .webp, .mp4"
    )
    with pytest.raises(MessageError) as refused:
        check_fps(120.5)
    assert str(refused.value) == "expected from 1 to 60 frames per second, got 120.5"
    assert refused.value.text("pt") == "esperava-se de 1 a 60 imagens por segundo, não 120,5"
    writer = AnimationWriter(tmp_path / "run.gif", 10)
    with pytest.raises(MessageError) as refused:
        writer.close()
    assert refused.value.text("pt") == f"{tmp_path / 'run.gif'}: nenhuma imagem para escrever"


@pytest.mark.parametrize(
    ("locale", "said"),
    [
        ("pt_PT.UTF-8", "cavalo-gui: erro: argumentos desconhecidos: --no-such-option"),
        ("C", "cavalo-gui: error: unrecognized arguments: --no-such-option"),
    ],
)
def test_cavalo_gui_refuses_a_bad_argument_in_one_line_in_the_users_language(
    capsys, monkeypatch, locale, said
):
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LC_ALL", locale)
    with pytest.raises(SystemExit) as exited:
        gui_main(["--no-such-option"])
    assert exited.value.code == 2
    assert capsys.readouterr().err.splitlines() == [said]
