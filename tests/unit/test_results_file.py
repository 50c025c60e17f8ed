"""The results file: records appended safely and read back with the same numbers (SPEC §6)."""

from __future__ import annotations

import os
import stat

import pytest

from cavalo_gui.domains.knight.problem import KnightPuzzle
from cavalo_gui.engine.events import Outcome
from cavalo_gui.engine.limits import Limits
from cavalo_gui.reports import results_file
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.results_file import (
    ResultsFileError,
    append_result,
    format_record,
    lock_path_for,
    read_results,
)
from cavalo_gui.reports.run import RunResult, run
from tests.unit.knight_helpers import board_with

PROBLEM_A = KnightPuzzle("A", board_with(A1=2, B1=20, C1=44, B3=3, C3=30, D5=22), 70)
NO_WAY = KnightPuzzle("tiny", board_with(A1=5, C2=7), 100, description="cannot reach 100")


@pytest.fixture(scope="module")
def solved() -> RunResult:
    return run(RunChoices(PROBLEM_A, "bfs"))


@pytest.fixture(scope="module")
def informed() -> RunResult:
    return run(RunChoices(PROBLEM_A, "astar", "enunciado", parameters={}))


def assert_record_matches(record: dict, result: RunResult) -> None:
    expected = result.to_json()
    for key in (
        "problem",
        "target",
        "seed",
        "algorithm",
        "heuristic",
        "domain",
        "double",
        "parameters",
        "outcome",
        "reason",
        "moves",
        "path",
        "points_after",
        "points",
        "generated",
        "expanded",
        "penetrance",
        "branching_factor",
        "max_open",
        "duplicates",
        "seconds",
        "states",
        "lower_bound",
    ):
        assert record[key] == expected[key], key
    assert record["initial_board"] == result.initial_board
    assert record["final_board"] == result.final_board
    assert record["when"] == result.finished_at.isoformat(timespec="seconds")


def test_two_runs_appended_are_both_read_back_with_their_numbers(tmp_path, solved, informed):
    path = tmp_path / "solucao.txt"
    append_result(path, solved)
    append_result(path, informed)
    records = read_results(path)
    assert len(records) == 2
    assert_record_matches(records[0], solved)
    assert_record_matches(records[1], informed)
    assert records[0]["path"] == ["B1", "C3", "D5"]
    assert records[1]["heuristic"] == "enunciado"
    assert records[0]["limits"] == {
        "max_nodes": 2_000_000,
        "max_seconds": 120.0,
        "max_expansions": None,
    }


def test_a_record_reads_like_the_course_output(solved):
    text = format_record(solved)
    assert text.startswith("=== cavalo run ===\n") and text.endswith("=== end ===\n")
    assert "problem: A\n" in text
    assert "target: 70\n" in text
    assert "    1. B1  20\n    2. C3  50\n    3. D5  72\n" in text
    assert "  1  02 20 44 .. .." in text  # the initial board, row 1
    assert "  5  .. .. .. KN .." in text  # the final board, the knight on D5
    assert "generated (T): 8\n" in text
    assert "penetrance (P): 0.375\n" in text


def test_an_unsolved_run_records_no_solution_and_its_best_points(tmp_path):
    result = run(RunChoices(NO_WAY, "bfs"))
    assert result.outcome is Outcome.NO_SOLUTION
    path = tmp_path / "results.txt"
    append_result(path, result)
    (record,) = read_results(path)
    assert record["outcome"] == "no-solution"
    assert record["path"] == [] and record["moves"] is None
    assert record["penetrance"] is None and record["branching_factor"] is None
    assert record["points"] == result.points == 12


def test_a_run_stopped_by_its_budget_records_its_parameters_and_limits(tmp_path):
    setup = RunChoices(PROBLEM_A, "dfs", parameters={"max_depth": 7}, limits=Limits(max_nodes=2))
    result = run(setup)
    path = tmp_path / "results.txt"
    append_result(path, result)
    (record,) = read_results(path)
    assert record["outcome"] == "limit"
    assert record["parameters"] == {"max_depth": 7}
    assert record["limits"]["max_nodes"] == 2


def test_appending_keeps_earlier_text_byte_for_byte(tmp_path, solved):
    path = tmp_path / "results.txt"
    earlier = "# my notes, no newline at the end"
    path.write_text(earlier, encoding="utf-8")
    append_result(path, solved)
    text = path.read_text(encoding="utf-8")
    assert text.startswith(earlier + "\n")
    assert len(read_results(path)) == 1


