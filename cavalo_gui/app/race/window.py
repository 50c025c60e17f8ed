"""Run > Side by side…: two to four runs on the same problem in one window.

Each run (a :class:`Lane`) has its own view model and run controller, so its search runs in its
own worker thread that owns the generator and sends a signal per expansion, exactly as the main
window's does. Step is one expansion of each run (lockstep); Run in lockstep repeats it, each
Step waiting until every run's expansion is in its model; Race lets every run go as fast as it
can. Each run folds its open list lazily (nobody sees it during a race): in slices once no
run races, at once when a run's open list is asked for. Their open and closed lists share one
plot, their statistics one table, and once all have ended the winner
(:func:`cavalo_gui.reports.race.winner`) is marked. Jump to the first divergence shows two
runs' boards at the first expansion where they chose different nodes
(:func:`cavalo_gui.engine.divergence.first_divergence`, over the runs' recordings).
"""

from __future__ import annotations

from time import perf_counter

from PySide6.QtCore import QEvent, QObject, QSize, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from cavalo_gui.app.boards.legend_strip import BoardLegendStrip
from cavalo_gui.app.frames import FRAME_MS
from cavalo_gui.app.race.bar import RaceBar
from cavalo_gui.app.race.chart import RaceChart
from cavalo_gui.app.race.divergence_row import DivergenceRow
from cavalo_gui.app.race.lane import BOARD_SIZE, Lane
from cavalo_gui.app.race.lockstep import Lockstep
from cavalo_gui.app.race.table import RaceTable, WinnerLabel
from cavalo_gui.app.run.controller import RunState
from cavalo_gui.app.run.exit_guard import shut_down_at_exit
from cavalo_gui.app.run.worker import hand_the_gil_over_often
from cavalo_gui.app.window.screen_fit import fit_to_screen
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.race import winner

PREFERRED_SIZE = QSize(1366, 768)
LANE_WIDTH = 300  # a run's width, at least, for its board to be read: two a row below it
STACKED_BOARD_SIZE = 260  # stacked, the window scrolls anyway: boards large enough to read
OTHER_ALGORITHMS = ("astar", "bfs", "greedy", "idastar")  # the runs added, in this order
RACE_ROUND_SECONDS = 1.0  # while racing, each run's board and figures drawn this often
RACE_PLOT_SECONDS = 1.0  # the plot, for every run at once
RACE_TABLE_SECONDS = 0.5
FOLD_SLICE = 500  # open-list changes folded at a time (1-3 ms) between the window's other work
FOLD_SECONDS = 0.008  # a frame's drawing and folding together stop folding past this long
RACING_UNFOLDED = 200_000  # changes a racing run keeps unfolded at most (their memory)


class _Column(QVBoxLayout):
    """The window's content, top to bottom: as tall as the window when it can be, scrolled only
    below its parts' least heights (the height its rows of buttons and its boards prefer at a
    width would make it scroll at any size)."""

    def hasHeightForWidth(self) -> bool:
        return False


