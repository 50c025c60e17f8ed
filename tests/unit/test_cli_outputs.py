"""The ``cavalo`` command's files and numbers (issue 16, items 2-5, 9 and 10): special files
refused at once, an output never its own input, every output checked before the search, one
rule for missing folders, only the parameters used recorded, ASCII digits only, and a full
disk that names the output."""

from __future__ import annotations

import codecs
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cavalo_gui.cli.main import main
from cavalo_gui.reports import results_file, run
from cavalo_gui.reports.results_file import read_results
from tests.unit.cli_helpers import bad_input

ROOT = Path(__file__).resolve().parents[2]
PROBLEM_A = ROOT / "problems" / "knight" / "A.txt"
HAS_FIFO = hasattr(os, "mkfifo")


def cavalo(*arguments: str, stdout=subprocess.PIPE, memory_gb: int = 2, timeout: float = 60):
    """The command in a process of its own, so that a hang fails the test (timeout) and an
    endless read fails it too (at most ``memory_gb`` of address space)."""

    def limit_memory() -> None:
        import resource

        limit = memory_gb * 1024**3
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

    return subprocess.run(
        [sys.executable, "-m", "cavalo_gui.cli.main", *arguments],
        cwd=ROOT,
        stdout=stdout,
        stderr=subprocess.PIPE,
        text=True,
        timeout=timeout,
        preexec_fn=limit_memory if sys.platform != "win32" else None,
    )


def one_error_line(completed: subprocess.CompletedProcess, *named: str) -> str:
    assert completed.returncode == 2, completed.stderr
    lines = completed.stderr.splitlines()
    assert len(lines) == 1, completed.stderr
    assert "Traceback" not in completed.stderr
    for text in named:
        assert text in lines[0]
    return lines[0]


@pytest.fixture
def no_search(monkeypatch):
    """Any search started fails the test: the checks must come before it."""

    def refuse(*_arguments, **_keywords):
        raise AssertionError("a search ran before the outputs were checked")

    monkeypatch.setattr(run, "run", refuse)
    monkeypatch.setattr("cavalo_gui.cli.solve.run", refuse)
    monkeypatch.setattr("cavalo_gui.cli.compare.compare", refuse)


# ----------------------------------------------------------------- item 2: FIFOs never block


@pytest.mark.skipif(not HAS_FIFO, reason="no FIFOs on this system")
@pytest.mark.parametrize(
    "arguments",
    [
        ("solve", "--board", "{fifo}", "--target", "5"),
        ("compare", "--board", "{fifo}", "--target", "5", "--algorithms", "bfs"),
        ("solve", "--problem", "A", "--results", "{fifo}"),
        ("compare", "--problems", "A", "--algorithms", "bfs", "--out", "{fifo}"),
        ("compare", "--problems", "A", "--algorithms", "bfs", "--results", "{fifo}"),
    ],
)
def test_a_fifo_is_refused_at_once_in_one_line(tmp_path, arguments):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    completed = cavalo(*(part.format(fifo=fifo) for part in arguments), timeout=20)
    line = one_error_line(completed, str(fifo))
    assert "pipe (FIFO)" in line
    assert completed.stdout == ""


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-be", "utf-32"])
def test_a_utf16_or_utf32_problem_file_reads_as_its_utf8_twin(tmp_path, capsys, encoding):
    text = PROBLEM_A.read_text(encoding="utf-8")
    twin = tmp_path / f"a-{encoding}.txt"
    bom = {"utf-16-be": codecs.BOM_UTF16_BE}.get(encoding, b"")
    twin.write_bytes(bom + text.encode(encoding))  # each with its byte-order mark
    assert main(["solve", "--board", str(PROBLEM_A), "--json"]) == 0
    expected = json.loads(capsys.readouterr().out)
    assert main(["solve", "--board", str(twin), "--json"]) == 0
    found = json.loads(capsys.readouterr().out)
    for key in ("target", "moves", "path", "generated", "expanded", "outcome"):
        assert found[key] == expected[key], key


# ------------------------------------------------------- item 3: devices are never read


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_an_endless_device_as_results_is_refused_without_reading_it(device):
    if not os.path.exists(device):
        pytest.skip(f"no {device}")
    completed = cavalo("solve", "--problem", "A", "--results", device, timeout=30)
    line = one_error_line(completed, device)
    assert "device" in line and "cannot be written" in line
    assert completed.stdout == ""


# ------------------------------------------------- item 4: an output is never its input


