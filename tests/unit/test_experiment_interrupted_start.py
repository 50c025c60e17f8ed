"""Ctrl-C or SIGTERM to ``cavalo experiment`` while its workers start (issue 34, item 14):
the command says "interrupted" and ends with status 130, with no fork-server traceback (a
worker forked but not yet its pool's used to outlive the command's semaphores) and no empty
``--out`` file left behind."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import os, signal, sys
from multiprocessing import popen_forkserver

signal.signal(signal.SIGINT, signal.default_int_handler)  # even from a shell ignoring it
launch = popen_forkserver.Popen._launch
sent = []


def launch_then_signal(self, process_obj):
    launch(self, process_obj)  # the worker is forked: the signal lands before its pool knows it
    if not sent:
        sent.append(True)
        os.kill(os.getpid(), NUMBER)


popen_forkserver.Popen._launch = launch_then_signal
from cavalo_gui.cli.entry import main
sys.exit(main())
"""


@pytest.mark.skipif(sys.platform == "win32", reason="the fork server is POSIX's")
@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGINT], ids=["TERM", "INT"])
def test_a_signal_while_the_workers_start_leaves_no_traceback_and_no_file(tmp_path, number):
    out = tmp_path / "rows.csv"
    script = f"NUMBER = {int(number)}\n" + textwrap.dedent(SCRIPT)
    arguments = [
        "experiment", "--problems", "F", "--seeds", "1-6", "--algorithms", "bfs",
        "--workers", "2", "--max-nodes", "100000000", "--time-limit", "600", "--out", str(out),
    ]  # fmt: skip
    done = subprocess.run(
        [sys.executable, "-c", script, *arguments],
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 130, done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    assert done.stderr.startswith("cavalo experiment: interrupted"), done.stderr
    assert not out.exists()
    assert list(tmp_path.iterdir()) == []
