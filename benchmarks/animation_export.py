"""Wall and CPU time, peak memory and size of a 2,000-expansion animation of the board.

    .venv/bin/python benchmarks/animation_export.py [--repeats 3] [--every 1] [--formats mp4,gif]

Each export is a fresh ``cavalo animate`` process: BFS on F (seed 1) for expansions 0..2000,
the board grabbed every ``--every`` expansions (1: 2,001 frames) into an MP4 and a GIF, each in
the command's default window (for a GIF a smaller one). The clock runs from spawning the process
until it exits, so Qt's start-up, the run in the window's worker thread, every frame's repaint
and grab, and the encoding all count. Printed for each format: the wall time; the CPU seconds
of the export and of every ffmpeg it ran (a figure a loaded machine changes less than the wall
time); the peak memory, both the largest resident set of one process (``getrusage``) and the
largest sum over the export and its ffmpeg processes at one time (sampled every 50 ms from
/proc); the file's size; its frames, counted in the file (the MP4 decoded by imageio); the
frames' size; and the load average before and after. Targets (issue 38): under a minute each,
a GIF under 20 MB, under 500 MB of memory at the peak.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
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


def resident_mb(pid: int) -> float:
    """The resident memory of process ``pid`` and of all its descendants, in MB (0 once gone)."""
    total, waiting = 0.0, [pid]
    while waiting:
        process = waiting.pop()
        try:
            with open(f"/proc/{process}/status") as status:
                for line in status:
                    if line.startswith("VmRSS:"):
                        total += int(line.split()[1]) / 1024
            for task in os.listdir(f"/proc/{process}/task"):
                with open(f"/proc/{process}/task/{task}/children") as children:
                    waiting += [int(child) for child in children.read().split()]
        except (OSError, ValueError):  # ended meanwhile
            continue
    return total


class TreeMemory:
    """The largest resident memory of a process and its descendants at one time, sampled."""

    def __init__(self, pid: int, every: float = 0.05) -> None:
        self.peak = 0.0
        self._pid, self._every = pid, every
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._sample, daemon=True)
        self._thread.start()

    def _sample(self) -> None:
        while not self._stop.wait(self._every):
            self.peak = max(self.peak, resident_mb(self._pid))

    def stop(self) -> float:
        self._stop.set()
        self._thread.join()
        return self.peak


@dataclass(frozen=True)
class Export:
    seconds: float
    cpu: float  # the export's process and every ffmpeg it ran
    largest_process_mb: float  # the peak of the largest single process (getrusage)
    tree_mb: float  # the peak of the sum over the process and its ffmpeg (sampled)


def one_export(out: Path, every: int) -> Export:
    """One export, timed and measured. It runs in a child of a fresh ``python -c`` of its
    own, so that ``RUSAGE_CHILDREN`` there is this export's."""
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
    with subprocess.Popen(
        [sys.executable, "-c", runner, *command(out, every)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=environment,
        cwd=out.parent,
    ) as process:
        memory = TreeMemory(process.pid)
        printed, said = process.communicate()
    seconds = time.perf_counter() - start
    tree = memory.stop()
    if process.returncode != 0:
        raise SystemExit(f"cavalo animate failed: {said.strip()}")
    cpu, peak_kb = printed.split()[-2:]
    return Export(seconds, float(cpu), int(peak_kb) / 1024, tree)


def frame_size(path: Path) -> str:
    from PIL import Image

    if path.suffix == ".mp4":
        import imageio.v2 as imageio

        reader = imageio.get_reader(path, format="FFMPEG")
        try:
            width, height = reader.get_meta_data()["size"]
        finally:
            reader.close()
        return f"{width}x{height}"
    with Image.open(path) as image:
        return "{}x{}".format(*image.size)


def load() -> str:
    return f"{os.getloadavg()[0]:.1f}"


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
            before = load()
            runs = [one_export(out, args.every) for _ in range(args.repeats)]
            after = load()
            times = [run.seconds for run in runs]
            cpu = median([run.cpu for run in runs])
            largest = max(run.largest_process_mb for run in runs)
            tree = max(run.tree_mb for run in runs)
            peak = max(largest, tree)
            frames = frames_in(out)
            size = out.stat().st_size / 1e6
            middle = median(times)
            verdict = "ok" if middle < TARGET_SECONDS else "SLOW"
            big = suffix == "gif" and size >= TARGET_GIF_MB
            heavy = peak >= TARGET_PEAK_MB
            print(
                f"{suffix:>4}: wall median {middle:5.1f} s of {args.repeats} "
                f"(min {min(times):.1f}, max {max(times):.1f}) {verdict}; "
                f"CPU {cpu:.1f} s (median; the export and its ffmpeg); "
                f"peak memory {peak:,.0f} MB {'HEAVY' if heavy else 'ok'} (largest process "
                f"{largest:,.0f} MB, the export and its ffmpeg together {tree:,.0f} MB); "
                f"file {size:.1f} MB {'BIG' if big else 'ok'}; {frames:,} frames of "
                f"{frame_size(out)}; load {before} before, {after} after"
            )


if __name__ == "__main__":
    main()
