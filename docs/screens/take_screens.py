"""Retake the screenshots of docs/screens: the main window (A* on problem D after 30
expansions, by ``cavalo screenshot``) and the Compare window as it opens, at 1024 x 640 and
1366 x 768, in English and Portuguese, at zoom 100% and 150%; at 1024 x 640 the Compare window
also scrolled to the end of its settings.

Run from a checkout: ``python docs/screens/take_screens.py`` (offscreen, no screen needed).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QRect  # noqa: E402
from PySide6.QtGui import QScreen  # noqa: E402
from PySide6.QtWidgets import QApplication, QScrollArea  # noqa: E402

SIZES = ((1024, 640), (1366, 768))
LANGUAGES = ("en", "pt")
ZOOMS = (100, 150)
SCREENS = ROOT / "docs" / "screens"


def _spin(app: QApplication, seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)


def main_window_shots() -> None:
    """The main window by the command line's screenshot, one process a picture."""
    for width, height in SIZES:
        for language in LANGUAGES:
            for zoom in ZOOMS:
                out = SCREENS / f"main-{width}x{height}-{language}-zoom{zoom}.png"
                command = [sys.executable, "-c", "from cavalo_gui.cli.entry import main; main()"]
                command += ["screenshot", "--problem", "D", "--algorithm", "astar", "--at", "30"]
                command += ["--size", f"{width}x{height}", "--zoom", str(zoom)]
                command += ["--lang", language, "--out", str(out)]
                subprocess.run(command, cwd=ROOT, check=True)


def compare_window_shots() -> None:
    """The Compare window opened from a main window on a screen of each size."""
    app = QApplication([])
    from cavalo_gui.app import i18n
    from cavalo_gui.app.settings import AppSettings
    from cavalo_gui.app.window.main_window import MainWindow
    from cavalo_gui.app.window.view_options import apply_zoom

    for width, height in SIZES:
        QScreen.availableGeometry = lambda _screen, w=width, h=height: QRect(0, 0, w, h)
        for language in LANGUAGES:
            i18n.set_language(language)
            for zoom in ZOOMS:
                settings = AppSettings(Path(tempfile.mkdtemp()) / "settings.ini")
                settings.set_zoom(zoom)
                window = MainWindow(settings)
                window.show()
                _spin(app, 0.3)
                window.compare_action.trigger()
                dialog = window.compare_window
                dialog.resize(width, height)
                _spin(app, 0.5)
                name = f"compare-{width}x{height}-{language}-zoom{zoom}"
                dialog.grab().save(str(SCREENS / f"{name}.png"))
                if height <= 640:
                    for scroll in dialog.findChildren(QScrollArea):
                        bar = scroll.verticalScrollBar()
                        bar.setValue(bar.maximum())
                    _spin(app, 0.2)
                    dialog.grab().save(str(SCREENS / f"{name}-scrolled.png"))
                print(name)
                dialog.close()
                window.controller.shutdown()
                window.close()
                apply_zoom(100)
                _spin(app, 0.1)


if __name__ == "__main__":
    main_window_shots()
    compare_window_shots()