def test_a_read_only_file_gives_a_clear_error_and_keeps_its_bytes(tmp_path, solved):
    path = tmp_path / "results.txt"
    append_result(path, solved)
    before = path.read_bytes()
    path.chmod(stat.S_IRUSR | stat.S_IRGRP)
    try:
        with pytest.raises(ResultsFileError) as caught:
            append_result(path, solved)
    finally:
        path.chmod(stat.S_IRUSR | stat.S_IWUSR)
    assert str(path) in str(caught.value) and "read-only" in str(caught.value)
    assert isinstance(caught.value, OSError)
    assert path.read_bytes() == before
    assert sorted(os.listdir(tmp_path)) == sorted(["results.txt", lock_path_for(path).name])


def test_a_write_failing_midway_leaves_the_earlier_records_and_no_temporary_file(
    tmp_path, monkeypatch, solved, informed
):
    path = tmp_path / "results.txt"
    append_result(path, solved)
    before = path.read_bytes()
    written_parts = []

    def failing_writer(descriptor: int, data: bytes) -> None:
        os.write(descriptor, data[: len(data) // 2])
        written_parts.append(len(data) // 2)
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(results_file, "_write_bytes", failing_writer)
    with pytest.raises(ResultsFileError, match="No space left on device") as caught:
        append_result(path, informed)
    assert written_parts, "the failing writer was not used"
    assert str(path) in str(caught.value)
    assert path.read_bytes() == before
    assert sorted(os.listdir(tmp_path)) == sorted(["results.txt", lock_path_for(path).name])
    monkeypatch.undo()
    append_result(path, informed)
    assert [record["algorithm"] for record in read_results(path)] == ["bfs", "astar"]


def test_a_missing_folder_is_named(tmp_path, solved):
    path = tmp_path / "nowhere" / "results.txt"
    with pytest.raises(ResultsFileError, match="does not exist"):
        append_result(path, solved)


def test_a_binary_file_is_not_appended_to(tmp_path, solved):
    path = tmp_path / "picture.png"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe")
    with pytest.raises(ResultsFileError, match="not a text file"):
        append_result(path, solved)
    assert path.read_bytes() == b"\x89PNG\r\n\x1a\n\xff\xfe"


def test_the_new_file_keeps_the_mode_of_the_old_one(tmp_path, solved):
    path = tmp_path / "results.txt"
    path.write_text("", encoding="utf-8")
    path.chmod(0o640)
    append_result(path, solved)
    assert stat.S_IMODE(path.stat().st_mode) == 0o640


def test_appending_through_a_symbolic_link_keeps_the_link(tmp_path, solved):
    real = tmp_path / "real.txt"
    link = tmp_path / "link.txt"
    real.write_text("", encoding="utf-8")
    link.symlink_to(real)
    append_result(link, solved)
    assert link.is_symlink()
    assert len(read_results(real)) == 1


@pytest.mark.parametrize(
    ("edit", "line", "message"),
    [
        (lambda text: text.replace("generated (T): 8", "generated (T): eight"), 44, "whole number"),
        (lambda text: text.replace("    2. C3  50", "    2. C3"), 26, "expected move '2. MOVE"),
        (lambda text: text.replace("    3. D5  72", "    3. D5  many"), 27, "whole number"),
        (lambda text: text.replace("outcome: solved\n", "colour: blue\n"), 40, "unknown field"),
        (lambda text: text.replace("domain: knight", "domain: chess"), 3, "unknown puzzle"),
        (lambda text: "stray text\n" + text, 1, "to start a record"),
        (lambda text: text.replace("states: 9\n", ""), 1, "lacks states"),
    ],
)
def test_a_hand_edited_file_gives_an_error_naming_the_line(tmp_path, solved, edit, line, message):
    path = tmp_path / "results.txt"
    append_result(path, solved)
    path.write_text(edit(path.read_text(encoding="utf-8")), encoding="utf-8")
    with pytest.raises(ResultsFileError, match=message) as caught:
        read_results(path)
    assert caught.value.line == line
    assert f"{path}, line {line}:" in str(caught.value)


def test_comments_and_blank_lines_between_records_are_allowed(tmp_path, solved):
    path = tmp_path / "results.txt"
    append_result(path, solved)
    text = path.read_text(encoding="utf-8")
    path.write_text("# teacher's copy\n\n" + text + "\n# checked\n", encoding="utf-8")
    (record,) = read_results(path)
    assert record["generated"] == solved.statistics.generated


def test_reading_a_missing_file_names_it(tmp_path):
    with pytest.raises(ResultsFileError, match="no such file"):
        read_results(tmp_path / "absent.txt")
