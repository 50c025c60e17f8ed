"""View > Present on a 1024 x 640 and a 1366 x 768 screen, in English and Portuguese, from
zoom 100% and 150% (issue 33 items 5 and 6): every statistic and the outcome whole beside the
board (they were cut behind a sideways scroll bar), the board as large as the screen's height
allows (it grew from 415 to 440 pixels at 1366 x 768 while a four-line banner took 170), a
banner of one line, and Esc putting every dock back where it was (the left one went from 332
to 640 pixels)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QScreen
from PySide6.QtWidgets import QApplication, QLabel

from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.window.main_window import MainWindow
from cavalo_gui.app.window.view_options import apply_zoom

from .helpers import choose, choose_problem, run_to_end

SIZES = [QSize(1024, 640), QSize(1366, 768)]


@pytest.fixture(params=SIZES, ids=["1024x640", "1366x768"])
def screen(request, monkeypatch):
    """A screen of that size: the window fits it, and Present fills it."""
    area = QRect(QPoint(), request.param)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: area)
    monkeypatch.setattr(QScreen, "geometry", lambda _screen: area)
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
    qtbot.wait(60)  # the docks' tabs and widths, a zero timer or two after the show
    return window


def _present(qtbot, window, size: QSize) -> None:
    """F5, and the window manager's full screen: the window as large as the screen."""
    qtbot.keyClick(window, Qt.Key.Key_F5)
    qtbot.waitUntil(window.isFullScreen)
    window.setGeometry(QRect(QPoint(), size))  # the offscreen platform's screen is larger
    qtbot.waitUntil(lambda: window.size() == size)
    qtbot.wait(60)
    window.model.publish()
    QApplication.processEvents()


def _whole(label: QLabel) -> bool:
    """``label``'s text drawn whole inside it (over its lines, if it wraps)."""
    room = label.contentsRect()
    flags = label.alignment() | (Qt.TextFlag.TextWordWrap if label.wordWrap() else 0)
    drawn = label.fontMetrics().boundingRect(room, int(flags.value), label.text())
    return room.adjusted(-1, -1, 1, 1).contains(drawn) and "…" not in label.text()


def _in_view(widget, viewport) -> bool:
    where = QRect(widget.mapTo(viewport, QPoint()), widget.size())
    return widget.isVisible() and viewport.rect().contains(where)


@pytest.mark.parametrize("zoom", [100, 150])
def test_present_shows_every_statistic_whole_the_board_large_and_a_one_line_banner(
    qtbot, tmp_path, screen, language, zoom
):
    window = _open(qtbot, tmp_path, zoom)
    try:
        choose_problem(window, "B")
        choose(window, "algorithm", "astar")
        run_to_end(qtbot, window)
        board_before = window.board._cell()
        _present(qtbot, window, screen)
        stats, area = window.stats, window.docks["statistics"].widget()
        assert window.docks["statistics"].isVisible()
        assert not area.horizontalScrollBar().isVisible()
        assert not area.verticalScrollBar().isVisible()
        viewport = area.viewport()
        assert _in_view(stats.outcome, viewport) and _whole(stats.outcome), stats.outcome.text()
        for key, value in stats.fields.items():
            assert _in_view(value, viewport), (key, value.text())
            assert _in_view(stats.names[key], viewport), key
            assert _whole(value), (key, value.text())
        banner = window.presentation.banner
        metrics = banner.fontMetrics()
        assert banner.height() < 2 * metrics.lineSpacing(), banner.text()
        assert "\n" not in banner.text()
        assert metrics.horizontalAdvance(banner.text()) <= banner.contentsRect().width()
        assert window.model.outcome_text() in banner.text()
        assert metrics.height() >= QFontMetrics(QApplication.font()).height()  # as the rest
        board = window.board
        _wide, units_high = board.fit_units()
        cell = board._cell()
        below_banner = screen.height() - banner.geometry().bottom()
        assert cell * units_high >= 0.8 * below_banner, (cell, below_banner)  # the height
        assert cell > 1.2 * board_before
    finally:
        window.controller.shutdown()


def _docks(window) -> dict[str, QRect]:
    """Where each dock in view is (a tab behind another is in view of no one)."""
    return {
        name: dock.geometry()
        for name, dock in window.docks.items()
        if dock.isVisible() and not dock.visibleRegion().isEmpty()
    }


@pytest.mark.parametrize("zoom", [100, 150])
def test_esc_puts_every_dock_back_as_it_was(qtbot, tmp_path, screen, language, zoom):
    window = _open(qtbot, tmp_path, zoom)
    try:
        choose_problem(window, "B")
        run_to_end(qtbot, window)
        QApplication.processEvents()
        geometry, docks, board = window.geometry(), _docks(window), window.board.geometry()
        _present(qtbot, window, screen)
        qtbot.keyClick(window.board, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: not window.isFullScreen())
        qtbot.wait(300)
        QApplication.processEvents()
        assert window.geometry() == geometry
        assert _docks(window) == docks
        assert window.board.geometry() == board
    finally:
        window.controller.shutdown()


def test_the_statistics_stay_whole_through_the_window_managers_resizes(qtbot, tmp_path, screen):
    """Each resize refits the outcome's room to its lines: it grew by 4 pixels a resize once,
    until the last statistics stood below the screen."""
    window = _open(qtbot, tmp_path, 100)
    try:
        choose_problem(window, "B")
        run_to_end(qtbot, window)
        _present(qtbot, window, screen)
        outcome = window.stats.outcome
        lines = outcome.minimumHeight()
        for width in (screen.width() - 40, screen.width(), screen.width() - 20, screen.width()):
            window.setGeometry(QRect(QPoint(), QSize(width, screen.height())))
            qtbot.waitUntil(lambda width=width: window.width() == width)
            qtbot.wait(20)
        assert outcome.minimumHeight() <= lines + 2 * outcome.fontMetrics().lineSpacing()
        area = window.docks["statistics"].widget()
        assert not area.verticalScrollBar().isVisible()
        assert not area.horizontalScrollBar().isVisible()
    finally:
        window.controller.shutdown()
