"""What the two Blokus Uno readers share: the fault they raise and the problem they build."""

from __future__ import annotations

from dataclasses import dataclass, field

from cavalo_gui.domains.blokus.problem import Board


class TextFault(Exception):
    """A fault at one line of the text (None: the whole text); the caller adds the file."""

    def __init__(self, line: int | None, message: str) -> None:
        super().__init__(line, message)
        self.line = line
        self.message = message


@dataclass
class Draft:
    """One problem as read: ``label`` is how messages call it ("problem A", "board 2")."""

    label: str
    line: int
    name: str
    board: Board | None = None
    board_line: int | None = None
    row_lines: tuple[int, ...] = ()
    stock: tuple[int, int, int] | None = None
    description: list[str] = field(default_factory=list)


def shown(token: str) -> str:
    """A token quoted for a message, clipped so that a runaway token stays readable."""
    return repr(token if len(token) <= 24 else token[:21] + "...")
