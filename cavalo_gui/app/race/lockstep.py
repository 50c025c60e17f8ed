"""Lockstep for the Side by side window: Step is one expansion of each run, and Run in lockstep
repeats it, each Step only once every run's last expansion is in its model.

Each run's controller asks its own worker for one expansion (its queued ``step`` slot); what
is pending is the set of runs whose expansion, or final event, has not come back yet.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from cavalo_gui.engine.events import Expansion, Finished

LOCKSTEP_MS = 200  # Run in lockstep: a Step of every run five times a second


class Lockstep(QObject):
    """Steps the runs of ``lanes`` (a list the window keeps up to date) together."""

    changed = Signal()  # a Step was asked, or the repeating started or stopped

    def __init__(self, lanes: list, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lanes = lanes
        self.pending: set[int] = set()  # the runs whose Step is not in yet, by index
        self.timer = QTimer(self, interval=LOCKSTEP_MS)
        self.timer.timeout.connect(self._tick)

    def watch(self, lane) -> None:
        """Follow a new run's events."""
        lane.controller.event_applied.connect(
            lambda event, index=lane.index: self._on_event_applied(index, event)
        )

    @property
    def active(self) -> bool:
        return self.timer.isActive()

    def step(self) -> None:
        """One expansion of each run not ended; a run looking back shows its next recorded one."""
        for lane in self.lanes:
            if lane.model.looking_back:
                lane.controller.step()
            elif not lane.ended:
                self.pending.add(lane.index)
                lane.controller.step()
        self.changed.emit()

    def start(self) -> None:
        self.timer.start()
        self.changed.emit()

    def stop(self) -> None:
        self.timer.stop()
        self.changed.emit()

    def forget(self) -> None:
        """The runs start again: nothing is pending."""
        self.timer.stop()
        self.pending.clear()

    def _tick(self) -> None:
        if self.pending:
            return
        if all(lane.ended and not lane.model.looking_back for lane in self.lanes):
            self.stop()
            return
        self.step()

    def _on_event_applied(self, index: int, event) -> None:
        if isinstance(event, (Expansion, Finished)):
            self.pending.discard(index)
