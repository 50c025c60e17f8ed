"""The command's own refusals of its arguments (argparse's and our options' checks) in the
user's language: one line on stderr, exit status 2, every --help unchanged."""

from __future__ import annotations

import argparse
import inspect

import pytest

from cavalo_gui.cli.main import build_parser
from cavalo_gui.reports.argument_errors import ARGPARSE_IDS, language_before_parsing
from tests.unit.cli_helpers import bad_input


def test_a_bad_seed_is_refused_in_portuguese(capsys):
    line = bad_input(capsys, "solve", "--lang", "pt", "--problem", "F", "--seed", "x")
    assert line == "cavalo solve: erro: argumento --seed: esperava-se um número inteiro, não 'x'"


def test_the_same_bad_seed_in_english_is_as_before(capsys):
    line = bad_input(capsys, "--lang", "en", "solve", "--problem", "F", "--seed", "x")
    assert line == "cavalo solve: error: argument --seed: expected a whole number, got 'x'"


def test_the_locale_chooses_the_language_when_lang_is_not_given(capsys, monkeypatch):
    monkeypatch.setenv("LC_ALL", "pt_PT.UTF-8")
    line = bad_input(capsys, "solve", "--problem", "A", "--max-nodes", "0")
    assert (
        line == "cavalo solve: erro: argumento --max-nodes: esperava-se um número positivo, não 0"
    )


@pytest.mark.parametrize(
    ("arguments", "expected"),
    [
        (
            ("bogus",),
            "cavalo: erro: argumento COMMAND: valor inválido: 'bogus' (valores possíveis: "
            "'solve', 'inspect', 'compare', 'experiment', 'screenshot', 'animate', 'list', "
            "'check')",
        ),
        (
            ("solve", "--problem", "A", "--max-nodes"),
            "cavalo solve: erro: argumento --max-nodes: esperava-se um valor",
        ),
        (
            ("solve", "--problem", "A", "--algorithm", "nope"),
            "cavalo solve: erro: argumento --algorithm: valor inválido: 'nope'",
        ),
        (
            ("solve", "--problem", "A", "--frob"),
            "cavalo: erro: argumentos desconhecidos: --frob",
        ),
        (
            ("solve", "--algorithm", "bfs"),
            "cavalo solve: erro: é obrigatório um dos argumentos --problem --board "
            "--problem-module --run",
        ),
    ],
)
def test_argparse_own_errors_are_in_portuguese(capsys, arguments, expected):
    assert bad_input(capsys, "--lang", "pt", *arguments).startswith(expected)


