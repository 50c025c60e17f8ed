"""The shipped problems A-F and the seeded random boards of problem F."""

from __future__ import annotations

import itertools
import re
import subprocess
import sys
from pathlib import Path

import pytest

from cavalo_gui.domains import problem_files
from cavalo_gui.domains.knight.board import CELLS, parse_square
from cavalo_gui.domains.knight.catalog import (
    DEFAULT_SEED,
    MAX_SEED,
    bundled_puzzles,
    load_puzzle,
    problems_folder,
    random_board,
)
from cavalo_gui.domains.knight.files import ProblemFileError
from cavalo_gui.domains.knight.random_board import splitmix64

REPOSITORY = Path(__file__).resolve().parents[2]
# The course's statement of problems A-E, copied verbatim from the shared project notes.
COURSE_PROBLEMS = REPOSITORY / "tests" / "data" / "course-problems.md"
SHARED_NOTES = Path("/work/shared/problems.md")
COURSE_TARGETS = {"A": 70, "B": 60, "C": 270, "D": 600, "E": 300}


def course_boards() -> dict[str, tuple[int, tuple[int | None, ...]]]:
    """The boards of the course's problems.md, read with a regex of their own (not the
    program's reader): name -> (target, 100 cells)."""
    text = COURSE_PROBLEMS.read_text()
    found = re.findall(r"## Problem (\w), target (\d+)\s*```(.*?)```", text, re.S)
    boards = {}
    for name, target, block in found:
        items = re.findall(r"nil|\d+", block, re.IGNORECASE)
        cells = tuple(None if item.lower() == "nil" else int(item) for item in items)
        assert len(cells) == CELLS, f"problem {name} in problems.md has {len(cells)} cells"
        boards[name] = (int(target), cells)
    return boards


class TestBundledProblems:
    def test_a_to_f_are_shipped(self):
        assert list(bundled_puzzles()) == ["A", "B", "C", "D", "E", "F"]

    @pytest.mark.parametrize("name", sorted(COURSE_TARGETS))
    def test_a_to_e_are_the_course_boards(self, name):
        target, cells = course_boards()[name]
        puzzle = bundled_puzzles()[name]
        assert (puzzle.name, puzzle.target, puzzle.board) == (name, target, cells)
        assert target == COURSE_TARGETS[name]
        assert puzzle.seed is None and puzzle.description

    @pytest.mark.skipif(not SHARED_NOTES.exists(), reason="no shared project notes here")
    def test_the_copy_of_the_course_problems_is_faithful(self):
        assert COURSE_PROBLEMS.read_text() == SHARED_NOTES.read_text()

    def test_a_few_cells_by_chess_square(self):
        a, d = bundled_puzzles()["A"], bundled_puzzles()["D"]
        assert a.board[parse_square("C1")] == 44
        assert a.board[parse_square("D5")] == 22
        assert a.board[parse_square("A2")] is None
        assert d.board[parse_square("F2")] == 55
        assert d.board[parse_square("G10")] == 99

    def test_f_is_the_board_of_the_default_seed(self):
        f = bundled_puzzles()["F"]
        assert (f.target, f.seed) == (2000, DEFAULT_SEED)
        assert f.board == random_board(DEFAULT_SEED)

    def test_each_shipped_file_explains_the_format_in_its_header(self):
        for path in sorted((REPOSITORY / "problems" / "knight").glob("*.txt")):
            header = path.read_text().split("\nproblem ")[0]
            assert "docs/problem-format.md" in header, path.name
            assert all(line.startswith("#") for line in header.splitlines() if line), path.name

    def test_read_once_then_served_from_memory(self):
        first, second = bundled_puzzles(), bundled_puzzles()
        assert first["A"] is second["A"]
        first.pop("A")
        assert "A" in bundled_puzzles()


