"""An interrupt that says which signal it was: a command stopped by ``kill`` (SIGTERM) ends
with status 143, one stopped by Ctrl-C (SIGINT) with 130, as shells report them."""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any


class SignalInterrupt(KeyboardInterrupt):
    """A command stopped by the signal ``number`` after it cleaned up behind itself."""

    def __init__(self, number: int) -> None:
        super().__init__(number)
        self.number = number


def exit_status_of(interrupt: KeyboardInterrupt) -> int:
    """128 + the signal's number: 130 for Ctrl-C (a plain KeyboardInterrupt), 143 for SIGTERM."""
    number = interrupt.number if isinstance(interrupt, SignalInterrupt) else signal.SIGINT
    return 128 + int(number)


@contextmanager
def signals_held() -> Iterator[None]:
    """Hold Ctrl-C and SIGTERM back until the block has run, then let them in (to the handlers
    the program had): a step that must be done whole or not at all. The signals are noted by
    a handler of the block's own, not masked: a signal to the process may reach any of its
    threads. Only the main thread can set handlers; elsewhere the block runs as it is."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    held: list[int] = []

    def hold(number: int, _frame: Any) -> None:
        held.append(number)

    previous = {number: signal.signal(number, hold) for number in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)
        if held:
            signal.raise_signal(held[0])
