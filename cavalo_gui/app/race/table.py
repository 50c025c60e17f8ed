"""The statistics of every run in one table: a column per run, a row per figure, the figures
of each run at the position its board shows; the winner's column marked once all have ended."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
)

from cavalo_gui.app.i18n import number, report_language
from cavalo_gui.engine.events import Outcome
from cavalo_gui.engine.message import message
from cavalo_gui.engine.problem import has_unit_costs
from cavalo_gui.engine.stats import RunStatistics
from cavalo_gui.reports.messages import words

ROWS = ("outcome", "expanded", "generated", "open", "closed", "max_open", "duplicates", "length")
WINNER_MARK = "★"
WINNER_TINT = 60  # alpha of the winner's column, over the run's colour


class RaceTable(QTableWidget):
    """One column per run (see :meth:`set_lanes`); :meth:`refresh` reads their models."""

    def __init__(self, parent=None) -> None:
        super().__init__(len(ROWS), 0, parent)
        self.setObjectName("race_table")
        self.lanes: list = []
        self.winner: int | None = None
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.retranslate_ui()

    def set_lanes(self, lanes: list) -> None:
        self.lanes = list(lanes)
        self.winner = None
        self.setColumnCount(len(self.lanes))
        self.refresh()
        self.fit_height()

    def value(self, row: str, column: int) -> str:
        """The text shown for figure ``row`` of run ``column``."""
        item = self.item(ROWS.index(row), column)
        return "" if item is None else item.text()

    def header(self, column: int) -> str:
        item = self.horizontalHeaderItem(column)
        return "" if item is None else item.text()

    def set_winner(self, winner: int | None) -> None:
        self.winner = winner
        self.refresh()

    def refresh(self) -> None:
        """Every cell from the runs' models as they show now."""
        for column, lane in enumerate(self.lanes):
            won = column == self.winner
            title = self.tr("Run {number}").format(number=lane.index + 1)
            header = QTableWidgetItem((f"{WINNER_MARK} " if won else "") + title)
            header.setForeground(QBrush(QColor(lane.color)))
            header.setToolTip(lane.name)
            self.setHorizontalHeaderItem(column, header)
            tint = QColor(lane.color)
            tint.setAlpha(WINNER_TINT)
            for row, text in enumerate(self._figures(lane)):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if won:
                    item.setBackground(QBrush(tint))
                if ROWS[row] == "outcome":
                    item.setToolTip(lane.model.outcome_text())
                self.setItem(row, column, item)

    def _figures(self, lane) -> list[str]:
        model = lane.model
        counters, last, final = model.counters, model.last, model.finished
        figures = {
            "outcome": self._outcome(lane),
            "expanded": number(counters.expanded),
            "generated": number(counters.generated),
            "open": "–" if model.open_count is None else number(model.open_count),
            "closed": "–" if last is None else number(last.closed_size),
            "max_open": number(counters.max_open),
            "duplicates": number(counters.duplicates),
            "length": "–",
        }
        if final is not None and final.outcome is Outcome.SOLVED:
            statistics = RunStatistics.of(final)
            figures["length"] = number(statistics.length)
            if not has_unit_costs(model.problem):
                said = message("words.length-and-cost", n=statistics.length, cost=statistics.cost)
                figures["length"] = words(said, report_language())
        return [figures[row] for row in ROWS]

    def _outcome(self, lane) -> str:
        """The run's state in a word or two; "no solution" only when the search proved it."""
        model = lane.model
        final = model.finished
        if model.looking_back:
            return self.tr("looking back")
        if final is None:
            return self.tr("ready") if model.last is None else self.tr("searching")
        if final.outcome is Outcome.SOLVED:
            return self.tr("solved")
        if final.outcome is Outcome.NO_SOLUTION:
            return self.tr("no solution (proved)")
        return self.tr("stopped, unsolved")

    def retranslate_ui(self) -> None:
        names = {
            "outcome": self.tr("Outcome"),
            "expanded": self.tr("Expanded"),
            "generated": self.tr("Generated"),
            "open": self.tr("Open"),
            "closed": self.tr("Closed"),
            "max_open": self.tr("Largest open"),
            "duplicates": self.tr("Duplicates"),
            "length": self.tr("Solution length"),
        }
        self.setVerticalHeaderLabels([names[row] for row in ROWS])
        self.setAccessibleName(self.tr("The statistics of every run, one column per run"))
        self.refresh()
        self.fit_height()

    def fit_height(self) -> None:
        """Tall enough for every row: the figures are few, and none should hide."""
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.resizeRowsToContents()
        rows = sum(self.rowHeight(row) for row in range(len(ROWS)))
        header = max(self.horizontalHeader().sizeHint().height(), self.horizontalHeader().height())
        self.setMinimumHeight(rows + header + 2 * self.frameWidth() + 2)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


class WinnerLabel(QLabel):
    """The sentence under the table once every run has ended: the winner and why, or that
    there is none."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("race_winner")
        self.setWordWrap(True)
        self.setMinimumHeight(2 * self.fontMetrics().lineSpacing())
        self._said: tuple[list, int | None, str] = ([], None, "")

    def say(self, lanes: list, winner: int | None, count: str) -> None:
        """Name run ``winner`` of ``lanes`` (its ``count`` of expansions as the table shows
        it), or say none won; nothing while a run goes on."""
        self._said = (lanes, winner, count)
        if not lanes or not all(lane.ended for lane in lanes):
            self.setText("")
        elif winner is None:
            self.setText(self.tr("No winner: no run solved the problem."))
        else:
            self.setText(
                self.tr(
                    "★ Winner: run {name}, solved with the fewest expansions ({count})."
                ).format(name=lanes[winner].name, count=count)
            )
        self.setToolTip(
            self.tr(
                "The winner solved the problem expanding the fewest nodes; between equals, the "
                "cheaper solution, then the run further left."
            )
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.say(*self._said)
        super().changeEvent(event)
