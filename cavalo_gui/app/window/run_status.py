"""The status bar's account of the run: where it stands on the right (Ready, Running, Paused,
Finished: the algorithm on the puzzle's problem; a student's search named by its trace, with
its verdict once replayed), and how it ended, for a while, on the left, where the bar holds
the sentence whole (the Statistics, in front at a run's end, say it over as many lines as it
takes)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QLabel, QMainWindow

from cavalo_gui.app.domain_texts import domain_text
from cavalo_gui.app.i18n import report_language
from cavalo_gui.app.run.controller import RunController, RunState
from cavalo_gui.domains.catalogues import render
from cavalo_gui.reports.own_search.trace_run import TraceChoices

OUTCOME_MS = 15_000
MESSAGE_MARGINS = 24  # pixels of the status bar's besides its message's and the state's words


class RunStatus(QObject):
    """The run's state in ``window``'s status bar, in the current language."""

    def __init__(self, window: QMainWindow, controller: RunController) -> None:
        super().__init__(window)
        self.window, self.controller, self.model = window, controller, controller.model
        self.outcome = ""  # the sentence on how the last run ended
        self.label = QLabel(objectName="run_state")
        window.statusBar().addPermanentWidget(self.label)
        # A size grip has no role a screen reader knows (AT-SPI reads it as "unknown"); the
        # window's edges resize it as well.
        window.statusBar().setSizeGripEnabled(False)
        window.statusBar().messageChanged.connect(self._make_room)
        controller.state_changed.connect(self._on_state_changed)
        controller.run_finished.connect(self._on_run_finished)
        window.installEventFilter(self)
        self.retranslate_ui()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        return False

    def retranslate_ui(self) -> None:
        self.label.setText(self.state_text(self.controller.state))

    def _on_state_changed(self, state: RunState) -> None:
        self.label.setText(self.state_text(state))
        bar = self.window.statusBar()
        if state is not RunState.FINISHED and bar.currentMessage() == self.outcome:
            bar.clearMessage()  # it told of the run before this one

    def state_text(self, state: RunState) -> str:
        """Where the run stands, and which run it is."""
        settings = self.controller.choices
        what = self.tr("{algorithm} on {puzzle} problem {problem}").format(
            algorithm=domain_text(self.model.algorithm_label),
            puzzle=domain_text(settings.domain.label),
            problem=settings.puzzle.name,
        )
        if isinstance(settings, TraceChoices):  # a student's search, not the program's
            what = self.tr("your search {file} ({what})").format(
                file=settings.trace.name, what=what
            )
            if state is RunState.FINISHED and settings.verdict is not None:
                verdict = render(settings.verdict, report_language())
                return self.tr("Finished: {what}: {verdict}").format(what=what, verdict=verdict)
        if state is RunState.IDLE:
            return self.tr("Ready: {what}").format(what=what)
        if state is RunState.RUNNING:
            return self.tr("Running: {what}").format(what=what)
        if state is RunState.PAUSED:
            return self.tr("Paused: {what}").format(what=what)
        return self.tr("Finished: {what}").format(what=what)

    def _message_width(self, message: str) -> int:
        """The status bar's width that shows ``message`` whole, the run's state aside."""
        return self.window.statusBar().fontMetrics().horizontalAdvance(message) + MESSAGE_MARGINS

    def _make_room(self, message: str) -> None:
        """The run's state out of sight while a message on the left needs its room: drawn
        over it, "No solution: all 8,763 reachable states explored, best 250 points" was
        cut at "best 25" by "Finished: ..." at 1024 x 640 and 150%."""
        needed = self._message_width(message) + self.label.sizeHint().width()
        self.label.setVisible(not message or needed <= self.window.statusBar().width())

    def _on_run_finished(self, _final: object) -> None:
        self.model.publish()
        self.outcome = self.model.outcome_text()
        bar = self.window.statusBar()
        if self._message_width(self.outcome) <= bar.width():  # else the Statistics say it
            bar.showMessage(self.outcome, OUTCOME_MS)
