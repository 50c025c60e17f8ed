"""What the heuristic inspector may ask of a puzzle besides the :class:`DomainProblem`: the
cells a move touched (for the board's heat map) and a heuristic's breakdown for a state.

A puzzle's problem offers them as methods, ``touched(state, parent)`` and
``breakdown(state, heuristic)``; one that offers neither still works: no heat, and its
heuristic's description for a breakdown. A problem whose moves' names may hold spaces (a
graph's "Rimnicu Vilcea") says how a path's moves are set apart, ``move_separator``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterable, Sequence
from typing import Protocol, runtime_checkable

from cavalo_gui.engine.message import Message
from cavalo_gui.engine.node import Node, State


@runtime_checkable
class Inspectable(Protocol):
    """A problem that tells the inspector about its states."""

    def touched(self, state: State, parent: State | None) -> Iterable[Hashable]:
        """The cells (squares, arcs) the move from ``parent`` to ``state`` touched; with no
        parent, those of the start (the knight's square, nothing for a puzzle without one).
        Each board view draws a count per cell of its own kind."""
        ...

    def breakdown(self, state: State, heuristic: str) -> Message | None:
        """What ``heuristic`` counted at ``state`` and what it left out, in a sentence of the
        puzzle's catalogue; None when the puzzle has nothing to say of that heuristic."""
        ...


def touched_cells(problem: object, state: State, parent: State | None) -> tuple[Hashable, ...]:
    """The cells ``problem`` says the move touched; none for a puzzle that says nothing."""
    if isinstance(problem, Inspectable):
        return tuple(problem.touched(state, parent))
    return ()


def heat_counts(problem: object, nodes: Iterable[Node]) -> Counter[Hashable]:
    """How often the search touched each cell, over ``nodes`` (the expanded ones)."""
    counts: Counter[Hashable] = Counter()
    for node in nodes:
        parent = node.parent.state if node.parent is not None else None
        counts.update(touched_cells(problem, node.state, parent))
    return counts


MOVES_APART = " "  # a path's moves set apart, where the puzzle does not say: "A1 B3 C5"


def path_words(problem: object, moves: Sequence[str]) -> str:
    """A path's ``moves`` from the start in one line, set apart as ``problem`` chooses."""
    separator = getattr(problem, "move_separator", MOVES_APART)
    return separator.join(moves)


def breakdown_of(problem: object, state: State, heuristic: str) -> Message | None:
    """The puzzle's breakdown of ``heuristic`` at ``state``, or None."""
    if isinstance(problem, Inspectable):
        return problem.breakdown(state, heuristic)
    return None
