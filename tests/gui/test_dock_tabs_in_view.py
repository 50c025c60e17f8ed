"""Every dock's tab whole and in view on a small screen (issue 26 item 4: "the tabs are cut"):
at 1024 x 640 in Portuguese the Pseudocode's tab was drawn scrolled out of its tab bar for a
moment after the window shrank, the short titles ("Código") coming a layout pass later."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication, QTabBar

from cavalo_gui.app import i18n
from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.window.main_window import MainWindow
from cavalo_gui.app.window.view_options import apply_zoom

from .test_first_use_layout import _shown_or_one_tab_away

PASSES = 12  # event-loop passes watched after the resize: the layout settles in three or four


@pytest.fixture(params=[i18n.ENGLISH, i18n.PORTUGUESE], ids=["en", "pt"])
def language(request, qapp):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language(i18n.ENGLISH)
    apply_zoom(100)
    QApplication.processEvents()


def _tabs_cut(window) -> list[tuple[str, QRect, QRect]]:
    """The tabs drawn now that are not whole inside their bar and the window."""
    cut = []
    for bar in window.findChildren(QTabBar):
        if not bar.isVisible():
            continue
        metrics = bar.fontMetrics()
        for index in range(bar.count()):
            rect = bar.tabRect(index)
            where = QRect(bar.mapTo(window, rect.topLeft()), rect.size())
            whole = rect.width() >= metrics.horizontalAdvance(bar.tabText(index))
            if not (whole and bar.rect().contains(rect) and window.rect().contains(where)):
                cut.append((bar.tabText(index), rect, bar.rect()))
    return cut


SIZES = [QSize(1024, 640), QSize(1366, 768)]


def _open(qtbot, tmp_path, zoom: int) -> MainWindow:
    settings = AppSettings(tmp_path / "settings.ini")
    settings.set_zoom(zoom)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def _every_dock_in_view_or_one_tab_away(qtbot, window) -> None:
    qtbot.wait(60)  # the docks' tabs and titles, a zero timer or two after a change
    for name, dock in window.docks.items():
        assert _shown_or_one_tab_away(window, dock), name
    assert not _tabs_cut(window)


def _watch_every_pass(window) -> None:
    """No tab cut or scrolled out at any pass of the event loop (each may draw a frame)."""
    for moment in range(PASSES):
        QApplication.processEvents()
        assert not _tabs_cut(window), (moment, _tabs_cut(window))


@pytest.mark.parametrize("size", SIZES, ids=["1024", "1366"])
@pytest.mark.parametrize("zoom", [100, 150])
def test_every_dock_is_in_view_or_its_tab_is_on_a_small_screen(
    qtbot, tmp_path, monkeypatch, language, size, zoom
):
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(QPoint(), size))
    window = _open(qtbot, tmp_path, zoom)
    try:
        assert QRect(QPoint(), size).contains(window.frameGeometry())
        _every_dock_in_view_or_one_tab_away(qtbot, window)
    finally:
        window.controller.shutdown()


@pytest.mark.parametrize("size", SIZES, ids=["1024", "1366"])
def test_no_tab_is_scrolled_out_while_the_window_shrinks(qtbot, tmp_path, language, size):
    """Shrunk from 1600 x 980 (in Portuguese at 1024 x 640 the tree's and the pseudocode's
    tabs were drawn scrolled out of their bars for a pass, their short titles coming later)."""
    window = _open(qtbot, tmp_path, 100)
    try:
        qtbot.wait(60)
        window.resize(size)
        _watch_every_pass(window)
        qtbot.waitUntil(lambda: window.size() == size, timeout=2_000)
        _every_dock_in_view_or_one_tab_away(qtbot, window)
    finally:
        window.controller.shutdown()


@pytest.mark.parametrize("size", SIZES, ids=["1024", "1366"])
def test_no_tab_is_scrolled_out_while_the_window_zooms_in(
    qtbot, tmp_path, monkeypatch, language, size
):
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(QPoint(), size))
    window = _open(qtbot, tmp_path, 100)
    try:
        qtbot.wait(60)
        window.view_options.set_zoom(150)
        _watch_every_pass(window)
        _every_dock_in_view_or_one_tab_away(qtbot, window)
    finally:
        window.controller.shutdown()
