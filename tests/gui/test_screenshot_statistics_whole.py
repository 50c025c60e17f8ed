"""``cavalo screenshot`` at its default size (issue 33 item 9): the window it draws shows every
statistic beside its name, with no sideways scroll bar, for a run paused part way (the
Statistics stacked under the Controls took a vertical scroll bar, which narrowed them under
their figures: "2,53" for 2,535 behind a sideways bar). Built as the command builds it: on the
bare offscreen platform's 800 x 800 screen, then resized to its default size."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication, QLabel

from cavalo_gui.app.headless import advance, settle
from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.window.main_window import MainWindow
from cavalo_gui.app.window.screen_fit import PREFERRED_SIZE
from cavalo_gui.app.window.view_options import apply_zoom

from .helpers import choose, choose_problem


def _whole(label: QLabel) -> bool:
    room = label.contentsRect()
    flags = label.alignment() | (Qt.TextFlag.TextWordWrap if label.wordWrap() else 0)
    drawn = label.fontMetrics().boundingRect(room, int(flags.value), label.text())
    return room.adjusted(-1, -1, 1, 1).contains(drawn)


@pytest.mark.parametrize("zoom", [100, 150])
def test_the_statistics_show_whole_without_a_sideways_scroll_bar(
    qtbot, tmp_path, monkeypatch, language, zoom
):
    offscreen = QRect(QPoint(), QSize(800, 800))
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: offscreen)
    settings = AppSettings(tmp_path / "settings.ini")
    settings.set_zoom(zoom)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    try:
        choose_problem(window, "F")
        choose(window, "algorithm", "bfs")
        window.controller.configure(window.panel.settings())
        window.resize(PREFERRED_SIZE)
        window.show()
        qtbot.waitExposed(window)
        advance(window, 300, 60.0)
        settle()
        window.model.publish()
        QApplication.processEvents()
        area = window.docks["statistics"].widget()
        assert window.docks["statistics"].isVisible()
        assert not area.horizontalScrollBar().isVisible()
        viewport = area.viewport()
        stats = window.stats
        for key, value in stats.fields.items():
            left = value.mapTo(viewport, QPoint()).x()
            assert left >= 0 and left + value.width() <= viewport.width(), (key, value.text())
            assert _whole(value), (key, value.text())
    finally:
        window.controller.shutdown()
        apply_zoom(100)
