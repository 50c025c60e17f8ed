"""How a main window looks now, taken so that it can be put back exactly: its place and size,
full screen or maximised, its docks and toolbars, its menu and status bars, the widgets beside
its board, and the fonts its widgets set for themselves. View > Present takes one on entering
and restores it on leaving."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QWidget


class WindowSnapshot(QObject):
    """``window`` as it is when made; :meth:`restore` puts it back."""

    restored = Signal()
    """The window is back as it was, the last refit after :meth:`restore` done."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.size = window.size()
        self.dock_sizes = {  # those in view (a tab behind another has a size of its own)
            dock: dock.size()
            for dock in window.findChildren(QDockWidget)
            if dock.isVisible() and not dock.isFloating() and not dock.visibleRegion().isEmpty()
        }
        self.state = window.saveState()  # docks and toolbars
        self.geometry = window.saveGeometry()
        self.normal = window.geometry()  # its place, when neither maximised nor full screen
        self.window_state = window.windowState()
        self.menu_bar = not window.menuBar().isHidden()
        self.status_bar = not window.statusBar().isHidden()
        # a toolbar in the menus' row (zoomed) is no part of the window's saved state
        self.corner = window.menuBar().cornerWidget(Qt.Corner.TopRightCorner)
        self.corner_shown = self.corner is not None and not self.corner.isHidden()
        self.set_aside: list[QWidget] = []
        self.own_fonts: dict[QWidget, QFont] = {}

    def set_widgets_aside(self, widgets: list[QWidget]) -> None:
        """Hide ``widgets`` (those shown), to show them again on restoring."""
        self.set_aside = [widget for widget in widgets if not widget.isHidden()]
        for widget in self.set_aside:
            widget.hide()

    def scale_own_fonts(self, ratio: float, but: tuple[QWidget, ...] = ()) -> None:
        """Scale the fonts the window's widgets set for themselves (the outcome's larger one,
        the pseudocode's fixed-width one), as the zoom scales every other text: ``ratio``
        times their size when the snapshot was taken, however often called."""
        if not self.own_fonts:
            self.own_fonts = {
                widget: widget.font()
                for widget in self.window.findChildren(QWidget)
                if widget.testAttribute(Qt.WidgetAttribute.WA_SetFont) and widget not in but
            }
        for widget, font in self.own_fonts.items():
            larger = QFont(font)
            larger.setPointSizeF(font.pointSizeF() * ratio)
            widget.setFont(larger)

    def restore(self) -> None:
        """The window exactly as it was when this snapshot was taken: at once, and again
        each time the window gets its old size back (a window manager leaves full screen
        after the call), until the event loop is next idle."""
        window = self.window
        for widget in self.set_aside:
            widget.show()
        for widget, font in self.own_fonts.items():
            widget.setFont(font)
        # the panes' least sizes in the old text size, before the window takes its old size
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        window.setWindowState(self.window_state)
        self._put_back()
        window.menuBar().setVisible(self.menu_bar)
        window.statusBar().setVisible(self.status_bar)
        if self.corner is not None:
            self.corner.setVisible(self.corner_shown)
        window.installEventFilter(self)
        QTimer.singleShot(0, self, self._put_back)
        QTimer.singleShot(250, self, self._done)

    def _put_back(self) -> None:
        """Size and place, then the docks in their old sizes."""
        window = self.window
        for dock in window.findChildren(QDockWidget):
            if dock.widget() is not None:  # a scroll area's least size, held since its panel's
                dock.widget().updateGeometry()  # text was twice as large, asked again
        toolbar_fit = getattr(window, "toolbar_fit", None)
        if toolbar_fit is not None:  # the toolbar's words as they were at this width
            toolbar_fit.fit()
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        if self.window_state == Qt.WindowState.WindowNoState:
            window.setGeometry(self.normal)
        else:
            window.restoreGeometry(self.geometry)
        window.restoreState(self.state)
        if window.size() != self.size:
            return  # the window manager has yet to give it back its size
        docks = [dock for dock in self.dock_sizes if dock.isVisible() and not dock.isFloating()]
        for orientation, length in (
            (Qt.Orientation.Horizontal, QSize.width),
            (Qt.Orientation.Vertical, QSize.height),
        ):
            wanted = [length(self.dock_sizes[dock]) for dock in docks]
            window.resizeDocks(docks, wanted, orientation)
            # a dock in tabs is sized with its tab bar: once more, by what it missed
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            missed = [want - length(dock.size()) for dock, want in zip(docks, wanted, strict=True)]
            if any(missed):
                again = [want + miss for want, miss in zip(wanted, missed, strict=True)]
                window.resizeDocks(docks, again, orientation)

    def _done(self) -> None:
        """Last, after whatever the window refits on its own once resized and zoomed."""
        self.window.removeEventFilter(self)
        self._put_back()
        self.restored.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        resized = watched is self.window and event.type() == QEvent.Type.Resize
        if resized and self.window.size() == self.size:
            QTimer.singleShot(0, self, self._put_back)
        return False
