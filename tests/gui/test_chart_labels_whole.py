"""The chart's axes write the number of every major tick, whole inside the chart, and its
title stands clear of the pane's edge (issue 33 item 10: the last label along the bottom was
cut at 1366 x 768 and 1024 x 640, the Portuguese chart at 1024 x 640 lost its "0" and "10",
and at 150% the title touched the edge). A* on B mid-run (the range ends on "10") and ended,
at 1024 x 640 and 1366 x 768, in both languages, at 100% and 150%."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from .helpers import choose, choose_problem, click, run_to_end, window_at


def _labels(chart, name: str) -> tuple[list[str], list[str], list[QRectF]]:
    """The axis's major ticks' numbers, the numbers it draws and where (in the plot widget)."""
    plot = chart.plot
    axis = plot.getPlotItem().getAxis(name)
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        _axis, _ticks, texts = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    low, high = sorted(axis.range)
    # the length pyqtgraph asks its ticks for: the axis and a pixel past each end
    length = (axis.width() if name == "bottom" else axis.height()) + 2
    (spacing, majors), *_rest = axis.tickValues(low, high, length)
    wanted = axis.tickStrings([value for value in majors if low <= value <= high], 1, spacing)
    drawn = [text for _rect, _flags, text in texts]
    rects = [
        QRectF(plot.mapFromScene(axis.mapRectToScene(rect)).boundingRect())
        for rect, _f, _t in texts
    ]
    return wanted, drawn, rects


def _check(chart) -> None:
    plot = chart.plot
    inside = QRectF(0, 0, plot.width(), plot.height())
    for name in ("bottom", "left"):
        wanted, drawn, rects = _labels(chart, name)
        assert set(wanted) <= set(drawn), (name, wanted, drawn)
        for text, rect in zip(drawn, rects, strict=True):
            assert inside.contains(rect), (name, text, rect, inside)
    title = plot.getPlotItem().titleLabel.item
    drawn = title.mapRectToScene(title.boundingRect())
    assert drawn.top() >= 2 and drawn.left() >= 0 and drawn.right() <= plot.width(), drawn


@pytest.mark.parametrize("size", [QSize(1024, 640), QSize(1366, 768)], ids=["1024", "1366"])
@pytest.mark.parametrize("zoom", [100, 150])
def test_every_major_tick_is_numbered_whole_inside_the_chart(qtbot, window, language, size, zoom):
    with window_at(qtbot, window, size, zoom):
        choose_problem(window, "B")
        choose(window, "algorithm", "astar")
        for count in range(1, 6):
            click(qtbot, window, window.step_action)
            qtbot.waitUntil(lambda count=count: window.model.counters.expanded == count)
        window.model.publish()
        qtbot.wait(50)
        QApplication.processEvents()
        _check(window.chart)
        run_to_end(qtbot, window)
        qtbot.wait(50)
        QApplication.processEvents()
        _check(window.chart)
