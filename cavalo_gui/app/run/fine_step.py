"""Fine step in words: a phase of an expansion (:mod:`cavalo_gui.runs.fine_phase`) said in a
sentence in the user's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cavalo_gui.app.i18n import fill
from cavalo_gui.engine.algorithms import get_algorithm
from cavalo_gui.engine.algorithms.spec import Duplicates, Pruning
from cavalo_gui.engine.events import Expansion, Fate
from cavalo_gui.engine.node import Node
from cavalo_gui.runs.fine_phase import INSERT, SELECT, FinePhase


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
