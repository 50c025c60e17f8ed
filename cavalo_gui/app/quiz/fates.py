"""Fine step's question in the quiz: before each child is shown, what becomes of it
(inserted into open, a duplicate, pruned). The fate is the one the algorithm's event already
holds; fine step shows it only once the student has answered."""

from __future__ import annotations

from PySide6.QtCore import QObject

from cavalo_gui.app.i18n import fill
from cavalo_gui.app.run.fine_step import GENERATE, FinePhase, PhaseWords, next_phase
from cavalo_gui.engine.events import Fate

INSERTED, DUPLICATE, PRUNED = "inserted", "duplicate", "pruned"
CHOICES = (INSERTED, DUPLICATE, PRUNED)
_CHOICE_OF = {
    Fate.ADDED: INSERTED,
    Fate.UPDATED: INSERTED,
    Fate.REOPENED: INSERTED,
    Fate.DUPLICATE: DUPLICATE,
    Fate.PRUNED: PRUNED,
}


def choice_of(fate: Fate) -> str | None:
    """The answer that names ``fate`` (None for a goal: the search ends, nothing to ask)."""
    return _CHOICE_OF.get(fate)


def coming_child(model) -> FinePhase | None:
    """The generate phase the next fine Step shows, when its child's fate can be asked."""
    shown = model.fine_phase
    following = None if shown is None or not model.fine_mode else next_phase(shown)
    if following is None or following.phase != GENERATE or following.child is None:
        return None
    return following if choice_of(following.child[1]) is not None else None


def inside_expansion(model) -> bool:
    """Whether fine step is in the middle of an expansion (its next phase is recorded)."""
    shown = model.fine_phase
    return model.fine_mode and shown is not None and next_phase(shown) is not None


class FateWords(QObject):
    """The fate question and its verdict, in the window's language."""

    def choice(self, choice: str) -> str:
        return {
            INSERTED: self.tr("inserted"),
            DUPLICATE: self.tr("duplicate"),
            PRUNED: self.tr("pruned"),
        }[choice]

    def question(self, phase: FinePhase, words: PhaseWords) -> str:
        child = phase.child[0]
        return fill(
            self.tr(
                "Generate {index} of {count}: {child} ({figures}). What becomes of it: "
                "inserted into open, a duplicate, or pruned?"
            ),
            index=phase.generated,
            count=len(phase.successors),
            child=words.name(child),
            figures=words.figures(child),
        )

    def verdict(self, phase: FinePhase, yours: str, words: PhaseWords) -> str:
        child, fate = phase.child
        reason = words.fate(child, fate, phase.expansion)
        if choice_of(fate) == yours:
            return fill(
                self.tr("Right: {child}, {reason}."), child=words.name(child), reason=reason
            )
        return fill(
            self.tr("Not this time (you said {yours}): {child}, {reason}."),
            yours=self.choice(yours),
            child=words.name(child),
            reason=reason,
        )
