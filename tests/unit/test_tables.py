"""Comparison tables: CSV that round-trips, Markdown like the course's, JSON, sorting."""

from __future__ import annotations

import json

import pytest

from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.engine.limits import Limits
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.run import RunResult, run
from cavalo_gui.reports.summary import number
from cavalo_gui.reports.tables import (
    COLUMNS,
    MARKDOWN_COLUMNS,
    parse_csv,
    read_csv,
    render,
    row_of,
    sort_rows,
    to_csv,
    to_json,
    to_markdown,
)


@pytest.fixture(scope="module")
def results() -> list[RunResult]:
    """Four runs with distinct numbers: B by BFS (46 generated), A by BFS (8), A by A* with
    the course's heuristic, and C stopped by a budget (no depth, no penetrance)."""
    return [
        run(RunChoices(load_puzzle("B"), "bfs")),
        run(RunChoices(load_puzzle("A"), "bfs")),
        run(RunChoices(load_puzzle("A"), "astar", "enunciado")),
        run(RunChoices(load_puzzle("C"), "bfs", limits=Limits(max_nodes=5))),
    ]


def test_csv_round_trips_to_the_same_numbers(tmp_path, results):
    path = tmp_path / "table.csv"
    path.write_text(to_csv(results), encoding="utf-8")
    rows = read_csv(path)
    assert rows == [row_of(result) for result in results]
    assert rows[0]["generated"] == results[0].statistics.generated
    assert rows[2]["branching_factor"] == results[2].statistics.branching_factor
    assert rows[3]["depth"] is None and rows[3]["outcome"] == "limit"
    assert rows[0]["heuristic"] is None and rows[2]["heuristic"] == "enunciado"


def test_csv_has_one_header_row_of_column_keys(results):
    lines = to_csv(results).splitlines()
    assert lines[0].split(",") == [column.key for column in COLUMNS]
    assert len(lines) == 1 + len(results)


def test_markdown_has_one_row_per_run_like_the_course_tables(results):
    lines = to_markdown(results).splitlines()
    assert lines[0] == (
        "| Problem | Algorithm | Heuristic | Outcome | Depth | Generated | Expanded | Penetrance "
        "| Branching factor | Time (s) | Largest open | Duplicates |"
    )
    assert lines[1].count("|") == len(MARKDOWN_COLUMNS) + 1
    assert len(lines) == 2 + len(results)
    cells = [line.strip("|").split("|") for line in lines[2:]]
    first = [cell.strip() for cell in cells[0]]
    stats = results[0].statistics
    assert first[:6] == ["B", "bfs", "-", "solved, optimal (proved)", "8", str(stats.generated)]
    assert first[7] == f"{stats.penetrance:.3f}"
    limited = [cell.strip() for cell in cells[3]]
    assert limited[3] == "limit"
    assert limited[4] == limited[7] == limited[8] == "N/A"


def test_json_lists_one_object_per_run(results):
    objects = json.loads(to_json(results))
    assert [item["problem"] for item in objects] == ["B", "A", "A", "C"]
    assert objects[2]["heuristic"] == "enunciado"
    assert objects[1]["generated"] == results[1].statistics.generated


def test_render_picks_the_format_and_rejects_an_unknown_one(results):
    assert render(results, "md") == to_markdown(results)
    assert render(results, "csv") == to_csv(results)
    with pytest.raises(ValueError, match="unknown format 'xls'"):
        render(results, "xls")


def test_numbers_sort_numerically(results):
    generated = [r.statistics.generated for r in sort_rows(results, "generated")]
    assert generated == sorted(generated)
    assert [r.statistics.generated for r in sort_rows(results, "Generated", True)] == sorted(
        generated, reverse=True
    )


@pytest.mark.parametrize("descending", [False, True])
def test_not_applicable_values_sort_last_either_way(results, descending):
    ordered = sort_rows(results, "depth", descending)
    assert ordered[-1].statistics.length is None
    depths = [r.statistics.length for r in ordered[:-1]]
    assert depths == sorted(depths, reverse=descending)


def test_text_sorts_without_regard_to_case_and_stably(results):
    ordered = sort_rows(results, "problem")
    assert [r.setup.puzzle.name for r in ordered] == ["A", "A", "B", "C"]
    assert [r.setup.algorithm for r in ordered[:2]] == ["bfs", "astar"]  # input order kept


def test_an_unknown_sort_column_names_the_known_ones(results):
    with pytest.raises(ValueError, match=r"unknown column 'colour'.*generated"):
        sort_rows(results, "colour")


def test_a_spreadsheet_edit_is_read_with_an_error_naming_the_line():
    text = "problem,generated\nA,8\nB,many\n"
    with pytest.raises(
        ValueError, match=r"table.csv, line 3: expected a number in column generated"
    ):
        parse_csv(text, "table.csv")
    with pytest.raises(ValueError, match="line 2: expected 2 cells"):
        parse_csv("problem,generated\nA\n", "table.csv")
    with pytest.raises(ValueError, match="empty"):
        parse_csv("", "table.csv")


def test_unknown_columns_are_kept_as_text():
    assert parse_csv("problem,note\nA,fast\n") == [{"problem": "A", "note": "fast"}]


def test_a_tiny_penetrance_keeps_its_significant_digits():
    assert number(1.9e-5) == "1.9e-5"
    assert number(0.0123) == "0.0123"
    assert number(0.375) == "0.375"
    assert number(None) == "N/A"
