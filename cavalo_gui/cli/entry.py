"""The ``cavalo`` command's entry point. The command's modules take a few tenths of a second
to import; a Ctrl-C meanwhile ends the command as one later would (a line, status 130), not
with a traceback."""

from __future__ import annotations

import sys

EXIT_INTERRUPTED = 130  # as shells report a process ended by SIGINT (128 + 2)


def main() -> int:
    try:
        from cavalo_gui.cli.main import main as run_command
    except KeyboardInterrupt:
        print("cavalo: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    return run_command()
