"""The settings file is data, never code: a value that stands for a stored object (which
QSettings would rebuild, and PySide would unpickle) is ignored, whatever key it is under."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

from cavalo_gui.app.ini_file import read_ini, write_ini
from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.window.main_window import MainWindow
from cavalo_gui.engine.limits import DEFAULT_MAX_NODES

KEYS_SAVED_ON_CHANGE = (
    "export/folder",
    "results/file",
    "files/folder",
    "view/language",
    "view/zoom",
    "view/scheme",
)


class Payload:
    """Unpickled, it creates the file ``marker``: what an attacker's value would do."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self):
        return (open, (str(self.marker), "w"))


def _plant(path: Path, keys, marker: Path) -> None:
    """Put a pickled :class:`Payload` under each of ``keys`` as PySide's QSettings writes a
    Python object: ``@Variant(... PySide::PyObjectWrapper ...)``."""
    writer = QSettings(str(path), QSettings.Format.IniFormat)
    for key in keys:
        writer.setValue(key, Payload(marker))
    writer.sync()
    del writer
    assert b"PyObjectWrapper" in path.read_bytes()
    assert not marker.exists()


def _every_key_the_app_reads(qtbot, path: Path) -> list[str]:
    """The keys a session writes when its window closes, and those written when they change
    (export and problem folders, results file, language, zoom, colours)."""
    first = MainWindow(AppSettings(path))
    qtbot.addWidget(first)
    first.close()
    keys = list(read_ini(path.read_bytes()).values)
    assert {"window/geometry", "window/state", "budgets/max_nodes"} <= set(keys)
    return keys + list(KEYS_SAVED_ON_CHANGE)


def test_a_stored_object_under_any_key_is_never_rebuilt(qtbot, tmp_path):
    path = tmp_path / "settings.ini"
    marker = tmp_path / "the payload ran"
    keys = _every_key_the_app_reads(qtbot, path)
    path.unlink()
    _plant(path, keys, marker)
    settings = AppSettings(path)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert settings.export_folder() == str(Path.home())
    assert settings.results_file() == ""
    assert settings.problem_folder() == str(Path.cwd())
    assert settings.language() is None
    assert not marker.exists()
    assert window.panel.puzzle().name == "A"
    assert window.panel.max_nodes.value() == DEFAULT_MAX_NODES
    assert window.view_options.zoom == 100
    assert len(settings.notices) == 1
    assert "'view/zoom'" in settings.notices[0] and "'window/state'" in settings.notices[0]
    assert window.statusBar().currentMessage() == settings.notices[0]
    window.close()
    assert not marker.exists()
    assert b"PyObjectWrapper" not in path.read_bytes()  # the closing session wrote it anew


TRUNCATED = (  # the pickle is cut short: unpickled, it ends with EOFError
    b"[view]\nzoom=100\n[window]\n"
    b'state="@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x18PySide::PyObjectWrapper\\0\\0\\0\\0;\\x80\\x4\\x95)"\n'
)


def test_a_truncated_stored_object_is_ignored_and_the_rest_is_read(qtbot, tmp_path):
    path = tmp_path / "settings.ini"
    path.write_bytes(TRUNCATED.replace(b"zoom=100", b"zoom=150"))
    settings = AppSettings(path)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert window.view_options.zoom == 150
    assert settings.notices == ["Ignored the remembered 'window/state': not plain values."]
    window.close()


def test_the_app_starts_with_defaults_on_a_crafted_or_truncated_user_file(tmp_path):
    """The real program, with the user's settings file in its usual place."""
    marker = tmp_path / "the payload ran"
    folder = tmp_path / "config" / "cavalo-gui"
    folder.mkdir(parents=True)
    crafted = folder / "cavalo-gui.ini"
    _plant(crafted, ["window/state", "view/zoom", "view/language"], marker)
    environment = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        CAVALO_GUI_DEMO_RUN="A:0.3",
    )
    for content in (crafted.read_bytes(), TRUNCATED):
        crafted.write_bytes(content)
        done = subprocess.run(
            [sys.executable, "-m", "cavalo_gui"],
            env=environment,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.returncode == 0, done.stderr
        assert "Traceback" not in done.stderr
        assert not marker.exists()
        assert b"@Variant" not in crafted.read_bytes()


PLAIN_VALUES = {
    "choices/problem": "A",
    "choices/seed": 42,
    "budgets/max_seconds": 0.5,
    "files/folder": '/home/zé/a, b;c=d "q" \\x\\ @at',
    "x/leading at": "@Variant(text)",
    "x/spaces": "  padded  ",
    "x/controls": "a\nb\tc\0d\x01e1",
    "top": "a key of no section",
    "options/knight/Some Option": "é€😀",
    "window/state": bytes(range(256)) + b"\x00123abc",
    "x/empty": "",
    "x/comma": ",",
}


def test_files_written_by_qsettings_read_the_same_and_ours_read_the_same_in_qsettings(
    tmp_path,
):
    """Settings files of earlier versions (written by QSettings) keep their values; the ones
    written now read back the same in QSettings."""
    theirs = tmp_path / "theirs.ini"
    writer = QSettings(str(theirs), QSettings.Format.IniFormat)
    for key, value in PLAIN_VALUES.items():
        writer.setValue(key, QByteArray(value) if isinstance(value, bytes) else value)
    writer.sync()
    del writer
    read = read_ini(theirs.read_bytes())
    assert read.well_formed and read.rejected == []
    assert read.values == {
        key: value if isinstance(value, str | bytes) else str(value)
        for key, value in PLAIN_VALUES.items()
    }
    ours = tmp_path / "ours.ini"
    ours.write_bytes(write_ini(PLAIN_VALUES))
    reader = QSettings(str(ours), QSettings.Format.IniFormat)
    for key, value in PLAIN_VALUES.items():
        got = reader.value(key)
        got = bytes(got.data()) if isinstance(got, QByteArray) else got
        assert got == (value if isinstance(value, str | bytes) else str(value)), key
    assert reader.status() == QSettings.Status.NoError
