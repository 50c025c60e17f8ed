"""The ``cavalo`` command's entry point. The command's modules take a few tenths of a second
to import; a Ctrl-C meanwhile ends the command as one later would (a line, status 130), not
with a traceback."""

from __future__ import annotations

import sys

from cavalo_gui.cli.exit_status import EXIT_INTERRUPTED


def main() -> int:
    try:
        from cavalo_gui.cli.main import main as run_command
    except KeyboardInterrupt:
        print("cavalo: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    return run_command()
