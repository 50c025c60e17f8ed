"""Animated pictures of a run: frames (RGB arrays) in, a GIF, a WebP or an MP4 file out.

The format comes from the file name's extension. GIF and WebP are written by Pillow (WebP
lossless, so that a frame holds exactly the pixels grabbed; GIF with one palette of 256
colours per frame); MP4 (H.264) by imageio through the ffmpeg that the imageio-ffmpeg wheel
carries. Frames are handed over one by one as they are grabbed: an MP4 streams them to its
encoder, GIF and WebP keep them compactly until :meth:`AnimationWriter.close`. A GIF frame
identical to the one before it is written as that frame shown twice as long (Pillow's way), so
the GIF plays the same in fewer frames. Every file is
written beside its target and moved into place at the end, so a failed or cancelled export
leaves no half-written file.
"""

from __future__ import annotations

import contextlib
import io
import os
import tempfile
from pathlib import Path

import numpy as np
from PIL import Image

from cavalo_gui.engine.message import MessageError, message
from cavalo_gui.reports.results_file import output_mode, write_bytes_safely

ANIMATION_SUFFIXES = (".gif", ".webp", ".mp4")
MAX_FPS = 60


def animation_format(path: str | Path) -> str:
    """'gif', 'webp' or 'mp4' from the file name; ValueError naming the file otherwise."""
    suffix = Path(path).suffix.lower()
    if suffix not in ANIMATION_SUFFIXES:
        known = ", ".join(ANIMATION_SUFFIXES)
        raise MessageError(message("animation.suffix", path=str(path), known=known))
    return suffix[1:]


def check_fps(fps: float) -> float:
    """Frames per second from more than 0 up to :data:`MAX_FPS`; ValueError otherwise."""
    if not 0 < fps <= MAX_FPS:
        raise MessageError(message("animation.fps", most=MAX_FPS, fps=fps))
    return fps


class AnimationWriter:
    """Takes frames (height x width x 3 uint8 arrays of one size) and writes them as the
    animation at ``path`` on :meth:`close`; :meth:`discard` drops them and writes nothing."""

    def __init__(self, path: str | Path, fps: float) -> None:
        self.path = Path(path)
        self.format = animation_format(path)
        self.fps = check_fps(fps)
        self.count = 0
        self.size: tuple[int, int] | None = None  # width and height, from the first frame
        self._frames: list[Image.Image] = []
        self._video = None
        self._temporary: str | None = None

    def add(self, frame: np.ndarray) -> None:
        """One more frame; the first fixes the size of all (a later one of another size is
        padded or cut to it, as a window resized mid-export would be)."""
        height, width = frame.shape[:2]
        if self.size is None:
            self.size = (width, height)
            if self.format == "mp4":
                self._open_video()
        frame = _fitted(frame, self.size)
        if self.format == "mp4":
            self._video.append_data(_even(frame))
        elif self.format == "gif":
            # A palette image takes a byte a pixel: a few thousand frames fit in memory.
            self._frames.append(
                Image.fromarray(frame, "RGB").quantize(256, method=Image.Quantize.MEDIANCUT)
            )
        else:
            self._frames.append(Image.fromarray(frame, "RGB"))
        self.count += 1

    def _open_video(self) -> None:
        import imageio.v2 as imageio

        descriptor, self._temporary = tempfile.mkstemp(
            prefix=f".{self.path.name}.", suffix=".mp4", dir=self.path.parent
        )
        os.close(descriptor)
        self._video = imageio.get_writer(
            self._temporary,
            format="FFMPEG",  # type: ignore[arg-type]
            mode="I",
            fps=self.fps,
            codec="libx264",
            pixelformat="yuv420p",  # what every player reads
            macro_block_size=1,  # frames are made even-sized here; no rescaling
            output_params=["-preset", "veryfast"],  # flat drawings: a fast preset loses little
            ffmpeg_log_level="error",
        )

    def close(self) -> Path:
        """Write the file; OSError (ResultsFileError) naming it if that fails, ValueError if
        no frame was given."""
        if self.count == 0:
            raise MessageError(message("animation.no-frame", path=str(self.path)))
        if self.format == "mp4":
            video, self._video = self._video, None
            video.close()
            os.chmod(self._temporary, output_mode(self.path))
            os.replace(self._temporary, self.path)
            self._temporary = None
            return self.path
        duration = round(1000 / self.fps)
        data = io.BytesIO()
        first, *others = self._frames
        extra = {"lossless": True, "method": 0} if self.format == "webp" else {"optimize": False}
        first.save(
            data,
            format=self.format.upper(),
            save_all=True,
            append_images=others,
            duration=duration,
            loop=0,
            **extra,
        )
        self._frames = []
        write_bytes_safely(self.path, data.getvalue())
        return self.path

    def discard(self) -> None:
        """Drop the frames (a cancelled export): nothing is written, no file left behind."""
        self._frames = []
        if self._video is not None:
            with contextlib.suppress(Exception):
                self._video.close()
            self._video = None
        if self._temporary is not None:
            with contextlib.suppress(OSError):
                os.remove(self._temporary)
            self._temporary = None


def _fitted(frame: np.ndarray, size: tuple[int, int]) -> np.ndarray:
    width, height = size
    if frame.shape[1] == width and frame.shape[0] == height:
        return frame
    fitted = np.full((height, width, 3), 255, dtype=np.uint8)
    part = frame[:height, :width]
    fitted[: part.shape[0], : part.shape[1]] = part
    return fitted


def _even(frame: np.ndarray) -> np.ndarray:
    """H.264 in yuv420p needs even sides: a last column or row repeated where one is odd."""
    height, width = frame.shape[:2]
    if height % 2:
        frame = np.concatenate([frame, frame[-1:]], axis=0)
    if width % 2:
        frame = np.concatenate([frame, frame[:, -1:]], axis=1)
    return frame
