"""The keyboard's place on a board view: a cursor over its grid of squares (or boxes), moved
with the arrow keys once the board has the focus, drawn as a ring, and told to screen readers.

A board view makes one :class:`BoardCursor` with its grid's size and two functions of a cell's
index (``row * columns + column``): its rectangle, and its description in words (the same
sentence as its tooltip: "E7 · 44 · still on the board"); it calls :meth:`BoardCursor.announce`
when its picture changes, :meth:`BoardCursor.paint` last in its paint event, and
:meth:`BoardCursor.handle_event` first in its ``event()`` (keys, focus, language; an event
filter would not do: Qt calls filters while a view is being destroyed, which a Python filter
does not survive when the board is swapped for another puzzle's). It sets the sentence as the view's
accessible description and tells the accessibility framework, so a screen reader reads the
square under the focus, its number and its state, and reads it again when the search changes
it; the view's accessible name says it is the board.

Keys: the arrows move one cell; Home and End go to the row's ends, Page Up and Page Down to
the column's. While the board has the focus, the arrows are its own: the window's shortcuts on
Left and Right (Step, Replay) give way to them (Space and N still step).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QKeyEvent, QPainter, QPalette, QPen
from PySide6.QtWidgets import QWidget

MOVES = {
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
    Qt.Key.Key_Up: (-1, 0),
    Qt.Key.Key_Down: (1, 0),
}
JUMPS = (Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown)
KEYBOARD_REASONS = (
    Qt.FocusReason.TabFocusReason,
    Qt.FocusReason.BacktabFocusReason,
    Qt.FocusReason.ShortcutFocusReason,
)


class BoardCursor:
    """The focused cell of ``view``'s grid of ``rows() x columns()`` cells."""

    def __init__(
        self,
        view: QWidget,
        rows: Callable[[], int],
        columns: Callable[[], int],
        rect_of: Callable[[int], QRectF],
        describe: Callable[[int], str],
    ) -> None:
        self.view = view
        self.rows = rows
        self.columns = columns
        self.rect_of = rect_of
        self.describe = describe
        self.index = 0
        self.ring_shown = False  # drawn once the keyboard brought the focus or moved it
        view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._name_view()

    def _name_view(self) -> None:
        view = self.view
        view.setAccessibleName(
            QCoreApplication.translate(
                "BoardCursor", "Board: the arrow keys move from square to square"
            )
        )

    def handle_event(self, event: QEvent) -> bool:
        """Take the view's arrow keys (before the window's shortcuts: True, consumed), and
        follow its focus and language (False: the view goes on with the event)."""
        kind = event.type()
        if kind == QEvent.Type.ShortcutOverride and self.handles(event):
            event.accept()  # the key comes to the board as a key press, not as a shortcut
            return True
        if kind == QEvent.Type.KeyPress and self.key_press(event):  # type: ignore[arg-type]
            return True
        if kind == QEvent.Type.FocusIn:
            self.ring_shown = event.reason() in KEYBOARD_REASONS  # type: ignore[attr-defined]
            self.announce()
            self.view.update()
        elif kind == QEvent.Type.FocusOut:  # also sent by a view being destroyed: paint only
            self.ring_shown = False
            self.view.update()
        elif kind == QEvent.Type.LanguageChange:
            self._name_view()
            self.announce()
        return False

    @property
    def row(self) -> int:
        return self.index // self.columns()

    @property
    def column(self) -> int:
        return self.index % self.columns()

    def move_to(self, row: int, column: int) -> None:
        """Put the cursor on (row, column), kept inside the grid, and announce it."""
        self.ring_shown = True
        row = min(max(row, 0), self.rows() - 1)
        column = min(max(column, 0), self.columns() - 1)
        self.index = row * self.columns() + column
        self.announce()
        self.view.update()

    def handles(self, event: QEvent) -> bool:
        """Whether ``event`` is a key the cursor takes (for a ShortcutOverride: the window's
        shortcuts on the same keys give way)."""
        return (
            isinstance(event, QKeyEvent)
            and event.modifiers()
            in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)
            and (event.key() in MOVES or event.key() in JUMPS)
        )

    def key_press(self, event: QKeyEvent) -> bool:
        """Move for an arrow, Home, End, Page Up or Page Down; False for any other key."""
        if not self.handles(event):
            return False
        key = event.key()
        row, column = self.row, self.column
        if key in MOVES:
            down, right = MOVES[key]
            self.move_to(row + down, column + right)
        elif key == Qt.Key.Key_Home:
            self.move_to(row, 0)
        elif key == Qt.Key.Key_End:
            self.move_to(row, self.columns() - 1)
        elif key == Qt.Key.Key_PageUp:
            self.move_to(0, column)
        else:
            self.move_to(self.rows() - 1, column)
        return True

    def announce(self) -> None:
        """Describe the focused cell as the view's accessible description, and tell assistive
        technology that it changed."""
        if self.index >= self.rows() * self.columns():
            self.index = 0
        self.view.setAccessibleDescription(self.describe(self.index))
        if self.view.hasFocus():
            QAccessible.updateAccessibility(
                QAccessibleEvent(self.view, QAccessible.Event.DescriptionChanged)
            )

    def paint(self, painter: QPainter) -> None:
        """A ring around the focused cell, in the highlight colour, while the board has the
        focus from the keyboard (a thick solid ring inside a thin dark one: it reads on light
        and dark cells); a click or the window's first focus draws none."""
        if not (self.view.hasFocus() and self.ring_shown):
            return
        rect = self.rect_of(self.index)
        width = max(2.0, rect.width() * 0.08)
        painter.save()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(Qt.GlobalColor.black, width + 2))
        painter.drawRect(rect.adjusted(width / 2, width / 2, -width / 2, -width / 2))
        highlight = self.view.palette().color(QPalette.ColorRole.Highlight)
        painter.setPen(QPen(highlight, width))
        painter.drawRect(rect.adjusted(width / 2, width / 2, -width / 2, -width / 2))
        painter.restore()
