"""The chart's title is never cut (issue 26 item 4: 'Listas de abertos e de fech' at 1024 x 640):
said short where the long one would not fit, and as large as View > Zoom makes the text."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication

from .helpers import window_at


def _title_width(window) -> float:
    return window.chart.plot.getPlotItem().titleLabel.item.boundingRect().width()


@pytest.mark.parametrize("size", [QSize(1024, 640), QSize(1366, 768)], ids=["1024", "1366"])
@pytest.mark.parametrize("zoom", [100, 150])
def test_the_title_fits_its_chart(qtbot, window, language, size, zoom):
    with window_at(qtbot, window, size, zoom):
        QApplication.processEvents()
        text = window.chart.plot.getPlotItem().titleLabel.item

        def inside() -> bool:
            drawn = text.mapRectToScene(text.boundingRect())
            return drawn.left() >= 0 and drawn.right() <= window.chart.plot.width()

        qtbot.waitUntil(inside, timeout=2_000)  # the plot lays its title out a moment later


def test_a_wide_chart_says_the_whole_title_and_a_narrow_one_the_short(qtbot, window, portuguese):
    with window_at(qtbot, window, QSize(1600, 980), 100):
        QApplication.processEvents()
        assert window.chart.title == "Listas de abertos e de fechados"
    with window_at(qtbot, window, QSize(1024, 640), 150):
        QApplication.processEvents()
        assert window.chart.title == "Abertos e fechados"


def test_zoom_makes_the_title_larger(qtbot, window):
    with window_at(qtbot, window, QSize(1600, 980), 100):
        QApplication.processEvents()
        before = _title_width(window)
    with window_at(qtbot, window, QSize(1600, 980), 150):
        # once the window has laid its columns out in the new size
        qtbot.waitUntil(lambda: _title_width(window) > before * 1.3, timeout=2_000)
