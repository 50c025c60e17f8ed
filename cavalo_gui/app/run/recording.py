"""The recorded run: every expansion the window has received, kept so that the user can go back.

The worker hands over each expansion event as it is (see :class:`EventBatch`): keeping the
event objects costs one list append per batch in the GUI thread, no Python work per event, and
they already hold all that the timeline and the search tree need (the node, its successors
with their fates, the counters and the sizes). The oldest expansions are let go past
:data:`KEPT_EXPANSIONS`, a quarter of it at a time, so that the timeline always covers at least
that many of the latest; :attr:`Recording.first` says where it starts.

The open list is not in the events (they carry changes, not snapshots); :class:`OpenReplay`
rebuilds it at any recorded position by replaying the recorded expansions into an open list of
the algorithm's own kind (the engine's FIFO, LIFO and priority frontiers, with their
tie-breaking), or into IDA*'s plain stack, which gives the very order the search had, for the
algorithms whose open list is one of those. The others (RBFS, SMA*, beam, decision) keep theirs
in a shape of their own; for them :meth:`OpenReplay.open_after` says it cannot (``None``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from cavalo_gui.app.run.event_batch import EventBatch
from cavalo_gui.engine.algorithms import get_algorithm
from cavalo_gui.engine.algorithms.spec import OpenList
from cavalo_gui.engine.best_first import by_f, by_g, by_h
from cavalo_gui.engine.events import Expansion, Fate, Finished, IterationStarted
from cavalo_gui.engine.frontiers import FifoFrontier, Frontier, LifoFrontier, PriorityFrontier
from cavalo_gui.engine.node import Node

KEPT_EXPANSIONS = 200_000  # the timeline covers at least the latest this many expansions
PREVIEW_SIZE = 30  # open nodes shown in the open list
_ENTERS_OPEN = (Fate.ADDED, Fate.UPDATED, Fate.REOPENED)


class PlainStack:
    """IDA*'s open list: a stack where a state may wait twice (by two paths: there is no
    closed list), its first successor on top. The node expanded is always the top."""

    def __init__(self) -> None:
        self.nodes: list[Node] = []

    def add(self, node: Node) -> None:
        self.nodes.append(node)

    def add_all(self, nodes: Iterable[Node]) -> None:
        self.nodes.extend(reversed(list(nodes)))

    def get(self, state: object) -> Node | None:
        """The top node if it holds ``state`` (the only one the search may take next)."""
        return self.nodes[-1] if self.nodes and self.nodes[-1].state == state else None

    def pop(self) -> Node:
        return self.nodes.pop()

    def preview(self, count: int) -> list[Node]:
        return self.nodes[: -count - 1 : -1] if count > 0 else []


OPEN_LIST_KINDS: dict[OpenList, Callable[[], Frontier | PlainStack]] = {
    OpenList.FIFO: FifoFrontier,
    OpenList.LIFO: LifoFrontier,
    OpenList.BOUNDED_STACK: PlainStack,
    OpenList.LOWEST_F: lambda: PriorityFrontier(by_f),
    OpenList.LOWEST_G: lambda: PriorityFrontier(by_g),
    OpenList.LOWEST_H: lambda: PriorityFrontier(by_h),
}
"""The open lists the recording can rebuild, by the algorithm's kind of open list."""


class Recording:
    """The expansions of one run, in order, with its iteration marks and its final event.

    Positions count expansions: position ``k`` is the search as it stood after its k-th
    expansion (0: before the first). Only positions from :attr:`first` on are kept.
    """

    def __init__(self, kept: int = KEPT_EXPANSIONS) -> None:
        self.kept = kept
        self._expansions: list[Expansion] = []
        self.first = 0  # the position the kept expansions start from
        self.marks: list[IterationStarted] = []
        self.final: Finished | None = None

    def __len__(self) -> int:
        """The position of the latest expansion: every expansion received, kept or not."""
        return self.first + len(self._expansions)

    def add(self, batch: EventBatch) -> None:
        """Keep a batch's expansions and marks; let the oldest go once past the limit."""
        self._expansions.extend(batch.expansions)
        self.marks.extend(batch.iterations)
        if batch.final is not None:
            self.final = batch.final
        excess = len(self._expansions) - self.kept
        if excess > self.kept // 4:
            del self._expansions[:excess]
            self.first += excess

    def expansion(self, position: int) -> Expansion:
        """The expansion that brought the search to ``position`` (1 to ``len(self)``)."""
        if not self.first < position <= len(self):
            raise IndexError(f"position {position} not recorded ({self.first + 1}-{len(self)})")
        return self._expansions[position - self.first - 1]

    @property
    def start(self) -> int:
        """The earliest position that can be shown: 0, or the first whose expansion is kept."""
        return 0 if self.first == 0 else self.first + 1

    def at(self, position: int) -> Expansion | None:
        """The expansion that brought the search to ``position``; None at position 0."""
        return None if position == 0 else self.expansion(position)

    def expansions(self, start: int, stop: int) -> list[Expansion]:
        """The expansions from position ``start + 1`` to ``stop``, in order."""
        start, stop = max(start, self.first), min(stop, len(self))
        return self._expansions[start - self.first : max(start, stop) - self.first]

    def iteration_at(self, position: int) -> tuple[int, float] | None:
        """The iteration and threshold the search was in at ``position`` (IDA*, IDDFS): that of
        its last expansion, or of a pass that started after it."""
        found = None
        if position > self.first:
            expansion = self.expansion(position)
            if expansion.iteration is not None:
                found = (expansion.iteration, expansion.threshold)
        for mark in self.marks:
            if mark.counters.expanded <= position and (found is None or mark.iteration > found[0]):
                found = (mark.iteration, mark.threshold)
        return found


class OpenReplay:
    """The open list at any recorded position, rebuilt by replaying the recorded expansions
    into an open list of the algorithm's kind. It keeps the last one it built, so moving
    forward costs only the expansions in between; moving back replays from the start."""

    def __init__(self, recording: Recording, algorithm: str) -> None:
        self.recording = recording
        self.algorithm = algorithm
        self._make = OPEN_LIST_KINDS.get(get_algorithm(algorithm).open_list) if algorithm else None
        self._frontier: Frontier | PlainStack | None = None
        self._position = 0

    @property
    def available(self) -> bool:
        """Whether this algorithm's open list can be rebuilt from the whole recording."""
        return self._make is not None and self.recording.first == 0

    def open_after(self, position: int, count: int) -> list[Node] | None:
        """The first ``count`` open nodes after expansion ``position``, in expansion order;
        None when they cannot be rebuilt (see :attr:`available`)."""
        if not self.available:
            return None
        assert self._make is not None
        if self._frontier is None or position < self._position:
            self._frontier, self._position = None, 0
        for expansion in self.recording.expansions(self._position, position):
            self._replay(expansion)
        self._position = max(self._position, min(position, len(self.recording)))
        return [] if self._frontier is None else self._frontier.preview(count)

    def _replay(self, expansion: Expansion) -> None:
        node = expansion.node
        if node.parent is None or self._frontier is None:  # a root: a new search, or a pass
            assert self._make is not None
            self._frontier = self._make()
            self._frontier.add(node)
        frontier = self._frontier
        if frontier.get(node.state) is node:
            frontier.pop()  # the node of the expansion: the first in open's order
        frontier.add_all(child for child, fate in expansion.successors if fate in _ENTERS_OPEN)
