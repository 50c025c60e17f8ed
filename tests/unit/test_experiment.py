"""``cavalo experiment``: the grid, the same rows here, on a process pool and on Dask, resuming
after an interruption, the AIMA-style table against a hand computation, and bad input."""

from __future__ import annotations

import csv
import dataclasses
import os
import signal
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from cavalo_gui.cli.main import main
from cavalo_gui.domains.registry import get_domain
from cavalo_gui.reports import experiment as experiment_module
from cavalo_gui.reports.experiment import (
    Backend,
    Experiment,
    dask_cluster,
    parse_number_ranges,
    process_pool,
    row_key,
    run_experiment,
    setup_key,
)
from cavalo_gui.reports.experiment_rows import read_rows
from cavalo_gui.reports.experiment_summary import depth_table, plot, to_markdown
from cavalo_gui.reports.results_file import read_results
from cavalo_gui.reports.run import run
from tests.unit.cli_helpers import bad_input
from tests.unit.ctrl_c import ctrl_c_raises_keyboard_interrupt

# A small grid of quick runs: A* with two heuristics and greedy, on 3 boards x 2 targets.
SMALL = Experiment(
    domain="knight",
    problems=("F",),
    algorithms=("astar", "greedy"),
    heuristics=("fewest", "reach"),
    seeds=(1, 2, 3),
    targets=(300, 500),
)
SMALL_ARGUMENTS = [
    "experiment",
    "--problems", "F",
    "--seeds", "1-3",
    "--targets", "300,500",
    "--algorithms", "astar,greedy",
    "--heuristics", "fewest,reach",
]  # fmt: skip
SMALL_RUNS = 3 * 2 * 2 * 2


def comparable(rows: list[dict]) -> list[dict]:
    """Rows without the time they took, in key order: what must not depend on where they ran."""
    cleaned = [{key: value for key, value in row.items() if key != "seconds"} for row in rows]
    return sorted(cleaned, key=lambda row: repr(row_key(row)))


@pytest.fixture(scope="module")
def rows_made_here() -> list[dict]:
    """The small grid's rows, each run here, one after the other: the reference."""
    return comparable([run(setup).to_json() for setup in SMALL.setups()])


def rows_of(backend) -> list[dict]:
    rows: list[dict] = []
    ended = run_experiment(SMALL.setups(), lambda result: rows.append(result.to_json()), backend)
    assert ended.finished == SMALL_RUNS and not ended.stopped
    return rows


# ------------------------------------------------------------------------------ the grid


def test_number_ranges_take_ranges_and_lists_in_the_order_given():
    assert parse_number_ranges("1-3,7,2") == (1, 2, 3, 7)
    assert parse_number_ranges("500, 1000") == (500, 1000)
    for bad in ("5-1", "1-", "a", "1,,2", "", "-3"):
        with pytest.raises(ValueError):
            parse_number_ranges(bad)


def test_the_grid_crosses_everything_and_remakes_each_board_from_its_seed():
    grid = dataclasses.replace(SMALL, option_values={"double": ("max", "min")})
    setups = grid.setups()
    assert len(setups) == SMALL_RUNS * 2 == grid.run_count()
    assert len({setup_key(setup) for setup in setups}) == len(setups)
    knight = get_domain("knight")
    for setup in setups:
        assert setup.puzzle.board == knight.load_puzzle("F", setup.puzzle.seed).board
        assert setup.puzzle.target in (300, 500)
    assert {setup.puzzle.seed for setup in setups} == {1, 2, 3}
    assert {setup.chosen_options()["double"] for setup in setups} == {"max", "min"}


def test_uninformed_algorithms_run_once_and_fixed_boards_ignore_the_seeds():
    grid = Experiment(
        domain="knight",
        problems=("A", "F"),
        algorithms=("bfs", "astar"),
        heuristics=("fewest", "reach"),
        seeds=(4, 5),
    )
    setups = grid.setups()
    boards = {(setup.puzzle.name, setup.puzzle.seed) for setup in setups}
    assert boards == {("A", None), ("F", 4), ("F", 5)}
    assert len(setups) == 3 * (1 + 2)


# ------------------------------------------------- the same rows here, on a pool, on Dask


