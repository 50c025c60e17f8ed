"""End to end with a real Lisp: a student's BFS and A* over the knight game, written in Common
Lisp (tests/data/own_search/knight-search.lisp) with examples/lisp/trace.lisp, run by SBCL;
``cavalo check`` accepts the faithful ones and catches each wrong one at the expansion where it
goes wrong, with the rule it breaks. Skipped (never passed) where SBCL is not installed."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.registry import get_domain
from cavalo_gui.reports.own_search.choices import GivenChoices
from cavalo_gui.reports.own_search.verdict import Status, check_trace

ROOT = Path(__file__).resolve().parents[2]
PROGRAM = ROOT / "tests" / "data" / "own_search" / "knight-search.lisp"
WRITER = ROOT / "examples" / "lisp" / "trace.lisp"
SBCL = shutil.which("sbcl")

pytestmark = pytest.mark.skipif(SBCL is None, reason="SBCL (Debian's sbcl) is not installed")


def student_trace(folder: Path, algorithm: str, variant: str, problem: str) -> Path:
    """Run the student's program under SBCL; the trace it writes."""
    out = folder / f"{algorithm}-{variant}-{problem}.lisp"
    command = [SBCL, "--script", str(PROGRAM), str(WRITER), str(out), algorithm, variant, problem]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    return out


@pytest.mark.parametrize(("algorithm", "problem"), [("bfs", "A"), ("astar", "A"), ("astar", "D")])
def test_a_faithful_students_search_holds(tmp_path, algorithm, problem):
    verdict = check_trace(student_trace(tmp_path, algorithm, "correct", problem))
    assert verdict.status is Status.HOLDS, verdict.departure
    assert verdict.form == "lisp"
    assert verdict.statistics_right is True
    assert verdict.optimal is True


@pytest.mark.parametrize(
    ("algorithm", "variant", "problem", "expansion", "rule", "says"),
    [
        (
            "bfs",
            "depth-first",
            "A",
            3,
            "order",
            "breadth-first never expands a node deeper than one still open: you took B3 at "
            "depth 2 while B1 at depth 1 was open (generated at expansion 1)",
        ),
        (
            "astar",
            "order-by-h",
            "D",
            5,
            "order",
            "A* expands the open node of least f: you took E2 with f = 8 while B1 with "
            "f = 7 was open (generated at expansion 1)",
        ),
        (
            "bfs",
            "root-generated",
            "A",
            None,
            "statistics",
            "generated T: you count the root as generated; T counts the nodes put into open, "
            "the root excluded",
        ),
    ],
)
def test_a_wrong_students_search_is_caught_where_it_goes_wrong(
    tmp_path, algorithm, variant, problem, expansion, rule, says
):
    path = student_trace(tmp_path, algorithm, variant, problem)
    verdict = check_trace(path)
    assert verdict.status is Status.DEPARTS
    departure = verdict.departure
    assert (departure.expansion, departure.rule, render(departure.said)) == (
        expansion,
        rule,
        says,
    )
    if expansion is None:  # the statistics are on the closing line, the last
        assert departure.line == len(path.read_text().splitlines())
    else:  # the header is line 1, each expansion one line
        assert departure.line == expansion + 1


def test_a_move_off_the_board_is_caught(tmp_path):
    """The student reads a cell with (mod column 10) and checks no column: from A1 its first
    jump, (2 -1), lands off the board."""
    board = get_domain("knight").read_file(ROOT / "tests" / "data" / "own_search" / "wrap.txt")
    verdict = check_trace(
        student_trace(tmp_path, "bfs", "wrap", "W"), GivenChoices(puzzle=board[0])
    )
    departure = verdict.departure
    assert verdict.status is Status.DEPARTS and departure.expansion == 3
    assert departure.rule == "move"
    assert render(departure.said) == (
        "a move that is not the puzzle's: (2 -1) is off the board: lines and columns run "
        "from 0 to 9"
    )
