"""Every error about a file derives from one base, FileError, which carries the file, the line
and the column, and each reads as it did before the base existed."""

from __future__ import annotations

import pickle

import pytest

from cavalo_gui.domains.file_error import FileError
from cavalo_gui.domains.languages import ENGLISH, PORTUGUESE
from cavalo_gui.domains.problem_files import MissingTargetError, ProblemFileError
from cavalo_gui.engine.message import message
from cavalo_gui.reports.experiment_rows import RowsFileError, read_csv_rows
from cavalo_gui.reports.output_paths import OutputPathError
from cavalo_gui.reports.results_file import ResultsFileError, read_results

ERRORS = [
    (ProblemFileError("board.txt", 3, "expected a number"), ValueError),
    (MissingTargetError("board.txt", None, "board 1 has no target"), ValueError),
    (ResultsFileError("results.txt", "is not a regular file", 7), OSError),
    (RowsFileError("rows.csv", "2 cells where the header has 9", 4), ValueError),
    (OutputPathError("out.png", "is read-only"), ValueError),
]


@pytest.mark.parametrize(("error", "builtin"), ERRORS, ids=lambda item: type(item).__name__)
def test_each_file_error_derives_from_the_one_base_and_keeps_its_builtin_kind(error, builtin):
    assert isinstance(error, FileError)
    assert isinstance(error, builtin)


@pytest.mark.parametrize(
    ("error", "text"),
    [
        (
            ProblemFileError("board.txt", 3, "expected a number"),
            "board.txt, line 3: expected a number",
        ),
        (ProblemFileError("board.txt", None, "empty"), "board.txt: empty"),
        (ResultsFileError("results.txt", "no such file"), "results.txt: no such file"),
        (ResultsFileError("results.txt", "bad field", 7), "results.txt, line 7: bad field"),
        (OutputPathError("out.png", "is read-only"), "out.png: is read-only"),
        (FileError("a.lisp", "unexpected ')'", 2, 14), "a.lisp, line 2, column 14: unexpected ')'"),
    ],
)
def test_a_file_error_reads_file_line_column_then_what_is_wrong(error, text):
    assert str(error) == text


@pytest.mark.parametrize(("error", "builtin"), ERRORS, ids=lambda item: type(item).__name__)
def test_a_file_error_crosses_a_process_boundary_whole(error, builtin):
    copy = pickle.loads(pickle.dumps(error))
    assert type(copy) is type(error)
    assert (copy.path, copy.line, copy.column, copy.message) == (
        error.path,
        error.line,
        error.column,
        error.message,
    )
    assert str(copy) == str(error)


def test_a_rows_file_s_bad_line_is_carried_by_the_error_and_said_as_before(tmp_path):
    rows = tmp_path / "rows.csv"
    rows.write_text("domain,problem,algorithm,generated\nknight,A,bfs,3\nknight,B\n")
    with pytest.raises(RowsFileError) as caught:
        read_csv_rows(rows)
    assert caught.value.line == 3
    assert caught.value.path == str(rows)
    assert str(caught.value) == f"{rows}, line 3: 2 cells where the header has 4"


def test_a_results_file_that_cannot_be_read_is_a_file_error_naming_it(tmp_path):
    results = tmp_path / "results.txt"
    results.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(FileError) as caught:
        read_results(results)
    assert caught.value.path == str(results)


@pytest.mark.parametrize(
    ("line", "column", "english", "portuguese"),
    [
        (None, None, "x.txt: no such file", "x.txt: o ficheiro não existe"),
        (3, None, "x.txt, line 3: no such file", "x.txt, linha 3: o ficheiro não existe"),
        (
            1200,
            7,
            "x.txt, line 1200, column 7: no such file",
            "x.txt, linha 1200, coluna 7: o ficheiro não existe",
        ),
    ],
)
def test_a_file_error_says_where_in_the_readers_language(line, column, english, portuguese):
    error = FileError("x.txt", message("file.missing"), line, column)
    assert str(error) == error.text(ENGLISH) == english
    assert error.text(PORTUGUESE) == portuguese
