"""``cavalo animate`` tells the truth about what it wrote (issue 34, items 9-12): frames per
second the formats hold, a range the run reaches, an MP4 whose write failed said so with no
file left, and Ctrl-C or ``kill`` while ffmpeg encodes stopping at once with no file left."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from cavalo_gui.engine.message import MessageError
from cavalo_gui.reports.animation_files import check_fps, is_whole_mp4
from tests.unit.cli_helpers import bad_input

ROOT = Path(__file__).resolve().parents[2]

BOOTSTRAP = """
import signal, sys
signal.signal(signal.SIGINT, signal.default_int_handler)  # even from a shell ignoring it
{patch}
from cavalo_gui.cli.entry import main
sys.exit(main())
"""

FAILING_ENCODER = """
import imageio.v2 as imageio

class Stopped:
    def __init__(self, path):
        self.path = path

    def append_data(self, frame):
        if MODE == "append":
            raise OSError(28, "No space left on device")

    def close(self):
        with open(self.path, "wb") as cut_short:  # what ffmpeg leaves on a full disk
            cut_short.write(bytes([0, 0, 0, 32]) + b"ftypisom" + bytes(20))
            cut_short.write(bytes([0, 0, 16, 0]) + b"mdat")

imageio.get_writer = lambda path, **options: Stopped(path)
"""


def _animate(*arguments: str, patch: str = "", **popen) -> subprocess.Popen:
    """``cavalo animate`` in a process of its own, after ``patch``."""
    script = textwrap.dedent(BOOTSTRAP).format(patch=textwrap.dedent(patch))
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    return subprocess.Popen(
        [sys.executable, "-c", script, "animate", *arguments],
        cwd=ROOT,
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        **popen,
    )


def _finished(process: subprocess.Popen) -> tuple[int, str, str]:
    out, err = process.communicate(timeout=180)
    return process.returncode, out, err


@pytest.mark.parametrize("fps", ["0.0001", "0.5", "0", "61", "nan", "inf"])
def test_frames_per_second_from_1_to_60(capsys, tmp_path, fps):
    out = tmp_path / "a.gif"
    arguments = ["animate", "--problem", "A", "--algorithm", "bfs", "--out", str(out)]
    line = bad_input(capsys, *arguments, "--fps", fps)
    assert line == (
        "cavalo animate: error: argument --fps: expected from 1 to 60 frames per second, "
        f"got '{fps}'"
    )
    with pytest.raises(MessageError, match="expected from 1 to 60 frames per second"):
        check_fps(0.0001)
    assert check_fps(1) == 1


def test_a_range_starting_past_the_runs_end_is_refused_with_no_file(tmp_path):
    out = tmp_path / "a.gif"
    status, printed, err = _finished(
        _animate("--problem", "A", "--algorithm", "bfs", "--range", "1000..end", "--out", str(out))
    )
    assert status == 2 and printed == ""
    assert err == (
        "cavalo animate: error: the run ended after 6 expansions, before the range's start "
        "(1,000): choose a range within the run\n"
    )
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("mode", ["close", "append"])
def test_an_mp4_the_encoder_could_not_write_is_said_and_left_nowhere(tmp_path, mode):
    out = tmp_path / "a.mp4"
    patch = f"MODE = {mode!r}\n" + FAILING_ENCODER
    status, printed, err = _finished(
        _animate("--problem", "A", "--algorithm", "bfs", "--out", str(out), patch=patch)
    )
    assert status == 2 and printed == ""
    assert err == (
        f"cavalo animate: error: {out}: not written: the MP4 encoder (ffmpeg) could not write "
        "the whole file (is the disk full?)\n"
    )
    assert list(tmp_path.iterdir()) == []


def test_a_whole_mp4_is_told_from_one_cut_short(tmp_path):
    whole = tmp_path / "whole.mp4"
    whole.write_bytes(b"\x00\x00\x00\x10ftypisom\x00\x00\x00\x00" + b"\x00\x00\x00\x08moov")
    assert is_whole_mp4(whole)
    cut = tmp_path / "cut.mp4"
    cut.write_bytes(whole.read_bytes()[:-3])
    assert not is_whole_mp4(cut)
    no_index = tmp_path / "no-index.mp4"
    no_index.write_bytes(b"\x00\x00\x00\x10ftypisom\x00\x00\x00\x00" + b"\x00\x00\x00\x08mdat")
    assert not is_whole_mp4(no_index)
    assert not is_whole_mp4(tmp_path / "missing.mp4")


@pytest.fixture
def full_disk(tmp_path):
    """A folder on a 64 KB file system, when this machine lets the tests mount one."""
    folder = tmp_path / "full"
    folder.mkdir()
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("mounting a small file system needs root")
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(folder)], capture_output=True
    )
    if mounted.returncode != 0:
        pytest.skip("this machine does not let the tests mount a file system")
    try:
        yield folder
    finally:
        subprocess.run(["umount", str(folder)], check=False)


@pytest.mark.parametrize("suffix", ["mp4", "gif"])
def test_an_animation_to_a_full_disk_is_said_and_left_nowhere(full_disk, suffix):
    """A GIF's frames stream to an intermediate file beside it (issue 38), which fills the
    disk before the GIF is begun: said as its own format's, as an MP4's is."""
    out = full_disk / f"a.{suffix}"
    status, printed, err = _finished(
        _animate("--problem", "A", "--algorithm", "bfs", "--out", str(out))
    )
    assert status == 2 and printed == ""
    assert f"cavalo animate: error: {out}: not written: " in err
    assert suffix.upper() in err
    assert list(full_disk.iterdir()) == []


@pytest.mark.parametrize(
    ("number", "status", "suffix"),
    [(signal.SIGTERM, 143, "mp4"), (signal.SIGINT, 130, "mp4"), (signal.SIGINT, 130, "gif")],
    ids=["TERM", "INT", "INT-gif"],
)
def test_a_signal_while_ffmpeg_encodes_stops_at_once_with_no_file(tmp_path, number, status, suffix):
    out = tmp_path / f"a.{suffix}"
    process = _animate(
        "--problem", "F", "--algorithm", "bfs", "--range", "0..5000", "--size", "800x600",
        "--out", str(out),
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 120
        while not any(tmp_path.iterdir()) and time.monotonic() < deadline:
            assert process.poll() is None, process.communicate()
            time.sleep(0.1)
        time.sleep(0.5)  # a few frames into the encoder
        process.send_signal(number)
        returned, printed, err = _finished(process)  # 5,000 frames would take minutes
    finally:
        if process.poll() is None:
            process.kill()
    assert returned == status, err
    assert err == "cavalo animate: interrupted\n"
    assert printed == ""
    assert list(tmp_path.iterdir()) == []
