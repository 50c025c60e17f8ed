"""A student's search beside the reference run: the Side by side window with run 1 the
student's trace and run 2 the program's own run of the same problem, algorithm and heuristic,
both started at once so that Jump to the first divergence can answer straight away. Their
choosers are hidden: both runs are the trace's choices (their titles say so), and the boards
take the room. The legend, the table and the winner name run 1 by the trace's file and run 2
as the reference, not both by the algorithm they share."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from cavalo_gui.app.race.lane import replace_speed
from cavalo_gui.app.race.window import SideBySideWindow
from cavalo_gui.reports.own_search.trace_run import TraceChoices


class OwnSearchSideBySide(SideBySideWindow):
    """Run 1, the student's search (``trace``); run 2, the reference."""

    def __init__(self, trace: TraceChoices, parent: QWidget | None = None) -> None:
        super().__init__(trace.reference(), parent, runs=2)
        self.setObjectName("own_search_side_by_side")
        self.trace = trace
        self._take_trace()

    @property
    def student(self):
        return self.lanes[0]

    @property
    def reference(self):
        return self.lanes[1]

    def set_run_count(self, count: int) -> None:
        super().set_run_count(count)
        self._take_trace()

    def _take_trace(self) -> None:
        """Run 1 the trace, run 2 the reference, both choosers on the trace's choices."""
        trace = getattr(self, "trace", None)
        if trace is None or len(self.lanes) < 2:
            return
        for lane in self.lanes[:2]:
            lane.chooser.blockSignals(True)
            lane.chooser.select(trace.algorithm, trace.heuristic)
            lane.chooser.blockSignals(False)
            lane.chooser.hide()  # both are the trace's choices: the boards take the room
        self.reference.controller.configure(replace_speed(self.reference.chooser.settings()))
        self.student.controller.configure(replace_speed(trace))
        self.chart.names_changed()
        self.table.refresh()
        self._update_buttons()
        self.retranslate_ui()

    def start(self) -> None:
        """Both runs as fast as they go, to their ends."""
        self.race()

    def _update_buttons(self, *args) -> None:
        super()._update_buttons(*args)
        if getattr(self, "trace", None) is not None and self.lanes:
            self.student.chooser.set_enabled(False)

    def retranslate_ui(self) -> None:
        super().retranslate_ui()
        if getattr(self, "trace", None) is None or len(self.lanes) < 2:
            return
        self.setWindowTitle(self.tr("Your search beside the reference run"))
        self.student.title.setText(
            self.tr("Run 1: your search ({name})").format(name=self.trace.trace.name)
        )
        self.reference.title.setText(self.tr("Run 2: the reference run"))
        self.student.called = self.tr("your search {file}").format(file=self.trace.trace.name)
        self.reference.called = self.tr("the reference run, {run}").format(
            run=self.reference.choices_name
        )
        for lane in (self.student, self.reference):
            lane.title.setToolTip(lane.name)
        self.chart.names_changed()
        self.table.refresh()
        self.winner_label.say(self.lanes, self.table.winner, self._winner_count())
