"""A sentence as a value: a message id and its parameters, rendered into the reader's language
only at the edge (the window, the command's output), from catalogues keyed by the id.

The engine and the puzzles say what happened with a :class:`Message`; nothing decides anything
by reading a rendered text, and a rewording changes a catalogue, never the code.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Union

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
