"""The GIF of an animation is made by ffmpeg from frames streamed to it (issue 38): one palette
for every frame, each frame the rectangle that changed, nothing left beside the file."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageSequence

from cavalo_gui.reports.animation_files import AnimationWriter


def _frames(count: int) -> list[np.ndarray]:
    """A flat drawing with a red square that moves down, a few colours in all."""
    frames = []
    for index in range(count):
        frame = np.full((120, 160, 3), (240, 236, 220), dtype=np.uint8)
        frame[:, 70:72] = (20, 20, 120)
        top = 4 * index
        frame[top : top + 8, 20:28] = (200, 30, 30)
        frames.append(frame)
    return frames


def test_a_gif_holds_every_frame_exactly_each_stored_as_what_changed(tmp_path):
    path = tmp_path / "moving.gif"
    writer = AnimationWriter(path, fps=10)
    frames = _frames(12)
    for frame in frames:
        writer.add(frame)
    assert writer.close() == path
    assert sorted(p.name for p in tmp_path.iterdir()) == ["moving.gif"]
    with Image.open(path) as image:
        shown = [np.array(frame.convert("RGB")) for frame in ImageSequence.Iterator(image)]
        image.seek(5)
        stored = image.tile[0][1]  # the rectangle the sixth frame's data covers
    assert len(shown) == len(frames)
    assert all(np.array_equal(a, b) for a, b in zip(shown, frames, strict=True))
    left, top, right, bottom = stored
    assert (right - left) * (bottom - top) < 160 * 120 // 10


def test_a_discarded_gif_leaves_nothing(tmp_path):
    writer = AnimationWriter(tmp_path / "gone.gif", fps=10)
    for frame in _frames(3):
        writer.add(frame)
    writer.discard()
    assert list(tmp_path.iterdir()) == []
