"""GUI tests run offscreen; each window's worker thread ends with the test."""

from __future__ import annotations

import os

# A 1920 x 1080 desktop screen (the offscreen platform's own is 800 x 800, which the window
# would shrink to fit); tests of smaller screens say theirs.
os.environ["QT_QPA_PLATFORM"] = "offscreen:configfile=" + os.path.join(
    os.path.dirname(os.path.abspath(__file__)), os.pardir, "data", "offscreen-screen.json"
)

import gc

import pytest
import shiboken6
from PySide6.QtCore import QEvent, Qt, QtMsgType
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

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


POPUPS = (Qt.WindowType.Popup, Qt.WindowType.ToolTip)


def _windows_left() -> list[QWidget]:
    """The windows made in Python still alive (menus and tooltips aside), listed with the
    garbage collector held off: a collection while Qt's list is wrapped can delete widgets
    still to come in it (see ``i18n._give_locale``)."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        return [
            widget
            for widget in QApplication.topLevelWidgets()
            if shiboken6.createdByPython(widget) and widget.windowType() not in POPUPS
        ]
    finally:
        if collecting:
            gc.enable()


@pytest.fixture(autouse=True)
def _no_window_outlives_its_test(qapp):
    """Every window a test made closed and deleted after it, and the garbage they leave
    collected: no test sees another's widgets, which each language switch would retranslate
    (after their puzzle was unregistered, or while a collection frees their plots' menus).
    What survives the collection is frozen, as the app's own collector does after a full
    collection (app/run/garbage.py): the next test's collection walks only what was made
    since, not the 150,000 objects of the modules, Qt's wrappers and the libraries again."""
    yield
    for widget in _windows_left():
        if shiboken6.isValid(widget):
            widget.close()
            widget.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    gc.freeze()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture
def window(qtbot, tmp_path):
    """The real main window with its own settings file, shown offscreen."""
    main_window = MainWindow(AppSettings(tmp_path / "settings.ini"))
    qtbot.addWidget(main_window)
    main_window.show()
    qtbot.waitExposed(main_window)
    yield main_window
    main_window.controller.shutdown()


@pytest.fixture(params=[i18n.ENGLISH, i18n.PORTUGUESE], ids=["en", "pt"])
def language(request, qapp):
    """The test once in English and once in Portuguese (the longer words); back in English
    after it."""
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language(i18n.ENGLISH)
    QApplication.processEvents()


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
