"""Remembered between sessions with QSettings: window geometry and the last choices.

A settings file that cannot be read, or a value in it that makes no sense, falls back to the
default and leaves a notice for the status bar; it never stops the program from starting.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings
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
        if self.qsettings.status() != QSettings.Status.NoError:
            self.notices.append(
                _tr("Could not read the settings file {path}; using the defaults.").format(
                    path=self.qsettings.fileName()
                )
            )
            self._broken = True
        else:
            self._broken = False

    def value(self, key: str, default, kind: type):
        """The stored value as ``kind``; the default (with a notice) if it is not one."""
        if self._broken or not self.qsettings.contains(key):
            return default
        raw = self.qsettings.value(key)
        try:
            return kind(raw)
        except (TypeError, ValueError):
            self.notices.append(
                _tr("Ignored the remembered {key!r} ({raw!r}): not valid.").format(key=key, raw=raw)
            )
            return default

    # Window.

    def restore_window(self, window: QMainWindow) -> None:
        if self._broken:
            return
        geometry = self.qsettings.value("window/geometry")
        state = self.qsettings.value("window/state")
        if geometry is not None:
            window.restoreGeometry(geometry)
        if state is not None:
            window.restoreState(state)

    def save_window(self, window: QMainWindow) -> None:
        self.qsettings.setValue("window/geometry", window.saveGeometry())
        self.qsettings.setValue("window/state", window.saveState())

    # Choices.

    def restore_choices(self, panel: ControlPanel) -> None:
        """Put the remembered choices back into the control panel."""
        panel.seed.setValue(self.value("choices/seed", panel.seed.value(), int))
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
                value = self.value(f"parameters/{parameter.name}", None, int)
                if value is not None and parameter.minimum <= value <= parameter.maximum:
                    panel.set_parameter(parameter.name, value)
        panel.max_nodes.setValue(self.value("budgets/max_nodes", panel.max_nodes.value(), int))
        panel.max_seconds.setValue(
            self.value("budgets/max_seconds", panel.max_seconds.value(), float)
        )
        panel.set_speed(self.value("choices/speed", panel.settings().speed, float))

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
