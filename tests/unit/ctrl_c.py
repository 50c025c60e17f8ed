"""Ctrl-C as a terminal's foreground job gets it, whatever the shell that started the tests.

A shell that ignores SIGINT (a background job, ``trap '' INT``) passes SIG_IGN on to pytest and
to every process it starts, and Python then installs no handler of its own: a test that sends
SIGINT and expects KeyboardInterrupt sets the handling it relies on.
"""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def ctrl_c_raises_keyboard_interrupt() -> Iterator[None]:
    """Python's own SIGINT handler for the block; the handler before it afterwards. A handler
    (not SIG_IGN) is also what lets a child process start with SIGINT at its default."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
