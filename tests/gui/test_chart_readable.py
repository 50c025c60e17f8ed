"""The live chart read from the back of a lecture room, at 1024 x 640 and 1366 x 768, in both
languages, at 100% and 150%: the numbers along each axis never run into each other (at 1024 x
640 and 150% the bottom said "01,00020003,000"), and the legend stands above the plot (beside
the title or under it), inside the chart, clear of the left axis's title, its entries apart,
so that it hides no curve (over the plot, it covered half of a small chart's height and the
curves rising under it)."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QApplication

from cavalo_gui.engine.algorithms import start_search

from .helpers import choose_problem, window_at

EXPANSIONS = 3000  # BFS on F: up to 12,000 in open, four-digit numbers on both axes
LABEL_GAP = 4  # pixels at least between two numbers along an axis


def _drawn_labels(chart, name: str) -> list[tuple[str, QRectF]]:
    """The numbers the axis draws, each with where it stands in the chart's plot widget."""
    axis = chart.plot.getPlotItem().getAxis(name)
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        _axis, _ticks, texts = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    plot = chart.plot
    return [
        (text, QRectF(plot.mapFromScene(axis.mapRectToScene(rect)).boundingRect()))
        for rect, _flags, text in texts
    ]


def _text_width(chart, name: str, text: str) -> float:
    axis = chart.plot.getPlotItem().getAxis(name)
    font = axis.style["tickFont"] or axis.font()

    return QFontMetricsF(font).horizontalAdvance(text)


def _in_plot(chart, item) -> QRectF:
    plot = chart.plot
    return QRectF(plot.mapFromScene(item.mapRectToScene(item.boundingRect())).boundingRect())


@pytest.mark.parametrize("size", [QSize(1024, 640), QSize(1366, 768)], ids=["1024", "1366"])
@pytest.mark.parametrize("zoom", [100, 150])
def test_axis_numbers_apart_and_the_legend_off_the_curves(qtbot, window, language, size, zoom):
    with window_at(qtbot, window, size, zoom):
        choose_problem(window, "F")
        model = window.model
        events = start_search("bfs", model.problem).events()
        for event in itertools.islice(events, EXPANSIONS):
            model.apply(event)
        model.publish()
        qtbot.wait(50)
        QApplication.processEvents()
        chart = window.chart
        chart.plot.grab()  # laid out and painted as shown
        inside = QRectF(0, 0, chart.plot.width(), chart.plot.height())

        bottom = _drawn_labels(chart, "bottom")
        assert len(bottom) >= 2, bottom
        for (first, one), (second, other) in itertools.pairwise(bottom):
            # the words themselves, not the boxes pyqtgraph measures them in
            right = one.center().x() + _text_width(chart, "bottom", first) / 2
            left = other.center().x() - _text_width(chart, "bottom", second) / 2
            assert left - right >= LABEL_GAP, (first, second, left - right)
        left_axis = sorted(_drawn_labels(chart, "left"), key=lambda label: label[1].top())
        for (_first, one), (_second, other) in itertools.pairwise(left_axis):
            assert other.top() - one.bottom() >= 0, (one, other)

        legend = chart.legend
        plot_area = _in_plot(chart, chart.view)
        drawn = _in_plot(chart, legend)
        assert inside.contains(drawn), (drawn, inside)
        assert not drawn.adjusted(1, 1, -1, -1).intersects(plot_area), (drawn, plot_area)
        axis_title = _in_plot(chart, chart.plot.getPlotItem().getAxis("left").label)
        assert not drawn.intersects(axis_title), (drawn, axis_title)
        entries = [_in_plot(chart, label) for _sample, label in legend.items]
        assert [label.text for _sample, label in legend.items] == (
            ["open", "closed"] if language == "en" else ["abertos", "fechados"]
        )
        for one, other in itertools.combinations(entries, 2):
            assert not one.intersects(other)
