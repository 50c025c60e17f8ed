"""Property-based tests: whatever the text, the problem-file reader either returns valid puzzles
or raises ProblemFileError, never any other exception (issue 7)."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cavalo_gui.domains.knight.board import CELLS, check_board
from cavalo_gui.domains.knight.files import (
    ProblemFileError,
    parse_problem_bytes,
    parse_problems,
    read_problem_file,
)
from cavalo_gui.domains.knight.problem import KnightPuzzle

REPOSITORY = Path(__file__).resolve().parents[2]
VALID_FILES = [
    *sorted((REPOSITORY / "problems" / "knight").glob("*.txt")),
    *sorted((REPOSITORY / "tests" / "data" / "good").iterdir()),
]
VALID_TEXTS = [path.read_bytes().decode("utf-8", errors="replace") for path in VALID_FILES]

# Pieces of both formats, right and wrong, so that random sequences reach deep into the parsers.
TOKENS = [
    "(", ")", "'", "nil", "NIL", "Nil", "00", "07", "44", "99", "7", "100", "-1", "+5", "007",
    "..", ".", "T", "problem", "A", "target", "70", "seed", "board", "description", "BOARD",
    "#", ";", "\n", "\r\n", "\r", " ", "\t", "18446744073709551616", "9" * 30, "\x00", "\x07",
    "é", "\u2028", "\ufeff", "problem A\ntarget 1\n", "(nil nil nil nil nil nil nil nil nil nil)",
]  # fmt: skip

FUZZ = settings(
    max_examples=400,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def parses_or_fails_cleanly(text: str) -> None:
    """The property: valid puzzles or a ProblemFileError naming the source, nothing else."""
    try:
        puzzles = parse_problems(text, "fuzz.txt")
    except ProblemFileError as error:
        assert error.path == "fuzz.txt"
        assert error.line is None or error.line >= 1
        assert error.message
        return
    assert puzzles
    for puzzle in puzzles:
        assert isinstance(puzzle, KnightPuzzle)
        assert len(puzzle.board) == CELLS and check_board(puzzle.board) == puzzle.board
        assert isinstance(puzzle.target, int) and puzzle.target >= 0


@st.composite
def mutated_valid_text(draw: st.DrawFn) -> str:
    """A valid problem file with a few random edits: characters deleted, replaced or inserted,
    lines dropped or repeated."""
    text = draw(st.sampled_from(VALID_TEXTS))
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(text)))
        edit = draw(st.sampled_from(["delete", "insert", "replace", "drop line", "repeat line"]))
        if edit == "delete":
            text = text[:at] + text[at + draw(st.integers(1, 30)) :]
        elif edit == "insert":
            text = text[:at] + draw(st.sampled_from(TOKENS) | st.text(max_size=5)) + text[at:]
        elif edit == "replace":
            text = text[:at] + draw(st.characters()) + text[at + 1 :]
        else:
            lines = text.split("\n")
            index = draw(st.integers(0, len(lines) - 1))
            extra = [lines[index]] if edit == "repeat line" else []
            text = "\n".join(lines[:index] + extra + lines[index + 1 :])
    return text


@FUZZ
@given(st.text(max_size=400))
def test_random_text(text):
    parses_or_fails_cleanly(text)


@FUZZ
@given(st.lists(st.sampled_from(TOKENS), max_size=300).map(" ".join))
def test_random_sequences_of_both_formats_pieces(text):
    parses_or_fails_cleanly(text)


@settings(FUZZ, max_examples=800)
@given(mutated_valid_text())
def test_mutated_valid_files(text):
    parses_or_fails_cleanly(text)


@FUZZ
@given(
    st.binary(max_size=400)
    | mutated_valid_text().map(lambda text: text.encode("cp1252", "replace"))
)
def test_random_bytes(data):
    try:
        parse_problem_bytes(data, "fuzz.dat")
    except ProblemFileError as error:
        assert error.path == "fuzz.dat"


@settings(FUZZ, max_examples=150)
@given(st.binary(max_size=200), st.integers(0, 2000) | st.none())
def test_random_files_on_disk(tmp_path_factory, data, target):
    path = tmp_path_factory.mktemp("fuzz") / "problem.dat"
    path.write_bytes(data)
    try:
        puzzles = read_problem_file(path, target)
    except ProblemFileError as error:
        assert error.path == str(path)
    else:
        assert target is None or all(puzzle.target == target for puzzle in puzzles)


def test_the_valid_files_are_valid():
    """The seeds of the mutations parse unharmed, so mutations start from good input."""
    for path in VALID_FILES:
        assert read_problem_file(path, target=1)
