"""The window opens at a size its screen shows whole, centred (it opened at 1600 x 980 on any
screen, cut off on a 1024 x 640 or 1366 x 768 one), and at the user's size afterwards."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QScreen

from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.window.main_window import MainWindow


@pytest.fixture
def screen_area(monkeypatch):
    """Pretend the screen leaves windows the given area (a panel may take its top)."""

    def pretend(area: QRect) -> None:
        monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(area))

    return pretend


def _open(qtbot, settings_path) -> MainWindow:
    window = MainWindow(AppSettings(settings_path))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.mark.parametrize(
    "area",
    [QRect(0, 0, 1024, 640), QRect(0, 27, 1024, 613), QRect(0, 0, 1366, 768)],
    ids=["1024x640", "1024x640 with a top panel", "1366x768"],
)
def test_the_window_opens_whole_and_centred_on_a_small_screen(qtbot, tmp_path, screen_area, area):
    screen_area(area)
    window = _open(qtbot, tmp_path / "settings.ini")
    try:
        frame = window.frameGeometry()
        assert area.contains(frame), (frame, area)
        assert abs(frame.center().x() - area.center().x()) <= 8
        assert abs(frame.center().y() - area.center().y()) <= 24
        assert window.width() >= area.width() - 40  # it takes the room there is
    finally:
        window.controller.shutdown()


def test_on_a_large_screen_the_window_opens_at_its_own_size_centred(qtbot, tmp_path, screen_area):
    area = QRect(0, 0, 1920, 1080)
    screen_area(area)
    window = _open(qtbot, tmp_path / "settings.ini")
    try:
        assert window.size() == QSize(1600, 980)
        assert area.contains(window.frameGeometry())
        assert abs(window.frameGeometry().center().x() - area.center().x()) <= 8
    finally:
        window.controller.shutdown()


def test_the_users_size_is_remembered(qtbot, tmp_path, screen_area):
    screen_area(QRect(0, 0, 1920, 1080))
    first = _open(qtbot, tmp_path / "settings.ini")
    first.resize(1100, 700)
    qtbot.waitUntil(lambda: first.size() == QSize(1100, 700), timeout=2_000)
    first.close()
    first.controller.shutdown()
    second = _open(qtbot, tmp_path / "settings.ini")
    try:
        assert second.size() == QSize(1100, 700)
    finally:
        second.controller.shutdown()


def test_a_size_remembered_from_a_larger_screen_shrinks_to_fit(qtbot, tmp_path, screen_area):
    screen_area(QRect(0, 0, 1920, 1080))
    first = _open(qtbot, tmp_path / "settings.ini")
    first.close()
    first.controller.shutdown()
    small = QRect(0, 0, 1024, 640)
    screen_area(small)
    second = _open(qtbot, tmp_path / "settings.ini")
    try:
        assert small.contains(second.frameGeometry()), second.frameGeometry()
    finally:
        second.controller.shutdown()
