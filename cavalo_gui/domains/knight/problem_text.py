"""What the two problem-file readers share: the fault they raise, the problem they build,
and the checks of numbers that both formats make."""

from __future__ import annotations

from dataclasses import dataclass, field

from cavalo_gui.domains.knight.board import Board, square_name
from cavalo_gui.domains.problem_drafts import ProblemDraft
from cavalo_gui.domains.problem_files import TextFault, integer_value, shown
from cavalo_gui.engine.message import Message, message

MAX_TARGET = 999_999_999


@dataclass
class Draft(ProblemDraft[Board]):
    """One problem as read, before the caller's target is applied."""

    target: int | None = None
    seed: int | None = None
    description: list[str] = field(default_factory=list)
    generated: Message | None = None  # a description the reader made (no file says one)


def found(values: list[str]) -> Message:
    """What was found where one thing was wanted: the words quoted, or nothing."""
    if not values:
        return message("file.found-nothing")
    return message("file.found-token", token=shown(" ".join(values)))


def whole_number(token: str, number: int, what: Message, largest: int) -> int:
    value = integer_value(token)
    if value is None:
        raise TextFault(number, message("knight.not-whole", what=what, token=shown(token)))
    if value < 0:
        raise TextFault(number, message("knight.negative", what=what, token=shown(token)))
    if value > largest:
        raise TextFault(
            number, message("knight.too-large", what=what, largest=largest, token=shown(token))
        )
    return value


def place_number(
    value: int | None,
    square: int,
    number: int,
    label: Message,
    places: dict[int, tuple[int, int]],
) -> None:
    """Remember where ``value`` stands; TextFault when the board already has it."""
    if value is None:
        return
    if value in places:
        first_square, first_line = places[value]
        twice = message(
            "knight.twice",
            value=f"{value:02d}",
            label=label,
            first=square_name(first_square),
            line=first_line,
            second=square_name(square),
        )
        raise TextFault(number, twice)
    places[value] = (square, number)
