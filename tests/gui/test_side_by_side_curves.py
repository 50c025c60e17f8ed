"""One run's curve never hides another's (issue 33 item 15): A* and greedy best-first on problem
B draw the very same open and closed curves; each run's line stays in sight in the plot's
pixels, and a note under the plot says which runs coincide."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from cavalo_gui.app.race.chart import same_curves

from .test_side_by_side import open_side_by_side, step


def _pixels_of(image, color: str, leave_out: QRect, tolerance: int = 40) -> int:
    """How many pixels of ``image`` (outside ``leave_out``) are within ``tolerance`` of
    ``color`` in each channel."""
    image = image.convertToFormat(image.Format.Format_RGB32)
    width, height = image.width(), image.height()
    data = np.frombuffer(image.constBits(), np.uint8).reshape(height, image.bytesPerLine() // 4, 4)
    rgb = data[:, :width, 2::-1].astype(int)  # BGRA in memory
    want = QColor(color)
    close = (np.abs(rgb - np.array([want.red(), want.green(), want.blue()])) <= tolerance).all(-1)
    close[leave_out.top() : leave_out.bottom() + 1, leave_out.left() : leave_out.right() + 1] = (
        False
    )
    return int(close.sum())


def test_a_star_and_greedy_on_b_both_stay_visible_and_the_note_says_they_coincide(
    qtbot, window, language
):
    race = open_side_by_side(qtbot, window, "B")
    race.bar.runs.setValue(3)
    for lane, algorithm in zip(race.lanes, ("bfs", "astar", "greedy"), strict=True):
        lane.chooser.select(algorithm, "fewest")
    step(qtbot, race, 10)
    astar, greedy = race.lanes[1].model, race.lanes[2].model
    assert list(astar.open_sizes.view()) == list(greedy.open_sizes.view())  # the same curves
    QApplication.processEvents()
    plot = race.chart.plot
    image = plot.grab().toImage()
    legend = plot.mapFromScene(race.chart.legend.sceneBoundingRect()).boundingRect()
    for lane in race.lanes:
        assert _pixels_of(image, lane.color, legend) > 50, f"run {lane.index + 1} unseen"
    note = race.chart.note
    assert note.isVisible()
    expected = {
        "en": "Runs 2 and 3 have the same curves",
        "pt": "As execuções 2 e 3 têm as mesmas curvas",
    }[language]
    assert note.text().startswith(expected)
    assert note.geometry().bottom() <= race.chart.height()


def test_same_curves_groups_equal_series_only():
    one = (np.array([1, 2]), np.array([5, 6]), np.array([1, 2]))
    two = (np.array([1, 2]), np.array([5, 7]), np.array([1, 2]))
    empty = (np.array([]), np.array([]), np.array([]))
    assert same_curves([one, two, one, empty, empty]) == [[0, 2]]
    assert same_curves([one, two]) == []


def test_after_one_expansion_the_axes_number_whole_counts_only(qtbot, window):
    """A count of nodes is whole: one expansion in, the chart's range of 0 to 1 was ticked
    0.2, 0.4, 0.6 where no count can be. Read from the ticks the axes draw."""
    from PySide6.QtGui import QImage, QPainter

    race = open_side_by_side(qtbot, window, "B")
    step(qtbot, race, 1)
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    for name in ("bottom", "left"):
        axis = race.chart.plot.getPlotItem().getAxis(name)
        painter = QPainter(image)
        try:
            _axis, _ticks, texts = axis.generateDrawSpecs(painter)
        finally:
            painter.end()
        drawn = [text for _rect, _flags, text in texts]
        assert drawn, name
        assert all(text.replace(",", "").replace("\xa0", "").isdigit() for text in drawn), (
            name,
            drawn,
        )
