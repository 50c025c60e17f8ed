"""A finished run's row is written and counted as one step: Ctrl-C (or SIGTERM) that comes
in between is held back until both are done, then stops the command as before. Without it, an
interrupted ``cavalo experiment`` once said "38 of 500 runs finished" over a file of 39 rows."""

from __future__ import annotations

import os
import signal

import pytest

from cavalo_gui.cli.options import stop_on_terminate, uninterrupted
from tests.unit.ctrl_c import ctrl_c_raises_keyboard_interrupt


@pytest.mark.parametrize("sent", [signal.SIGINT, signal.SIGTERM], ids=["ctrl-c", "term"])
def test_a_signal_inside_the_block_stops_the_command_only_after_it(sent):
    steps = []
    with ctrl_c_raises_keyboard_interrupt(), pytest.raises(KeyboardInterrupt), stop_on_terminate():
        with uninterrupted():
            steps.append("written")
            os.kill(os.getpid(), sent)
            steps.append("counted")  # still runs: the signal waits for the block's end
        steps.append("after")  # never: the held signal stops the command here
    assert steps == ["written", "counted"]
