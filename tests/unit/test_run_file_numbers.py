"""Every number a run file may hold has a range, checked where the file is read, with one
line naming the file and the field (issue 34, items 2-4 and 8); a replay keeps within the
user's own budgets (items 5 and 6); the options take the same ranges as the files."""

from __future__ import annotations

import json

import pytest

from cavalo_gui.cli.main import main
from cavalo_gui.domains.registry import get_domain
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.run_file import SavedRun, read_run_file, run_file_text
from tests.unit.cli_helpers import bad_input

KNIGHT = get_domain("knight")


@pytest.fixture
def record() -> dict:
    """A run file of knight problem A with BFS, finished after 6 expansions."""
    setup = RunChoices(puzzle=KNIGHT.load_puzzle("A"), algorithm="bfs")
    return json.loads(run_file_text(SavedRun(setup, step=6, finished=True)))


def _raw(record: dict, key: str, raw: str) -> str:
    return json.dumps(record)[:-1] + f', "{key}": {raw}' + "}"


def _cases(record: dict) -> dict[str, tuple[str, str]]:
    limits = record["limits"]
    deep = "[" * 200_000 + "]" * 200_000
    two = record["board"] + [
        line.replace("problem A", "problem Z") for line in record["board"] if line
    ]
    return {
        "deep": (
            '{"format": "cavalo-run", "version": 1, "x": ' + deep + "}",
            "its JSON is nested hundreds of levels deep",
        ),
        "step digits": (_raw(record, "step", "9" * 5000), "a number of more than 4,300 digits"),
        "version digits": (
            '{"format": "cavalo-run", "version": ' + "9" * 5000 + "}",
            "a number of more than 4,300 digits",
        ),
        "version 10^300": (
            '{"format": "cavalo-run", "version": 1' + "0" * 300 + "}",
            "a version no Cavalo writes",
        ),
        "version 0": (_raw(record, "version", "0"), '"version" must be a whole number from 1'),
        "version -1": (_raw(record, "version", "-1"), '"version" must be a whole number from 1'),
        "weight 1e308": (
            json.dumps(dict(record, algorithm="astar", parameters={"weight": 1e308})),
            "weight w must be between 0 and 100, got 1e+308",
        ),
        "weight 10^400": (
            json.dumps(dict(record, algorithm="astar", parameters={"weight": 10**400})),
            "weight w must be between 0 and 100, got 100000000000… (401 digits)",
        ),
        "depth 1e308": (
            json.dumps(dict(record, algorithm="dfs", parameters={"max_depth": 1e308})),
            "depth limit must be between 1 and 10000, got 100000000000… (309 digits)",
        ),
        "max_nodes 10^30": (
            json.dumps(dict(record, limits=dict(limits, max_nodes=10**30))),
            '"limits.max_nodes" must be between 1 and 2,147,483,647',
        ),
        "max_seconds 1e308": (
            json.dumps(dict(record, limits=dict(limits, max_seconds=1e308))),
            '"limits.max_seconds" must be between 0.1 and 86,400',
        ),
        "speed": (_raw(record, "window", '{"speed": 1e-300}'), '"window.speed" must be 0'),
        "speed infinite": (
            _raw(record, "window", '{"speed": Infinity}'),
            "not 'Infinity'",
        ),
        "step 10^12": (
            json.dumps(dict(record, step=10**12)),
            '"step" must be between 0 and 2,147,483,647',
        ),
        "unknown parameter": (
            json.dumps(dict(record, parameters={"foo": 1})),
            "\"parameters\" holds 'foo', which the algorithm bfs does not take",
        ),
        "weight on bfs": (
            json.dumps(dict(record, parameters={"weight": 2})),
            "\"parameters\" holds 'weight', which the algorithm bfs does not take",
        ),
        "heuristic on bfs": (
            json.dumps(dict(record, heuristic="fewest")),
            '"heuristic" is given, but the algorithm bfs uses no heuristic',
        ),
        "two boards": (json.dumps(dict(record, board=two)), "its board holds 2 problems"),
        "step past the end": (
            json.dumps(dict(record, step=100_000, finished=False)),
            '"step" is 100,000, past the run\'s end: it ends after 6 expansions',
        ),
    }


def test_each_extreme_number_gets_one_line_naming_the_file_and_the_field(capsys, tmp_path, record):
    for name, (text, phrase) in _cases(record).items():
        path = tmp_path / "run.cavalo-run"
        path.write_text(text, encoding="utf-8")
        line = bad_input(capsys, "solve", "--run", str(path), "--json")
        assert line.startswith(f"cavalo solve: error: {path}: "), (name, line)
        assert phrase in line, (name, line)
        assert line.count(str(path)) == 1, (name, line)


