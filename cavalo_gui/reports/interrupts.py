"""An interrupt that says which signal it was: a command stopped by ``kill`` (SIGTERM) ends
with status 143, one stopped by Ctrl-C (SIGINT) with 130, as shells report them."""

from __future__ import annotations

import signal


class SignalInterrupt(KeyboardInterrupt):
    """A command stopped by the signal ``number`` after it cleaned up behind itself."""

    def __init__(self, number: int) -> None:
        super().__init__(number)
        self.number = number


def exit_status_of(interrupt: KeyboardInterrupt) -> int:
    """128 + the signal's number: 130 for Ctrl-C (a plain KeyboardInterrupt), 143 for SIGTERM."""
    number = interrupt.number if isinstance(interrupt, SignalInterrupt) else signal.SIGINT
    return 128 + int(number)
