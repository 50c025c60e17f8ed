"""Animated pictures of a run: frames (RGB arrays) in, a GIF, a WebP or an MP4 file out.

The format comes from the file name's extension. WebP is written by Pillow (lossless, so that
a frame holds exactly the pixels grabbed); MP4 (H.264) and GIF by the ffmpeg that the
imageio-ffmpeg wheel carries. Frames are handed over one by one as they are grabbed: an MP4
streams them to its encoder; a GIF to one ffmpeg that writes a lossless intermediate video
beside the target (QuickTime Animation, which stores the lines that changed since the frame
before: on 501 frames of the board it took 3.3 s of CPU to write and 0.15 s to read, against Ut
Video's 4.6 and 1.2 s and 5 times the size) and, from the same frames as they pass, the GIF's
one palette (``palettegen``: the colours of every frame, :data:`GIF_COLOURS` of them). Then
:meth:`AnimationWriter.close` maps the intermediate's frames to that palette without dithering
(``paletteuse``; dithered hatching and text compress badly) into the GIF, each frame stored as
the rectangle that changed since the one before, its unchanged pixels transparent (the GIF
encoder's ``offsetting`` and ``transdiff``, spelt out). So neither keeps frames in memory:
Pillow's GIF writer held them all (2.7 GB and 164 MB of GIF for 2,001 frames of the board,
issue 38). WebP keeps them until the end. Every file is written beside its target and moved
into place at the end, so a failed or cancelled export leaves no half-written file.
"""

from __future__ import annotations

import contextlib
import io
import math
import os
import subprocess
import tempfile
from pathlib import Path
from typing import IO

import numpy as np
from PIL import Image

try:
    import fcntl
except ImportError:  # Windows: its pipes keep their size
    fcntl = None

from cavalo_gui.engine.message import MessageError, message
from cavalo_gui.reports.results_file import ResultsFileError, output_mode, write_bytes_safely

ANIMATION_SUFFIXES = (".gif", ".webp", ".mp4")
MIN_FPS = 1
MAX_FPS = 60
# The GIF's palette: 2,001 frames of the board (BFS on F, a 1366x768 window) made a GIF of
# 19.95 MB with 255 colours, 18.72 with 128, 17.10 with 64 (issue 38); on a frame of it the
# mean error a colour channel was 0.31 levels at 128 and 0.51 at 64, and under 64 the red cross
# of a removed number turned brown, a colour too rare in the frames to be given a place.
GIF_COLOURS = 128


def animation_format(path: str | Path) -> str:
    """'gif', 'webp' or 'mp4' from the file name; ValueError naming the file otherwise."""
    suffix = Path(path).suffix.lower()
    if suffix not in ANIMATION_SUFFIXES:
        known = ", ".join(ANIMATION_SUFFIXES)
        raise MessageError(message("animation.suffix", path=str(path), known=known))
    return suffix[1:]


