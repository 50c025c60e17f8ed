"""Questions on an expansion held back: the worker has made it, the window does not show it
yet, and the student says what it holds: the f that RBFS backs up into a node as it abandons
its subtree, the node SMA* forgets when its memory is full. The answer is judged by the held
event, which the window then shows."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from cavalo_gui.app.i18n import fill
from cavalo_gui.app.quiz.score import Kind
from cavalo_gui.app.quiz.why import figure
from cavalo_gui.engine.algorithms.spec import Algorithm
from cavalo_gui.engine.events import Expansion
from cavalo_gui.engine.node import Node


def held_kind(algorithm: Algorithm, event: object, candidates: list[Node]) -> Kind | None:
    """The question ``event`` calls for, by the algorithm's facts: RBFS (it abandons subtrees,
    backing up their f) when it backed one up; SMA* (memory bounded) when it forgot an open
    node the student can point at."""
    if type(event) is not Expansion:
        return None
    if algorithm.abandons_subtrees and algorithm.backs_up_f and event.backed_up:
        return Kind.BACKED_UP
    forgotten = event.forgotten[0] if event.forgotten else None
    if algorithm.memory_bounded and any(forgotten is node for node in candidates):
        return Kind.FORGOTTEN
    return None


class HeldQuestions(QObject):
    """Holds the expansion a question is asked about, asks, judges, and lets it be shown."""

    def __init__(self, quiz) -> None:
        super().__init__(quiz)
        self.quiz = quiz
        self.event: Expansion | None = None
        self.asked_before: Kind | None = None  # the question whose answer stepped the search
        self.said: tuple[str, bool] | None = None  # the verdict, said with the next one

    def hold(self, event: object) -> bool:
        """Whether to keep ``event`` back: the quiz stepped the search and the event calls
        for a question (see :func:`held_kind`)."""
        quiz = self.quiz
        if not quiz.on or quiz.pending is None or self.event is not None:
            return False
        kind = held_kind(quiz.why().algorithm, event, quiz.candidates)
        if kind is None:
            return False
        self.event, self.asked_before, quiz.kind = event, quiz.kind, kind
        quiz.panel.answer.clear()
        quiz.refresh()
        return True

    def question_text(self) -> str:
        return self.question(self.quiz.kind, self.event, self.quiz.node_name)

    def answer_number(self, value: float) -> None:
        quiz = self.quiz
        label = quiz.why().label
        self._judged(Kind.BACKED_UP, *self.backed_up(label, self.event, value, quiz.node_name))

    def answer_node(self, node: Node) -> None:
        quiz = self.quiz
        rows = {id(candidate): row for row, candidate in enumerate(quiz.candidates, start=1)}
        if id(node) not in rows:
            return
        right, label = self.event.forgotten[0], quiz.why().label
        self._judged(Kind.FORGOTTEN, *self.forgotten(label, right, node, rows, quiz.node_name))

    def _judged(self, kind: Kind, text: str, right: bool) -> None:
        quiz = self.quiz
        quiz.score.mark(kind, right)
        self.said = (text, right)
        quiz.kind, self.event = self.asked_before, None
        quiz.controller.release()

    def question(self, kind: Kind, event: Expansion, name: Callable[[Node], str]) -> str:
        if kind is Kind.BACKED_UP:
            return fill(
                self.tr(
                    "The search abandons the subtree of {node} before its next expansion: "
                    "what f does it back up into {node}?"
                ),
                node=name(event.backed_up[0][0]),
            )
        return self.tr(
            "Memory is full: which open node is forgotten first? Click it in the open list or "
            "the search tree."
        )

    def backed_up(self, algorithm: str, event: Expansion, yours: float, name) -> tuple[str, bool]:
        node, right = event.backed_up[0]
        if figure(right) == figure(yours):
            text = self.tr("Right: {node} now holds f = {right}.")
            return fill(text, node=name(node), right=figure(right)), True
        text = self.tr(
            "Not this time: {algorithm} writes into {node} the least f of its children, "
            "{right}, not {yours}."
        )
        values = dict(algorithm=algorithm, node=name(node), right=figure(right))
        return fill(text, yours=figure(yours), **values), False

    def forgotten(
        self, algorithm: str, right: Node, yours: Node, rows: dict[int, int], name
    ) -> tuple[str, bool]:
        if right is yours:
            return fill(self.tr("Right: {node} is forgotten."), node=name(right)), True
        values = dict(
            algorithm=algorithm,
            node=name(right),
            right=rows[id(right)],
            yours=rows[id(yours)],
            a=figure(right.f),
            b=figure(yours.f),
        )
        if right.f > yours.f:
            text = self.tr(
                "Not this time: {algorithm} forgot #{right} ({node}), not #{yours}: it forgets "
                "the leaf of highest f, {a} > {b}."
            )
        elif right.f == yours.f:
            text = self.tr(
                "Not this time: {algorithm} forgot #{right} ({node}), not #{yours}: both have "
                "f = {a}, so its rule between equals decides (below)."
            )
        else:
            text = self.tr(
                "Not this time: {algorithm} forgot #{right} ({node}), not #{yours}, by its rule "
                "(below)."
            )
        return fill(text, **values), False
