"""What the graph board shows at one moment of a search, worked out in plain Python: the path
to the node shown, the node being expanded, the states in open and those already expanded
(closed), each node's g on the shown path.

Open is the open list as the window folds it (the open-list pane's own nodes); closed is every
state the recorded expansions up to the position shown expanded, folded once and extended as
the run goes on, so a step costs the new expansions only.
"""

from __future__ import annotations

from dataclasses import dataclass

from cavalo_gui.app.run.model import RunModel
from cavalo_gui.engine.node import Node

EXPANDING, PATH, OPEN, CLOSED, UNSEEN = "expanding", "path", "open", "closed", "unseen"


@dataclass(frozen=True)
class GraphPicture:
    """One moment of a graph search, ready to paint."""

    path: tuple[str, ...]  # the states from the start to the node shown
    g_on_path: dict[str, float]
    shown: str | None  # the node shown (the one being expanded, unless another is picked)
    expanding: bool  # whether the node shown is the one the search expands now
    open_states: frozenset[str]
    closed_states: frozenset[str]

    def state_of(self, name: str) -> str:
        """'expanding', 'path', 'open', 'closed' or 'unseen'."""
        if name == self.shown and self.expanding:
            return EXPANDING
        if name in self.g_on_path:
            return PATH
        if name in self.open_states:
            return OPEN
        if name in self.closed_states:
            return CLOSED
        return UNSEEN

    @property
    def path_edges(self) -> set[tuple[str, str]]:
        return set(zip(self.path, self.path[1:], strict=False))


class ClosedFold:
    """The states expanded up to a position of the model's recording, kept between pictures."""

    def __init__(self) -> None:
        self._recording: object = None
        self._position = 0
        self._closed: set[str] = set()

    def at(self, model: RunModel, position: int) -> frozenset[str]:
        recording = model.recording
        if recording is not self._recording or position < self._position:
            self._recording, self._position, self._closed = recording, recording.first, set()
        for step in range(max(self._position, recording.first) + 1, position + 1):
            self._closed.add(recording.expansion(step).node.state)
        self._position = max(self._position, position)
        return frozenset(self._closed)


def picture_of(model: RunModel, closed: ClosedFold) -> GraphPicture:
    """The picture of the moment the model shows."""
    node: Node | None = model.shown_node
    path = node.path() if node is not None else []
    states = tuple(step.state for step in path) or (model.problem.initial_state(),)
    has_run = model.last is not None
    return GraphPicture(
        path=states,
        g_on_path={step.state: step.g for step in path} or {states[0]: 0.0},
        shown=node.state if node is not None else None,
        expanding=node is not None and node is model.current and model.finished is None,
        open_states=frozenset(n.state for n in model.open_nodes()) if has_run else frozenset(),
        closed_states=closed.at(model, model.shown_position) if has_run else frozenset(),
    )
