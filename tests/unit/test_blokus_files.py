"""Blokus Uno problem files: the project's format, the course's .dat boards, and every fault
reported with the file, the line and what was expected."""

from __future__ import annotations

import dataclasses

import pytest

from cavalo_gui.domains.blokus.catalog import bundled_puzzles, load_puzzle
from cavalo_gui.domains.blokus.files import format_puzzle, parse_blokus_text, read_blokus_file
from cavalo_gui.domains.blokus.problem import BlokusPuzzle
from cavalo_gui.domains.problem_files import ProblemFileError
from cavalo_gui.domains.registry import get_domain
from tests.unit.blokus_helpers import puzzle_of

COURSE_DAT = "/work/shared/domains/blokus-uno-problems.dat"

TWO_PROBLEMS = """\
# two small problems
problem tiny
description A corner taken,
description and one 1x1 of the player's.
description
description Second paragraph.
stock 2 1 0   # 1x1 2x2 cross
board
  X . . .
  . . . .
  . . O .   # row 3
  . . . .
problem Other
board
. . .
. x .
. . o
"""


def write(tmp_path, text: str, name: str = "problem.txt"):
    path = tmp_path / name
    path.write_text(text)
    return path


def fault(tmp_path, text: str, name: str = "bad.txt") -> ProblemFileError:
    with pytest.raises(ProblemFileError) as caught:
        read_blokus_file(write(tmp_path, text, name))
    return caught.value


def test_the_project_format_reads_names_stock_descriptions_and_boards(tmp_path):
    tiny, other = read_blokus_file(write(tmp_path, TWO_PROBLEMS))
    assert tiny == BlokusPuzzle(
        "tiny",
        puzzle_of("X...", "....", "..O.", "....").board,
        (2, 1, 0),
        description="A corner taken, and one 1x1 of the player's.\nSecond paragraph.",
    )
    assert (other.name, other.size, other.full_stock) == ("Other", 3, (10, 10, 15))
    assert other.board == ((0, 0, 0), (0, 2, 0), (0, 0, 1))
    assert tiny.target == 3 and other.target == 35


def test_a_puzzle_written_out_reads_back_the_same(tmp_path):
    for puzzle in read_blokus_file(write(tmp_path, TWO_PROBLEMS)):
        assert parse_blokus_text(format_puzzle(puzzle)) == [puzzle]


def test_the_course_dat_file_reads_its_six_boards_as_shipped():
    boards = read_blokus_file(COURSE_DAT)
    assert [puzzle.name for puzzle in boards] == [f"blokus-uno-problems-{n}" for n in range(1, 7)]
    shipped = bundled_puzzles()
    assert list(shipped) == ["A", "B", "C", "D", "E", "F"]
    assert [puzzle.board for puzzle in boards] == [puzzle.board for puzzle in shipped.values()]


def test_one_dat_board_is_named_after_its_file(tmp_path):
    rows = "".join(f"({' '.join(['0'] * 14)})\n" for _ in range(14))
    (puzzle,) = read_blokus_file(write(tmp_path, f"; one board\n'({rows})\n", "mine.dat"))
    assert puzzle.name == "mine" and puzzle.size == 14


def test_the_domain_is_registered_and_loads_problems_in_any_case():
    domain = get_domain("blokus")
    assert (domain.label, domain.progress_unit, domain.max_seed) == ("Blokus Uno", "pieces", None)
    assert domain.load_puzzle("d") is load_puzzle("D")
    with pytest.raises(ValueError, match="known problems are A, B, C, D, E, F"):
        domain.load_puzzle("G")
    with pytest.raises(ValueError, match="fixed board"):
        domain.load_puzzle("F", seed=3)


def test_a_target_is_refused_with_the_reason(tmp_path):
    with pytest.raises(ProblemFileError, match="takes no target"):
        read_blokus_file(write(tmp_path, TWO_PROBLEMS), target=5)