def test_solve_refuses_to_append_to_its_own_board_file(tmp_path, capsys, no_search):
    board = tmp_path / "board.txt"
    board.write_bytes(PROBLEM_A.read_bytes())
    line = bad_input(capsys, "solve", "--board", str(board), "--results", str(board))
    assert str(board) in line and "--board" in line and "--results" in line
    assert board.read_bytes() == PROBLEM_A.read_bytes()


@pytest.mark.parametrize("link", ["symbolic", "hard"])
def test_compare_refuses_to_overwrite_its_board_file_through_a_link(
    tmp_path, capsys, no_search, link
):
    board = tmp_path / "board.txt"
    board.write_bytes(PROBLEM_A.read_bytes())
    other_name = tmp_path / "table.md"
    if link == "symbolic":
        other_name.symlink_to(board)
    else:
        os.link(board, other_name)
    arguments = ("compare", "--board", str(board), "--algorithms", "bfs", "--out")
    line = bad_input(capsys, *arguments, str(other_name))
    assert str(other_name) in line and "--board" in line
    assert board.read_bytes() == PROBLEM_A.read_bytes()


def test_two_outputs_of_one_command_may_not_be_one_file(tmp_path, capsys, no_search):
    path = tmp_path / "both.txt"
    arguments = ("compare", "--problems", "A", "--algorithms", "bfs")
    line = bad_input(capsys, *arguments, "--out", str(path), "--results", str(path))
    assert "--out and --results name the same file" in line


# --------------------------------------- item 5: every output checked before the search


@pytest.mark.parametrize(
    "arguments",
    [
        ("solve", "--problem", "A", "--results", "{path}"),
        ("compare", "--problems", "A", "--algorithms", "bfs", "--out", "{path}"),
        ("compare", "--problems", "A", "--algorithms", "bfs", "--results", "{path}"),
        ("screenshot", "--problem", "A", "--algorithm", "bfs", "--out", "{path}"),
    ],
)
def test_a_folder_as_an_output_is_named_as_a_folder_before_the_search(
    tmp_path, capsys, no_search, arguments
):
    folder = tmp_path / "shots.png"  # a folder whose name looks like a file's
    folder.mkdir()
    line = bad_input(capsys, *(part.format(path=folder) for part in arguments))
    assert str(folder) in line
    assert "this is a folder" in line and "cannot be written" in line


@pytest.mark.parametrize(
    "arguments",
    [
        ("solve", "--problem", "A", "--results", "{path}"),
        ("compare", "--problems", "A", "--algorithms", "bfs", "--out", "{path}"),
        ("compare", "--problems", "A", "--algorithms", "bfs", "--results", "{path}"),
        ("screenshot", "--problem", "A", "--algorithm", "bfs", "--out", "{path}"),
    ],
)
def test_a_missing_folder_is_refused_and_named_by_every_output(
    tmp_path, capsys, no_search, arguments
):
    missing = tmp_path / "not-yet"
    path = missing / "out.png"
    line = bad_input(capsys, *(part.format(path=path) for part in arguments))
    assert f"the folder {missing} does not exist" in line
    assert not missing.exists()


def test_a_read_only_output_is_refused_before_the_search(tmp_path, capsys, no_search):
    table = tmp_path / "table.md"
    table.write_text("keep me\n", encoding="utf-8")
    table.chmod(0o444)
    try:
        arguments = ("compare", "--problems", "A", "--algorithms", "bfs", "--out", str(table))
        line = bad_input(capsys, *arguments)
    finally:
        table.chmod(0o644)
    assert str(table) in line and "read-only" in line


def test_a_binary_results_file_is_refused_before_the_search(tmp_path, capsys, no_search):
    picture = tmp_path / "photo.dat"
    picture.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 1000)
    line = bad_input(capsys, "solve", "--problem", "A", "--results", str(picture))
    assert str(picture) in line and "not a text file" in line


# ------------------------------------------------ item 9: only the parameters used


