"""A problem written in Python (issue 36 item 3): the 8-puzzle example solved optimally by A*
with Manhattan distance from the command line, and every way a user's module can be wrong
refused with one sentence naming it, their traceback said as theirs."""

from __future__ import annotations

import hashlib
import json
import textwrap
from pathlib import Path

import pytest

from cavalo_gui.cli.main import main
from cavalo_gui.domains.registry import DOMAINS

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "eight_puzzle.py"


@pytest.fixture(autouse=True)
def _python_puzzle_forgotten():
    yield
    DOMAINS.pop("python", None)


def _cavalo(capsys, *arguments: str) -> tuple[int, str, str]:
    status = main(list(arguments))
    out, err = capsys.readouterr()
    return status, out, err


def test_the_eight_puzzle_is_solved_optimally_by_astar_with_manhattan(capsys):
    status, out, err = _cavalo(
        capsys,
        "solve",
        "--problem-module",
        str(EXAMPLE),
        "--algorithm",
        "astar",
        "--heuristic",
        "manhattan",
    )
    assert (status, err) == (0, "")
    assert out.startswith("Python, problem EightPuzzle (to a goal of its class); A*; ")
    assert "solved, optimal: 26 moves (proved)" in out
    assert "· 1 2\n3 4 5\n6 7 8" in out  # drawn by the class's own draw


def test_misplaced_tiles_is_a_heuristic_and_greedy_claims_no_optimum(capsys):
    status, out, _ = _cavalo(
        capsys,
        "solve",
        "--problem-module",
        f"{EXAMPLE}:EightPuzzle",
        "--algorithm",
        "greedy",
        "--heuristic",
        "misplaced",
        "--lang",
        "pt",
    )
    assert (
        status == 0
        and "Python, problema EightPuzzle (até um objetivo da sua classe)" in out
        and "ótim" not in out.split("\n")[4]
    )


def _module(tmp_path: Path, body: str) -> str:
    path = tmp_path / "mine.py"
    path.write_text(textwrap.dedent(body), encoding="utf-8")
    return str(path)


GOOD = """
    class Walk:
        initial = 0
        def actions(self, state):
            return [1, 2]
        def result(self, state, action):
            return state + action
        def goal_test(self, state):
            return state == 5
"""


@pytest.mark.parametrize(
    ("body", "spec", "said"),
    [
        (None, "missing.py", "missing.py: no such file"),
        ("x = (", "", "does not import: your code raised an error"),
        (GOOD, ":Run", "has no class Run (its classes: Walk)"),
        ("class Walk:\n    pass\n", "", "has no problem class"),
        (
            GOOD.replace("return state + action", "return None"),
            "",
            "Walk.result(0, 1) returned None",
        ),
        (
            GOOD.replace("return state + action", "return [state]"),
            "",
            "gave a state that cannot be hashed (list [0])",
        ),
        (
            GOOD + "        def path_cost(self, c, s1, a, s2):\n            return -1\n",
            "",
            "Walk.path_cost gave a negative step cost -1 from 0 by 1",
        ),
        ("import sys\nsys.exit(3)\n", "", "does not import: your code raised an error"),
        (GOOD.replace("return [1, 2]", "return 7"), "", "error in Walk.actions(0)"),
        (
            GOOD.replace("return [1, 2]", "return [1 / 0]"),
            "",
            "your code raised an error in Walk.actions(0)",
        ),
    ],
)
def test_a_wrong_module_is_refused_with_one_sentence(capsys, tmp_path, body, spec, said):
    path = _module(tmp_path, body) if body is not None else str(tmp_path / "missing.py")
    status, out, err = _cavalo(
        capsys, "solve", "--problem-module", path + spec, "--algorithm", "bfs"
    )
    assert status != 0 or "stopped" in out
    assert said in err + out
    assert "cavalo_gui" not in err + out  # the traceback is the user's code, not ours


def test_the_users_traceback_names_their_line(capsys, tmp_path):
    path = _module(tmp_path, GOOD.replace("return [1, 2]", "return [1 / 0]"))
    _, out, err = _cavalo(capsys, "solve", "--problem-module", path, "--algorithm", "bfs")
    assert f'File "{path}", line 5, in actions' in err + out
    assert "ZeroDivisionError: division by zero" in err + out


def test_an_endless_problem_is_stopped_by_the_budget(capsys, tmp_path):
    path = _module(tmp_path, GOOD.replace("state == 5", "False"))
    status, out, _ = _cavalo(
        capsys, "solve", "--problem-module", path, "--algorithm", "bfs", "--max-nodes", "200"
    )
    assert status == 1 and "no solution" not in out
    assert "node budget of 200 generated nodes reached" in out


def test_a_run_file_names_the_module_by_its_file_and_hash_and_refuses_a_changed_one(
    capsys, tmp_path
):
    mine = Path(_module(tmp_path, GOOD))
    run = tmp_path / "walk.cavalo-run"
    arguments = ("--algorithm", "astar", "--save-run", str(run))
    status, first, _ = _cavalo(capsys, "solve", "--problem-module", str(mine), *arguments)
    record = json.loads(run.read_text(encoding="utf-8"))
    digest = hashlib.sha256(mine.read_bytes()).hexdigest()
    assert (record["puzzle"], record["board"]) == (
        "python",
        [f"python-problem {mine.resolve()}:Walk", f"sha256 {digest}"],
    )
    DOMAINS.pop("python", None)  # a new session: the class is read again from its file
    again, replayed, _ = _cavalo(capsys, "solve", "--run", str(run))
    assert (again, replayed.splitlines()[:6]) == (status, first.splitlines()[:6])
    _module(tmp_path, GOOD.replace("state == 5", "state == 6"))
    DOMAINS.pop("python", None)
    refused, _, err = _cavalo(capsys, "solve", "--run", str(run))
    assert refused == 2
    assert f"{mine.resolve()} has changed since the run was saved" in err


