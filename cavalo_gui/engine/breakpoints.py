"""Breakpoints: conditions on a search's events at which a run pauses (the window) or prints
the state (``cavalo solve --break-on``).

A breakpoint is met by the first event that meets its condition, never before:

- ``goal-generated``: an expansion generated a goal state (before the goal is selected; BFS and
  DFS, which test at generation, meet it at the expansion that ends the run);
- ``reopen``: an expansion re-opened a closed state;
- ``new-iteration``: IDA* or IDDFS starts a new pass (the second and later: the first starts
  with the run);
- ``open>N``: after an expansion, open holds more than N nodes where it held N or fewer before
  (it fires as open grows past N, not again at each expansion while it stays above);
- ``depth=N``: a node of depth N is expanded;
- ``square=S``: a node reached by the move S is expanded (a square such as E5, a
  Dots and Boxes line such as H3: the move's label, in any case).

Written as text, breakpoints are a comma-separated list: ``goal-generated,reopen,open>500``
(``open-over=500`` says the same without a ``>`` that a shell would take for a redirection).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from cavalo_gui.engine.echo import echoed
from cavalo_gui.engine.events import Event, Expansion, Fate, IterationStarted
from cavalo_gui.engine.message import MessageError, message
from cavalo_gui.engine.node import Node, State

GOAL_GENERATED = "goal-generated"
REOPEN = "reopen"
NEW_ITERATION = "new-iteration"
OPEN_OVER = "open>"
DEPTH = "depth="
SQUARE = "square="
OPEN_OVER_WORDS = "open-over="  # the same as open>N, with no '>' for a shell to take
FLAGS = (GOAL_GENERATED, REOPEN, NEW_ITERATION)
_GENERATED = (Fate.ADDED, Fate.UPDATED, Fate.REOPENED, Fate.GOAL)


@dataclass(frozen=True)
class Breakpoint:
    """One condition: ``kind`` is one of :data:`FLAGS`, or :data:`OPEN_OVER`, :data:`DEPTH`
    or :data:`SQUARE` with its ``value``."""

    kind: str
    value: int | str | None = None

    def __str__(self) -> str:
        return self.kind if self.value is None else f"{self.kind}{self.value}"


def parse_breakpoints(text: str) -> tuple[Breakpoint, ...]:
    """``"goal-generated,open>500,square=E5"`` -> its breakpoints; ValueError naming the part
    that is not one."""
    found = []
    for part in (piece.strip() for piece in text.split(",")):
        if not part:
            continue
        lowered = part.lower()
        if lowered in FLAGS:
            found.append(Breakpoint(lowered))
        elif lowered.startswith((OPEN_OVER, OPEN_OVER_WORDS, DEPTH)):
            kind = DEPTH if lowered.startswith(DEPTH) else OPEN_OVER
            number = lowered.partition("=" if lowered.startswith(OPEN_OVER_WORDS) else kind[-1])[2]
            number = number.strip()
            if not re.fullmatch("[0-9]{1,18}", number):  # int() refuses thousands of digits
                said = message("breakpoint.expected-number", part=echoed(part), kind=repr(kind))
                raise MessageError(said)
            found.append(Breakpoint(kind, int(number)))
        elif lowered.startswith(SQUARE) and lowered[len(SQUARE) :].strip():
            found.append(Breakpoint(SQUARE, part[len(SQUARE) :].strip().upper()))
        else:
            known = ", ".join([*FLAGS, "open>N", "depth=N", "square=S"])
            raise MessageError(message("breakpoint.unknown", part=echoed(part), known=known))
    return tuple(found)


class BreakpointWatch:
    """Watches a run's events, in order, for its breakpoints."""

    def __init__(self, breakpoints: Iterable[Breakpoint], is_goal: Callable[[State], bool]) -> None:
        self.breakpoints = tuple(breakpoints)
        self.is_goal = is_goal
        self._open_was_over: dict[Breakpoint, bool] = {}

    def check(self, event: Event) -> tuple[Breakpoint, ...]:
        """The breakpoints ``event`` meets, in their order (call it with every event)."""
        met = []
        for breakpoint in self.breakpoints:
            meets = _meets(breakpoint, event, self.is_goal)
            if breakpoint.kind == OPEN_OVER and type(event) is Expansion:
                was_over = self._open_was_over.get(breakpoint, False)
                self._open_was_over[breakpoint] = meets
                meets = meets and not was_over
            if meets:
                met.append(breakpoint)
        return tuple(met)


def _meets(breakpoint: Breakpoint, event: Event, is_goal: Callable[[State], bool]) -> bool:
    kind = breakpoint.kind
    if kind == NEW_ITERATION:
        return type(event) is IterationStarted and event.iteration > 1
    if type(event) is not Expansion:
        return False
    if kind == GOAL_GENERATED:
        return any(fate in _GENERATED and is_goal(child.state) for child, fate in event.successors)
    if kind == REOPEN:
        return any(fate is Fate.REOPENED for _child, fate in event.successors)
    if kind == OPEN_OVER:
        return event.open_size > breakpoint.value
    if kind == DEPTH:
        return event.node.depth == breakpoint.value
    if kind == SQUARE:
        move = event.node.move
        return move is not None and move.upper() == breakpoint.value
    return False


def generated_goal(
    met: tuple[Breakpoint, ...], event: Event, is_goal: Callable[[State], bool]
) -> Node | None:
    """The goal an expansion generated, when ``met`` holds ``goal-generated``: the node a
    window or a listing should show at that break (not the parent that was expanded)."""
    if type(event) is not Expansion or all(breakpoint.kind != GOAL_GENERATED for breakpoint in met):
        return None
    return next(
        (child for child, fate in event.successors if fate in _GENERATED and is_goal(child.state)),
        None,
    )
