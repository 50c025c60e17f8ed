"""Fine step in the window: the Run menu's and the toolbar's "Fine step" toggle, and a line
under the board that says the phase shown in words ("Generate 2 of 3: B3, pruned (f 9 over
the threshold 8)").

With fine step on, Step and Back go one phase at a time (see
:mod:`cavalo_gui.runs.fine_phase`); the line is shown only then, so the board keeps its
size otherwise.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QSizePolicy, QStyle, QToolBar, QWidget

from cavalo_gui.app.run.fine_step import PhaseWords
from cavalo_gui.app.run.model import RunModel
from cavalo_gui.app.widgets.timeline import BackAction
from cavalo_gui.runs.fine_phase import GENERATE, INSERT, SELECT

PHASE_COLOURS = {SELECT: "#fdebd0", GENERATE: "#d6eaf8", INSERT: "#d5f5e3"}
"""The background of the line in each phase (select in the tree's colour for the node being
expanded, insert in a light green like the open list's new rows)."""


class FineStepLine(QLabel):
    """The phase shown, in a sentence; two lines high whatever it says, so that a longer
    sentence never lays the window out again."""

    def __init__(self, model: RunModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("fine_step_line")
        self.model = model
        self.toggle: QAction | None = None  # the window's Fine step, named here too
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(2 * self.fontMetrics().lineSpacing() + 8)
        self.setVisible(False)
        model.fine_phase_changed.connect(self.refresh)
        model.problem_changed.connect(self.refresh)
        self.retranslate_ui()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif event.type() == QEvent.Type.FontChange:  # View > Zoom
            self.setFixedHeight(2 * self.fontMetrics().lineSpacing() + 8)
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        """Every text of the line and of the toggle in the current language."""
        self.setAccessibleName(self.tr("Fine step phase"))
        if self.toggle is not None:
            self.toggle.setText(self.tr("&Fine step"))
            tip = self.tr("Step and Back go one phase at a time: select, generate, insert (F)")
            self.toggle.setToolTip(tip)
            self.toggle.setStatusTip(tip)
        self.refresh()

    def refresh(self) -> None:
        """Say the phase shown (shown only while fine step is on)."""
        model = self.model
        self.setVisible(model.fine_mode)
        shown = model.fine_phase
        if shown is None:
            text = self.tr(
                "Fine step: Step shows the next phase of an expansion (select, generate, insert)"
            )
            colour = "#f2f3f4"
        else:
            text = PhaseWords(model.problem, model.algorithm_name).sentence(shown)
            colour = PHASE_COLOURS[shown.phase]
        self.setText(text)
        self.setStyleSheet(f"QLabel {{ background: {colour}; padding: 2px 6px; }}")


class FineStepAction(QObject):
    """The window's Fine step toggle (F), after ``step`` in the Run menu and the toolbar,
    named by ``line``. In a phase, Back goes to the phase before (or the initial picture),
    even at the first expansion's select, where the position shown is 0."""

    def __init__(
        self, window: QMainWindow, line: FineStepLine, step: QAction, back: BackAction
    ) -> None:
        super().__init__(window)
        self.model, self.back, self.timeline = line.model, back.action, back.timeline
        toggle = self.action = QAction(window)
        toggle.setObjectName("action_fine_step")
        toggle.setCheckable(True)
        toggle.setShortcut(QKeySequence("F"))
        toggle.setIcon(window.style().standardIcon(QStyle.StandardPixmap.SP_FileDialogDetailedView))
        toggle.toggled.connect(back.timeline.controller.set_fine_step)
        toggle.toggled.connect(lambda _on: self.model.publish())
        window.addAction(toggle)
        for owner in list(step.associatedObjects()):  # the Run menu, the toolbar
            if isinstance(owner, (QMenu, QToolBar)):
                actions = owner.actions()
                after = actions.index(step) + 1
                owner.insertAction(actions[after] if after < len(actions) else None, toggle)
        line.toggle = toggle
        self.model.position_changed.connect(self._let_back_leave_a_phase)
        self.model.fine_phase_changed.connect(self._let_back_leave_a_phase)
        line.retranslate_ui()

    def _let_back_leave_a_phase(self) -> None:
        if self.model.fine_phase is not None:
            self.back.setEnabled(True)
            self.timeline.back.setEnabled(True)
