"""The Side by side plot's legend stands in a row of its own above the curves, never over them
nor over an axis, every entry whole inside the plot: four runs at 1024 x 640 (a narrow plot,
where the legend over the curves hid their start and "3: Greedy best-first (fewest)" ran past
the plot's right edge) and at 1366 x 768, in both languages, at 100% and 150%; the axes'
titles whole along their axes ("nós na lista" ran past the left axis's ends)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRect, QRectF
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication

from .chart_geometry import assert_titles_whole
from .test_side_by_side import open_side_by_side, step


@pytest.mark.parametrize("zoom", [100, 150])
@pytest.mark.parametrize("size", [(1024, 640), (1366, 768)], ids=["1024", "1366"])
def test_the_legend_is_clear_of_the_curves_and_axes_and_whole(
    qtbot, window, monkeypatch, language, size, zoom
):
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(0, 0, *size))
    window.view_options.set_zoom(zoom)
    try:
        race = open_side_by_side(qtbot, window, "B")
        race.bar.runs.setValue(4)
        for lane, algorithm in zip(race.lanes, ("bfs", "astar", "greedy", "dfs"), strict=True):
            lane.chooser.select(algorithm)
        step(qtbot, race, 2)
        QApplication.processEvents()
        plot = race.chart.plot
        item = plot.getPlotItem()
        legend = race.chart.legend
        drawn = legend.sceneBoundingRect()
        inside = QRectF(0, 0, plot.width(), plot.height())
        assert inside.contains(drawn), (drawn, inside)
        curves = item.getViewBox().sceneBoundingRect()
        assert not drawn.intersects(curves), (drawn, curves)
        for name in ("left", "bottom"):
            axis = item.getAxis(name)
            where = axis.mapRectToScene(QRectF(QPointF(), axis.size()))  # without its grid
            assert not drawn.intersects(where), (name, drawn, where)
        assert len(legend.items) == 6  # four runs, then which line is open, which closed
        for sample, label in legend.items:
            words = label.item.sceneBoundingRect()
            assert drawn.contains(words) and inside.contains(words), (label.text, words, drawn)
            assert not words.intersects(sample.sceneBoundingRect()), label.text
            whole = label.item.boundingRect().width()
            assert label.width() >= whole - 0.5, (label.text, label.width(), whole)
        assert_titles_whole(plot)
    finally:
        window.view_options.set_zoom(100)
