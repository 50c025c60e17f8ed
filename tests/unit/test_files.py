"""Problem files (SPEC §3): the cavalo format, the classic Lisp boards, and every way a file can
be wrong, each reported as a ProblemFileError naming the file, the line and what was expected."""

from __future__ import annotations

import dataclasses
import pickle
import re
from pathlib import Path

import pytest

from cavalo_gui.domains import problem_files as files_module
from cavalo_gui.domains.domain import description_text
from cavalo_gui.domains.knight.board import parse_square
from cavalo_gui.domains.knight.files import (
    ProblemFileError,
    format_problems,
    parse_problems,
    read_problem_file,
)
from cavalo_gui.domains.knight.problem import KnightPuzzle
from cavalo_gui.domains.knight.random_board import random_board
from cavalo_gui.domains.problem_files import MAX_FILE_BYTES

REPOSITORY = Path(__file__).resolve().parents[2]
DATA = REPOSITORY / "tests" / "data"
GOOD = DATA / "good"
BAD = DATA / "bad"


def cell(puzzle: KnightPuzzle, square: str) -> int | None:
    return puzzle.board[parse_square(square)]


def numbers_on(puzzle: KnightPuzzle) -> int:
    return sum(value is not None for value in puzzle.board)


class TestClassicFormat:
    def test_reads_the_course_boards_with_their_targets(self):
        puzzles = read_problem_file(GOOD / "course.dat")
        assert [p.name for p in puzzles] == [f"course-{i}" for i in range(1, 6)]
        assert [p.target for p in puzzles] == [70, 60, 270, 600, 300]
        a, b, c, d, e = puzzles
        assert (cell(a, "A1"), cell(a, "B1"), cell(a, "C1"), cell(a, "D1")) == (2, 20, 44, None)
        assert (cell(a, "B3"), cell(a, "C3"), cell(a, "D5")) == (3, 30, 22)
        assert numbers_on(a) == 6
        assert (cell(b, "I1"), cell(b, "J3"), cell(b, "J1")) == (10, 11, None)
        assert (cell(c, "F1"), cell(c, "C4"), cell(c, "A4")) == (88, 99, 89)
        assert (cell(d, "A1"), cell(d, "J1"), cell(d, "F2"), cell(d, "G10")) == (98, 89, 55, 99)
        assert (cell(e, "J1"), cell(e, "B9"), cell(e, "H10"), cell(e, "A1")) == (25, 1, 20, None)
        assert numbers_on(e) == 25

    def test_boards_without_targets_take_the_callers_target(self):
        puzzles = read_problem_file(GOOD / "no-targets.lisp", target=42)
        assert [(p.name, p.target) for p in puzzles] == [("no-targets-1", 42), ("no-targets-2", 42)]
        assert cell(puzzles[0], "C1") == 44  # the first board is quoted: '((...))
        assert cell(puzzles[1], "E1") == 6

    def test_boards_without_targets_and_no_target_given_are_an_error(self):
        with pytest.raises(ProblemFileError, match="board 1 has no target") as caught:
            read_problem_file(GOOD / "no-targets.lisp")
        assert caught.value.line == 2

    def test_the_callers_target_replaces_the_files(self):
        puzzles = read_problem_file(GOOD / "course.dat", target=5)
        assert {p.target for p in puzzles} == {5}

    def test_a_single_board_is_named_after_the_file(self):
        [puzzle] = read_problem_file(GOOD / "windows.lsp")
        assert (puzzle.name, puzzle.target) == ("windows", 270)
        assert (cell(puzzle, "A1"), cell(puzzle, "D1"), cell(puzzle, "D4")) == (1, 23, 54)

    def test_windows_1252_text_and_crlf_line_ends_are_read(self):
        raw = (GOOD / "windows.lsp").read_bytes()
        assert b"\r\n" in raw and b"\xe9" in raw  # the fixture is what it claims to be
        [puzzle] = read_problem_file(GOOD / "windows.lsp")
        assert cell(puzzle, "C4") == 99

    def test_nil_in_any_case_and_leading_zeros(self):
        row = "(nIL 007 Nil 0 nil NIL nil nil nil 99)"
        text = "(" + row + "\n" + "\n".join(["(" + " nil" * 10 + ")"] * 9) + ")"
        [puzzle] = parse_problems(text, "mixed.dat", target=1)
        assert (cell(puzzle, "A1"), cell(puzzle, "B1"), cell(puzzle, "D1")) == (None, 7, 0)
        assert cell(puzzle, "J1") == 99

    def test_a_utf8_byte_order_mark_is_skipped(self, tmp_path):
        path = tmp_path / "bom.dat"
        path.write_bytes(b"\xef\xbb\xbf" + (GOOD / "course.dat").read_bytes())
        assert len(read_problem_file(path)) == 5

    def test_names_are_made_valid_problem_names(self, tmp_path):
        path = tmp_path / "my boards (v2).lisp"
        path.write_bytes((GOOD / "windows.lsp").read_bytes())
        [puzzle] = read_problem_file(path)
        assert puzzle.name == "my-boards-v2"


