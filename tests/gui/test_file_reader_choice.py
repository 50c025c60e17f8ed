"""A problem file is read, and its faults reported, by the puzzle whose marks it bears, not
by the current one ("Nothing lost", round 3, item 3)."""

from __future__ import annotations

from pathlib import Path

import pytest

from .helpers import choose_problem

PROBLEMS = Path(__file__).resolve().parents[2] / "problems"
DOTS_COMPLAINT = "the target of problem A is 10, but its board has only 9 boxes"


def _broken_dots(tmp_path: Path) -> Path:
    """Problem A of Dots with a target its 9 boxes cannot reach."""
    text = (PROBLEMS / "dots" / "A.txt").read_text(encoding="utf-8")
    path = tmp_path / "caixas.txt"
    path.write_text(text.replace("target 3\n", "target 10\n"), encoding="utf-8")
    return path


@pytest.mark.parametrize(("domain", "problem"), [("blokus", "A"), ("knight", "D")])
def test_a_broken_dots_file_gets_the_dots_complaint_whatever_is_current(
    window, dialogs, tmp_path, domain, problem
):
    choose_problem(window, problem, domain)
    assert window.model.domain.name == domain
    path = _broken_dots(tmp_path)
    assert window.open_problem_file(path) is False
    [(title, text)] = dialogs
    assert title == "Cannot read the problem file"
    assert text.startswith(f"{path}, line 12:\n{DOTS_COMPLAINT}")
    assert "rows" not in text and "keyword" not in text
    assert window.model.domain.name == domain  # nothing changed


def test_a_good_blokus_file_opens_while_the_knight_game_is_current(window, dialogs):
    assert window.model.domain.name == "knight"
    assert window.open_problem_file(PROBLEMS / "blokus" / "B.txt") is True
    assert dialogs == []
    assert window.controller.choices.puzzle.domain == "blokus"
