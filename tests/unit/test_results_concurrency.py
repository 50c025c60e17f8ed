"""The results file under many writers at once, a writer killed mid-record, and files that are
not regular files (issue 16, items 1-3): nothing lost, nothing hangs."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from cavalo_gui.reports import results_file
from cavalo_gui.reports.results_file import (
    ResultsFileError,
    ResultsFileWarning,
    append_result,
    format_record,
    read_results,
)
from tests.unit.results_writers import name_of, named_result

ROOT = Path(__file__).resolve().parents[2]
WRITERS = 8  # four a core here: every append still waits on others; each is a Python start-up


def writer(*arguments: str) -> subprocess.Popen[str]:
    """A process of :mod:`tests.unit.results_writers`, its stdout a pipe to wait on."""
    return subprocess.Popen(
        [sys.executable, "-m", "tests.unit.results_writers", *arguments],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        stdout=subprocess.PIPE,
        text=True,
    )


def warnings_of(path: Path) -> tuple[list[dict], list[str]]:
    found: list[str] = []
    return read_results(path, warn=found.append), found


def test_eight_processes_appending_at_once_keep_every_record_intact(tmp_path):
    path = tmp_path / "runs.dat"
    # Earlier records make each append's window wider, as in a real class's file.
    for number in range(100):
        append_result(path, named_result(f"earlier {number}"))
    go = tmp_path / "go"
    processes = [writer("append", str(path), f"writer {n}", str(go)) for n in range(WRITERS)]
    try:
        for process in processes:
            assert process.stdout is not None
            assert process.stdout.readline().strip() == "ready"
        go.touch()
        for process in processes:
            assert process.wait(timeout=60) == 0
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()
    records, warnings = warnings_of(path)
    assert warnings == []
    reasons = [name_of(record) for record in records]
    assert reasons[:100] == [f"earlier {number}" for number in range(100)]
    assert sorted(reasons[100:]) == sorted(f"writer {n}" for n in range(WRITERS))
    expected = named_result("x")
    for record in records:
        assert record["generated"] == expected.statistics.generated
        assert record["path"] == list(expected.path)
        assert record["initial_board"] == records[0]["initial_board"]


def test_a_writer_killed_mid_record_loses_only_its_own_record(tmp_path, monkeypatch):
    path = tmp_path / "runs.dat"
    append_result(path, named_result("first"))
    append_result(path, named_result("second"))
    process = writer("half", str(path), "killed")
    try:
        assert process.stdout is not None
        assert process.stdout.readline().strip() == "half"
    finally:
        process.kill()  # SIGKILL (TerminateProcess on Windows): no chance to clean up
        process.wait(timeout=30)
    assert path.read_text(encoding="utf-8").count("=== cavalo run ===") == 3

    records, warnings = warnings_of(path)
    assert [name_of(record) for record in records] == ["first", "second"]
    (warning,) = warnings
    assert str(path) in warning and "incomplete record" in warning

    # The dead writer's lock is gone: one try at it, without waiting, is enough.
    monkeypatch.setattr(results_file, "LOCK_SECONDS", 0)
    found = append_result(path, named_result("after"))
    assert len(found) == 1 and "last record is incomplete" in found[0]
    records, warnings = warnings_of(path)
    assert [name_of(record) for record in records] == ["first", "second", "after"]
    assert len(warnings) == 1


def test_a_torn_record_is_reported_as_a_warning_by_default(tmp_path):
    path = tmp_path / "runs.dat"
    record = format_record(named_result("whole"))
    path.write_text(record + "\n" + record[: len(record) // 3], encoding="utf-8")
    torn_line = record.count("\n") + 2  # after the whole record and the blank line
    with pytest.warns(ResultsFileWarning, match=f"line {torn_line}: an incomplete record"):
        records = read_results(path)
    assert [name_of(record) for record in records] == ["whole"]


@pytest.mark.parametrize("cut", [1, 5, 17])
def test_a_record_cut_inside_its_first_line_is_torn_not_an_error(tmp_path, cut):
    path = tmp_path / "runs.dat"
    record = format_record(named_result("whole"))
    path.write_text(record + "\n" + record[:cut], encoding="utf-8")
    records, warnings = warnings_of(path)
    assert [name_of(record) for record in records] == ["whole"]
    assert len(warnings) == 1


def test_a_complete_file_appends_without_a_warning(tmp_path):
    path = tmp_path / "runs.dat"
    assert append_result(path, named_result("one")) == []
    assert append_result(path, named_result("two")) == []


def test_an_append_writes_only_the_new_bytes(tmp_path, monkeypatch):
    """The old content is never rewritten: the file keeps its inode and the one write is the
    new record (an append costs the record, not the file)."""
    from cavalo_gui.reports import results_file

    path = tmp_path / "runs.dat"
    append_result(path, named_result("one"))
    inode = path.stat().st_ino
    before = path.stat().st_size
    sizes: list[int] = []
    real_write = results_file._write_bytes

    def counting(descriptor: int, data: bytes) -> None:
        sizes.append(len(data))
        real_write(descriptor, data)

    monkeypatch.setattr(results_file, "_write_bytes", counting)
    append_result(path, named_result("two"))
    assert path.stat().st_ino == inode
    assert sizes == [path.stat().st_size - before]
    assert sizes[0] < before * 1.5


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_is_refused_at_once_for_appending_and_reading(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(ResultsFileError, match="not a regular file"):
        append_result(fifo, named_result("x"))
    with pytest.raises(ResultsFileError, match="not a regular file"):
        read_results(fifo)


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_an_endless_device_is_refused_without_reading_it(device, monkeypatch):
    if not os.path.exists(device):
        pytest.skip(f"no {device}")
    from cavalo_gui.reports import results_file

    def no_reading(*_arguments: object) -> bytes:
        raise AssertionError("the device was read")

    monkeypatch.setattr(results_file, "_read_at", no_reading)
    with pytest.raises(ResultsFileError, match="not a regular file"):
        append_result(device, named_result("x"))
    with pytest.raises(ResultsFileError, match="not a regular file"):
        read_results(device)
