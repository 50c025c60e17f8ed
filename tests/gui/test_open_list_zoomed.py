"""The open list at 150% in a narrow dock (issue 26 item 5): its caption wrapped to four lines
and pushed the Follow button over the rows, four and a half of them left in view at 1366 x 768.
Now its rows keep their room, the caption stands above them only where it fits whole, and the
count's tooltip says it where it does not. English and Portuguese, 1024 x 640 and 1366 x 768."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication

from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.widgets.open_list import MIN_ROWS
from cavalo_gui.app.window.main_window import MainWindow

from .helpers import choose, choose_problem, click, expanded


@pytest.fixture
def zoomed_window(qtbot, tmp_path, monkeypatch, language):
    """The window as it opens at 150% on a screen of the size asked."""
    opened = []

    def open_on(size: QSize) -> MainWindow:
        monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(QPoint(), size))
        settings = AppSettings(tmp_path / "settings.ini")
        settings.set_zoom(150)
        window = MainWindow(settings)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        opened.append(window)
        return window

    yield open_on
    for window in opened:
        window.controller.shutdown()
    from cavalo_gui.app.window.view_options import apply_zoom

    apply_zoom(100)
    QApplication.processEvents()


@pytest.mark.parametrize("size", [QSize(1024, 640), QSize(1366, 768)], ids=["1024", "1366"])
def test_the_rows_keep_their_room_and_the_caption_shows_only_whole(qtbot, zoomed_window, size):
    window = zoomed_window(size)
    choose_problem(window, "D")
    choose(window, "algorithm", "astar")
    for step in range(1, 9):
        click(qtbot, window, window.step_action)
        qtbot.waitUntil(lambda step=step: expanded(window) == step)
    window.docks["open"].raise_()
    qtbot.wait(60)  # the docks' sizes, a zero timer after the show
    window.model.publish()
    QApplication.processEvents()
    listed = window.open_list
    table, caption, follow = listed.table, listed.caption, listed.follow
    assert table.topLevelItemCount() > MIN_ROWS
    rows = table.visualItemRect(table.topLevelItem(0)).height()
    assert table.viewport().height() >= MIN_ROWS * rows, (table.viewport().height(), rows)
    assert follow.geometry().top() >= table.geometry().bottom(), (follow.geometry(), table)
    assert listed.count.toolTip() == caption.text()
    if caption.isVisible():
        assert caption.height() >= caption.heightForWidth(caption.width()), caption.text()
        assert caption.geometry().bottom() < listed.count.geometry().top()
