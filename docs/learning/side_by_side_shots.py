"""Retake the Side by side screenshots of the README: BFS and A* on problem C raced to the end,
then Jump to the first divergence, at 1366 x 768, in English and Portuguese.

Run from a checkout: ``python docs/learning/side_by_side_shots.py`` (offscreen, no screen needed).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QRect  # noqa: E402
from PySide6.QtGui import QScreen  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

SIZE = (1366, 768)


def _spin(app: QApplication, seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)


def main() -> None:
    QScreen.availableGeometry = lambda _screen: QRect(0, 0, *SIZE)  # the screen of the shots
    app = QApplication([])
    from cavalo_gui.app import i18n
    from cavalo_gui.app.settings import AppSettings
    from cavalo_gui.app.window.main_window import MainWindow

    for language in (i18n.ENGLISH, i18n.PORTUGUESE):
        i18n.set_language(language)
        window = MainWindow(AppSettings(Path(tempfile.mkdtemp()) / "settings.ini"))
        window.panel.select_problem("C", "knight")
        window.show()
        race = window.side_by_side.open()
        race.resize(*SIZE)
        for lane, algorithm in zip(race.lanes, ("bfs", "astar"), strict=True):
            lane.chooser.select(algorithm)
        _spin(app, 0.3)
        race.race()
        while not race.all_ended:
            _spin(app, 0.1)
        race.jump_to_divergence()
        _spin(app, 0.5)
        path = ROOT / "docs" / "learning" / f"side-by-side-1366x768-{language}.png"
        race.grab().save(str(path))
        print(path.relative_to(ROOT), race.divergence.result.text())
        race.close()
        window.close()


if __name__ == "__main__":
    main()
