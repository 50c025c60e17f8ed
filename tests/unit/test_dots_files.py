"""Reading Dots and Boxes problems: the course's .dat boards and the project's drawn format."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cavalo_gui.domains.dots.domain import DOTS
from cavalo_gui.domains.dots.dots_format import format_problems
from cavalo_gui.domains.dots.files import parse_problems
from cavalo_gui.domains.problem_files import MissingTargetError, ProblemFileError

COURSE_FILE = """\
; Dots and Boxes, problems A-F: ((horizontal arcs) (vertical arcs)) then the number of boxes
; A (3 x 3 boxes), close 3
(((0 0 0)(0 0 1)(0 1 1)(0 0 1)) ((0 0 0)(0 1 0)(0 0 1)(0 1 1))) 3
; B (4 x 4), close 7
(((0 0 1 0)(1 1 1 1)(0 0 1 1)(0 0 1 1)(0 0 1 1)) ((0 0 1 1)(0 0 1 1)(1 1 1 1)(1 0 1 1)(0 1 1 1))) 7
; C (4 x 4), close 10
(((0 0 1 0)(1 0 1 1)(0 0 1 1)(0 0 1 1)(0 0 1 1)) ((0 0 1 1)(0 0 1 1)(0 0 1 1)(1 0 1 1)(0 1 1 1))) 10
; D (4 x 5), close 10
(((0 0 0 0 0)(0 0 0 0 0)(0 0 0 0 0)(0 0 0 0 0)(0 0 0 0 0)) ((0 0 0 0)(0 0 0 0)(0 0 0 0)(0 0 0 0)(0 0 0 0)(0 0 0 0))) 10
; E (6 x 6), close 20
(((0 0 0 1 0 0)(0 0 0 1 1 1)(1 1 1 1 1 0)(0 0 0 1 1 0)(0 0 0 1 1 0)(0 0 1 1 1 1)(0 0 1 1 1 1)) ((0 0 0 1 1 1)(0 1 0 0 1 1)(0 1 1 0 1 1)(0 0 1 1 0 0)(1 0 1 0 1 0)(0 0 1 1 0 0)(0 1 1 1 1 1))) 20
; F (7 x 7), close 35
(((0 0 0 0 0 0 0)(0 0 0 0 0 0 0)(0 0 0 0 0 0 0)(0 0 0 0 0 0 0)(0 1 0 0 0 0 0)(0 1 0 0 0 0 0)(0 0 0 0 0 0 0)(0 0 0 0 0 0 0)) ((0 0 0 0 0 0 0)(0 0 0 0 1 0 0)(0 0 0 0 0 0 0)(0 0 0 0 0 0 0)(0 0 0 0 0 0 0)(0 0 0 0 0 0 0)(0 0 0 0 0 0 0)(0 0 0 0 0 0 0))) 35
"""  # noqa: E501  (the course's file, as it is)

OWN_FILE = """\
# Two problems in the project's format.
problem small
target 1
description A 1 x 2 board.
description
description A second paragraph.
board
    +---+   +   # a comment after a dot line
    |       |
    +   +   +

problem Tall
TARGET 2
board
+   +
|
+---+
    |
