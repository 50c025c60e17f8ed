"""What can be wrong with a run file, as a message value: rendered in the reader's language
at the edge (the command's stderr line, the window's dialog) from the catalogues beside this
package (``messages/en.po``, ``pt.po``)."""

from __future__ import annotations

from pathlib import Path

from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.file_error import FileError
from cavalo_gui.domains.registry import problem_file_message
from cavalo_gui.engine.message import Message, Parameter


class RunFileError(FileError, ValueError):
    """A run file that cannot be read or written: ``path`` and what is wrong, a
    :class:`Message` whose parameters may hold a puzzle's own words (its label, its reader's
    fault), each put in the reader's language too."""

    def __init__(self, path: str | Path, said: Message) -> None:
        super().__init__(path, said)
        self.said = said

    def text(self, language: str) -> str:
        """``path: what is wrong`` in ``language``; exactly ``str(self)`` in English."""
        parameters = tuple(
            (name, _in_language(name, value, language)) for name, value in self.said.parameters
        )
        return f"{self.path}: {render(Message(self.said.id, parameters), language)}"


PUZZLES_WORDS = ("puzzle", "other", "fault")
"""The parameters that hold a puzzle's own words: its label, a fault its reader found."""


def _in_language(name: str, value: Parameter, language: str) -> Parameter:
    if name in PUZZLES_WORDS and isinstance(value, str):
        return problem_file_message(value, language)
    return value
