"""``cavalo list`` labels a problem with its target only where the puzzle has one (issue 26
item 12: Blokus problems were listed "target 35", though a Blokus problem has none)."""

from __future__ import annotations

from cavalo_gui.cli.main import main


def _listed(capsys, domain: str) -> list[str]:
    assert main(["list", "--domain", domain]) == 0
    listing = capsys.readouterr().out
    problems = listing.split("\n\n")[0].splitlines()
    assert problems[0].endswith("problems:")
    return problems[1:]


def test_a_blokus_problem_is_listed_with_no_target(capsys):
    problems = _listed(capsys, "blokus")
    assert len(problems) >= 4
    assert not any("target" in line for line in problems)
    assert problems[0].split()[0] == "A"


def test_a_knight_and_a_dots_problem_are_listed_with_their_targets(capsys):
    assert all(" target " in line for line in _listed(capsys, "knight"))
    assert all(" target " in line for line in _listed(capsys, "dots"))
