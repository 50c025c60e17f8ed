"""How a main window looks now, taken so that it can be put back exactly: its place and size,
full screen or maximised, its docks and toolbars, its menu and status bars, the widgets beside
its board, and the fonts its widgets set for themselves. View > Present takes one on entering
and restores it on leaving."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QMainWindow, QWidget


class WindowSnapshot:
    """``window`` as it is when made; :meth:`restore` puts it back."""

    def __init__(self, window: QMainWindow) -> None:
        self.window = window
        self.state = window.saveState()  # docks and toolbars
        self.geometry = window.saveGeometry()
        self.normal = window.geometry()  # its place, when neither maximised nor full screen
        self.window_state = window.windowState()
        self.menu_bar = not window.menuBar().isHidden()
        self.status_bar = not window.statusBar().isHidden()
        self.set_aside: list[QWidget] = []
        self.own_fonts: dict[QWidget, QFont] = {}

    def set_widgets_aside(self, widgets: list[QWidget]) -> None:
        """Hide ``widgets`` (those shown), to show them again on restoring."""
        self.set_aside = [widget for widget in widgets if not widget.isHidden()]
        for widget in self.set_aside:
            widget.hide()

    def scale_own_fonts(self, ratio: float, but: tuple[QWidget, ...] = ()) -> None:
        """Scale the fonts the window's widgets set for themselves (the outcome's larger one,
        the pseudocode's fixed-width one), as the zoom scales every other text."""
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
        """The window exactly as it was when this snapshot was taken."""
        window = self.window
        for widget in self.set_aside:
            widget.show()
        for widget, font in self.own_fonts.items():
            widget.setFont(font)
        window.setWindowState(self.window_state)
        if self.window_state == Qt.WindowState.WindowNoState:
            window.setGeometry(self.normal)
        else:
            window.restoreGeometry(self.geometry)
        window.restoreState(self.state)
        window.menuBar().setVisible(self.menu_bar)
        window.statusBar().setVisible(self.status_bar)
