"""Run > Inspect heuristic…: the action that opens the inspector of the window's run."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction


class InspectorAction(QObject):
    """The Run menu's entry for the heuristic inspector, in the window's language."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.opened = None  # the inspector window, once opened (one per main window)
        self.action = QAction(window)
        self.action.setObjectName("inspect_heuristic")
        self.action.triggered.connect(self.open)
        window.run_menu.insertAction(window.compare_action, self.action)
        window.installEventFilter(self)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.action.setText(self.tr("&Inspect heuristic…"))
        self.action.setStatusTip(
            self.tr("The expanded nodes' h against their true remaining cost h*, and a heat map")
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        return False

    def open(self):
        from cavalo_gui.app.inspector.window import open_inspector

        self.opened = open_inspector(self.window, self.opened)
        return self.opened
