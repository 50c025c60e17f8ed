"""The Compare window (Run > Compare…): algorithms × heuristics × problems in the background,
one row per run in a sortable table, exported as CSV or Markdown.

The choices build :func:`reports.compare.grid`; a :class:`CompareWorker` in a QThread runs the
batch (in worker processes) while a progress bar counts the runs. Cancel, closing the window or
closing the main window stop the batch at once and wait for its thread, so nothing is left
running.
"""

from __future__ import annotations

from pathlib import Path
from time import perf_counter

from PySide6.QtCore import QEvent, QObject, Qt, QThread, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from cavalo_gui.app.compare_table import ComparisonModel
from cavalo_gui.app.compare_worker import CompareWorker
from cavalo_gui.domains.knight.catalog import bundled_puzzles
from cavalo_gui.domains.knight.game import DoubleStrategy
from cavalo_gui.domains.knight.problem import KnightProblem, KnightPuzzle
from cavalo_gui.engine.algorithms import ALGORITHMS
from cavalo_gui.engine.limits import Limits
from cavalo_gui.reports.compare import DEFAULT_WORKERS, grid
from cavalo_gui.reports.results_file import ResultsFileError, write_text_safely
from cavalo_gui.reports.run import RunResult
from cavalo_gui.reports.tables import COLUMNS, OUTCOME_WORDS, to_csv, to_markdown

DEFAULT_ALGORITHMS = ("bfs", "astar")
DEFAULT_HEURISTICS = ("fewest",)
DEFAULT_MAX_NODES = 500_000  # per run: enough for A-E, and F meets it in seconds
DEFAULT_MAX_SECONDS = 30.0
HIDDEN_COLUMNS = ("target", "seed", "double", "states", "reason")  # reason: in tooltips
RESIZE_ROWS = 200  # columns fit their contents while the table is this small


def _checkable(item: QListWidgetItem, key: str, checked: bool, tip: str = "") -> QListWidgetItem:
    item.setData(Qt.ItemDataRole.UserRole, key)
    item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
    item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
    item.setToolTip(tip)
    return item


