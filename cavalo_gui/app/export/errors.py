"""The exports' refusals and failures as messages, so that the window's dialog
(:func:`cavalo_gui.app.i18n.error_text`) and ``cavalo screenshot`` say them in the reader's
language."""

from __future__ import annotations

from pathlib import Path

from cavalo_gui.engine.message import MessageError, message


class ExportError(MessageError, OSError):
    """A picture, chart or drawing that could not be written: an ``OSError`` for its callers,
    said as a message."""


def not_written(what: str, path: str | Path) -> ExportError:
    """``could not write the <what> <path>``: ``what`` is ``screenshot``, ``chart`` or
    ``drawing``."""
    return ExportError(message(f"export.not-written.{what}", path=str(path)))


def refused(id: str, **parameters: str | int) -> MessageError:
    """The export's message ``export.<id>`` as a refusal of what was asked (a ValueError)."""
    return MessageError(message(f"export.{id}", **parameters))
