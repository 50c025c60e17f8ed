"""A run's events as data: one JSON object per line (JSON Lines), the format of docs/trace.md.

The first line is a header (the format's name and version, the puzzle, the problem, the
algorithm, the heuristic, the options and parameters); then one line per event, in order: an
``expansion`` (its index, the node with its state and its moves from the start, its parent,
g, h, f, and what it did to the open list), an ``iteration`` (a new pass) and the ``finished``
line. A node is named by a number given where it first appears, so that the open-list changes
stay short; an entry added to open carries its key, the place the algorithm gives it, so that a
reader folds the changes back into the open list in the algorithm's order.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.domain import DomainProblem
from cavalo_gui.engine.events import Event, Expansion, Finished, IterationStarted
from cavalo_gui.engine.message import message
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.open_change import Entry, OpenChange
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.messages import ENGLISH, translate_state
from cavalo_gui.reports.output_paths import OutputPathError, os_error_reason

TRACE_FORMAT = "cavalo-trace"
TRACE_VERSION = 1


def _number(value: float | None) -> float | int | str | None:
    """A number as JSON holds it: whole numbers as integers, infinities as "inf" / "-inf"
    (JSON has no infinity)."""
    if value is None:
        return None
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    return int(value) if float(value).is_integer() else value


class TraceWriter:
    """Turns a run's events into trace lines, numbering the nodes as they appear."""

    def __init__(self, setup: RunChoices, problem: DomainProblem) -> None:
        self.setup = setup
        self.problem = problem
        self._ids: dict[Node, int] = {}
        self._expansions = 0

    def header(self) -> dict[str, Any]:
        setup = self.setup
        return {
            "format": TRACE_FORMAT,
            "version": TRACE_VERSION,
            "puzzle": setup.domain.name,
            "problem": setup.puzzle.name,
            "seed": getattr(setup.puzzle, "seed", None),
            "algorithm": setup.algorithm,
            "heuristic": setup.heuristic_used(),
            "options": setup.chosen_options(),
            "parameters": dict(setup.parameters),
        }

    def _id(self, node: Node | None) -> int | None:
        if node is None:
            return None
        known = self._ids.get(node)
        if known is None:
            known = self._ids[node] = len(self._ids)
        return known

    def _entry(self, entry: Entry) -> dict[str, Any]:
        node = entry[-1]
        return {
            "id": self._id(node),
            "parent": self._id(node.parent),
            "move": node.move,
            "g": _number(node.g),
            "h": _number(node.h),
            "f": _number(node.f),
            "key": [_number(part) for part in entry[:-1]],
        }

    def _change(self, change: OpenChange) -> dict[str, Any]:
        ids = self._id
        return {
            "added": [self._entry(entry) for entry in change.added],
            "taken": None if change.taken is None else ids(change.taken[-1]),
            "replaced": [ids(entry[-1]) for entry in change.replaced],
            "pruned": [ids(entry[-1]) for entry in change.pruned],
            "forgotten": [ids(entry[-1]) for entry in change.forgotten],
            "bound": _number(change.bound),
        }

    def line(self, event: Event) -> dict[str, Any]:
        """The trace line of one event."""
        counters = event.counters
        numbers = {
            "generated": counters.generated,
            "expanded": counters.expanded,
            "duplicates": counters.duplicates,
            "max_open": counters.max_open,
        }
        if type(event) is IterationStarted:
            return {
                "event": "iteration",
                "iteration": event.iteration,
                "threshold": _number(event.threshold),
                **numbers,
            }
        if type(event) is Finished:
            solution = event.solution
            return {
                "event": "finished",
                "outcome": event.outcome.value,
                "reason": render(event.reason),
                "reason_id": event.reason.id,
                "solution": None if solution is None else solution.moves(),
                "open": self._change(event.open_change),
                **numbers,
            }
        assert type(event) is Expansion
        self._expansions += 1
        node = event.node
        return {
            "event": "expansion",
            "index": self._expansions,
            "node": {
                "id": self._id(node),
                "moves": node.moves(),
                "state": translate_state(self.problem.describe_state(node.state), ENGLISH),
            },
            "parent": self._id(node.parent),
            "depth": node.depth,
            "g": _number(node.g),
            "h": _number(node.h),
            "f": _number(node.f),
            "open": self._change(event.open_change),
            "open_size": event.open_size,
            "closed_size": event.closed_size,
            "iteration": event.iteration,
            "threshold": _number(event.threshold),
            **numbers,
        }

    def lines(self, events: Iterable[Event]) -> Iterator[str]:
        """The header's line, then one line per event, each ending with a newline."""
        yield json.dumps(self.header(), ensure_ascii=False) + "\n"
        for event in events:
            yield json.dumps(self.line(event), ensure_ascii=False) + "\n"


def write_trace(
    path: Path, setup: RunChoices, problem: DomainProblem, events: Iterable[Event]
) -> None:
    """Write the trace of ``events`` to ``path`` (UTF-8), line by line as the events come;
    an :class:`OutputPathError` naming the file if the system refuses it (a full disk)."""
    try:
        with open(path, "w", encoding="utf-8") as out:
            out.writelines(TraceWriter(setup, problem).lines(events))
    except OSError as error:
        raise OutputPathError(
            path, message("output.not-written", reason=os_error_reason(error))
        ) from None
