"""File > Open problem file: which puzzle reads a file, a target asked for when the file has
none, and an error dialog naming the file and the line when no puzzle can read it.

The dialog offers every puzzle's file patterns. A filter of one puzzle picks its reader;
otherwise the puzzle whose marks the file bears (a keyword, the shape of its board:
:meth:`Domain.recognises`) reads it first, then the current puzzle, then every other puzzle
whose patterns match the file's name; the first error, the marked puzzle's, is the one shown,
so that a broken Dots file gets the Dots reader's complaint even while Blokus is current.
"""

from __future__ import annotations

from collections.abc import Callable
from fnmatch import fnmatch
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QWidget

from cavalo_gui.app.domain_texts import domain_text
from cavalo_gui.app.i18n import report_language
from cavalo_gui.app.run.controller import RunController
from cavalo_gui.app.run.model import RunModel
from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.widgets.control_panel import ControlPanel
from cavalo_gui.app.window.module_import import import_off_the_gui_thread
from cavalo_gui.domains.domain import Domain, Puzzle
from cavalo_gui.domains.problem_files import MissingTargetError, ProblemFileError
from cavalo_gui.domains.registry import (
    DOMAINS,
    adopt_problem_module,
    domains_marking,
    problem_file_message,
    read_problem_module,
)
from cavalo_gui.engine.message import MessageError
from cavalo_gui.reports.run_file import RUN_FILE_EXTENSION

PYTHON_EXTENSION = ".py"  # a problem class written in Python (domains/python_problem)
DEFAULT_TARGET = 100  # offered for boards written without a target
MAX_ASKED_TARGET = 999_999_999
STATUS_MS = 8000


