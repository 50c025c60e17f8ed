"""The Side by side window on small screens (issue 25 item 4): at 1366 x 768 four runs, their
boards, the plot, the whole table and every button are in view without scrolling, in English and
Portuguese; at 1024 x 640 the runs stack two a row and the window scrolls to each part."""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import QEvent, QPoint, QRect
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from cavalo_gui.app.race.lane import BOARD_SIZE


@pytest.fixture(autouse=True)
def _windows_deleted():
    yield
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(params=["en", "pt"])
def language(request) -> str:
    if request.param == "pt":
        request.getfixturevalue("portuguese")
    return request.param


def _screen(monkeypatch, width: int, height: int) -> QRect:
    area = QRect(0, 0, width, height)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(area))
    return area


def _open(qtbot, window, runs: int):
    window.side_by_side.action.trigger()
    race = window.side_by_side.opened
    qtbot.waitExposed(race)
    race.bar.runs.setValue(runs)
    QApplication.processEvents()
    return race


def _parts(race) -> list[QWidget]:
    """What a user must be able to see and reach: every button, the boards, plot and table."""
    buttons = [b for b in race.findChildren(QAbstractButton) if b.isVisible() and b.text()]
    boards = [lane.board for lane in race.lanes]
    choosers = [lane.chooser.algorithm for lane in race.lanes]
    return [*buttons, *boards, *choosers, race.chart, race.table, race.divergence.result]


def _stacked_without_overlap(race) -> None:
    """The table above the winner's sentence; below the plot and the table, the divergence's
    choice, its button and its sentence side by side: none over another."""

    def rect(part) -> QRect:
        return QRect(part.mapTo(race, QPoint(0, 0)), part.size())

    table, winner = rect(race.table), rect(race.winner_label)
    assert winner.top() > table.bottom(), "race_winner"
    row = [rect(part) for part in (race.divergence.first, race.divergence.jump_button)]
    row.append(rect(race.divergence.result))
    for part in row:
        assert part.top() > max(table.bottom(), rect(race.chart).bottom()), row
    for left, right in pairwise(row):
        assert right.left() > left.right(), row


def _in_viewport(widget: QWidget, race) -> bool:
    viewport = race.scroll.viewport()
    rect = QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size())
    return viewport.rect().contains(rect)


def test_four_runs_fit_1366_by_768_whole(qtbot, window, monkeypatch, language):
    area = _screen(monkeypatch, 1366, 768)
    race = _open(qtbot, window, 4)
    assert race.width() <= area.width() and race.height() <= area.height()
    assert race.per_row == 4
    assert race.scroll.verticalScrollBar().maximum() == 0
    assert race.scroll.horizontalScrollBar().maximum() == 0
    for part in _parts(race):
        assert _in_viewport(part, race), f"{part.objectName() or type(part).__name__} cut"
    for button in race.findChildren(QAbstractButton):
        if button.isVisible() and button.text():
            assert button.width() >= button.sizeHint().width(), button.text()
    for lane in race.lanes:
        assert min(lane.board.width(), lane.board.height()) >= BOARD_SIZE
    _stacked_without_overlap(race)
    table = race.table
    shown = table.viewport().height()
    assert shown >= sum(table.rowHeight(row) for row in range(table.rowCount()))


def test_four_runs_stack_and_scroll_at_1024_by_640(qtbot, window, monkeypatch, language):
    area = _screen(monkeypatch, 1024, 640)
    race = _open(qtbot, window, 4)
    assert race.width() <= area.width() and race.height() <= area.height()
    assert race.per_row == 2
    bar = race.scroll.verticalScrollBar()
    assert bar.maximum() > 0  # the stacked runs scroll
    _stacked_without_overlap(race)
    for part in _parts(race):
        race.scroll.ensureWidgetVisible(part, 0, 0)
        QApplication.processEvents()
        assert _in_viewport(part, race), f"{part.objectName() or type(part).__name__} unreachable"
    for lane in race.lanes:
        assert min(lane.board.width(), lane.board.height()) >= BOARD_SIZE
