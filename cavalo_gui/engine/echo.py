"""A user's text quoted back in a message, short enough to read: a number of 5,000 digits is
echoed as its first digits and its length, not as a screenful."""

from __future__ import annotations

from cavalo_gui.engine.message import Message, message

LONGEST = 24  # characters echoed in full; a longer text is clipped


def echoed(text: str, quoted: bool = True) -> str | Message:
    """``text`` for a message, quoted ('abc') unless not ``quoted`` (a number said as a value);
    beyond :data:`LONGEST` characters, its start and its length ('999999999999…' (5,000
    digits))."""
    if len(text) <= LONGEST:
        return repr(text) if quoted else text
    digits = text.lstrip("+-").isdigit()
    count = sum(c.isdigit() for c in text) if digits else len(text)
    start = text[: LONGEST - 12]
    what = "echo.digits" if digits else "echo.characters"
    return message(what, start=repr(start) if quoted else start, n=count)