class TestLocatingTheFiles:
    def test_an_editable_install_reads_the_repository_folder(self):
        assert Path(str(problems_folder())) == REPOSITORY / "problems" / "knight"

    def test_a_wheel_install_reads_the_copy_inside_the_package(self, tmp_path, monkeypatch):
        (tmp_path / "_bundled" / "problems" / "knight").mkdir(parents=True)
        monkeypatch.setattr(problem_files.resources, "files", lambda package: tmp_path)
        assert Path(str(problems_folder())) == tmp_path / "_bundled" / "problems" / "knight"

    def test_missing_files_say_the_installation_is_incomplete(self, tmp_path, monkeypatch):
        monkeypatch.setattr(problem_files.resources, "files", lambda package: tmp_path)
        monkeypatch.setattr(problem_files, "REPOSITORY_PROBLEMS", tmp_path / "nowhere")
        with pytest.raises(ProblemFileError, match="installation is incomplete"):
            problems_folder()


class TestLoadPuzzle:
    def test_names_ignore_case_and_spaces(self):
        assert load_puzzle("c") is bundled_puzzles()["C"]
        assert load_puzzle(" B ") is bundled_puzzles()["B"]

    def test_f_with_another_seed_is_another_board_that_records_its_seed(self):
        puzzle = load_puzzle("F", seed=5)
        assert (puzzle.name, puzzle.target, puzzle.seed) == ("F", 2000, 5)
        assert puzzle.board == random_board(5) != random_board(DEFAULT_SEED)

    def test_f_without_a_seed_is_the_shipped_board(self):
        assert load_puzzle("f").seed == DEFAULT_SEED

    def test_a_seed_for_a_fixed_board_is_refused(self):
        with pytest.raises(ValueError, match=r"problem A has a fixed board.*random boards of F"):
            load_puzzle("A", seed=3)

    def test_an_unknown_name_lists_the_known_ones(self):
        with pytest.raises(ValueError, match=r"unknown problem 'G'.*A, B, C, D, E, F"):
            load_puzzle("G")

    @pytest.mark.parametrize("seed", [-1, MAX_SEED + 1, True, 1.5, "1"])
    def test_a_bad_seed_is_refused(self, seed):
        with pytest.raises(ValueError, match="a seed is a whole number"):
            load_puzzle("F", seed=seed)


# Cells of the board of seed 1, computed once by this implementation and fixed here: the board
# must never change, on any machine or Python version.
SEED_1_CELLS = {"A1": 32, "B1": 42, "D2": 99, "E3": 0, "C7": 39, "A10": 18, "J10": 65}


class TestRandomBoard:
    def test_seed_1_is_the_same_board_forever(self):
        board = random_board(1)
        assert {name: board[parse_square(name)] for name in SEED_1_CELLS} == SEED_1_CELLS

    def test_splitmix64_matches_its_reference_output(self):
        # The first outputs of SplitMix64 for seed 1234567, as published with the algorithm.
        assert list(itertools.islice(splitmix64(1234567), 3)) == [
            6457827717110365317,
            3203168211198807973,
            9817491932198370423,
        ]

    @pytest.mark.parametrize("seed", [0, 1, 2, 12345, MAX_SEED])
    def test_every_board_holds_00_to_99_once(self, seed):
        assert sorted(random_board(seed)) == list(range(CELLS))

    def test_the_same_seed_gives_the_same_board(self):
        assert random_board(77) == random_board(77)

    def test_different_seeds_give_different_boards(self):
        boards = {random_board(seed) for seed in range(200)}
        assert len(boards) == 200

    def test_boards_are_not_the_numbers_in_order(self):
        in_order = tuple(range(CELLS))
        assert all(random_board(seed) != in_order for seed in range(20))

    def test_another_process_makes_the_same_board(self):
        program = (
            "from cavalo_gui.domains.knight.random_board import random_board;"
            "print(list(random_board(2024)))"
        )
        output = subprocess.run(
            [sys.executable, "-c", program],
            capture_output=True,
            text=True,
            check=True,
            env={"PYTHONHASHSEED": "123", "PATH": ""},
            cwd=REPOSITORY,
        ).stdout
        assert output.strip() == str(list(random_board(2024)))
