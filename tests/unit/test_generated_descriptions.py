"""The description a reader makes for a board its file does not describe is a message, said in
each language, and written back to a cavalo-format file in English."""

from __future__ import annotations

from pathlib import Path

from cavalo_gui.domains.domain import description_text
from cavalo_gui.domains.knight.files import format_problems
from cavalo_gui.domains.languages import ENGLISH, PORTUGUESE
from cavalo_gui.domains.registry import get_domain

DATA = Path(__file__).resolve().parents[1] / "data" / "good"


def test_a_classic_board_is_described_in_both_languages():
    puzzles = get_domain("knight").read_file(DATA / "course.dat")
    second = puzzles[1].description
    assert description_text(second, ENGLISH) == "Board 2 of course (classic Lisp format)"
    assert description_text(second, PORTUGUESE) == "Tabuleiro 2 de course (formato Lisp clássico)"
    assert "description Board 2 of course (classic Lisp format)" in format_problems(puzzles)


def test_a_dots_board_in_the_course_format_is_described_in_both_languages(tmp_path):
    path = tmp_path / "caixas.dat"
    path.write_text("(((0 0) (0 0) (0 0)) ((0 0) (0 0) (0 0))) 2\n", encoding="utf-8")
    [puzzle] = get_domain("dots").read_file(path)
    assert description_text(puzzle.description) == "Board 1 of caixas (the course's format)"
    assert description_text(puzzle.description, PORTUGUESE) == (
        "Tabuleiro 1 de caixas (o formato da disciplina)"
    )


def test_a_file_description_stays_as_the_file_writes_it():
    [puzzle, *_] = get_domain("knight").read_file(DATA / "several.txt")
    assert isinstance(puzzle.description, str)
    assert description_text(puzzle.description, PORTUGUESE) == puzzle.description
