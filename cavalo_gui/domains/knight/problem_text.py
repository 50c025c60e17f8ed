"""What the two problem-file readers share: the fault they raise, the problem they build,
and the checks of numbers that both formats make."""

from __future__ import annotations

from dataclasses import dataclass, field

from cavalo_gui.domains.knight.board import Board, square_name
from cavalo_gui.domains.problem_files import TextFault, integer_value, shown

MAX_TARGET = 999_999_999


@dataclass
class Draft:
    """One problem as read, before the caller's target is applied."""

    label: str  # how messages call it: "problem A", "board 2"
    line: int
    name: str
    board: Board | None = None
    target: int | None = None
    seed: int | None = None
    description: list[str] = field(default_factory=list)


def whole_number(token: str, number: int, what: str, largest: int) -> int:
    value = integer_value(token)
    if value is None:
        raise TextFault(number, f"{what} must be a whole number, found {shown(token)}")
    if value < 0:
        raise TextFault(number, f"{what} must be 0 or more, found {shown(token)}")
    if value > largest:
        raise TextFault(number, f"{what} is too large: at most {largest}, found {shown(token)}")
    return value


def place_number(
    value: int | None, square: int, number: int, label: str, places: dict[int, tuple[int, int]]
) -> None:
    """Remember where ``value`` stands; TextFault when the board already has it."""
    if value is None:
        return
    if value in places:
        first_square, first_line = places[value]
        raise TextFault(
            number,
            f"number {value:02d} appears twice on {label}, at {square_name(first_square)} "
            f"(line {first_line}) and {square_name(square)}",
        )
    places[value] = (square, number)
