"""Tracing Python's allocations (``tracemalloc``) in a test whose window runs a worker thread.

CPython 3.11 (the fix, gh-128679, came with 3.12.9 and 3.13.2) crashes when
``tracemalloc.stop()`` frees its traceback buffer while another thread waits for the GIL inside
tracemalloc's allocator hook: that thread then writes to the freed buffer. Each call of a
search worker's slot makes such a wait (PySide gives the worker's Qt thread a new Python thread
state for each call, allocated through the hook), so a test that stopped tracing while the
window's next worker was starting took the GUI test run down with a segmentation fault, once
in about six runs. Tracing stops here only once the window's worker thread has ended.
"""

from __future__ import annotations

import gc
import tracemalloc
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from cavalo_gui.app.run.controller import RunController


def traced_bytes() -> int:
    """The bytes Python has allocated since tracing started and still holds, garbage aside."""
    gc.collect()
    return tracemalloc.get_traced_memory()[0]


@contextmanager
def traced_memory(controller: RunController) -> Iterator[Callable[[], int]]:
    """Trace Python's allocations while the block runs; give :func:`traced_bytes`. At the end
    ``controller``'s worker thread is shut down first: no thread but this one can then be
    inside tracemalloc's hook when tracing stops."""
    tracemalloc.start()
    try:
        yield traced_bytes
    finally:
        controller.shutdown()
        tracemalloc.stop()
