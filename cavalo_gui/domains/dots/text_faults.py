"""What the two Dots and Boxes readers share: the fault they raise, the problem they build
before its target is settled, and the reading of a whole number."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from cavalo_gui.domains.dots.board import DotsBoard

_INTEGER = re.compile(r"[+-]?[0-9]+")
_LARGEST = 10**6


class TextFault(Exception):
    """A fault at one line of the text; the caller adds the file name."""

    def __init__(self, line: int | None, message: str) -> None:
        super().__init__(line, message)
        self.line = line
        self.message = message


@dataclass
class Draft:
    """One problem as read, before the caller's target is applied."""

    label: str  # how messages call it: "problem A", "board 2"
    line: int
    name: str
    board: DotsBoard | None = None
    target: int | None = None
    target_line: int | None = None
    description: list[str] = field(default_factory=list)


def shown(token: str) -> str:
    """A token quoted for a message, clipped so that a runaway token stays readable."""
    return repr(token if len(token) <= 24 else token[:21] + "...")


def whole_number(token: str, line: int, what: str) -> int:
    """The value of ``token``, a whole number 0 or more; TextFault naming ``what`` otherwise.
    Huge numbers are not handed to int() (which refuses thousands of digits)."""
    if not _INTEGER.fullmatch(token):
        raise TextFault(line, f"{what} must be a whole number, found {shown(token)}")
    if token.startswith("-") and token.strip("-0"):
        raise TextFault(line, f"{what} must be 0 or more, found {shown(token)}")
    digits = token.lstrip("+-").lstrip("0") or "0"
    if len(digits) > 7 or int(digits) > _LARGEST:
        raise TextFault(line, f"{what} is far too large: {shown(token)}")
    return int(digits)
