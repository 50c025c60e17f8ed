"""The chart's axis titles are whole along their axes at 1024 x 640 and 1366 x 768, 150%, in
both languages: at 1024 x 640 the left axis was 88 pixels tall and "nodes in the list" 157, run
past the plot's top and into the bottom axis's words; it says "nodes" there."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication

from cavalo_gui.app.widgets.axis_titles import TEXT_MARGIN

from .chart_geometry import assert_titles_whole
from .helpers import click, expanded, window_at


@pytest.mark.parametrize("size", [QSize(1024, 640), QSize(1366, 768)], ids=["1024", "1366"])
def test_the_axis_titles_are_whole_along_their_axes(qtbot, window, language, size):
    with window_at(qtbot, window, size, 150):
        click(qtbot, window, window.step_action)
        qtbot.waitUntil(lambda: expanded(window) == 1)
        window.model.publish()
        qtbot.wait(60)
        QApplication.processEvents()
        assert window.chart.isVisible()
        assert_titles_whole(window.chart.plot)
        axis = window.chart.plot.getPlotItem().getAxis("left")
        long_title = {"en": "nodes in the list", "pt": "nós na lista"}[language]
        room = axis.height() - 2 * TEXT_MARGIN
        fits = QFontMetricsF(QApplication.font()).horizontalAdvance(long_title) <= room
        assert (axis.labelText == long_title) is fits, (axis.labelText, room)  # short if need be
