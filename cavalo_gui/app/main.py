"""Launch the desktop application: ``cavalo-gui`` or ``python -m cavalo_gui``."""

from __future__ import annotations

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
    app = make_application(argv)
    from cavalo_gui.app.main_window import MainWindow

    window = MainWindow()
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