class TestCavaloFormat:
    def test_reads_several_problems_with_descriptions_and_seeds(self):
        tiny, seeded, paragraphs = read_problem_file(GOOD / "several.txt")
        assert (tiny.name, tiny.target, tiny.seed) == ("tiny-1", 10, None)
        assert (cell(tiny, "A1"), cell(tiny, "C2"), cell(tiny, "J10")) == (5, 7, 99)
        assert numbers_on(tiny) == 3
        assert (seeded.name, seeded.target, seeded.seed) == ("Random_7", 1500, 7)
        assert seeded.board == random_board(7)
        assert seeded.description == "A shuffled board."
        assert paragraphs.description == "First paragraph, continued here.\nSecond paragraph."
        assert (cell(paragraphs, "A1"), cell(paragraphs, "J10"), cell(paragraphs, "D5")) == (
            0,
            99,
            43,
        )

    def test_the_callers_target_replaces_the_files(self):
        assert {p.target for p in read_problem_file(GOOD / "several.txt", target=3)} == {3}

    def test_written_problems_read_back_unchanged(self, tmp_path):
        originals = read_problem_file(GOOD / "several.txt") + read_problem_file(GOOD / "course.dat")
        path = tmp_path / "again.txt"
        path.write_text(format_problems(originals))
        # A description the reader made (a message) is written, and read back, as its English.
        as_written = [
            dataclasses.replace(puzzle, description=description_text(puzzle.description))
            for puzzle in originals
        ]
        assert read_problem_file(path) == as_written

    def test_a_seeded_problem_is_written_as_its_seed(self):
        text = format_problems([KnightPuzzle("F", random_board(12), 2000, 12)])
        assert "seed 12" in text and "board" not in text.split("problem F")[1]

    def test_the_writer_refuses_what_it_cannot_write(self):
        board = random_board(1)
        with pytest.raises(ValueError, match="cannot be written"):
            format_problems([KnightPuzzle("two words", board, 1)])
        with pytest.raises(ValueError, match="cannot be written"):
            format_problems([KnightPuzzle("A", board, 1, None, "problem #1")])


