"""Launch the desktop application: ``cavalo-gui`` or ``python -m cavalo_gui``."""

from __future__ import annotations

import multiprocessing
import os
import sys
from collections.abc import Sequence

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from cavalo_gui.app.resources import resource_path
from cavalo_gui.app.settings import APPLICATION, ORGANIZATION


def make_application(argv: Sequence[str] | None = None) -> QApplication:
    """The QApplication, created once, with the app's names and icon."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(list(argv if argv is not None else sys.argv))
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("Cavalo")
    app.setWindowIcon(QIcon(str(resource_path("knight.svg"))))
    return app


def main(argv: Sequence[str] | None = None) -> int:
    """Open the main window with problem A and BFS (or the last choices) and run the app."""
    multiprocessing.freeze_support()  # in a frozen build, a comparison's worker starts here
    app = make_application(argv)
    from cavalo_gui.app.main_window import MainWindow

    window = MainWindow()
    window.show()
    _demo_run(window, os.environ.get(DEMO_RUN_VARIABLE, ""))
    return app.exec()


DEMO_RUN_VARIABLE = "CAVALO_GUI_DEMO_RUN"
"""``CAVALO_GUI_DEMO_RUN=F:1.0`` (problem, then seconds) starts a BFS run as fast as possible
on that problem at once and closes the window after that many seconds, mid-run: a hook for
the test that closing a running window exits cleanly, and for a quick demonstration."""


def _demo_run(window, spec: str) -> None:
    """Start the run asked for by :data:`DEMO_RUN_VARIABLE` and schedule the close."""
    if not spec:
        return
    from dataclasses import replace

    from PySide6.QtCore import QTimer

    from cavalo_gui.app.run.choices import AS_FAST_AS_POSSIBLE

    problem, _colon, seconds_text = spec.partition(":")
    try:
        seconds = float(seconds_text or 1.0)
    except ValueError:
        seconds = -1.0
    if seconds <= 0 or not window.panel.select_problem(problem):
        message = f"{DEMO_RUN_VARIABLE}={spec!r}: expected PROBLEM:SECONDS, e.g. F:1.0"
        print(message, file=sys.stderr)
        return
    window.panel.select("algorithm", "bfs")
    settings = replace(window.panel.settings(), speed=AS_FAST_AS_POSSIBLE)
    window.controller.configure(settings)
    window.controller.set_speed(AS_FAST_AS_POSSIBLE)
    window.controller.run()
    QTimer.singleShot(round(seconds * 1000), window.close)


if __name__ == "__main__":
    sys.exit(main())
