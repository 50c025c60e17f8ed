"""View > Path on the board: all the moves, or only the last few.

A 25-move path drawn whole is a tangle of arrows, unreadable on a projected lecture screen;
showing only its last 5 or 10 moves keeps where the search is going readable. The choice is
the window's, so a board view of another puzzle (swapped in with its problem) gets it too
(``BoardView.set_path_limit``; a view that draws no path ignores it).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMainWindow

PATH_LIMITS = (None, 5, 10)  # None: every move


class PathMenu(QObject):
    """The submenu of ``window.view_menu``; ``limit`` is the moves drawn (None: all)."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.limit: int | None = None
        self.menu = window.view_menu.addMenu("")
        self.group = QActionGroup(self)
        self.actions: dict[int | None, QAction] = {}
        for limit in PATH_LIMITS:
            action = QAction(self, checkable=True, checked=limit is None)
            action.setObjectName(f"action_path_{limit or 'all'}")
            action.triggered.connect(lambda _checked, limit=limit: self.set_limit(limit))
            self.group.addAction(action)
            self.menu.addAction(action)
            self.actions[limit] = action
        window.model.puzzle_replaced.connect(self._apply)  # after the window swaps the view
        window.installEventFilter(self)
        self.retranslate()

    def set_limit(self, limit: int | None) -> None:
        """Draw only the last ``limit`` moves of the path on the board (None: all)."""
        self.limit = limit
        self.actions[limit].setChecked(True)
        self._apply()

    def _apply(self) -> None:
        self.window.board.set_path_limit(self.limit)

    def retranslate(self) -> None:
        self.menu.setTitle(self.tr("&Path on the board"))
        for limit, action in self.actions.items():
            if limit is None:
                action.setText(self.tr("&All moves"))
            else:
                action.setText(self.tr("The last {count} moves").format(count=limit))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False