# Each bad file: the line the error must name (None: the whole file) and what it must say.
BAD_FILES: dict[str, tuple[int | None, str]] = {
    "binary.png": (3, "binary data"),
    "control-character.txt": (2, "control character 0x07"),
    "empty.txt": (None, "empty or holds only comments"),
    "not-text.txt": (3, "byte 0x81 is not text"),
    "only-comments.dat": (None, "empty or holds only comments"),
    "prose.txt": (1, "expected 'problem NAME' (the cavalo format) or a board"),
    "classic-defun.lisp": (2, "expected '(' starting row 1 of board 1, found 'defun'"),
    "classic-eleven-rows.dat": (12, "board 1 has more than 10 rows: row 11 starts here"),
    "classic-extra-close.dat": (12, "unexpected ')'"),
    "classic-knight-marker.dat": (4, "expected a number 0-99 or NIL at C3 (row 3 of board 1)"),
    "classic-long-row.dat": (6, "expected 10 numbers or NIL in row 5 of board 1, found 11"),
    "classic-missing-target.dat": (13, "board 2 has no target"),
    "classic-negative-cell.dat": (6, "number '-5' at D5 (row 5 of board 1) is outside 0-99"),
    "classic-negative-target.dat": (11, "the target of board 1 must be 0 or more, found '-70'"),
    "classic-nine-rows.dat": (10, "expected 10 rows in board 1, found 9"),
    "classic-number-100.dat": (4, "number '100' at C3 (row 3 of board 1) is outside 0-99"),
    "classic-repeated-number.dat": (
        14,
        "number 09 appears twice on board 2, at I1 (line 12) and H3",
    ),
    "classic-row-not-closed.dat": (4, "found '(' inside row 2 of board 1"),
    "classic-short-row.dat": (4, "expected 10 numbers or NIL in row 3 of board 1, found 9"),
    "classic-target-first.dat": (2, "found '70' before any board"),
    "classic-target-inside.dat": (11, "expected ')' closing board 1 after its 10 rows"),
    "classic-two-targets.dat": (11, "board 1 already has the target 70; found '80'"),
    "classic-unclosed.dat": (3, "board 1 is not closed"),
    "cavalo-bad-name.txt": (2, "a problem name is one word"),
    "cavalo-bad-seed.txt": (4, "the seed must be a whole number, found 'one'"),
    "cavalo-before-problem.txt": (2, "'target' comes before any 'problem' line"),
    "cavalo-board-and-seed.txt": (15, "problem A has both a board and a seed"),
    "cavalo-board-value.txt": (4, "'board' takes no value"),
    "cavalo-duplicate-name.txt": (16, "problem a is defined twice (first at line 2)"),
    "cavalo-eleven-rows.txt": (15, "the board of problem A has more than 10 rows"),
    "cavalo-huge-seed.txt": (4, "the seed is too large: at most 18446744073709551615"),
    "cavalo-missing-target.txt": (16, "problem B has no target"),
    "cavalo-negative-seed.txt": (4, "the seed must be 0 or more, found '-1'"),
    "cavalo-negative-target.txt": (3, "the target must be 0 or more, found '-5'"),
    "cavalo-nil-cell.txt": (6, "expected a number 00-99 or '..' for an empty square at A2"),
    "cavalo-nine-rows.txt": (15, "expected 10 rows in the board of problem A, found 9"),
    "cavalo-no-board.txt": (2, "problem A has no board"),
    "cavalo-one-digit.txt": (7, "write numbers with exactly two digits: '03', not '3'"),
    "cavalo-repeated-number.txt": (
        23,
        "number 44 appears twice on problem C, at C1 (line 19) and D5",
    ),
    "cavalo-rows-without-board.txt": (4, "a row of cells outside any board"),
    "cavalo-short-row.txt": (7, "expected 10 cells in row 3 of problem A, found 9"),
    "cavalo-three-digits.txt": (9, "number '100' at D5 of problem A is outside 00-99"),
    "cavalo-two-targets.txt": (15, "problem A has a second 'target' line"),
    "cavalo-unknown-keyword.txt": (3, "unknown keyword 'targt' (did you mean 'target'?)"),
}


