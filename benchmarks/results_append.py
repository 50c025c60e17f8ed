"""Appending to a results file: appends per second and the memory an append needs, against the
size of the file already there (issue 16, item 1).

Run: ``.venv/bin/python benchmarks/results_append.py [--sizes 1 200] [--appends 100]``.

For each size (MB) a file of that many bytes of real records is made in a scratch folder, then
``--appends`` runs are appended one at a time with :func:`append_result` (lock, O_APPEND, fsync
each time). It prints the appends per second and the peak of Python allocations during the
appends (tracemalloc), with the process's peak RSS. Both should be the same at every size:
an append writes only its record and reads at most a few KB of the file's ends.
"""

from __future__ import annotations

import argparse
import resource
import shutil
import statistics
import tempfile
import time
import tracemalloc
from pathlib import Path

from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.results_file import append_result, format_record, read_results
from cavalo_gui.reports.run import RunResult, run

MB = 1024 * 1024


def fill(path: Path, record: str, size_mb: int) -> int:
    """Write whole records (a blank line between them) until the file holds ``size_mb`` MB;
    the number of records written."""
    block = (record + "\n").encode("utf-8")
    copies = max(1, size_mb * MB // len(block))
    chunk = block * 1000
    with path.open("wb") as file:
        for _ in range(copies // 1000):
            file.write(chunk)
        file.write(block * (copies % 1000))
    return copies


def measure(folder: Path, result: RunResult, size_mb: int, appends: int) -> dict[str, float]:
    path = folder / f"runs-{size_mb}MB.dat"
    records = fill(path, format_record(result), size_mb)
    seconds: list[float] = []
    tracemalloc.start()
    for _ in range(appends):
        started = time.perf_counter()
        append_result(path, result)
        seconds.append(time.perf_counter() - started)
    _current, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    size = path.stat().st_size
    path.unlink()
    return {
        "size_mb": size / MB,
        "records": records + appends,
        "per_second": 1 / statistics.median(seconds),
        "peak_kb": peak / 1024,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="*", default=[1, 20, 200], metavar="MB")
    parser.add_argument("--appends", type=int, default=100)
    parser.add_argument("--folder", type=Path, help="where the scratch files go (default: /tmp)")
    arguments = parser.parse_args()
    result = run(RunChoices(load_puzzle("D"), "astar", "fewest"))
    folder = Path(tempfile.mkdtemp(prefix="results-append-", dir=arguments.folder))
    check = folder / "check.dat"
    append_result(check, result)
    assert len(read_results(check)) == 1
    print(
        f"Appending A* on D ({len(format_record(result)):,}-byte records), "
        f"{arguments.appends} appends per size, median time per append.\n"
    )
    print("| file before | records after | appends/s | peak Python memory per append |")
    print("|---:|---:|---:|---:|")
    try:
        for size_mb in arguments.sizes:
            row = measure(folder, result, size_mb, arguments.appends)
            print(
                f"| {row['size_mb']:,.0f} MB | {row['records']:,.0f} | "
                f"{row['per_second']:,.0f} | {row['peak_kb']:,.0f} KB |"
            )
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    peak_rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"\nPeak RSS of the whole process (run included): {peak_rss_mb:,.0f} MB")


if __name__ == "__main__":
    main()
