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

from cavalo_gui.app.boards.colors import SCHEMES, STANDARD
from cavalo_gui.app.i18n import LANGUAGES
from cavalo_gui.app.run.choices import (
    NODE_BUDGET_RANGE,
    SPEEDS,
    TIME_BUDGET_RANGE,
    RememberedChoices,
)
from cavalo_gui.domains.registry import DOMAINS
from cavalo_gui.engine.algorithms import ALGORITHMS

ORGANIZATION = "cavalo-gui"
APPLICATION = "cavalo-gui"


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
                QCoreApplication.translate(
                    "AppSettings", "Could not read the settings file {path}; using the defaults."
                ).format(path=self.qsettings.fileName())
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
                QCoreApplication.translate(
                    "AppSettings", "Ignored the remembered {key!r} ({raw!r}): not valid."
                ).format(key=key, raw=raw)
            )
            return default
        return value

    # Window.

    def restore_window(self, window: QMainWindow) -> bool:
        """Give ``window`` its remembered geometry and docks; True if a dock layout was."""
        if self._broken:
            return False
        geometry = self.qsettings.value("window/geometry")
        state = self.qsettings.value("window/state")
        restored = True
        if geometry is not None:
            restored = isinstance(geometry, QByteArray) and window.restoreGeometry(geometry)
        if state is not None:
            restored = restored and isinstance(state, QByteArray) and window.restoreState(state)
        if not restored:
            self.notices.append(
                QCoreApplication.translate(
                    "AppSettings", "Ignored the remembered window layout: not valid."
                )
            )
        return state is not None and restored

    def save_window(self, window: QMainWindow) -> None:
        self.qsettings.setValue("window/geometry", window.saveGeometry())
        self.qsettings.setValue("window/state", window.saveState())

    # Choices.

    def load_choices(self) -> RememberedChoices:
        """The remembered choices; a value that is not valid is left out, with a notice."""
        options: dict[str, dict[str, str]] = {}
        for domain in DOMAINS.values():
            for option in domain.options:
                value = self.value(
                    f"options/{domain.name}/{option.name}", None, str, option.choices.__contains__
                )
                if value is not None:
                    options.setdefault(domain.name, {})[option.name] = value
        parameters = {}
        for algorithm in ALGORITHMS.values():
            for parameter in algorithm.parameters:
                value = self.value(
                    f"parameters/{parameter.name}",
                    None,
                    int,
                    _within(parameter.minimum, parameter.maximum),
                )
                if value is not None:
                    parameters[parameter.name] = value
        return RememberedChoices(
            domain=self.value("choices/domain", None, str, DOMAINS.__contains__),
            problem=self.value("choices/problem", None, str),
            seed=self.value("choices/seed", None, int, _within(0, 2**31 - 1)),
            options=options,
            algorithm=self.value("choices/algorithm", None, str),
            heuristic=self.value("choices/heuristic", None, str),
            parameters=parameters,
            max_nodes=self.value("budgets/max_nodes", None, int, _within(*NODE_BUDGET_RANGE)),
            max_seconds=self.value("budgets/max_seconds", None, float, _within(*TIME_BUDGET_RANGE)),
            speed=self.value("choices/speed", None, float, SPEEDS.__contains__),
        )

    def save_choices(self, choices: RememberedChoices) -> None:
        store = self.qsettings.setValue
        if choices.problem is not None:
            store("choices/domain", choices.domain)
            store("choices/problem", choices.problem)
        for key, value in (
            ("choices/seed", choices.seed),
            ("choices/algorithm", choices.algorithm),
            ("choices/heuristic", choices.heuristic),
            ("budgets/max_nodes", choices.max_nodes),
            ("budgets/max_seconds", choices.max_seconds),
            ("choices/speed", choices.speed),
        ):
            if value is not None:
                store(key, value)
        for domain, values in choices.options.items():
            for name, value in values.items():
                store(f"options/{domain}/{name}", value)
        for name, value in choices.parameters.items():
            store(f"parameters/{name}", value)

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

    # View: language, board scheme, text zoom.

    def language(self) -> str | None:
        """The language chosen in View > Language, or None to follow the system's."""
        return self.value("view/language", None, str, LANGUAGES.__contains__)

    def set_language(self, language: str) -> None:
        self.qsettings.setValue("view/language", language)

    def zoom(self) -> int:
        """The text zoom in percent (View > Zoom); 100 by default."""
        return self.value("view/zoom", 100, int, _within(50, 400))

    def set_zoom(self, percent: int) -> None:
        self.qsettings.setValue("view/zoom", percent)

    def scheme(self) -> str:
        """The boards' colour scheme (View > High-contrast board): standard by default."""
        return self.value("view/scheme", STANDARD, str, SCHEMES.__contains__)

    def set_scheme(self, scheme: str) -> None:
        self.qsettings.setValue("view/scheme", scheme)

    def sync(self) -> None:
        if not self._broken:
            self.qsettings.sync()


def _within(low: float, high: float) -> Callable[[object], bool]:
    return lambda value: low <= value <= high  # type: ignore[operator]
