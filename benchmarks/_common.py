"""Shared bits of the benchmark scripts: timing a run, medians, a header, a table row.

Benchmarks are scripts run by hand (``python benchmarks/<name>.py``), not tests: the machine
is shared and noisy, so every figure is the median of several runs and the script prints how
many. Only the standard library and the package itself are used.
"""

from __future__ import annotations

import gc
import os
import platform
import statistics
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from cavalo_gui.engine.events import Finished
from cavalo_gui.engine.search import Search

try:  # how the CLI collects garbage around a run
    from cavalo_gui.reports.collection import search_collection
except ImportError:  # an older checkout measured as the baseline: the same, written here

    @contextmanager
    def search_collection() -> Iterator[None]:
        was_enabled = gc.isenabled()
        gc.disable()
        try:
            yield
        finally:
            gc.freeze()
            if was_enabled:
                gc.enable()


@dataclass(frozen=True)
class Timed:
    """One run: its final event and the wall time the consumer spent drawing its events."""

    final: Finished
    seconds: float
    events: int

    @property
    def rate(self) -> float:
        """Generated nodes per second of wall time."""
        return self.final.counters.generated / self.seconds if self.seconds else 0.0


def time_run(make_search: Callable[[], Search]) -> Timed:
    """Build a search (not timed), then consume every event of it (timed), as a headless
    consumer would (the CLI, collecting garbage as it does): each expansion still produces its
    event."""
    search = make_search()
    events = 0
    with search_collection():
        start = time.perf_counter()
        for _event in search.events():
            events += 1
        seconds = time.perf_counter() - start
    assert search.final is not None
    return Timed(search.final, seconds, events)


def repeat_runs(make_search: Callable[[], Search], repeats: int) -> list[Timed]:
    return [time_run(make_search) for _ in range(repeats)]


def median(values: Sequence[float]) -> float:
    return statistics.median(values) if values else float("nan")


def header(title: str, runs: str) -> None:
    """Print what is measured, on what, and how many runs each median is taken over."""
    print(f"# {title}")
    print(f"# CPython {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores")
    print(f"# {runs}; figures are medians (the machine may be shared and noisy)")


def parse_int_list(text: str) -> list[int]:
    """'1-5' or '1,3,4' -> a list of ints, for seed options."""
    values: list[int] = []
    for part in text.split(","):
        low, _dash, high = part.partition("-")
        values.extend(range(int(low), int(high or low) + 1))
    return values
