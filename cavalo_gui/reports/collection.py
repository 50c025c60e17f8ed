"""How a headless process collects garbage around a search (the CLI, the benchmarks).

A search holds millions of nodes that only reference counting needs to free (a tree points from
children to parents, never in a cycle). Left in the cyclic collector's sight, each full
collection walks all of them: that halved a run's rate and stalled it for up to a second. So
automatic collection is off while a run goes, and what is alive at its end is frozen
(``gc.freeze``): the run's nodes stay out of every later collection, and are still freed by
reference counting when let go. The window does the same its own way (``app/run/worker.py``).
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def search_collection() -> Iterator[None]:
    """Automatic collection off for the block, the survivors frozen after it, and collection
    as it was before."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if was_enabled:
            gc.enable()
