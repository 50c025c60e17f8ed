"""An interrupt (Ctrl-C, or ``kill`` made one) that lands while a pool is still being handed its
runs stops the command at once: the pool's runs already started are told to stop instead of
being waited for (they were: a run of ten minutes held ``cavalo compare`` after its ``kill``)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import time
from concurrent.futures import ProcessPoolExecutor

from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.engine.limits import Limits
from cavalo_gui.reports.compare import compare
from cavalo_gui.reports.experiment import process_pool, run_experiment
from cavalo_gui.reports.choices import RunChoices

submit = ProcessPoolExecutor.submit
submitted = 0


def interrupted_at_the_second(pool, *args, **kwargs):
    global submitted
    submitted += 1
    if submitted == 2:
        time.sleep(1)  # the first run is under way in its worker
        raise KeyboardInterrupt
    return submit(pool, *args, **kwargs)


ProcessPoolExecutor.submit = interrupted_at_the_second
long = Limits(max_nodes=None, max_seconds=600, max_expansions=None)
setups = [RunChoices(load_puzzle(name), "bfs", limits=long) for name in ("F", "F", "F")]
try:
    if COMMAND == "compare":
        compare(setups, workers=2)
    else:
        with process_pool(2) as backend:
            run_experiment(setups, lambda result: None, backend)
except KeyboardInterrupt:
    print("interrupted")
"""


@pytest.mark.parametrize("command", ["compare", "experiment"])
def test_an_interrupt_while_the_runs_are_handed_out_stops_at_once(command):
    script = f"COMMAND = {command!r}\n" + textwrap.dedent(SCRIPT)
    # Each run is a BFS of F allowed 600 s: an interrupt that waited for them meets the timeout.
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.stdout.strip() == "interrupted", done.stderr[-2000:]
