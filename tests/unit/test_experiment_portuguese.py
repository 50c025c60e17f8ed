"""``cavalo experiment --lang pt``: what it says of its runs, of the rows file it resumes and
of a rows file it cannot read is Portuguese, numbers written the Portuguese way."""

from __future__ import annotations

from cavalo_gui.cli.main import main
from cavalo_gui.reports import experiment as experiment_module
from tests.unit.cli_helpers import bad_input

ARGUMENTS = [
    "--lang", "pt", "experiment", "--problems", "F", "--seeds", "1-2", "--targets", "300",
    "--algorithms", "astar", "--heuristics", "fewest", "--workers", "1",
]  # fmt: skip


def _refuse(setup, control=None):
    raise AssertionError("no run was expected")


def test_the_closing_line_and_the_warnings_are_portuguese(tmp_path, capsys, monkeypatch):
    out = tmp_path / "rows.csv"
    assert main([*ARGUMENTS, "--out", str(out)]) == 0
    err = capsys.readouterr().err
    assert err == (
        "cavalo experiment: 2 execuções (2 feitas agora, 0 guardadas): 2 resolvidas, 0 "
        f"provadas sem solução, 0 terminadas por um limite; linhas em {out}\n"
    )
    monkeypatch.setattr(experiment_module, "run", _refuse)
    fewer = [*ARGUMENTS, "--out", str(out), "--resume"]
    fewer[fewer.index("1-2")] = "1"
    assert main(fewer) == 0
    lines = capsys.readouterr().err.splitlines()
    assert lines[0] == (
        f"cavalo experiment: aviso: {out}: 1 linha não é uma execução desta experiência; fica "
        "no ficheiro, fora do resumo"
    )
    assert lines[1].startswith("cavalo experiment: 1 execução (0 feitas agora, 1 guardadas)")


def test_resuming_under_other_limits_is_refused_in_portuguese(tmp_path, capsys, monkeypatch):
    out = tmp_path / "rows.csv"
    assert main([*ARGUMENTS, "--out", str(out)]) == 0
    capsys.readouterr()
    monkeypatch.setattr(experiment_module, "run", _refuse)
    line = bad_input(capsys, *ARGUMENTS, "--out", str(out), "--resume", "--max-nodes", "100")
    assert line == (
        f"cavalo experiment: erro: {out}: 2 linhas foram feitas com outros limites "
        "(--max-nodes 2000000, não 100); retome com os mesmos limites, ou escreva as linhas "
        "noutro ficheiro"
    )
    line = bad_input(capsys, *ARGUMENTS, "--out", str(out))
    assert line == (
        f"cavalo experiment: erro: {out} já existe: --resume guarda as suas linhas e faz as "
        "execuções que faltam, --force substitui-o"
    )


def test_a_rows_file_that_cannot_be_read_is_named_in_portuguese(tmp_path, capsys):
    out = tmp_path / "rows.csv"
    out.write_text("domain,problem,algorithm,generated\nknight,A\n", encoding="utf-8")
    line = bad_input(capsys, *ARGUMENTS, "--out", str(out), "--resume")
    assert line == f"cavalo experiment: erro: {out}, linha 2: 2 células onde o cabeçalho tem 4"
    line = bad_input(capsys, *ARGUMENTS, "--out", str(tmp_path / "rows.txt"))
    assert line == (
        f"cavalo experiment: erro: {tmp_path / 'rows.txt'}: escreva as linhas num ficheiro "
        ".csv ou .parquet, não .txt"
    )


def test_the_english_closing_line_counts_one_run_in_the_singular(tmp_path, capsys):
    arguments = [*ARGUMENTS[2:], "--lang", "en"]
    arguments[arguments.index("1-2")] = "1"
    assert main(arguments) == 0
    assert capsys.readouterr().err == (
        "cavalo experiment: 1 run (1 run now, 0 kept): 1 solved, 0 proved unsolvable, 0 "
        "ended by a budget\n"
    )


def test_a_bad_range_of_seeds_is_refused_in_portuguese(capsys):
    arguments = [*ARGUMENTS]
    arguments[arguments.index("1-2")] = "5-1"
    line = bad_input(capsys, *arguments)
    assert line == (
        "cavalo experiment: erro: argumento --seeds: o intervalo 5-1 está ao contrário "
        "(escreva 1-5)"
    )
    arguments[arguments.index("5-1")] = "1-99999999"
    line = bad_input(capsys, *arguments)
    assert (
        line
        == "cavalo experiment: erro: argumento --seeds: 1-99999999 tem mais de 1\xa0000\xa0000 "
        "números"
    )


def test_the_tables_name_the_algorithms_in_portuguese(capsys):
    """The depth table's columns and the trade-off table's rows name each algorithm by its
    short name in the reader's language ("Custo uniforme" was "Uniform cost")."""
    arguments = [
        "--lang", "pt", "experiment", "--problems", "A,B", "--algorithms", "ucs,greedy,astar",
        "--heuristics", "fewest", "--weight", "1,2", "--workers", "1",
    ]  # fmt: skip
    assert main(arguments) == 0
    out = capsys.readouterr().out
    header = next(line for line in out.splitlines() if line.startswith("| d |"))
    assert "| Custo uniforme: nós |" in header
    assert "| Melhor primeiro gananciosa fewest: nós |" in header
    assert "| A* fewest weight 2: nós |" in header  # a parameter by its option's name
    assert "Uniform cost" not in out and "Greedy best-first" not in out
    assert "| A* fewest | 2 |" in out  # the trade-off table's row for w = 2