SIMPLEAI = """
    class Counter:
        \"\"\"simpleai's shape: count from 0 to 4 by ones and twos, a two costing 3.\"\"\"
        initial_state = 0
        def actions(self, state):
            return ["one", "two"] if state < 4 else []
        def result(self, state, action):
            return state + (1 if action == "one" else 2)
        def is_goal(self, state):
            return state == 4
        def cost(self, state, action, state2):
            return 1 if action == "one" else 3
        def heuristic(self, state):
            return 4 - state
"""


def test_a_class_in_simpleais_shape_is_searched_with_its_costs_and_heuristic(capsys, tmp_path):
    from cavalo_gui.domains.registry import load_problem_module

    domain = load_problem_module(_module(tmp_path, SIMPLEAI))
    problem = domain.make_problem(next(iter(domain.puzzles().values())))
    assert list(problem.successors(0)) == [("one", 1, 1.0), ("two", 2, 3.0)]
    heuristics = problem.heuristics()
    assert list(heuristics) == ["heuristic", "zero"]  # not said admissible: zero offered too
    assert heuristics["heuristic"](1) == 3 and not heuristics["heuristic"].admissible
    assert domain.default_heuristic == "zero"
    status, out, _ = _cavalo(
        capsys, "solve", "--problem-module", str(tmp_path / "mine.py"), "--algorithm", "ucs"
    )
    assert status == 0 and "Solution: one (0) -> one (0) -> one (0) -> one (1)" in out


def test_a_python_problem_keeps_the_puzzle_contract(tmp_path):
    from cavalo_gui.domains.contract import contract_faults
    from cavalo_gui.domains.registry import load_problem_module

    assert contract_faults(load_problem_module(str(EXAMPLE)), catalogued=False) == []
    assert contract_faults(load_problem_module(_module(tmp_path, SIMPLEAI)), catalogued=False) == []


def test_compare_runs_all_eleven_algorithms_in_worker_processes(capsys):
    status, out, err = _cavalo(
        capsys, "compare", "--problem-module", str(EXAMPLE), "--algorithms", "all",
        "--heuristics", "manhattan", "--max-nodes", "3000", "--workers", "2", "--format", "csv",
    )  # fmt: skip
    assert (status, err) == (1, "")  # some runs end at the budget
    rows = out.strip().splitlines()[1:]
    assert len(rows) == 11 and all(row.startswith("python,EightPuzzle,") for row in rows)
    astar = next(row for row in rows if ",astar," in row)
    assert astar.endswith(',"solved, optimal: 26 moves (proved)"')


def test_inspect_holds_a_python_heuristic_against_the_truth(capsys):
    status, out, _ = _cavalo(
        capsys, "inspect", "--problem-module", str(EXAMPLE), "--algorithm", "astar",
        "--heuristic", "manhattan", "--max-nodes", "40", "--budget", "5000",
    )  # fmt: skip
    assert status == 0 and "0 admissibility violations (h > h*)" in out


def test_aimas_goal_stands_for_its_goal_test(capsys, tmp_path):
    walk = GOOD.replace("        def goal_test(self, state):\n            return state == 5\n", "")
    path = _module(tmp_path, walk.replace("initial = 0", "initial = 0\n        goal = 4"))
    status, out, err = _cavalo(capsys, "solve", "--problem-module", path, "--algorithm", "bfs")
    assert (status, err) == (0, "") and "solved, optimal: 2 moves (proved)" in out


def test_check_holds_a_python_problems_trace_named_by_its_module(capsys, tmp_path):
    path = _module(tmp_path, GOOD)
    trace = tmp_path / "walk.jsonl"
    solved, _, _ = _cavalo(
        capsys, "solve", "--problem-module", path, "--algorithm", "bfs", "--trace", str(trace)
    )
    assert solved == 0
    DOMAINS.pop("python", None)  # a new session: the header's "python" names no puzzle yet
    status, out, err = _cavalo(capsys, "check", "--problem-module", path, str(trace))
    assert (status, err) == (0, "")
    assert "Python, problem Walk" in out and "Holds: all " in out
    assert "optimal (the proved optimum is 3 moves)" in out
    other = tmp_path / "other.py"
    other.write_text(textwrap.dedent(GOOD).replace("class Walk", "class Run"), encoding="utf-8")
    status, _, err = _cavalo(capsys, "check", "--problem-module", str(other), str(trace))
    assert status == 2 and "Walk" in err and "Run" in err  # another class: refused, both named


def test_animate_draws_a_python_problems_run(tmp_path):
    import os
    import subprocess
    import sys

    from PIL import Image

    out = tmp_path / "walk.gif"
    command = [
        sys.executable, "-m", "cavalo_gui.cli.main", "animate", "--problem-module",
        _module(tmp_path, GOOD), "--algorithm", "bfs", "--what", "board", "--out", str(out),
    ]  # fmt: skip
    environment = {key: value for key, value in os.environ.items() if key != "QT_QPA_PLATFORM"}
    done = subprocess.run(command, capture_output=True, text=True, env=environment, timeout=180)
    assert done.returncode == 0, done.stderr
    assert "the board from expansion 0 to expansion" in done.stdout
    assert "solved, optimal: 3 moves (proved)" in done.stdout
    with Image.open(out) as image:
        assert image.n_frames >= 2
