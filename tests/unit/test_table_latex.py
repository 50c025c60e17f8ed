"""The table of a run or a comparison as LaTeX (booktabs) and in the format of the file's name
(issue 27 item 4): the same rows as Markdown, numbers that read back, specials escaped."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from cavalo_gui.cli.main import main
from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.run import RunResult, run
from cavalo_gui.reports.tables import (
    MARKDOWN_COLUMNS,
    format_of,
    latex_escape,
    parse_csv,
    to_latex,
    to_markdown,
)
from tests.unit.cli_helpers import bad_input

SPECIAL_NAME = "R&D_1 #2 at 50% {x}"


@pytest.fixture(scope="module")
def results() -> list[RunResult]:
    """A by BFS, B by A* with the course's heuristic, and a problem whose name holds every
    character LaTeX treats as special."""
    special = replace(load_puzzle("A"), name=SPECIAL_NAME)
    return [
        run(RunChoices(load_puzzle("A"), "bfs")),
        run(RunChoices(load_puzzle("B"), "astar", "enunciado")),
        run(RunChoices(special, "bfs")),
    ]


def _unescape(cell: str) -> str:
    return re.sub(r"\\([&%$#_{}])", r"\1", cell.replace("~", "\u00a0"))


def _latex_rows(text: str) -> list[list[str]]:
    """The cells of each row between \\midrule and \\bottomrule, unescaped."""
    body = text.split("\\midrule\n", 1)[1].split("\\bottomrule", 1)[0]
    rows = [line.removesuffix(r" \\") for line in body.splitlines()]
    return [[_unescape(cell) for cell in re.split(r"(?<!\\) & ", row)] for row in rows]


def _markdown_rows(text: str) -> list[list[str]]:
    return [
        [cell.strip().replace("\\|", "|") for cell in line.strip("|").split(" | ")]
        for line in text.splitlines()[2:]
    ]


def test_latex_has_booktabs_rules_and_the_markdown_tables_cells(results):
    latex = to_latex(results)
    lines = latex.splitlines()
    assert lines[0] == "\\begin{tabular}{llllrrrrrrrr}"
    assert lines[1] == "\\toprule"
    assert lines[2].startswith("Problem & Algorithm & Heuristic & Outcome & Depth")
    assert lines[3] == "\\midrule" and lines[-2] == "\\bottomrule"
    assert lines[-1] == "\\end{tabular}"
    assert _latex_rows(latex) == _markdown_rows(to_markdown(results))


def test_latex_numbers_read_back_to_the_runs_statistics(results):
    keys = [column.key for column in MARKDOWN_COLUMNS]
    for cells, result in zip(_latex_rows(to_latex(results)), results, strict=True):
        row = dict(zip(keys, cells, strict=True))
        statistics = result.statistics
        assert int(row["generated"].replace(",", "")) == statistics.generated
        assert int(row["expanded"].replace(",", "")) == statistics.expanded
        assert int(row["depth"]) == statistics.length
        assert float(row["penetrance"]) == pytest.approx(statistics.penetrance, abs=5e-4)


def test_latex_escapes_its_special_characters(results):
    latex = to_latex(results)
    assert r"R\&D\_1 \#2 at 50\% \{x\}" in latex
    assert _latex_rows(latex)[2][0] == SPECIAL_NAME
    assert latex_escape("a\\b~c^d$") == r"a\textbackslash{}b\textasciitilde{}c\textasciicircum{}d\$"


def test_portuguese_latex_keeps_its_numbers_unbreakable(results):
    latex = to_latex(results, "pt")
    assert latex.splitlines()[2].startswith("Problema & Algoritmo")
    assert "\u00a0" not in latex  # the thousands' space as ~, which LaTeX will not break


@pytest.mark.parametrize(
    ("name", "chosen", "expected"),
    [
        ("t.md", None, "md"),
        ("t.tex", None, "tex"),
        ("t.CSV", None, "csv"),
        ("t.json", None, "json"),
        ("t.txt", "tex", "tex"),
        (None, None, "md"),
    ],
)
def test_the_format_comes_from_the_files_extension(name, chosen, expected):
    assert format_of(name, chosen) == expected


def test_compare_writes_the_format_of_its_out_file(tmp_path, capsys):
    out = tmp_path / "table.tex"
    arguments = ["compare", "--problems", "A,B", "--algorithms", "bfs", "--workers", "1"]
    assert main([*arguments, "--out", str(out)]) == 0
    latex = out.read_text(encoding="utf-8")
    assert "\\toprule" in latex and "\\bottomrule" in latex
    assert len(_latex_rows(latex)) == 2
    csv = tmp_path / "table.csv"
    assert main([*arguments, "--out", str(csv)]) == 0
    assert [row["problem"] for row in parse_csv(csv.read_text(encoding="utf-8"))] == ["A", "B"]


def test_solve_writes_the_runs_table(tmp_path, capsys):
    out = tmp_path / "run.tex"
    assert main(["solve", "--problem", "B", "--algorithm", "bfs", "--table", str(out)]) == 0
    (row,) = _latex_rows(out.read_text(encoding="utf-8"))
    assert row[:2] == ["B", "bfs"]
    markdown = tmp_path / "run.md"
    assert main(["solve", "--problem", "B", "--algorithm", "bfs", "--table", str(markdown)]) == 0
    (again,) = _markdown_rows(markdown.read_text(encoding="utf-8"))
    seconds = [column.key for column in MARKDOWN_COLUMNS].index("seconds")
    assert again[:seconds] + again[seconds + 1 :] == row[:seconds] + row[seconds + 1 :]


def test_an_unknown_table_extension_is_one_line(tmp_path, capsys):
    out = tmp_path / "run.docx"
    line = bad_input(capsys, "solve", "--problem", "B", "--table", str(out))
    assert line == (
        f"cavalo solve: error: {out}: expected a table file ending in .md, .markdown, .csv, "
        ".json, .tex (or choose one with --format)"
    )
    assert not out.exists()
