"""Docks that share a place as tabs, put in their tabs when the window first shows.

Tabbing a second pair of docks before a main window is shown leaves Qt (6.11) with a tab bar it
no longer uses but still shows: an empty bar drawn over the open list at 1024 x 640. Tabbed once
the window is on screen, or restored from a remembered layout before, the bars are right. So
the default tabs wait for the first show, and a remembered layout, when there is one, wins.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QDockWidget, QMainWindow


class DockTabs(QObject):
    """The window's default tabs: each added dock goes behind its front dock at the first show."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.pending: list[tuple[QDockWidget, QDockWidget]] = []
        self.layout_restored = False  # a remembered layout placed the docks: leave them
        self.then: Callable[[], None] | None = None  # sizes the docks once tabbed
        window.installEventFilter(self)

    def put_behind(self, dock: QDockWidget, front: QDockWidget) -> None:
        """Make ``dock`` a tab behind ``front`` (``front`` stays on top) once the window shows."""
        self.pending.append((dock, front))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Show and self.pending:
            self.make_tabs()
        return False

    def make_tabs(self) -> None:
        """Tab every pending pair now (unless a remembered layout placed them)."""
        pending, self.pending = self.pending, []
        if self.layout_restored:
            return
        for dock, front in pending:
            self.window.tabifyDockWidget(dock, front)
            front.raise_()
        if self.then is not None:
            self.then()
