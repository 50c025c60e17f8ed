"""``cavalo experiment --resume`` never takes a row made under other limits for a run of this
experiment, and without ``--resume`` an ``--out`` that holds rows is not replaced unless
``--force`` says so."""

from __future__ import annotations

import csv
import dataclasses

from cavalo_gui.cli.main import main
from cavalo_gui.engine.limits import Limits
from cavalo_gui.reports import experiment as experiment_module
from cavalo_gui.reports.experiment import Experiment, missing_setups, row_key, setup_key
from cavalo_gui.reports.experiment_rows import read_rows
from cavalo_gui.reports.run import run
from tests.unit.cli_helpers import bad_input

ARGUMENTS = [
    "experiment", "--problems", "F", "--seeds", "1-2", "--targets", "300",
    "--algorithms", "astar", "--heuristics", "fewest", "--workers", "1",
]  # fmt: skip
RUNS = 2


def test_a_run_under_other_limits_is_another_run():
    setup = Experiment(domain="knight", problems=("A",), algorithms=("bfs",)).setups()[0]
    smaller = dataclasses.replace(setup, limits=Limits(max_nodes=100))
    row = run(setup).to_json()
    assert row["limits"] == dataclasses.asdict(setup.limits)
    assert row_key(row) == setup_key(setup)
    assert setup_key(smaller) != setup_key(setup)
    assert missing_setups([smaller], [row]) == [smaller]


def test_resume_under_other_limits_is_refused_naming_them(tmp_path, capsys, monkeypatch):
    out = tmp_path / "rows.csv"
    assert main([*ARGUMENTS, "--out", str(out)]) == 0
    before = out.read_bytes()
    capsys.readouterr()
    monkeypatch.setattr(experiment_module, "run", _refuse)
    line = bad_input(capsys, *ARGUMENTS, "--out", str(out), "--resume", "--max-nodes", "100")
    assert line == (
        f"cavalo experiment: error: {out}: {RUNS} rows were made under other limits "
        "(--max-nodes 2000000, not 100); resume with the same limits, or write the rows to "
        "another file"
    )
    assert out.read_bytes() == before


def test_resume_under_the_same_limits_keeps_every_row(tmp_path, capsys, monkeypatch):
    out = tmp_path / "rows.csv"
    limits = ["--max-nodes", "50000", "--time-limit", "30"]
    assert main([*ARGUMENTS, *limits, "--out", str(out)]) == 0
    capsys.readouterr()
    monkeypatch.setattr(experiment_module, "run", _refuse)
    assert main([*ARGUMENTS, *limits, "--out", str(out), "--resume"]) == 0
    assert f"(0 run now, {RUNS} kept)" in capsys.readouterr().err
    assert len(read_rows(out)) == RUNS


def test_resume_from_rows_that_do_not_record_their_limits_is_refused(tmp_path, capsys):
    out = tmp_path / "rows.csv"
    assert main([*ARGUMENTS, "--out", str(out)]) == 0
    with out.open(newline="") as file:
        lines = list(csv.reader(file))
    column = lines[0].index("limits")
    with out.open("w", newline="") as file:  # as an earlier version wrote it
        csv.writer(file, lineterminator="\n").writerows(
            [cells[:column] + cells[column + 1 :] for cells in lines]
        )
    capsys.readouterr()
    line = bad_input(capsys, *ARGUMENTS, "--out", str(out), "--resume")
    assert line == (
        f"cavalo experiment: error: {out}: {RUNS} rows do not record the limits they were made "
        "under (a file of an earlier version); write the rows to another file"
    )


def test_an_out_that_holds_rows_is_replaced_only_with_force(tmp_path, capsys):
    out = tmp_path / "rows.csv"
    assert main([*ARGUMENTS, "--out", str(out)]) == 0
    before = out.read_bytes()
    capsys.readouterr()
    line = bad_input(capsys, *ARGUMENTS, "--seeds", "3", "--out", str(out))
    assert line == (
        f"cavalo experiment: error: {out} already exists: --resume keeps its rows and runs "
        "the rest, --force replaces it"
    )
    assert out.read_bytes() == before
    assert main([*ARGUMENTS, "--seeds", "3", "--out", str(out), "--force"]) == 0
    assert [row["seed"] for row in read_rows(out)] == [3]


def test_an_empty_out_is_written_without_force(tmp_path):
    out = tmp_path / "rows.csv"
    out.touch()
    assert main([*ARGUMENTS, "--out", str(out)]) == 0
    assert len(read_rows(out)) == RUNS


def test_resume_and_force_together_are_refused(tmp_path, capsys):
    line = bad_input(capsys, *ARGUMENTS, "--out", str(tmp_path / "r.csv"), "--resume", "--force")
    assert "--force" in line and "--resume" in line


def _refuse(*_arguments, **_keywords):
    raise AssertionError("a run started that the rows already hold, or before the refusal")


def test_one_row_made_under_other_limits_is_named_in_the_singular(tmp_path, capsys):
    out = tmp_path / "rows.csv"
    arguments = [*ARGUMENTS, "--seeds", "1"]
    assert main([*arguments, "--out", str(out)]) == 0
    capsys.readouterr()
    line = bad_input(capsys, *arguments, "--out", str(out), "--resume", "--max-nodes", "100")
    assert f"{out}: 1 row was made under other limits (--max-nodes 2000000, not 100)" in line
