"""The window's panes: each a widget made from the run's model (and the controller, for one
that sends it commands), shown in a dock of its own.

The window lists its docked panes once, as :class:`DockedPane` values, and :func:`dock_panes`
puts them in; every other part of the window finds a pane through ``window.docks`` by its key,
never by scanning the window's children.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from cavalo_gui.app.window.dock_tabs import DockTabs


@runtime_checkable
class Pane(Protocol):
    """A part of the window made from the run's model alone: it names its texts in the
    current language and follows the model's changes by its signals."""

    def retranslate_ui(self) -> None: ...


@runtime_checkable
class HiddenPane(Pane, Protocol):
    """A pane that costs nothing while its dock is a tab behind another."""

    def set_in_view(self, in_view: bool) -> None: ...


@dataclass(frozen=True)
class DockedPane:
    """Where one pane is docked. ``key`` names it in ``window.docks``; ``name`` is its dock's
    object name without ``dock_``: the name remembered layouts and run files know it by.
    A pane ``behind`` another shares its place, as a tab behind it, and titles its own dock;
    the others' titles come from the window."""

    key: str
    name: str
    widget: QWidget
    area: Qt.DockWidgetArea = Qt.DockWidgetArea.RightDockWidgetArea
    behind: str | None = None


def dock_panes(window: QMainWindow, panes: Iterable[DockedPane]) -> dict[str, QDockWidget]:
    """A dock of ``window`` for each of ``panes``, in their order, by key."""
    docks: dict[str, QDockWidget] = {}
    for pane in panes:
        dock = QDockWidget(window)
        dock.setObjectName(f"dock_{pane.name}")
        dock.setWidget(pane.widget)
        area = pane.area if pane.behind is None else window.dockWidgetArea(docks[pane.behind])
        window.addDockWidget(area, dock)
        if pane.behind is not None and isinstance(pane.widget, HiddenPane):
            pane.widget.retranslate_ui()  # its dock's title, in the current language
            dock.visibilityChanged.connect(pane.widget.set_in_view)
            pane.widget.in_view = False
        docks[pane.key] = dock
    return docks


def tab_behind(tabs: DockTabs, panes: Iterable[DockedPane], docks: dict[str, QDockWidget]) -> None:
    """Put each pane listed ``behind`` another in a tab behind it, once the window shows."""
    for pane in panes:
        if pane.behind is not None:
            tabs.put_behind(docks[pane.key], docks[pane.behind])


def docks_by_name(docks: dict[str, QDockWidget]) -> dict[str, QDockWidget]:
    """The docks by the names run files and presentation choices know them by."""
    return {dock.objectName().removeprefix("dock_"): dock for dock in docks.values()}