class ChoiceList(QGroupBox):
    """A titled checkable list with All and None buttons; ``checked()`` gives the keys."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.list = QListWidget()
        self.list.setObjectName(f"{title.lower()}_list")
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        every = QPushButton(self.tr("All"))
        none = QPushButton(self.tr("None"))
        every.clicked.connect(lambda: self.set_all(True))
        none.clicked.connect(lambda: self.set_all(False))
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(every)
        buttons.addWidget(none)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.list)
        layout.addLayout(buttons)

    def add(self, text: str, key: str, checked: bool, tip: str = "") -> None:
        self.list.addItem(_checkable(QListWidgetItem(text), key, checked, tip))

    def fit(self) -> None:
        """Tall enough for every item, so the lists never scroll."""
        rows = sum(self.list.sizeHintForRow(row) for row in range(self.list.count()))
        self.list.setFixedHeight(rows + 2 * self.list.frameWidth() + 4)

    def items(self) -> list[QListWidgetItem]:
        return [self.list.item(row) for row in range(self.list.count())]

    def checked(self) -> list[str]:
        return [
            item.data(Qt.ItemDataRole.UserRole)
            for item in self.items()
            if item.checkState() == Qt.CheckState.Checked
        ]

    def set_checked(self, keys: list[str] | tuple[str, ...]) -> None:
        for item in self.items():
            wanted = item.data(Qt.ItemDataRole.UserRole) in keys
            item.setCheckState(Qt.CheckState.Checked if wanted else Qt.CheckState.Unchecked)

    def set_all(self, checked: bool) -> None:
        state = Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked
        for item in self.items():
            item.setCheckState(state)


class CompareWindow(QDialog):
    """Choose problems, algorithms, heuristics and budgets; Start runs them all.
    ``batch_finished(results)`` when a batch ends or is cancelled: the finished runs in the
    order of their setups."""

    batch_finished = Signal(object)

    def __init__(
        self,
        current: KnightPuzzle | None = None,
        double: DoubleStrategy = DoubleStrategy.MAX,
        export_folder: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("compare_window")
        self.setWindowTitle(self.tr("Compare algorithms"))
        self.export_folder = export_folder or str(Path.home())
        self.puzzles: dict[str, KnightPuzzle] = {}
        self._latest = ""
        self.worker: CompareWorker | None = None
        self.batch_thread: QThread | None = None
        self.total = 0
        self.done_count = 0
        self.started_at = 0.0
        self.last_results: list[RunResult] = []

        self.problems = ChoiceList(self.tr("Problems"))
        for key, puzzle in bundled_puzzles().items():
            self._add_problem(key, puzzle, checked=False)
        if current is not None:
            self.include_problem(current)
        self.algorithms = ChoiceList(self.tr("Algorithms"))
        for name, algorithm in ALGORITHMS.items():
            self.algorithms.add(
                algorithm.label, name, name in DEFAULT_ALGORITHMS, algorithm.description
            )
        self.heuristics = ChoiceList(self.tr("Heuristics"))
        any_puzzle = next(iter(self.puzzles.values()))
        for name, heuristic in KnightProblem(any_puzzle).heuristics().items():
            label = name + (self.tr(" (admissible)") if heuristic.admissible else "")
            self.heuristics.add(label, name, name in DEFAULT_HEURISTICS, heuristic.description)
        for choice in (self.problems, self.algorithms, self.heuristics):
            choice.fit()
            choice.list.itemChanged.connect(self._update_run_count)

        self.double = QComboBox(objectName="compare_double")
        for strategy in DoubleStrategy:
            self.double.addItem(strategy.value, strategy.value)
        self.double.setCurrentIndex(self.double.findData(double.value))
        self.max_nodes = QSpinBox(objectName="compare_max_nodes", minimum=1, maximum=2**31 - 1)
        self.max_nodes.setGroupSeparatorShown(True)
        self.max_nodes.setValue(DEFAULT_MAX_NODES)
        self.max_nodes.setSuffix(self.tr(" nodes"))
        self.max_seconds = QDoubleSpinBox(objectName="compare_max_seconds", minimum=0.1)
        self.max_seconds.setRange(0.1, 86400)
        self.max_seconds.setDecimals(1)
        self.max_seconds.setValue(DEFAULT_MAX_SECONDS)
        self.max_seconds.setSuffix(self.tr(" s"))
        self.parameters: dict[str, QSpinBox] = {}
        settings_box = QGroupBox(self.tr("Each run"))
        form = QFormLayout(settings_box)
        form.addRow(self.tr("Doubles"), self.double)
        form.addRow(self.tr("Node budget"), self.max_nodes)
        form.addRow(self.tr("Time budget"), self.max_seconds)
        self._add_parameter_rows(form)

        self.run_count = QLabel(objectName="run_count")
        self.start_button = QPushButton(self.tr("Start"), objectName="start")
        self.start_button.setDefault(True)
        self.cancel_button = QPushButton(self.tr("Cancel"), objectName="cancel")
        self.start_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        choices = QWidget()
        choices_layout = QVBoxLayout(choices)
        choices_layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.problems, self.algorithms, self.heuristics, settings_box):
            choices_layout.addWidget(widget)
        choices_layout.addStretch(1)
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
        for section, column in enumerate(COLUMNS):
            self.table.setColumnHidden(section, column.key in HIDDEN_COLUMNS)
        self.export_csv_button = QPushButton(self.tr("Export CSV…"), objectName="export_csv")
        self.export_md_button = QPushButton(
            self.tr("Export Markdown…"), objectName="export_markdown"
        )
        close = QPushButton(self.tr("Close"))
        self.export_csv_button.clicked.connect(lambda: self.choose_export("csv"))
        self.export_md_button.clicked.connect(lambda: self.choose_export("md"))
        close.clicked.connect(self.close)
        results = QWidget()
        results_layout = QVBoxLayout(results)
        results_layout.setContentsMargins(0, 0, 0, 0)
        results_layout.addWidget(self.progress)
        results_layout.addWidget(self.status)
        results_layout.addWidget(self.table, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.export_csv_button)
        buttons.addWidget(self.export_md_button)
        buttons.addStretch(1)
        buttons.addWidget(close)
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
        self.resize(1440, 800)
        splitter.setSizes([270, 1170])
        self._set_running(False)
        self._update_run_count()
        self.status.setText(self.tr("Choose the runs, then Start."))

    # Choices.

    def _add_problem(self, key: str, puzzle: KnightPuzzle, checked: bool) -> None:
        self.puzzles[key] = puzzle
        text = self.tr("{name}: target {target}").format(name=key, target=puzzle.target)
        if puzzle.seed is not None and key == puzzle.name:
            text += self.tr(", seed {seed}").format(seed=puzzle.seed)
        self.problems.add(text, key, checked, puzzle.description)

    def include_problem(self, puzzle: KnightPuzzle) -> None:
        """Offer ``puzzle`` (the main window's problem: a file's, or F from another seed) and
        check it."""
        key = next((key for key, known in self.puzzles.items() if known == puzzle), None)
        if key is None:
            if puzzle.seed is not None:
                key = self.tr("{name} seed {seed}").format(name=puzzle.name, seed=puzzle.seed)
            else:
                key = self.tr("{name} (file)").format(name=puzzle.name)
            self._add_problem(key, puzzle, checked=True)
            self.problems.fit()
        for item in self.problems.items():
            if item.data(Qt.ItemDataRole.UserRole) == key:
                item.setCheckState(Qt.CheckState.Checked)

    def _add_parameter_rows(self, form: QFormLayout) -> None:
        users: dict[str, list[str]] = {}
        for algorithm in ALGORITHMS.values():
            for parameter in algorithm.parameters:
                users.setdefault(parameter.name, []).append(algorithm.label)
                if parameter.name in self.parameters:
                    continue
                box = QSpinBox(objectName=f"compare_{parameter.name}")
                box.setRange(parameter.minimum, parameter.maximum)
                box.setGroupSeparatorShown(True)
                box.setValue(parameter.default)
                self.parameters[parameter.name] = box
                form.addRow(parameter.label, box)
        for name, box in self.parameters.items():
            box.setToolTip(self.tr("For {algorithms}").format(algorithms=", ".join(users[name])))

    def setups(self):
        """The runs the current choices ask for, in the order of the course's tables."""
        return grid(
            [self.puzzles[key] for key in self.problems.checked()],
            self.algorithms.checked(),
            self.heuristics.checked(),
            double=DoubleStrategy(self.double.currentData()),
            parameters={name: box.value() for name, box in self.parameters.items()},
            limits=Limits(self.max_nodes.value(), self.max_seconds.value()),
        )

    def _update_run_count(self, *_args) -> None:
        informed = [name for name in self.algorithms.checked() if ALGORITHMS[name].informed]
        count = len(self.setups()) if self.problems.checked() else 0
        text = self.tr("{count} runs").format(count=count)
        if informed and not self.heuristics.checked():
            text += self.tr(" (informed ones with the default heuristic)")
        self.run_count.setText(text)
        self.start_button.setEnabled(count > 0 and self.worker is None)

    def _column_menu(self, position) -> None:
        menu = QMenu(self)
        for section, column in enumerate(COLUMNS):
            action = menu.addAction(column.header)
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
        setups = self.setups() if self.problems.checked() else []
        if not setups:
            return False
        self.model.clear()
        self.last_results = []
        self.total, self.done_count = len(setups), 0
        self.progress.setRange(0, self.total)
        self.progress.setValue(0)
        worker = CompareWorker(setups, workers=DEFAULT_WORKERS)
        thread = QThread(self)
        thread.setObjectName("compare-batch")
        worker.moveToThread(thread)
        thread.started.connect(worker.run)
        worker.result_ready.connect(self._on_result)
        worker.batch_done.connect(self._on_done)
        worker.batch_failed.connect(self._on_failed)
        self.worker, self.batch_thread = worker, thread
        self.started_at = perf_counter()
        self._set_running(True)
        thread.start()
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
        worker, thread = self.worker, self.batch_thread
        if worker is None or thread is None:
            return
        worker.cancel()
        for signal in (worker.result_ready, worker.batch_done, worker.batch_failed):
            signal.disconnect()
        thread.quit()
        thread.wait()
        self._forget_batch(worker, thread)
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
        if self.done_count <= RESIZE_ROWS:
            self.table.resizeColumnsToContents()
        self.progress.setValue(self.done_count)
        self._show_progress(result)

    def _on_done(self, results: list[RunResult]) -> None:
        worker, thread = self.worker, self.batch_thread
        if worker is None or thread is None or self.sender() is not worker:
            return
        cancelled = worker.cancelled
        thread.quit()
        thread.wait()
        self._forget_batch(worker, thread)
        self.last_results = list(results)
        self.table.resizeColumnsToContents()
        seconds = perf_counter() - self.started_at
        if cancelled:
            text = self.tr("Cancelled after {done} of {total} runs ({seconds:.1f} s).")
        else:
            text = self.tr("Finished {done} runs in {seconds:.1f} s.")
        limits = sum(result.outcome.value == "limit" for result in results)
        if limits:
            text += self.tr(" {limits} met a budget (outcome 'limit').").format(limits=limits)
        self.status.setText(text.format(done=len(results), total=self.total, seconds=seconds))
        self.batch_finished.emit(self.last_results)

    def _on_failed(self, message: str) -> None:
        worker, thread = self.worker, self.batch_thread
        if worker is None or thread is None or self.sender() is not worker:
            return
        thread.quit()
        thread.wait()
        self._forget_batch(worker, thread)
        self.status.setText(self.tr("The batch failed: {message}").format(message=message))
        self.batch_finished.emit([])
        QMessageBox.critical(self, self.tr("Comparison failed"), message)

    def _forget_batch(self, worker: CompareWorker, thread: QThread) -> None:
        self.worker = self.batch_thread = None
        self.elapsed_timer.stop()
        worker.deleteLater()
        thread.deleteLater()
        self._set_running(False)

    def _set_running(self, running: bool) -> None:
        for widget in (self.problems, self.algorithms, self.heuristics):
            widget.setEnabled(not running)
        for widget in (self.double, self.max_nodes, self.max_seconds, *self.parameters.values()):
            widget.setEnabled(not running)
        self.cancel_button.setEnabled(running)
        has_rows = self.model.rowCount() > 0
        self.export_csv_button.setEnabled(has_rows and not running)
        self.export_md_button.setEnabled(has_rows and not running)
        self._update_run_count()

    def _show_progress(self, latest: RunResult | None = None) -> None:
        if not self.running:
            return
        seconds = perf_counter() - self.started_at
        text = self.tr("Running {done} of {total} runs, {seconds:.0f} s so far…").format(
            done=min(self.done_count + 1, self.total), total=self.total, seconds=seconds
        )
        if latest is not None:
            setup = latest.setup
            heuristic = f" ({setup.heuristic_used()})" if setup.heuristic_used() else ""
            depth = f", {latest.moves} moves" if latest.moves is not None else ""
            self._latest = self.tr("Last: {problem} {algorithm}{heuristic}: {outcome}{depth}.")
            self._latest = self._latest.format(
                problem=setup.puzzle.name,
                algorithm=ALGORITHMS[setup.algorithm].label,
                heuristic=heuristic,
                outcome=OUTCOME_WORDS[latest.outcome],
                depth=depth,
            )
        elif self.done_count == 0:
            self._latest = ""
        self.status.setText(f"{text} {self._latest}".strip())

    # Exports.

    def export(self, kind: str, path: str | Path) -> Path:
        """Write the table, in the order shown, as CSV (``csv``) or Markdown (``md``)."""
        writer = to_csv if kind == "csv" else to_markdown
        write_text_safely(path, writer(self.model.results()))
        return Path(path)

    def choose_export(self, kind: str) -> None:
        if kind == "csv":
            suffix, what = ".csv", self.tr("CSV tables (*.csv)")
        else:
            suffix, what = ".md", self.tr("Markdown tables (*.md)")
        start = str(Path(self.export_folder) / f"cavalo-comparison{suffix}")
        path, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Export the table"), start, f"{what};;All files (*)"
        )
        if not path:
            return
        if not Path(path).suffix:
            path += suffix
        try:
            saved = self.export(kind, path)
        except ResultsFileError as error:
            QMessageBox.critical(self, self.tr("Export failed"), str(error))
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
    settings = window.controller.settings
    if existing is None:
        existing = CompareWindow(
            settings.puzzle, settings.double, window.app_settings.export_folder(), window
        )
    elif not existing.running:
        existing.include_problem(settings.puzzle)
    existing.show()
    existing.raise_()
    existing.activateWindow()
    return existing
