"""View > Zoom 150% enlarges the board's squares (issue 33 item 8): they grew 1 to 11% over
100% (at 1366 x 768 in Portuguese, 41.3 to 41.8 pixels) while every other text grew 50%,
because the larger toolbar, timeline and replay rows took its height and the left column its
width. Zoomed, the timeline and the replay bar go to one row along the window's foot, the
toolbar to the menus' row where it fits, and the statistics' figures under their names.
Read from the rendered squares of the main window on a 1024 x 640 and a 1366 x 768 screen,
in English and Portuguese, the window still on its screen and no two texts of the board's
column, the foot row and the menus' row on top of each other."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication, QLabel

from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.window.main_window import MainWindow
from cavalo_gui.app.window.view_options import apply_zoom

GROWTH = 1.15  # the least growth of a square's side from 100% to 150%


@pytest.fixture(params=[QSize(1366, 768), QSize(1024, 640)], ids=["1366x768", "1024x640"])
def screen(request, monkeypatch):
    area = QRect(QPoint(), request.param)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: area)
    yield area
    apply_zoom(100)
    QApplication.processEvents()


def _labels(window) -> list[tuple[str, QLabel]]:
    """The labels shown in the board's column and the foot row, with their texts."""
    foot = getattr(window, "foot", None)
    parents = [window.centralWidget()] + ([foot.row] if foot is not None else [])
    labels = {label: None for parent in parents for label in parent.findChildren(QLabel)}
    return [
        (label.text(), label)
        for label in labels
        if label.isVisible() and label.text() and label.width() > 0
    ]


def _texts(window) -> list[tuple[str, QRect]]:
    """The labels shown, with their rectangles in the window."""
    return [
        (text, QRect(label.mapTo(window, QPoint()), label.size()))
        for text, label in _labels(window)
    ]


def test_zoom_150_makes_the_boards_squares_at_least_15_percent_larger(
    qtbot, tmp_path, screen, language
):
    window = MainWindow(AppSettings(tmp_path / "settings.ini"))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    try:
        qtbot.wait(60)
        at_100 = window.board.square_rect(0).width()
        window.view_options.set_zoom(150)
        qtbot.wait(120)  # the font's events, the docks' widths, the foot's row, the fit
        QApplication.processEvents()
        at_150 = window.board.square_rect(0).width()
        assert screen.contains(window.frameGeometry()), (window.frameGeometry(), screen)
        texts = _texts(window)
        for text, label in _labels(window):  # each whole in view, none cut by its row
            assert label.visibleRegion().boundingRect() == label.rect(), text
        for (one, first), (other, second) in itertools.combinations(texts, 2):
            assert not first.intersects(second), (one, first, other, second)
        menus, toolbar = window.menuBar(), window.toolbar
        buttons = QRect(toolbar.mapTo(window, QPoint()), toolbar.size())
        for menu in menus.actions():  # the toolbar in the menus' row stands after them
            title = menus.actionGeometry(menu).translated(menus.mapTo(window, QPoint()))
            assert not title.intersects(buttons), (menu.text(), title, buttons)
        assert at_150 >= at_100 * GROWTH, (at_100, at_150)
    finally:
        window.controller.shutdown()


def test_back_at_100_the_rows_are_under_the_board_and_the_window_as_wide(
    qtbot, tmp_path, monkeypatch
):
    """From 200% back to 100%, the timeline and the replay bar under the board again, on two
    lines each, and the window no wider (the replay's sentence, on one line, had widened it
    from 1350 to 1406 pixels)."""
    area = QRect(QPoint(), QSize(1366, 768))
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: area)
    window = MainWindow(AppSettings(tmp_path / "settings.ini"))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    try:
        qtbot.wait(60)
        width = window.width()
        for percent in (150, 200, 100):
            window.view_options.set_zoom(percent)
            qtbot.wait(120)
        centre = window.centralWidget()
        board = window.board.geometry()
        for row in (window.timeline, window.replay):
            assert row.parentWidget() is centre
            assert row.geometry().top() >= board.bottom()
        label, controls = window.replay.label, window.replay.slider
        assert label.geometry().top() >= controls.geometry().bottom()  # on a line of its own
        assert not window.foot.bar.isVisible()
        assert window.width() == width and area.contains(window.frameGeometry())
    finally:
        window.controller.shutdown()
        apply_zoom(100)


def test_present_and_back_at_150_keeps_the_toolbar_beside_the_menus_and_the_foot_row(
    qtbot, tmp_path, monkeypatch
):
    """Present hides the toolbar, which at 150% stands in the menus' row (no part of the
    window's saved layout), and the foot row; leaving it shows both again where they were."""
    area = QRect(QPoint(), QSize(1366, 768))
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: area)
    monkeypatch.setattr(QScreen, "geometry", lambda _screen: area)
    settings = AppSettings(tmp_path / "settings.ini")
    settings.set_zoom(150)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    try:
        qtbot.wait(60)
        menus, toolbar = window.menuBar(), window.toolbar
        assert menus.cornerWidget() is toolbar and toolbar.isVisible()
        window.presentation.set_presenting(True)
        qtbot.waitUntil(lambda: not toolbar.isVisible() and not window.foot.bar.isVisible())
        window.presentation.set_presenting(False)
        qtbot.waitUntil(lambda: toolbar.isVisible() and window.foot.bar.isVisible())
        assert menus.cornerWidget() is toolbar
        assert window.timeline.parentWidget() is window.foot.row
    finally:
        window.controller.shutdown()
        apply_zoom(100)
