"""What the window writes about a finished run: Run > Save results (one record appended to the
results file, SPEC §6) and File > Export chart data / Export chart / Export trace.

The result of the run the window shows is built when the run ends, from the choices it ran
with (:meth:`RunChoices.setup`) and its final event, so that a failed write (a read-only file,
a missing folder) loses nothing: the same result can be saved again, to the same file or
another one.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from cavalo_gui.app.export.files import (
    chart_file_name,
    export_chart_csv,
    export_chart_image,
    with_extension,
)
from cavalo_gui.app.export.trace_export import export_trace, trace_file_name
from cavalo_gui.app.i18n import error_text, number, what_is_wrong
from cavalo_gui.app.run.controller import RunController, RunState
from cavalo_gui.app.run.model import RunModel
from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.widgets.live_chart import LiveChart
from cavalo_gui.engine.events import Finished
from cavalo_gui.reports.results_file import ResultsFileError, append_result
from cavalo_gui.reports.run import RunResult, result_of

DEFAULT_RESULTS_NAME = "solucao.dat"
RESULTS_FILTER = "Results files (*.dat *.txt);;All files (*)"
STATUS_MS = 8000


class RunExports(QObject):
    """Keeps the last finished run's result while it is on screen and writes it on request;
    ``result_available(bool)`` says when there is one to save. Dialogs open over ``window``;
    ``show_status(text, milliseconds)`` tells the user what was written."""

    result_available = Signal(bool)

    def __init__(
        self,
        controller: RunController,
        model: RunModel,
        chart: LiveChart,
        app_settings: AppSettings,
        window: QWidget,
        show_status: Callable[[str, int], None],
    ) -> None:
        super().__init__(window)
        self.controller = controller
        self.model = model
        self.chart = chart
        self.app_settings = app_settings
        self.window = window
        self._show_status = show_status
        self.result: RunResult | None = None
        self._saved_in: set[Path] = set()  # files that already hold this result
        controller.run_finished.connect(self._on_run_finished)
        controller.state_changed.connect(self._on_state_changed)

    def _on_run_finished(self, final: Finished) -> None:
        self.result = result_of(self.controller.choices, self.model.problem, final)
        self._saved_in = set()
        self.result_available.emit(True)

    def _on_state_changed(self, state: RunState) -> None:
        if state is not RunState.FINISHED and self.result is not None:
            self.result = None
            self.result_available.emit(False)

    # Run > Save results.

    def save(self) -> bool:
        """Append the result to the remembered results file (asking for one the first time)."""
        remembered = self.app_settings.results_file()
        if not remembered:
            return self.save_as()
        return self.save_to(remembered)

    def save_as(self) -> bool:
        """Ask for a results file, then append the result to it."""
        if self.result is None:
            return self._nothing_to_save()
        remembered = self.app_settings.results_file()
        start = remembered or str(Path(self.app_settings.export_folder()) / DEFAULT_RESULTS_NAME)
        path, _filter = QFileDialog.getSaveFileName(
            self.window,
            self.tr("Append the run to a results file"),
            start,
            self.tr(RESULTS_FILTER),
            options=QFileDialog.Option.DontConfirmOverwrite,  # we append, never replace
        )
        return self.save_to(with_extension(path, ".dat")) if path else False

    def save_to(self, path: str | Path) -> bool:
        """Append the result to ``path``; on failure a message naming the file and the reason,
        and the result stays here for another try."""
        if self.result is None:
            return self._nothing_to_save()
        target = Path(path).expanduser().absolute()
        if target in self._saved_in:
            self._status(self.tr("This run is already in {path}").format(path=target))
            return True
        try:
            found = append_result(target, self.result) or []  # a torn record found there
        except ResultsFileError as error:
            QMessageBox.critical(
                self.window,
                self.tr("Cannot save the results"),
                self.tr(
                    "The run could not be added to {path}:\n{reason}\n\n"
                    "Nothing was lost: the run is still here. Try again, or choose another "
                    "file with Run > Save results as…"
                ).format(path=error.path, reason=what_is_wrong(error)),
            )
            return False
        self._saved_in.add(target)
        self.app_settings.set_results_file(str(target))
        added = self.tr("Run added to {path}").format(path=target)
        self._status(" ".join([added, *found]))
        return True

    def _nothing_to_save(self) -> bool:
        self._status(self.tr("No finished run to save: run a search to its end first."))
        return False

    # File > Export chart.

    def _chart_path(self, title: str, suffix: str, filters: str) -> str:
        settings = self.controller.choices
        name = chart_file_name(settings.puzzle.name, settings.algorithm, suffix)
        start = str(Path(self.app_settings.export_folder()) / name)
        path, chosen = QFileDialog.getSaveFileName(self.window, title, start, filters)
        if path and not Path(path).suffix:
            path += ".svg" if "svg" in chosen.lower() else suffix
        return path

    def choose_chart_data(self) -> None:
        path = self._chart_path(
            self.tr("Export the chart's data"), ".csv", self.tr("CSV tables (*.csv)")
        )
        if path:
            self._export(lambda: export_chart_csv(self.model, path))

    def choose_chart_image(self) -> None:
        path = self._chart_path(
            self.tr("Export the chart"),
            ".png",
            self.tr("PNG images (*.png);;SVG drawings (*.svg)"),
        )
        if path:
            self._export(lambda: export_chart_image(self.chart.plot, path))

    # File > Export trace.

    def choose_trace(self) -> None:
        """Ask for a file, then write the run's recorded events to it as JSON Lines."""
        recording = self.model.recording
        if recording.first > 0:
            QMessageBox.warning(
                self.window,
                self.tr("Export failed"),
                self.tr(
                    "The window keeps only the latest {kept} expansions of a long run, so it "
                    "cannot write the whole trace. cavalo solve --trace FILE writes it."
                ).format(kept=number(recording.kept)),
            )
            return
        name = trace_file_name(self.controller.choices)
        path, _chosen = QFileDialog.getSaveFileName(
            self.window,
            self.tr("Export the run's trace"),
            str(Path(self.app_settings.export_folder()) / name),
            self.tr("JSON Lines traces (*.jsonl)"),
        )
        if path:
            settings, problem = self.controller.choices, self.model.problem
            self._export(lambda: export_trace(path, settings, problem, recording))

    def _export(self, write) -> None:
        self.model.publish()
        try:
            saved = write()
        except (OSError, ValueError) as error:
            QMessageBox.critical(self.window, self.tr("Export failed"), error_text(error))
            return
        self.app_settings.set_export_folder(str(saved.parent))
        self._status(self.tr("Saved {path}").format(path=saved))

    def _status(self, text: str) -> None:
        self._show_status(text, STATUS_MS)
