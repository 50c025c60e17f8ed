"""The docks' tabs in a narrow column: short names, the whole name in the tab's tooltip.

A tab says its dock's title, and Qt cut "Árvore de procura" to "Árvore de pro…" in the
right-hand column at 1024 x 640. Where a tab bar cannot hold its docks' whole titles, its docks
take their short titles ("Árvore", "Gráfico"); the tab's tooltip and the View menu keep the
whole name, and the whole titles come back where there is room. A bar too narrow even for the
short ones scrolls (see ``zoom_layout.whole_tab_titles``) rather than cut a word. A bar made
narrower gets its short titles at once, in the same pass: a pass later, the bar had been drawn
with the whole ones scrolled out of it (the Pseudocode's tab out of reach at 1024 x 640).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QDockWidget, QMainWindow, QTabBar

from cavalo_gui.app.i18n import current_language


class TabTitles(QObject):
    """Gives the docks of ``window`` their short titles where their tab bar is too narrow."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        # each dock's title as its owner last set it, and the language it was set in
        self.whole: dict[QDockWidget, tuple[str, str]] = {}
        self._setting = False  # a title being set here, not by the dock's owner
        self._pending = False
        self._bars: set[QTabBar] = set()  # the tab bars watched for their width
        window.installEventFilter(self)

    def short_titles(self) -> dict[str, str]:
        """The short title of each dock that has one, by the dock's object name."""
        return {
            "dock_search_tree": self.tr("Tree"),
            "dock_Open and closed": self.tr("Chart"),
            "dock_pseudocode": self.tr("Code"),
            "dock_Open list": self.tr("Open list"),
        }

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kinds = (QEvent.Type.Resize, QEvent.Type.LanguageChange, QEvent.Type.LayoutRequest)
        if watched is self.window and event.type() in kinds:
            self.refit_later()
        elif event.type() == QEvent.Type.Resize and watched in self._bars and not self._setting:
            self.refit()  # now, before the bar is drawn with a tab scrolled out of it
        return False

    def refit_later(self) -> None:
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self.refit)

    def _watch(self, dock: QDockWidget) -> None:
        """Learn ``dock``'s whole title now and whenever its owner sets it (a language)."""
        if dock not in self.whole:
            self.whole[dock] = (dock.windowTitle(), current_language())
            dock.windowTitleChanged.connect(lambda title, dock=dock: self._on_title(dock, title))

    def _on_title(self, dock: QDockWidget, title: str) -> None:
        if not self._setting:
            self.whole[dock] = (title, current_language())
            self.refit_later()

    def refit(self) -> None:
        """Short titles on each tab bar too narrow for the whole ones, whole ones elsewhere."""
        self._pending = False
        for dock in self.window.docks.values():
            self._watch(dock)
        docks = {dock.windowTitle(): dock for dock in self.window.docks.values()}
        shorts = self.short_titles()
        for bar in self.window.findChildren(QTabBar):
            if bar not in self._bars:
                self._bars.add(bar)
                bar.installEventFilter(self)
                bar.destroyed.connect(lambda _=None, bar=bar: self._bars.discard(bar))
            tabbed = [docks.get(bar.tabText(index)) for index in range(bar.count())]
            if not bar.isVisible() or None in tabbed:
                continue
            metrics = bar.fontMetrics()
            if any(self.whole[dock][1] != current_language() for dock in tabbed):
                continue  # a language switch under way: their owners name them first
            wholes = [self.whole[dock][0] for dock in tabbed]
            needed = sum(
                bar.tabSizeHint(index).width()
                - metrics.horizontalAdvance(bar.tabText(index))
                + metrics.horizontalAdvance(whole)
                for index, whole in enumerate(wholes)
            )
            short = needed > bar.width()
            for dock, whole in zip(tabbed, wholes, strict=True):
                title = shorts.get(dock.objectName(), whole) if short else whole
                if dock.windowTitle() != title:
                    self._setting = True
                    dock.setWindowTitle(title)
                    self._setting = False
                    dock.toggleViewAction().setText(whole)  # the View menu keeps the whole name
            QTimer.singleShot(0, bar, lambda bar=bar: self._tooltips(bar))

    def _tooltips(self, bar: QTabBar) -> None:
        """Each tab's tooltip says its dock's whole name (Qt sets it to the tab's text)."""
        docks = {dock.windowTitle(): dock for dock in self.window.docks.values()}
        for index in range(bar.count()):
            dock = docks.get(bar.tabText(index))
            if dock is not None:
                bar.setTabToolTip(index, self.whole.get(dock, (dock.windowTitle(), ""))[0])