class TestBadFiles:
    def test_every_bad_file_has_its_expectation(self):
        assert sorted(path.name for path in BAD.iterdir()) == sorted(BAD_FILES)

    @pytest.mark.parametrize("name", sorted(BAD_FILES))
    def test_the_error_names_the_file_the_line_and_the_fault(self, name):
        line, expected = BAD_FILES[name]
        path = BAD / name
        with pytest.raises(ProblemFileError) as caught:
            read_problem_file(path)
        error = caught.value
        assert (error.path, error.line) == (str(path), line)
        assert expected in error.english_message
        where = str(path) if line is None else f"{path}, line {line}"
        assert str(error) == f"{where}: {error.english_message}"

    def test_a_missing_file(self, tmp_path):
        with pytest.raises(ProblemFileError, match="no such file") as caught:
            read_problem_file(tmp_path / "nowhere.dat")
        assert caught.value.line is None

    def test_a_folder(self, tmp_path):
        with pytest.raises(ProblemFileError, match="folder"):
            read_problem_file(tmp_path)

    def test_an_unreadable_file(self, tmp_path, monkeypatch):
        path = tmp_path / "secret.dat"
        path.write_text("((nil))")

        def refused(*_args, **_kwargs):  # as the system answers for a file mode 000 (not to root)
            raise PermissionError(13, "Permission denied", str(path))

        monkeypatch.setattr(files_module, "open", refused, raising=False)
        with pytest.raises(ProblemFileError, match="permission denied"):
            read_problem_file(path)

    def test_a_huge_file_is_refused_unread(self, tmp_path):
        path = tmp_path / "huge.dat"
        path.write_bytes(b"; padding\n" * (MAX_FILE_BYTES // 10 + 1))
        with pytest.raises(ProblemFileError, match="larger than 1 MB") as caught:
            read_problem_file(path)
        assert caught.value.line is None

    def test_a_file_just_under_the_limit_is_read(self, tmp_path):
        board = (GOOD / "windows.lsp").read_bytes()
        path = tmp_path / "padded.dat"
        path.write_bytes(board + b";" * (MAX_FILE_BYTES - len(board)))
        assert len(read_problem_file(path)) == 1

    def test_a_bad_callers_target(self):
        with pytest.raises(ProblemFileError, match="target given must be a whole number"):
            read_problem_file(GOOD / "course.dat", target=-5)

    def test_deep_nesting_is_an_error_not_a_crash(self):
        with pytest.raises(ProblemFileError, match="inside row 1 of board 1"):
            parse_problems("(" * 200_000 + ")" * 200_000, "deep.dat")

    def test_a_number_of_thousands_of_digits(self):
        with pytest.raises(ProblemFileError, match="too large"):
            parse_problems("problem A\ntarget " + "9" * 10_000, "long.txt")


class TestProblemFileError:
    def test_is_a_value_error_with_its_parts(self):
        error = ProblemFileError("problems/x.txt", 4, "expected 10 numbers or NIL in row 3")
        assert isinstance(error, ValueError)
        assert str(error) == "problems/x.txt, line 4: expected 10 numbers or NIL in row 3"
        assert str(ProblemFileError("x.txt", None, "no such file")) == "x.txt: no such file"

    def test_survives_pickling_for_worker_processes(self):
        error = pickle.loads(pickle.dumps(ProblemFileError("x.txt", 4, "bad")))
        assert (error.path, error.line, error.message) == ("x.txt", 4, "bad")


class TestDocumentation:
    def test_the_examples_in_the_format_guide_read_as_described(self):
        guide = (REPOSITORY / "docs" / "problem-format.md").read_text()
        examples = dict(re.findall(r"```(text|lisp)\n(.*?)```", guide, re.S))
        cavalo_a, cavalo_f = parse_problems(examples["text"], "guide.txt")
        [classic_a] = parse_problems(examples["lisp"], "guide.dat")
        assert cavalo_a.board == classic_a.board
        assert (cavalo_a.target, classic_a.target, cavalo_a.board[parse_square("D5")]) == (
            70,
            70,
            22,
        )
        assert (cavalo_f.seed, cavalo_f.board) == (1, random_board(1))
