"""The values of a trace's line, whichever form it came in: numbers (``"inf"`` included), the
node's moves, the event's name; a value of the wrong kind raises :class:`TraceReadError`
naming the property and what was expected."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from cavalo_gui.engine.echo import echoed
from cavalo_gui.engine.message import message
from cavalo_gui.engine.own_search.reading import TraceReadError

INFINITE = {"inf", "+inf", "infinity"}
STATISTICS = ("generated", "expanded", "length", "penetrance", "branching")


def number(fields: Mapping[str, Any], name: str) -> float | None:
    """The number under ``name``, None when absent (or ``null`` / ``NIL``)."""
    value = fields.get(name)
    if value is None or value == [] or isinstance(value, bool):
        if isinstance(value, bool):
            raise TraceReadError(
                message("check.expected-number", name=name, got=echoed(str(value)))
            )
        return None
    if isinstance(value, int | float):
        return float(value)
    if isinstance(value, str) and value.strip().lower() in INFINITE:
        return math.inf
    raise TraceReadError(message("check.expected-number", name=name, got=echoed(str(value))))


def event_of(fields: Mapping[str, Any]) -> str:
    """The event a line tells of: its ``event``; a line without one is an expansion when it
    names a node's moves, else the closing line when it carries statistics."""
    event = fields.get("event")
    if isinstance(event, str) and event:
        return event.lower()
    if "moves" in fields or "node" in fields:
        return "expansion"
    if any(name in fields for name in (*STATISTICS, "solution")):
        return "finished"
    raise TraceReadError(message("check.expected-event"))


def moves_of(fields: Mapping[str, Any]) -> list[Any]:
    """The moves from the start to the line's node: ``node.moves`` or ``moves``, a list (empty
    for the root)."""
    node = fields.get("node")
    if isinstance(node, Mapping) and "moves" in node:
        moves = node["moves"]
    elif "moves" in fields:
        moves = fields["moves"]
    else:
        raise TraceReadError(message("check.expected-moves"))
    if moves is None:
        return []
    if not isinstance(moves, list):
        raise TraceReadError(message("check.moves-not-list", got=echoed(str(moves))))
    return moves


def solution_of(fields: Mapping[str, Any]) -> list[Any] | None:
    """The solution's moves on the closing line, None when it gives none."""
    value = fields.get("solution")
    if value is None or value == []:
        return None
    if not isinstance(value, list):
        raise TraceReadError(message("check.moves-not-list", got=echoed(str(value))))
    return value


def statistics_of(fields: Mapping[str, Any]) -> dict[str, float]:
    """The course's statistics a line carries (``generated``, ``expanded``, ``length``,
    ``penetrance``, ``branching``), those present only."""
    found = {}
    for name in STATISTICS:
        value = number(fields, name)
        if value is not None:
            found[name] = value
    return found
