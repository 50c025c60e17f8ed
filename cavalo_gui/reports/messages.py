"""The words of a run's report in English and Portuguese, shared by the ``cavalo`` command
(``--lang``) and the window's outcome sentence: messages of ``reports/messages/``, keyed by id,
rendered by :func:`cavalo_gui.domains.catalogues.render`.

What is translated: the statistics' names and the outcome words and sentences people read
(tables' headers and cells, the summary of ``cavalo solve``). What is not: the keys of JSON
and CSV and the field names of a results file, which programs read back, and the names of
problems and heuristics, which are the course's own.

Why a run ended is a message value of the engine's (``engine/messages/``), as is each
algorithm's label. A puzzle's own words (its label, its unit, its sentence for a state) are
not listed here: each puzzle translates its own (``Domain.translate``).
"""

from __future__ import annotations

import os
from collections.abc import Mapping

from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.languages import (
    ENGLISH,
    LANGUAGES,
    PORTUGUESE,
    format_number,
    format_significant,
    user_language,
)
from cavalo_gui.domains.registry import puzzle_text
from cavalo_gui.engine.message import Message

__all__ = [
    "ENGLISH",
    "LANGUAGES",
    "PORTUGUESE",
    "format_number",
    "format_significant",
    "language_from_environment",
    "locale_from_environment",
    "puzzle_words",
    "translate_state",
    "user_language",
    "words",
]


def locale_from_environment(environment: Mapping[str, str] | None = None) -> str:
    """The name of the user's locale as POSIX says to find it: LC_ALL, then LC_MESSAGES, then
    LANG, the first one set ("" when none is)."""
    environment = os.environ if environment is None else environment
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environment.get(variable, "")
        if value:
            return value
    return ""


def language_from_environment(environment: Mapping[str, str] | None = None) -> str:
    """The language of the user's locale (:func:`locale_from_environment`), as
    :func:`~cavalo_gui.domains.languages.user_language` decides it."""
    return user_language(None, locale_from_environment(environment))


def words(said: Message, language: str) -> str:
    """A word or a sentence of a report (``said``, a message of the catalogues) in
    ``language``."""
    return render(said, language)


def puzzle_words(text: str, language: str) -> str:
    """A puzzle's own word (its label, its unit, an option's label) in ``language``, as the
    puzzle translates it (:meth:`Domain.translate`); the text itself when it does not."""
    return puzzle_text(text, language) or text


def translate_state(said: Message | str, language: str) -> str:
    """A puzzle's sentence for a state (``describe_state``) in ``language``: its message
    rendered from the catalogues, or a plain sentence as the puzzle writes it
    (:meth:`Domain.translate`), which stays in English when no puzzle translates it."""
    if isinstance(said, Message):
        return render(said, language)
    return puzzle_text(said, language) or said
