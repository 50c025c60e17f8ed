"""Fine step in the window: the Run menu's and the toolbar's "Fine step" toggle, and a line
under the board that says the phase shown in words ("Generate 2 of 3: B3, pruned (f 9 over
the threshold 8)").

With fine step on, Step and Back go one phase at a time (see
:mod:`cavalo_gui.app.run.fine_step`); the line is shown only then, so the board keeps its
size otherwise.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QSizePolicy, QStyle, QToolBar, QWidget

from cavalo_gui.app.run.fine_step import GENERATE, INSERT, SELECT, PhaseWords
from cavalo_gui.app.run.model import RunModel

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


def attach_fine_step(window: QMainWindow) -> FineStepLine:
    """Put the fine step's line under ``window``'s board and its toggle after Step in the Run
    menu and the toolbar."""
    line = FineStepLine(window.model, window)
    window.centre_layout.insertWidget(1, line)
    toggle = QAction(window)
    toggle.setObjectName("action_fine_step")
    toggle.setCheckable(True)
    toggle.setShortcut(QKeySequence("F"))
    toggle.setIcon(window.style().standardIcon(QStyle.StandardPixmap.SP_FileDialogDetailedView))
    toggle.toggled.connect(window.controller.set_fine_step)
    toggle.toggled.connect(lambda _on: window.model.publish())
    window.addAction(toggle)
    for owner in list(window.step_action.associatedObjects()):  # the Run menu, the toolbar
        if isinstance(owner, (QMenu, QToolBar)):
            actions = owner.actions()
            after = actions.index(window.step_action) + 1
            owner.insertAction(actions[after] if after < len(actions) else None, toggle)
    line.toggle = toggle

    def let_back_leave_a_phase() -> None:
        """At the first expansion's select the position shown is 0, where Back is off; in a
        phase, Back goes to the phase before (or the initial picture)."""
        if window.model.fine_phase is not None:
            window.back_action.setEnabled(True)
            window.timeline.back.setEnabled(True)

    window.model.position_changed.connect(let_back_leave_a_phase)
    window.model.fine_phase_changed.connect(let_back_leave_a_phase)
    line.retranslate_ui()
    window.fine_step_action = toggle
    return line
