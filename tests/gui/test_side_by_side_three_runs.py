"""Side by side with three runs (issue 33 item 14): the boards get the room. At 1366 x 768 and
1024 x 640, in English and Portuguese, zoom 100% and 150%, each board's title is whole with the
problem's name, one legend stands under the boards instead of one per board, a run with an
extra parameter row (A*'s weight) has a board as large as the others', and at 1366 x 768 the
plot below is smaller than the boards."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication

from .test_compare_window_fits import screen, zoom  # noqa: F401
from .test_side_by_side import open_side_by_side, step


def _three_runs(qtbot, window):
    race = open_side_by_side(qtbot, window, "B")
    race.bar.runs.setValue(3)
    for lane, algorithm in zip(race.lanes, ("bfs", "astar", "greedy"), strict=True):
        lane.chooser.select(algorithm, "fewest")
    QApplication.processEvents()
    step(qtbot, race, 9)  # A* and greedy solved: their titles' longest score, with a tick
    for lane in race.lanes:  # painted, each (one may be scrolled out of view at 1024 x 640):
        lane.board.grab()  # the titles' layouts are the ones drawn
    return race


def _rect(widget, race) -> QRect:
    return QRect(widget.mapTo(race, QPoint(0, 0)), widget.size())


def test_whole_titles_one_legend_and_boards_of_one_size(
    qtbot,
    window,
    screen,  # noqa: F811
    language,
    zoom,  # noqa: F811
):
    race = _three_runs(qtbot, window)
    problem = {"en": "Problem B", "pt": "Problema B"}[language]
    for lane in race.lanes:
        title = lane.board.title_layout
        assert title is not None
        assert title.left == problem, (lane.index, title.left)
        assert "…" not in title.right, (lane.index, title.right)
        assert title.left_rect.right() < title.right_rect.left()
        assert not lane.board.legend_layout().entries  # no legend of its own
    strip = race.legend
    assert strip.isVisible()
    entries = strip.legend_layout().entries
    assert len(entries) == len(race.lanes[0].board.legend_entries()) == 4
    for entry in entries:
        assert QRect(0, 0, strip.width(), strip.height()).contains(entry.rect.toAlignedRect())
    boards = [_rect(lane.board, race) for lane in race.lanes]
    in_row = race.per_row == 3
    if in_row:
        assert len({board.height() for board in boards}) == 1, boards  # A*'s weight row
        assert len({board.top() for board in boards}) == 1, boards


def test_at_1366_by_768_the_boards_not_the_plot_take_the_room(qtbot, window, monkeypatch, language):
    from PySide6.QtGui import QScreen

    area = QRect(0, 0, 1366, 768)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(area))
    race = _three_runs(qtbot, window)
    assert race.per_row == 3
    assert race.scroll.verticalScrollBar().maximum() == 0
    plot = race.chart.plot
    drawn = [lane.board.board_rect() for lane in race.lanes]
    for rect in drawn:
        assert rect.height() > plot.height(), (rect, plot.height())
        assert rect.width() >= 240  # 8-pixel numbers on 150-pixel boards before
    plot_area = plot.width() * plot.height()
    assert plot_area < sum(rect.width() * rect.height() for rect in drawn)