@pytest.fixture(scope="module")
def local_dask_cluster():
    distributed = pytest.importorskip("distributed")
    cluster = distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None
    )
    client = distributed.Client(cluster, set_as_default=False)
    yield client
    client.close()
    cluster.close()


def test_a_process_pool_and_a_dask_cluster_give_the_rows_of_runs_made_here(
    local_dask_cluster, rows_made_here
):
    here = rows_made_here
    with process_pool(2) as backend:
        on_pool = comparable(rows_of(backend))
    with dask_cluster(local_dask_cluster) as backend:
        assert backend.workers == 2
        on_dask = comparable(rows_of(backend))
    assert on_pool == here
    assert on_dask == here
    assert len({repr(row_key(row)) for row in here}) == SMALL_RUNS


def test_the_command_runs_on_a_dask_scheduler_given_by_address(
    local_dask_cluster, rows_made_here, tmp_path, capsys
):
    out = tmp_path / "rows.csv"
    address = local_dask_cluster.scheduler.address
    status = main([*SMALL_ARGUMENTS, "--scheduler", address, "--out", str(out)])
    assert status == 0, capsys.readouterr().err
    rows = read_rows(out)
    assert comparable(rows) == rows_made_here


def test_a_stopped_pool_hands_over_every_run_that_finished():
    finished: list[dict] = []
    with process_pool(2) as backend:
        ended = run_experiment(
            SMALL.setups(),
            lambda result: finished.append(result.to_json()),
            backend,
            stop=lambda: bool(finished),
        )
    assert ended.stopped
    assert ended.finished == len(finished) < SMALL_RUNS
    assert all(row["outcome"] == "solved" for row in finished)


def test_a_worker_without_the_project_is_named_not_a_traceback(monkeypatch):
    def missing_package(_setups):
        raise ModuleNotFoundError("No module named 'cavalo_gui'")

    monkeypatch.setattr(experiment_module, "run_chunk", missing_package)
    threads = Backend(ThreadPoolExecutor(max_workers=1), 1, "one thread")
    with threads.executor, pytest.raises(OSError, match="install cavalo-gui, the same version"):
        run_experiment(SMALL.setups(), lambda _result: None, threads)


# ----------------------------------------------------------------------------- resuming


def test_resume_after_ctrl_c_runs_only_the_missing_runs(tmp_path, capsys, monkeypatch):
    out = tmp_path / "rows.csv"
    calls = 0

    def interrupted_after_five(setup, control=None):
        nonlocal calls
        calls += 1
        if calls > 5:
            raise KeyboardInterrupt  # Ctrl-C in the middle of the sixth run
        return run(setup, control)

    monkeypatch.setattr(experiment_module, "run", interrupted_after_five)
    status = main([*SMALL_ARGUMENTS, "--workers", "1", "--out", str(out)])
    err = capsys.readouterr().err
    assert status == 130
    assert f"5 of {SMALL_RUNS} runs finished" in err and "--resume" in err
    first_five = read_rows(out)
    assert len(first_five) == 5

    calls = 0
    monkeypatch.setattr(experiment_module, "run", lambda setup, control=None: counted(setup))

    def counted(setup):
        nonlocal calls
        calls += 1
        return run(setup)

    status = main([*SMALL_ARGUMENTS, "--workers", "1", "--out", str(out), "--resume"])
    assert status == 0, capsys.readouterr().err
    assert calls == SMALL_RUNS - 5
    rows = read_rows(out)
    assert rows[:5] == first_five
    assert {row_key(row) for row in rows} == {setup_key(setup) for setup in SMALL.setups()}
    assert len(rows) == SMALL_RUNS


WORKERS_SIGINT_HANDLER = """
import signal
from concurrent.futures import ProcessPoolExecutor
from cavalo_gui.reports.compare import process_context
if __name__ == "__main__":
    with ProcessPoolExecutor(max_workers=1, mp_context=process_context()) as pool:
        print(pool.submit(signal.getsignal, signal.SIGINT).result(timeout=60) == signal.SIG_IGN)
"""


