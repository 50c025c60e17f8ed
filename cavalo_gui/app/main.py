"""Launch the desktop application: ``cavalo-gui [FILE]`` or ``python -m cavalo_gui [FILE]``.

``cavalo-gui --version`` prints the version and exits before Qt starts, so it works with no
display; ``cavalo-gui FILE`` opens the window with the problems of FILE (a bad FILE gets the
usual error dialog over the window, and the remembered problem stays). Qt is imported only
once :mod:`cavalo_gui.app.platform_check` has found a display and the system libraries Qt's
xcb plugin needs (else one line and status 4 or 5, not Qt's abort): importing Qt's GUI modules
already needs some of them (libEGL, libfontconfig, libxkbcommon).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from cavalo_gui import __version__
from cavalo_gui.app.platform_check import EXIT_MISSING_LIBRARIES, EXIT_NO_DISPLAY, check_platform
from cavalo_gui.reports.argument_errors import OneLineParser, language_before_parsing, speaking
from cavalo_gui.reports.compare import serve_frozen_worker

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from cavalo_gui.app.settings import AppSettings
    from cavalo_gui.app.window.main_window import MainWindow

APPLICATION_ICON = "icons/cavalo-gui.svg"


_garbage_collector = None


def collect_garbage_in_the_gui_thread() -> None:
    """Have Python's cyclic garbage collector run only in the GUI thread, on a timer, and
    never over a run's nodes (see :mod:`cavalo_gui.app.run.garbage`)."""
    global _garbage_collector
    if _garbage_collector is None:
        from cavalo_gui.app.run.garbage import GuiThreadCollector

        _garbage_collector = GuiThreadCollector()


def make_application(argv: Sequence[str] | None = None) -> QApplication:
    """The QApplication, created once, with the app's names and icon."""
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from cavalo_gui.app.resources import resource_path
    from cavalo_gui.app.settings_file import APPLICATION, ORGANIZATION

    app = QApplication.instance()
    if app is None:
        app = QApplication(list(argv if argv is not None else sys.argv))
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("Cavalo")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("cavalo-gui")  # Wayland matches the window to cavalo-gui.desktop
    app.setWindowIcon(QIcon(str(resource_path(APPLICATION_ICON))))
    collect_garbage_in_the_gui_thread()
    return app


def build_parser() -> argparse.ArgumentParser:
    """cavalo-gui's arguments: an optional problem file, --version and --help."""
    parser = OneLineParser(
        prog="cavalo-gui",
        description=(
            "See state-space search at work on the course's puzzles: open a problem, pick an "
            "algorithm and a heuristic, and step through the search."
        ),
        epilog=(
            "Headless runs, tables and screenshots: the cavalo command (cavalo --help). "
            f"Exit status {EXIT_NO_DISPLAY}: no display (no X server, no Wayland); "
            f"{EXIT_MISSING_LIBRARIES}: a system library Qt needs is missing (the line says "
            "which, and the command that installs it)."
        ),
    )
    parser.add_argument("--version", action="version", version=f"cavalo-gui {__version__}")
    parser.add_argument(
        "file",
        nargs="?",
        metavar="FILE",
        help="a problem file to open (the project's format or the course's Lisp boards), or a "
        "run file (.cavalo-run), opened at the step it was saved at",
    )
    parser.add_argument(
        "--problem-module",
        metavar="FILE.py[:CLASS]",
        help="a problem written in Python: a class with actions, result and goal_test "
        "(aima-python) or is_goal (simpleai); see docs/own-problem.md",
    )
    return parser


def open_window(arguments: argparse.Namespace, settings: AppSettings | None = None) -> MainWindow:
    """Show the main window with the last choices, then open ``arguments.file`` and
    ``arguments.problem_module`` if given; they are read once the window is up, so that a bad
    file's dialog has the window under it. ``settings`` defaults to the user's."""
    from PySide6.QtCore import QTimer

    from cavalo_gui.app.window.main_window import MainWindow

    window = MainWindow(settings)
    window.show()
    say_unloaded_puzzles(window)
    if arguments.file:
        QTimer.singleShot(0, window, lambda: window.open_problem_file(arguments.file))
    module = getattr(arguments, "problem_module", None)
    if module:
        QTimer.singleShot(0, window, lambda: window.problem_opener.open_module(module))
    return window


PLUGIN_FAULT_MS = 20_000  # how long the status bar says which installed puzzle did not load


def say_unloaded_puzzles(window: MainWindow) -> None:
    """An installed puzzle that did not load is left out of the list; the status bar says
    which and why, so that its author is not left guessing."""
    from cavalo_gui.app.i18n import report_language
    from cavalo_gui.domains.catalogues import render
    from cavalo_gui.domains.registry import PLUGINS

    faults = [render(fault, report_language()) for fault in PLUGINS.faults]
    if faults:
        window.statusBar().showMessage("; ".join(faults), PLUGIN_FAULT_MS)


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the arguments (``--version`` and ``--help`` exit here, before Qt starts), check
    that the window can open (else one line on standard error and status 4 or 5), open the
    main window with the last choices (or problem A and BFS) in the remembered language (or
    the system's) and run the app."""
    serve_frozen_worker()
    with speaking(language_before_parsing(sys.argv[1:] if argv is None else argv)):
        arguments = build_parser().parse_args(argv)
    status = check_platform()
    if status:
        return status
    from cavalo_gui.app.i18n import set_language, system_locale_name
    from cavalo_gui.app.settings import AppSettings
    from cavalo_gui.domains.languages import user_language

    app = make_application(sys.argv[:1])
    settings = AppSettings()
    set_language(user_language(settings.language(), system_locale_name()))
    window = open_window(arguments, settings)
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

    from cavalo_gui.reports.choices import AS_FAST_AS_POSSIBLE

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
