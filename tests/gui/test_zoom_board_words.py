"""View > Zoom 150% enlarges the board's own words (issue 33 item 8): its title, coordinates
and legend were sized from the squares only, so they stayed at their 100% size (the legend
even shrank) while every other text of the window grew by half. Now they grow with the zoom,
each as far as its band holds it and the squares keep their side: the board first. Read from
what is painted, at 1024 x 640 and 1366 x 768, in English and Portuguese."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF, QSize
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication

from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.window.main_window import MainWindow
from cavalo_gui.app.window.view_options import apply_zoom

from .helpers import click, expanded

SIZES = [QSize(1024, 640), QSize(1366, 768)]


@pytest.fixture(params=SIZES, ids=["1024x640", "1366x768"])
def measured(request, qtbot, tmp_path, monkeypatch, language):
    """What the board paints in a window opened on a screen of that size at a zoom."""
    size = request.param
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(QPoint(), size))
    opened = []

    def measure(zoom: int) -> dict:
        settings = AppSettings(tmp_path / f"settings-{zoom}.ini")
        settings.set_zoom(zoom)
        window = MainWindow(settings)
        qtbot.addWidget(window)
        opened.append(window)
        window.show()
        qtbot.waitExposed(window)
        qtbot.wait(60)  # the docks' widths, a zero timer or two after the show
        for _ in range(2):
            click(qtbot, window, window.step_action)
        qtbot.waitUntil(lambda: expanded(window) == 2)
        window.model.publish()
        QApplication.processEvents()
        board = window.board
        board.grab()  # paints: the title's layout is the one painted
        assert QRect(QPoint(), size).contains(window.frameGeometry()), window.frameGeometry()
        _nothing_collides(window)
        title = board.title_layout
        return {
            "square": board.square_rect(0).width(),
            "title": title.left_rect.width() + title.right_rect.width(),
            "coordinates": board.coordinate_font().pixelSize(),
            "legend": board.legend_layout().font.pixelSize(),
        }

    yield measure
    for window in opened:
        window.controller.shutdown()
    apply_zoom(100)
    QApplication.processEvents()


def _nothing_collides(window) -> None:
    """The title whole above the board, the legend below it inside the board's widget, and
    the rows under the board below it, inside the window; the timeline's caption shown
    unless its label stands beside the slider."""
    board = window.board
    grid = board.board_rect()
    title = board.title_layout
    assert "…" not in title.left + title.right, title
    assert title.left_rect.right() < title.right_rect.left(), title
    assert title.left_rect.bottom() <= grid.top() + 1, (title, grid)
    inside = QRectF(board.rect())
    for entry in board.legend_layout().entries:
        assert inside.contains(entry.rect), (entry.text, entry.rect, inside)
        assert entry.rect.top() >= grid.bottom(), (entry.text, entry.rect, grid)
    timeline = window.timeline
    below = (
        timeline.label.mapTo(timeline, QPoint()).y() > timeline.slider.mapTo(timeline, QPoint()).y()
    )
    assert timeline.caption.isVisible() or not below, "the timeline's row has lost its name"
    bottom = board.mapTo(window, QPoint(0, board.height())).y()
    for row in (window.timeline, window.replay):
        where = QRect(row.mapTo(window, QPoint()), row.size())
        assert where.top() >= bottom and window.rect().contains(where), (row, where)


def test_the_boards_words_grow_with_the_zoom_and_the_board_keeps_its_size(measured):
    """The title's font grows 1.4 times (its words 1.25 times as wide or more), the
    coordinates as far as "10" fits their band, the legend as far as the squares keep their
    side (at 1366 x 768 it shrank from 14 to 13 pixels): none smaller, the squares neither."""
    at_100, at_150 = measured(100), measured(150)
    assert at_150["square"] >= at_100["square"], (at_100, at_150)
    assert at_150["title"] >= at_100["title"] * 1.2, (at_100, at_150)
    for words in ("coordinates", "legend"):
        assert at_150[words] >= at_100[words], (words, at_100, at_150)


def test_zoomed_on_a_1366_screen_the_timeline_gives_the_board_a_line(
    qtbot, tmp_path, monkeypatch, qapp
):
    """At 1366 x 768 and 150% the timeline's label went under its slider (it was sized for
    figures of eight digits), a line of text taken from the board: now it stands beside the
    slider and the board's squares are larger than at 100% (41.6 to 43.6 pixels), not the
    same (41.8). In English: the Portuguese Controls hold their column at 580 pixels."""
    size = QSize(1366, 768)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(QPoint(), size))
    squares = {}
    try:
        for zoom in (100, 150):
            settings = AppSettings(tmp_path / f"settings-{zoom}.ini")
            settings.set_zoom(zoom)
            window = MainWindow(settings)
            qtbot.addWidget(window)
            window.show()
            qtbot.waitExposed(window)
            qtbot.wait(60)
            QApplication.processEvents()
            squares[zoom] = window.board.square_rect(0).width()
            timeline = window.timeline
            label, slider = timeline.label, timeline.slider
            beside = label.mapTo(timeline, QPoint()).y() < slider.mapTo(timeline, QPoint()).y() + 5
            assert beside == (zoom == 150), (zoom, label.geometry(), slider.geometry())
            text = label.text()
            assert label.fontMetrics().horizontalAdvance(text) <= label.contentsRect().width()
            window.controller.shutdown()
    finally:
        apply_zoom(100)
        QApplication.processEvents()
    assert squares[150] >= squares[100] * 1.03, squares
