"""The ``cavalo`` and ``cavalo-gui`` commands' own errors about their arguments, in the
user's language: argparse's (an unknown option, a bad choice, a missing value) and the checks
of our options (a bad ``--seed``, a ``--range`` that is empty), each one line on stderr and
exit status 2. Below the app and the CLI, so that both commands share it.

argparse writes its errors through gettext's ``_()``; while the command line is parsed in
Portuguese, that hook gives argparse the catalogue's text for each of its templates (the
templates are gettext message ids, English, as gettext keys them). Every ``--help`` stays as
it is: no help text is in the catalogue.
"""

from __future__ import annotations

import argparse
import contextlib
from collections.abc import Iterator, Mapping, Sequence
from contextvars import ContextVar
from typing import NoReturn

from cavalo_gui.domains.catalogues import MessageError, render
from cavalo_gui.domains.languages import ENGLISH, LANGUAGES, PORTUGUESE
from cavalo_gui.engine.message import Message, message

BAD_ARGUMENTS = 2
"""argparse's status for bad arguments, which ``cavalo`` and ``cavalo-gui`` both keep."""

_LANGUAGE: ContextVar[str] = ContextVar("cavalo_argument_language", default=ENGLISH)

ARGPARSE_IDS: Mapping[str, str] = {
    "argument %(argument_name)s: %(message)s": "cli.argparse.argument",
    "ambiguous option: %(option)s could match %(matches)s": "cli.argparse.ambiguous",
    "unrecognized arguments: %s": "cli.argparse.unrecognized",
    "not allowed with argument %s": "cli.argparse.not-allowed-with",
    "ignored explicit argument %r": "cli.argparse.ignored-explicit",
    "the following arguments are required: %s": "cli.argparse.required",
    "one of the arguments %s is required": "cli.argparse.one-required",
    "expected one argument": "cli.argparse.expected-one",
    "expected at most one argument": "cli.argparse.expected-at-most-one",
    "expected at least one argument": "cli.argparse.expected-at-least-one",
    "expected %s argument": "cli.argparse.expected-n",
    "invalid choice: %(value)r (choose from %(choices)s)": "cli.argparse.invalid-choice",
    "invalid %(type)s value: %(value)r": "cli.argparse.invalid-value",
    "can't open '%(filename)s': %(error)s": "cli.argparse.cannot-open",
    "unexpected option string: %s": "cli.argparse.unexpected-option",
}
"""argparse's error templates (its gettext message ids) and the catalogue's id for each."""


class OptionError(argparse.ArgumentTypeError, MessageError):
    """An option's value, or a combination of options, the command refuses: ``said`` is what
    is wrong, rendered in the language of the command line being read (English outside)."""

    def __init__(self, said: Message) -> None:
        MessageError.__init__(self, said)

    def __str__(self) -> str:
        return render(self.said, _LANGUAGE.get())


def option_error(id: str, **parameters: object) -> OptionError:
    """The :class:`OptionError` saying the message ``id`` with its ``parameters``."""
    return OptionError(message(id, **parameters))  # type: ignore[arg-type]


def error_line(what: str, language: str) -> str:
    """``error: what`` in ``language``, the line every refusal of the command ends with."""
    return render(message("cli.error", what=what), language)


def warning_line(what: str, language: str) -> str:
    """``warning: what`` in ``language``, a line about something the command will not use."""
    return render(message("cli.warning", what=what), language)


def language_before_parsing(
    argv: Sequence[str], environment: Mapping[str, str] | None = None
) -> str:
    """The language the command line asks for (its last ``--lang pt|en``), else the locale's:
    known before argparse reads it, so that argparse's own errors are said in it."""
    from cavalo_gui.reports.messages import locale_from_environment, user_language

    chosen = None
    for index, argument in enumerate(argv):
        value = None
        if argument == "--lang" and index + 1 < len(argv):
            value = argv[index + 1]
        elif argument.startswith("--lang="):
            value = argument.partition("=")[2]
        if value in LANGUAGES:
            chosen = value
    return user_language(chosen, locale_from_environment(environment))


def _gettext(text: str) -> str:
    said = ARGPARSE_IDS.get(text)
    return text if said is None else render(message(said), _LANGUAGE.get())


def _ngettext(singular: str, plural: str, n: int) -> str:
    said = ARGPARSE_IDS.get(singular)
    if said is None:
        return singular if n == 1 else plural
    return render(message(said, n=n), _LANGUAGE.get())


@contextlib.contextmanager
def speaking(language: str) -> Iterator[None]:
    """While it lasts, argument errors (argparse's and :class:`OptionError`) are written in
    ``language``."""
    token = _LANGUAGE.set(language)
    patched = language == PORTUGUESE
    if patched:
        saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]
        argparse._, argparse.ngettext = _gettext, _ngettext  # type: ignore[attr-defined]
    try:
        yield
    finally:
        if patched:
            argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]
        _LANGUAGE.reset(token)


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose errors are one line on stderr, in the user's language, then
    exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(BAD_ARGUMENTS, f"{self.prog}: {error_line(message, _LANGUAGE.get())}\n")
