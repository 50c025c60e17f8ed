"""The GIF of an animation made by ffmpeg (as ``cavalo animate`` does) against Pillow's writer.

    .venv/bin/python benchmarks/gif_encoders.py [--frames 200] [--first 1500]

The board of BFS on F (seed 1), expansions ``--first`` on, a frame each, is recorded once as a
lossless WebP by ``cavalo animate`` in the window a GIF gets; its frames are then encoded three
ways, each in a fresh process of its own: ffmpeg through
:class:`~cavalo_gui.reports.animation_files.AnimationWriter` (a lossless intermediate and one
palette from every frame, then each frame the rectangle that changed, its unchanged pixels
transparent); Pillow as the writer did before issue 38 (each frame quantised to a palette of
its own, every frame kept until the end); and Pillow given a palette made by ffmpeg as
``cavalo animate`` makes it, each frame mapped to it, the unchanged pixels left transparent
(``optimize``). Printed: the CPU seconds of the encoding (the process and its children), the
file's size and the peak memory.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from _common import header

from cavalo_gui.cli.animate import GIF_WINDOW

ENCODE = r"""
import resource, subprocess, sys, time
import numpy as np
from PIL import Image, ImageSequence
source, out, how = sys.argv[1:4]
with Image.open(source) as animation:
    frames = [np.asarray(frame.convert("RGB")) for frame in ImageSequence.Iterator(animation)]
before = resource.getrusage(resource.RUSAGE_SELF)
started = time.process_time()
if how == "ffmpeg":
    from cavalo_gui.reports.animation_files import AnimationWriter
    writer = AnimationWriter(out, 25)
    for frame in frames:
        writer.add(frame)
    writer.close()
else:
    if how == "pillow-one-palette":
        import imageio_ffmpeg
        from cavalo_gui.reports.animation_files import GIF_COLOURS
        palette_file = out + ".palette.png"
        raw = b"".join(frame.tobytes() for frame in frames)
        height, width = frames[0].shape[:2]
        subprocess.run(
            [imageio_ffmpeg.get_ffmpeg_exe(), "-loglevel", "error", "-y", "-f", "rawvideo",
             "-pix_fmt", "rgb24", "-s", f"{width}x{height}", "-i", "-",
             "-vf", f"palettegen=max_colors={GIF_COLOURS}:stats_mode=full", palette_file],
            input=raw, check=True,
        )
        palette = Image.open(palette_file).convert("RGB").quantize(256)
        images = (Image.fromarray(f).quantize(palette=palette, dither=Image.Dither.NONE)
                  for f in frames)
        optimize = True
    else:
        images = (Image.fromarray(f).quantize(256) for f in frames)
        optimize = False
    first = next(images)
    first.save(out, save_all=True, append_images=images, duration=40, loop=0,
               optimize=optimize)
children = resource.getrusage(resource.RUSAGE_CHILDREN)
cpu = time.process_time() - started + children.ru_utime + children.ru_stime
peak = max(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, children.ru_maxrss)
frames_mb = sum(frame.nbytes for frame in frames) / 1e6
print(f"{cpu:.2f} {peak / 1024:.0f} {frames_mb:.0f}")
"""

WAYS = ("ffmpeg", "pillow-as-before", "pillow-one-palette")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=200)
    parser.add_argument("--first", type=int, default=1500)
    args = parser.parse_args()
    header(
        f"GIF encoders: the board of BFS on F seed 1, expansions {args.first:,} on",
        f"{args.frames} frames, each encoder once",
    )
    checkout = str(Path(__file__).resolve().parents[1])  # unless PYTHONPATH names another
    environment = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        PYTHONPATH=os.environ.get("PYTHONPATH") or checkout,
    )
    with tempfile.TemporaryDirectory(prefix="cavalo-gif-") as folder:
        source = Path(folder) / "frames.webp"
        last = args.first + args.frames - 1
        record = [
            sys.executable, "-m", "cavalo_gui.cli.main", "animate", "--problem", "F",
            "--seed", "1", "--algorithm", "bfs", "--what", "board",
            "--range", f"{args.first}..{last}", "--size", "{}x{}".format(*GIF_WINDOW),
            "--out", str(source),
        ]  # fmt: skip
        subprocess.run(record, check=True, capture_output=True, env=environment, cwd=folder)
        for way in WAYS:
            out = Path(folder) / f"{way}.gif"
            done = subprocess.run(
                [sys.executable, "-c", ENCODE, str(source), str(out), way],
                capture_output=True,
                text=True,
                env=environment,
                cwd=folder,  # ``-c`` and ``-m`` import from their working folder first
            )
            if done.returncode != 0:
                raise SystemExit(f"{way} failed: {done.stderr.strip()[-400:]}")
            cpu, peak, frames_mb = done.stdout.split()
            print(
                f"{way:>19}: {float(cpu):6.2f} s of CPU, {out.stat().st_size / 1e6:6.2f} MB, "
                f"peak memory {peak} MB (the frames alone: {frames_mb} MB)"
            )


if __name__ == "__main__":
    main()
