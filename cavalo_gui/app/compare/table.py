"""The comparison table's model: one row per run, the columns of :data:`reports.tables.COLUMNS`
and the cost.

Sorting goes through :func:`reports.tables.sort_rows`, the same order as ``cavalo compare
--sort``: numbers numerically, text without regard to case, N/A last in either direction.
Sorting by column -1 (what a view asks for before any header is clicked) restores the order of
the batch's setups, which is also where rows land as they arrive.
"""

from __future__ import annotations

from bisect import bisect

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor

from cavalo_gui.app.domain_texts import domain_text
from cavalo_gui.app.i18n import report_language
from cavalo_gui.domains.catalogues import render
from cavalo_gui.engine.algorithms import get_algorithm
from cavalo_gui.engine.events import Outcome
from cavalo_gui.reports.messages import words
from cavalo_gui.reports.run import RunResult
from cavalo_gui.reports.tables import COLUMNS, COST_COLUMN, Column, outcome_cell, sort_rows

SHOWN_COLUMNS = (*COLUMNS, COST_COLUMN)
"""The report's columns, then the solution's cost: last in the model, so that every other
column keeps its place, and shown beside the depth once a run's moves cost other than 1."""

Index = QModelIndex | QPersistentModelIndex

OUTCOME_COLORS = {
    Outcome.SOLVED: QColor("#1b7f2a"),
    Outcome.NO_SOLUTION: QColor("#5a5a8c"),
    Outcome.LIMIT: QColor("#b35c00"),
}
HEADER_TIPS = {
    "depth": QT_TRANSLATE_NOOP("ComparisonModel", "Solution length L, in moves"),
    "generated": QT_TRANSLATE_NOOP(
        "ComparisonModel", "Nodes generated T (put into open; the root excluded)"
    ),
    "penetrance": QT_TRANSLATE_NOOP("ComparisonModel", "Penetrance P = L / T"),
    "branching_factor": QT_TRANSLATE_NOOP(
        "ComparisonModel", "Average branching factor B: B + B² + … + B^L = T"
    ),
    "seconds": QT_TRANSLATE_NOOP("ComparisonModel", "Search time in seconds"),
    "max_open": QT_TRANSLATE_NOOP("ComparisonModel", "The largest size the open list reached"),
    "duplicates": QT_TRANSLATE_NOOP("ComparisonModel", "Successors discarded as duplicates"),
    "states": QT_TRANSLATE_NOOP("ComparisonModel", "Distinct states met"),
}
"""The tooltips of the columns' headers, translated when shown; the headers themselves come
from the reports' catalogue (:func:`reports.messages.words`), as the CLI's tables do."""


class ComparisonModel(QAbstractTableModel):
    """The runs of a batch as rows; :meth:`results` gives them in the order shown."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[int, RunResult]] = []  # (setup index, result), in shown order
        self._sort_column = -1
        self._sort_order = Qt.SortOrder.AscendingOrder

    # Contents.

    def clear(self) -> None:
        self.beginResetModel()
        self._rows = []
        self.endResetModel()

    def add_result(self, setup_index: int, result: RunResult) -> None:
        """A run has ended: its row goes in setup order, or into the current sort order."""
        if self._sort_column < 0:
            position = bisect([index for index, _result in self._rows], setup_index)
        else:
            position = len(self._rows)
        self.beginInsertRows(QModelIndex(), position, position)
        self._rows.insert(position, (setup_index, result))
        self.endInsertRows()
        if self._sort_column >= 0:
            self.sort(self._sort_column, self._sort_order)

    def results(self) -> list[RunResult]:
        """The runs in the order the table shows them (what the exports write)."""
        return [result for _index, result in self._rows]

    def column(self, section: int) -> Column:
        return SHOWN_COLUMNS[section]

    # QAbstractTableModel.

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(SHOWN_COLUMNS)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        column = SHOWN_COLUMNS[index.column()]
        result = self._rows[index.row()][1]
        if role == Qt.ItemDataRole.DisplayRole:
            if column.key == "outcome":  # the whole reason is the row's tooltip
                return outcome_cell(result, report_language(), compact=True)
            if column.key == "domain":  # the files keep the key; a person reads the label
                return domain_text(result.setup.domain.label)
            if column.key == "algorithm":  # named as the checklist names it
                return domain_text(get_algorithm(result.setup.algorithm).label)
            return column.shown(result, report_language())
        if role == Qt.ItemDataRole.UserRole:
            return column.value(result)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            horizontal = (
                Qt.AlignmentFlag.AlignRight if column.numeric else Qt.AlignmentFlag.AlignLeft
            )
            return horizontal | Qt.AlignmentFlag.AlignVCenter
        if role == Qt.ItemDataRole.ForegroundRole and column.key == "outcome":
            return OUTCOME_COLORS[result.outcome]
        if role == Qt.ItemDataRole.ToolTipRole:
            return render(result.reason, report_language())
        return None

    def rewrite_cells(self) -> None:
        """Every cell is asked again (its words and figures in a new language)."""
        if self._rows:
            last = self.index(len(self._rows) - 1, len(SHOWN_COLUMNS) - 1)
            self.dataChanged.emit(self.index(0, 0), last)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0):
        if orientation == Qt.Orientation.Vertical:
            return str(section + 1) if role == Qt.ItemDataRole.DisplayRole else None
        column = SHOWN_COLUMNS[section]
        header = words(column.header, report_language())
        if role == Qt.ItemDataRole.DisplayRole:
            return header
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = HEADER_TIPS.get(column.key)
            return QCoreApplication.translate("ComparisonModel", tip) if tip else header
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return Qt.AlignmentFlag.AlignCenter
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.layoutAboutToBeChanged.emit()
        kept = self.persistentIndexList()
        kept_rows = [id(self._rows[index.row()][1]) for index in kept]
        self._sort_column, self._sort_order = column, order
        if column < 0:
            self._rows.sort(key=lambda row: row[0])
        else:
            setup_index = {id(result): index for index, result in self._rows}
            descending = order == Qt.SortOrder.DescendingOrder
            ordered = sort_rows(self.results(), SHOWN_COLUMNS[column].key, descending)
            self._rows = [(setup_index[id(result)], result) for result in ordered]
        new_row = {id(result): row for row, (_index, result) in enumerate(self._rows)}
        self.changePersistentIndexList(
            kept,
            [
                self.index(new_row[key], index.column())
                for key, index in zip(kept_rows, kept, strict=True)
            ],
        )
        self.layoutChanged.emit()
