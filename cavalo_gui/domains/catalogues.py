"""The catalogues that render a :class:`~cavalo_gui.engine.message.Message` in English or
Portuguese: gettext ``.po`` files read with Babel, one pair per package that speaks
(``<package>/messages/en.po`` and ``pt.po``), keyed by message id.

A package's catalogue lives in its own folder, so a new puzzle brings its sentences with it
and nothing is registered. Numbers are written by :func:`.languages.format_number`; an entry
with plural forms chooses one by its ``n`` parameter, by the language's own plural rule.
"""

from __future__ import annotations

import gettext
import string
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from babel.messages.pofile import read_po

from cavalo_gui.domains.languages import (
    ENGLISH,
    LANGUAGES,
    LOCALES,
    format_number,
    format_short,
)
from cavalo_gui.engine.message import Decimals, Message, MessageError, Text, set_renderer

__all__ = [
    "CatalogueError",
    "Entry",
    "MessageError",
    "Text",
    "entries",
    "render",
    "said_of",
]

PACKAGE = Path(__file__).resolve().parents[1]
"""The ``cavalo_gui`` folder, under which every ``messages/<language>.po`` is found."""


class CatalogueError(Exception):
    """A catalogue that cannot be used: a message id in two catalogues, or a file Babel
    cannot read; a defect of the program, found by its tests."""


def said_of(text: str) -> Message | str:
    """``text`` as a message parameter: a puzzle's :class:`Text` as its message, rendered in
    the reader's language; any other text as it is written."""
    return text.said if isinstance(text, Text) else text


@dataclass(frozen=True, slots=True)
class Entry:
    """A message's templates in one language: one form, or one per plural category."""

    forms: tuple[str, ...]
    plural: Any = None


def catalogue_files(language: str) -> list[Path]:
    """Every catalogue of ``language`` in the package, in a stable order."""
    return sorted(PACKAGE.rglob(f"messages/{language}.po"))


@cache
def entries(language: str) -> Mapping[str, Entry]:
    """Every message id of ``language``'s catalogues and its templates."""
    found: dict[str, Entry] = {}
    for path in catalogue_files(language):
        with path.open("rb") as stream:
            catalogue = read_po(stream, locale=LOCALES[language])
        plural = gettext.c2py(catalogue.plural_expr)
        for item in catalogue:
            if not item.id:
                continue
            key = item.id[0] if isinstance(item.id, tuple) else item.id
            if key in found:
                raise CatalogueError(f"{path}: message id {key!r} is in another catalogue too")
            if isinstance(item.string, tuple):
                found[key] = Entry(tuple(item.string), plural)
            else:
                found[key] = Entry((item.string,))
    return found


class _Writer(string.Formatter):
    """Fills a template's places: numbers in the language's way, messages rendered."""

    def __init__(self, language: str) -> None:
        self.language = language

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec == "lower":
            return self.format_field(value, "").lower()
        if isinstance(value, Message):
            return render(value, self.language)
        if isinstance(value, Decimals):
            return format_number(value.value, value.places, self.language)
        if isinstance(value, int) and not isinstance(value, bool) and format_spec != "raw":
            return format_number(value, 0, self.language)
        if isinstance(value, float):
            return format_short(value, self.language)
        return super().format_field(value, "" if format_spec == "raw" else format_spec)


def render(message: Message, language: str = ENGLISH) -> str:
    """``message`` in ``language``: its catalogue entry filled with its parameters."""
    if language not in LANGUAGES:
        language = ENGLISH
    entry = entries(language).get(message.id)
    if entry is None:
        raise CatalogueError(f"message id {message.id!r} has no {language} text")
    arguments = message.arguments
    template = entry.forms[0]
    if entry.plural is not None:
        template = entry.forms[min(entry.plural(int(arguments["n"])), len(entry.forms) - 1)]
    return _Writer(language).vformat(template, (), arguments)


set_renderer(render)
