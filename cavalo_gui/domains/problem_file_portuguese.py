"""Problem-file error messages in Portuguese: the pieces every puzzle's reader shares when its
own ``portuguese.py`` writes its messages again ("problem A" is "problema A", "board 2" is
"tabuleiro 2", "found 9" is "encontraram-se 9"). The messages :mod:`.problem_files` writes
itself are message values, rendered from the catalogues in ``domains/messages/``.

A message is matched whole against a regular expression and written again by its writer; the
quoted tokens, the numbers, the names and the paths it holds are kept as they are. A message
with no Portuguese shape is left to its caller, who shows the English.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

Shape = tuple[re.Pattern[str], Callable[..., str | None]]
"""A message's shape: its regular expression, and the writer of its Portuguese, which takes the
expression's groups in order (and may answer None for a part it cannot write)."""

LABEL = r"((?:problem|board) [A-Za-z0-9_.+-]+)"
"""How a reader names a problem in its messages: "problem A", "board 2"."""

TOKEN = r"((?:'.*'|\".*\"))"
"""A token as a message quotes it (``shown``, Python's repr): kept as it is."""


def shape(pattern: str, write: Callable[..., str | None]) -> Shape:
    return re.compile(pattern), write


def translate_shapes(text: str, shapes: Iterable[Shape]) -> str | None:
    """``text`` written again by the first shape it matches whole; None when none does (or
    its writer cannot write it)."""
    for pattern, write in shapes:
        match = pattern.fullmatch(text)
        if match is not None:
            return write(*match.groups())
    return None


def label(text: str) -> str:
    """A problem's name in a message, in Portuguese: "problema A", "tabuleiro 2"."""
    kind, _, name = text.partition(" ")
    return f"{'problema' if kind == 'problem' else 'tabuleiro'} {name}"


def count(number: str | int, one: str, many: str) -> str:
    """``number`` and its noun, in the singular for 1: "1 linha", "9 linhas"."""
    return f"{number} {one if int(number) == 1 else many}"


def expected(number: str | int) -> str:
    """ "esperava-se" before one thing, "esperavam-se" before several."""
    return "esperava-se" if int(number) == 1 else "esperavam-se"


def found(number: str | int) -> str:
    """ "encontrou-se 1", "encontraram-se 9": how many were found."""
    return f"encontrou-se {number}" if int(number) == 1 else f"encontraram-se {number}"


def found_token(token: str | None) -> str:
    """ "encontrou-se 'x'" for a quoted token; "não se encontrou nenhum" for the word nothing
    that some messages write instead of a token."""
    return "não se encontrou nenhum" if token in (None, "nothing") else f"encontrou-se {token}"
