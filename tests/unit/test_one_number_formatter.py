"""Issue 33 item 19: one formatter for every figure a person reads, in both languages. The
open list's and the search tree's g, h and f, and the command line's counts and figures, are
written as the reader's language writes numbers: 9.259 and 12,346 in English, 9,259 and
12 346 in Portuguese as written in Portugal (an unbreakable space between groups)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from cavalo_gui.cli.main import main
from cavalo_gui.domains.languages import ENGLISH, PORTUGUESE, format_significant

GROUP = "\u00a0"  # Portuguese groups digits with an unbreakable space


@pytest.mark.parametrize(
    ("value", "english", "portuguese"),
    [
        (9.25926, "9.259", "9,259"),
        (12.5, "12.5", "12,5"),
        (3.0, "3", "3"),
        (0.0, "0", "0"),
        (-0.0, "0", "0"),
        (0.012345, "0.01234", "0,01234"),
        (12_345.6, "12,346", f"12{GROUP}346"),
        (float("inf"), "∞", "∞"),
    ],
)
def test_four_significant_digits_in_each_language(value, english, portuguese):
    assert format_significant(value, ENGLISH) == english
    assert format_significant(value, PORTUGUESE) == portuguese


def test_two_thresholds_four_digits_tell_apart_stay_apart():
    assert format_significant(9.25926, PORTUGUESE) != format_significant(9.26230, PORTUGUESE)


def _break_lines(capsys, *language: str) -> list[str]:
    arguments = ["solve", "--problem", "B", "--algorithm", "astar", "--heuristic", "enunciado"]
    main([*arguments, "--break-on", "depth=2", *language])
    return [line for line in capsys.readouterr().out.splitlines() if line.startswith("break")]


def test_solve_s_breakpoints_write_figures_with_a_decimal_comma_in_portuguese(capsys):
    english = _break_lines(capsys)
    portuguese = _break_lines(capsys, "--lang", "pt")
    assert "h 7.09091, f 9.09091" in english[0]
    assert "h 7,09091, f 9,09091" in portuguese[0]
    assert len(english) == len(portuguese) > 1


def _cavalo(*arguments: str) -> subprocess.CompletedProcess:
    """The command in a fresh process, as a user runs it (its Qt offscreen of its own)."""
    command = [sys.executable, "-m", "cavalo_gui.cli.main", *arguments]
    environment = {key: value for key, value in os.environ.items() if key != "QT_QPA_PLATFORM"}
    return subprocess.run(command, capture_output=True, text=True, env=environment, timeout=180)


def test_screenshot_counts_the_expansions_in_portuguese(tmp_path):
    out = tmp_path / "f.png"
    done = _cavalo(
        "screenshot", "--problem", "F", "--algorithm", "bfs", "--at", "1234", "--what", "board",
        "--lang", "pt", "--out", str(out),
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert f"1{GROUP}234" in done.stdout and "1,234" not in done.stdout


def test_animate_s_range_past_the_run_says_so_in_portuguese_with_its_figures(tmp_path):
    out = tmp_path / "d.gif"
    done = _cavalo(
        "animate", "--problem", "D", "--algorithm", "astar", "--range", "0..3000",
        "--every", "1000", "--what", "board", "--lang", "pt", "--out", str(out),
    )  # fmt: skip
    assert done.returncode == 2
    assert done.stderr.endswith(
        "a execução acabou após 222 expansões, antes do fim do intervalo "
        f"(3{GROUP}000): escolha um intervalo dentro da execução\n"
    ), done.stderr
    assert not out.exists()
