"""``cavalo solve`` and ``cavalo list``: the JSON of the issue, the course's depths, exit codes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cavalo_gui.cli.main import main
from cavalo_gui.domains.registry import get_domain
from cavalo_gui.engine.algorithms import ALGORITHMS
from cavalo_gui.reports.results_file import read_results
from tests.unit.cli_helpers import bad_input

JSON_KEYS = {
    "problem",
    "target",
    "seed",
    "algorithm",
    "heuristic",
    "outcome",
    "moves",
    "path",
    "points",
    "generated",
    "expanded",
    "penetrance",
    "branching_factor",
    "max_open",
    "duplicates",
    "seconds",
}

# Problem A of the course in its classic Lisp form, with a comment and mixed-case NIL.
CLASSIC_A = """; problem A of the course
((02 20 44 nil nil nil nil nil nil nil)
 (NIL nil nil nil nil nil nil nil nil nil)
 (nil 03 30 nil nil nil nil nil nil nil)
 (nil nil nil nil nil nil nil nil nil nil)
 (nil nil nil 22 nil nil nil nil nil nil)
 (nil nil nil nil nil nil nil nil nil nil)
 (nil nil nil nil nil nil nil nil nil nil)
 (nil nil nil nil nil nil nil nil nil nil)
 (nil nil nil nil nil nil nil nil nil nil)
 (nil nil nil nil nil nil nil nil nil nil))
