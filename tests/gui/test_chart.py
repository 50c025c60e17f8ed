"""The live chart as a student reads it: every tick label along the bottom, the last one too."""

from __future__ import annotations

from PySide6.QtGui import QImage, QPainter


def _bottom_labels(window) -> list[str]:
    """The tick labels pyqtgraph draws under the chart (those that fit; it drops the others)."""
    axis = window.chart.plot.getPlotItem().getAxis("bottom")
    image = QImage(10, 10, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        _axis, _ticks, texts = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    return [text for _rect, _flags, text in texts]


def test_the_tick_at_the_end_of_a_growing_run_keeps_its_label(window):
    window.chart._fit(20_000.0, 80_000.0)  # a run paused at 20,000 expansions
    assert _bottom_labels(window)[-1] == "20000"