def test_a_parameter_the_algorithm_does_not_take_is_not_recorded_and_is_warned(tmp_path, capsys):
    results = tmp_path / "runs.dat"
    arguments = ["solve", "--problem", "A", "--algorithm", "bfs", "--memory", "5", "--json"]
    assert main([*arguments, "--results", str(results)]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["parameters"] == {}
    (warning,) = captured.err.splitlines()
    assert warning == "cavalo solve: warning: --memory 5 ignored: bfs takes no --memory"
    assert read_results(results)[0]["parameters"] == {}


def test_the_parameters_the_algorithm_takes_are_kept(capsys):
    arguments = ["solve", "--problem", "A", "--algorithm", "dfs", "--json"]
    assert main([*arguments, "--max-depth", "9", "--beam-width", "3"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["parameters"] == {"max_depth": 9}
    assert "--beam-width 3 ignored: dfs takes no --beam-width" in captured.err


def test_a_heuristic_for_an_uninformed_algorithm_is_warned(capsys):
    assert main(["solve", "--problem", "A", "--algorithm", "bfs", "--heuristic", "reach"]) == 0
    (warning,) = capsys.readouterr().err.splitlines()
    assert warning == "cavalo solve: warning: --heuristic reach ignored: bfs uses no heuristic"


def test_compare_records_each_run_with_its_own_algorithms_parameters(tmp_path, capsys):
    results = tmp_path / "runs.dat"
    arguments = ["compare", "--problems", "A", "--algorithms", "bfs,dfs", "--max-depth", "6"]
    assert main([*arguments, "--memory", "9", "--results", str(results)]) == 0
    captured = capsys.readouterr()
    recorded = {record["algorithm"]: record["parameters"] for record in read_results(results)}
    assert recorded == {"bfs": {}, "dfs": {"max_depth": 6}}
    assert captured.err.splitlines() == [
        "cavalo compare: warning: --memory 9 ignored: none of bfs, dfs takes --memory"
    ]


def test_ctrl_c_exits_130_as_the_readme_says(capsys, monkeypatch):
    def interrupted(*_arguments, **_keywords):
        raise KeyboardInterrupt

    monkeypatch.setattr("cavalo_gui.cli.solve.run", interrupted)
    assert main(["solve", "--problem", "A"]) == 130
    assert capsys.readouterr().err == "cavalo solve: interrupted\n"
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    exit_status = next(line for line in readme.split("\n\n") if line.startswith("Exit status"))
    assert "130" in exit_status and "Ctrl-C" in exit_status


# ---------------------------------------- item 10: ASCII digits, a full disk named


@pytest.mark.parametrize("number", ["٧٠", "１", "7_0", "1 000", "0x10", "²"])
@pytest.mark.parametrize(
    "option", ["--max-nodes", "--seed", "--max-depth", "--time-limit", "--target"]
)
def test_numbers_on_the_command_line_are_ascii_digits_only(capsys, option, number):
    source = ["--board", str(PROBLEM_A)] if option == "--target" else ["--problem", "F"]
    line = bad_input(capsys, "solve", *source, option, number)
    assert option in line and repr(number) in line


@pytest.mark.parametrize("text", ["１６００x９８０", "1_600x980"])
def test_a_window_size_is_ascii_digits_only(capsys, tmp_path, text):
    out = tmp_path / "x.png"
    line = bad_input(
        capsys,
        "screenshot",
        "--problem",
        "A",
        "--algorithm",
        "bfs",
        "--size",
        text,
        "--out",
        str(out),
    )
    assert "--size" in line


def test_ascii_numbers_still_work(capsys):
    arguments = ["solve", "--problem", "F", "--seed", "+07", "--time-limit", "1.5e1"]
    assert main([*arguments, "--max-nodes", "0050", "--json"]) == 1
    found = json.loads(capsys.readouterr().out)
    assert found["seed"] == 7 and found["outcome"] == "limit"


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
def test_standard_output_on_a_full_disk_is_named(tmp_path):
    with open("/dev/full", "w") as full:
        completed = cavalo("solve", "--problem", "A", "--json", stdout=full)
    assert completed.returncode == 3  # standard output could not be written: not bad input
    assert completed.stderr.splitlines() == [
        "cavalo solve: error: standard output could not be written (No space left on device)"
    ]


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
def test_a_full_device_as_an_output_file_is_refused_and_named(capsys):
    line = bad_input(
        capsys, "compare", "--problems", "A", "--algorithms", "bfs", "--out", "/dev/full"
    )
    assert "/dev/full" in line and "device" in line


def test_a_full_disk_while_appending_names_the_results_file(tmp_path, capsys, monkeypatch):
    results = tmp_path / "runs.dat"

    def full_disk(_descriptor: int, _data: bytes) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(results_file, "_write_bytes", full_disk)
    assert main(["solve", "--problem", "A", "--results", str(results)]) == 2
    assert capsys.readouterr().err.splitlines() == [
        f"cavalo solve: error: {results}: could not be written (No space left on device)"
    ]
    assert results.read_bytes() == b""
