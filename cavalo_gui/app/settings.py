"""Remembered between sessions in an INI file: window geometry and the last choices.

The file is read and written by :mod:`cavalo_gui.app.ini_file`, never by QSettings: QSettings
rebuilds any object a value describes (PySide unpickles Python ones), so a crafted file could
run code. Only text, numbers and bytes are read or stored. A file that cannot be read, or a
value in it that is not plain or makes no sense, falls back to the default and leaves a notice
for the status bar; it never stops the program from starting.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings
from PySide6.QtWidgets import QMainWindow

from cavalo_gui.app.boards.colors import SCHEMES, STANDARD
from cavalo_gui.app.ini_file import read_ini, save_ini
from cavalo_gui.app.settings_file import (
    APPLICATION,
    LANGUAGE_KEY,
    is_language_code,
    remembered_language,
    settings_bytes,
    settings_file_in,
)
from cavalo_gui.runs.choices import RememberedChoices, read_remembered, remembered_values

Stored = str | int | float | bytes


def user_settings_path() -> Path:
    """Where QSettings keeps the user's INI file for this app (on Linux
    ``~/.config/cavalo-gui/cavalo-gui.ini``). QSettings opens the file it is made for, and a
    FIFO there would hang the start-up: the name is asked for a folder no file is in
    (``<config>/<organization>/<application>.ini`` on every system), then made ours."""
    probe = QSettings(
        QSettings.Format.IniFormat, QSettings.Scope.UserScope, PROBE_ORGANIZATION, APPLICATION
    )
    probed = Path(probe.fileName())
    return settings_file_in(probed.parent.parent)


PROBE_ORGANIZATION = "cavalo-gui-settings-path-probe"  # a folder nobody makes


class AppSettings:
    """The app's settings file (``path`` picks one, as tests do; the user's by default)."""

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path is not None else user_settings_path()
        self.notices: list[str] = []
        self._values: dict[str, Stored] = {}
        self._broken = False
        data = settings_bytes(self.path)
        contents = read_ini(data) if data is not None else None
        if (
            contents is None
            or not contents.well_formed
            or (data.strip() and not contents.values and not contents.rejected)
        ):
            self.notices.append(
                QCoreApplication.translate(
                    "AppSettings", "Could not read the settings file {path}; using the defaults."
                ).format(path=self.path)
            )
            self._broken = True
            return
        self._values.update(contents.values)
        if contents.rejected:
            self.notices.append(
                QCoreApplication.translate(
                    "AppSettings", "Ignored the remembered {keys}: not plain values."
                ).format(keys=", ".join(repr(key) for key in dict.fromkeys(contents.rejected)))
            )

    def value(self, key: str, default, kind: type, valid: Callable[[object], bool] | None = None):
        """The stored value as ``kind``; the default (with a notice) if it is not one, or if
        ``valid`` says it is out of range."""
        if key not in self._values:
            return default
        raw = self._values[key]
        try:
            if isinstance(raw, bytes) and kind is not bytes:
                raise TypeError(raw)
            value = kind(raw)
            if kind is float and not math.isfinite(value):
                raise ValueError(raw)
            if valid is not None and not valid(value):
                raise ValueError(raw)
        except (TypeError, ValueError, OverflowError):
            self.notices.append(
                QCoreApplication.translate(
                    "AppSettings", "Ignored the remembered {key!r} ({raw!r}): not valid."
                ).format(key=key, raw=raw)
            )
            return default
        return value

    # Window.

    def restore_window(self, window: QMainWindow) -> bool:
        """Give ``window`` its remembered geometry and docks; True if a dock layout was."""
        geometry = self._values.get("window/geometry")
        state = self._values.get("window/state")
        restored = True
        if geometry is not None:
            restored = isinstance(geometry, bytes) and window.restoreGeometry(QByteArray(geometry))
        if state is not None:
            restored = (
                restored and isinstance(state, bytes) and window.restoreState(QByteArray(state))
            )
        if not restored:
            self.notices.append(
                QCoreApplication.translate(
                    "AppSettings", "Ignored the remembered window layout: not valid."
                )
            )
        return state is not None and restored

    def save_window(self, window: QMainWindow) -> None:
        self._store("window/geometry", window.saveGeometry().data())
        self._store("window/state", window.saveState().data())

    # Choices.

    def load_choices(self) -> RememberedChoices:
        """The remembered choices; a value that is not valid is left out, with a notice."""
        return read_remembered(self.value)

    def save_choices(self, choices: RememberedChoices) -> None:
        for key, value in remembered_values(choices).items():
            self._store(key, value)

    def export_folder(self) -> str:
        return self.value("export/folder", str(Path.home()), str)

    def set_export_folder(self, folder: str) -> None:
        self._store("export/folder", folder)

    def results_file(self) -> str:
        """The results file Run > Save results appends to; '' until one is chosen."""
        return self.value("results/file", "", str)

    def set_results_file(self, path: str) -> None:
        self._store("results/file", path)

    def problem_folder(self) -> str:
        return self.value("files/folder", str(Path.cwd()), str)

    def set_problem_folder(self, folder: str) -> None:
        self._store("files/folder", folder)

    # View: language, board scheme, text zoom.

    def language(self) -> str | None:
        """The language chosen in View > Language, or None to follow the system's; "pt_PT",
        as earlier versions wrote Portuguese, is read as "pt"."""
        return remembered_language(self.value(LANGUAGE_KEY, None, str, is_language_code))

    def set_language(self, language: str) -> None:
        self._store(LANGUAGE_KEY, language)

    def zoom(self) -> int:
        """The text zoom in percent (View > Zoom); 100 by default."""
        return self.value("view/zoom", 100, int, _within(50, 400))

    def set_zoom(self, percent: int) -> None:
        self._store("view/zoom", percent)

    def scheme(self) -> str:
        """The boards' colour scheme (View > High-contrast board): standard by default."""
        return self.value("view/scheme", STANDARD, str, SCHEMES.__contains__)

    def set_scheme(self, scheme: str) -> None:
        self._store("view/scheme", scheme)

    def _store(self, key: str, value: Stored) -> None:
        self._values[key] = value

    def sync(self) -> None:
        """Write the settings to the file, unless it could not be read (it is left for the
        user to look at); a file that cannot be written is left as it was."""
        if self._broken:
            return
        with contextlib.suppress(OSError):
            save_ini(self.path, self._values)


def _within(low: float, high: float) -> Callable[[object], bool]:
    return lambda value: low <= value <= high  # type: ignore[operator]
