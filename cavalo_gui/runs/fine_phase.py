"""Fine step: one expansion split into the textbook's three phases, select, generate, insert.

Everything comes from the engine's :class:`Expansion` event (the node taken from open, each
successor with its fate): **select** shows the node taken from open, **generate** shows its
children one at a time with what became of each and why, **insert** shows open after them,
the nodes that entered it marked. While selecting and generating, the window shows the search
as it stood before the expansion (position k - 1 of the recording); at insert, as it stands
after it (position k). Nothing here draws: the views read :class:`FinePhase` from the run
(:class:`~cavalo_gui.runs.run.Run`), and say it in words with the app's ``PhaseWords``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from cavalo_gui.engine.events import Counters, Expansion, Fate
from cavalo_gui.engine.node import Node

if TYPE_CHECKING:
    from cavalo_gui.runs.search_tree import PassTree

SELECT, GENERATE, INSERT = "select", "generate", "insert"
ENTERS_OPEN = (Fate.ADDED, Fate.UPDATED, Fate.REOPENED)


@dataclass(frozen=True)
class FinePhase:
    """One phase of the expansion that brought the search to ``position``.

    ``generated`` counts the children shown so far: 1 to n while generating (0 for a node
    with no successors), all of them at insert, none at select.
    """

    phase: str
    expansion: Expansion
    generated: int
    position: int

    @property
    def successors(self) -> tuple[tuple[Node, Fate], ...]:
        return self.expansion.successors

    @property
    def child(self) -> tuple[Node, Fate] | None:
        """The child just generated (generate only), with its fate."""
        if self.phase != GENERATE or self.generated == 0:
            return None
        return self.successors[self.generated - 1]

    @property
    def shown_node(self) -> Node:
        """The node the board shows: the child just generated, else the node selected."""
        child = self.child
        return self.expansion.node if child is None else child[0]

    @property
    def shown_position(self) -> int:
        """The recorded position the rest of the window shows: before the expansion while
        selecting and generating, after it at insert."""
        return self.position if self.phase == INSERT else self.position - 1

    @property
    def inserted(self) -> tuple[Node, ...]:
        """The children that entered open (added, updated or re-opened), at insert."""
        if self.phase != INSERT:
            return ()
        return tuple(child for child, fate in self.successors if fate in ENTERS_OPEN)


def first_phase(expansion: Expansion, position: int) -> FinePhase:
    """Select, the first phase of the expansion that brings the search to ``position``."""
    return FinePhase(SELECT, expansion, 0, position)


def last_phase(expansion: Expansion, position: int) -> FinePhase:
    """Insert, the last phase of that expansion."""
    return FinePhase(INSERT, expansion, len(expansion.successors), position)


def next_phase(shown: FinePhase) -> FinePhase | None:
    """The phase after ``shown`` in the same expansion; None after insert."""
    count = len(shown.successors)
    if shown.phase == SELECT:
        return FinePhase(GENERATE, shown.expansion, min(1, count), shown.position)
    if shown.phase == GENERATE and shown.generated < count:
        return FinePhase(GENERATE, shown.expansion, shown.generated + 1, shown.position)
    if shown.phase == GENERATE:
        return last_phase(shown.expansion, shown.position)
    return None


def previous_phase(shown: FinePhase) -> FinePhase | None:
    """The phase before ``shown`` in the same expansion; None before select."""
    count = len(shown.successors)
    if shown.phase == INSERT:
        return FinePhase(GENERATE, shown.expansion, count, shown.position)
    if shown.phase == GENERATE and shown.generated > 1:
        return FinePhase(GENERATE, shown.expansion, shown.generated - 1, shown.position)
    if shown.phase == GENERATE:
        return first_phase(shown.expansion, shown.position)
    return None


def fine_step_items(
    tree: PassTree, shown: list[int], fine: FinePhase
) -> tuple[list[int], list[int]]:
    """The items to draw while fine step shows a phase of the latest expansion, and those
    to circle: its children not generated yet are left out; the node selected, the child
    just generated, or at insert the children that entered open are circled."""
    current = tree.current
    count = len(fine.successors)
    if current is None or len(tree.children[current]) < count:
        return shown, []
    children = tree.children[current][len(tree.children[current]) - count :]
    if fine.phase == INSERT:
        fates = [fate for _child, fate in fine.successors]
        return shown, [
            kid for kid, fate in zip(children, fates, strict=True) if fate in ENTERS_OPEN
        ]
    unborn = set(children[fine.generated :])
    kept = [item for item in shown if item not in unborn]
    if fine.phase == GENERATE and fine.generated > 0:
        return kept, [children[fine.generated - 1]]
    return kept, [current]


def pass_figures(
    tree: PassTree, fine: FinePhase | None, counters: Counters, open_size: int
) -> tuple[int, int, int]:
    """Generated, expanded and in open for the tree's header, as the statistics show them:
    the pass's own after its latest expansion, but while fine step selects or generates,
    the search's before that expansion (``counters`` and ``open_size``, the statistics'),
    so that every pane says one count; a pass that begins with that expansion has only its
    root in open."""
    if fine is None or fine.phase == INSERT:
        return tree.generated, tree.expanded, tree.open_size
    before = tree.before
    if counters.expanded <= before.expanded:
        return 0, 0, 1
    return (
        counters.generated - before.generated,
        counters.expanded - before.expanded,
        open_size,
    )
