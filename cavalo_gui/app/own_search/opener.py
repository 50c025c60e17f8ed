"""File > Open your own search…: a trace a student's program wrote, opened as a run.

The trace is checked first (:func:`cavalo_gui.reports.own_search.verdict.check_trace`, the
check ``cavalo check`` makes, with its reference run) in a thread of its own, so that a long
trace never freezes the window. A trace that cannot be read gets one dialog naming the line
and what was wrong there, and the window stays as it was. A readable one becomes the window's
run: its choices go into the control panel, the controller takes them with the trace as the
search (:class:`~cavalo_gui.reports.own_search.trace_run.TraceChoices`), and the window's
worker replays it to its end in its thread, as it runs an algorithm; the window then lands on
the first departure, marked on the timeline and the chart, with the verdict in its pane.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt, QThread, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDockWidget,
    QFileDialog,
    QMainWindow,
    QMessageBox,
)

from cavalo_gui.app.i18n import report_language
from cavalo_gui.app.own_search.departure_mark import DepartureMark
from cavalo_gui.app.own_search.side_by_side import OwnSearchSideBySide
from cavalo_gui.app.own_search.verdict_pane import VerdictPane
from cavalo_gui.app.run.controller import RunState
from cavalo_gui.engine.message import message
from cavalo_gui.reports.own_search.report import headline
from cavalo_gui.reports.own_search.trace_run import TraceChoices, trace_choices
from cavalo_gui.reports.own_search.verdict import Status, Verdict, check_trace

STATUS_MS = 8000


class CheckThread(QThread):
    """Checks one trace off the GUI thread; ``checked`` carries the verdict."""

    checked = Signal(object)

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path

    def run(self) -> None:
        try:
            verdict = check_trace(self.path)
        except Exception as error:  # a verdict, never a traceback in the window
            said = message("reason.failed", error=f"{type(error).__name__}: {error}")
            verdict = Verdict(self.path, Status.UNREADABLE, error=said)
        self.checked.emit(verdict)


class OwnSearchOpener(QObject):
    """The File menu's action (placed after ``after``), the verdict's pane, the departure's
    mark and the landing."""

    landed = Signal()  # the trace's run is in the window, shown at its first departure
    refused = Signal(str)  # the trace could not be read: the dialog's text

    def __init__(self, window: QMainWindow, after: QAction) -> None:
        super().__init__(window)
        self.window = window
        self.verdict: Verdict | None = None
        self.side_by_side: OwnSearchSideBySide | None = None
        self._thread: CheckThread | None = None
        self._landing = False
        self.save_run = after  # a run file would reopen as the algorithm's run: off for a trace
        self.action = QAction(window, objectName="action_open_own_search")
        self.action.triggered.connect(self.choose_open)
        menu = window.file_menu
        actions = menu.actions()
        following = actions[actions.index(after) + 1] if after in actions[:-1] else None
        menu.insertAction(following, self.action) if following else menu.addAction(self.action)
        self.pane = VerdictPane()
        self.dock = QDockWidget(window)
        self.dock.setObjectName("dock_verdict")
        self.dock.setWidget(self.pane)
        self.dock.hide()  # docked at the first trace opened: until then the layout is as ever
        self._docked = False
        self.mark = DepartureMark(window.model, window.timeline.slider, window.chart.plot)
        self.pane.departure_button.clicked.connect(self.show_departure)
        self.pane.side_by_side_button.clicked.connect(self.open_side_by_side)
        controller = window.controller
        controller.run_finished.connect(self._on_run_finished)
        controller.state_changed.connect(self._on_state_changed)
        window.installEventFilter(self)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.action.setText(self.tr("Open your own &search…"))
        tip = self.tr(
            "Open a trace your own search wrote, replayed on the board and held to the "
            "algorithm's rule"
        )
        self.action.setStatusTip(tip)
        self.action.setToolTip(tip)
        self.dock.setWindowTitle(self.tr("Your search's verdict"))
        self._name_qt_buttons()
        QTimer.singleShot(0, self, self._name_qt_buttons)  # once Qt has named them itself

    def _name_qt_buttons(self) -> None:
        """The dock's close and detach buttons named in the current language, as the
        window names its other docks' (Qt names them once, in the language of that moment)."""
        for button_name, text in (
            ("qt_dockwidget_closebutton", self.tr("Close the {panel} panel")),
            ("qt_dockwidget_floatbutton", self.tr("Detach the {panel} panel")),
        ):
            button = self.dock.findChild(QAbstractButton, button_name)
            if button is not None:
                button.setAccessibleName(text.format(panel=self.dock.windowTitle()))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self.mark.retranslate_ui()
        elif (
            watched is self.window
            and event.type() == QEvent.Type.Close
            and self._thread is not None  # a check under way ends before its window goes
        ):
            self._thread.checked.disconnect()
            self._thread.wait()
            self._thread = None
            QApplication.restoreOverrideCursor()
        return False

    # Opening.

    def choose_open(self) -> None:
        path, _chosen = QFileDialog.getOpenFileName(
            self.window,
            self.tr("Open your own search"),
            self.window.app_settings.problem_folder(),
            self.tr("Traces (*.jsonl *.lisp *.lsp *.txt *.trace)")
            + ";;"
            + self.tr("All files (*)"),
        )
        if path:
            self.open(path)

    def open(self, path: str | Path) -> None:
        """Check the trace at ``path`` in a thread; :meth:`_on_checked` goes on."""
        if self._thread is not None:
            return
        self.window.statusBar().showMessage(
            self.tr("Checking {file}…").format(file=Path(path).name), STATUS_MS
        )
        QApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
        thread = self._thread = CheckThread(Path(path), self)
        thread.checked.connect(self._on_checked, Qt.ConnectionType.QueuedConnection)
        thread.finished.connect(thread.deleteLater)
        thread.start()

    def _on_checked(self, verdict: Verdict) -> None:
        self._thread = None
        QApplication.restoreOverrideCursor()
        if verdict.status is Status.UNREADABLE:
            self._refuse(verdict)
            return
        window = self.window
        controller = window.controller
        settings = trace_choices(verdict, controller.choices.speed)
        self.verdict = verdict
        self.mark.set_expansion(None)
        window.panel.set_choices(settings.reference(), verdict.path.name)
        controller.configure(settings)
        self.pane.show_verdict(verdict)
        self._show_pane()
        self._landing = True
        replay = verdict.replay
        assert replay is not None
        controller.advance(replay.expansions + 1)  # the final event comes after the last

    def _refuse(self, verdict: Verdict) -> None:
        """The dialog of a trace that cannot be read; nothing else changes."""
        text = (
            self.tr("Cannot open {file} as your own search:").format(file=verdict.path.name)
            + "\n"
            + headline(verdict, report_language())
            + self.tr("\n\nThe current run stays as it was.")
        )
        self.refused.emit(text)
        QMessageBox.critical(self.window, self.tr("Cannot open your own search"), text)

    def _show_pane(self) -> None:
        window, dock = self.window, self.dock
        if not self._docked:
            self._docked = True
            window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            window.view_menu.addAction(dock.toggleViewAction())
        if dock.isHidden():
            dock.show()
            beside = window.docks["open"]
            if not beside.isHidden() and not beside.isFloating():
                window.tabifyDockWidget(beside, dock)
        dock.raise_()

    def _on_run_finished(self, _final) -> None:
        if not self._landing:
            return
        self._landing = False
        verdict = self.verdict
        departure = verdict.departure if verdict is not None else None
        expansion = departure.expansion if departure is not None else None
        self.mark.set_expansion(expansion)
        if expansion is not None:
            self.show_departure()
        self.window.model.publish()
        self.window.statusBar().showMessage(
            self.tr("Opened your own search in {file}").format(file=verdict.path.name),  # type: ignore[union-attr]
            STATUS_MS,
        )
        self.landed.emit()

    def _on_state_changed(self, state: RunState) -> None:
        """Other choices made in the window: the trace's run is gone, and its mark. A run
        file keeps the run's choices, not the trace: Save run is off while a trace is shown."""
        tracing = isinstance(self.window.controller.choices, TraceChoices)
        self.save_run.setEnabled(not tracing)
        if not tracing:
            self.mark.set_expansion(None)

    # The departure and the reference.

    def show_departure(self) -> None:
        """Show the search at its first departure: the expansion that broke the rule, the
        node the student took on the board (Back shows the choice before it)."""
        verdict = self.verdict
        if verdict is None or verdict.departure is None or verdict.departure.expansion is None:
            return
        if not isinstance(self.window.controller.choices, TraceChoices):
            return
        self.window.controller.go_to(verdict.departure.expansion)
        self.window.model.publish()

    def open_side_by_side(self) -> OwnSearchSideBySide | None:
        """The trace beside the program's own run of it, both started."""
        settings = self.window.controller.choices
        if not isinstance(settings, TraceChoices):
            if self.verdict is None:
                return None
            settings = trace_choices(self.verdict, settings.speed)
        if self.side_by_side is not None:
            self.side_by_side.close()
            self.side_by_side.deleteLater()
        window = self.side_by_side = OwnSearchSideBySide(settings, self.window)
        window.show()
        window.start()
        return window
