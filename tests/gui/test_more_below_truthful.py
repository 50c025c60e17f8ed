""" "More below: …" names exactly the groups of the Controls whose end is below the column's
visible part, and shows only while there is one (issue 33 item 13): at 1366 x 768 it said
"More below: Budgets and speed" with Budgets in view, after "Open in the window" of the board
editor and after a live switch to Portuguese. 1024 x 640 and 1366 x 768, both languages, 100%
and 150%."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication, QGroupBox

from cavalo_gui.app import i18n
from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.window.main_window import MainWindow
from cavalo_gui.app.window.view_options import apply_zoom

from .helpers import choose_problem, click

SIZES = [QSize(1024, 640), QSize(1366, 768)]


@pytest.fixture(params=SIZES, ids=["1024x640", "1366x768"])
def screen(request, monkeypatch):
    area = QRect(QPoint(), request.param)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: area)
    yield request.param
    apply_zoom(100)
    QApplication.processEvents()


def _open(qtbot, tmp_path, zoom: int) -> MainWindow:
    settings = AppSettings(tmp_path / "settings.ini")
    settings.set_zoom(zoom)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(60)
    return window


def _groups(window) -> dict[str, tuple[bool, bool]]:
    """Each group of the Controls by its title: whether its title line, and whether its end,
    is below the column's visible part, as drawn."""
    more = window.docks["controls"].widget()
    panel, viewport = more.scroll.widget(), more.scroll.viewport()
    bottom = viewport.height()
    return {
        group.title().replace("&", ""): (
            group.mapTo(viewport, QPoint(0, group.contentsRect().top())).y() > bottom,
            group.mapTo(viewport, QPoint(0, group.height())).y() > bottom,
        )
        for group in panel.findChildren(QGroupBox)
        if group.isVisibleTo(panel) and group.parentWidget() is panel
    }


def _says_what_is_below(window) -> bool:
    """The button shows while a group ends below the view, names each such group, and says
    "More below" of those whose title is below too, never of one whose title is in view."""
    more = window.docks["controls"].widget()
    if not window.docks["controls"].isVisible() or more.visibleRegion().isEmpty():
        return True
    groups = _groups(window)
    if not any(end for _title, end in groups.values()):
        return not more.button.isVisible()
    said = more.button.toolTip()
    more_below = next((part for part in said.split("; ") if ":" in part), "")
    return more.button.isVisible() and all(
        (name in said) == end and (name in more_below) == title
        for name, (title, end) in groups.items()
    )


def _settled(qtbot, window) -> None:
    qtbot.wait(80)
    QApplication.processEvents()


def _step_twice(qtbot, window) -> None:
    """Two expansions: the Statistics come in front of the Controls where they share a tab."""
    for count in (1, 2):
        click(qtbot, window, window.step_action)
        qtbot.waitUntil(lambda count=count: window.model.counters.expanded == count)
    _settled(qtbot, window)


@pytest.mark.parametrize("zoom", [100, 150])
def test_more_below_is_true_after_open_in_the_window(qtbot, tmp_path, screen, language, zoom):
    window = _open(qtbot, tmp_path, zoom)
    try:
        choose_problem(window, "A")
        _step_twice(qtbot, window)
        window.board_editor.edit_action.trigger()
        editor = window.board_editor.editor
        qtbot.waitUntil(editor.isVisible)
        assert editor.open_button.isEnabled()
        qtbot.mouseClick(editor.open_button, Qt.MouseButton.LeftButton)
        editor.close()
        _settled(qtbot, window)
        assert _says_what_is_below(window), (
            _groups(window),
            window.docks["controls"].widget().button.toolTip(),
        )
    finally:
        window.controller.shutdown()


@pytest.mark.parametrize("zoom", [100, 150])
def test_more_below_is_true_after_a_live_switch_of_language(
    qtbot, tmp_path, screen, language, zoom
):
    window = _open(qtbot, tmp_path, zoom)
    try:
        other = i18n.ENGLISH if language == i18n.PORTUGUESE else i18n.PORTUGUESE
        _step_twice(qtbot, window)
        for switch_to in (other, language):
            window.choose_language(switch_to)
            _settled(qtbot, window)
            window.docks["controls"].raise_()  # its tab clicked
            _settled(qtbot, window)
            more = window.docks["controls"].widget()
            assert _says_what_is_below(window), (switch_to, _groups(window), more.button.toolTip())
    finally:
        window.controller.shutdown()
