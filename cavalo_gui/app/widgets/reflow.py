"""Layouts that rearrange their widgets to the width they get, so that a window fits a small
screen (or a large zoom) without cutting anything: :class:`ColumnsLayout` stacks boxes in two
columns when there is room and in one otherwise; :class:`FlowLayout` puts buttons side by side
and starts a new row when the next one would not fit.

Both answer ``heightForWidth``, so a ``QScrollArea`` holding them scrolls exactly as far as the
arrangement at its width needs.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class _ItemsLayout(QLayout):
    """The list of items every layout keeps; the arrangement is the subclass's."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.setSpacing(spacing)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def _shown(self) -> list[QLayoutItem]:
        """The items of widgets not hidden."""
        return [item for item in self._items if not item.isEmpty()]

    def _margins(self) -> tuple[int, int, int, int]:
        margins = self.contentsMargins()
        return margins.left(), margins.top(), margins.right(), margins.bottom()

    def _arrange(self, rect: QRect, move: bool) -> int:
        raise NotImplementedError


def _height(item: QLayoutItem, width: int) -> int:
    """How tall ``item`` wants to be at ``width`` (a wrapping form's height depends on it)."""
    if item.hasHeightForWidth():
        return max(item.heightForWidth(width), item.minimumSize().height())
    return item.sizeHint().height()


class ColumnsLayout(_ItemsLayout):
    """Boxes top to bottom: the first ``split`` in a left column and the rest in a right one
    when both fit side by side at their preferred widths, else all in one column."""

    def __init__(self, split: int, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent, spacing)
        self.split = split

    def _columns(self) -> list[list[QLayoutItem]]:
        return [
            [item for item in self._items[: self.split] if not item.isEmpty()],
            [item for item in self._items[self.split :] if not item.isEmpty()],
        ]

    def column_width(self, items: list[QLayoutItem]) -> int:
        return max((item.sizeHint().width() for item in items), default=0)

    def one_column_width(self) -> int:
        """The width (margins included) that shows every box whole, one above the other."""
        left, _top, right, _bottom = self._margins()
        return self.column_width(self._items) + left + right

    def least_width(self) -> int:
        """The width (margins included) below which a box would be cut, one column."""
        left, _top, right, _bottom = self._margins()
        return max((item.minimumSize().width() for item in self._items), default=0) + left + right

    def two_columns_width(self) -> int:
        """The width (margins included) from which the boxes stand in two columns."""
        left, _top, right, _bottom = self._margins()
        widths = [self.column_width(items) for items in self._columns()]
        return sum(widths) + self.spacing() + left + right

    def sizeHint(self) -> QSize:
        width = self.two_columns_width()
        return QSize(width, self.heightForWidth(width))

    def minimumSize(self) -> QSize:
        _left, top, _right, bottom = self._margins()
        height = max((item.minimumSize().height() for item in self._items), default=0)
        return QSize(self.least_width(), height + top + bottom)

    def _arrange(self, rect: QRect, move: bool) -> int:
        left, top, right, bottom = self._margins()
        width = rect.width() - left - right
        if rect.width() >= self.two_columns_width():
            columns = self._columns()
            wanted = [self.column_width(items) for items in columns]
            first = wanted[0] + (width - self.spacing() - sum(wanted)) // 2
            widths = [first, width - self.spacing() - first]
        else:
            columns, widths = [self._shown()], [width]
        x, tallest = rect.x() + left, 0
        for items, column_width in zip(columns, widths, strict=True):
            y = rect.y() + top
            for item in items:
                height = _height(item, column_width)
                if move:
                    item.setGeometry(QRect(x, y, column_width, height))
                y += height + self.spacing()
            tallest = max(tallest, y - self.spacing() - rect.y() - top)
            x += column_width + self.spacing()
        return tallest + top + bottom


class FlowLayout(_ItemsLayout):
    """Widgets left to right at their preferred sizes, wrapping onto a new row as words do."""

    def sizeHint(self) -> QSize:
        left, _top, right, _bottom = self._margins()
        widths = [item.sizeHint().width() for item in self._items]
        width = sum(widths) + self.spacing() * max(len(widths) - 1, 0) + left + right
        return QSize(width, self.heightForWidth(width))

    def minimumSize(self) -> QSize:
        left, top, right, bottom = self._margins()
        width = max((item.minimumSize().width() for item in self._items), default=0)
        height = max((item.sizeHint().height() for item in self._items), default=0)
        return QSize(width + left + right, height + top + bottom)

    def _arrange(self, rect: QRect, move: bool) -> int:
        left, top, right, bottom = self._margins()
        x_start, end = rect.x() + left, rect.right() - right
        x, y, row_height = x_start, rect.y() + top, 0
        for item in self._shown():
            size = item.sizeHint()
            if x > x_start and x + size.width() - 1 > end:  # a new row
                x, y, row_height = x_start, y + row_height + self.spacing(), 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), size))
            x += size.width() + self.spacing()
            row_height = max(row_height, size.height())
        return y + row_height - rect.y() + bottom


class BesideOrBelow(_ItemsLayout):
    """Two widgets: the second at the right end of the first's row where :attr:`beside` allows
    it and the row holds the first at its least width, else on a line of its own below the
    first, which keeps the row's whole width either way."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent, spacing)
        self.beside = False  # the window's choice: True where its height is short (a zoom)

    def set_beside(self, beside: bool) -> None:
        """Allow the second widget beside the first (where it fits) or keep it below."""
        if beside != self.beside:
            self.beside = beside
            self.invalidate()

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation.Horizontal

    def is_beside(self, width: int) -> bool:
        """Whether the second widget stands beside the first in a layout ``width`` wide."""
        if not self.beside or len(self._items) < 2:
            return False
        return width >= self.width_beside()

    def width_beside(self) -> int:
        """The least width that holds the second widget beside the first."""
        if len(self._items) < 2:
            return 0
        left, _top, right, _bottom = self._margins()
        first, second = self._items[:2]
        needed = first.minimumSize().width() + self.spacing() + second.sizeHint().width()
        return left + right + needed

    def sizeHint(self) -> QSize:
        left, _top, right, _bottom = self._margins()
        width = max((item.sizeHint().width() for item in self._items), default=0) + left + right
        return QSize(width, self.heightForWidth(width))

    def minimumSize(self) -> QSize:
        left, top, right, bottom = self._margins()
        width = max((item.minimumSize().width() for item in self._items), default=0)
        height = sum(item.sizeHint().height() for item in self._shown())
        return QSize(width + left + right, height + top + bottom)

    def _arrange(self, rect: QRect, move: bool) -> int:
        left, top, right, bottom = self._margins()
        x, y, width = rect.x() + left, rect.y() + top, rect.width() - left - right
        items = self._shown()
        if self.is_beside(rect.width()) and len(items) == 2:
            first, second = items
            size = second.sizeHint()
            row = max(first.sizeHint().height(), size.height())
            if move:
                first_width = width - self.spacing() - size.width()
                first.setGeometry(QRect(x, y, first_width, row))
                end = QPoint(x + width - size.width(), y + (row - size.height()) // 2)
                second.setGeometry(QRect(end, size))
            return row + top + bottom
        for item in items:
            height = item.sizeHint().height()
            if move:
                item.setGeometry(QRect(x, y, min(width, item.maximumSize().width()), height))
            y += height
        return y - rect.y() + bottom
