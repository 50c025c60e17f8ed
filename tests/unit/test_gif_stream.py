"""The GIF of an animation is made by ffmpeg from frames streamed to it (issue 38): one palette
for every frame, each frame the rectangle that changed, nothing left beside the file."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest
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


def _gif_images(path) -> tuple[int, list[dict]]:
    """The entries of the GIF's global palette and, for each image in it, the rectangle it
    covers, whether its control block names a transparent colour, whether it brings a palette
    of its own, and the bytes of its compressed pixels: the file's blocks as written."""
    data = path.read_bytes()
    assert data[:6] == b"GIF89a"
    flags = data[10]
    palette = 2 << (flags & 7) if flags & 0x80 else 0
    position, images, transparent = 13 + 3 * palette, [], False

    def skip_sub_blocks(at: int) -> int:
        while data[at]:
            at += data[at] + 1
        return at + 1

    while data[position] != 0x3B:  # the trailer
        if data[position] == 0x21:  # an extension; 0xF9 the graphic control one
            if data[position + 1] == 0xF9:
                transparent = bool(data[position + 3] & 1)
            position = skip_sub_blocks(position + 2)
            continue
        assert data[position] == 0x2C  # an image
        left, top, width, height = (
            int.from_bytes(data[position + 1 + 2 * k : position + 3 + 2 * k], "little")
            for k in range(4)
        )
        packed = data[position + 9]
        own = 3 * (2 << (packed & 7)) if packed & 0x80 else 0
        start = position + 10 + own + 1  # after the LZW code size
        position = skip_sub_blocks(start)
        images.append(
            {
                "rectangle": (left, top, width, height),
                "transparent": transparent,
                "own palette": bool(own),
                "bytes": position - start,
            }
        )
        transparent = False
    return palette, images


def test_each_frame_leaves_the_pixels_it_keeps_transparent_in_one_palette(tmp_path):
    """Two marks far apart change each frame: the rectangle that changed is nearly the whole
    picture, and only the pixels unchanged in it left transparent keep the frame small."""
    path = tmp_path / "corners.gif"
    writer = AnimationWriter(path, fps=10)
    colours = np.array([(240, 236, 220), (90, 90, 90), (30, 120, 60), (250, 250, 250)])
    speckles = np.random.default_rng(38).integers(0, 4, (120, 160))
    background = colours[speckles].astype(np.uint8)  # never changes, compresses badly
    frames = []
    for index in range(6):
        frame = background.copy()
        frame[2:10, 2 + 4 * index : 10 + 4 * index] = (200, 30, 30)
        frame[110:118, 150 - 4 * index : 158 - 4 * index] = (30, 30, 200)
        frames.append(frame)
        writer.add(frame)
    writer.close()
    palette, images = _gif_images(path)
    assert palette == 256 and len(images) == 6
    assert not any(image["own palette"] for image in images)
    assert images[0]["rectangle"] == (0, 0, 160, 120)
    for image in images[1:]:
        _left, _top, width, height = image["rectangle"]
        assert width * height > 160 * 120 // 2  # the rectangle spans both marks
        assert image["transparent"]
        assert image["bytes"] < images[0]["bytes"] // 10
    with Image.open(path) as image:
        shown = [np.array(frame.convert("RGB")) for frame in ImageSequence.Iterator(image)]
    assert all(np.array_equal(a, b) for a, b in zip(shown, frames, strict=True))


def _resident_mb() -> float:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


@pytest.mark.skipif(not Path("/proc/self/statm").exists(), reason="needs /proc")
@pytest.mark.parametrize("suffix", [".gif", ".mp4"])
def test_frames_go_to_the_encoder_as_they_come_none_kept(tmp_path, suffix):
    """60 frames of 640x480 (55 MB in all, each made, handed over and dropped): the memory of
    this process grows by less than a third of that while they are added, so the writer
    keeps no frame (Pillow's GIF writer kept them all: 2.7 GB for 2,001 frames, issue 38)."""
    writer = AnimationWriter(tmp_path / f"many{suffix}", fps=25)
    writer.add(np.zeros((480, 640, 3), dtype=np.uint8))
    before = _resident_mb()
    for shade in range(60):
        writer.add(np.full((480, 640, 3), 4 * shade, dtype=np.uint8))
    grown = _resident_mb() - before
    writer.discard()
    assert writer.count == 61
    assert grown < 60 * 640 * 480 * 3 / 2**20 / 3, f"{grown:.0f} MB"
