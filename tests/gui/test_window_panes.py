"""The window is composed of panes listed once (issue 24 item 4): every dock is one of
``window.docks``, and what names the panes (the View menu, the Presentation pane menu, a saved
run file) names them all, in that one order."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget

from cavalo_gui.app.window.panes import Pane

VIEW_ORDER = ["Controls", "Statistics", "Open and closed", "search_tree", "Open list", "pseudocode"]


def test_every_dock_of_the_window_is_one_of_its_listed_panes(window):
    docks = [  # those it lays out: a feature's own pane (a student's verdict) joins when used
        dock
        for dock in window.findChildren(QDockWidget)
        if window.dockWidgetArea(dock) != Qt.DockWidgetArea.NoDockWidgetArea
    ]
    assert sorted(dock.objectName() for dock in docks) == sorted(
        dock.objectName() for dock in window.docks.values()
    )
    toggles = [dock.toggleViewAction() for dock in window.docks.values()]
    in_view_menu = [action for action in window.view_menu.actions() if action in toggles]
    assert [action.text() for action in in_view_menu] == [
        "Controls",
        "Statistics",
        "Open and closed",
        "Search tree",
        "Open list",
        "Pseudocode",
    ]
    for key in ("statistics", "chart", "search_tree", "open", "pseudocode"):
        assert isinstance(window.docks[key].widget(), Pane) or isinstance(
            window.docks[key].widget().widget(), Pane
        ), key


def test_the_presentation_pane_menu_lists_the_panes_in_the_view_menus_order(window):
    presentation = window.presentation
    presentation.pane_menu.aboutToShow.emit()
    names = [action.objectName() for action in presentation.pane_menu.actions()]
    assert names == [f"present_{name}" for name in VIEW_ORDER[1:]]
    assert [action.text() for action in presentation.pane_menu.actions()][:2] == [
        "Statistics",
        "Open and closed",
    ]


def test_a_saved_run_names_its_shown_panes_in_the_view_menus_order(window, tmp_path):
    path = tmp_path / "run.cavalo-run"
    assert window.run_files.save(path)
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["window"]["panes"] == VIEW_ORDER
