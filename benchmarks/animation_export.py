"""Wall time of exporting a 2,000-expansion animation of the board, as ``cavalo animate`` does.

    .venv/bin/python benchmarks/animation_export.py [--repeats 3] [--every 1] [--formats mp4,gif]

Each export is a fresh ``cavalo animate`` process: BFS on F (seed 1) for expansions 0..2000,
the board grabbed every ``--every`` expansions (1: 2,001 frames) into an MP4 and a GIF. The
clock runs from spawning the process until it exits, so Qt's start-up, the run in the window's
worker thread, every frame's repaint and grab, and the encoding all count. The frames are then
counted in the file (the MP4 decoded by imageio), and the peak resident memory of the export
(the largest of the process and the ffmpeg it ran, from ``getrusage``), and the CPU seconds of
both, a figure a loaded machine changes less than the wall time. Targets (issue 38):
under a minute each, a GIF under 20 MB, under 500 MB of memory at the peak.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _common import header, median

TARGET_SECONDS = 60.0
TARGET_GIF_MB = 20.0
TARGET_PEAK_MB = 500.0
EXPANSIONS = 2000


def command(out: Path, every: int) -> list[str]:
    return [
        sys.executable, "-m", "cavalo_gui.cli.main", "animate",
        "--problem", "F", "--seed", "1", "--algorithm", "bfs", "--what", "board",
        "--range", f"0..{EXPANSIONS}", "--every", str(every), "--fps", "25", "--out", str(out),
    ]  # fmt: skip


def frames_in(path: Path) -> int:
    if path.suffix == ".mp4":
        import imageio.v2 as imageio

        reader = imageio.get_reader(path, format="FFMPEG")
        try:
            return reader.count_frames()
        finally:
            reader.close()
    from PIL import Image

    with Image.open(path) as image:
        return image.n_frames


def one_export(out: Path, every: int) -> tuple[float, float, float]:
    """The wall seconds of one export, its CPU seconds (the process and its ffmpeg) and its
    peak memory in MB. Each export runs in a child
    of a fresh ``python -c`` of its own, so that ``RUSAGE_CHILDREN`` there is this export's."""
    # ``python -m`` imports from its working folder first: the export runs in the output's
    # folder, with the package of PYTHONPATH, else of this checkout.
    checkout = str(Path(__file__).resolve().parents[1])
    environment = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        PYTHONPATH=os.environ.get("PYTHONPATH") or checkout,
    )
    runner = (
        "import resource, subprocess, sys; "
        "done = subprocess.run(sys.argv[1:]); "
        "used = resource.getrusage(resource.RUSAGE_CHILDREN); "
        "print(used.ru_utime + used.ru_stime, used.ru_maxrss); "
        "sys.exit(done.returncode)"
    )
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", runner, *command(out, every)],
        capture_output=True,
        text=True,
        env=environment,
        cwd=out.parent,
    )
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"cavalo animate failed: {done.stderr.strip()}")
    cpu, peak_kb = done.stdout.split()[-2:]
    return seconds, float(cpu), int(peak_kb) / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--every", type=int, default=1, help="expansions per frame")
    parser.add_argument("--formats", default="mp4,gif")
    args = parser.parse_args()
    header(
        f"animation export: BFS on F seed 1, expansions 0..{EXPANSIONS}, the board",
        f"{args.repeats} export(s) per format",
    )
    print(f"command: {' '.join(command(Path('OUT'), args.every)[1:])}")
    with tempfile.TemporaryDirectory(prefix="cavalo-animation-") as folder:
        for suffix in args.formats.split(","):
            out = Path(folder) / f"board.{suffix}"
            runs = [one_export(out, args.every) for _ in range(args.repeats)]
            times = [seconds for seconds, _cpu, _peak in runs]
            cpu = median([cpu for _seconds, cpu, _peak in runs])
            peak = max(peak for _seconds, _cpu, peak in runs)
            frames = frames_in(out)
            size = out.stat().st_size / 1e6
            middle = median(times)
            verdict = "ok" if middle < TARGET_SECONDS else "SLOW"
            big = suffix == "gif" and size >= TARGET_GIF_MB
            heavy = peak >= TARGET_PEAK_MB
            print(
                f"{suffix:>4}: median {middle:5.1f} s of {args.repeats} "
                f"(min {min(times):.1f}, max {max(times):.1f}) {verdict}, {cpu:.1f} s of CPU "
                f"(median; the export and its ffmpeg); {frames:,} frames, "
                f"{size:.1f} MB {'BIG' if big else 'ok'}; peak memory {peak:,.0f} MB "
                f"{'HEAVY' if heavy else 'ok'}"
            )


if __name__ == "__main__":
    main()
