"""Where two runs on the same problem first part ways: the first expansion at which they chose
nodes of different states.

Side by side, two algorithms often expand the same nodes for a while (BFS and A* both start at
the root); the first expansion where they differ is where their rules disagree, the place worth
looking at. A pure function over two event streams (a generator's events, or a recording's
expansions), so that it is tested without a window and any reader of traces may use it.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from itertools import islice

from cavalo_gui.engine.events import Event, Expansion
from cavalo_gui.engine.node import Node


@dataclass(frozen=True)
class Divergence:
    """The first expansion at which two runs chose different nodes: ``position`` counts the
    expansions from 1 (the k-th expansion of each), ``first`` and ``second`` are the nodes each
    expanded there. Before it, both expanded nodes of the same states in the same order."""

    position: int
    first: Node
    second: Node


def expanded_nodes(events: Iterable[Event]) -> Iterator[Node]:
    """The node of each expansion of ``events``, in order (iteration marks and the final event
    left out)."""
    return (event.node for event in events if isinstance(event, Expansion))


def first_divergence(
    first: Iterable[Event], second: Iterable[Event], limit: int | None = None
) -> Divergence | None:
    """The first expansion at which ``first`` and ``second`` expanded nodes of different
    states, comparing at most ``limit`` expansions (all when None); None when they agree over
    every expansion both made (one may go on longer: ending is not choosing another node).
    The streams are read lazily, no further than the divergence."""
    pairs = zip(expanded_nodes(first), expanded_nodes(second), strict=False)
    for position, (one, other) in enumerate(islice(pairs, limit), start=1):
        if one.state != other.state:
            return Divergence(position, one, other)
    return None
