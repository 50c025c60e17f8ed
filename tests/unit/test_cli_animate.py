"""``cavalo animate`` (issue 27 item 1): the offscreen window's run as GIF, WebP or MP4; bad
arguments in one line on stderr."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from tests.unit.cli_helpers import bad_input


def _animate(*arguments: str) -> subprocess.CompletedProcess:
    """The command in a fresh process, as a user runs it."""
    command = [sys.executable, "-m", "cavalo_gui.cli.main", "animate", *arguments]
    environment = {key: value for key, value in os.environ.items() if key != "QT_QPA_PLATFORM"}
    return subprocess.run(command, capture_output=True, text=True, env=environment, timeout=180)


def test_a_gif_of_a_star_on_d_has_a_frame_per_chosen_step(tmp_path):
    from PIL import Image

    out = tmp_path / "d.gif"
    done = _animate(
        "--problem", "D", "--algorithm", "astar", "--what", "board",
        "--range", "10..50", "--every", "10", "--fps", "5", "--out", str(out),
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""  # no progress bar when stderr is not a terminal
    with Image.open(out) as image:
        assert image.n_frames == 5  # 10, 20, 30, 40, 50
        assert image.info["duration"] == 200
    assert done.stdout.startswith(f"wrote {out} (5 frames of ")
    assert "the board from expansion 10 to expansion 50)" in done.stdout


def test_the_line_saying_what_was_written_speaks_the_chosen_language(tmp_path):
    out = tmp_path / "d.gif"
    done = _animate(
        "--problem", "D", "--algorithm", "bfs", "--what", "board", "--range", "1..2",
        "--out", str(out), "--lang", "pt",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout == (
        f"escrito {out} (2 fotogramas de {done.stdout.split('fotogramas de ')[1].split(' ')[0]}"
        " de uma janela de 1366x768, o tabuleiro da expansão 1 à expansão 2)\n"
    )  # a GIF's window is smaller than the window's own 1600x980 (issue 38)


def test_an_mp4_decodes_to_the_expected_frames_and_the_progress_shows(tmp_path):
    import imageio.v2 as imageio

    out = tmp_path / "d.mp4"
    done = _animate(
        "--problem", "D", "--algorithm", "astar", "--what", "chart", "--size", "1024x700",
        "--range", "..20", "--every", "2", "--progress", "--out", str(out),
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "11/11" in done.stderr  # the progress bar, on stderr
    reader = imageio.get_reader(out, format="FFMPEG")
    try:
        assert reader.count_frames() == 11
    finally:
        reader.close()


def test_a_range_beyond_the_run_is_one_line_and_no_file(tmp_path):
    out = tmp_path / "d.webp"
    done = _animate(
        "--problem", "D", "--algorithm", "astar", "--range", "0..300", "--every", "100",
        "--what", "board", "--out", str(out),
    )  # fmt: skip
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr == (
        "cavalo animate: error: the run ended after 222 expansions, before the range's end "
        "(300): choose a range within the run\n"
    )
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("arguments", "complaint"),
    [
        (["--out", "run.avi"], "argument --out: expected a file name ending in .gif, .webp, .mp4"),
        (["--range", "9..3"], "argument --range: the range 9..3 is empty: B comes before A"),
        (["--range", "ten"], "argument --range: expected A..B, A..end or ..B"),
        (["--fps", "0"], "argument --fps: expected from 1 to 60 frames per second, got '0'"),
        (["--every", "0"], "argument --every:"),
        (["--out", "/no/such/folder/run.gif"], "the folder /no/such/folder does not exist"),
    ],
)
def test_bad_arguments_get_one_line(capsys, arguments, complaint):
    command = ["animate", "--problem", "D", "--algorithm", "astar"]
    if "--out" not in arguments:
        command += ["--out", "run.gif"]
    line = bad_input(capsys, *command, *arguments)
    assert complaint in line
    assert line.startswith("cavalo animate: error:")
    assert not Path("run.gif").exists()


def test_each_frame_is_cavalo_screenshots_picture_at_its_expansion(tmp_path):
    """The board's frames are painted in a window where the board alone follows the run
    (issue 38): each is still the picture the whole window shows at its expansion."""
    import numpy as np
    from PIL import Image, ImageSequence

    out = tmp_path / "d.webp"
    shared = ["--problem", "D", "--algorithm", "astar", "--what", "board"]
    done = _animate(*shared, "--range", "0..30", "--every", "15", "--out", str(out))
    assert done.returncode == 0, done.stderr
    with Image.open(out) as animation:
        frames = [np.asarray(frame.convert("RGB")) for frame in ImageSequence.Iterator(animation)]
    assert len(frames) == 3
    environment = {key: value for key, value in os.environ.items() if key != "QT_QPA_PLATFORM"}
    for frame, expansion in zip(frames[1:], (15, 30), strict=True):
        picture = tmp_path / f"d{expansion}.png"
        command = [sys.executable, "-m", "cavalo_gui.cli.main", "screenshot", *shared]
        shot = subprocess.run(
            [*command, "--at", str(expansion), "--out", str(picture)],
            capture_output=True,
            text=True,
            env=environment,
        )  # on the same screen as the animation's
        assert shot.returncode == 0, shot.stderr
        with Image.open(picture) as image:
            assert np.array_equal(frame, np.asarray(image.convert("RGB")))  # WebP is lossless
    assert not np.array_equal(frames[1], frames[2])


def test_size_sizes_the_window_and_the_line_says_so_for_a_part_of_it(tmp_path):
    """Issue 33 item 24: --what board --size 1400x860 gave 568x678 frames without a word on why:
    --size is the window's, the board is a part of it, and the line says both sizes."""
    from PIL import Image

    from cavalo_gui.app.window.screen_fit import PREFERRED_SIZE
    from cavalo_gui.cli.screenshot import DEFAULT_WINDOW, SIZE_HELP

    assert (PREFERRED_SIZE.width(), PREFERRED_SIZE.height()) == DEFAULT_WINDOW
    assert "part of the window" in SIZE_HELP
    out = tmp_path / "d.gif"
    done = _animate(
        "--problem", "D", "--algorithm", "astar", "--what", "board", "--range", "0..2",
        "--size", "1400x860", "--out", str(out),
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    with Image.open(out) as image:
        width, height = image.size
    assert width < 1400 and height < 860
    assert f"3 frames of {width}x{height} from a 1400x860 window, the board from" in done.stdout


def test_a_gif_of_a_star_on_the_romania_map_to_its_end(tmp_path):
    from PIL import Image

    out = tmp_path / "romania.gif"
    done = _animate(
        "--domain", "graph", "--problem", "romania", "--algorithm", "astar",
        "--what", "board", "--out", str(out),
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    with Image.open(out) as image:
        assert image.n_frames == 7  # before the first expansion, each of 5, the end
    assert done.stdout.rstrip().endswith("solved, least cost 418 (proved), in 4 moves)")
