"""Column widths for the comparison table that fit a 1440-pixel window.

``QTableView.resizeColumnsToContents`` gives every column room for a sort arrow beside its
header (a header's height, about 25 pixels, fourteen times over), although only the column the
table is sorted by shows one: the table of a usual batch then ran past the window's right edge
and had to be scrolled. :func:`fit_columns` gives each column what its cells and its header's
words need, and the arrow's room to the sorted column alone.
"""

from __future__ import annotations

from PySide6.QtWidgets import QStyle, QTableView

ARROW_ROOM = 1.2  # the sort arrow's room, in header heights


def fit_columns(table: QTableView) -> None:
    """Size every shown column of ``table`` to its cells and its header's text."""
    header = table.horizontalHeader()
    model = table.model()
    margin = 2 * table.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    metrics = header.fontMetrics()
    sorted_column = header.sortIndicatorSection() if header.isSortIndicatorShown() else -1
    for column in range(model.columnCount()):
        if table.isColumnHidden(column):
            continue
        text = str(model.headerData(column, header.orientation()) or "")
        words = metrics.horizontalAdvance(text) + margin + 4
        if column == sorted_column:
            words += round(header.height() * ARROW_ROOM)
        table.setColumnWidth(column, max(table.sizeHintForColumn(column), words))
