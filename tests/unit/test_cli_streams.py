"""The ``cavalo`` command with its standard streams closed (``>&-``, ``2>&-``) or with a reader
that went away (``| head -1``): no traceback, and exit status 3, a code of its own, when
what it had to print could not be."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cavalo_gui.cli.exit_status import EXIT_NO_OUTPUT

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(os.name != "posix", reason="closes descriptors as a shell does")

COMMANDS = {
    "solve": ["solve", "--problem", "A", "--json"],
    "list": ["list"],
    "compare": ["compare", "--problems", "A", "--algorithms", "bfs"],
}


def cavalo(arguments, closed=(), stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT):
    """The real command in a process of its own, started with the descriptors in ``closed``
    closed, as ``>&-`` (1) and ``2>&-`` (2) leave it."""

    def close() -> None:
        for number in closed:
            os.close(number)

    return subprocess.run(
        [sys.executable, "-m", "cavalo_gui.cli.main", *arguments],
        cwd=cwd,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),  # this checkout's code, from any folder
        stdout=None if 1 in closed else stdout,
        stderr=None if 2 in closed else stderr,
        preexec_fn=close,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize("command", COMMANDS)
def test_a_closed_standard_output_ends_with_its_own_status_and_one_line(command):
    done = cavalo(COMMANDS[command], closed=(1,))
    assert done.returncode == EXIT_NO_OUTPUT == 3
    assert done.stderr.splitlines() == [
        f"cavalo {command}: error: standard output is closed; nothing could be printed"
    ]


def test_with_standard_output_closed_a_command_that_prints_nothing_succeeds(tmp_path):
    """The table goes to --out; no file the command opens takes the closed descriptor's
    place, where a stray write would land."""
    table = tmp_path / "table.md"
    done = cavalo([*COMMANDS["compare"], "--out", str(table)], closed=(1,))
    assert done.returncode == 0, done.stderr
    assert table.read_text(encoding="utf-8").startswith("| Problem |")


def test_a_closed_standard_error_keeps_standard_output_clean():
    """A warning, then the result: with stderr closed the warning goes nowhere, and never
    into the JSON on stdout."""
    done = cavalo([*COMMANDS["solve"], "--memory", "50"], closed=(2,))
    assert done.returncode == 0
    assert json.loads(done.stdout)["outcome"] == "solved"


def test_bad_input_with_standard_error_closed_prints_nothing_and_says_2():
    done = cavalo(["solve", "--problem", "Z", "--json"], closed=(2,))
    assert done.returncode == 2
    assert done.stdout == ""


@pytest.mark.parametrize("command", COMMANDS)
def test_a_reader_that_went_away_ends_quietly_with_its_own_status(command):
    """``cavalo list | head -1``: the pipe's reading end is closed before the command writes,
    so its first write fails."""
    reading, writing = os.pipe()
    os.close(reading)
    try:
        done = cavalo(COMMANDS[command], stdout=writing)
    finally:
        os.close(writing)
    assert done.returncode == EXIT_NO_OUTPUT
    assert done.stderr == ""


def test_an_experiment_writes_its_files_even_if_its_summary_cannot_be_printed(tmp_path):
    arguments = ["experiment", "--problems", "A", "--algorithms", "bfs", "--workers", "1"]
    done = cavalo([*arguments, "--out", "runs.csv", "--plot", "depths"], closed=(1,), cwd=tmp_path)
    assert done.returncode == EXIT_NO_OUTPUT
    assert (tmp_path / "runs.csv").read_text(encoding="utf-8").count("\n") == 2
    assert (tmp_path / "depths.png").stat().st_size > 0


def test_help_lists_every_exit_status(capsys):
    from cavalo_gui.cli.main import main

    with pytest.raises(SystemExit):
        main(["--help"])
    text = " ".join(capsys.readouterr().out.split())
    for status in ("0 when", "1 when", "2 for bad input", "3 when standard output", "130 when"):
        assert status in text
