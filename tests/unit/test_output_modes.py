"""Issue 33 item 23: every file the program writes gets the permissions of a new file under the
umask (0644 under 022), the MP4 too, whose frames go through a temporary file (0600) first; a
file written over keeps its own."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator

import numpy as np
import pytest

from cavalo_gui.reports.animation_files import AnimationWriter


@pytest.fixture
def umask_022() -> Iterator[None]:
    previous = os.umask(0o022)
    try:
        yield
    finally:
        os.umask(previous)


def _write(path, frames: int = 3) -> None:
    writer = AnimationWriter(path, 10)
    for shade in range(frames):
        writer.add(np.full((32, 48, 3), 40 * shade, dtype=np.uint8))
    writer.close()


def _mode(path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.mark.parametrize("suffix", [".mp4", ".gif", ".webp"])
def test_a_new_animation_is_0644_under_umask_022(tmp_path, umask_022, suffix):
    path = tmp_path / f"run{suffix}"
    _write(path)
    assert _mode(path) == 0o644
    assert [entry.name for entry in tmp_path.iterdir()] == [path.name]  # no temporary left


def test_an_animation_written_over_keeps_the_file_s_mode(tmp_path, umask_022):
    path = tmp_path / "run.mp4"
    path.write_bytes(b"old")
    path.chmod(0o640)
    _write(path)
    assert _mode(path) == 0o640
    assert path.read_bytes() != b"old"
