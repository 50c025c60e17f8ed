"""The chart's legend beside the title where its row has room, else in a row of its own under
it: never over the plot.

Drawn over the plot (pyqtgraph's place for it), the legend hid the curves of a small chart: at
1024 x 640 and 150% it took half the plot's height, and the curves rising to the right ran
under it. Beside the title it costs no height; under it, one line of text (its entries side by
side where they fit). It is still an item of the plot, so the chart's exported pictures and
drawings show it.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt

LEGEND_ROW = 1  # the plot's layout: the title, then this row (the top axis's, never shown)
COLUMNS = 3  # the row's width: over the left axis, the plot and the right axis
SAMPLE_WIDTH = 14  # pixels of a curve's sample line (pyqtgraph's 20 pushed "fechados" off)
SAMPLE_GAP = 4  # pixels between a sample and its word
ENTRY_GAP = 10  # pixels between two entries side by side
LABEL_MARGIN = 1  # pixels around an entry's word
TITLE_GAP = 16  # pixels at least between the title and the legend beside it


class ShortSample(pg.ItemSample):
    """A curve's line in the legend, shorter than pyqtgraph's (a narrow chart's legend fits
    on one line); clicked, it hides or shows its curve as pyqtgraph's does."""

    def __init__(self, item) -> None:
        super().__init__(item)
        self.setFixedWidth(SAMPLE_WIDTH)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, SAMPLE_WIDTH, self.height())

    def paint(self, painter, *args) -> None:
        if not self.item.isVisible():  # pyqtgraph's closed eye
            super().paint(painter, *args)
            return
        middle = self.height() / 2 + 1
        painter.setPen(pg.mkPen(self.item.opts["pen"]))
        painter.drawLine(QPointF(0, middle), QPointF(SAMPLE_WIDTH, middle))


class RowLegend(pg.LegendItem):
    """A legend whose entries stand side by side where they fit (one under the other where
    not), sized by the layout it is in."""

    def __init__(self) -> None:
        super().__init__(
            offset=None, colCount=2, frame=False, horSpacing=SAMPLE_GAP, sampleType=ShortSample
        )
        self.layout.setContentsMargins(0, 0, 0, 0)
        self.layout.setColumnSpacing(1, ENTRY_GAP)  # after the first entry's word
        self.under_title = False  # in the plot's layout, in the row under the title
        self.row_end = 0.0  # where that row ends, in the plot's pixels

    def addItem(self, item, name) -> None:
        super().addItem(item, name)
        _sample, label = self.items[-1]
        label.item.document().setDocumentMargin(LABEL_MARGIN)  # Qt's 4 made the row taller
        label.setText(label.text)  # measured again with it
        self.updateSize()

    def updateSize(self) -> None:
        """Ask for the room the entries take (pyqtgraph's own moved the legend to its
        parent's corner, out of the layout's place)."""
        self.layout.invalidate()
        self.layout.activate()
        wanted = self.layout.effectiveSizeHint(Qt.SizeHint.PreferredSize)
        # Its least width preferred (the row spans the axes' columns too, and a grid layout
        # shares a spanning item's preferred width out by the columns' stretch, which had
        # widened the plot past its pane); it grows up to the width it wants where it can.
        least = QSizeF(min(self._entry_widths(), default=0.0), wanted.height())
        self.setMinimumSize(least)
        self.setPreferredSize(least)
        self.setMaximumSize(wanted)
        self.updateGeometry()

    def _entry_widths(self) -> list[float]:
        spacing = self.layout.horizontalSpacing()
        return [sample.width() + spacing + label.preferredWidth() for sample, label in self.items]

    def one_line_width(self) -> float:
        """The width of the entries side by side."""
        entries = self._entry_widths()
        return sum(entries) + ENTRY_GAP * (len(entries) - 1)

    def grid_width(self, columns: int) -> float:
        """The width of the entries in rows of ``columns`` (each column as wide as its widest
        entry)."""
        entries = self._entry_widths()
        widths = [max(entries[start::columns]) for start in range(min(columns, len(entries)))]
        return sum(widths) + ENTRY_GAP * (len(widths) - 1)

    def fit_width(self, room: float) -> None:
        """The entries side by side where ``room`` pixels hold them, else in as many columns
        as it holds (rows of them), one under another at the least."""
        count = len(self.items)
        columns = next(
            (columns for columns in range(count, 1, -1) if self.grid_width(columns) <= room), 1
        )
        if columns != self.columnCount:
            self.setColumnCount(columns)
        for label_column in range(1, 2 * columns - 1, 2):  # a gap after each entry's word
            self.layout.setColumnSpacing(label_column, ENTRY_GAP)
        self.updateSize()  # the entries' words may have changed too (language, zoom)

    def place(self, title_right: float, right_end: float, under: tuple[float, float]) -> None:
        """At the right end of the title's row (up to ``right_end``) where it fits after the
        title (which ends at ``title_right``), else in the row under the title, between
        ``under``'s left and right ends (clear of the left axis's rotated title), its right
        edge at the right one."""
        plot = self.parentItem()
        self.fit_width(right_end - title_right - TITLE_GAP)
        if self.columnCount == len(self.items):  # on one line beside the title
            if self.under_title:
                plot.layout.removeItem(self)
                self.under_title = False
            size = self.preferredSize().expandedTo(self.minimumSize())
            size.setWidth(self.one_line_width())
            top = plot.layout.getContentsMargins()[1]
            row = plot.titleLabel.maximumHeight()  # the title's row, as pyqtgraph fixes it
            self.setGeometry(
                QRectF(right_end - size.width(), top + (row - size.height()) / 2, *size.toTuple())
            )
            return
        self.place_under(under)

    def place_under(self, under: tuple[float, float]) -> None:
        """In the row under the title (the title's row may be empty), between ``under``'s left
        and right ends, its right edge at the right one, in as many columns as fit."""
        plot = self.parentItem()
        left, self.row_end = under
        if not self.under_title:
            plot.layout.addItem(self, LEGEND_ROW, 0, 1, COLUMNS)
            self.under_title = True
        self.fit_width(self.row_end - left)

    def setGeometry(self, *rect) -> None:
        """Under the title, the row's height as its layout gives it, and its right edge at
        the row's end (past the layout's right margin, kept for the axis's last number)."""
        if self.under_title and len(rect) == 1:
            given = QRectF(rect[0])
            width = min(self.maximumWidth(), self.row_end - given.left())
            rect = (
                QRectF(
                    self.row_end - max(width, self.minimumWidth()),
                    given.top(),
                    max(width, self.minimumWidth()),
                    given.height(),
                ),
            )
        super().setGeometry(*rect)


def legend_under_title(plot: pg.PlotItem) -> RowLegend:
    """A :class:`RowLegend` for ``plot``'s named curves, placed by :meth:`RowLegend.place`
    (under the title its row spans the axes' columns too, so that a narrow chart's entries
    stand side by side)."""
    legend = RowLegend()
    legend.setParentItem(plot)
    top_axis = plot.getAxis("top")
    plot.layout.removeItem(top_axis)  # its row for the legend (a cell holds one item)
    top_axis.hide()
    plot.legend = legend  # the curves plotted with a name join it (as addLegend's would)
    return legend
