"""Search-tree nodes: a state with the path cost and the move that reached it."""

from __future__ import annotations

from collections.abc import Hashable

State = Hashable


class Node:
    """One node of the search tree.

    Nodes are compared and hashed by identity; algorithms key their tables by ``node.state``.
    ``h`` and ``f`` are 0 for uninformed searches.
    """

    __slots__ = ("depth", "f", "g", "h", "move", "parent", "state")

    def __init__(
        self,
        state: State,
        parent: Node | None = None,
        move: str | None = None,
        g: float = 0.0,
        h: float = 0.0,
    ) -> None:
        self.state = state
        self.parent = parent
        self.move = move
        self.g = g
        self.h = h
        self.f = g + h
        self.depth = 0 if parent is None else parent.depth + 1

    def child(self, state: State, move: str, cost: float = 1.0, h: float = 0.0) -> Node:
        """The node reached from this one by ``move``."""
        return Node(state, self, move, self.g + cost, h)

    def path(self) -> list[Node]:
        """The nodes from the root down to this one."""
        nodes: list[Node] = []
        node: Node | None = self
        while node is not None:
            nodes.append(node)
            node = node.parent
        nodes.reverse()
        return nodes

    def moves(self) -> list[str]:
        """The move labels from the root to this node."""
        return [node.move for node in self.path()[1:]]  # type: ignore[misc]

    def __repr__(self) -> str:
        return f"Node(depth={self.depth}, g={self.g:g}, h={self.h:g}, move={self.move!r})"
