"""``--weight`` and ``--spoil`` on the command line: the summary, the JSON, the experiment's
weight axis (its trade-off table and plot) and run files that carry the weight."""

from __future__ import annotations

import json

import pytest

from cavalo_gui.cli.main import main
from cavalo_gui.domains.registry import get_domain
from cavalo_gui.engine.spoiled import Spoil
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.experiment import row_key, setup_key
from cavalo_gui.reports.results_file import append_result, read_results
from cavalo_gui.reports.run import run
from cavalo_gui.reports.run_file import (
    RunFileError,
    SavedRun,
    read_run_file,
    run_file_text,
    write_run_file,
)
from tests.unit.cli_helpers import bad_input

KNIGHT = get_domain("knight")


def _out(capsys, *arguments: str) -> str:
    main(list(arguments))
    return capsys.readouterr().out


def test_solve_with_a_weight_says_the_run_is_not_proved_optimal(capsys):
    text = _out(capsys, "solve", "--problem", "D", "--algorithm", "astar", "--weight", "2")
    assert "A*, weight 2;" in text
    assert "solved in 12 moves; not proved optimal: w = 2 allows up to 2x the optimum" in text
    assert "| D | yes (not proved optimal) |" in text
    text = _out(
        capsys, "--lang", "pt", "solve", "--problem", "D", "--algorithm", "rbfs", "--weight", "1.5"
    )
    assert "sem prova de ser ótimo: w = 1,5 permite até 1,5x o ótimo" in text


def test_solve_json_carries_the_weight_the_spoil_and_the_reason(capsys):
    arguments = ["solve", "--problem", "D", "--algorithm", "idastar", "--json"]
    record = json.loads(_out(capsys, *arguments, "--weight", "2", "--spoil", "bias:-1"))
    assert record["parameters"] == {"weight": 2.0} and record["spoil"] == "bias:-1"
    assert record["reason"].endswith("not proved optimal: w = 2 allows up to 2x the optimum")
    spoiled = json.loads(_out(capsys, *arguments, "--spoil", "scale:3"))
    assert spoiled["reason"].endswith("(not proved optimal)") and spoiled["spoil"] == "scale:3"


@pytest.mark.parametrize(
    ("arguments", "said"),
    [
        (["--weight", "-1"], "argument --weight: expected a number from 0 to 100, got -1"),
        (["--weight", "inf"], "argument --weight: expected a number from 0 to 100, got 'inf'"),
        (["--weight", "two"], "argument --weight: expected a number from 0 to 100, got 'two'"),
        (["--spoil", "scale:x"], "argument --spoil: expected scale:K or bias:B"),
        (["--spoil", "double:2"], "argument --spoil: expected scale:K or bias:B"),
    ],
)
def test_a_bad_weight_or_spoil_gets_one_line(capsys, arguments, said):
    line = bad_input(capsys, "solve", "--problem", "A", "--algorithm", "astar", *arguments)
    assert line.startswith(f"cavalo solve: error: {said}")


def test_the_experiment_takes_the_weight_as_an_axis_with_its_table_and_plot(capsys, tmp_path):
    summary, plot = tmp_path / "summary.md", tmp_path / "trade-off.png"
    status = main(
        [
            "experiment",
            "--problems",
            "C,D",
            "--algorithms",
            "astar,bfs",
            "--weight",
            "1,1.5,2,3",
            "--workers",
            "1",
            "--no-progress",
            "--summary",
            str(summary),
            "--plot",
            str(plot),
        ]
    )
    assert status == 0
    lines = summary.read_text(encoding="utf-8").splitlines()
    rows = [line for line in lines if line.startswith("| A* ")]
    assert [row.split(" | ")[1] for row in rows] == ["1", "1.5", "2", "3"]  # one row per weight
    expanded = {row.split(" | ")[1]: float(row.split(" | ")[4]) for row in rows}
    assert expanded["2"] < expanded["1"]
    assert not [line for line in lines if line.startswith("| BFS")]  # BFS takes no weight
    for written in (plot, plot.with_suffix(".svg")):
        assert written.stat().st_size > 10_000
    assert "weight w of f = g + w·h" in plot.with_suffix(".svg").read_text(encoding="utf-8")


def test_a_run_file_carries_the_weight_and_the_spoil(tmp_path):
    setup = RunChoices(
        KNIGHT.load_puzzle("D"), "astar", "fewest", {}, {"weight": 1.5}, spoil=Spoil(scale=2)
    )
    path = write_run_file(tmp_path / "weighted.cavalo-run", SavedRun(setup, step=3))
    assert json.loads(path.read_text(encoding="utf-8"))["parameters"] == {"weight": 1.5}
    back = read_run_file(path).setup
    assert back.parameters == {"weight": 1.5} and back.spoil == Spoil(scale=2)


@pytest.mark.parametrize(
    ("weight", "said"),
    [
        (-2, "its choices do not fit the Knight game: weight w must be between 0 and 100"),
        ("2", '"parameters" must be an object'),
    ],
)
def test_a_run_file_with_a_bad_weight_is_refused_naming_it(tmp_path, weight, said):
    setup = RunChoices(KNIGHT.load_puzzle("D"), "astar", parameters={"weight": 1.0})
    record = json.loads(run_file_text(SavedRun(setup)))
    record["parameters"]["weight"] = weight
    path = tmp_path / "bad.cavalo-run"
    path.write_text(json.dumps(record), encoding="utf-8")
    with pytest.raises(RunFileError) as refused:
        read_run_file(path)
    assert said in str(refused.value)


def test_a_spoiled_run_is_another_row_of_an_experiment():
    puzzle = KNIGHT.load_puzzle("A")
    plain, spoiled = RunChoices(puzzle, "astar"), RunChoices(puzzle, "astar", spoil=Spoil(scale=2))
    assert setup_key(plain) != setup_key(spoiled)
    assert setup_key(spoiled) == row_key(run(spoiled).to_json())
    assert setup_key(plain) == row_key(run(plain).to_json())


def test_the_results_file_says_the_heuristic_was_spoiled(tmp_path):
    puzzle = KNIGHT.load_puzzle("A")
    spoiled = RunChoices(puzzle, "astar", "fewest", {}, {"weight": 2.0}, spoil=Spoil(bias=2))
    path = tmp_path / "solucao.dat"
    append_result(path, run(spoiled))
    append_result(path, run(RunChoices(puzzle, "astar", "fewest")))
    first, second = read_results(path)
    assert first["heuristic"] == "fewest (spoiled: bias:2)" and first["parameters"] == {
        "weight": 2.0
    }
    assert first["reason"].endswith("(not proved optimal)")
    assert second["heuristic"] == "fewest" and second["parameters"] == {}
