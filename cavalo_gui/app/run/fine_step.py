"""Fine step: one expansion split into the textbook's three phases, select, generate, insert.

Everything comes from the engine's :class:`Expansion` event (the node taken from open, each
successor with its fate): **select** shows the node taken from open, **generate** shows its
children one at a time with what became of each and why, **insert** shows open after them,
the nodes that entered it marked. While selecting and generating, the window shows the search
as it stood before the expansion (position k - 1 of the recording); at insert, as it stands
after it (position k). Nothing here draws: the views read :class:`FinePhase` from the model.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from cavalo_gui.app.i18n import fill
from cavalo_gui.engine.algorithms import get_algorithm
from cavalo_gui.engine.algorithms.spec import Duplicates, Pruning
from cavalo_gui.engine.events import Counters, Expansion, Fate
from cavalo_gui.engine.node import Node

if TYPE_CHECKING:
    from cavalo_gui.app.run.search_tree import PassTree

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


class PhaseWords:
    """Says a phase in a sentence, with the puzzle's names for moves and the algorithm's
    words for its bounds: "Generate 2 of 3: B3, pruned (f 9 over the threshold 8)"."""

    def __init__(self, problem, algorithm: str) -> None:
        self.problem = problem
        self.algorithm = algorithm
        self.informed = bool(algorithm) and get_algorithm(algorithm).informed
        self.facts = get_algorithm(algorithm) if algorithm else None

    def name(self, node: Node) -> str:
        return (
            QCoreApplication.translate("FineStep", "the root")
            if node.parent is None
            else self.problem.step_label(node)
        )

    def figures(self, node: Node) -> str:
        if self.informed:
            return fill(
                QCoreApplication.translate("FineStep", "g {g:g}, h {h:g}, f {f:g}"),
                g=node.g,
                h=node.h,
                f=node.f,
            )
        return QCoreApplication.translate("FineStep", "depth {depth}").format(depth=node.depth)

    def sentence(self, shown: FinePhase) -> str:
        expansion = shown.expansion
        node = expansion.node
        if shown.phase == SELECT:
            return QCoreApplication.translate(
                "FineStep", "Select: {node} taken from open ({figures})"
            ).format(node=self.name(node), figures=self.figures(node))
        if shown.phase == INSERT:
            count = len(shown.inserted)
            if count == 0:
                return fill(
                    QCoreApplication.translate(
                        "FineStep", "Insert: no new node enters open; open has {size:,}"
                    ),
                    size=expansion.open_size,
                )
            return fill(
                QCoreApplication.translate(
                    "FineStep", "Insert: {count} into open (marked); open has {size:,}"
                ),
                count=count,
                size=expansion.open_size,
            )
        child = shown.child
        if child is None:
            return QCoreApplication.translate(
                "FineStep", "Generate: {node} has no successors"
            ).format(node=self.name(node))
        return QCoreApplication.translate(
            "FineStep", "Generate {index} of {count}: {child}, {fate}"
        ).format(
            index=shown.generated,
            count=len(shown.successors),
            child=self.name(child[0]),
            fate=self.fate(child[0], child[1], expansion),
        )

    def fate(self, child: Node, fate: Fate, expansion: Expansion) -> str:
        """What became of ``child`` and why, in words."""
        figures = self.figures(child)
        if fate is Fate.ADDED:
            return QCoreApplication.translate("FineStep", "added to open ({figures})").format(
                figures=figures
            )
        if fate is Fate.UPDATED:
            return QCoreApplication.translate(
                "FineStep", "updated in open: reached more cheaply ({figures})"
            ).format(figures=figures)
        if fate is Fate.REOPENED:
            return QCoreApplication.translate(
                "FineStep", "re-opened: closed before, now reached more cheaply ({figures})"
            ).format(figures=figures)
        if fate is Fate.GOAL:
            return QCoreApplication.translate("FineStep", "a goal: the search ends here")
        if fate is Fate.DUPLICATE:
            kind = self.facts.duplicates if self.facts is not None else Duplicates.KNOWN
            if kind is Duplicates.ON_PATH or (
                kind is Duplicates.ON_PATH_OR_REFUTED and _on_path(child)
            ):
                return QCoreApplication.translate(
                    "FineStep", "duplicate: its state is already on the path"
                )
            if kind is Duplicates.ON_PATH_OR_REFUTED:
                return QCoreApplication.translate(
                    "FineStep", "duplicate: its state was refuted, over the bound from here"
                )
            return QCoreApplication.translate(
                "FineStep", "duplicate: its state is already known at no higher cost"
            )
        return self.pruned(child, expansion)

    def pruned(self, child: Node, expansion: Expansion) -> str:
        """Why ``child`` was pruned, by the algorithm's own bound."""
        if child.h == float("inf"):
            return QCoreApplication.translate("FineStep", "pruned: a dead end (h = ∞)")
        pruning = self.facts.pruning if self.facts is not None else Pruning.NONE
        if pruning is Pruning.DEPTH_LIMIT:
            return QCoreApplication.translate(
                "FineStep", "pruned: depth {depth} is the depth limit"
            ).format(depth=child.depth)
        if pruning is Pruning.MEMORY:
            return QCoreApplication.translate(
                "FineStep", "pruned: depth {depth} is the deepest memory allows"
            ).format(depth=child.depth)
        if pruning is Pruning.BEAM_WIDTH:
            return fill(
                QCoreApplication.translate(
                    "FineStep", "pruned: not among the beam's best (h {h:g})"
                ),
                h=child.h,
            )
        if expansion.threshold is not None:
            return fill(
                QCoreApplication.translate(
                    "FineStep", "pruned (f {f:g} over the threshold {threshold:g})"
                ),
                f=child.f,
                threshold=expansion.threshold,
            )
        return QCoreApplication.translate("FineStep", "pruned ({figures})").format(
            figures=self.figures(child)
        )


def _on_path(child: Node) -> bool:
    """Whether ``child``'s state is on the path from the root to its parent."""
    node = child.parent
    while node is not None:
        if node.state == child.state:
            return True
        node = node.parent
    return False


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


# Moving through the phases of a run's model (a RunModel: its recording and the phase shown).


def step_forward(model) -> bool:
    """Show the next phase, from the recording; False when it starts an expansion not made
    yet (the search itself must take the next step, then :func:`begin_expansion`)."""
    shown = model.fine_phase
    following = None if shown is None else next_phase(shown)
    if following is None:
        position = model.shown_position + 1
        if position > len(model.recording):
            return False
        following = first_phase(model.recording.expansion(position), position)
    model.show_phase(following)
    return True


def step_back(model) -> None:
    """Show the phase before the one shown: from a select, the insert of the expansion
    before (or the position before the first); from a whole position, its last generate."""
    shown = model.fine_phase
    recording = model.recording
    if shown is None:
        position = model.shown_position
        if position > recording.first:
            whole = last_phase(recording.expansion(position), position)
            model.show_phase(previous_phase(whole) or whole)
        return
    previous = previous_phase(shown)
    if previous is not None:
        model.show_phase(previous)
        return
    position = shown.position - 1
    if position > recording.first:
        model.show_phase(last_phase(recording.expansion(position), position))
    else:
        model.go_to(position)


def begin_expansion(model) -> None:
    """The search has just made the latest expansion for a fine Step: show its select."""
    position = len(model.recording)
    if position > model.recording.first:
        model.show_phase(first_phase(model.recording.expansion(position), position))
