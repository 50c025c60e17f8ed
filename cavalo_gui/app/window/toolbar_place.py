"""Where the window's toolbar stands: in a row of its own under the menus, or zoomed, at the
right end of the menus' row where both fit (the larger text had made the two rows take 65
pixels of a 768-pixel screen from the board; see ``zoom_layout.ToolbarFit``)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow, QMenuBar, QToolBar

MENU_GAP = 24  # pixels between the last menu and the toolbar's first button


def menus_width(menus: QMenuBar) -> int:
    """The width the menus' titles take, from the bar's left edge, with a gap after them."""
    ends = [
        menus.actionGeometry(action).right() for action in menus.actions() if action.isVisible()
    ]
    return max(ends, default=0) + 1 + MENU_GAP


def in_menu_row(window: QMainWindow, toolbar: QToolBar) -> bool:
    """Whether ``toolbar`` stands in the menus' row (and not in a toolbar area: restoring a
    window layout remembered from its own row puts it back there)."""
    placed = window.menuBar().cornerWidget(Qt.Corner.TopRightCorner) is toolbar
    return placed and window.toolBarArea(toolbar) == Qt.ToolBarArea.NoToolBarArea


def to_menu_row(window: QMainWindow, toolbar: QToolBar) -> None:
    """Put ``toolbar`` at the right end of the menus' row, shown as it was."""
    if in_menu_row(window, toolbar):
        return
    shown = not toolbar.isHidden()
    window.removeToolBar(toolbar)
    window.menuBar().setCornerWidget(toolbar, Qt.Corner.TopRightCorner)
    toolbar.setVisible(shown)


def to_own_row(window: QMainWindow, toolbar: QToolBar) -> None:
    """Put ``toolbar`` back in its row under the menus, shown as it was."""
    menus = window.menuBar()
    if menus.cornerWidget(Qt.Corner.TopRightCorner) is not toolbar:
        return
    shown = not toolbar.isHidden()
    menus.setCornerWidget(None, Qt.Corner.TopRightCorner)
    if toolbar.parentWidget() is not window:  # a restored layout took it back half-way
        window.removeToolBar(toolbar)
        toolbar.setParent(window)
    if window.toolBarArea(toolbar) == Qt.ToolBarArea.NoToolBarArea:
        before = _first_top_toolbar(window)
        if before is None:
            window.addToolBar(Qt.ToolBarArea.TopToolBarArea, toolbar)
        else:
            window.insertToolBar(before, toolbar)
    toolbar.setVisible(shown)
    menus.updateGeometry()


def _first_top_toolbar(window: QMainWindow) -> QToolBar | None:
    """The toolbar the window's own goes before (None: at the top area's end)."""
    tops = [
        bar
        for bar in window.findChildren(QToolBar)
        if window.toolBarArea(bar) == Qt.ToolBarArea.TopToolBarArea
    ]
    return tops[0] if tops else None
