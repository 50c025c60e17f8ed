"""File > Save run… and File > Open run…: the run as it stands in a run file, and back.

The format is the reports' (:mod:`cavalo_gui.reports.run_file`, ``docs/run-file.md``); this
module adds what the window shows. Saving writes the run's choices, the step reached, and the
window's part: its speed, the step looked back at, and which panes are shown and in front.
Opening reads the whole file first: a bad file gets one dialog naming it and what is wrong,
and the current run stays as it was. A good one puts its choices in the control panel, then
the worker expands up to the saved step (in its thread, as a run does) and the window lands
there, looking back where the file was looking back, with the same panes in front.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QFileDialog, QMainWindow, QMessageBox

from cavalo_gui.app.i18n import number, report_language
from cavalo_gui.app.run.controller import RunState
from cavalo_gui.app.widgets.breakpoints_menu import BreakpointsMenu
from cavalo_gui.app.window.panes import docks_by_name
from cavalo_gui.engine.breakpoints import parse_breakpoints
from cavalo_gui.engine.limits import Limits
from cavalo_gui.reports.choices import NODE_BUDGET_RANGE, TIME_BUDGET_RANGE, RunChoices
from cavalo_gui.reports.run_file import (
    RUN_FILE_EXTENSION,
    RunFileError,
    SavedRun,
    read_run_file,
    write_run_file,
)
from cavalo_gui.reports.run_replay import ended_by_a_stop

STATUS_MS = 8000


class RunFiles(QObject):
    """Saves and opens run files for ``window`` (a :class:`MainWindow`)."""

    landed = Signal()  # an opened run file's run has reached its step

    def __init__(
        self,
        window: QMainWindow,
        breakpoints: BreakpointsMenu,
        show_status: Callable[[str, int], None],
    ) -> None:
        super().__init__(window)
        self.window = window
        self.breakpoints = breakpoints
        self._show_status = show_status
        self._landing: SavedRun | None = None
        self.save_action = QAction(window, objectName="action_save_run")
        self.save_action.triggered.connect(self.choose_save)
        self.open_action = QAction(window, objectName="action_open_run")
        self.open_action.triggered.connect(self.choose_open)
        menu = window.file_menu
        after = menu.actions()[menu.actions().index(window.open_action) + 1]
        menu.insertActions(after, [self.open_action, self.save_action])
        window.controller.paused.connect(self._on_paused)
        window.controller.run_finished.connect(self._on_paused)
        window.installEventFilter(self)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.open_action.setText(self.tr("Open r&un…"))
        self.open_action.setStatusTip(self.tr("Open a saved run at the step it was saved at"))
        self.save_action.setText(self.tr("Save ru&n…"))
        self.save_action.setStatusTip(
            self.tr("Save the run as it stands (its board, choices and step) to hand out")
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        return False

    # Saving.

    def saved_run(self) -> SavedRun:
        """The run as it stands: its choices, the step reached, what the window shows."""
        window = self.window
        controller, model = window.controller, window.model
        final = model.finished
        view: dict[str, Any] = {"speed": controller.choices.speed}
        view["breakpoints"] = [str(breakpoint) for breakpoint in controller.breakpoints]
        if model.looking_back:
            view["shown"] = model.position
        view["panes"] = [name for name, dock in self.docks().items() if not dock.isHidden()]
        view["front"] = [name for name, dock in self.docks().items() if self._in_front(dock)]
        return SavedRun(
            setup=controller.choices,
            step=len(model.recording),
            finished=final is not None,
            stopped=final is not None and ended_by_a_stop(final),
            window=view,
        )

    def choose_save(self) -> None:
        """File > Save run…: ask where, then save."""
        settings = self.window.controller.choices
        name = f"{settings.puzzle.name}-{settings.algorithm}{RUN_FILE_EXTENSION}"
        folder = Path(self.window.app_settings.export_folder())
        path, _chosen = QFileDialog.getSaveFileName(
            self.window, self.tr("Save run"), str(folder / name), self.file_filter()
        )
        if path:
            if not path.endswith(RUN_FILE_EXTENSION):
                path += RUN_FILE_EXTENSION
            self.save(path)

    def save(self, path: str | Path) -> bool:
        """Write the run to ``path``; an error dialog if it cannot be written."""
        try:
            saved = write_run_file(path, self.saved_run())
        except RunFileError as error:
            QMessageBox.critical(
                self.window, self.tr("Cannot save the run"), error.text(report_language())
            )
            return False
        self._show_status(self.tr("Saved the run in {path}").format(path=saved), STATUS_MS)
        return True

    # Opening.

    def file_filter(self) -> str:
        return self.tr("Cavalo runs (*{extension})").format(extension=RUN_FILE_EXTENSION)

    def choose_open(self) -> None:
        """File > Open run…: ask for a run file, then open it."""
        path, _chosen = QFileDialog.getOpenFileName(
            self.window,
            self.tr("Open run"),
            self.window.app_settings.problem_folder(),
            self.file_filter() + ";;" + self.tr("All files (*)"),
        )
        if path:
            self.open(path)

    def open(self, path: str | Path) -> bool:
        """Rebuild the run saved in ``path`` and land on its step; False (a dialog, nothing
        changed) when the file cannot be read."""
        try:
            saved = read_run_file(path)
        except RunFileError as error:
            QMessageBox.critical(
                self.window,
                self.tr("Cannot open the run file"),
                error.text(report_language()) + self.tr("\n\nThe current run stays as it was."),
            )
            return False
        window = self.window
        limits = self._budgets_for(saved.setup.limits, path)
        if limits is None:
            return False
        saved = replace(saved, setup=replace(saved.setup, limits=limits))
        speed = saved.window.get("speed")
        settings = _settings_of(
            saved, speed if _is_speed(speed) else window.controller.choices.speed
        )
        window.panel.set_choices(settings, Path(path).name)
        window.controller.configure(settings)
        window.controller.set_speed(settings.speed)
        self._show_panes(saved.window)
        breakpoints = parse_breakpoints(",".join(saved.window.get("breakpoints", ())))
        self.breakpoints.set_breakpoints(breakpoints)
        self._landing = saved
        window.controller.advance(saved.step)
        self._show_status(self.tr("Opened the run in {file}").format(file=path), STATUS_MS)
        return True

    def _budgets_for(self, limits: Limits, path: str | Path) -> Limits | None:
        """The budgets ``limits`` (a run file's) run with here: as they are if they are within
        the user's own (the control panel's); otherwise as the user answers: held to their
        own, or the file's (no bound as the most the window offers); None if they cancel."""
        own = self.window.panel.settings().limits
        held = limits.within(own)
        if held == limits:
            return limits
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Run file budgets"),
            self.tr(
                "{file} has budgets larger than yours: {theirs} (yours: {yours}).\n\n"
                "Run it within your budgets, or within the file's?"
            ).format(file=Path(path).name, theirs=self._said(limits), yours=self._said(own)),
            QMessageBox.StandardButton.Cancel,
            self.window,
            objectName="run_file_budgets",
        )
        mine = box.addButton(self.tr("Use my budgets"), QMessageBox.ButtonRole.AcceptRole)
        mine.setObjectName("use_my_budgets")
        theirs = box.addButton(self.tr("Use the file's"), QMessageBox.ButtonRole.AcceptRole)
        theirs.setObjectName("use_the_files_budgets")
        box.setDefaultButton(mine)
        box.exec()
        if box.clickedButton() is mine:
            return held
        if box.clickedButton() is theirs:
            return replace(
                limits,
                max_nodes=limits.max_nodes or NODE_BUDGET_RANGE[1],
                max_seconds=limits.max_seconds or TIME_BUDGET_RANGE[1],
            )
        return None

    def _said(self, limits: Limits) -> str:
        """A run's node and time budgets in words: "2,000,000 nodes and 120 s"."""
        nodes = (
            self.tr("no node budget")
            if limits.max_nodes is None
            else self.tr("{n} nodes").format(n=number(limits.max_nodes))
        )
        seconds = (
            self.tr("no time budget")
            if limits.max_seconds is None
            else self.tr("{s} s").format(
                s=number(limits.max_seconds, 0 if float(limits.max_seconds).is_integer() else 1)
            )
        )
        return self.tr("{nodes} and {seconds}").format(nodes=nodes, seconds=seconds)

    def _on_paused(self, *_args: object) -> None:
        """The worker has reached the saved step: end the run there if it had ended, look
        back where the file looked back, and say so."""
        saved, controller = self._landing, self.window.controller
        if saved is None:
            return
        if saved.finished and controller.state is not RunState.FINISHED:
            if saved.stopped:
                controller.stop()
            else:
                controller.advance(saved.step + 1)  # its own final event comes next
            return
        self._landing = None
        expanded = self.window.model.counters.expanded
        if controller.state is RunState.FINISHED and expanded < saved.step:
            QMessageBox.warning(
                self.window,
                self.tr("Run file step"),
                self.tr(
                    "The run ends after {expanded} expansions, before the step the file was "
                    "saved at ({step}): the window shows its end."
                ).format(expanded=number(expanded), step=number(saved.step)),
            )
        shown = saved.window.get("shown")
        if isinstance(shown, int) and controller.state is RunState.FINISHED:
            self.window.model.go_to(shown)
        elif isinstance(shown, int):
            controller.go_to(shown)
        self.window.model.publish()
        self.landed.emit()

    # The view.

    def docks(self) -> dict[str, QDockWidget]:
        """The window's panes by name (their dock's object name without ``dock_``)."""
        return docks_by_name(self.window.docks)

    def _in_front(self, dock: QDockWidget) -> bool:
        """Whether ``dock`` is shown in front of the docks tabbed with it."""
        return (
            not dock.isHidden()
            and bool(self.window.tabifiedDockWidgets(dock))
            and not dock.visibleRegion().isEmpty()
        )

    def _show_panes(self, view: dict[str, Any]) -> None:
        docks = self.docks()
        panes, front = view.get("panes"), view.get("front")
        if isinstance(panes, list):
            for name, dock in docks.items():
                dock.setVisible(name in panes)
        for name in front if isinstance(front, list) else []:
            if name in docks:
                docks[name].raise_()


def _is_speed(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and value >= 0


def _settings_of(saved: SavedRun, speed: float) -> RunChoices:
    """The window's choices for ``saved``'s run, at ``speed``."""
    return replace(saved.setup, options=saved.setup.chosen_options(), speed=speed)