"""


def solve_json(capsys, *arguments: str) -> tuple[int, dict]:
    status = main(["solve", *arguments, "--json"])
    captured = capsys.readouterr()
    assert captured.err == ""
    return status, json.loads(captured.out)


def test_the_json_has_the_keys_of_the_issue(capsys):
    status, result = solve_json(capsys, "--problem", "A")
    assert status == 0
    assert set(result) >= JSON_KEYS
    assert result["problem"] == "A" and result["target"] == 70 and result["seed"] is None
    assert result["outcome"] == "solved"
    assert len(result["path"]) == result["moves"] == 3
    assert result["points"] >= 70
    assert result["penetrance"] == pytest.approx(result["moves"] / result["generated"])


@pytest.mark.parametrize("algorithm", ["bfs", "astar"])
@pytest.mark.parametrize(("problem", "moves"), [("A", 3), ("B", 8), ("C", 6), ("D", 12)])
def test_the_course_problems_take_the_checked_number_of_moves(capsys, algorithm, problem, moves):
    status, result = solve_json(capsys, "--problem", problem, "--algorithm", algorithm)
    assert status == 0
    assert result["outcome"] == "solved"
    assert result["moves"] == moves
    assert result["heuristic"] == (None if algorithm == "bfs" else "fewest")


def test_problem_e_is_proved_unsolvable_with_the_evidence(capsys):
    status, result = solve_json(capsys, "--problem", "E")
    assert status == 0
    assert result["outcome"] == "no-solution"
    assert result["states"] == 8763
    assert result["points"] == 250
    assert result["moves"] is None and result["path"] == []


def initial_board(summary: str) -> str:
    return summary.split("Initial board:\n")[1].split("\n\n")[0]


def test_problem_f_with_a_seed_is_the_same_board_twice(capsys):
    boards = []
    for seed in ("7", "7", "8"):
        status = main(["solve", "--problem", "F", "--seed", seed, "--max-nodes", "20"])
        assert status == 1  # target 2000: the tiny budget ends the run
        boards.append(initial_board(capsys.readouterr().out))
    assert boards[0] == boards[1] != boards[2]
    assert len(boards[0].splitlines()) == 11


def test_a_classic_lisp_board_with_a_target(capsys, tmp_path):
    path = tmp_path / "a.lisp"
    path.write_text(CLASSIC_A, encoding="utf-8")
    status, result = solve_json(capsys, "--board", str(path), "--target", "70")
    assert status == 0
    assert result["target"] == 70 and result["moves"] == 3


def test_a_tiny_node_budget_ends_with_exit_1_and_outcome_limit(capsys):
    status, result = solve_json(capsys, "--problem", "D", "--max-nodes", "5")
    assert status == 1
    assert result["outcome"] == "limit"
    assert result["moves"] is None


def test_the_readable_summary_has_the_statistics_row(capsys):
    assert main(["solve", "--problem", "A"]) == 0
    out = capsys.readouterr().out
    assert "Solution: B1 (20) -> C3 (50) -> D5 (72)" in out
    assert "| A | yes, optimal (proved) | 3 | 8 |" in out


def test_results_option_appends_one_record_per_run(capsys, tmp_path):
    path = tmp_path / "solucao.txt"
    assert main(["solve", "--problem", "A", "--results", str(path)]) == 0
    assert main(["solve", "--problem", "C", "--algorithm", "astar", "--results", str(path)]) == 0
    capsys.readouterr()
    records = read_results(path)
    assert [(r["problem"], r["algorithm"], r["moves"]) for r in records] == [
        ("A", "bfs", 3),
        ("C", "astar", 6),
    ]


def test_a_read_only_results_file_is_one_line_and_exit_2(capsys, tmp_path):
    path = tmp_path / "solucao.txt"
    path.write_text("", encoding="utf-8")
    path.chmod(0o444)
    assert main(["solve", "--problem", "A", "--results", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""  # refused before the search (issue 16, item 5)
    assert captured.err.splitlines() == [
        f"cavalo solve: error: {path}: is read-only; choose another file or allow writing to it"
    ]
    assert path.read_text(encoding="utf-8") == ""


@pytest.mark.parametrize(
    ("arguments", "named"),
    [
        (["--problem", "X"], "'X'"),
        (["--problem", "A", "--algorithm", "quick"], "'quick'"),
        (["--problem", "A", "--algorithm", "astar", "--heuristic", "magic"], "'magic'"),
        (["--board", "no-such-file.txt", "--target", "5"], "no-such-file.txt"),
        (["--problem", "A", "--target", "5"], "--target"),
        (["--problem", "A", "--max-nodes", "-3"], "-3"),
        (["--problem", "A", "--max-nodes", "many"], "'many'"),
        (["--problem", "A", "--time-limit", "-1"], "-1"),
        (["--problem", "A", "--time-limit", "soon"], "'soon'"),
        (["--problem", "F", "--seed", "-1"], "-1"),
        (["--problem", "A", "--max-depth", "0"], "0"),
    ],
)
def test_bad_input_is_one_line_on_stderr_and_exit_2(capsys, arguments, named):
    line = bad_input(capsys, "solve", *arguments)
    assert line.startswith("cavalo solve: error: ")
    assert named in line


def test_an_unknown_name_lists_the_known_ones(capsys):
    assert "bfs" in bad_input(capsys, "solve", "--problem", "A", "--algorithm", "quick")
    assert "A, B, C" in bad_input(capsys, "solve", "--problem", "X")
    assert "fewest" in bad_input(capsys, "solve", "--problem", "A", "--heuristic", "magic")


def test_a_malformed_file_is_named_with_its_line(capsys, tmp_path):
    path = tmp_path / "broken.lisp"
    path.write_text(CLASSIC_A.replace("(nil 03 30", "(nil 03 3x"), encoding="utf-8")
    line = bad_input(capsys, "solve", "--board", str(path), "--target", "70")
    assert f"{path}, line 4" in line


def test_list_names_every_registered_algorithm_and_the_problems(capsys):
    assert main(["list", "--json"]) == 0
    listing = json.loads(capsys.readouterr().out)
    assert [a["name"] for a in listing["algorithms"]] == list(ALGORITHMS)
    assert [p["name"] for p in listing["problems"]] == list("ABCDEF")
    assert {"enunciado", "fewest"} <= {h["name"] for h in listing["heuristics"]}
    assert any(h["admissible"] for h in listing["heuristics"])


def test_list_in_words(capsys):
    assert main(["list"]) == 0
    out = capsys.readouterr().out
    assert "Knight game problems:" in out and "Algorithms:" in out and "Heuristics" in out
    assert "Option --double max|min|choice (default max):" in out
    for name in ALGORITHMS:
        assert f"  {name} " in out


def test_an_unsolved_run_gives_the_path_to_its_best_node(capsys):
    """BFS proves E unsolvable; the JSON names the best node and the moves that reach it."""
    assert main(["solve", "--problem", "E", "--algorithm", "bfs", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["outcome"] == "no-solution" and result["path"] == []
    domain = get_domain("knight")
    problem = domain.make_problem(domain.load_puzzle("E"))
    state = problem.initial_state()
    for square in result["best_path"]:
        state = next(after for label, after, _cost in problem.successors(state) if label == square)
    assert problem.progress(state) == result["best_points"] == 250


EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "boards.lisp"


def test_index_chooses_one_board_of_a_file_with_several(capsys):
    assert (
        main(["solve", "--board", str(EXAMPLES), "--index", "3", "--algorithm", "astar", "--json"])
        == 0
    )
    result = json.loads(capsys.readouterr().out)
    assert (result["problem"], result["target"], result["moves"]) == ("boards-3", 270, 6)


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--board", str(EXAMPLES), "--index", "9"], "holds 5 problems; --index 9 names none"),
        (["--problem", "A", "--index", "2"], "--index goes with --board"),
    ],
)
def test_index_beyond_the_file_or_without_a_file_is_one_line(capsys, arguments, message):
    line = bad_input(capsys, "solve", *arguments, "--algorithm", "bfs")
    assert message in line
