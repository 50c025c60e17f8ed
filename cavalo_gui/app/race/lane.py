"""One run of the Side by side window: its chooser, its own view model and run controller (so
its search runs in its own worker thread, as the main window's does) and a small board.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from cavalo_gui.app.boards.base import PuzzleBoardView
from cavalo_gui.app.boards.registry import create_board_view
from cavalo_gui.app.domain_texts import domain_text
from cavalo_gui.app.i18n import number, report_language
from cavalo_gui.app.race.chooser import RunChooser
from cavalo_gui.app.run.controller import RunController, RunState
from cavalo_gui.app.run.model import RunModel
from cavalo_gui.engine.events import Outcome
from cavalo_gui.reports.choices import AS_FAST_AS_POSSIBLE, RunChoices
from cavalo_gui.reports.experiment_summary import short_label

COLORS = ("#1f6fd1", "#d1495b", "#2e9e44", "#8a2be2")  # one per run: curves, titles, table
BOARD_SIZE = 250  # the least side of a run's board, in pixels: its title whole, its numbers read


class LaneModel(RunModel):
    """A run's model in Side by side. While the runs race, the window draws one run at a
    time (:meth:`~cavalo_gui.app.race.window.SideBySideWindow.publish`), not each run's
    controller as its batches come: four runs drawing themselves at their own pace kept the
    GUI thread waiting for Python's lock after each of their hundreds of Qt calls, which four
    searching threads hold in turn (a 10 ms timer's 99th percentile gap 0.7-0.9 s, issue 38)."""

    lazy_open_list = True  # folded while no run races, or when asked for (see the window)

    def publish(self, paced: bool = False) -> None:
        if not paced:
            super().publish()


class Lane(QFrame):
    """Run number ``index`` (from 0): choices, model, controller and board."""

    def __init__(self, index: int, shared: RunChoices, algorithm: str, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName(f"race_lane_{index}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.index = index
        self.color = COLORS[index]
        self.called = ""  # what the run is, when its choices do not say it (a student's search)
        self.chooser = RunChooser(shared, algorithm)
        settings = replace_speed(self.chooser.settings())
        self.model = LaneModel(settings.problem(), self)
        self.controller = RunController(self.model, settings, self)
        self.title = QLabel(objectName="race_lane_title")
        self.title.setStyleSheet(f"color: {self.color}; font-weight: bold;")
        self.board = self._new_board()
        self.caption = QLabel(objectName="race_lane_caption")
        self.caption.setWordWrap(True)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        layout = self.lane_layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.title)
        layout.addWidget(self.chooser)
        layout.addWidget(self.board, 1)
        layout.addWidget(self.caption)
        self.chooser.changed.connect(self._on_choice)
        for signal in (
            self.model.counters_changed,
            self.model.position_changed,
            self.model.finished_changed,
        ):
            signal.connect(self._describe)
        self.retranslate_ui()

    def _new_board(self) -> QWidget:
        """The run's board, without its legend: the window shows one for every run."""
        board = create_board_view(self.model.domain.name, self.model)
        board.setMinimumSize(BOARD_SIZE, BOARD_SIZE)
        if isinstance(board, PuzzleBoardView):
            board.show_legend(False)
        return board

    def set_board_size(self, side: int) -> None:
        """The board's least height (its least width stays :data:`BOARD_SIZE`)."""
        self.board.setMinimumHeight(side)

    @property
    def name(self) -> str:
        """The run as the table and the legend name it: its number and what it is called
        (:attr:`called`), else its choices."""
        return f"{self.index + 1}: {self.called or self.choices_name}"

    @property
    def choices_name(self) -> str:
        """The run's algorithm, and its heuristic, parameters and rules where they differ."""
        settings = self.controller.choices
        algorithm = self.chooser.algorithm.currentText()
        heuristic = settings.heuristic_used()
        parameters = ", ".join(  # those the run changed from the algorithm's defaults
            f"{domain_text(parameter.label).lower()} "
            + number(settings.parameters[parameter.name], 2 if parameter.real else 0)
            for parameter in self.chooser.chosen.parameters
            if settings.parameters.get(parameter.name, parameter.default) != parameter.default
        )
        shared = self.chooser.shared.options
        rules = ", ".join(
            f"{domain_text(option.label).lower()} {settings.options[option.name]}"
            for option in settings.domain.options
            if settings.options.get(option.name) != shared.get(option.name, option.default)
        )
        extra = ", ".join(part for part in (heuristic, parameters, rules) if part)
        return algorithm + (f" ({extra})" if extra else "")

    @property
    def short_name(self) -> str:
        """The run as the plot's legend names it, short enough for three in a row: its
        number, and what it is called (:attr:`called`) or its algorithm's short name and its
        heuristic ("2: A* (fewest)")."""
        if self.called:
            return self.name
        settings = self.controller.choices
        short = short_label(self.chooser.chosen.name, report_language())
        heuristic = settings.heuristic_used()
        return f"{self.index + 1}: {short}" + (f" ({heuristic})" if heuristic else "")

    def set_shared(self, shared: RunChoices) -> None:
        """The problem, options or budgets every run shares changed."""
        old_domain = self.model.domain.name
        self.chooser.set_shared(shared)
        self._on_choice()
        if self.model.domain.name != old_domain:
            old, self.board = self.board, self._new_board()
            self.lane_layout.replaceWidget(old, self.board)
            old.deleteLater()

    def _on_choice(self) -> None:
        self.controller.configure(replace_speed(self.chooser.settings()))
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.title.setText(self.tr("Run {number}").format(number=self.index + 1))
        self.title.setToolTip(self.name)
        self._describe()

    def _describe(self) -> None:
        """The caption under the board: the expansion shown, and the end once the run ended."""
        model = self.model
        expanded = model.counters.expanded
        if model.looking_back:
            text = self.tr("Shown: expansion {count} of {total}").format(
                count=number(model.shown_position), total=number(len(model.recording))
            )
        elif model.finished is not None:
            solved = model.finished.outcome is Outcome.SOLVED
            if expanded == 1:
                text = (
                    self.tr("Solved after 1 expansion")
                    if solved
                    else self.tr("Ended after 1 expansion")
                )
            elif solved:
                text = self.tr("Solved after {count} expansions").format(count=number(expanded))
            else:
                text = self.tr("Ended after {count} expansions").format(count=number(expanded))
        elif model.last is None:
            text = self.tr("Ready")
        else:
            text = self.tr("{count} expanded").format(count=number(expanded))
        self.caption.setText(text)
        self.caption.setToolTip(model.outcome_text())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    @property
    def ended(self) -> bool:
        return self.controller.state is RunState.FINISHED


def replace_speed(settings: RunChoices) -> RunChoices:
    """Side by side, each run's worker goes as fast as possible when it runs: a race."""
    return replace(settings, speed=AS_FAST_AS_POSSIBLE)
