"""GUI tests run offscreen; each window's worker thread ends with the test."""

from __future__ import annotations

import os

# A 1920 x 1080 desktop screen (the offscreen platform's own is 800 x 800, which the window
# would shrink to fit); tests of smaller screens say theirs.
os.environ["QT_QPA_PLATFORM"] = "offscreen:configfile=" + os.path.join(
    os.path.dirname(os.path.abspath(__file__)), os.pardir, "data", "offscreen-screen.json"
)

import pytest
from PySide6.QtCore import QtMsgType
from PySide6.QtWidgets import QApplication, QMessageBox

from cavalo_gui.app import i18n
from cavalo_gui.app.main import collect_garbage_in_the_gui_thread
from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.window.main_window import MainWindow

PLATFORM_NOISE = ("propagateSizeHints",)  # said by the offscreen platform itself


@pytest.fixture(autouse=True, scope="session")
def _garbage_collected_in_the_gui_thread(qapp):
    """As the application does (app/main.make_application): the tests' QApplication is
    pytest-qt's, so the GUI thread's collector is started here too."""
    collect_garbage_in_the_gui_thread()


@pytest.fixture
def window(qtbot, tmp_path):
    """The real main window with its own settings file, shown offscreen."""
    main_window = MainWindow(AppSettings(tmp_path / "settings.ini"))
    qtbot.addWidget(main_window)
    main_window.show()
    qtbot.waitExposed(main_window)
    yield main_window
    main_window.controller.shutdown()


@pytest.fixture
def portuguese(qapp):
    """The app in Portuguese for one test, back in English after it."""
    assert i18n.set_language(i18n.PORTUGUESE), "the Portuguese translation did not load"
    yield
    i18n.set_language(i18n.ENGLISH)
    QApplication.processEvents()


def qt_warnings(qtlog) -> list[str]:
    """The Qt warnings and errors logged, less the offscreen platform's own notes."""
    return [
        record.message
        for record in qtlog.records
        if record.type in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg)
        and not any(noise in record.message for noise in PLATFORM_NOISE)
    ]


@pytest.fixture
def dialogs(monkeypatch):
    """The error dialogs the window would show, captured instead of shown."""
    shown: list[tuple[str, str]] = []

    def critical(_parent, title, text, *args, **kwargs):
        shown.append((title, text))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "critical", critical)
    return shown
