"""The ``cavalo-gui`` command's own arguments: --version without a display, FILE opened in the
window, a bad FILE or a bad argument answered with a message, never a traceback; and the
desktop entry and icon that an installed app is launched by."""

from __future__ import annotations

import configparser
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QIcon

from cavalo_gui import __version__
from cavalo_gui.app.main import APPLICATION_ICON, build_parser, open_window
from cavalo_gui.app.resources import resource_path
from cavalo_gui.app.settings import AppSettings

ROOT = Path(__file__).resolve().parents[2]
NO_DISPLAY = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")


def run_cavalo_gui(*arguments: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    """``python -m cavalo_gui ARGUMENTS`` with no display at all: Qt's default platform (xcb)
    aborts if anything tries to start it, so these runs prove that Qt never started."""
    environment = {key: value for key, value in os.environ.items() if key not in NO_DISPLAY}
    environment["XDG_CONFIG_HOME"] = str(tmp_path)
    return subprocess.run(
        [sys.executable, "-m", "cavalo_gui", *arguments],
        env=environment,
        capture_output=True,
        text=True,
        timeout=60,
        cwd=tmp_path,
    )


def test_version_prints_the_version_and_exits_0_without_a_display(tmp_path):
    done = run_cavalo_gui("--version", tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"cavalo-gui {__version__}\n"
    assert done.stderr == ""


def test_help_names_the_file_argument(tmp_path):
    done = run_cavalo_gui("--help", tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "usage: cavalo-gui" in done.stdout and "FILE" in done.stdout


@pytest.mark.parametrize(
    "arguments", [("one.txt", "two.txt"), ("--no-such-option",)], ids=["two files", "option"]
)
def test_bad_arguments_give_usage_and_exit_2_without_a_traceback(tmp_path, arguments):
    done = run_cavalo_gui(*arguments, tmp_path=tmp_path)
    assert done.returncode == 2
    assert "cavalo-gui: error:" in done.stderr
    assert "Traceback" not in done.stderr
    assert done.stdout == ""


def problem_file(tmp_path: Path) -> Path:
    """Problem D of the course renamed 'Mine', with a target of its own."""
    text = (ROOT / "problems" / "knight" / "D.txt").read_text(encoding="utf-8")
    text = text.replace("problem D", "problem Mine").replace("target 600", "target 123")
    path = tmp_path / "mine.txt"
    path.write_text(text, encoding="utf-8")
    return path


def started_window(qtbot, tmp_path: Path, *arguments: str):
    """The window as ``cavalo-gui ARGUMENTS`` opens it, with its own settings file."""
    window = open_window(
        build_parser().parse_args(list(arguments)), AppSettings(tmp_path / "settings.ini")
    )
    qtbot.addWidget(window)
    qtbot.waitExposed(window)
    return window


def test_a_file_argument_shows_that_files_problem(qtbot, tmp_path, dialogs):
    window = started_window(qtbot, tmp_path, str(problem_file(tmp_path)))
    try:
        qtbot.waitUntil(lambda: window.panel.puzzle().name == "Mine")
        puzzle = window.controller.choices.puzzle
        assert (puzzle.name, puzzle.target) == ("Mine", 123)
        assert "mine.txt" in window.panel.problem.currentText()
        assert dialogs == []
    finally:
        window.controller.shutdown()


def test_a_missing_file_gives_the_error_dialog_and_problem_a_stays(qtbot, tmp_path, dialogs):
    window = started_window(qtbot, tmp_path, str(tmp_path / "absent.txt"))
    try:
        qtbot.waitUntil(lambda: len(dialogs) == 1)
        title, text = dialogs[0]
        assert "absent.txt" in text
        assert "Traceback" not in text
        assert title
        assert window.panel.puzzle().name == "A"
    finally:
        window.controller.shutdown()


def test_no_file_argument_opens_the_window_with_problem_a(qtbot, tmp_path, dialogs):
    window = started_window(qtbot, tmp_path)
    try:
        assert window.isVisible()
        assert window.panel.puzzle().name == "A"
        assert dialogs == []
    finally:
        window.controller.shutdown()


def test_the_application_icon_loads():
    icon = QIcon(str(resource_path(APPLICATION_ICON)))
    assert not icon.isNull()
    assert not icon.pixmap(48, 48).isNull()


def test_the_desktop_entry_runs_cavalo_gui_with_a_file_and_its_icon_exists():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # keys are case-sensitive in desktop entries
    entry.read(ROOT / "resources" / "cavalo-gui.desktop", encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Type"] == "Application"
    assert desktop["Exec"] == "cavalo-gui %f"
    assert desktop["Icon"] == "cavalo-gui"
    icons = ROOT / "resources" / "icons"
    assert (icons / "cavalo-gui.svg").is_file()
    for size in (16, 32, 48, 64, 128, 256):
        assert (icons / f"cavalo-gui-{size}.png").is_file(), size