def test_the_spoil_of_the_wrong_kind_names_the_file_once(capsys, tmp_path, record):
    path = tmp_path / "run.cavalo-run"
    path.write_text(json.dumps(dict(record, algorithm="astar", spoil=5)), encoding="utf-8")
    line = bad_input(capsys, "solve", "--run", str(path))
    assert line == f"cavalo solve: error: {path}: \"spoil\" must be a text or null, not '5'"


def test_the_messages_in_portuguese(capsys, tmp_path, record):
    path = tmp_path / "run.cavalo-run"
    path.write_text(json.dumps(dict(record, step=10**12)), encoding="utf-8")
    line = bad_input(capsys, "--lang", "pt", "solve", "--run", str(path))
    assert line.endswith(
        "\"step\" tem de estar entre 0 e 2\xa0147\xa0483\xa0647, não '1000000000000'"
    )


@pytest.mark.parametrize(
    ("arguments", "said"),
    [
        (["--weight", "1e306"], "argument --weight: expected a number from 0 to 100, got 1e306"),
        (["--weight", "1e308"], "argument --weight: expected a number from 0 to 100, got 1e308"),
        (
            ["--max-nodes", "10000000000"],
            "argument --max-nodes: expected a whole number from 1 to 2,147,483,647",
        ),
        (["--time-limit", "1e-9"], "argument --time-limit: expected a number of seconds"),
    ],
)
def test_the_options_take_the_ranges_of_the_files(capsys, arguments, said):
    line = bad_input(
        capsys, "solve", "--problem", "A", "--algorithm", "astar", "--json", *arguments
    )
    assert line.startswith(f"cavalo solve: error: {said}"), line


def test_what_solve_saves_its_reader_reads(tmp_path, capsys):
    path = tmp_path / "saved.cavalo-run"
    arguments = ["solve", "--problem", "A", "--algorithm", "bfs", "--heuristic", "fewest"]
    main([*arguments, "--weight", "2", "--max-nodes", "2147483647", "--save-run", str(path)])
    saved = read_run_file(path)
    assert saved.setup.heuristic is None and dict(saved.setup.parameters) == {}
    assert saved.setup.limits.max_nodes == 2_147_483_647


def _replayed(capsys, path, *arguments: str) -> tuple[dict, str]:
    main(["solve", "--run", str(path), "--json", *arguments])
    captured = capsys.readouterr()
    return json.loads(captured.out), captured.err


def test_a_file_without_budgets_replays_within_the_users_own(capsys, tmp_path, record):
    path = tmp_path / "unbounded.cavalo-run"
    limits = {"max_nodes": None, "max_seconds": None, "max_expansions": None}
    path.write_text(json.dumps(dict(record, limits=limits)), encoding="utf-8")
    result, err = _replayed(capsys, path)
    assert result["limits"]["max_nodes"] == 2_000_000
    assert result["limits"]["max_seconds"] == 120
    assert err == (
        "cavalo solve: warning: the run file's budgets are larger than yours: replayed "
        "within 2,000,000 nodes and 120 s (--max-nodes and --time-limit set yours)\n"
    )


def test_max_nodes_beside_run_is_applied(capsys, tmp_path, record):
    path = tmp_path / "run.cavalo-run"
    path.write_text(json.dumps(dict(record, limits=dict(record["limits"], max_nodes=300))))
    result, err = _replayed(capsys, path, "--max-nodes", "5")
    assert result["outcome"] == "limit" and result["generated"] >= 5
    assert result["limits"]["max_nodes"] == 5
    assert "replayed within 5 nodes and 120 s" in err
    result, err = _replayed(capsys, path, "--time-limit", "30")
    assert result["outcome"] == "solved" and result["limits"]["max_seconds"] == 30
    result, err = _replayed(capsys, path)
    assert result["outcome"] == "solved" and err == ""


@pytest.mark.parametrize("command", ["animate", "screenshot"])
@pytest.mark.parametrize("zoom", ["0", "79", "301"])
def test_a_zoom_outside_80_to_300_is_refused(capsys, tmp_path, command, zoom):
    out = tmp_path / ("a.gif" if command == "animate" else "a.png")
    arguments = [command, "--problem", "A", "--algorithm", "bfs", "--out", str(out)]
    line = bad_input(capsys, *arguments, "--zoom", zoom)
    assert line == (
        f"cavalo {command}: error: argument --zoom: expected a whole number of percent from "
        f"80 to 300, got {zoom}"
    )
    assert not out.exists()


def test_a_seed_takes_what_a_problem_file_takes(capsys):
    largest = str(2**64 - 1)  # 20 digits
    main(["solve", "--problem", "F", "--seed", largest, "--max-nodes", "10", "--json"])
    assert json.loads(capsys.readouterr().out)["seed"] == 2**64 - 1
    line = bad_input(capsys, "solve", "--problem", "F", "--seed", str(2**64))
    assert line.endswith(f"a seed is a whole number from 0 to {largest}, got {2**64}")