@pytest.mark.parametrize(
    ("arguments", "expected"),
    [
        (
            ("animate", "--problem", "A", "--range", "5..3"),
            "cavalo animate: erro: argumento --range: o intervalo 5..3 está vazio: B vem antes "
            "de A",
        ),
        (
            ("animate", "--problem", "A", "--range", "cinco"),
            "cavalo animate: erro: argumento --range: esperava-se A..B, A..end ou ..B, com A e B "
            "números de expansões, não 'cinco'",
        ),
        (
            ("solve", "--problem", "A", "--time-limit", "-1"),
            "cavalo solve: erro: argumento --time-limit: esperava-se um número positivo de "
            "segundos, não -1",
        ),
        (
            ("solve", "--problem", "A", "--target", "5"),
            "cavalo solve: erro: --target vai com --board; um problema incluído tem o seu próprio "
            "objetivo",
        ),
        (
            ("solve", "--problem", "Z"),
            "cavalo solve: erro: problema desconhecido 'Z': os problemas conhecidos são A, B, C, "
            "D, E, F",
        ),
        (
            ("compare", "--problems", "A", "--algorithms", "bfs,zz"),
            "cavalo compare: erro: algoritmo: 'zz' não existe (existem: ",
        ),
        (
            ("compare", "--problems", "A,B", "--algorithms", "bfs", "--seed", "3"),
            "cavalo compare: erro: --seed é para os tabuleiros aleatórios, e nenhum de A, B o é",
        ),
        (
            ("animate", "--problem", "A", "--fps", "99", "--out", "a.gif"),
            "cavalo animate: erro: argumento --fps: esperava-se de 1 a 60 imagens por segundo, "
            "não '99'",
        ),
        (
            ("screenshot", "--problem", "A", "--size", "3x3"),
            "cavalo screenshot: erro: argumento --size: esperava-se um tamanho de 400x300 a "
            "7680x4320, não 3x3",
        ),
        (
            (
                "screenshot",
                "--problem",
                "A",
                "--algorithm",
                "bfs",
                "--what",
                "window",
                "--out",
                "w.svg",
            ),
            "cavalo screenshot: erro: w.svg: a janela guarda-se como .png; um desenho",
        ),
        (
            ("inspect", "--problem", "A", "--csv", "x.txt"),
            "cavalo inspect: erro: argumento --csv: esperava-se um nome de ficheiro .csv, não "
            "'x.txt'",
        ),
        (
            ("solve", "--problem", "A", "--algorithm", "astar", "--spoil", "x:1"),
            "cavalo solve: erro: argumento --spoil: esperava-se scale:K ou bias:B com um número "
            "finito, não 'x:1'",
        ),
        (
            ("solve", "--problem", "A", "--algorithm", "bfs", "--break-on", "nope"),
            "cavalo solve: erro: argumento --break-on: ponto de paragem desconhecido 'nope' "
            "(conhecidos: goal-generated",
        ),
        (
            ("solve", "--problem", "A", "--algorithm", "bfs", "--seed", "3"),
            "cavalo solve: erro: o problema A tem um tabuleiro fixo, por isso uma semente não "
            "lhe diz nada; as sementes fazem os tabuleiros aleatórios de F",
        ),
        (
            ("solve", "--problem", "F", "--algorithm", "bfs", "--seed", "123456789012345678901"),
            "cavalo solve: erro: argumento --seed: esperava-se um número inteiro de no máximo 20 "
            "algarismos, não 123456789012345678901",
        ),
        (
            ("solve", "--problem", "A", "--algorithm", "astar", "--heuristic", "zz"),
            "cavalo solve: erro: heurística desconhecida 'zz' (conhecidas: ",
        ),
        (
            ("compare", "--problems", "A", "--algorithms", "bfs", "--sort", "zz"),
            "cavalo compare: erro: coluna desconhecida 'zz' (conhecidas: domain, problem",
        ),
        (
            ("solve", "--problem", "A", "--algorithm", "bfs", "--table", "t.xyz"),
            "cavalo solve: erro: t.xyz: esperava-se um ficheiro de tabela terminado em .md, ",
        ),
        (
            ("solve", "--problem", "A", "--algorithm", "dfs", "--max-depth", "20000"),
            "cavalo solve: erro: o limite de profundidade tem de estar entre 1 e 10000, não 20000",
        ),
        (
            ("solve", "--domain", "blokus", "--problem", "A", "--algorithm", "bfs", "--goal", "x"),
            "cavalo solve: erro: argumento --goal: valor inválido: 'x'",
        ),
        (
            (
                "solve",
                "--domain",
                "dots",
                "--problem",
                "A",
                "--algorithm",
                "bfs",
                "--double",
                "max",
            ),
            "cavalo solve: erro: --double é uma opção de outro puzzle, não do Dots and Boxes",
        ),
        (
            ("solve", "--domain", "dots", "--problem", "A", "--algorithm", "bfs", "--seed", "3"),
            "cavalo solve: erro: o problema A tem um tabuleiro fixo, por isso uma semente não "
            "lhe diz nada",
        ),
    ],
)
def test_our_checks_of_the_options_are_in_portuguese(capsys, arguments, expected):
    assert bad_input(capsys, "--lang", "pt", *arguments).startswith(expected)


def test_a_file_with_too_few_problems_says_how_many_it_holds(capsys, tmp_path):
    board = tmp_path / "one.txt"
    rows = (" ".join(f"{10 * row + column:02d}" for column in range(10)) for row in range(10))
    board.write_text("(" + " ".join(f"({row})" for row in rows) + ")\n", encoding="utf-8")
    line = bad_input(
        capsys, "--lang", "pt", "solve", "--board", str(board), "--target", "5", "--index", "3"
    )
    assert line == f"cavalo solve: erro: {board} tem 1 problema; --index 3 não indica nenhum deles"


@pytest.mark.parametrize("command", [None, "solve", "compare", "experiment", "animate"])
def test_every_help_is_the_same_in_both_languages(capsys, command):
    def help_in(language: str) -> str:
        arguments = ["--lang", language] + ([command] if command else []) + ["--help"]
        with pytest.raises(SystemExit):
            from cavalo_gui.cli.main import main

            main(arguments)
        return capsys.readouterr().out

    english = help_in("en")
    assert "usage: cavalo" in english
    assert help_in("pt") == english


def test_every_argparse_template_translated_is_one_argparse_writes():
    source = inspect.getsource(argparse)
    assert [text for text in ARGPARSE_IDS if repr(text) not in source] == []


def test_the_language_is_known_before_the_command_line_is_read():
    assert language_before_parsing(["solve", "--lang=pt"], {}) == "pt"
    assert language_before_parsing(["--lang", "pt", "solve", "--lang", "en"], {}) == "en"
    assert language_before_parsing(["--lang", "xx"], {"LANG": "pt_PT.UTF-8"}) == "pt"
    assert language_before_parsing([], {}) == "en"


def test_the_parser_still_builds():
    assert build_parser().prog == "cavalo"


def test_an_option_the_run_does_not_use_is_warned_of_in_portuguese(capsys):
    from cavalo_gui.cli.main import main

    arguments = ["solve", "--problem", "A", "--algorithm", "bfs", "--heuristic", "fewest"]
    assert main(["--lang", "pt", *arguments, "--memory", "5"]) == 0
    assert capsys.readouterr().err.splitlines() == [
        "cavalo solve: aviso: --memory 5 ignorado: bfs não usa --memory",
        "cavalo solve: aviso: --heuristic fewest ignorado: bfs não usa heurística",
    ]
