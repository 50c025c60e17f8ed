"""Fine step's question in the quiz: before each child is shown, what becomes of it
(inserted into open, a duplicate, pruned). The fate is the one the algorithm's event already
holds; fine step shows it only once the student has answered."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer

from cavalo_gui.app.i18n import fill
from cavalo_gui.app.quiz.score import Kind
from cavalo_gui.app.run.fine_step import PhaseWords
from cavalo_gui.engine.events import Fate
from cavalo_gui.runs.fine_phase import GENERATE, FinePhase, next_phase

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


class FineQuestions(QObject):
    """Asks each child's fate in fine step, and steps fine step's phases for the quiz."""

    def __init__(self, quiz) -> None:
        super().__init__(quiz)
        self.quiz = quiz
        self.phase: FinePhase | None = None  # the generate phase a fate is asked of
        quiz.model.fine_phase_changed.connect(self._on_phase)
        for choice, button in quiz.panel.fate_buttons.items():
            button.clicked.connect(lambda _checked=False, choice=choice: self.answer(choice))

    def pose(self) -> bool:
        """Ask the coming child's fate, or step on inside the expansion; False when the next
        Step starts a new expansion (the quiz's other questions)."""
        quiz = self.quiz
        phase = coming_child(quiz.model)
        if phase is not None:
            quiz.kind, self.phase = Kind.FATE, phase
            quiz.refresh()
            return True
        if inside_expansion(quiz.model):
            self.step()
            return True
        return False

    def question_text(self) -> str:
        return self.question(self.phase, self.words())

    def answer(self, choice: str) -> None:
        """The student says what becomes of the child fine step shows next: judged by the
        fate the expansion's event holds, then that child is shown."""
        quiz = self.quiz
        if not quiz.on or quiz.kind is not Kind.FATE or quiz.pending is not None:
            return
        phase, words = self.phase, self.words()
        right = choice_of(phase.child[1]) == choice
        quiz.score.mark(Kind.FATE, right)
        quiz.kind = None
        quiz.say(lambda: self.verdict(phase, choice, words), right)
        self.step()

    def words(self) -> PhaseWords:
        return PhaseWords(self.quiz.model.problem, self.quiz.model.algorithm_name)

    def step(self) -> None:
        """One phase of fine step inside an expansion already made (no event comes back)."""
        quiz = self.quiz
        quiz.controller.step()
        quiz.model.publish()
        QTimer.singleShot(0, quiz.pose)

    def _on_phase(self) -> None:
        if self.quiz.on and self.quiz.pending is None:
            QTimer.singleShot(0, self.quiz.pose)

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
