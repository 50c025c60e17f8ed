"""The one base of every error about a file the program reads or writes (a problem file, a
results file, an experiment's rows, an output path): it names the file and, when the fault is
at one place, its line and column, so that a reader of any of them reports it the same way."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.languages import ENGLISH
from cavalo_gui.engine.message import Message, message


class FileError(Exception):
    """A file that cannot be read or written: ``path``, ``line`` and ``column`` (1-based, None
    when the fault is not at one place) and ``message``, what is wrong there. It reads
    ``path, line L, column C: message``, the missing parts left out; a :class:`Message` is
    rendered in English there, and in the reader's language by whoever shows the error.

    A subclass also derives from the built-in error its callers catch (``ValueError`` for a
    file's contents, ``OSError`` for a file that cannot be opened or written)."""

    def __init__(
        self,
        path: str | Path,
        message: str | Message,
        line: int | None = None,
        column: int | None = None,
    ) -> None:
        super().__init__(message)
        self.path = str(path)
        self.message = message
        self.line = line
        self.column = column

    def __str__(self) -> str:
        return self.text(ENGLISH)

    def text(self, language: str = ENGLISH) -> str:
        """The whole error in ``language``: ``path, line L, column C: what is wrong`` (a
        message still written as English text stays English)."""
        if isinstance(self.message, Message):
            return self.placed(render(self.message, language), language)
        return self.placed(self.message, language)

    def placed(self, what: str, language: str = ENGLISH) -> str:
        """``what``, said of this error's file, line and column, in ``language``."""
        if self.line is None:
            return render(message("file.where", path=self.path, what=what), language)
        if self.column is None:
            said = message("file.where-line", path=self.path, line=self.line, what=what)
            return render(said, language)
        said = message(
            "file.where-line-column", path=self.path, line=self.line, column=self.column, what=what
        )
        return render(said, language)

    @property
    def english_message(self) -> str:
        """What is wrong, in English."""
        if isinstance(self.message, Message):
            return render(self.message)
        return self.message

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled by its fields, whatever a subclass's constructor takes (the pool workers
        of ``cavalo compare`` and ``experiment`` send errors back to the main process)."""
        return _rebuilt, (type(self), self.path, self.message, self.line, self.column)


def _rebuilt(
    kind: type[FileError],
    path: str,
    message: str | Message,
    line: int | None,
    column: int | None,
) -> FileError:
    error = kind.__new__(kind)
    FileError.__init__(error, path, message, line, column)
    return error