class ProblemOpener(QObject):
    """Reads problem files for the window: their problems join the control panel's selector
    and the first is chosen; dialogs open over ``window``."""

    def __init__(
        self,
        panel: ControlPanel,
        controller: RunController,
        model: RunModel,
        app_settings: AppSettings,
        window: QWidget,
        show_status: Callable[[str, int], None],
    ) -> None:
        super().__init__(window)
        self.panel = panel
        self.controller = controller
        self.model = model
        self.app_settings = app_settings
        self.window = window
        self._show_status = show_status

    def file_filters(self) -> dict[str, Domain | None]:
        """The Open dialog's filters: every problem file first, then one per puzzle, then any
        file; each names the puzzle that reads it (None: see :meth:`readers_of`)."""
        every = sorted({pattern for domain in DOMAINS.values() for pattern in domain.file_patterns})
        filters: dict[str, Domain | None] = {
            self.tr("Problem files ({patterns})").format(patterns=" ".join(every)): None
        }
        for domain in DOMAINS.values():
            text = self.tr("{label} problems ({patterns})").format(
                label=domain.label, patterns=" ".join(domain.file_patterns)
            )
            filters[text] = domain
        filters[self.tr("A problem written in Python (*.py)")] = None
        filters[self.tr("All files (*)")] = None
        return filters

    def choose_file(self) -> None:
        """Ask for a problem file and open it."""
        filters = self.file_filters()
        path, chosen = QFileDialog.getOpenFileName(
            self.window,
            self.tr("Open problem file"),
            self.app_settings.problem_folder(),
            ";;".join(filters),
        )
        if path:
            self.app_settings.set_problem_folder(str(Path(path).parent))
            self.open(path, filters.get(chosen))

    def readers_of(self, path: str | Path) -> list[Domain]:
        """The puzzles that may read ``path``: those whose marks it bears, then the current
        one, then every other one whose file patterns match its name."""
        first = [*domains_marking(path), self.model.domain]
        name = Path(path).name.lower()
        others = [
            domain
            for domain in DOMAINS.values()
            if domain not in first
            and any(fnmatch(name, pattern.lower()) for pattern in domain.file_patterns)
        ]
        return [*dict.fromkeys(first), *others]

    def open(self, path: str | Path, domain: Domain | None = None) -> bool:
        """Offer the problems of a file, read by ``domain`` or by the first puzzle whose reader
        takes it; on a bad file, an error dialog and nothing changes. A run file is opened as
        File > Open run… opens it."""
        if str(path).endswith(RUN_FILE_EXTENSION):
            return self.window.run_files.open(path)
        if str(path).endswith(PYTHON_EXTENSION):
            return self.open_module(str(path))
        first_error: Exception | None = None
        puzzles: list[Puzzle] | None = None
        for reader in [domain] if domain is not None else self.readers_of(path):
            try:
                puzzles = self._read(path, reader)
            except (ProblemFileError, OSError, UnicodeDecodeError, ValueError) as error:
                first_error = first_error or error
                continue
            if puzzles is None:  # the user gave no target
                return False
            break
        if not puzzles:
            self._show_error(path, first_error)
            return False
        self.controller.reset()
        self.panel.add_puzzles(puzzles, Path(path).name)
        self._show_status(
            self.tr("Read {count} problem(s) from {file}").format(count=len(puzzles), file=path),
            STATUS_MS,
        )
        return True

    def open_module(self, spec: str) -> bool:
        """Offer the problem class a Python file defines (``file.py[:ClassName]``,
        ``cavalo-gui --problem-module``); what is wrong with it in a dialog, and nothing
        changes."""
        waiting = self.tr("Importing {file}…").format(file=Path(spec.partition(":")[0]).name)
        imported = import_off_the_gui_thread(
            self.window, lambda: read_problem_module(spec), waiting, self.tr("Stop waiting")
        )
        if imported.cancelled:
            self._show_status(
                self.tr(
                    "Stopped waiting for {file}, still importing: the previous problem stays "
                    "on the board"
                ).format(file=spec),
                STATUS_MS,
            )
            return False
        if isinstance(imported.error, MessageError):
            QMessageBox.critical(
                self.window,
                self.tr("Cannot use the Python problem"),
                imported.error.text(report_language())
                + self.tr("\n\nThe previous problem stays on the board."),
            )
            return False
        if imported.error is not None:
            raise imported.error
        domain = adopt_problem_module(imported.value)
        self.controller.reset()
        puzzle = next(iter(domain.puzzles().values()))
        self.panel.add_puzzles([puzzle], puzzle.module.path.name)
        self._show_status(
            self.tr("Read the problem {name} from {file}").format(
                name=puzzle.name, file=puzzle.module.path
            ),
            STATUS_MS,
        )
        return True

    def _read(self, path: str | Path, domain: Domain) -> list[Puzzle] | None:
        """The problems ``domain`` reads in ``path``, asking for a target if the file has
        none; None if the user declines to give one."""
        try:
            return domain.read_file(path)
        except MissingTargetError as missing:
            target = self._ask_target(path, missing, domain)
            return None if target is None else domain.read_file(path, target=target)

    def _ask_target(
        self, path: str | Path, error: MissingTargetError, domain: Domain
    ) -> int | None:
        """The target for boards written without one (the course's classic files often are)."""
        value, accepted = QInputDialog.getInt(
            self.window,
            self.tr("Target needed"),
            self.tr("{file}: {message}.\n\n{unit} to reach:").format(
                file=Path(path).name,
                message=problem_file_message(error.short, report_language()),
                unit=domain_text(domain.progress_unit).capitalize(),
            ),
            DEFAULT_TARGET,
            0,
            MAX_ASKED_TARGET,
        )
        return value if accepted else None

    def _show_error(self, path: str | Path, error: Exception | None) -> None:
        if isinstance(error, ProblemFileError):
            where = (
                error.path
                if error.line is None
                else self.tr("{file}, line {line}").format(file=error.path, line=error.line)
            )
            message = problem_file_message(error.message, report_language())
            text = self.tr("{where}:\n{message}").format(where=where, message=message)
        elif error is not None:
            text = self.tr("{file}:\n{message}").format(file=path, message=error)
        else:
            text = self.tr("{file}: no board found in it.").format(file=path)
        QMessageBox.critical(
            self.window,
            self.tr("Cannot read the problem file"),
            text + self.tr("\n\nThe previous problem stays on the board."),
        )
