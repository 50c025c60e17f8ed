"""The docks that share a place as tabs: the search tree behind the chart, the pseudocode
behind the open list. Their tab bars sit between the docks and nothing else: no empty bar left
drawn over the open list (as Qt left one when the tabs were made before the window showed)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QDockWidget, QTabBar

from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.window.main_window import MainWindow

from .helpers import window_at

SIZES = [QSize(1024, 640), QSize(1600, 980)]


def tab_bars(window) -> list[tuple[str, ...]]:
    """The tabs of each tab bar the window shows, checking that none lies over a dock or the
    board: a bar that does is drawn over what a student reads."""
    covered = [window.centralWidget().geometry()] + [
        dock.geometry()
        for dock in window.findChildren(QDockWidget)
        if dock.isVisible() and not dock.isFloating()
    ]
    shown = []
    for bar in window.findChildren(QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly):
        if not bar.isVisible() or not window.rect().intersects(bar.geometry()):
            continue
        overlapped = [rect for rect in covered if rect.intersects(bar.geometry())]
        assert not overlapped, (bar.geometry(), [bar.tabText(i) for i in range(bar.count())])
        shown.append(tuple(bar.tabText(index) for index in range(bar.count())))
    return sorted(shown)


EXPECTED = [("Pseudocode", "Open list"), ("Search tree", "Open and closed")]


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size.width()}x{size.height()}")
def test_two_tab_bars_each_between_its_docks(qtbot, window, size):
    with window_at(qtbot, window, size, 100):
        assert tab_bars(window) == EXPECTED
        assert window.tabifiedDockWidgets(window.docks["open"]) == [window.pseudocode_dock]
        assert window.tabifiedDockWidgets(window.docks["chart"]) == [window.search_tree_dock]
        assert not window.docks["open"].visibleRegion().isEmpty()  # the open list on top
        assert not window.docks["chart"].visibleRegion().isEmpty()  # the chart on top


def test_a_remembered_layout_comes_back_with_its_tabs_and_no_others(qtbot, tmp_path):
    settings_file = tmp_path / "settings.ini"
    first = MainWindow(AppSettings(settings_file))
    qtbot.addWidget(first)
    first.show()
    qtbot.waitExposed(first)
    first.pseudocode_dock.raise_()  # the student left the pseudocode on top
    qtbot.waitUntil(lambda: not first.pseudocode_dock.visibleRegion().isEmpty())
    first.app_settings.save_window(first)
    first.controller.shutdown()
    first.close()

    again = MainWindow(AppSettings(settings_file))
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    assert tab_bars(again) == EXPECTED
    assert not again.pseudocode_dock.visibleRegion().isEmpty()
    assert again.docks["open"].visibleRegion().isEmpty()
    again.controller.shutdown()
