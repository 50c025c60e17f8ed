"""The Compare window (Run > Compare…): algorithms × heuristics × problems in the background,
one row per run in a sortable table, exported as CSV or Markdown.

The choices build :func:`reports.compare.grid`; a :class:`CompareWorker` in a QThread runs the
batch (in worker processes) while a progress bar counts the runs. Cancel, closing the window or
closing the main window stop the batch at once and wait for its thread, so nothing is left
running.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from time import perf_counter

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from cavalo_gui.app.compare.chooser import CompareChooser
from cavalo_gui.app.compare.columns import fit_columns
from cavalo_gui.app.compare.depth_table_window import DepthTableWindow
from cavalo_gui.app.compare.table import SHOWN_COLUMNS, ComparisonModel
from cavalo_gui.app.compare.worker import CompareWorker
from cavalo_gui.app.domain_texts import domain_text
from cavalo_gui.app.i18n import error_text, fill, report_language
from cavalo_gui.app.run.exit_guard import shut_down_at_exit
from cavalo_gui.app.widgets.reflow import FlowLayout
from cavalo_gui.app.window.screen_fit import fit_to_screen
from cavalo_gui.app.worker_thread import WorkerThread
from cavalo_gui.domains.domain import Puzzle
from cavalo_gui.engine.algorithms import ALGORITHMS
from cavalo_gui.engine.message import message
from cavalo_gui.reports.compare import DEFAULT_WORKERS
from cavalo_gui.reports.messages import words
from cavalo_gui.reports.results_file import ResultsFileError, write_text_safely
from cavalo_gui.reports.run import RunResult
from cavalo_gui.reports.tables import COLUMNS, OUTCOME_MESSAGES, to_csv, to_latex, to_markdown

HIDDEN_COLUMNS = ("target", "seed", "options", "states", "reason")  # reason: in tooltips
SEED_COLUMN = [column.key for column in COLUMNS].index("seed")  # shown once a run has one
COST_SECTION = len(COLUMNS)  # the cost, shown beside the depth once a run's moves cost other than 1
PUZZLE_COLUMN = [column.key for column in COLUMNS].index("domain")  # shown when puzzles mix
RESIZE_ROWS = 200  # columns fit their contents while the table is this small
PREFERRED_SIZE = QSize(1440, 800)  # the size it opens at when the screen has room
RESULTS_WIDTH = 640  # the table's least width beside the choices in two columns
ONE_COLUMN_SHARE = 0.4  # of the window's width, at most, for the choices in one column


class CompareWindow(QDialog):
    """Choose problems, algorithms, heuristics and budgets; Start runs them all.
    ``batch_finished(results)`` when a batch ends or is cancelled: the finished runs in the
    order of their setups."""

    batch_finished = Signal(object)

    def __init__(
        self,
        current: Puzzle | None = None,
        options: Mapping[str, str] | None = None,
        export_folder: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("compare_window")
        self.setWindowTitle(self.tr("Compare algorithms"))
        self.export_folder = export_folder or str(Path.home())
        self._latest = ""
        self.worker: CompareWorker | None = None
        self.background: WorkerThread | None = None  # the worker in its thread
        self.total = 0
        self.done_count = 0
        self.started_at = 0.0
        self.last_results: list[RunResult] = []
        self.depth_table_window: DepthTableWindow | None = None  # the last one shown
        shut_down_at_exit(self)

        self.choices = CompareChooser(current, options)
        self.choices.changed.connect(self._update_run_count)

        self.run_count = QLabel(objectName="run_count")
        self.start_button = QPushButton(self.tr("Start"), objectName="start")
        self.start_button.setDefault(True)
        self.cancel_button = QPushButton(self.tr("Cancel"), objectName="cancel")
        self.start_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        self.run_count.setWordWrap(True)
        # The choices scroll when the screen is too short for them; Start stays in view below.
        scroll = self.choices_scroll = QScrollArea(objectName="choices_scroll")
        scroll.setWidget(self.choices)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        choices = QWidget()
        choices_layout = QVBoxLayout(choices)
        choices_layout.setContentsMargins(0, 0, 0, 0)
        choices_layout.addWidget(scroll, 1)
        choices_layout.addWidget(self.run_count)
        start_row = QHBoxLayout()
        start_row.addWidget(self.start_button)
        start_row.addWidget(self.cancel_button)
        choices_layout.addLayout(start_row)

        self.progress = QProgressBar(objectName="progress")
        self.progress.setFormat(self.tr("%v of %m runs"))
        self.status = QLabel(objectName="status")
        self.status.setWordWrap(True)
        self.model = ComparisonModel(self)
        self.table = QTableView(objectName="table")
        self.table.setAccessibleName(self.tr("The runs compared, one per row"))
        self.table.setModel(self.model)
        self.table.setAlternatingRowColors(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.table.setSortingEnabled(True)
        self.table.verticalHeader().setDefaultSectionSize(24)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        header.customContextMenuRequested.connect(self._column_menu)
        header.sortIndicatorChanged.connect(lambda *_sort: fit_columns(self.table))
        for section, column in enumerate(COLUMNS):
            self.table.setColumnHidden(section, column.key in HIDDEN_COLUMNS)
        self.table.setColumnHidden(COST_SECTION, True)
        depth = [column.key for column in COLUMNS].index("depth")
        header.moveSection(header.visualIndex(COST_SECTION), header.visualIndex(depth) + 1)
        self.export_csv_button = QPushButton(self.tr("Export CSV…"), objectName="export_csv")
        self.export_md_button = QPushButton(
            self.tr("Export Markdown…"), objectName="export_markdown"
        )
        self.depth_table_button = QPushButton(
            self.tr("Depth table and plot…"), objectName="depth_table_button"
        )
        self.depth_table_button.clicked.connect(self.show_depth_table)
        close = self.close_button = QPushButton(self.tr("Close"))
        self.export_csv_button.clicked.connect(lambda: self.choose_export("csv"))
        self.export_md_button.clicked.connect(lambda: self.choose_export("md"))
        close.clicked.connect(self.close)
        results = QWidget()
        results_layout = QVBoxLayout(results)
        results_layout.setContentsMargins(0, 0, 0, 0)
        results_layout.addWidget(self.progress)
        results_layout.addWidget(self.status)
        results_layout.addWidget(self.table, 1)
        exports = FlowLayout()  # on two rows when the window is narrow
        exports.addWidget(self.export_csv_button)
        exports.addWidget(self.export_md_button)
        exports.addWidget(self.depth_table_button)
        buttons = QHBoxLayout()
        buttons.addLayout(exports, 1)
        buttons.addWidget(close, 0, Qt.AlignmentFlag.AlignBottom)
        results_layout.addLayout(buttons)

        splitter = QSplitter()
        splitter.addWidget(choices)
        splitter.addWidget(results)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        self.elapsed_timer = QTimer(self)
        self.elapsed_timer.setInterval(250)
        self.elapsed_timer.timeout.connect(self._show_progress)
        if parent is not None:
            parent.installEventFilter(self)
        self.splitter = splitter
        self._fit_screen(parent)
        fit_columns(self.table)  # the headers whole before the first run
        self._set_running(False)
        self._update_run_count()
        self.status.setText(self.tr("Choose the runs, then Start."))

    def _fit_screen(self, parent: QWidget | None) -> None:
        """Open at :data:`PREFERRED_SIZE`, or smaller to fit the available part of the screen
        ``parent`` is on, centred there; the choices in two columns if the table keeps
        :data:`RESULTS_WIDTH` beside them, else in one."""
        fit_to_screen(self, PREFERRED_SIZE, parent)
        one, two = self._choices_widths()
        self._give_choices(two if self.width() - two >= RESULTS_WIDTH else one)

    def _choices_widths(self) -> tuple[int, int]:
        """The choices pane's width with its boxes in one column and in two (the scroll bar's
        room included). One column takes at most :data:`ONE_COLUMN_SHARE` of the window, the
        settings' long labels then above their boxes, and never less than its lists' words."""
        columns = self.choices.layout()
        extra = self.choices_scroll.verticalScrollBar().sizeHint().width() + 4
        least = columns.least_width() + extra
        share = round(self.width() * ONE_COLUMN_SHARE)
        one = max(least, min(columns.one_column_width() + extra, share))
        self.choices_scroll.setMinimumWidth(least)
        return one, columns.two_columns_width() + extra

    def _give_choices(self, width: int) -> None:
        total = sum(self.splitter.sizes()) or self.width()
        self.splitter.setSizes([width, max(total - width, 1)])

    def retranslate_ui(self) -> None:
        """The window's own words in the current language, on a ``LanguageChange`` while it
        is open (the choices retranslate themselves; the table's headers are asked again)."""
        self.setWindowTitle(self.tr("Compare algorithms"))
        self.start_button.setText(self.tr("Start"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.export_csv_button.setText(self.tr("Export CSV…"))
        self.export_md_button.setText(self.tr("Export Markdown…"))
        self.export_md_button.setToolTip(
            self.tr("The table as Markdown (.md) or LaTeX with booktabs (.tex), as you name it")
        )
        self.depth_table_button.setText(self.tr("Depth table and plot…"))
        self.close_button.setText(self.tr("Close"))
        self.progress.setFormat(self.tr("%v of %m runs"))
        self.table.setAccessibleName(self.tr("The runs compared, one per row"))
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(SHOWN_COLUMNS) - 1)
        self.model.rewrite_cells()
        fit_columns(self.table)  # the new words, longer or shorter, whole
        self._choices_widths()
        self._update_run_count()
        if not self.running and not self.last_results:
            self.status.setText(self.tr("Choose the runs, then Start."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif event.type() == QEvent.Type.FontChange and hasattr(self, "splitter"):  # Zoom
            fit_columns(self.table)
            self._choices_widths()
        super().changeEvent(event)

    # Choices.

    def _update_run_count(self) -> None:
        self.run_count.setText(self.choices.run_count_text())
        self.start_button.setEnabled(bool(self.choices.setups()) and self.worker is None)

    def _column_menu(self, position) -> None:
        menu = QMenu(self)
        for section, column in enumerate(SHOWN_COLUMNS):
            action = menu.addAction(words(column.header, report_language()))
            action.setCheckable(True)
            action.setChecked(not self.table.isColumnHidden(section))
            action.toggled.connect(
                lambda shown, section=section: self.table.setColumnHidden(section, not shown)
            )
        menu.exec(self.table.horizontalHeader().mapToGlobal(position))

    # The batch.

    @property
    def running(self) -> bool:
        return self.worker is not None

    def start(self) -> bool:
        """Start the chosen runs; False (and nothing starts) if none is chosen or one is going."""
        if self.running:
            return False
        setups = self.choices.setups()
        if not setups:
            return False
        self.model.clear()
        self.last_results = []
        one_puzzle = len({setup.domain.name for setup in setups}) == 1
        self.table.setColumnHidden(PUZZLE_COLUMN, one_puzzle)  # its room to the figures
        self.total, self.done_count = len(setups), 0
        self.progress.setRange(0, self.total)
        self.progress.setValue(0)
        worker = CompareWorker(setups, workers=DEFAULT_WORKERS)
        background = WorkerThread(worker, worker.run, "compare-batch", self)
        worker.result_ready.connect(self._on_result)
        worker.batch_done.connect(self._on_done)
        worker.batch_failed.connect(self._on_failed)
        self.worker, self.background = worker, background
        self.started_at = perf_counter()
        self._set_running(True)
        background.start()
        self.elapsed_timer.start()
        self._show_progress()
        return True

    def cancel(self) -> None:
        """Stop the batch: runs in progress stop at their next few expansions; the rows of the
        runs that finished stay."""
        if self.worker is not None:
            self.worker.cancel()
            self.cancel_button.setEnabled(False)
            self.status.setText(self.tr("Cancelling…"))

    def shutdown(self) -> None:
        """Cancel the batch and wait for its thread (the window or the app is closing)."""
        worker = self.worker
        if worker is None:
            return
        worker.cancel()
        for signal in (worker.result_ready, worker.batch_done, worker.batch_failed):
            signal.disconnect()
        self._forget_batch()
        self.status.setText(
            self.tr("Cancelled after {done} of {total} runs.").format(
                done=self.done_count, total=self.total
            )
        )

    def _on_result(self, index: int, result: RunResult) -> None:
        if self.sender() is not self.worker:
            return
        self.done_count += 1
        self.model.add_result(index, result)
        if result.setup.puzzle.seed is not None:  # a random board: its seed tells which
            self.table.setColumnHidden(SEED_COLUMN, False)
        if not result.unit_costs:
            self.table.setColumnHidden(COST_SECTION, False)
        if self.done_count <= RESIZE_ROWS:
            fit_columns(self.table)
        self.progress.setValue(self.done_count)
        self._show_progress(result)

    def _on_done(self, results: list[RunResult]) -> None:
        worker = self.worker
        if worker is None or self.sender() is not worker:
            return
        cancelled = worker.cancelled
        self._forget_batch()
        self.last_results = list(results)
        fit_columns(self.table)
        seconds = perf_counter() - self.started_at
        if cancelled:
            text = self.tr("Cancelled after {done} of {total} runs ({seconds:.1f} s).")
        else:
            text = self.tr("Finished {done} runs in {seconds:.1f} s.")
        limits = sum(result.outcome.value == "limit" for result in results)
        if limits:
            text += self.tr(" {limits} met a budget (outcome 'limit').").format(limits=limits)
        self.status.setText(fill(text, done=len(results), total=self.total, seconds=seconds))
        self.batch_finished.emit(self.last_results)

    def _on_failed(self, message: str) -> None:
        if self.worker is None or self.sender() is not self.worker:
            return
        self._forget_batch()
        self.status.setText(self.tr("The batch failed: {message}").format(message=message))
        self.batch_finished.emit([])
        QMessageBox.critical(self, self.tr("Comparison failed"), message)

    def _forget_batch(self) -> None:
        """The batch's thread ended and waited for, the batch's worker and thread let go."""
        assert self.background is not None
        self.background.end()
        self.worker = self.background = None
        self.elapsed_timer.stop()
        self._set_running(False)

    def _set_running(self, running: bool) -> None:
        self.choices.setEnabled(not running)
        self.cancel_button.setEnabled(running)
        has_rows = self.model.rowCount() > 0
        self.export_csv_button.setEnabled(has_rows and not running)
        self.export_md_button.setEnabled(has_rows and not running)
        self.depth_table_button.setEnabled(has_rows and not running)
        self._update_run_count()

    def _show_progress(self, latest: RunResult | None = None) -> None:
        if not self.running:
            return
        seconds = perf_counter() - self.started_at
        text = fill(
            self.tr("Running run {done} of {total}, {seconds:.0f} s so far…"),
            done=min(self.done_count + 1, self.total),
            total=self.total,
            seconds=seconds,
        )
        if latest is not None:
            setup = latest.setup
            heuristic = f" ({setup.heuristic_used()})" if setup.heuristic_used() else ""
            language = report_language()
            depth = (
                ""
                if latest.moves is None
                else f", {words(message('words.in-moves', n=latest.moves), language)}"
            )
            self._latest = self.tr("Last: {problem} {algorithm}{heuristic}: {outcome}{depth}.")
            self._latest = self._latest.format(
                problem=setup.puzzle.name,
                algorithm=domain_text(ALGORITHMS[setup.algorithm].label),
                heuristic=heuristic,
                outcome=words(OUTCOME_MESSAGES[latest.outcome], language),
                depth=depth,
            )
        elif self.done_count == 0:
            self._latest = ""
        self.status.setText(f"{text} {self._latest}".strip())

    # Exports.

    def show_depth_table(self) -> DepthTableWindow:
        """The runs shown, summarised as ``cavalo experiment`` does: mean nodes generated and
        effective branching factor by solution depth, and the plot."""
        rows = [result.to_json() for result in self.model.results()]
        window = DepthTableWindow(rows, self.export_folder, self)
        window.show()
        self.depth_table_window = window
        return window

    def export(self, kind: str, path: str | Path) -> Path:
        """Write the table, in the order shown, as CSV (``csv``) or, for people to read in
        their language, Markdown (``md``), or LaTeX when the file's name ends in .tex."""
        results = self.model.results()
        if kind == "csv":  # read back by programs: English keys
            text = to_csv(results)
        elif Path(path).suffix.lower() == ".tex":
            text = to_latex(results, report_language())
        else:
            text = to_markdown(results, report_language())
        write_text_safely(path, text)
        return Path(path)

    def choose_export(self, kind: str) -> None:
        if kind == "csv":
            suffix, what = ".csv", self.tr("CSV tables (*.csv)")
        else:
            suffix = ".md"
            what = self.tr("Markdown tables (*.md);;LaTeX tables, booktabs (*.tex)")
        start = str(Path(self.export_folder) / f"cavalo-comparison{suffix}")
        path, chosen = QFileDialog.getSaveFileName(
            self, self.tr("Export the table"), start, f"{what};;All files (*)"
        )
        if not path:
            return
        if not Path(path).suffix:
            path += ".tex" if "*.tex" in chosen else suffix
        try:
            saved = self.export(kind, path)
        except ResultsFileError as error:
            QMessageBox.critical(self, self.tr("Export failed"), error_text(error))
            return
        self.export_folder = str(saved.parent)
        self.status.setText(self.tr("Saved {path}").format(path=saved))

    # Closing.

    def done(self, result: int) -> None:
        self.shutdown()
        super().done(result)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent() and event.type() == QEvent.Type.Close:
            self.shutdown()
        return False


def open_compare_window(window) -> CompareWindow:
    """Show the main window's Compare window (one per main window), made for its problem."""
    existing: CompareWindow | None = getattr(window, "compare_window", None)
    settings = window.controller.choices
    if existing is None:
        existing = CompareWindow(
            settings.puzzle, settings.options, window.app_settings.export_folder(), window
        )
    elif not existing.running:
        existing.choices.include_problem(settings.puzzle)
    existing.show()
    existing.raise_()
    existing.activateWindow()
    return existing
