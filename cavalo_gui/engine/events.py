"""The events a search yields: one or more per expansion, then exactly one :class:`Finished`.

Events carry changes, not snapshots: the successors of the node just expanded and what became
of each, plus the running counters. Views keep the running picture themselves.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from cavalo_gui.engine.message import Message
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.open_change import OpenChange


class Fate(Enum):
    """What became of a successor when its parent was expanded."""

    ADDED = "added"  # new state, put into open
    DUPLICATE = "duplicate"  # state already known at no worse cost: discarded
    UPDATED = "updated"  # state already in open, now reached more cheaply
    REOPENED = "reopened"  # state already closed, now reached more cheaply: back into open
    GOAL = "goal"  # a goal met at generation (BFS, DFS): the search ends here
    PRUNED = "pruned"  # beyond a bound: depth limit, threshold, f-limit, dead end, beam width


NO_CHANGE = OpenChange()  # an event that left the open list as it was


class Outcome(Enum):
    SOLVED = "solved"
    NO_SOLUTION = "no-solution"
    LIMIT = "limit"


# Counters and Expansion are built once per expansion, so they are plain slotted dataclasses:
# a frozen one writes each field through object.__setattr__, which made these two a third of
# the cost of an expansion. They are read-only all the same: nothing in the program assigns
# to an event's fields, and they stay hashable (by value) like the frozen ones.


@dataclass(slots=True, unsafe_hash=True)
class Counters:
    """The statistics of a run so far (SPEC §4)."""

    generated: int = 0
    expanded: int = 0
    duplicates: int = 0
    max_open: int = 0
    seconds: float = 0.0


@dataclass(slots=True, unsafe_hash=True)
class Expansion:
    """One node expanded: its successors, each with its fate, and the sizes after it.

    Algorithm-specific facts ride along where they apply: ``iteration`` and ``threshold``
    (IDA*, IDDFS), ``f_limit`` and ``backed_up`` (RBFS, SMA*), ``forgotten`` and ``memory`` (SMA*).
    ``open_change`` says what the expansion did to the open list (every algorithm gives it).
    """

    node: Node
    successors: tuple[tuple[Node, Fate], ...]
    open_size: int
    closed_size: int
    counters: Counters
    iteration: int | None = None
    threshold: float | None = None
    f_limit: float | None = None
    backed_up: tuple[tuple[Node, float], ...] = ()
    forgotten: tuple[Node, ...] = ()
    memory: int | None = None
    open_change: OpenChange = NO_CHANGE


@dataclass(frozen=True, slots=True)
class IterationStarted:
    """An iterative algorithm (IDA*, IDDFS) starts a new pass from the root."""

    iteration: int
    threshold: float
    counters: Counters


@dataclass(frozen=True, slots=True)
class Finished:
    """The last event of a run.

    ``solution`` is the goal node when solved. ``best`` is the node with the most progress seen
    (the most points), which says how far an unsolved run got. ``states`` counts the distinct
    states the run met. ``reason`` says in words why the run ended. ``exhaustive`` is true for
    a no-solution proved by exploring every reachable state: only then is ``best`` the best
    there is, and not only the best found. ``at_depth_limit`` is true for a run that ended
    because its depth limit cut branches (so a deeper limit may find more); ``proved_optimal``
    for a solution whose length the algorithm and its heuristic prove the optimum.
    ``open_change``: what the end did to the open list (a goal selected leaves it).
    """

    outcome: Outcome
    reason: Message
    counters: Counters
    solution: Node | None = None
    best: Node | None = None
    states: int = 0
    lower_bound: float | None = None
    exhaustive: bool = False
    at_depth_limit: bool = False
    proved_optimal: bool = False
    open_change: OpenChange = NO_CHANGE


Event = Expansion | IterationStarted | Finished

# The best-first loop (best_first.py) and Search.counters build their Expansion, OpenChange and
# Counters with object.__new__ and set every slot themselves: CPython 3.11 calls a class's
# __init__ through a slow generic path (about 2,000 machine instructions for an Expansion with a
# keyword). The objects are the same; tests/unit/test_event_makers.py checks each field.