def test_pool_workers_ignore_ctrl_c_from_birth_not_only_once_started(tmp_path):
    """A Ctrl-C that reached a worker before its initializer ran killed it mid-start, and the
    pool then waited for it for ever: a worker must ignore Ctrl-C from its first instruction.
    (In a fresh interpreter, as the command is: the fork server is started once per process.)"""
    script = tmp_path / "workers_sigint.py"
    script.write_text(WORKERS_SIGINT_HANDLER)
    done = subprocess.run(
        [sys.executable, str(script)], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "True"


def test_ctrl_c_on_a_process_pool_keeps_every_finished_run(tmp_path):
    """A real Ctrl-C: SIGINT to the command's whole process group, as a terminal sends it."""
    out = tmp_path / "rows.csv"
    command = [
        sys.executable, "-m", "cavalo_gui.cli.main", "experiment", "--problems", "F",
        "--seeds", "1-500", "--targets", "500", "--algorithms", "astar", "--workers", "2",
        "--out", str(out),
    ]  # fmt: skip
    with ctrl_c_raises_keyboard_interrupt():  # the command starts with SIGINT at its default
        process = subprocess.Popen(
            command, stderr=subprocess.PIPE, text=True, start_new_session=True, cwd=tmp_path
        )
    deadline = time.monotonic() + 60
    while (not out.exists() or out.read_text().count("\n") < 3) and time.monotonic() < deadline:
        time.sleep(0.05)
    os.killpg(process.pid, signal.SIGINT)
    _, err = process.communicate(timeout=60)
    rows = read_rows(out)
    assert process.returncode == 130, err
    assert f"interrupted: {len(rows)} of 500 runs finished" in err
    assert 2 <= len(rows) < 500
    assert out.read_text().endswith("\n")


def test_resume_from_a_file_cut_short_mid_line_runs_only_the_missing_runs(
    tmp_path, capsys, monkeypatch
):
    out = tmp_path / "rows.csv"
    assert main([*SMALL_ARGUMENTS, "--workers", "1", "--out", str(out)]) == 0
    lines = out.read_text().splitlines(keepends=True)
    kept = 7
    out.write_text("".join(lines[: 1 + kept]) + lines[1 + kept][:40])  # a torn eighth row
    capsys.readouterr()
    calls = []
    monkeypatch.setattr(
        experiment_module, "run", lambda setup, control=None: calls.append(setup) or run(setup)
    )
    status = main([*SMALL_ARGUMENTS, "--workers", "1", "--out", str(out), "--resume"])
    err = capsys.readouterr().err
    assert status == 0, err
    assert "cut short" in err
    assert len(calls) == SMALL_RUNS - kept
    rows = read_rows(out)
    assert len(rows) == SMALL_RUNS
    assert {row_key(row) for row in rows} == {setup_key(setup) for setup in SMALL.setups()}


def test_rows_of_another_experiment_stay_in_the_file_but_out_of_the_summary(tmp_path, capsys):
    out = tmp_path / "rows.csv"
    assert main([*SMALL_ARGUMENTS, "--workers", "1", "--out", str(out)]) == 0
    capsys.readouterr()
    fewer_seeds = [*SMALL_ARGUMENTS, "--workers", "1", "--out", str(out), "--resume"]
    fewer_seeds[fewer_seeds.index("1-3")] = "1-2"
    assert main(fewer_seeds) == 0
    captured = capsys.readouterr()
    assert "8 rows are not runs of this experiment; kept in the file" in captured.err
    assert "16 runs (0 run now, 16 kept)" in captured.err
    assert "(16 runs)" in captured.out.splitlines()[0]
    assert len(read_rows(out)) == SMALL_RUNS


def test_a_file_that_is_not_rows_is_refused_with_its_name(tmp_path, capsys):
    out = tmp_path / "rows.csv"
    out.write_text("name,score\nada,3\n")
    line = bad_input(capsys, *SMALL_ARGUMENTS, "--out", str(out), "--resume")
    assert str(out) in line and "not the header of an experiment's rows" in line


def test_parquet_rows_resume_too(rows_made_here, tmp_path, capsys):
    pytest.importorskip("pyarrow")
    out = tmp_path / "rows.parquet"
    assert main([*SMALL_ARGUMENTS, "--workers", "1", "--out", str(out)]) == 0
    rows = read_rows(out)
    assert comparable(rows) == rows_made_here
    assert {row_key(row) for row in rows} == {setup_key(setup) for setup in SMALL.setups()}
    capsys.readouterr()
    assert main([*SMALL_ARGUMENTS, "--workers", "1", "--out", str(out), "--resume"]) == 0
    assert f"({0} run now, {SMALL_RUNS} kept)" in capsys.readouterr().err
    assert len(read_rows(out)) == SMALL_RUNS


# ------------------------------------------------------------------------------ summary


def row(seed, algorithm, heuristic, outcome, moves, generated, factor):
    return {
        "domain": "knight",
        "problem": "F",
        "target": 500,
        "seed": seed,
        "algorithm": algorithm,
        "heuristic": heuristic,
        "double": "max",
        "parameters": {},
        "outcome": outcome,
        "moves": moves,
        "generated": generated,
        "branching_factor": factor,
    }


FIXED_ROWS = [
    # seed 1 and 2: depth 6; seed 3: depth 7 (A* reach found 7); seed 4: nobody solved.
    row(1, "astar", "fewest", "solved", 6, 100, 2.0),
    row(2, "astar", "fewest", "solved", 6, 300, 3.0),
    row(3, "astar", "fewest", "limit", None, 5000, None),
    row(4, "astar", "fewest", "limit", None, 5000, None),
    row(1, "astar", "reach", "solved", 6, 40, 1.5),
    row(2, "astar", "reach", "solved", 6, 60, 1.7),
    row(3, "astar", "reach", "solved", 7, 700, 2.5),
    row(4, "astar", "reach", "limit", None, 9000, None),
    row(1, "greedy", "reach", "solved", 8, 20, 1.2),  # longer than the board's depth 6
]


def test_the_depth_table_matches_a_hand_computation():
    lines = to_markdown(depth_table(FIXED_ROWS)).splitlines()
    assert lines[0] == (
        "Mean nodes generated and effective branching factor b* by solution depth d (9 runs):"
    )
    header = [cell.strip() for cell in lines[2].strip("|").split("|")]
    assert header == [
        "d",
        "boards",
        "A* fewest: nodes",
        "A* fewest: b*",
        "A* reach: nodes",
        "A* reach: b*",
        "Greedy best-first reach: nodes",
        "Greedy best-first reach: b*",
    ]
    body = [[cell.strip() for cell in line.strip("|").split("|")] for line in lines[4:6]]
    # depth 6: seeds 1 and 2. fewest: (100 + 300) / 2 = 200, b* (2.0 + 3.0) / 2 = 2.50;
    # reach: (40 + 60) / 2 = 50, (1.5 + 1.7) / 2 = 1.60; greedy: seed 1 only, 20 and 1.20.
    assert body[0] == ["6", "2", "200", "2.50", "50", "1.60", "20", "1.20"]
    # depth 7: seed 3. fewest hit its budget there; reach 700 and 2.50; greedy did not run.
    assert body[1] == ["7", "1", "0 of 1 solved", "—", "700", "2.50", "—", "—"]
    assert lines[-1] == "1 board that no run solved has no depth and is left out."


def test_the_depth_table_and_plot_speak_portuguese_when_asked(tmp_path):
    table = depth_table([*FIXED_ROWS, row(5, "astar", "fewest", "solved", 6, 1234, 2.0)])
    lines = to_markdown(table, "pt").splitlines()
    assert lines[0] == (
        "Média de nós gerados e fator de ramificação efetivo b* por profundidade d da solução "
        "(10 execuções):"
    )
    header = [cell.strip() for cell in lines[2].strip("|").split("|")]
    assert header[:4] == ["d", "tabuleiros", "A* fewest: nós", "A* fewest: b*"]
    body = [[cell.strip() for cell in line.strip("|").split("|")] for line in lines[4:6]]
    # depth 6, fewest: (100 + 300 + 1,234) / 3 = 544.67, b* (2 + 3 + 2) / 3 = 2.33
    assert body[0][:4] == ["6", "3", "545", "2,33"]
    assert body[1][:3] == ["7", "1", "0 de 1 resolvidos"]
    assert lines[-1] == (
        "1 tabuleiro que nenhuma execução resolveu não tem profundidade e fica de fora."
    )
    svg = plot(table, tmp_path / "nos.png", language="pt")[1].read_text(encoding="utf-8")
    for words in ("profundidade d da solução", "escala logarítmica", "algoritmo, heurística"):
        assert words in svg, words


def test_a_mean_over_part_of_the_runs_says_so():
    rows = [*FIXED_ROWS, row(5, "astar", "reach", "solved", 6, 200, 2.0)]
    rows.append(row(5, "astar", "fewest", "limit", None, 5000, None))
    table = depth_table(rows)
    cell = table.cells["A* fewest", 6]
    assert (cell.runs, cell.solved, cell.mean_generated) == (3, 2, 200)
    assert "200 (2 of 3 solved)" in to_markdown(table)
    assert table.cells["A* reach", 6].mean_generated == pytest.approx((40 + 60 + 200) / 3)


def test_the_plot_is_saved_as_png_and_svg(tmp_path):
    written = plot(depth_table(FIXED_ROWS), tmp_path / "nodes.png")
    assert written == [tmp_path / "nodes.png", tmp_path / "nodes.svg"]
    assert written[0].read_bytes().startswith(b"\x89PNG")
    assert b"<svg" in written[1].read_bytes()[:2000]


def test_the_command_prints_the_table_and_writes_its_files(tmp_path, capsys):
    out, summary, results = tmp_path / "rows.csv", tmp_path / "table.md", tmp_path / "runs.dat"
    status = main(
        [*SMALL_ARGUMENTS, "--workers", "1", "--out", str(out), "--summary", str(summary),
         "--plot", str(tmp_path / "plot"), "--results", str(results), "--progress"]
    )  # fmt: skip
    captured = capsys.readouterr()
    assert status == 0, captured.err
    assert captured.out == ""
    assert f"{SMALL_RUNS}/{SMALL_RUNS}" in captured.err and "run/s" in captured.err  # the bar
    records = read_results(results)
    assert len(records) == SMALL_RUNS
    assert {(record["seed"], record["target"]) for record in records} == {
        (seed, target) for seed in (1, 2, 3) for target in (300, 500)
    }
    assert summary.read_text() == to_markdown(depth_table(read_rows(out)))
    assert (tmp_path / "plot.png").exists() and (tmp_path / "plot.svg").exists()
    with out.open(newline="") as file:
        header = next(csv.reader(file))
    assert header == list(run(SMALL.setups()[0]).to_json())
    assert f"{SMALL_RUNS} runs ({SMALL_RUNS} run now, 0 kept)" in captured.err


def test_the_command_writes_its_table_in_portuguese_with_lang_pt(tmp_path, capsys):
    out, summary = tmp_path / "rows.csv", tmp_path / "tabela.md"
    status = main(
        ["--lang", "pt", *SMALL_ARGUMENTS, "--workers", "1", "--out", str(out),
         "--summary", str(summary)]
    )  # fmt: skip
    assert status == 0, capsys.readouterr().err
    written = summary.read_text(encoding="utf-8")
    assert written == to_markdown(depth_table(read_rows(out), "pt"), "pt")
    assert written.startswith("Média de nós gerados") and "tabuleiros" in written


# ---------------------------------------------------------------------------- bad input


@pytest.mark.parametrize(
    ("arguments", "expected"),
    [
        (["--seeds", "5-1"], "5-1 runs backwards"),
        (["--algorithms", "astar,quick"], "unknown algorithm 'quick'"),
        (["--double", "max,most"], "'most'"),
        (["--resume"], "--resume needs --out"),
        (["--out", "rows.txt"], ".csv or a .parquet"),
        (["--workers", "2", "--scheduler", "tcp://127.0.0.1:1"], "not allowed with"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(capsys, arguments, expected):
    line = bad_input(capsys, *SMALL_ARGUMENTS, *arguments)
    assert expected in line
    assert line.startswith("cavalo experiment: error:")


def test_an_unwritable_out_is_refused_before_any_run(capsys, tmp_path):
    out = tmp_path / "missing" / "rows.csv"
    line = bad_input(capsys, *SMALL_ARGUMENTS, "--out", str(out))
    assert str(out) in line and "does not exist" in line
