"""Processes that append to a results file, for the tests of concurrent and interrupted writers.

Run as ``python -m tests.unit.results_writers MODE FILE NAME [GO]`` from the project's root:

- ``append``: build a run whose reason names ``NAME``, print ``ready``, wait until the file
  ``GO`` exists (so that every writer appends at the same moment), then append it.
- ``half``: append a run whose write stops halfway: half the record reaches the file, the
  process prints ``half`` and sleeps while holding the lock, until it is killed.
"""

from __future__ import annotations

import dataclasses
import os
import sys
import time
from pathlib import Path

from cavalo_gui.domains.knight.problem import KnightPuzzle
from cavalo_gui.engine.message import message
from cavalo_gui.reports import results_file
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.run import RunResult, run
from tests.unit.knight_helpers import board_with

PUZZLE = KnightPuzzle("A", board_with(A1=2, B1=20, C1=44, B3=3, C3=30, D5=22), 70)


def named_result(name: str) -> RunResult:
    """A real run of a small board, its reason naming ``name`` ("stopped: name") so that each
    record is told apart from the others (:func:`name_of`)."""
    return dataclasses.replace(
        run(RunChoices(PUZZLE, "bfs")), reason=message("reason.failed", error=name)
    )


def name_of(record: dict) -> str:
    """The name a record of :func:`named_result` was written with."""
    return record["reason"].removeprefix("stopped: ")


def append_when_told(path: str, name: str, go: str) -> None:
    result = named_result(name)
    print("ready", flush=True)
    while not os.path.exists(go):
        time.sleep(0.001)
    results_file.append_result(path, result)


def append_half_then_hang(path: str, name: str) -> None:
    def half_then_hang(descriptor: int, data: bytes) -> None:
        os.write(descriptor, data[: len(data) // 2])
        os.fsync(descriptor)
        print("half", flush=True)
        time.sleep(600)

    results_file._write_bytes = half_then_hang  # the seam the module keeps for failing disks
    results_file.append_result(path, named_result(name))


def main(arguments: list[str]) -> None:
    mode, path, name = arguments[:3]
    if mode == "append":
        append_when_told(path, name, arguments[3])
    elif mode == "half":
        append_half_then_hang(path, name)
    else:
        raise SystemExit(f"unknown mode {mode!r}")


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    main(sys.argv[1:])
