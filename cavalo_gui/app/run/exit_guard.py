"""Threads the windows own are ended before Qt is torn down, even if nobody closed a window.

A script that opens a window and just returns (no ``exec``, no close) would leave a run's
worker thread, or a comparison's, running while the interpreter exits, and Qt answers a
``QThread`` destroyed while running with an abort. Owners register here; at exit each one
still alive is asked to ``shutdown()``, as closing its window would. The hook is registered
with the first owner, after Qt's own exit hook (which tears Qt down), so that it runs before it:
exit hooks run in the reverse order of their registration.
"""

from __future__ import annotations

import atexit
import contextlib
import weakref
from typing import Protocol


class ThreadOwner(Protocol):
    def shutdown(self) -> None: ...


_owners: weakref.WeakSet[ThreadOwner] = weakref.WeakSet()


def shut_down_at_exit(owner: ThreadOwner) -> None:
    """Have ``owner.shutdown()`` called at exit if ``owner`` is still alive then."""
    if not _owners:
        atexit.unregister(_shut_down_owners)
        atexit.register(_shut_down_owners)  # after Qt's hook, so before it at exit
    _owners.add(owner)


def _shut_down_owners() -> None:
    for owner in list(_owners):
        with contextlib.suppress(RuntimeError):  # its Qt side is already gone
            owner.shutdown()
