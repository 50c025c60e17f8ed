"""The ``cavalo`` command: headless runs for people and scripts.

Each sub-command lives in its own module with ``add_parser(subparsers)`` and ``run(args)``;
bad input of any kind ends with one line on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

from cavalo_gui import __version__
from cavalo_gui.cli import compare, listing, screenshot, solve
from cavalo_gui.cli.options import EXIT_BAD_INPUT, EXIT_OK

COMMANDS = (solve, compare, screenshot, listing)


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose errors are one line on stderr, then exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="cavalo",
        description="Solve the course's puzzles (the knight game, ...) with state-space search, headless.",
    )
    parser.add_argument("--version", action="version", version=f"cavalo {__version__}")
    subparsers = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for command in COMMANDS:
        command.add_parser(subparsers)  # sub-parsers take the class of this parser
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return args.handler(args)
    except BrokenPipeError:
        # The reader of our output went away (``cavalo list | head``): nothing left to say.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK
    except (ValueError, OSError) as error:
        print(f"cavalo {args.command}: error: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        print(f"cavalo {args.command}: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
