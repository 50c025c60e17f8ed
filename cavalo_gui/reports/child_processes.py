"""Child processes for searches: forked from a server that has already imported the engine
and the domains, and started without the parent's main script.

Both the window's search process and the comparison's workers start children this way.
Forking the window's own process is unsafe (it runs Qt threads), so children come from a
fork server (a few milliseconds each), or are fresh interpreters where there is none (spawn).
"""

from __future__ import annotations

import contextlib
import multiprocessing
import sys
import threading
import types
from collections.abc import Iterator

PRELOAD = ["cavalo_gui.reports.run"]  # the engine, the knight domain and the run setups
_main_module_lock = threading.Lock()  # one thread at a time shows children the stand-in


def process_context(*preload: str) -> multiprocessing.context.BaseContext:
    """The context to start children with. ``preload`` names modules the fork server imports
    besides :data:`PRELOAD`, once, before its first child; the server is shared by the whole
    process, so modules named after it has started are imported by each child instead."""
    if "forkserver" not in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("spawn")
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload([*PRELOAD, *preload])
    return context


@contextlib.contextmanager
def no_main_script() -> Iterator[None]:
    """Start children (inside this block) without the parent's main script.

    multiprocessing runs the parent's main script again in every child (as ``__mp_main__``),
    in case something pickled for the child was defined there. Nothing a search needs is, and
    a script that imports Qt (the ``cavalo-gui`` command, a benchmark) costs each child half
    a second; the ``cavalo`` command, a tenth. The children are shown a main module without a
    file. Threads that start children (a run's worker, a comparison) take turns, so that each
    puts back the real main module, not another thread's stand-in.
    """
    with _main_module_lock:
        main = sys.modules["__main__"]
        sys.modules["__main__"] = types.ModuleType("__main__")
        try:
            yield
        finally:
            sys.modules["__main__"] = main