def dat_board(rows: list[str]) -> str:
    return "(" + "\n".join(f"({row})" for row in rows) + ")\n"


ZEROS = " ".join(["0"] * 14)


@pytest.mark.parametrize(
    ("text", "line", "expected"),
    [
        (dat_board([ZEROS] * 13), 13, "board 1 has 13 rows: expected 14 rows"),
        (dat_board([ZEROS] * 2 + [ZEROS[:-2]] + [ZEROS] * 11), 3, "expected 14 numbers"),
        (dat_board([ZEROS] * 3 + [ZEROS.replace("0", "3", 1)] + [ZEROS] * 10), 4, "found '3'"),
        (dat_board([ZEROS] * 14) + "5\n", 15, "takes no target"),
        (dat_board([ZEROS] * 14)[:-2] + "\n", 1, "board 1 is not closed"),
        (dat_board(["1 1" + ZEROS[3:]] + [ZEROS] * 13), 1, "A1, B1 touch along edges"),
    ],
)
def test_dat_faults_name_the_line_and_what_was_expected(tmp_path, text, line, expected):
    error = fault(tmp_path, text, "bad.dat")
    assert error.line == line
    assert expected in error.english_message
    assert str(error).startswith(f"{tmp_path / 'bad.dat'}, line {line}: ")


@pytest.mark.parametrize(
    ("text", "line", "expected"),
    [
        ("problem A\nboard\n. . .\n. . \n. . .\n", 4, "expected 3 cells in row 2 of problem A"),
        ("problem A\nboard\n. . .\n. # .\n", 4, "expected 3 cells"),
        ("problem A\nboard\n. . .\n. z .\n. . .\n", 4, "found 'z'"),
        ("problem A\nboard\n. .\n. .\n", 3, "3 to 26 squares wide"),
        ("problem A\nboard\n. . .\n. . .\n", 2, "the board ends early, expected 3 rows"),
        ("problem A\ntarget 5\n", 2, "expected a keyword"),
        ("board\n. . .\n", 1, "'board' before any 'problem NAME' line"),
        ("problem A\ndescription no board\n", 1, "problem A has no board"),
        ("problem A B\n", 1, "expected 'problem NAME'"),
        ("problem A\nstock 1 2\n", 2, "three whole numbers"),
        ("problem A\nboard\nO . .\n. . .\n. . O\n", 2, "2 1x1 pieces"),
        ("problem A\nboard\n. . .\n. O O\n. . .\n", 4, "squares B2, C2 touch along edges"),
    ],
)
def test_text_faults_name_the_line_and_what_was_expected(tmp_path, text, line, expected):
    if expected == "2 1x1 pieces":
        text = text.replace("board", "stock 1 0 0\nboard")
        line += 1
    error = fault(tmp_path, text)
    assert error.line == line
    assert expected in error.english_message


def test_files_that_are_no_problem_file_are_refused_by_the_safe_reader(tmp_path):
    assert "no such file" in str(fault_of(lambda: read_blokus_file(tmp_path / "missing.txt")))
    assert "folder" in str(fault_of(lambda: read_blokus_file(tmp_path)))
    binary = tmp_path / "binary.dat"
    binary.write_bytes(b"(\x00\x01)")
    assert "binary" in str(fault_of(lambda: read_blokus_file(binary)))
    assert "no problem in this file" in str(fault(tmp_path, "# only a comment\n"))


def fault_of(call) -> ProblemFileError:
    with pytest.raises(ProblemFileError) as caught:
        call()
    return caught.value


def test_a_puzzles_target_is_its_whole_stock_and_no_other():
    puzzle = load_puzzle("A")
    assert puzzle.target == 35
    assert dataclasses.replace(puzzle, target=35) == puzzle
    assert BlokusPuzzle("small", puzzle.board, (1, 2, 3)).target == 6
    with pytest.raises(ValueError, match=r"takes no target .* 35 pieces, not 40"):
        dataclasses.replace(puzzle, target=40)
