"""Run > Breakpoints: pause the run automatically when a goal is generated, a node re-opened, a
new IDA*/IDDFS pass begins, open grows past N nodes, a node of depth N is expanded, or a node
reached by a given move (a square, an arc) is expanded.

Each entry is checkable; the ones that take a number or a square ask for it when checked. The
checked entries go to the run controller, which hands them to the worker (it looks at every
event; see :mod:`cavalo_gui.engine.breakpoints`). When the run pauses at one, the status bar
says which.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QInputDialog, QMainWindow, QMenu

from cavalo_gui.engine.breakpoints import (
    DEPTH,
    GOAL_GENERATED,
    NEW_ITERATION,
    OPEN_OVER,
    REOPEN,
    SQUARE,
    Breakpoint,
)

ASKS_FOR_VALUE = (OPEN_OVER, DEPTH, SQUARE)


class BreakpointsMenu(QObject):
    """The Breakpoints submenu of a window's Run menu, and what it says when one is met."""

    def __init__(self, window: QMainWindow, run_menu: QMenu) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.menu = QMenu(window)
        self.menu.setObjectName("breakpoints_menu")
        run_menu.insertMenu(run_menu.actions()[-1], self.menu)
        self.values: dict[str, int | str] = {}
        self.actions: dict[str, QAction] = {}
        for kind in (GOAL_GENERATED, REOPEN, NEW_ITERATION, OPEN_OVER, DEPTH, SQUARE):
            action = self.menu.addAction("")
            action.setObjectName(f"break_{kind.strip('>=')}")
            action.setCheckable(True)
            action.toggled.connect(lambda checked, kind=kind: self._on_toggled(kind, checked))
            self.actions[kind] = action
        self.controller.breakpoint_met.connect(self._on_met)
        window.installEventFilter(self)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Every text of the menu in the current language."""
        self.menu.setTitle(self.tr("Break&points"))
        texts = {
            GOAL_GENERATED: self.tr("When a &goal is generated"),
            REOPEN: self.tr("When a node is &re-opened"),
            NEW_ITERATION: self.tr("When a new &iteration starts (IDA*, IDDFS)"),
            OPEN_OVER: self.tr("When &open grows past N nodes…"),
            DEPTH: self.tr("When a node of &depth N is expanded…"),
            SQUARE: self.tr("When a &square is reached…"),
        }
        chosen = {
            OPEN_OVER: self.tr("When &open grows past {value} nodes"),
            DEPTH: self.tr("When a node of &depth {value} is expanded"),
            SQUARE: self.tr("When {value} is reached"),
        }
        for kind, text in texts.items():
            value = self.values.get(kind)
            if value is not None and self.actions[kind].isChecked():
                text = chosen[kind].format(value=value)
            self.actions[kind].setText(text)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        return False

    def breakpoints(self) -> tuple[Breakpoint, ...]:
        """The checked breakpoints."""
        return tuple(
            Breakpoint(kind, self.values.get(kind) if kind in ASKS_FOR_VALUE else None)
            for kind, action in self.actions.items()
            if action.isChecked()
        )

    def set_breakpoints(self, breakpoints: tuple[Breakpoint, ...]) -> None:
        """Check exactly ``breakpoints`` (with their values), as a run file saved them."""
        wanted = {breakpoint.kind: breakpoint.value for breakpoint in breakpoints}
        for kind, action in self.actions.items():
            if wanted.get(kind) is not None:
                self.values[kind] = wanted[kind]
            action.blockSignals(True)
            action.setChecked(kind in wanted)
            action.blockSignals(False)
        self.controller.set_breakpoints(self.breakpoints())
        self.retranslate_ui()

    def _on_toggled(self, kind: str, checked: bool) -> None:
        if checked and kind in ASKS_FOR_VALUE and not self._ask(kind):
            self.actions[kind].setChecked(False)  # cancelled
            return
        self.controller.set_breakpoints(self.breakpoints())
        self.retranslate_ui()

    def _ask(self, kind: str) -> bool:
        """Ask for the number or the square; False if cancelled."""
        if kind == SQUARE:
            text, ok = QInputDialog.getText(
                self.window,
                self.tr("Breakpoint"),
                self.tr("Pause when a node reached by this move is expanded (a square: E5):"),
                text=str(self.values.get(kind, "")),
            )
            if ok and text.strip():
                self.values[kind] = text.strip().upper()
            return ok and bool(text.strip())
        label = (
            self.tr("Pause when open holds more than this many nodes:")
            if kind == OPEN_OVER
            else self.tr("Pause when a node of this depth is expanded:")
        )
        default = self.values.get(kind, 100 if kind == OPEN_OVER else 5)
        value, ok = QInputDialog.getInt(
            self.window, self.tr("Breakpoint"), label, int(default), 0, 100_000_000
        )
        if ok:
            self.values[kind] = value
        return ok

    def _on_met(self, met: tuple[Breakpoint, ...]) -> None:
        names = ", ".join(self.actions[b.kind].text().replace("&", "") for b in met)
        self.window.statusBar().showMessage(
            self.tr("Paused at a breakpoint: {names}").format(names=names), 15_000
        )
