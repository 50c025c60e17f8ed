"""The words of a problem as the puzzles' own formats write them, so that what a writer
writes its reader reads back: a name of one word, descriptions whose spacing is the
format's, and nothing a reader refuses (a '#', which starts a comment, or a control
character). Every puzzle's writer checks its problem here before it writes a line."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

from cavalo_gui.engine.echo import echoed
from cavalo_gui.engine.message import Message, MessageError, message

_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.+-]{0,39}")
_NOT_IN_A_NAME = re.compile(r"[^A-Za-z0-9_.+-]+")
_REFUSED = frozenset(("Cc", "Cs", "Co", "Cn"))  # control, surrogate, private, unassigned


def is_written_name(name: str) -> bool:
    """Whether the formats hold ``name``: one word of letters, digits, '.', '+', '-' or '_',
    beginning with a letter or a digit, at most 40 characters."""
    return _NAME.fullmatch(name) is not None


def name_from_file(source: str) -> str:
    """A problem name the formats hold, made from a file's name (``my board (1).dat`` gives
    ``my-board-1``, with room for a ``-2`` after it): a board named after its file can then
    be saved and read back. ``board`` when nothing of the name is left."""
    stem = Path(source).stem if source and not source.startswith("<") else ""
    name = _NOT_IN_A_NAME.sub("-", stem).strip("-_.+")[:32].rstrip("-_.+")
    return name if is_written_name(name) else "board"


def written_description(text: str) -> str:
    """``text`` as a format writes and reads it back: its paragraphs (split at line breaks),
    each with its words one space apart, empty ones left out."""
    paragraphs = (" ".join(paragraph.split()) for paragraph in text.split("\n"))
    return "\n".join(paragraph for paragraph in paragraphs if paragraph)


def unwritable(name: str, description: str) -> Message | None:
    """Why a problem called ``name`` with ``description`` cannot be written, or None."""
    if not is_written_name(name):
        return message("problem.unwritable-name", name=echoed(name))
    if "#" in description:
        return message("problem.unwritable-hash", name=name)
    for character in written_description(description):
        if character != "\n" and unicodedata.category(character) in _REFUSED:
            code = f"U+{ord(character):04X}"
            return message("problem.unwritable-character", name=name, code=code)
    return None


def check_writable(name: str, description: str) -> None:
    """:class:`MessageError` (a ValueError) saying why, if the problem cannot be written."""
    reason = unwritable(name, description)
    if reason is not None:
        raise MessageError(reason)
