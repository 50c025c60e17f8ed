"""The Side by side window's commands: how many runs, Step (one expansion of each), Run in
lockstep, Race, Pause, Stop and Reset, in a row that wraps on a narrow window."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QPushButton, QSpinBox, QWidget

from cavalo_gui.app.widgets.reflow import FlowLayout

MIN_RUNS, MAX_RUNS = 2, 4


class RaceBar(QWidget):
    """The buttons; the window connects them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.runs_label = QLabel()
        self.runs = QSpinBox(objectName="race_runs", minimum=MIN_RUNS, maximum=MAX_RUNS)
        self.runs_label.setBuddy(self.runs)
        self.step_button = QPushButton(objectName="race_step")
        self.lockstep_button = QPushButton(objectName="race_lockstep")
        self.race_button = QPushButton(objectName="race_race")
        self.pause_button = QPushButton(objectName="race_pause")
        self.stop_button = QPushButton(objectName="race_stop")
        self.reset_button = QPushButton(objectName="race_reset")
        layout = FlowLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (
            self.runs_label,
            self.runs,
            self.step_button,
            self.lockstep_button,
            self.race_button,
            self.pause_button,
            self.stop_button,
            self.reset_button,
        ):
            layout.addWidget(widget)
        self.set_running(False, False)
        self.retranslate_ui()

    def set_running(self, running: bool, all_ended: bool) -> None:
        """While runs go on by themselves, only Pause and Stop; once all ended, only Reset
        (and the number of runs)."""
        for button in (self.step_button, self.lockstep_button, self.race_button):
            button.setEnabled(not running and not all_ended)
        self.pause_button.setEnabled(running)
        self.stop_button.setEnabled(not all_ended)
        self.runs.setEnabled(not running)

    def retranslate_ui(self) -> None:
        self.runs_label.setText(self.tr("&Runs"))
        self.runs.setToolTip(self.tr("How many runs side by side (2 to 4)"))
        self.step_button.setText(self.tr("&Step"))
        self.step_button.setToolTip(self.tr("One expansion of each run (lockstep)"))
        self.lockstep_button.setText(self.tr("Run in &lockstep"))
        self.lockstep_button.setToolTip(
            self.tr("Step every run again and again, all at the same expansion")
        )
        self.race_button.setText(self.tr("R&ace"))
        self.race_button.setToolTip(self.tr("Every run as fast as it can, each in its thread"))
        self.pause_button.setText(self.tr("&Pause"))
        self.stop_button.setText(self.tr("S&top"))
        self.stop_button.setToolTip(self.tr("End every run now"))
        self.reset_button.setText(self.tr("R&eset"))
        self.reset_button.setToolTip(self.tr("Every run back to the initial board"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
