"""``cavalo inspect``: the violations, h/h*, the CSV, the plot, and bad arguments."""

from __future__ import annotations

import csv

import pytest

from cavalo_gui.cli.main import main
from tests.unit.cli_helpers import bad_input


def test_enunciado_on_c_prints_its_violations_and_ratios(capsys) -> None:
    assert main(["--lang", "en", "inspect", "--problem", "C", "--heuristic", "enunciado"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "enunciado against h* on C (astar): 32 nodes expanded, h* known for 32"
    assert "5 admissibility violations (h > h*):" in out
    assert "  node 31 (A1 B3 C1 D3 B2): h 1.624 > h* 1" in out
    assert any(line.startswith("15 consistency violations") for line in out)
    assert out[-1].startswith("largest h/h* 1.624; mean h/h* ")


def test_reach_on_c_in_portuguese_has_none(capsys) -> None:
    assert main(["--lang", "pt", "inspect", "--problem", "C", "--heuristic", "reach"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert "0 violações da admissibilidade (h > h*):" in out
    assert "0 violações da consistência (h(pai) - h(filho) > custo do passo):" in out
    assert out[-1].startswith("maior h/h* 1; média de h/h* 0,")


def test_csv_has_one_named_row_per_expanded_node(tmp_path, capsys) -> None:
    table = tmp_path / "nodes.csv"
    arguments = ["inspect", "--problem", "C", "--heuristic", "enunciado", "--csv", str(table)]
    assert main(arguments) == 0
    rows = list(csv.DictReader(table.open(encoding="utf-8")))
    assert list(rows[0]) == ["node", "moves", "g", "h", "h*"]
    assert len(rows) == 32
    assert rows[0]["moves"] == "" and rows[0]["g"] == "0" and rows[0]["h*"] == "6"
    last = rows[31]
    assert (last["moves"], last["g"], last["h*"]) == ("A1 B3 C1 D3 B2", "5", "1")
    assert f"wrote {table}" in capsys.readouterr().out


@pytest.mark.parametrize("suffix", [".png", ".svg"])
def test_plot_is_written(tmp_path, suffix: str) -> None:
    picture = tmp_path / f"scatter{suffix}"
    arguments = ["inspect", "--problem", "C", "--heuristic", "enunciado", "--plot", str(picture)]
    assert main(arguments) == 0
    data = picture.read_bytes()
    if suffix == ".png":
        assert data.startswith(b"\x89PNG")
    else:
        assert b"<svg" in data and b"h*" in data


@pytest.mark.parametrize(
    ("arguments", "said"),
    [
        (["--plot", "x.gif"], "expected a .png or .svg file name, got 'x.gif'"),
        (["--csv", "x.txt"], "expected a .csv file name, got 'x.txt'"),
        (["--budget", "0"], "expected a positive number, got 0"),
        (["--heuristic", "nope"], "unknown heuristic 'nope'"),
    ],
)
def test_bad_arguments_are_one_line(capsys, arguments: list[str], said: str) -> None:
    line = bad_input(capsys, "inspect", "--problem", "C", *arguments)
    assert said in line


def test_an_unwritable_csv_is_one_line(tmp_path, capsys) -> None:
    target = tmp_path / "missing" / "nodes.csv"
    line = bad_input(capsys, "inspect", "--problem", "C", "--csv", str(target))
    assert line.startswith("cavalo inspect: error:") and "nodes.csv" in line


def test_an_uninformed_run_is_inspected_against_the_heuristic_given(capsys) -> None:
    arguments = ["inspect", "--problem", "C", "--algorithm", "bfs", "--heuristic", "reach"]
    assert main(["--lang", "en", *arguments]) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    assert captured.out.startswith("reach against h* on C (bfs): ")
    assert "0 admissibility violations (h > h*):" in captured.out
