"""``cavalo check``: the report, its exit statuses, its refusals, --json, --lang pt and --batch."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cavalo_gui.cli.main import main
from cavalo_gui.reports.own_search.report import format_verdict, verdict_json
from cavalo_gui.reports.own_search.verdict import check_trace
from tests.unit.cli_helpers import bad_input
from tests.unit.test_check_own_traces import own_trace


def run(capsys, *arguments: str) -> tuple[int, str]:
    status = main(["check", *arguments])
    return status, capsys.readouterr().out


def rewrite_last(path: Path, **changes) -> Path:
    lines = path.read_text(encoding="utf-8").splitlines()
    last = json.loads(lines[-1])
    last.update(changes)
    lines[-1] = json.dumps(last)
    target = path.with_name("changed-" + path.name)
    target.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return target


def test_a_faithful_trace_holds_beside_the_reference(tmp_path, capsys):
    path = own_trace(tmp_path, "B", "bfs")
    status, out = run(capsys, str(path))
    assert status == 0
    assert "Holds: all 43 expansions keep the puzzle's rules and the algorithm's." in out
    assert "no state was expanded twice, as with a closed list" in out
    rows = {line.split("  ")[0]: line.split() for line in out.splitlines()}
    assert rows["generated T"][-3:] == ["46", "46", "46"]  # printed, recomputed, reference
    assert (
        "Solution: 8 moves, legal, reaching the target; optimal (the proved optimum is 8 moves)."
        in out
    )


def test_statistics_that_count_the_root_depart_at_the_closing_line(tmp_path, capsys):
    path = own_trace(tmp_path, "B", "bfs")
    changed = rewrite_last(path, generated=47)
    status, out = run(capsys, "--no-reference", str(changed))
    assert status == 1
    lines = len(changed.read_text().splitlines())
    assert (
        f"Departs at line {lines}, after holding for 43 expansions; "
        "the rule broken: the course's statistics." in out
    )
    assert (
        "generated T: you count the root as generated; "
        "T counts the nodes put into open, the root excluded" in out
    )


def test_the_report_in_portuguese_and_as_json(tmp_path, capsys):
    path = own_trace(tmp_path, "A", "astar")
    status, out = run(capsys, "--lang", "pt", "--no-reference", str(path))
    assert status == 0
    assert "Cumpre: as 5 expansões respeitam as regras do puzzle e as do algoritmo." in out
    assert "nós gerados T" in out
    status, out = run(capsys, "--json", "--no-reference", str(path))
    found = json.loads(out)
    assert status == 0 and found["status"] == "holds" and found["exit"] == 0
    assert found["problem"] == "A" and found["algorithm"] == "astar"
    assert found["statistics"]["generated"]["right"] is True


def test_a_trace_of_another_problem_or_algorithm_is_refused_in_one_sentence(tmp_path, capsys):
    path = own_trace(tmp_path, "B", "bfs")
    said = bad_input(capsys, "check", "--problem", "C", str(path))
    assert said.endswith("the trace is of problem B, but the options say C")
    said = bad_input(capsys, "check", "--algorithm", "dfs", str(path))
    assert said.endswith("the trace is of algorithm bfs, but the options say dfs")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("", "the trace is empty; expected a header line"),
        (
            '{"format": "cavalo-trace", "version": 1, "problem": "A", "algorithm": "bfs"}\n'
            '{"event"',
            None,
        ),
        (
            '{"format": "other"}\n',
            'line 1: expected the trace\'s header, with format "cavalo-trace"',
        ),
        ('{"format": "cavalo-trace", "version": 2}\n', "version 2 of the format"),
        ('{"format": "cavalo-trace", "version": 1, "algorithm": "bfs"}\n', "names no problem"),
    ],
)
def test_bad_traces_get_one_line_and_exit_2(tmp_path, capsys, text, expected):
    path = tmp_path / "trace.jsonl"
    path.write_text(text, encoding="utf-8")
    if expected is None:  # cut in the middle of its last line: read, and said
        status, out = run(capsys, "--no-reference", str(path))
        assert status == 0 and "without its closing line" in out
        return
    said = bad_input(capsys, "check", str(path))
    assert expected in said and said.startswith("cavalo check: error: ")


def test_a_folder_or_a_missing_file_is_refused(tmp_path, capsys):
    assert "is a folder, not a trace" in bad_input(capsys, "check", str(tmp_path))
    assert "cannot be opened" in bad_input(capsys, "check", str(tmp_path / "none.jsonl"))


LISP_HEADER = '(:format "cavalo-trace" :version 1 :puzzle "knight" :problem "A" :algorithm "bfs")\n'


def test_a_lisp_trace_with_course_pairs_and_a_move_off_the_board(tmp_path, capsys):
    path = tmp_path / "bfs.lisp"
    path.write_text(
        LISP_HEADER + '(:event "expansion" :moves NIL :depth 0)\n'
        '(:event "expansion" :moves ((0 0)) :depth 1)\n'
        '(:event "expansion" :moves ((0 0) (-2 1)) :depth 2)\n',
        encoding="utf-8",
    )
    status, out = run(capsys, "--no-reference", str(path))
    assert status == 1
    assert "Departs at expansion 3 (line 4)" in out and "the rule broken: every move legal" in out
    assert "(-2 1) is off the board: lines and columns run from 0 to 9" in out


def test_batch_writes_one_row_a_trace_and_a_broken_file_is_a_row(tmp_path, capsys):
    folder = tmp_path / "traces"
    folder.mkdir()
    own_trace(folder, "A", "bfs")
    rewrite_last(own_trace(folder, "B", "bfs"), generated=47)
    (folder / "broken.lisp").write_text(LISP_HEADER + "(:event\n", encoding="utf-8")
    (folder / "empty.jsonl").write_text("", encoding="utf-8")
    out_path = tmp_path / "grades.csv"
    status = main(["check", "--batch", str(folder), "--out", str(out_path), "--no-reference"])
    assert status == 2  # the worst of the traces
    rows = list(csv.DictReader(io.StringIO(out_path.read_text(encoding="utf-8"))))
    by_file = {row["file"]: row for row in rows}
    assert sorted(by_file) == [
        "bfs-A.jsonl",
        "bfs-B.jsonl",
        "broken.lisp",
        "changed-bfs-B.jsonl",
        "empty.jsonl",
    ]
    assert by_file["bfs-A.jsonl"]["verdict"] == "holds"
    assert by_file["bfs-A.jsonl"]["statistics"] == "right"
    assert by_file["changed-bfs-B.jsonl"]["statistics"] == "wrong"
    assert by_file["changed-bfs-B.jsonl"]["verdict"].startswith("departs at line")
    assert by_file["bfs-A.jsonl"]["solution"] == "3 moves"  # --no-reference: not judged
    assert by_file["broken.lisp"]["verdict"].startswith("Cannot be read at line 2:")
    assert by_file["broken.lisp"]["statistics"] == "-"
    assert by_file["empty.jsonl"]["verdict"].startswith("Cannot be read: the trace is empty")
    markdown = tmp_path / "grades.md"
    main(
        ["check", "--lang", "pt", "--batch", str(folder), "--out", str(markdown), "--no-reference"]
    )
    text = markdown.read_text(encoding="utf-8")
    assert text.startswith("| ficheiro | puzzle | problema | algoritmo | veredicto |")
    assert "| cumpre | certas |" in text


@pytest.mark.parametrize(
    "line",
    [
        '(:event "expansion" :moves ((0 0)) :g 1/0)',
        '(:event "expansion" :moves \'((0 0)))',
        '(:event "finished" :generated 1e999 :expanded 100000000000000000000000000000)',
        '(:event "expansion" :moves ((0 0)) :depth 1e308)',
        '(:event "expansion" :moves #(1 2))',
    ],
)
def test_odd_lisp_values_are_read_or_named_never_a_traceback(tmp_path, capsys, line):
    path = tmp_path / "odd.lisp"
    path.write_text(LISP_HEADER + '(:event "expansion" :moves NIL)\n' + line + "\n")
    status = main(["check", "--no-reference", str(path)])
    captured = capsys.readouterr()
    assert status in (0, 1, 2)
    assert "Traceback" not in captured.err + captured.out
    assert (captured.out if status != 2 else captured.err).strip()


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner),
    max_leaves=6,
)


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    fields=st.lists(
        st.dictionaries(
            st.sampled_from(
                [
                    "event",
                    "node",
                    "moves",
                    "g",
                    "h",
                    "f",
                    "depth",
                    "solution",
                    "generated",
                    "threshold",
                ]
            ),
            JSON_VALUES,
        ),
        max_size=4,
    )
)
def test_any_json_lines_get_a_verdict(tmp_path, fields):
    path = tmp_path / "any.jsonl"
    header = {"format": "cavalo-trace", "version": 1, "problem": "A", "algorithm": "astar"}
    path.write_text("\n".join(json.dumps(line) for line in [header, *fields]) + "\n")
    verdict = check_trace(path, reference=False)
    assert format_verdict(verdict) and format_verdict(verdict, "pt")
    assert json.dumps(verdict_json(verdict))
