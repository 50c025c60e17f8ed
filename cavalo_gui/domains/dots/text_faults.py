"""What the two Dots and Boxes readers share: the fault they raise, the problem they build
before its target is settled, and the reading of a whole number."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from cavalo_gui.domains.dots.board import DotsBoard
from cavalo_gui.domains.problem_files import TextFault, shown

_INTEGER = re.compile(r"[+-]?[0-9]+")
_LARGEST = 10**6


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
