"""What the two Blokus Uno readers share: the problem they build as they read it."""

from __future__ import annotations

from dataclasses import dataclass, field

from cavalo_gui.domains.blokus.problem import Board


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