+   +
"""


class TestCourseFormat:
    def test_the_course_file_gives_the_shipped_problems(self, tmp_path):
        path = tmp_path / "problemas.dat"
        path.write_text(COURSE_FILE)
        read = DOTS.read_file(path)
        shipped = list(DOTS.puzzles().values())
        assert [p.name for p in read] == [f"problemas-{n}" for n in range(1, 7)]
        assert [(p.board, p.target) for p in read] == [(p.board, p.target) for p in shipped]

    def test_one_board_is_named_after_its_file_and_may_be_quoted_and_spread(self):
        text = "; one board\n'(((1 0)(0 0))\n ((0)(0)(1)))\n  2 ; its target\n"
        (puzzle,) = parse_problems(text, "boards/mine.dat")
        assert (puzzle.name, puzzle.target, puzzle.board.rows, puzzle.board.columns) == (
            "mine",
            2,
            1,
            2,
        )
        assert puzzle.board.geometry.arc_names[puzzle.board.arcs.bit_length() - 1] == "V3,1"

    def test_a_missing_target_is_asked_for_and_a_given_one_replaces_them_all(self):
        text = "(((0)(0)) ((0)(0)))"
        with pytest.raises(MissingTargetError, match="board 1 has no target"):
            parse_problems(text, "x.dat")
        assert [p.target for p in parse_problems(COURSE_FILE, "x.dat", target=1)] == [1] * 6

    @pytest.mark.parametrize(
        ("text", "line", "message"),
        [
            ("(((0 0)(0 0)) ((0)(0))) 1", 1, "board 1: expected 3 vertical lines, found 2"),
            ("(((0 2)(0 0))\n ((0)(0)(0))) 1", 1, "expected 0 or 1 in horizontal line 1"),
            ("(((0 0)(0 0 0)) ((0)(0)(0))) 1", 1, "horizontal line 2 has 3 arcs"),
            ("(((0 0)(0 0))\n((0)(0 1)(0))) 1", 2, "vertical line 2 has 2 arcs, expected 1"),
            ("(((0 0)(0 0)) ((0)(0)(0))) 3", 1, "target of board 1 is 3, but its board has only 2"),
            (";\n(((0 0)(0 0)) ((0)(0)(0)) 1", 2, "board 1 is not closed"),
            ("(((0)(0)) ((0)(0))) 1)", 1, "unexpected ')'"),
            ("(((0)(0)) ((0)(0))) 1 2", 1, "board 1 already has the target 1; found '2'"),
            ("(((0)(0)) ((0)(0))) 1 x", 1, "expected '(' starting board 2, found 'x'"),
            ("(((((0)))))", 1, "expected 0 or 1, found a list"),
            ("((0 0) ((0)(0)))", 1, "expected horizontal line 1 as a list"),
            ("(((0)(0)) ((0)(0))) -1", 1, "must be 0 or more"),
        ],
    )
    def test_faults_name_the_line_and_what_was_expected(self, text, line, message):
        with pytest.raises(ProblemFileError) as caught:
            parse_problems(text, "bad.dat")
        assert (caught.value.path, caught.value.line) == ("bad.dat", line)
        assert message in caught.value.english_message


class TestOwnFormat:
    def test_problems_with_their_drawings_targets_and_descriptions(self):
        small, tall = parse_problems(OWN_FILE, "mine.txt")
        assert (small.name, small.target, small.board.rows, small.board.columns) == (
            "small",
            1,
            1,
            2,
        )
        assert small.description == "A 1 x 2 board.\nA second paragraph."
        names = small.board.geometry.arc_names
        drawn = [names[arc] for arc in range(len(names)) if small.board.arcs >> arc & 1]
        assert drawn == ["H1,1", "V1,1", "V3,1"]
        assert (tall.board.rows, tall.board.columns, tall.target) == (2, 1, 2)
        assert tall.board.arcs.bit_count() == 3

    def test_what_is_written_reads_back_the_same(self):
        shipped = list(DOTS.puzzles().values())
        assert parse_problems(format_problems(shipped)) == shipped
        mine = parse_problems(OWN_FILE)
        assert parse_problems(format_problems(mine)) == mine

    def test_a_target_given_replaces_the_files(self):
        assert [p.target for p in parse_problems(OWN_FILE, target=0)] == [0, 0]
        with pytest.raises(ProblemFileError, match="the target given is 3, but its board has"):
            parse_problems(OWN_FILE, "mine.txt", target=3)

    @pytest.mark.parametrize(
        ("text", "line", "message"),
        [
            ("problem A\ntarget 1\nboard\n+--+\n\n+--+", 4, "dots 4 characters apart"),
            (
                "problem A\ntarget 1\nboard\n+   +\n  |\n+   +",
                5,
                "a vertical arc stands under a dot",
            ),
            ("problem A\ntarget 1\nboard\n+   +\n\n+ - +", 6, "expected '---' or three spaces"),
            ("problem A\ntarget 1\nboard\n+   +\n\n+   +   +", 6, "(2 in the first)"),
            ("problem A\ntarget 1\nboard\n+\t  +\n\n+   +", 4, "a tab in a drawing"),
            ("problem A\ntarget 1\nboard\n+   +\n", 5, "stops after its first dot line"),
            ("problem A\ntarget 1\nboard\n+   +\n\n" * 1 + "+   +\n\n" * 13, 4, "at most 12"),
            ("problem A\ntarget 1\nboard\ntarget 2", 4, "expected the drawing of problem A"),
            ("problem A\ntarget 1\nboard\n+   +\n\n+   +\n|", 7, "does not continue the board"),
            ("problem A\ntarget 1", 1, "problem A has no board"),
            ("problem A\ntarget 9\nboard\n+   +\n\n+   +", 2, "target of problem A is 9"),
            ("problem A\ntarget x", 2, "must be a whole number, found 'x'"),
            ("problem A\nsize 3", 2, "expected a keyword (problem, target, description, board)"),
            ("target 3", 1, "'target' before any 'problem NAME' line"),
            ("problem A B", 1, "expected 'problem NAME'"),
            ("problem A\nproblem a", 2, "problem a is defined twice (first at line 1)"),
            ("# nothing\n\n", None, "no problem in this file"),
            ("hello", 1, "expected 'problem NAME' (the project's format) or a board"),
            ("problem A\x01", 1, "control character 0x01"),
        ],
    )
    def test_faults_name_the_line_and_what_was_expected(self, text, line, message):
        with pytest.raises(ProblemFileError) as caught:
            parse_problems(text, "bad.txt")
        assert (caught.value.path, caught.value.line) == ("bad.txt", line)
        assert message in caught.value.english_message

    def test_a_missing_target_can_be_supplied(self):
        text = "problem A\nboard\n+   +\n\n+   +"
        with pytest.raises(MissingTargetError, match="add a line 'target N'"):
            parse_problems(text)
        assert parse_problems(text, target=1)[0].target == 1


class TestFiles:
    def test_a_file_in_utf16_with_its_mark_is_read(self, tmp_path):
        path = tmp_path / "mine.txt"
        path.write_text(OWN_FILE, encoding="utf-16")
        assert [p.name for p in DOTS.read_file(path)] == ["small", "Tall"]

    def test_a_missing_file_or_a_folder_is_a_clear_fault(self, tmp_path):
        with pytest.raises(ProblemFileError, match="no such file"):
            DOTS.read_file(tmp_path / "none.txt")
        with pytest.raises(ProblemFileError, match="folder"):
            DOTS.read_file(tmp_path)

    def test_a_message_names_the_file_and_the_line(self, tmp_path):
        path = tmp_path / "bad.txt"
        path.write_text("problem A\ntarget 1\nboard\n+   +\n  |\n+   +\n")
        with pytest.raises(ProblemFileError) as caught:
            DOTS.read_file(path)
        assert str(caught.value).startswith(f"{path}, line 5: ")


@settings(max_examples=300, deadline=None)
@given(
    st.text(alphabet=st.sampled_from(list("()'01 \n;+-|#xproblemtargetboard9")), max_size=200),
    st.sampled_from(["", "(((0 0)(0 0)) ((0)(0)(0))) 1\n", "problem A\ntarget 1\nboard\n"]),
)
def test_any_text_gives_problems_or_a_problem_file_error(noise, start):
    try:
        puzzles = parse_problems(start + noise, "fuzz.txt")
    except ProblemFileError as error:
        assert error.path == "fuzz.txt" and error.message
    else:
        assert puzzles
