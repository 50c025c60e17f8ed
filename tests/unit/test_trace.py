"""``cavalo solve --trace FILE`` (issue 27 item 5): the run's events as JSON Lines, a versioned
header first, that fold back into the run's statistics and the open list it left; a path that
cannot be written is refused in one line before the search."""

from __future__ import annotations

import json

from cavalo_gui.cli.main import main
from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.reports.messages import ENGLISH, translate_state
from tests.unit.cli_helpers import bad_input
from tests.unit.trace_helpers import fold_trace, read_trace


def test_the_trace_of_a_star_on_d_folds_back_into_its_statistics(tmp_path, capsys):
    trace = tmp_path / "d.jsonl"
    assert (
        main(["solve", "--problem", "D", "--algorithm", "astar", "--json", "--trace", str(trace)])
        == 0
    )
    printed = json.loads(capsys.readouterr().out)
    header, rows = read_trace(trace)
    assert header["format"] == "cavalo-trace" and header["version"] == 1
    assert (header["puzzle"], header["problem"], header["algorithm"]) == ("knight", "D", "astar")
    assert header["heuristic"] == "fewest"
    assert [row["index"] for row in rows if row["event"] == "expansion"] == list(
        range(1, printed["expanded"] + 1)
    )
    assert rows[-1]["event"] == "finished" and rows[-1]["outcome"] == "solved"
    folded = fold_trace(rows)
    assert folded["expanded"] == printed["expanded"]
    assert folded["generated"] == printed["generated"]
    assert folded["max_open"] == printed["max_open"]
    problem = KnightProblem(load_puzzle("D"))
    search = start_search("astar", problem, problem.heuristics()["fewest"])
    search.run()
    assert folded["open"] == [node.moves() for node in search.open_preview(10**6)]
    first = rows[0]
    assert first["node"] == {
        "id": 0,
        "moves": [],
        "state": translate_state(problem.describe_state(problem.initial_state()), ENGLISH),
    }
    assert first["parent"] is None and first["g"] == 0 and first["f"] == first["h"]


def test_a_trace_in_a_missing_folder_is_refused_in_one_line(tmp_path, capsys):
    missing = tmp_path / "not-yet"
    line = bad_input(capsys, "solve", "--problem", "A", "--trace", str(missing / "t.jsonl"))
    assert line.startswith("cavalo solve: error:")
    assert f"the folder {missing} does not exist" in line
    assert not missing.exists()


def test_a_trace_over_a_folder_is_refused_in_one_line(tmp_path, capsys):
    line = bad_input(capsys, "solve", "--problem", "A", "--trace", str(tmp_path))
    assert str(tmp_path) in line and line.startswith("cavalo solve: error:")
