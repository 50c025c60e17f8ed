"""Run > Side by side…: the main window's action that opens the Side by side window."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow

from cavalo_gui.app.race.window import SideBySideWindow, open_side_by_side


class SideBySideMenu(QObject):
    """The action, in the Run menu under Compare, named in the current language."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.opened: SideBySideWindow | None = None  # one per main window, once opened
        self.action = QAction(window, objectName="action_side_by_side")
        self.action.triggered.connect(self.open)
        window.run_menu.addAction(self.action)
        window.installEventFilter(self)
        self.retranslate_ui()

    def open(self) -> SideBySideWindow:
        self.opened = open_side_by_side(self.window, self.opened)
        return self.opened

    def retranslate_ui(self) -> None:
        self.action.setText(self.tr("Side &by side…"))
        tip = self.tr("Two to four runs on this problem, in lockstep or racing")
        self.action.setToolTip(tip)
        self.action.setStatusTip(tip)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        return False
