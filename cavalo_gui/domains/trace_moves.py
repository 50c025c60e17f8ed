"""How a puzzle reads a move as someone else's trace writes it (docs/own-search.md).

A puzzle's problem may offer ``parse_trace_move(token)``: the token as the trace holds it (a
string, a number, a list such as the course's ``(line column)`` pair) turned into the label
its successors give that move, or a :class:`MessageError` saying why it is not a move. A
puzzle without it reads a move as the label itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cavalo_gui.engine.echo import echoed
from cavalo_gui.engine.message import MessageError, message
from cavalo_gui.engine.problem import Problem


def label_as_written(token: Any) -> str:
    """A move written as its label: a string or a symbol's name, kept as it is."""
    if isinstance(token, str) and token:
        return token
    raise MessageError(message("trace.move-not-a-label", token=echoed(str(token))))


def move_reader(problem: Problem) -> Callable[[Any], str]:
    """The function that reads a trace's move for ``problem``'s puzzle."""
    parse = getattr(problem, "parse_trace_move", None)
    return parse if callable(parse) else label_as_written
