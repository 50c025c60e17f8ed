"""A label that, where told to, paints its text cut short with an ellipsis rather than ask for
the width of all of it: the replay's sentence on the window's foot row at a large zoom on a
narrow screen. Its text stays whole (``text()``, the screen reader's name, the tooltip)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QLabel

LEAST_CHARACTERS = 12  # an eliding label is never narrower than this many average characters


class ElidingLabel(QLabel):
    """A :class:`QLabel` whose text is elided at its right end while :attr:`eliding`."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.eliding = False
        self.room = 0  # pixels its row can give it: it asks for no less, up to its whole text

    def set_eliding(self, eliding: bool) -> None:
        """Paint the text elided to the label's width (``eliding``), or as a QLabel does."""
        if eliding != self.eliding:
            self.eliding = eliding
            self.updateGeometry()
            self.update()

    def is_elided(self) -> bool:
        """Whether the text painted now is cut short."""
        return self.eliding and self.whole_width() > self.contentsRect().width()

    def whole_width(self) -> int:
        """The width the whole text takes on one line."""
        return self.fontMetrics().horizontalAdvance(self.text())

    def least_width(self) -> int:
        """The narrowest it gets while eliding."""
        least = self.fontMetrics().averageCharWidth() * LEAST_CHARACTERS
        return min(least, self.whole_width())

    def set_room(self, room: int) -> None:
        """Ask for ``room`` pixels (or its whole text's, if less), never under its least."""
        if room != self.room:
            self.room = room
            self.updateGeometry()

    def minimumSizeHint(self) -> QSize:
        if not self.eliding:
            return super().minimumSizeHint()
        width = max(self.least_width(), min(self.room, self.whole_width()))
        return QSize(width, self.fontMetrics().height())

    def sizeHint(self) -> QSize:
        if not self.eliding:
            return super().sizeHint()
        return QSize(self.whole_width(), self.fontMetrics().height())

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.eliding:
            super().paintEvent(event)
            return
        room = self.contentsRect()
        text = self.text()
        if self.whole_width() > room.width():  # by this font's measure (a picture's may differ)
            text = self.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, room.width())
        painter = QPainter(self)
        alignment = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        role = QPalette.ColorRole.WindowText
        self.style().drawItemText(
            painter, room, int(alignment), self.palette(), self.isEnabled(), text, role
        )
