"""The run's choices: problem, seed, double strategy, algorithm, heuristic, parameters,
budgets and speed. The algorithm list and each algorithm's parameters come from the engine's
registry, so a newly registered algorithm shows up here by itself."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from cavalo_gui.app.run.controller import RunSettings
from cavalo_gui.app.run.worker import AS_FAST_AS_POSSIBLE
from cavalo_gui.domains.knight.catalog import (
    DEFAULT_SEED,
    MAX_SEED,
    bundled_puzzles,
    load_puzzle,
)
from cavalo_gui.domains.knight.game import DoubleStrategy
from cavalo_gui.domains.knight.heuristics import knight_heuristics
from cavalo_gui.domains.knight.problem import KnightProblem, KnightPuzzle
from cavalo_gui.engine.algorithms import ALGORITHMS
from cavalo_gui.engine.limits import DEFAULT_MAX_NODES, DEFAULT_MAX_SECONDS

SPEEDS: tuple[float, ...] = (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, AS_FAST_AS_POSSIBLE)
RANDOM_PROBLEM = "F"


def _description(label: QLabel) -> QLabel:
    label.setWordWrap(True)
    label.setObjectName("description")
    label.setStyleSheet("color: palette(placeholder-text);")
    return label


class ControlPanel(QWidget):
    """Emits ``settings_changed`` when a choice for the next run changes and ``speed_changed``
    when the speed moves (which also applies to a run in progress)."""

    settings_changed = Signal(object)
    speed_changed = Signal(float)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._puzzles: dict[str, KnightPuzzle] = dict(bundled_puzzles())
        self._parameter_values: dict[str, int] = {}
        self._parameter_boxes: dict[str, QSpinBox] = {}
        self._quiet = False

        self.problem = QComboBox(objectName="problem")
        for key, puzzle in self._puzzles.items():
            self.problem.addItem(self._problem_label(key, puzzle), key)
        self.problem_description = _description(QLabel())
        self.seed = QSpinBox(
            objectName="seed", minimum=0, maximum=min(MAX_SEED, 2**31 - 1), value=DEFAULT_SEED
        )
        self.seed.setToolTip(self.tr("The seed that makes problem F's random board"))
        self.new_board = QPushButton(self.tr("New random board"), objectName="new_board")
        self.double = QComboBox(objectName="double")
        for strategy, text in (
            (DoubleStrategy.MAX, self.tr("max: removes the highest other double")),
            (DoubleStrategy.MIN, self.tr("min: removes the lowest other double")),
            (DoubleStrategy.CHOICE, self.tr("choice: each removal is a successor")),
        ):
            self.double.addItem(text, strategy.value)
        self.algorithm = QComboBox(objectName="algorithm")
        for name, algorithm in ALGORITHMS.items():
            self.algorithm.addItem(algorithm.label, name)
        self.algorithm_description = _description(QLabel())
        self.heuristic = QComboBox(objectName="heuristic")
        self.heuristic_description = _description(QLabel())
        self.parameters_form = QFormLayout()
        self.max_nodes = QSpinBox(objectName="max_nodes", minimum=1, maximum=2**31 - 1)
        self.max_nodes.setValue(DEFAULT_MAX_NODES)
        self.max_nodes.setGroupSeparatorShown(True)
        self.max_nodes.setSuffix(self.tr(" nodes"))
        self.max_seconds = QDoubleSpinBox(objectName="max_seconds", minimum=0.1, maximum=86400)
        self.max_seconds.setDecimals(1)
        self.max_seconds.setValue(DEFAULT_MAX_SECONDS)
        self.max_seconds.setSuffix(self.tr(" s"))
        self.max_nodes.setToolTip(
            self.tr(
                "The run ends with outcome 'limit' once it has generated this many nodes "
                "(1 to {most:,}; default {default:,})."
            ).format(most=self.max_nodes.maximum(), default=DEFAULT_MAX_NODES)
        )
        self.max_seconds.setToolTip(
            self.tr(
                "The run ends with outcome 'limit' after this much search time "
                "(0.1 s to 24 h; default {default:g} s)."
            ).format(default=DEFAULT_MAX_SECONDS)
        )
        self.reset_budgets = QPushButton(self.tr("Default budgets"), objectName="reset_budgets")
        self.reset_budgets.setToolTip(
            self.tr("{nodes:,} nodes and {seconds:g} s").format(
                nodes=DEFAULT_MAX_NODES, seconds=DEFAULT_MAX_SECONDS
            )
        )
        for box in (self.seed, self.max_nodes, self.max_seconds):
            box.setCorrectionMode(QSpinBox.CorrectionMode.CorrectToNearestValue)
            box.setKeyboardTracking(False)
        self.speed = QSlider(Qt.Orientation.Horizontal, objectName="speed")
        self.speed.setRange(0, len(SPEEDS) - 1)
        self.speed.setPageStep(1)
        self.speed.setValue(len(SPEEDS) - 1)
        self.speed_label = QLabel(objectName="speed_label")
        self.speed_label.setMinimumWidth(110)

        problem_box = QGroupBox(self.tr("Problem"))
        problem_form = QFormLayout(problem_box)
        problem_form.addRow(self.tr("Board"), self.problem)
        problem_form.addRow(self.problem_description)
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed, 1)
        seed_row.addWidget(self.new_board)
        problem_form.addRow(self.tr("Seed"), seed_row)
        problem_form.addRow(self.tr("Doubles"), self.double)
        search_box = QGroupBox(self.tr("Search"))
        search_form = QFormLayout(search_box)
        search_form.addRow(self.tr("Algorithm"), self.algorithm)
        search_form.addRow(self.algorithm_description)
        search_form.addRow(self.tr("Heuristic"), self.heuristic)
        search_form.addRow(self.heuristic_description)
        search_form.addRow(self.parameters_form)
        budget_box = QGroupBox(self.tr("Budgets and speed"))
        budget_form = QFormLayout(budget_box)
        budget_form.addRow(self.tr("Node budget"), self.max_nodes)
        budget_form.addRow(self.tr("Time budget"), self.max_seconds)
        budget_form.addRow("", self.reset_budgets)
        speed_row = QHBoxLayout()
        speed_row.addWidget(self.speed, 1)
        speed_row.addWidget(self.speed_label)
        budget_form.addRow(self.tr("Speed"), speed_row)
        layout = QVBoxLayout(self)
        for box in (problem_box, search_box, budget_box):
            layout.addWidget(box)
        layout.addStretch(1)

        self.problem.currentIndexChanged.connect(self._on_problem_changed)
        self.seed.valueChanged.connect(self._on_seed_changed)
        self.new_board.clicked.connect(self._on_new_board_clicked)
        self.reset_budgets.clicked.connect(self.restore_default_budgets)
        self.algorithm.currentIndexChanged.connect(self._on_algorithm_changed)
        self.heuristic.currentIndexChanged.connect(self._on_heuristic_changed)
        for widget in (self.double, self.max_nodes, self.max_seconds):
            signal = (
                widget.currentIndexChanged if isinstance(widget, QComboBox) else widget.valueChanged
            )
            signal.connect(self._emit_settings)
        self.speed.valueChanged.connect(self._on_speed_changed)
        self._quiet = True
        self._on_problem_changed()
        self._on_algorithm_changed()
        self._on_speed_changed()
        self._quiet = False

    # The choices as one value.

    def puzzle(self) -> KnightPuzzle:
        key = self.problem.currentData()
        if key == RANDOM_PROBLEM:
            return load_puzzle(RANDOM_PROBLEM, self.seed.value())
        return self._puzzles[key]

    def settings(self) -> RunSettings:
        algorithm = ALGORITHMS[self.algorithm.currentData()]
        parameters = {p.name: self._parameter_boxes[p.name].value() for p in algorithm.parameters}
        return RunSettings(
            puzzle=self.puzzle(),
            double=DoubleStrategy(self.double.currentData()),
            algorithm=algorithm.name,
            heuristic=self.heuristic.currentData() or "",
            parameters=parameters,
            max_nodes=self.max_nodes.value(),
            max_seconds=self.max_seconds.value(),
            speed=SPEEDS[self.speed.value()],
        )

    def add_puzzles(self, puzzles: list[KnightPuzzle], source: str) -> str:
        """Offer the puzzles read from a file and select the first; returns its key."""
        first = ""
        for puzzle in puzzles:
            key = f"{source}:{puzzle.name}"
            self._puzzles[key] = puzzle
            if self.problem.findData(key) < 0:
                label = self.tr("{name} (from {source})").format(name=puzzle.name, source=source)
                self.problem.addItem(label, key)
            first = first or key
        if first:
            self.problem.setCurrentIndex(self.problem.findData(first))
        return first

    def select(self, combo_name: str, data: object) -> bool:
        """Select the item whose data is ``data`` in one of the combos; False if absent."""
        combo: QComboBox = getattr(self, combo_name)
        index = combo.findData(data)
        if index >= 0:
            combo.setCurrentIndex(index)
        return index >= 0

    def restore_default_budgets(self) -> None:
        self.max_nodes.setValue(DEFAULT_MAX_NODES)
        self.max_seconds.setValue(DEFAULT_MAX_SECONDS)

    def offers_speed(self, speed: object) -> bool:
        return speed in SPEEDS

    def set_speed(self, speed: float) -> None:
        if speed in SPEEDS:
            self.speed.setValue(SPEEDS.index(speed))

    def set_parameter(self, name: str, value: int) -> None:
        self._parameter_values[name] = value
        if name in self._parameter_boxes:
            self._parameter_boxes[name].setValue(value)

    def set_choices_enabled(self, enabled: bool) -> None:
        """Lock the choices while a run is in progress (the speed stays free)."""
        for widget in (
            self.problem,
            self.seed,
            self.new_board,
            self.double,
            self.algorithm,
            self.heuristic,
            self.max_nodes,
            self.max_seconds,
            self.reset_budgets,
            *self._parameter_boxes.values(),
        ):
            widget.setEnabled(enabled)
        if enabled:
            self._update_enabled()

    # Handlers.

    def _problem_label(self, key: str, puzzle: KnightPuzzle) -> str:
        if key == RANDOM_PROBLEM:
            return self.tr("F: random board, target {target}").format(target=puzzle.target)
        return self.tr("{name}: target {target}").format(name=puzzle.name, target=puzzle.target)

    def _update_enabled(self) -> None:
        random = self.problem.currentData() == RANDOM_PROBLEM
        self.seed.setEnabled(random)
        self.new_board.setEnabled(random)
        informed = ALGORITHMS[self.algorithm.currentData()].informed
        self.heuristic.setEnabled(informed)

    def _on_problem_changed(self) -> None:
        puzzle = self.puzzle()
        numbers = sum(value is not None for value in puzzle.board)
        text = puzzle.description or self.tr("{numbers} numbers on the board").format(
            numbers=numbers
        )
        self.problem_description.setText(text)
        if self.heuristic.count() == 0:
            game = KnightProblem(puzzle)
            for name, heuristic in knight_heuristics(game).items():
                label = name + (self.tr(" (admissible)") if heuristic.admissible else "")
                self.heuristic.addItem(label, name)
                self.heuristic.setItemData(
                    self.heuristic.count() - 1, heuristic.description, Qt.ItemDataRole.ToolTipRole
                )
            self.select("heuristic", "fewest")
        self._update_enabled()
        self._emit_settings()

    def _on_seed_changed(self) -> None:
        if self.problem.currentData() == RANDOM_PROBLEM:
            self._emit_settings()

    def _on_new_board_clicked(self) -> None:
        self.seed.setValue(random.randrange(0, min(MAX_SEED, 1_000_000)))

    def _on_algorithm_changed(self) -> None:
        algorithm = ALGORITHMS[self.algorithm.currentData()]
        kind = self.tr("informed") if algorithm.informed else self.tr("uninformed")
        optimal = self.tr(", optimal") if algorithm.optimal else ""
        self.algorithm_description.setText(f"{algorithm.description} ({kind}{optimal})")
        while self.parameters_form.rowCount():
            self.parameters_form.removeRow(0)
        self._parameter_boxes = {}
        for parameter in algorithm.parameters:
            box = QSpinBox(objectName=f"parameter_{parameter.name}")
            box.setRange(parameter.minimum, parameter.maximum)
            box.setGroupSeparatorShown(True)
            box.setCorrectionMode(QSpinBox.CorrectionMode.CorrectToNearestValue)
            box.setKeyboardTracking(False)
            box.setToolTip(
                self.tr("{label}: {low:,} to {high:,} (default {default:,})").format(
                    label=parameter.label,
                    low=parameter.minimum,
                    high=parameter.maximum,
                    default=parameter.default,
                )
            )
            box.setValue(self._parameter_values.get(parameter.name, parameter.default))
            box.valueChanged.connect(
                lambda value, name=parameter.name: self._on_parameter_changed(name, value)
            )
            self._parameter_boxes[parameter.name] = box
            self.parameters_form.addRow(parameter.label, box)
        self._update_enabled()
        self._emit_settings()

    def _on_parameter_changed(self, name: str, value: int) -> None:
        self._parameter_values[name] = value
        self._emit_settings()

    def _on_heuristic_changed(self) -> None:
        self.heuristic_description.setText(
            self.heuristic.currentData(Qt.ItemDataRole.ToolTipRole) or ""
        )
        self._emit_settings()

    def _on_speed_changed(self) -> None:
        speed = SPEEDS[self.speed.value()]
        if speed == AS_FAST_AS_POSSIBLE:
            self.speed_label.setText(self.tr("as fast as possible"))
        else:
            self.speed_label.setText(self.tr("{speed:g} expansions/s").format(speed=speed))
        if not self._quiet:
            self.speed_changed.emit(speed)

    def _emit_settings(self) -> None:
        if not self._quiet:
            self.settings_changed.emit(self.settings())