class SideBySideWindow(QDialog):
    """Runs of ``shared`` (problem, options, budgets) side by side; the first with ``shared``'s
    own algorithm."""

    def __init__(self, shared: RunChoices, parent: QWidget | None = None, runs: int = 2):
        super().__init__(parent)
        self.setObjectName("side_by_side_window")
        self.shared = shared
        self.lanes: list[Lane] = []
        self._table_stale = False  # a run's figures changed since the table was drawn
        self._halved = False  # the plot and the table given half the width each, once
        self._turn = 0  # the racing run drawn last, by its place among those racing
        self._next_lane_at = 0.0  # when the next racing run is drawn
        self._drawn_at = {"plot": 0.0, "table": 0.0}  # when each was last drawn in a race
        shut_down_at_exit(self)
        self.bar = RaceBar()
        self.lanes_box = QWidget(objectName="race_lanes")
        self.lanes_grid = QGridLayout(self.lanes_box)
        self.lanes_grid.setContentsMargins(0, 0, 0, 0)
        self.chart = RaceChart()
        self.chart.least_height_changed.connect(self._fit_bottom)
        self.table = RaceTable()
        self.winner_label = WinnerLabel()
        self.divergence = DivergenceRow()
        self.close_button = QPushButton(objectName="race_close")
        self.close_button.clicked.connect(self.close)
        self.legend = BoardLegendStrip()  # one legend for every run's board
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.table, 1)
        right_layout.addWidget(self.winner_label)
        self.splitter = QSplitter()
        self.splitter.addWidget(self.chart)
        self.splitter.addWidget(right)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 1)
        content = QWidget()
        layout = _Column(content)
        layout.addWidget(self.bar)
        layout.addWidget(self.lanes_box, 1)
        layout.addWidget(self.legend)
        layout.addWidget(self.splitter)
        layout.addWidget(self.divergence)
        self.scroll = QScrollArea(objectName="race_scroll")
        self.scroll.setWidget(content)
        self.scroll.setWidgetResizable(True)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.scroll)
        self.bar.runs.valueChanged.connect(self.set_run_count)
        self.bar.step_button.clicked.connect(self.step)
        self.bar.lockstep_button.clicked.connect(self.run_lockstep)
        self.bar.race_button.clicked.connect(self.race)
        self.bar.pause_button.clicked.connect(self.pause)
        self.bar.stop_button.clicked.connect(self.stop)
        self.bar.reset_button.clicked.connect(self.reset)
        self.divergence.jump_button.clicked.connect(self.jump_to_divergence)
        self.bar.layout().addWidget(self.close_button)
        self.lockstep = Lockstep(self.lanes, self)
        self.lockstep.changed.connect(self._update_buttons)
        self.frame_timer = QTimer(self, interval=FRAME_MS)
        self.frame_timer.timeout.connect(self.publish)
        self.frame_timer.start()
        if parent is not None:
            parent.installEventFilter(self)
        self.set_run_count(runs)
        self.bar.runs.setValue(runs)
        self.retranslate_ui()
        fit_to_screen(self, PREFERRED_SIZE, parent)

    # The runs.

    def set_run_count(self, count: int) -> None:
        """Two to four runs: new ones added on the right with another algorithm, the last ones
        taken away; every run starts again, so that they stay in lockstep."""
        while len(self.lanes) > count:
            lane = self.lanes.pop()
            lane.controller.shutdown()
            lane.deleteLater()
        while len(self.lanes) < count:
            used = {lane.chooser.chosen.name for lane in self.lanes}
            if not self.lanes:
                algorithm = self.shared.algorithm
            else:
                algorithm = next((a for a in OTHER_ALGORITHMS if a not in used), "bfs")
            lane = Lane(len(self.lanes), self.shared, algorithm)
            lane.chooser.changed.connect(self._on_choice)
            self.lockstep.watch(lane)
            lane.controller.run_finished.connect(self._on_run_finished)
            lane.controller.state_changed.connect(self._update_buttons)
            for signal in (
                lane.model.counters_changed,
                lane.model.finished_changed,
                lane.model.position_changed,
            ):
                signal.connect(self._table_changed)
            self.lanes.append(lane)
        self.chart.set_lanes(self.lanes)
        self.table.set_lanes(self.lanes)
        self.divergence.set_runs(len(self.lanes))
        self._arrange()
        self.reset()

    def set_shared(self, shared: RunChoices) -> None:
        """Another problem, options or budgets for every run (the main window's, reopened)."""
        self.shared = shared
        for lane in self.lanes:
            lane.set_shared(shared)
        self._arrange()  # another puzzle: its boards, and their legend
        self.reset()

    def _arrange(self) -> None:
        """The runs in one row when each keeps :data:`LANE_WIDTH` and its least width (larger
        zoomed), else two a row; their boards
        below choosers of one height (a run with more parameters must not get a smaller
        board), one legend under them all, and the plot and the table as tall as the table
        needs, the rest of the height to the boards."""
        for lane in self.lanes:
            self.lanes_grid.removeWidget(lane)
        width = max(self.scroll.viewport().width(), 1)
        spacing = max(self.lanes_grid.horizontalSpacing(), 0)
        needed = sum(
            max(LANE_WIDTH, lane.minimumSizeHint().width()) + spacing for lane in self.lanes
        )
        per_row = len(self.lanes) if width >= needed else 2
        for index, lane in enumerate(self.lanes):
            self.lanes_grid.addWidget(lane, index // per_row, index % per_row)
            lane.set_board_size(STACKED_BOARD_SIZE if per_row < len(self.lanes) else BOARD_SIZE)
        for column in range(4):
            self.lanes_grid.setColumnStretch(column, 1 if column < per_row else 0)
        self._align_choosers()
        self.legend.set_board(self.lanes[0].board if self.lanes else None)
        self._fit_bottom()

    def _align_choosers(self) -> None:
        """Every run's chooser as tall as the tallest, so that the boards line up."""
        choosers = [lane.chooser for lane in self.lanes]
        for chooser in choosers:
            chooser.setMinimumHeight(0)
        tallest = max((chooser.sizeHint().height() for chooser in choosers), default=0)
        for chooser in choosers:
            chooser.setMinimumHeight(tallest)

    def _fit_bottom(self) -> None:
        """The plot and the table below the boards: as tall as the table and the winner's
        sentence need, no taller; the plot beside them takes that height."""
        right = self.splitter.widget(1)
        height = max(right.minimumSizeHint().height(), self.chart.minimumSizeHint().height())
        self.splitter.setFixedHeight(height)
        if not self._halved and self.splitter.width() > 1:  # halves, until the user moves it
            self._halved = True
            half = self.splitter.width() // 2
            self.splitter.setSizes([half, self.splitter.width() - half])

    @property
    def per_row(self) -> int:
        """The runs shown in one row."""
        return max(self.lanes_grid.getItemPosition(i)[1] for i in range(len(self.lanes))) + 1

    # Commands.

    def step(self) -> None:
        """One expansion of each run not ended (lockstep)."""
        self.lockstep.timer.stop()
        self.lockstep.step()

    def run_lockstep(self) -> None:
        """Step every run again and again, each Step once all the last ones are in."""
        self.lockstep.start()

    def race(self) -> None:
        """Every run as fast as it can, each in its own thread."""
        self.lockstep.timer.stop()
        for lane in self.lanes:
            lane.controller.run()
        self._update_buttons()

    def pause(self) -> None:
        self.lockstep.timer.stop()
        for lane in self.lanes:
            lane.controller.pause()
        self._update_buttons()

    def stop(self) -> None:
        self.lockstep.timer.stop()
        for lane in self.lanes:
            lane.controller.stop()

    def reset(self) -> None:
        self.lockstep.forget()
        for lane in self.lanes:
            lane.controller.reset()
        self.chart.mark_divergence(None)
        self.divergence.say("")
        self.table.set_winner(None)
        self.winner_label.say(self.lanes, None, "")
        self._update_buttons()

    def _on_choice(self) -> None:
        """A run's choices changed: every run starts again, its name in the legend too."""
        self.reset()
        self.chart.names_changed()
        self.table.refresh()
        self._align_choosers()  # a parameter's row came or went

    def _on_run_finished(self, _final) -> None:
        self.lockstep.pending -= {lane.index for lane in self.lanes if lane.ended}
        if self.all_ended:
            self.lockstep.timer.stop()
            self.table.set_winner(winner([lane.model.recording.final for lane in self.lanes]))
        self.winner_label.say(self.lanes, self.table.winner, self._winner_count())
        self._update_buttons()

    def _winner_count(self) -> str:
        won = self.table.winner
        return "" if won is None else self.table.value("expanded", won)

    @property
    def stepping(self) -> bool:
        """Whether a lockstep Step has runs whose expansion is not in their model yet."""
        return bool(self.lockstep.pending)

    @property
    def all_ended(self) -> bool:
        return all(lane.ended for lane in self.lanes)

    @property
    def running(self) -> bool:
        """Whether a run goes on by itself (racing, or stepped in lockstep)."""
        racing = any(lane.controller.state is RunState.RUNNING for lane in self.lanes)
        return racing or self.lockstep.active

    def _update_buttons(self, *_args) -> None:
        racing = any(lane.controller.state is RunState.RUNNING for lane in self.lanes)
        hand_the_gil_over_often(racing)  # a run that ends first must not undo it for the others
        running = self.running
        more = any(not lane.ended or lane.model.looking_back for lane in self.lanes)
        self.bar.set_running(running, not more)
        self.bar.stop_button.setEnabled(not self.all_ended)
        for lane in self.lanes:
            lane.chooser.set_enabled(not running)
        self.divergence.jump_button.setEnabled(not running)

    def publish(self) -> None:
        """The runs' changes out, the plot and the table redrawn once for all of them. While
        runs race, one racing run's changes go out every :data:`RACE_ROUND_SECONDS` divided
        among them, the plot at most every :data:`RACE_PLOT_SECONDS` and the table every
        :data:`RACE_TABLE_SECONDS`: each drawing is hundreds of Qt calls, after each of which
        the GUI thread waits its turn for Python's lock among the searching threads."""
        racing = [lane for lane in self.lanes if lane.controller.state is RunState.RUNNING]
        now = started = perf_counter()
        for lane in self.lanes:
            if lane not in racing:
                lane.model.publish()
        if racing and now >= self._next_lane_at:
            self._turn = (self._turn + 1) % len(racing)
            racing[self._turn].model.publish()
            self._next_lane_at = now + RACE_ROUND_SECONDS / len(racing)
        if self.chart.stale and self._due("plot", RACE_PLOT_SECONDS, racing, now):
            self.chart.redraw_stale()
        if self._table_stale and self._due("table", RACE_TABLE_SECONDS, racing, now):
            self._table_stale = False
            self.table.refresh()
        self._fold_a_slice(racing, started + FOLD_SECONDS)

    def _fold_a_slice(self, racing: list[Lane], deadline: float) -> None:
        """Fold the runs' waiting open-list changes a few slices at a time: once no run races,
        so that a step back or a jump after the race finds them folded; while runs race, only
        what a run keeps beyond :data:`RACING_UNFOLDED`. Folding every run's changes as they
        came took 35% of the GUI thread's time in a race (issue 38). A slice is folded only
        before ``deadline``: a frame that drew much folds nothing."""
        for lane in self.lanes:
            model = lane.model
            kept = RACING_UNFOLDED if racing else 0
            while model.unfolded > kept and perf_counter() < deadline:
                model.fold_pending(min(FOLD_SLICE, model.unfolded - kept))
            if not racing and not model.unfolded and not model.folded:
                model.fold_pending()  # the final event's change alone

    def _due(self, part: str, seconds: float, racing: list, now: float) -> bool:
        """Whether ``part`` may be drawn now (noted as drawn if so): at once unless racing."""
        if racing and now - self._drawn_at[part] < seconds:
            return False
        self._drawn_at[part] = now
        return True

    def _table_changed(self) -> None:
        self._table_stale = True

    # The divergence.

    def jump_to_divergence(self) -> int | None:
        """Show both chosen runs at the first expansion where they chose different nodes;
        returns it (None when there is none in what they have done so far)."""
        self.pause()
        first, second = (self.lanes[index] for index in self.divergence.chosen())
        found = self.divergence.find(first, second)
        self.chart.mark_divergence(None if found is None else found.position)
        if found is not None:
            for lane in (first, second):
                lane.controller.go_to(found.position)
                lane.model.publish()
        self.table.refresh()
        self._update_buttons()
        return None if found is None else found.position

    # The window.

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Side by side"))
        self.close_button.setText(self.tr("Close"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.FontChange):
            QTimer.singleShot(0, self, self._arrange)  # once the parts have their new sizes
        super().changeEvent(event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._arrange()

    def shutdown(self) -> None:
        """Stop every run's worker and wait for its thread (the window or the app closes)."""
        self.lockstep.timer.stop()
        self.frame_timer.stop()
        for lane in self.lanes:
            lane.controller.shutdown()

    def done(self, result: int) -> None:
        self.shutdown()
        super().done(result)

    def closeEvent(self, event) -> None:
        self.shutdown()
        super().closeEvent(event)

    def showEvent(self, event) -> None:
        self.frame_timer.start()
        super().showEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent() and event.type() == QEvent.Type.Close:
            self.shutdown()
        return False


def open_side_by_side(window, existing: SideBySideWindow | None) -> SideBySideWindow:
    """Show the main window's Side by side window (``existing``, or a new one), on its
    problem."""
    settings = window.controller.choices
    if existing is None:
        existing = SideBySideWindow(settings, window)
    elif not existing.running and not (
        existing.isVisible() and _same_runs(existing.shared, settings)
    ):
        existing.set_shared(settings)  # closed (its workers ended) or another problem: anew
    existing.show()
    existing.raise_()
    existing.activateWindow()
    return existing


def _same_runs(one: RunChoices, other: RunChoices) -> bool:
    """Whether runs of ``one`` and ``other`` search the same problem within the same budgets."""
    return one.same_problem(other) and one.limits == other.limits
