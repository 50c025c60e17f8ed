"""Remembered between sessions with QSettings: window geometry and the last choices.

A settings file that cannot be read, or a value in it that makes no sense, falls back to the
default and leaves a notice for the status bar; it never stops the program from starting.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings
from PySide6.QtWidgets import QMainWindow

from cavalo_gui.app.widgets.control_panel import ControlPanel
from cavalo_gui.engine.algorithms import ALGORITHMS

ORGANIZATION = "cavalo-gui"
APPLICATION = "cavalo-gui"


def _tr(text: str) -> str:
    return QCoreApplication.translate("AppSettings", text)


class AppSettings:
    """The app's QSettings (an INI file; ``path`` picks one, as tests do)."""

    def __init__(self, path: str | Path | None = None) -> None:
        if path is None:
            self.qsettings = QSettings(
                QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION
            )
        else:
            self.qsettings = QSettings(str(path), QSettings.Format.IniFormat)
        self.notices: list[str] = []
        if self.qsettings.status() != QSettings.Status.NoError or self._unreadable():
            self.notices.append(
                _tr("Could not read the settings file {path}; using the defaults.").format(
                    path=self.qsettings.fileName()
                )
            )
            self._broken = True
        else:
            self._broken = False

    def _unreadable(self) -> bool:
        """A file that is there but is not text, or holds no setting at all: QSettings reads
        binary junk as an empty INI file without complaint."""
        path = Path(self.qsettings.fileName())
        try:
            content = path.read_bytes() if path.is_file() else b""
        except OSError:
            return True
        if not content.strip():
            return False
        return b"\0" in content or not self.qsettings.allKeys()

    def value(self, key: str, default, kind: type, valid: Callable[[object], bool] | None = None):
        """The stored value as ``kind``; the default (with a notice) if it is not one, or if
        ``valid`` says it is out of range."""
        if self._broken or not self.qsettings.contains(key):
            return default
        raw = self.qsettings.value(key)
        try:
            value = kind(raw)
            if kind is float and not math.isfinite(value):
                raise ValueError(raw)
            if valid is not None and not valid(value):
                raise ValueError(raw)
        except (TypeError, ValueError, OverflowError):
            self.notices.append(
                _tr("Ignored the remembered {key!r} ({raw!r}): not valid.").format(key=key, raw=raw)
            )
            return default
        return value

    # Window.

    def restore_window(self, window: QMainWindow) -> None:
        if self._broken:
            return
        geometry = self.qsettings.value("window/geometry")
        state = self.qsettings.value("window/state")
        restored = True
        if geometry is not None:
            restored = isinstance(geometry, QByteArray) and window.restoreGeometry(geometry)
        if state is not None:
            restored = restored and isinstance(state, QByteArray) and window.restoreState(state)
        if not restored:
            self.notices.append(_tr("Ignored the remembered window layout: not valid."))

    def save_window(self, window: QMainWindow) -> None:
        self.qsettings.setValue("window/geometry", window.saveGeometry())
        self.qsettings.setValue("window/state", window.saveState())

    # Choices.

    def restore_choices(self, panel: ControlPanel) -> None:
        """Put the remembered choices back into the control panel."""
        seed = panel.seed
        panel.seed.setValue(
            self.value("choices/seed", seed.value(), int, _within(seed.minimum(), seed.maximum()))
        )
        for combo, key in (
            ("problem", "choices/problem"),
            ("double", "choices/double"),
            ("algorithm", "choices/algorithm"),
            ("heuristic", "choices/heuristic"),
        ):
            wanted = self.value(key, None, str)
            if wanted is not None and not panel.select(combo, wanted):
                self.notices.append(
                    _tr("The remembered {what} {value!r} is not available.").format(
                        what=combo, value=wanted
                    )
                )
        for algorithm in ALGORITHMS.values():
            for parameter in algorithm.parameters:
                value = self.value(
                    f"parameters/{parameter.name}",
                    None,
                    int,
                    _within(parameter.minimum, parameter.maximum),
                )
                if value is not None:
                    panel.set_parameter(parameter.name, value)
        for box, key, kind in (
            (panel.max_nodes, "budgets/max_nodes", int),
            (panel.max_seconds, "budgets/max_seconds", float),
        ):
            box.setValue(self.value(key, box.value(), kind, _within(box.minimum(), box.maximum())))
        panel.set_speed(
            self.value("choices/speed", panel.settings().speed, float, panel.offers_speed)
        )

    def save_choices(self, panel: ControlPanel) -> None:
        settings = panel.settings()
        store = self.qsettings.setValue
        key = panel.problem.currentData()
        if ":" not in str(key):
            store("choices/problem", key)
        store("choices/seed", panel.seed.value())
        store("choices/double", settings.double.value)
        store("choices/algorithm", settings.algorithm)
        store("choices/heuristic", panel.heuristic.currentData())
        for name, value in settings.parameters.items():
            store(f"parameters/{name}", value)
        store("budgets/max_nodes", settings.max_nodes)
        store("budgets/max_seconds", settings.max_seconds)
        store("choices/speed", settings.speed)

    def export_folder(self) -> str:
        return self.value("export/folder", str(Path.home()), str)

    def set_export_folder(self, folder: str) -> None:
        self.qsettings.setValue("export/folder", folder)

    def results_file(self) -> str:
        """The results file Run > Save results appends to; '' until one is chosen."""
        return self.value("results/file", "", str)

    def set_results_file(self, path: str) -> None:
        self.qsettings.setValue("results/file", path)

    def problem_folder(self) -> str:
        return self.value("files/folder", str(Path.cwd()), str)

    def set_problem_folder(self, folder: str) -> None:
        self.qsettings.setValue("files/folder", folder)

    def sync(self) -> None:
        if not self._broken:
            self.qsettings.sync()


def _within(low: float, high: float) -> Callable[[object], bool]:
    return lambda value: low <= value <= high  # type: ignore[operator]
