"""A sentence as a value: a message id and its parameters, rendered into the reader's language
only at the edge (the window, the command's output), from catalogues keyed by the id.

The engine and the puzzles say what happened with a :class:`Message`; nothing decides anything
by reading a rendered text, and a rewording changes a catalogue, never the code.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Union

Parameter = Union[int, float, str, "Message", "Decimals"]
"""What a message's parameter may be: a count, a number, a token kept as it is (a name, a
path, a quoted word), or another message rendered in the same language."""


@dataclass(frozen=True, slots=True)
class Decimals:
    """A number to be written with exactly ``places`` decimals, in the reader's way."""

    value: float
    places: int


@dataclass(frozen=True, slots=True)
class Message:
    """What to say: ``id`` names the sentence in the catalogues, ``parameters`` fill its
    places. Two equal messages say the same thing in every language."""

    id: str
    parameters: tuple[tuple[str, Parameter], ...] = ()

    @property
    def arguments(self) -> Mapping[str, Parameter]:
        return dict(self.parameters)


def message(id: str, **parameters: Parameter) -> Message:
    """The message ``id`` with its named ``parameters``: ``message("file.missing")``."""
    return Message(id, tuple(sorted(parameters.items())))


def _id_only(said: Message, language: str | None = None) -> str:
    return said.id


_renderer: Callable[..., str] = _id_only
"""How a message is said: ``renderer(message)`` in English, ``renderer(message, language)``
in another language; the catalogues' renderer, which registers itself (:func:`set_renderer`)
when they are imported, the engine having no catalogue reader of its own."""


def set_renderer(render: Callable[..., str]) -> None:
    """Use ``render`` to say a :class:`MessageError`."""
    global _renderer
    _renderer = render


class Text(str):
    """A fixed text (an algorithm's label or description, a puzzle's label, unit, option words,
    a heuristic's or a bundled problem's description) as a message: its English where code
    takes a string, and its message id, which the window and the reports render in the
    reader's language.

    The English comes from the catalogue (through the registered renderer), so that each text
    is written once, in its package's ``messages/en.po``; nothing looks a text up by its
    English."""

    id: str

    def __new__(cls, id: str) -> Text:
        text = super().__new__(cls, _renderer(Message(id)))
        text.id = id
        return text

    def __reduce__(self) -> tuple[Any, ...]:
        return Text, (self.id,)

    @property
    def said(self) -> Message:
        """The text as a message value."""
        return Message(self.id)


class MessageError(ValueError):
    """Bad input refused with a sentence as a value (a bad option, an unknown problem): ``said``,
    English in ``str()``, in the reader's language by :meth:`text`."""

    def __init__(self, said: Message) -> None:
        super().__init__(said)
        self.said = said

    def __str__(self) -> str:
        return _renderer(self.said)

    def text(self, language: str) -> str:
        """What is wrong, in ``language``."""
        return _renderer(self.said, language)
