"""A ``cavalo compare`` or ``cavalo experiment`` stopped by ``kill`` (SIGTERM) or ``kill -9``
leaves no process behind: no worker finishing runs nobody collects, no fork server."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(
    not Path("/proc/self").is_dir(), reason="counts the processes through /proc"
)

LONG_RUNS = ["--algorithms", "bfs", "--max-nodes", "100000000", "--time-limit", "600"]
COMMANDS = {
    "compare": ["compare", "--problems", "E,F", "--workers", "2", *LONG_RUNS],
    "experiment": ["experiment", "--problems", "F", "--seeds", "1-20", "--workers", "2",
                   "--out", "rows.csv", *LONG_RUNS],
}  # fmt: skip
WORKERS = 2
HELPERS = 2  # multiprocessing's fork server and resource tracker


def in_session(session: int) -> list[int]:
    """The processes of ``session``: the command started one, and every process it starts,
    workers included, stays in it."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                if os.getsid(int(entry)) == session:
                    found.append(int(entry))
            except OSError:  # gone meanwhile
                pass
    return found


def wait_for(condition, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGKILL], ids=["kill", "kill-9"])
@pytest.mark.parametrize("command", COMMANDS)
def test_a_killed_command_leaves_no_process_behind(tmp_path, command, how):
    errors = tmp_path / "stderr.txt"
    with errors.open("w") as stderr:
        process = subprocess.Popen(
            [sys.executable, "-m", "cavalo_gui.cli.main", *COMMANDS[command]],
            cwd=tmp_path,
            env=dict(os.environ, PYTHONPATH=str(ROOT)),
            stdout=subprocess.DEVNULL,
            stderr=stderr,
            start_new_session=True,
        )
    session = process.pid
    try:
        assert wait_for(lambda: len(in_session(session)) >= 1 + HELPERS + WORKERS, 60)
        process.send_signal(how)
        process.wait(timeout=60)
        if how == signal.SIGTERM:
            assert process.returncode == 130
            assert f"cavalo {command}: interrupted" in errors.read_text()
        assert wait_for(lambda: in_session(session) == [], 30), [
            Path(f"/proc/{pid}/cmdline").read_bytes()[:120] for pid in in_session(session)
        ]
    finally:
        for pid in in_session(session):
            os.kill(pid, signal.SIGKILL)
