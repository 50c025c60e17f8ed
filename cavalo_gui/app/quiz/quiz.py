"""Quiz mode's logic: pose a question whenever the run is paused before a decision, take the
student's answer (a click or Enter on an open node in the open list, a click on one in the
search tree, a threshold typed), then Step the worker and judge the answer by the event the
algorithm yields: the app never works out the algorithm's choice itself."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow

from cavalo_gui.app.figures import decimals_apart, same_at
from cavalo_gui.app.i18n import fill
from cavalo_gui.app.quiz.answers import ViewAnswers
from cavalo_gui.app.quiz.fates import FineQuestions
from cavalo_gui.app.quiz.held import HeldQuestions
from cavalo_gui.app.quiz.panel import QuizPanel
from cavalo_gui.app.quiz.reading import expanded_by, goal_generated
from cavalo_gui.app.quiz.score import Kind, Score
from cavalo_gui.app.quiz.why import Why, figure
from cavalo_gui.app.run.controller import RunState
from cavalo_gui.engine.algorithms import get_algorithm
from cavalo_gui.engine.events import Expansion, Finished, IterationStarted
from cavalo_gui.engine.node import Node

MOST_CANDIDATES = 5_000  # the open nodes an answer is looked for among
AUTO = "auto"  # a Step the quiz took itself: no decision to ask about (one node, or none)


class Quiz(QObject):
    """Asks, listens and judges, for the window it is attached to."""

    def __init__(self, window: QMainWindow, panel: QuizPanel) -> None:
        super().__init__(window)
        self.window, self.panel = window, panel
        self.model, self.controller = window.model, window.controller
        self.on = False
        self.score = Score()
        self.kind: Kind | None = None  # the question posed
        self.candidates: list[Node] = []  # the open list when it was posed, in order
        self.last_threshold: float | None = None  # the pass's that ended, when asking the next
        self.pending: object = None  # AUTO, or the answer whose Step is on its way
        self._verdict: Callable[[], str] | None = None
        self._verdict_right: bool | None = None
        self.toggle: QAction | None = None  # Run > Quiz, named here in the window's language
        panel.on_language = self.refresh
        panel.submit.clicked.connect(self._answer_threshold)
        panel.answer.returnPressed.connect(self._answer_threshold)
        self.views = ViewAnswers(window, self)
        self.held = HeldQuestions(self)
        self.controller.hold_event = self.held.hold
        self.controller.event_applied.connect(self._on_event)
        self.controller.state_changed.connect(self._on_state)
        self.fine = FineQuestions(self)

    def why(self) -> Why:
        return Why(get_algorithm(self.controller.choices.algorithm), self)

    # On and off.

    def set_on(self, on: bool) -> None:
        """Quiz mode on (the run pauses and the first question is posed) or off."""
        self.on = on
        self.panel.setVisible(on)
        if not on:
            self.pending, self.kind = None, None
            return
        self.controller.pause()
        self._restart()

    def _restart(self) -> None:
        """A new run (reset, new choices, quiz turned on): a new score; a Step asked of the
        run before it never answers."""
        self.score.clear()
        self.pending, self._verdict, self._verdict_right = None, None, None
        self.held.event, self.held.said = None, None
        if self.on:
            self.pose()

    def _on_state(self, state: RunState) -> None:
        if state is RunState.IDLE:
            self._restart()
        elif self.on and self.pending is None:
            self.pose()

    # Questions.

    def pose(self) -> None:
        """The question for the paused run, or a Step of its own where there is nothing to
        decide (the root, a single open node)."""
        if not self.on or self.pending is not None:
            return
        model, controller = self.model, self.controller
        self.kind, self.candidates = None, []
        if model.finished is not None or controller.state is RunState.FINISHED:
            self.refresh()
            return
        if controller.state is not RunState.RUNNING and model.fine_mode and self.fine.pose():
            return
        if controller.state is RunState.RUNNING or model.looking_back:
            self.refresh()
            return
        self.views.listen_to_board()
        candidates = model.open_list.nodes(MOST_CANDIDATES)
        if goal_generated(model.last):
            self._step(AUTO)  # the search ends on its next event: nothing left to decide
        elif len(candidates) >= 2:
            self.kind, self.candidates = Kind.NEXT_NODE, candidates
        elif not candidates and len(model.recording) and model.iteration is not None:
            self.kind, self.last_threshold = Kind.THRESHOLD, model.threshold
            self.panel.answer.clear()
        else:
            self._step(AUTO)
        self.refresh()
        if self.kind is Kind.THRESHOLD:
            self.panel.answer.setFocus()
        elif self.kind is Kind.NEXT_NODE:
            self.views.take_keyboard()

    def refresh(self) -> None:
        """Every text of the panel, in the window's language."""
        panel, why = self.panel, self.why()
        if self.toggle is not None:
            self.toggle.setText(self.tr("&Quiz"))
            tip = self.tr("Predict each decision of the search before it is made (Q)")
            self.toggle.setToolTip(tip)
            self.toggle.setStatusTip(tip)
        panel.rule.setText(why.rule())
        panel.score.setText(why.score(self.score))
        panel.entry.setVisible(self.kind in (Kind.THRESHOLD, Kind.BACKED_UP))
        panel.fates.setVisible(self.kind is Kind.FATE)
        if self.model.finished is not None:
            question = why.summary(self.score)
        elif self.controller.state is RunState.RUNNING:
            question = self.tr("Pause the run to answer the next question.")
        elif self.kind is Kind.NEXT_NODE:
            question = self.tr(
                "Which node is expanded next? Click it in the open list, the search tree or "
                "the board (or choose a row with the arrows and press Enter)."
            )
        elif self.kind is Kind.THRESHOLD:
            question = self.tr("The pass is over: what is the next threshold?")
        elif self.kind in (Kind.BACKED_UP, Kind.FORGOTTEN):
            question = self.held.question_text()
        elif self.kind is Kind.FATE:
            question = self.fine.question_text()
        else:
            question = self.tr("Waiting for the search…")
        panel.question.setText(question)
        verdict = "" if self._verdict is None else self._verdict()
        panel.say_verdict(verdict, self._verdict_right)

    # Answers.

    def answer_place(self, place: str) -> None:
        """A square clicked on the board answers when one open node alone lands there."""
        if not self.on or self.kind is not Kind.NEXT_NODE or self.pending is not None:
            return
        step_label = self.model.problem.step_label
        landing = [node for node in self.candidates if step_label(node) == place]
        if len(landing) == 1:
            self.answer_node(landing[0])
        elif not landing:
            self.say(lambda: fill(self.tr("No open node lands on {place}."), place=place))
        else:
            self.say(
                lambda: fill(
                    self.tr(
                        "{count} open nodes land on {place}: choose one in the open list or "
                        "the search tree."
                    ),
                    count=len(landing),
                    place=place,
                )
            )

    def answer_node(self, node: Node) -> None:
        """The student says ``node`` is expanded next: Step, and judge by the event (or,
        memory full, that it is the node forgotten)."""
        if self.on and self.kind is Kind.FORGOTTEN:
            self.held.answer_node(node)
            return
        if not self.on or self.kind is not Kind.NEXT_NODE or self.pending is not None:
            return
        if not any(node is candidate for candidate in self.candidates):
            self.say(lambda: self.tr("That node is not in open: choose one of the open list."))
            return
        self._step(node)

    def _answer_threshold(self) -> None:
        """The number typed: the next threshold, or the f RBFS backs up."""
        held = self.kind is Kind.BACKED_UP
        if not self.on or not (held or (self.kind is Kind.THRESHOLD and self.pending is None)):
            return
        text = self.panel.answer.text().strip().replace(",", ".").replace("∞", "inf")
        try:
            value = float(text)
        except ValueError:
            self.say(lambda: self.tr("Write the threshold as a number, e.g. 9."))
            return
        self.window.open_list.table.setFocus()  # before the field hides: the next answer's
        if held:
            self.held.answer_number(value)
        else:
            self._step(value)

    def _step(self, pending: object) -> None:
        self.pending = pending
        QTimer.singleShot(0, self.controller.step)

    # Judging.

    def _on_event(self, event) -> None:
        pending = self.pending
        if not self.on or pending is None:
            if self.on and isinstance(event, (Expansion, Finished)):
                QTimer.singleShot(0, self.pose)  # a Step of the student's own: ask again
            return
        kind = self.kind
        if kind is Kind.THRESHOLD and isinstance(event, IterationStarted):
            self._judge_threshold(float(pending), event.threshold)
        elif kind is Kind.NEXT_NODE and isinstance(event, (Expansion, Finished)):
            self._judge_node(pending, expanded_by(event))
        if self.held.said is not None:  # no verdict of its own joined the held one's
            text, right = self.held.said
            self.held.said = None
            self.say(lambda: text, right)
        if isinstance(event, (Expansion, Finished)):
            self.pending, self.kind, self.candidates = None, None, []  # asked afresh, shown
            self.model.publish()
            QTimer.singleShot(0, self.pose)

    def _judge_node(self, yours: Node, right: Node | None) -> None:
        rows = {id(node): row for row, node in enumerate(self.candidates, start=1)}
        if right is None:
            return  # the search ended without taking a node from open: nothing to judge
        if id(right) not in rows:
            path = self._path(right)
            self.say(
                lambda: fill(
                    self.tr("Not counted: the search expanded {path}, a node that was not open."),
                    path=path,
                )
            )
            return
        good = right is yours
        self.score.mark(Kind.NEXT_NODE, good)
        right_row, yours_row = rows[id(right)], rows[id(yours)]
        path = self._path(right)
        if good:
            self.say(
                lambda: fill(
                    self.tr("Right: #{row} ({path}) was expanded."), row=right_row, path=path
                ),
                True,
            )
        else:
            self.say(
                lambda: (
                    fill(
                        self.tr(
                            "Not this time: the next node was #{right} ({path}), not #{yours}."
                        ),
                        right=right_row,
                        yours=yours_row,
                        path=path,
                    )
                    + " "
                    + self.why().next_node(right, right_row, yours, yours_row)
                ),
                False,
            )

    def _judge_threshold(self, yours: float, right: float) -> None:
        """Right when ``yours`` reads as ``right`` written with the decimals that tell the
        run's thresholds apart (9.26 is neither 9.25926 nor 9.26230)."""
        last = self.last_threshold
        seen = [threshold for _expanded, _iteration, threshold in self.model.iterations]
        decimals = decimals_apart([*seen, last, right])
        good = abs(yours - right) < 1e-9 or same_at(yours, right, decimals)
        self.score.mark(Kind.THRESHOLD, good)
        if good:
            self.say(
                lambda: fill(
                    self.tr("Right: the next threshold is {value}."),
                    value=figure(right, decimals),
                ),
                True,
            )
        else:
            self.say(lambda: self.why().threshold(right, yours, last, decimals), False)

    def say(self, verdict: Callable[[], str], right: bool | None = None) -> None:
        """Show ``verdict``, after the held question's if one was just judged."""
        if self.held.said is not None and right is not None:
            (before, held_right), said = self.held.said, verdict
            self.held.said = None
            verdict, right = (lambda: before + " " + said()), right and held_right
        self._verdict, self._verdict_right = verdict, right
        self.refresh()

    def node_name(self, node: Node) -> str:
        return self._path(node)

    def _path(self, node: Node) -> str:
        moves = [self.model.problem.step_label(step) for step in node.path()[1:]]
        return " → ".join(moves) if moves else self.tr("the start")
