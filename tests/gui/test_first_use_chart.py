"""The chart as a first-time user reads it (issue 15 item 7): iteration labels that never sit on
the legend or on each other and are never cut at the view's edge, at any size of the chart, and
one number format along each axis."""

from __future__ import annotations

import itertools
import re

import pytest
from PySide6.QtGui import QImage, QPainter

from .helpers import choose, choose_problem, run_to_end

SIZES = [(240, 180), (300, 240), (420, 300), (640, 420), (900, 600)]
GROUPED = re.compile(r"^\d{1,3}(,\d{3})*$")  # 500,000 and 1,000,000, never 1e+06


def _tick_labels(window, axis_name: str) -> list[str]:
    axis = window.chart.plot.getPlotItem().getAxis(axis_name)
    image = QImage(10, 10, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        _axis, _ticks, texts = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    return [text for _rect, _flags, text in texts]


@pytest.mark.parametrize("algorithm", ["idastar", "iddfs"])
def test_iteration_labels_never_overlap_the_legend_each_other_or_the_edges(
    qtbot, window, algorithm
):
    choose_problem(window, "D")
    choose(window, "algorithm", algorithm)
    run_to_end(qtbot, window)
    chart = window.chart
    chart.setParent(None)  # on its own, to try it at any size
    qtbot.addWidget(chart)
    chart.show()
    marks = chart.marks
    for width, height in SIZES:
        chart.resize(width, height)
        qtbot.waitUntil(lambda width=width: chart.width() == width)
        chart.plot.grab()  # lays the plot out at this size, as a repaint does
        labels = marks.labels()
        assert labels, (width, height)
        assert labels[-1][0] == marks.marks[-1][1]  # the latest pass is always labelled
        boxes = [box for _text, box in labels]
        view = chart.view.boundingRect()
        legend = chart.view.mapRectFromItem(marks.avoid, marks.avoid.boundingRect())
        for box in boxes:
            assert view.contains(box), (width, height, box, view)  # not cut at an edge
            assert not box.intersects(legend), (width, height)
        for first, second in itertools.combinations(boxes, 2):
            assert not first.intersects(second), (width, height)


def test_each_axis_writes_its_numbers_one_way_with_thousands_separators(qtbot, window):
    window.chart._fit(1_200_000.0, 2_400_000.0)  # a long run: past a million on both axes

    def left_labels() -> list[str]:
        window.chart.plot.grab()  # the left axis widens for its labels as it paints
        return _tick_labels(window, "left")

    qtbot.waitUntil(lambda: "2,000,000" in left_labels(), timeout=2_000)
    bottom = _tick_labels(window, "bottom")
    left = left_labels()
    assert "1,000,000" in bottom and "2,000,000" in left
    for text in bottom + left:
        assert GROUPED.match(text), text
    window.chart._fit(20_000.0, 80_000.0)
    assert _tick_labels(window, "bottom")[-1] == "20,000"
