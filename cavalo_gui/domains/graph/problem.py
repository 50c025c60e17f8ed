"""A graph problem (a graph, a start and its goals) and the engine's view of it.

A state is the name of the node the path has reached; a move is the node it goes to, and
costs the edge's cost, so g is the path's cost. The one heuristic is the file's own ``h``,
admissible when no node's h is above its true distance to a goal (worked out here, once).
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass, replace
from typing import ClassVar

from cavalo_gui.domains.graph.graph import Graph, h_faults
from cavalo_gui.engine.message import Message, MessageError, Text, message
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.problem import Heuristic

GOALS_TARGET = 1
"""A graph problem's target: one goal reached (``progress`` counts it)."""


@dataclass(frozen=True)
class GraphPuzzle:
    """A named graph with a start node and one or more goal nodes."""

    domain: ClassVar[str] = "graph"
    name: str
    graph: Graph
    start: str
    goals: tuple[str, ...]
    seed: int | None = None
    description: str | Message = ""
    target: int = GOALS_TARGET

    def __post_init__(self) -> None:
        if self.target != GOALS_TARGET:
            raise MessageError(message("graph.no-target", name=self.name))
        for end in (self.start, *self.goals):
            if end not in self.graph:
                raise MessageError(message("graph.no-such-node", name=end, problem=self.name))
        if not self.goals:
            raise MessageError(message("graph.no-goal"))

    @property
    def ends(self) -> Message:
        """Where the search goes, in words: "from Arad to Bucharest"."""
        return message("graph.ends", start=self.start, goals=", ".join(self.goals))

    def with_ends(self, start: str | None, goals: tuple[str, ...] | None) -> GraphPuzzle:
        """The same graph searched from ``start`` to ``goals`` (each kept when None);
        MessageError naming a node the graph does not have."""
        return replace(
            self, start=self.start if start is None else start, goals=goals or self.goals
        )


class GraphProblem:
    """A graph puzzle as the engine's :class:`~cavalo_gui.engine.problem.Problem`."""

    move_separator = " → "  # a path's node names, which may hold spaces ("Rimnicu Vilcea")

    def __init__(self, puzzle: GraphPuzzle) -> None:
        self.puzzle = puzzle
        self.graph = puzzle.graph
        # Every state is its node's own name object: the engine's tables then find a state by
        # identity, without comparing its characters (an edge's ends are strings of their own).
        own = {node.name: node.name for node in puzzle.graph.nodes}
        self._start = own[puzzle.start]
        self._goals = frozenset(own[goal] for goal in puzzle.goals)
        self._neighbours = puzzle.graph.neighbours
        # each node's moves as the engine takes them, (move, state, cost), made once
        self._moves = {
            own[name]: tuple((own[target], own[target], cost) for target, cost in successors)
            for name, successors in self._neighbours.items()
        }
        self._h = {node.name: node.h for node in puzzle.graph.nodes}
        # The engine calls these three once per expansion: as the tables' own bound methods
        # (called in C) they cost a third of the methods below, which say what they do.
        # ``count`` on the goals, each once, is 1 (GOALS_TARGET) at a goal and 0 elsewhere.
        self.successors = self._moves.__getitem__  # type: ignore[method-assign]
        self.is_goal = self._goals.__contains__  # type: ignore[method-assign]
        self.progress = tuple(self._goals).count  # type: ignore[method-assign]

    @property
    def unit_costs(self) -> bool:
        """Every move costs 1: fewest moves and least cost are the same optimum."""
        return self.graph.unit_costs

    def initial_state(self) -> str:
        return self._start

    def successors(self, state: str) -> tuple[tuple[str, str, float], ...]:
        """Along each edge from ``state``, in the order the edges are written: the move is
        named by the node it goes to."""
        return self._moves[state]

    def is_goal(self, state: str) -> bool:
        return state in self._goals

    @functools.cached_property
    def h_faults(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The nodes whose h is above the true distance, and those an edge makes it drop
        by more than its cost from (:func:`~cavalo_gui.domains.graph.graph.h_faults`)."""
        return h_faults(self.graph, self.puzzle.goals)

    def heuristics(self) -> dict[str, Heuristic]:
        over, _steep = self.h_faults
        h = self._h
        return {"h": Heuristic("h", Text("graph.text.heuristic.h"), not over, h.__getitem__)}

    def progress(self, state: str) -> float:
        return GOALS_TARGET if state in self._goals else 0

    def describe_state(self, state: str) -> Message:
        """ "at Sibiu (h 253)", or "at Bucharest, a goal"."""
        if state in self._goals:
            return message("graph.state-goal", name=state)
        return message("graph.state", name=state, h=_number(self._h[state]))

    def state_text(self, state: str) -> str:
        """The node reached, its h, and each edge from it with its cost, in signs that read
        in any language: "Arad  h=366\n  -> Zerind 75, Sibiu 140, Timisoara 118"."""
        onward = ", ".join(f"{target} {_number(cost)}" for target, cost in self._neighbours[state])
        return f"{state}  h={_number(self._h[state])}\n  -> {onward or '-'}"

    def step_label(self, node: Node) -> str:
        """The node the move went to, by its name."""
        return node.state

    def touched(self, state: str, parent: str | None) -> tuple[str, ...]:
        return (state,)

    def breakdown(self, _state: str, _heuristic: str) -> None:
        return None


def _number(value: float) -> float | int:
    return int(value) if math.isfinite(value) and float(value).is_integer() else value
