"""The ``cavalo`` command: headless runs for people and scripts.

Each sub-command lives in its own module with ``add_parser(subparsers)`` and ``run(args)``;
bad input of any kind ends with one line on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from cavalo_gui import __version__
from cavalo_gui.cli import (
    animate,
    check,
    compare,
    experiment,
    inspect_heuristic,
    listing,
    screenshot,
    solve,
)
from cavalo_gui.cli.exit_status import EXIT_BAD_INPUT, EXIT_NO_OUTPUT
from cavalo_gui.domains.catalogues import MessageError, render
from cavalo_gui.domains.file_error import FileError
from cavalo_gui.domains.problem_files import ProblemFileError
from cavalo_gui.domains.registry import problem_file_error_text
from cavalo_gui.engine.message import Message, message
from cavalo_gui.reports.argument_errors import (
    OneLineParser,
    error_line,
    language_before_parsing,
    speaking,
)
from cavalo_gui.reports.compare import serve_frozen_worker
from cavalo_gui.reports.interrupts import exit_status_of
from cavalo_gui.reports.messages import (
    LANGUAGES,
    PORTUGUESE,
    locale_from_environment,
    user_language,
)

COMMANDS = (solve, inspect_heuristic, compare, experiment, screenshot, animate, listing, check)


class StandardOutputError(OSError):
    """Standard output could not be written (closed with ``>&-``, a full disk behind
    ``> file``): the message says which output failed, as every other output's message does;
    ``said`` is that message as a value, English in ``str()``."""

    def __init__(self, said: Message) -> None:
        super().__init__(render(said))
        self.said = said


class NamedOutput:
    """Standard output, whose write failures raise :class:`StandardOutputError` naming it;
    everything else is the wrapped stream's. ``closed``: the caller closed it, and any
    write fails."""

    def __init__(self, stream: TextIO, closed: bool = False) -> None:
        self.stream = stream
        self.closed_by_caller = closed

    def _failed(self, error: OSError) -> StandardOutputError:
        reason = error.strerror or str(error)
        return StandardOutputError(message("cli.output-failed", reason=reason))

    def write(self, text: str) -> int:
        if self.closed_by_caller:
            raise StandardOutputError(message("cli.output-closed"))
        try:
            return self.stream.write(text)
        except BrokenPipeError:
            raise
        except OSError as error:
            raise self._failed(error) from None

    def flush(self) -> None:
        try:
            self.stream.flush()
        except BrokenPipeError:
            raise
        except OSError as error:
            raise self._failed(error) from None

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


def _open_closed_standard_streams() -> set[int]:
    """Give the null device to standard input, output or error if the caller closed them
    (``>&-``), so that no file the command opens takes their number, where a later write to
    standard output (or a worker's) would land; returns the numbers that were closed."""
    closed = set()
    for number in (0, 1, 2):
        try:
            os.fstat(number)
        except OSError:
            closed.add(number)
    for number in sorted(closed):
        null = os.open(os.devnull, os.O_RDWR)
        if null != number:
            os.dup2(null, number)
            os.close(null)
    return closed


def _null_stream() -> TextIO:
    """A text stream to the null device, in place of a standard stream the caller closed."""
    return open(os.devnull, "w", encoding="utf-8")


def _discard_standard_output() -> None:
    """Send what is left of standard output to the null device, so that the interpreter's
    last flush does not fail again with a second message."""
    with contextlib.suppress(OSError, ValueError, io.UnsupportedOperation):
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def _say(line: str) -> None:
    """``line`` on standard error; if that cannot be written either (its reader went away),
    nothing, and nothing later."""
    try:
        print(line, file=sys.stderr, flush=True)
    except (OSError, ValueError):
        with contextlib.suppress(OSError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), 2)


EXIT_STATUS_HELP = (
    "exit status: 0 when every run was solved or proved unsolvable; 1 when a budget or a "
    "limit ended a run; 2 for bad input; 3 when standard output could not be written "
    "(closed, full, or its reader went away); 130 when interrupted (Ctrl-C)"
)


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="cavalo",
        description=("Solve the course's puzzles with state-space search, headless."),
        epilog=EXIT_STATUS_HELP,
    )
    parser.add_argument("--version", action="version", version=f"cavalo {__version__}")
    parser.add_argument(*LANGUAGE_OPTION, **LANGUAGE_HELP, default=None)
    subparsers = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for command in COMMANDS:
        command.add_parser(subparsers)  # sub-parsers take the class of this parser
    for subparser in subparsers.choices.values():  # before or after the command's name
        subparser.add_argument(*LANGUAGE_OPTION, **LANGUAGE_HELP, default=argparse.SUPPRESS)
    return parser


LANGUAGE_OPTION = ("--lang",)
LANGUAGE_HELP = {
    "choices": LANGUAGES,
    "help": "the language of summaries, Markdown tables and results files' notes: pt or en "
    "(default: from LC_ALL, LC_MESSAGES or LANG); JSON and CSV keys stay English",
}


def main(argv: Sequence[str] | None = None) -> int:
    closed = _open_closed_standard_streams()
    if sys.stderr is None or 2 in closed:
        sys.stderr = _null_stream()
    serve_frozen_worker()
    parser = build_parser()
    with speaking(language_before_parsing(sys.argv[1:] if argv is None else argv)):
        args = parser.parse_args(argv)
    args.lang = user_language(args.lang, locale_from_environment())
    output = sys.stdout
    if output is None or 1 in closed:
        sys.stdout = NamedOutput(_null_stream(), closed=True)  # type: ignore[assignment]
    else:
        sys.stdout = NamedOutput(output)  # type: ignore[assignment]
    try:
        status = args.handler(args)
        sys.stdout.flush()
        return status
    except BrokenPipeError:
        # The reader of our output went away (``cavalo list | head``): nothing left to say.
        _discard_standard_output()
        with contextlib.suppress(OSError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), 2)
        return EXIT_NO_OUTPUT
    except StandardOutputError as error:
        _discard_standard_output()
        _say(f"cavalo {args.command}: {error_line(render(error.said, args.lang), args.lang)}")
        return EXIT_NO_OUTPUT
    except (ValueError, OSError) as error:
        if isinstance(error, MessageError):
            text = error_line(error.text(args.lang), args.lang)
        elif isinstance(error, ProblemFileError) and args.lang == PORTUGUESE:
            text = f"erro: {problem_file_error_text(error, args.lang)}"
        elif isinstance(error, FileError) and args.lang == PORTUGUESE:
            text = f"erro: {error.text(args.lang)}"
        else:
            text = error_line(str(error), args.lang)
        _say(f"cavalo {args.command}: {text}")
        return EXIT_BAD_INPUT
    except KeyboardInterrupt as interrupt:
        _say(f"cavalo {args.command}: {render(message('cli.interrupted'), args.lang)}")
        return exit_status_of(interrupt)
    finally:
        sys.stdout = output


if __name__ == "__main__":
    sys.exit(main())
