"""What the quiz reads from the algorithm's events: the node it took, and whether it is about
to end."""

from __future__ import annotations

from cavalo_gui.engine.events import Expansion, Fate, Finished
from cavalo_gui.engine.node import Node


def goal_generated(last: Expansion | None) -> bool:
    """Whether the last expansion met a goal as it generated it (BFS, DFS end there)."""
    return last is not None and any(fate is Fate.GOAL for _node, fate in last.successors)


def expanded_by(event: Expansion | Finished) -> Node | None:
    """The node the algorithm took from open: the one expanded, or the goal a best-first
    search selected as it ended."""
    if isinstance(event, Expansion):
        return event.node
    taken = event.open_change.taken
    return None if taken is None else taken[-1]
