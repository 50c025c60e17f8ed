"""The left-hand column on a short screen: the Controls and the Statistics as two tabs.

Stacked, they need about 870 pixels at 100%; a 1024 x 640 or 1366 x 768 screen gives the
column 550 to 690, and the controls were squeezed to their first two rows with the rest behind
a scroll bar no one noticed. Where the column cannot hold the whole controls above the whole
statistics, the two docks become tabs, each shown whole and the other one click away on its
named tab; the tab in front follows what the user is doing: the Controls while choosing a
run, the Statistics from the moment it starts, the Controls again after Reset. Where there is
room again (a larger window, a smaller zoom) they are stacked again.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QMainWindow, QScrollArea, QWidget

from cavalo_gui.app.run.controller import RunController, RunState
from cavalo_gui.app.window.screen_fit import keep_on_screen
from cavalo_gui.app.window.zoom_layout import give_board_room, whole_tab_titles

TITLE_ROOM = 8  # pixels beside the two title bars: the separator and the docks' margins


class SideColumn(QObject):
    """Tabs the ``controls`` dock (holding ``panel``) with the ``statistics`` dock while the
    column is too short for both, and brings forward the one the run's state calls for."""

    def __init__(
        self,
        window: QMainWindow,
        controls: QDockWidget,
        statistics: QDockWidget,
        panel: QWidget,
        controller: RunController,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.controls = controls
        self.statistics = statistics
        self.panel = panel
        self.controller = controller
        self.tabbed = False
        self._stacked_once = False  # the statistics given their height once, stacked
        self._pending = False
        window.installEventFilter(self)
        controller.state_changed.connect(self._on_state_changed)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.refit_later()
        return False

    def refit_later(self) -> None:
        """Refit once the window has laid itself out (after a resize, a zoom, a language)."""
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self.refit)

    def needed(self) -> int:
        """The column's height that holds the whole controls above the whole statistics."""
        titles = sum(
            dock.minimumSizeHint().height() - dock.widget().minimumSizeHint().height()
            for dock in (self.controls, self.statistics)
        )
        statistics = self._content(self.statistics).minimumSizeHint().height()
        return self.panel.minimumSizeHint().height() + statistics + titles + TITLE_ROOM

    @staticmethod
    def _content(dock: QDockWidget) -> QWidget:
        """The panel a dock shows, inside its scroll area if it has one."""
        inner = dock.widget()
        return inner.widget() if isinstance(inner, QScrollArea) else inner

    def _ours(self) -> bool:
        """Both docks shown in the left-hand column (not moved or closed by the user)."""
        left = Qt.DockWidgetArea.LeftDockWidgetArea
        return all(
            self.window.dockWidgetArea(dock) == left and not dock.isFloating()
            for dock in (self.controls, self.statistics)
        ) and not (self.controls.isHidden() or self.statistics.isHidden())

    def refit(self) -> None:
        """Tabs where the column is too short for both docks, stacked where it is not."""
        self._pending = False
        if not self.window.isVisible() or not self._ours():
            return
        column = self.window.centralWidget().height()
        short = column < self.needed()
        # as placed now (a remembered layout may have put them in tabs)
        self.tabbed = self.statistics in self.window.tabifiedDockWidgets(self.controls)
        if not self._stacked_once and getattr(self.window.dock_tabs, "layout_restored", False):
            self._stacked_once = True  # the remembered split stays as the user left it
        if short and not self.tabbed:
            self.window.tabifyDockWidget(self.controls, self.statistics)
            self.tabbed = True
            self._on_state_changed(self.controller.state)
            self.tabs_made()
        elif not short and (self.tabbed or not self._stacked_once):
            if self.tabbed:  # out of the tab (splitDockWidget would only tab it again)
                self.window.removeDockWidget(self.statistics)
                left = Qt.DockWidgetArea.LeftDockWidgetArea
                self.window.addDockWidget(left, self.statistics, Qt.Orientation.Vertical)
                self.statistics.show()
                self.tabbed = False
            self._stacked_once = True
            statistics = self._statistics_height()
            self.window.resizeDocks(
                [self.controls, self.statistics],
                [column - statistics, statistics],
                Qt.Orientation.Vertical,
            )
            give_board_room(self.window, self.window.view_options.zoom)

    def _statistics_height(self) -> int:
        """The statistics dock's height with every row in view."""
        title = self.statistics.minimumSizeHint().height()
        title -= self.statistics.widget().minimumSizeHint().height()
        panel = self._content(self.statistics)
        return max(panel.minimumSizeHint().height(), panel.sizeHint().height()) + title + 2

    def tabs_made(self) -> None:
        """The new tab bar says whole names, its buttons named (see the window's helpers), the
        column keeps the width the statistics need, and a window that had to be as tall as the
        two docks stacked shrinks to its screen now that it need not be (unless its size was
        set by hand, as the screenshots set it)."""
        whole_tab_titles(self.window)
        if self.window.size() == getattr(self.window, "_first_size", None):  # not set by hand
            QTimer.singleShot(0, self.window, lambda: keep_on_screen(self.window))
        name_buttons = getattr(self.window, "_name_qt_buttons", None)
        if callable(name_buttons):
            name_buttons()
        give_board_room(self.window, self.window.view_options.zoom)

    def _on_state_changed(self, state: RunState) -> None:
        if not self.tabbed:
            return
        if state is RunState.IDLE:
            self.controls.raise_()
        elif state in (RunState.RUNNING, RunState.PAUSED):
            self.statistics.raise_()
