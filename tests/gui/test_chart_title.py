"""The chart's title is never cut (issue 26 item 4: 'Listas de abertos e de fech' at 1024 x 640):
said short where the long one would not fit, and as large as View > Zoom makes the text."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication

from cavalo_gui.app import i18n


def _resize(qtbot, window, size: QSize) -> None:
    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size, timeout=2_000)
    QApplication.processEvents()


def _title_width(window) -> float:
    return window.chart.plot.getPlotItem().titleLabel.item.boundingRect().width()


@pytest.mark.parametrize("size", [QSize(1024, 640), QSize(1366, 768)], ids=["1024", "1366"])
@pytest.mark.parametrize("in_portuguese", [False, True], ids=["en", "pt"])
@pytest.mark.parametrize("zoom", [100, 150])
def test_the_title_fits_its_chart(qtbot, window, size, in_portuguese, zoom):
    if in_portuguese:
        i18n.set_language(i18n.PORTUGUESE)
    window.view_options.set_zoom(zoom)
    try:
        _resize(qtbot, window, size)
        text = window.chart.plot.getPlotItem().titleLabel.item

        def inside() -> bool:
            drawn = text.mapRectToScene(text.boundingRect())
            return drawn.left() >= 0 and drawn.right() <= window.chart.plot.width()

        qtbot.waitUntil(inside, timeout=2_000)  # the plot lays its title out a moment later
    finally:
        window.view_options.set_zoom(100)
        i18n.set_language(i18n.ENGLISH)


def test_a_wide_chart_says_the_whole_title_and_a_narrow_one_the_short(qtbot, window, portuguese):
    _resize(qtbot, window, QSize(1600, 980))
    assert window.chart.title == "Listas de abertos e de fechados"
    window.view_options.set_zoom(150)
    try:
        _resize(qtbot, window, QSize(1024, 640))
        assert window.chart.title == "Abertos e fechados"
    finally:
        window.view_options.set_zoom(100)


def test_zoom_makes_the_title_larger(qtbot, window):
    _resize(qtbot, window, QSize(1600, 980))
    before = _title_width(window)
    window.view_options.set_zoom(150)
    try:  # once the window has laid its columns out in the new size
        qtbot.waitUntil(lambda: _title_width(window) > before * 1.3, timeout=2_000)
    finally:
        window.view_options.set_zoom(100)
