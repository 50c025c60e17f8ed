"""The same problem, seed, algorithm and parameters give the same run in any process."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

RUNS = [
    ["--problem", "F", "--seed", "3", "--algorithm", "bfs", "--max-nodes", "20000"],
    ["--problem", "F", "--seed", "4", "--algorithm", "astar", "--heuristic", "enunciado"],
    ["--problem", "F", "--seed", "5", "--algorithm", "dfs", "--max-depth", "40"],
    ["--problem", "D", "--algorithm", "idastar", "--heuristic", "colours"],
    ["--problem", "D", "--algorithm", "smastar", "--memory", "20", "--double", "choice"],
    ["--problem", "F", "--seed", "9", "--algorithm", "beam", "--beam-width", "5"],
]


def solve_in_a_new_process(arguments: list[str], hash_seed: str) -> dict:
    environment = dict(os.environ, PYTHONHASHSEED=hash_seed)
    completed = subprocess.run(
        [sys.executable, "-m", "cavalo_gui.cli.main", "solve", *arguments, "--json"],
        capture_output=True,
        text=True,
        env=environment,
        timeout=120,
        check=False,
    )
    assert completed.returncode in (0, 1), completed.stderr
    result = json.loads(completed.stdout)
    del result["seconds"]
    return result


@pytest.mark.parametrize("arguments", RUNS, ids=lambda arguments: " ".join(arguments[1:6:2]))
def test_two_processes_give_the_same_path_and_counters(arguments):
    first = solve_in_a_new_process(arguments, "1")
    second = solve_in_a_new_process(arguments, "4242")
    assert first == second
    assert first["generated"] > 0
