"""The live chart as a student reads it: every tick label along the bottom, the last one too,
and an iterative search's passes marked where they start, labelled where there is room."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter

from cavalo_gui.app.widgets.iteration_marks import labelled_marks
from cavalo_gui.app.widgets.live_chart import RIGHT_ROOM, round_up
from cavalo_gui.engine.algorithms import start_search

from .helpers import choose, choose_problem, click, run_to_end


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
    assert _bottom_labels(window)[-1] == "20,000"


def test_the_view_grows_in_round_steps_and_fits_the_data_once_the_run_ends(window):
    """While a run goes the range is a round number ahead of the data (the axes are redrawn
    only when it is passed); the final event alone, with no new point, fits it to the data."""
    choose_problem(window, "D")
    model = window.model
    *expansions, final = start_search("bfs", model.problem).events()
    for event in expansions:
        model.apply(event)
    model.publish()
    last = expansions[-1].counters.expanded
    assert round_up(last) > 1.2 * last  # BFS on D: 246 expansions, the round step is 300

    def right_edge() -> float:
        return window.chart.view.viewRange()[0][1]

    assert right_edge() == pytest.approx(round_up(last) * RIGHT_ROOM, rel=0.03)
    model.apply(final)
    model.publish()
    assert right_edge() == pytest.approx(last * RIGHT_ROOM, rel=0.03)


def _run_ida_star_on_d(qtbot, window) -> list[tuple[int, int, float]]:
    choose_problem(window, "D")
    choose(window, "algorithm", "idastar")
    run_to_end(qtbot, window)
    return window.model.iterations


def test_each_iteration_is_marked_where_it_starts_with_its_bound(qtbot, window):
    iterations = _run_ida_star_on_d(qtbot, window)
    assert len(iterations) == 6  # IDA* with "fewest" on D: bounds 7 to 12
    marks = window.chart.marks.marks
    assert [x for x, _text in marks] == [expanded for expanded, _n, _bound in iterations]
    assert [text for _x, text in marks] == [f"it. {n}: f ≤ {n + 6}" for n in range(1, 7)]


def test_labels_are_shown_where_they_have_room_and_clear_of_the_legend(qtbot, window):
    _run_ida_star_on_d(qtbot, window)
    marks = window.chart.marks
    labels = marks.labels()
    texts = [text for text, _box in labels]
    assert texts[-1] == "it. 6: f ≤ 12"  # the latest always
    assert "it. 1: f ≤ 7" not in texts  # at 0, too close to the second at 20 expansions
    boxes = [box for _text, box in labels]
    assert all(a.right() < b.left() for a, b in itertools.pairwise(boxes))
    legend = window.chart.view.mapRectFromItem(marks.avoid, marks.avoid.boundingRect())
    assert not any(box.intersects(legend) for box in boxes)


def test_the_marks_are_drawn_in_their_colour_at_their_place(qtbot, window):
    _run_ida_star_on_d(qtbot, window)
    chart = window.chart
    image = chart.plot.grab().toImage()
    colour = chart.marks.color
    top = chart.view.mapViewToDevice(QPointF(0, chart.view.viewRect().bottom())).y()
    bottom = chart.view.mapViewToDevice(QPointF(0, 0)).y()

    def marked_pixels(column: int) -> int:
        """Pixels near ``column`` (within a pixel) in about the marks' colour."""
        count = 0
        for y in range(round(top), round(bottom)):
            for x in (column - 1, column, column + 1):
                pixel = QColor(image.pixel(x, y))
                if (
                    abs(pixel.red() - colour.red())
                    + abs(pixel.green() - colour.green())
                    + abs(pixel.blue() - colour.blue())
                    < 90
                ):
                    count += 1
        return count

    for x, _text in chart.marks.marks[1:]:
        column = round(chart.view.mapViewToDevice(QPointF(x, 0)).x())
        assert marked_pixels(column) > 30, x
    between = round(chart.view.mapViewToDevice(QPointF(300, 0)).x())  # no mark at 300
    assert marked_pixels(between) < 5


def test_reset_clears_the_marks(qtbot, window):
    _run_ida_star_on_d(qtbot, window)
    click(qtbot, window, window.reset_action)
    window.model.publish()
    assert window.chart.marks.marks == []
    assert window.chart.marks.labels() == []


def test_labels_go_to_the_latest_marks_first_then_to_earlier_ones_with_room():
    assert labelled_marks([0, 5, 100], gap=10) == {1, 2}
    assert labelled_marks([0, 10, 20], gap=10) == {0, 1, 2}
    assert labelled_marks([0, 9, 18], gap=10) == {0, 2}
    assert labelled_marks([], gap=10) == set()