def check_fps(fps: float) -> float:
    """Frames per second from 1 to :data:`MAX_FPS`, what every format holds (a GIF counts a
    frame's time in hundredths of a second, up to 655 s); ValueError otherwise."""
    if not MIN_FPS <= fps <= MAX_FPS:
        # the rate in the reader's way; one beyond measure as Python writes it
        said = fps if math.isfinite(fps) and abs(fps) < 1e15 else f"{fps:g}"
        raise MessageError(message("animation.fps", most=MAX_FPS, fps=said))
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
        self._scratch: list[str] = []  # the GIF's intermediate video and palette
        self._encoder_errors: IO[bytes] | None = None  # what the GIF's first ffmpeg said

    def add(self, frame: np.ndarray) -> None:
        """One more frame; the first fixes the size of all (a later one of another size is
        padded or cut to it, as a window resized mid-export would be)."""
        height, width = frame.shape[:2]
        if self.size is None:
            self.size = (width, height)
            if self.format in ("mp4", "gif"):
                self._open_video()
        frame = _fitted(frame, self.size)
        if self.format in ("mp4", "gif"):
            try:
                if self.format == "mp4":
                    self._video.append_data(_even(frame))
                else:
                    self._video.stdin.write(np.ascontiguousarray(frame).data)
            except OSError:  # the encoder stopped: a full disk, a folder gone
                raise AnimationWriteError(
                    message(
                        "animation.not-written", path=str(self.path), format=self.format.upper()
                    )
                ) from None
        else:
            self._frames.append(Image.fromarray(frame, "RGB"))
        self.count += 1

    def _scratch_file(self, suffix: str) -> str:
        descriptor, name = tempfile.mkstemp(
            prefix=f".{self.path.name}.", suffix=suffix, dir=self.path.parent
        )
        os.close(descriptor)
        return name

    def _open_video(self) -> None:
        import imageio.v2 as imageio

        if self.format == "gif":
            self._video = self._start_gif_intermediate()
            return
        self._temporary = self._scratch_file(".mp4")
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

    def _start_gif_intermediate(self) -> subprocess.Popen:
        """One ffmpeg reading raw frames on its standard input and writing the intermediate
        video and the palette: each frame passes once, and the palette is ready when it
        ends. In a process group of its own, as imageio-ffmpeg starts it: the terminal's Ctrl-C
        reaches this process, which cancels, not the encoder in the middle of a frame."""
        import imageio_ffmpeg

        intermediate = self._scratch_file(".mov")
        palette = self._scratch_file(".png")
        self._scratch += [intermediate, palette]
        width, height = self.size
        command = [
            imageio_ffmpeg.get_ffmpeg_exe(), "-hide_banner", "-loglevel", "error", "-y",
            "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", f"{width}x{height}",
            "-r", f"{self.fps:.2f}", "-i", "-",
            "-map", "0:v", "-c:v", "qtrle", "-pix_fmt", "rgb24", "-f", "mov", intermediate,
            "-map", "0:v", "-vf", f"palettegen=max_colors={GIF_COLOURS}:stats_mode=full",
            "-update", "1", "-f", "image2", palette,
        ]  # fmt: skip
        # closed when the encoder has ended (``_ended``) or is discarded
        self._encoder_errors = tempfile.TemporaryFile()  # noqa: SIM115
        encoder = subprocess.Popen(
            command,
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            stderr=self._encoder_errors,
            start_new_session=True,
        )
        _widen_pipe(encoder.stdin, 3 * width * height)
        return encoder

    def close(self) -> Path:
        """Write the file; OSError (ResultsFileError) naming it if that fails, ValueError if
        no frame was given."""
        if self.count == 0:
            raise MessageError(message("animation.no-frame", path=str(self.path)))
        if self.format == "mp4":
            video, self._video = self._video, None
            with contextlib.suppress(OSError):  # the file is judged whole or not below
                video.close()
            if not is_whole_mp4(self._temporary):  # ffmpeg says nothing when its write fails
                said = message("animation.not-written", path=str(self.path), format="MP4")
                raise AnimationWriteError(said)
            os.chmod(self._temporary, output_mode(self.path))
            os.replace(self._temporary, self.path)
            self._temporary = None
            return self.path
        if self.format == "gif":
            return self._close_gif()
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

    def _close_gif(self) -> Path:
        """The intermediate video made a GIF in its palette, each frame the rectangle that
        changed, the pixels that did not transparent (``OSError`` naming the file if ffmpeg
        fails)."""
        import imageio_ffmpeg

        encoder, self._video = self._video, None
        reason = _ended(encoder, self._encoder_errors)
        if reason is not None:
            self.discard()
            raise ResultsFileError(self.path, message("animation.encoder-failed", reason=reason))
        intermediate, palette = self._scratch
        self._temporary = self._scratch_file(".gif")
        command = [
            imageio_ffmpeg.get_ffmpeg_exe(), "-hide_banner", "-loglevel", "error", "-y",
            "-i", intermediate, "-i", palette,
            "-lavfi", "paletteuse=dither=none:diff_mode=rectangle",
            "-gifflags", "+offsetting+transdiff", "-f", "gif", self._temporary,
        ]  # fmt: skip
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            self.discard()
            said = message("animation.encoder-failed", reason=done.stderr.strip()[-300:])
            raise ResultsFileError(self.path, said)
        os.chmod(self._temporary, output_mode(self.path))
        os.replace(self._temporary, self.path)
        self._temporary = None
        self._remove_scratch()
        return self.path

    def _remove_scratch(self) -> None:
        for name in self._scratch:
            with contextlib.suppress(OSError):
                os.remove(name)
        self._scratch = []

    def discard(self) -> None:
        """Drop the frames (a cancelled export): nothing is written, no file left behind."""
        self._frames = []
        if isinstance(self._video, subprocess.Popen):
            self._video.kill()
            with contextlib.suppress(OSError):
                self._video.stdin.close()
            self._video.wait()
            self._video = None
        if self._encoder_errors is not None:
            self._encoder_errors.close()
        if self._video is not None:
            with contextlib.suppress(Exception):
                self._video.close()
            self._video = None
        if self._temporary is not None:
            with contextlib.suppress(OSError):
                os.remove(self._temporary)
            self._temporary = None
        self._remove_scratch()


class AnimationWriteError(MessageError, OSError):
    """An animation that could not be written whole (its encoder failed): an OSError for its
    callers, said as a message; :meth:`AnimationWriter.discard` then leaves no file."""


def is_whole_mp4(path: str | Path) -> bool:
    """Whether the file at ``path`` is a whole MP4: top-level boxes that end where the file
    does, one of them the index (``moov``) that ffmpeg writes last. A write cut short by a
    full disk leaves a file without it, which no player opens."""
    try:
        with open(path, "rb") as stream:
            end = os.fstat(stream.fileno()).st_size
            position, kinds = 0, set()
            while position < end:
                stream.seek(position)
                header = stream.read(16)
                if len(header) < 8:
                    return False
                size, kind = int.from_bytes(header[:4], "big"), header[4:8]
                if size == 1 and len(header) == 16:  # a 64-bit size follows the type
                    size = int.from_bytes(header[8:16], "big")
                if size < 8:  # 0 would mean "to the end of the file": not ffmpeg's way
                    return False
                kinds.add(kind)
                position += size
            return position == end and b"moov" in kinds
    except OSError:
        return False


def _widen_pipe(pipe: IO[bytes], size: int) -> None:
    """Let the pipe to the encoder hold a whole frame where Linux allows it (64 KB by
    default), so that a frame is handed over while the encoder is still busy with the last
    one instead of the window waiting for it."""
    set_size = getattr(fcntl, "F_SETPIPE_SZ", None) if fcntl is not None else None
    if set_size is None:
        return
    try:
        with open("/proc/sys/fs/pipe-max-size") as limit:
            largest = int(limit.read())
    except (OSError, ValueError):
        largest = 1 << 20
    with contextlib.suppress(OSError):
        fcntl.fcntl(pipe.fileno(), set_size, min(size, largest))


def _ended(encoder: subprocess.Popen, errors: IO[bytes]) -> str | None:
    """Let ``encoder`` finish its files; what it said on failing (its last 300 characters),
    None when it succeeded."""
    with contextlib.suppress(OSError):  # a broken pipe: the encoder already stopped
        encoder.stdin.close()
    status = encoder.wait()
    errors.seek(0)
    said = errors.read().decode(errors="replace").strip()
    errors.close()
    if status == 0:
        return None
    return said[-300:] or f"ffmpeg exit status {status}"


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
