"""A language switch walks the open windows; a plot's menus freed during it (a garbage
collection run by any handler of the switch can free a deleted plot's, and the menus Qt made in
them have Python wrappers that are never told) must not crash it: a segmentation fault in
``set_language`` took the whole GUI test run down. Run in a process of its own, so that a crash
fails this test only."""

from __future__ import annotations

import gc

from PySide6.QtWidgets import QApplication

from cavalo_gui.app.compare.window import CompareWindow
from cavalo_gui.app.window.main_window import MainWindow

from .helpers import run_offscreen_script

SCRIPT = """
import sys
from pathlib import Path
import shiboken6
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QMenu
from cavalo_gui.app import i18n
from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.window.main_window import MainWindow

app = QApplication([])
window = MainWindow(AppSettings(Path(sys.argv[1]) / "settings.ini"))
window.show()
window.presentation.action.trigger()
app.processEvents()
window.presentation.action.trigger()
for action in (window.compare_action, window.side_by_side.action,
               window.inspector.action, window.board_editor.new_action):
    action.trigger()
    app.processEvents()
extras = (window.compare_window, window.side_by_side.opened, window.inspector.opened,
          window.board_editor.editor)
assert all(extra is not None and extra.isVisible() for extra in extras), extras
for extra in extras:
    extra.close()
app.processEvents()


class FreedDuringTheSwitch(QObject):
    # what a garbage collection does to a deleted plot's menu (and the menus Qt made in it)
    # at the first widget the switch gives its locale
    menu = None

    def eventFilter(self, watched, event):
        if self.menu is not None and event.type() == QEvent.Type.LocaleChange:
            menu, self.menu = self.menu, None
            shiboken6.delete(menu)
        return False


freed = FreedDuringTheSwitch()
app.installEventFilter(freed)
for language in ("pt", "en"):
    plot_menu = QMenu()
    for axis in range(20):
        plot_menu.addMenu(str(axis))
    freed.menu = plot_menu
    del plot_menu
    i18n.set_language(language)
    app.processEvents()
    print(window.compare_action.text(), window.compare_window.locale().name(), flush=True)
"""


def test_switching_twice_while_a_plots_menus_are_freed_does_not_crash(tmp_path):
    done = run_offscreen_script(SCRIPT, str(tmp_path))
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.splitlines() == ["&Comparar… pt_PT", "&Compare… en_US"]


def test_an_earlier_test_makes_a_window_with_its_extra_windows(window):
    window.compare_action.trigger()
    assert window.isVisible() and window.compare_window.isVisible()


def test_no_window_of_an_earlier_test_is_left(qapp):
    collecting = gc.isenabled()
    gc.disable()  # no collection while Qt's list is wrapped for Python
    try:
        left = [
            type(widget).__name__
            for widget in QApplication.topLevelWidgets()
            if isinstance(widget, MainWindow | CompareWindow)
        ]
    finally:
        if collecting:
            gc.enable()
    assert left == []
