"""``cavalo screenshot``: the real window rendered offscreen after N expansions or at the end."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QImage  # after the platform is chosen

from cavalo_gui.cli.main import main

PROBLEMS = Path(__file__).resolve().parents[2] / "problems" / "knight"


def _screenshot(tmp_path: Path, name: str, *arguments: str) -> tuple[QImage, str]:
    """Run the command in a fresh process, as a user would; the PNG and what it printed."""
    out = tmp_path / name
    command = [sys.executable, "-m", "cavalo_gui.cli.main", "screenshot", *arguments]
    environment = {key: value for key, value in os.environ.items() if key != "QT_QPA_PLATFORM"}
    done = subprocess.run(
        [*command, "--out", str(out)],
        capture_output=True,
        text=True,
        env=environment,  # the command itself must choose the offscreen platform
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    image = QImage(str(out))
    assert not image.isNull()
    return image, done.stdout


def _size(image: QImage) -> tuple[int, int]:
    return image.width(), image.height()


def _differing_share(first: QImage, second: QImage, box: tuple[float, float, float, float]):
    """The share of pixels that differ inside ``box`` (fractions of width and height)."""
    left, top, right, bottom = box
    width, height = first.width(), first.height()
    xs = range(int(left * width), int(right * width), 3)
    ys = range(int(top * height), int(bottom * height), 3)
    differing = sum(first.pixel(x, y) != second.pixel(x, y) for x in xs for y in ys)
    return differing / (len(xs) * len(ys))


def test_the_solved_window_has_the_window_size_and_shows_the_solution(tmp_path):
    # A screen tall enough for the Controls and the Statistics one above the other (a
    # shorter one shows them as tabs, the Statistics in front once a run starts).
    tall = ("--size", "1920x1080")
    solved, said = _screenshot(
        tmp_path, "d.png", "--problem", "D", "--algorithm", "astar", "--at", "solved", *tall
    )
    empty, said_empty = _screenshot(
        tmp_path, "d0.png", "--problem", "D", "--algorithm", "astar", "--at", "0", *tall
    )
    width, height = _size(solved)
    assert (
        f"({width}x{height}, the window after 222 expansions: solved, optimal: 12 moves (proved))"
        in said
    )
    assert "after 0 expansions" in said_empty
    assert _size(empty) == (width, height)
    assert width >= 1000 and height >= 700
    board = (0.3, 0.15, 0.7, 0.75)  # the centre of the window, where the board is
    controls = (0.01, 0.1, 0.2, 0.25)  # the control panel (top left): the same choices
    assert _differing_share(solved, empty, board) > 0.03
    assert _differing_share(solved, empty, controls) < 0.01


@pytest.mark.parametrize(
    ("domain", "problem", "solved"),
    [
        ("blokus", "C", "solved, optimal: 3 moves (proved)"),
        ("dots", "B", "solved, optimal: 1 move (proved)"),
    ],
)
def test_another_puzzle_is_drawn_by_its_own_board_view(tmp_path, domain, problem, solved):
    other, said = _screenshot(
        tmp_path, "other.png", "--domain", domain, "--problem", problem, "--algorithm", "astar"
    )
    knight, _said = _screenshot(
        tmp_path, "knight.png", "--problem", problem, "--algorithm", "astar"
    )
    assert solved in said  # the optimum the course's answers give
    assert _size(other) == _size(knight)
    board = (0.3, 0.15, 0.7, 0.75)
    assert _differing_share(other, knight, board) > 0.3  # another picture, not the knight's


def test_the_size_option_sets_the_window_and_the_board_alone_is_smaller(tmp_path):
    window, _said = _screenshot(
        tmp_path, "w.png", "--problem", "A", "--algorithm", "bfs", "--size", "1280x800"
    )
    board, said = _screenshot(
        tmp_path, "b.png", "--problem", "A", "--algorithm", "bfs", "--at", "2", "--what", "board"
    )
    assert _size(window) == (1280, 800)
    assert "the board after 2 expansions" in said
    assert board.width() < 1280 and board.height() < 980


def test_a_board_file_with_a_target_and_the_chart(tmp_path):
    chart, said = _screenshot(
        tmp_path,
        "chart.png",
        "--board",
        str(PROBLEMS / "C.txt"),
        "--target",
        "100",
        "--algorithm",
        "dfs",
        "--max-depth",
        "20",
        "--what",
        "chart",
    )
    assert "the chart after" in said and "solved" in said
    small = chart.scaled(64, 64)
    assert len({small.pixel(x, y) for x in range(64) for y in range(64)}) > 10


@pytest.mark.parametrize(
    ("arguments", "complaint"),
    [
        (["--problem", "Z", "--algorithm", "bfs"], "unknown problem 'Z'"),
        (["--problem", "A", "--algorithm", "astar", "--heuristic", "nope"], "unknown heuristic"),
        (["--problem", "A", "--algorithm", "quick"], "invalid choice: 'quick'"),
        (["--problem", "A", "--algorithm", "bfs", "--at", "soon"], "'solved' or a number"),
        (
            ["--problem", "A", "--algorithm", "bfs", "--at", "-3"],
            "a number of expansions (0 or more)",
        ),
        (["--problem", "A", "--algorithm", "bfs", "--size", "big"], "WIDTHxHEIGHT"),
        (["--problem", "A", "--algorithm", "bfs", "--size", "90x90"], "a size from 400x300"),
        (["--problem", "A", "--algorithm", "bfs", "--target", "5"], "--target goes with --board"),
        (["--board", "absent.txt", "--algorithm", "bfs"], "absent.txt"),
        (["--problem", "A", "--algorithm", "dfs", "--max-depth", "0"], "positive"),
    ],
)
def test_bad_input_is_one_line_and_exit_status_2(tmp_path, capsys, arguments, complaint):
    out = tmp_path / "x.png"
    with pytest.raises(SystemExit) as stopped:
        raise SystemExit(main(["screenshot", *arguments, "--out", str(out)]))
    assert stopped.value.code == 2
    error = capsys.readouterr().err
    assert complaint in error
    assert error.count("\n") == 1
    assert not out.exists()


def test_the_output_must_be_a_png_or_a_drawing(tmp_path, capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["screenshot", "--problem", "A", "--algorithm", "bfs", "--out", "d.jpg"])
    assert stopped.value.code == 2
    assert "expected a .png, .svg or .pdf file name, got 'd.jpg'" in capsys.readouterr().err


def test_a_drawing_of_the_whole_window_is_refused_in_one_line(tmp_path, capsys):
    out = tmp_path / "w.svg"
    arguments = ["screenshot", "--problem", "A", "--algorithm", "bfs", "--out", str(out)]
    assert main(arguments) == 2
    error = capsys.readouterr().err
    assert error == (
        f"cavalo screenshot: error: {out}: the window is saved as a .png; a drawing (.svg, "
        ".pdf) is of the board, the tree or the chart (--what board|tree|chart)\n"
    )
    assert not out.exists()


@pytest.mark.parametrize("suffix", [".svg", ".pdf"])
def test_the_board_as_a_drawing_holds_its_numbers_as_text(tmp_path, suffix):
    out = tmp_path / f"a{suffix}"
    command = [sys.executable, "-m", "cavalo_gui.cli.main", "screenshot", "--problem", "A"]
    done = subprocess.run(
        [*command, "--algorithm", "bfs", "--at", "0", "--what", "board", "--out", str(out)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"wrote {out} (")
    if suffix == ".svg":
        import xml.etree.ElementTree as ElementTree

        root = ElementTree.parse(out).getroot()
        texts = {
            (element.text or "").strip() for element in root.iter() if element.tag.endswith("text")
        }
    else:
        from pypdf import PdfReader

        texts = set(PdfReader(out).pages[0].extract_text().split())
    assert {"02", "20", "44", "03", "30", "22"} <= texts  # problem A's numbers


def _count_colour(image: QImage, colour: str) -> int:
    """How many pixels (of one in three each way) have exactly ``colour`` ('#rrggbb')."""
    wanted = int(colour[1:], 16)
    return sum(
        (image.pixel(x, y) & 0xFFFFFF) == wanted
        for x in range(0, image.width(), 3)
        for y in range(0, image.height(), 3)
    )


def test_the_search_tree_view_alone_mid_run(tmp_path):
    image, said = _screenshot(
        tmp_path,
        "tree.png",
        "--problem",
        "D",
        "--algorithm",
        "astar",
        "--at",
        "40",
        "--view",
        "tree",
    )
    assert "the tree after 40 expansions" in said
    assert image.width() < 1600  # the tree view, not the window
    open_glyphs = _count_colour(image, "#2e86de")
    current_glyph = _count_colour(image, "#f39c12")
    assert open_glyphs > 10 and current_glyph > 0


def test_the_pseudocode_pane_alone_mid_run(tmp_path):
    image, said = _screenshot(
        tmp_path,
        "pseudocode.png",
        "--problem",
        "B",
        "--algorithm",
        "idastar",
        "--heuristic",
        "enunciado",
        "--at",
        "60",
        "--view",
        "pseudocode",
    )
    assert "the pseudocode after 60 expansions" in said
    assert image.width() < 1600 and image.height() < 980  # the pane, not the window
    assert image.width() >= 300 and image.height() >= 200
    highlighted_line = _count_colour(image, "#fdebd0")  # the pane's highlight, in view
    assert highlighted_line > 100


def test_fine_step_mid_generate_shows_the_phase_in_the_window(tmp_path):
    image, said = _screenshot(
        tmp_path,
        "fine.png",
        "--problem",
        "B",
        "--algorithm",
        "idastar",
        "--heuristic",
        "fewest",
        "--at",
        "1",
        "--fine",
        "generate:1",
    )
    assert "the window after 1 expansion;" in said  # one, in the singular
    assert "fine step, generate 1 of 2: B3, pruned (f 9 over the threshold 8)" in said
    assert _size(image) == (1600, 980)
    assert _count_colour(image, "#d6eaf8") > 500  # the generate phase's line under the board
    assert _count_colour(image, "#fdebd0") > 100  # the pseudocode's line, in view


def test_fine_step_past_the_end_of_the_run_says_none_was_shown(tmp_path):
    _image, said = _screenshot(
        tmp_path, "past.png", "--problem", "A", "--algorithm", "bfs", "--at", "500",
        "--fine", "insert",
    )  # fmt: skip
    assert (
        "solved, optimal: 3 moves (proved); no fine step shown: the run ended before another "
        "expansion" in said
    )


@pytest.mark.parametrize(
    ("arguments", "complaint"),
    [
        (["--at", "3", "--fine", "expand"], "select, generate[:N] or insert"),
        (["--at", "3", "--fine", "generate:0"], "a child's number (1 or more)"),
        (["--fine", "select"], "--fine goes with --at N"),
    ],
)
def test_bad_fine_phases_are_one_line_and_exit_status_2(tmp_path, capsys, arguments, complaint):
    out = tmp_path / "x.png"
    with pytest.raises(SystemExit) as stopped:
        raise SystemExit(
            main(
                [
                    "screenshot",
                    "--problem",
                    "A",
                    "--algorithm",
                    "bfs",
                    *arguments,
                    "--out",
                    str(out),
                ]
            )
        )
    assert stopped.value.code == 2
    error = capsys.readouterr().err
    assert complaint in error and error.count("\n") == 1
    assert not out.exists()


def test_a_problem_written_in_python_is_drawn_by_its_class_in_large_type(tmp_path):
    example = Path(__file__).resolve().parents[2] / "examples" / "eight_puzzle.py"
    board, said = _screenshot(
        tmp_path, "eight.png", "--problem-module", str(example), "--algorithm", "astar",
        "--heuristic", "manhattan", "--at", "solved", "--what", "board", "--lang", "pt",
    )  # fmt: skip
    assert said.startswith(f"escrito {tmp_path / 'eight.png'} (")  # --lang pt, the line too
    assert "de uma janela de 1600x980, o tabuleiro após 1\xa0480 expansões: resolvido" in said
    dark = sum(
        board.pixelColor(x, y).lightness() < 80
        for x in range(0, board.width(), 2)
        for y in range(0, board.height(), 2)
    )
    assert dark > 0.01 * (board.width() // 2) * (board.height() // 2)  # digits, not a speck
