"""The Compare window's choices: checkable lists of problems, algorithms and heuristics, and
what every run shares (double strategy, budgets, the algorithms' parameters); they make the
batch's setups with :func:`reports.compare.grid`."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from cavalo_gui.domains.knight.catalog import bundled_puzzles
from cavalo_gui.domains.knight.game import DoubleStrategy
from cavalo_gui.domains.knight.problem import KnightProblem, KnightPuzzle
from cavalo_gui.engine.algorithms import ALGORITHMS
from cavalo_gui.engine.limits import Limits
from cavalo_gui.reports.compare import grid
from cavalo_gui.reports.run import RunSetup

DEFAULT_ALGORITHMS = ("bfs", "astar")
DEFAULT_HEURISTICS = ("fewest",)
DEFAULT_MAX_NODES = 500_000  # per run: enough for A-E, and F meets it in seconds
DEFAULT_MAX_SECONDS = 30.0


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


class CompareChoices(QWidget):
    """Everything a batch is made of; ``changed`` when any choice changes."""

    changed = Signal()

    def __init__(
        self,
        current: KnightPuzzle | None = None,
        double: DoubleStrategy = DoubleStrategy.MAX,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.puzzles: dict[str, KnightPuzzle] = {}
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
            choice.list.itemChanged.connect(self.changed)

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

        for widget in (self.double, *self.parameters.values()):
            signal = widget.currentIndexChanged if widget is self.double else widget.valueChanged
            signal.connect(self.changed)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.problems, self.algorithms, self.heuristics, settings_box):
            layout.addWidget(widget)
        layout.addStretch(1)

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

    def setups(self) -> list[RunSetup]:
        """The runs the current choices ask for, in the order of the course's tables."""
        if not self.problems.checked():
            return []
        return grid(
            [self.puzzles[key] for key in self.problems.checked()],
            self.algorithms.checked(),
            self.heuristics.checked(),
            double=DoubleStrategy(self.double.currentData()),
            parameters={name: box.value() for name, box in self.parameters.items()},
            limits=Limits(self.max_nodes.value(), self.max_seconds.value()),
        )

    def run_count_text(self) -> str:
        """'12 runs', with a word on informed algorithms left without a heuristic."""
        informed = [name for name in self.algorithms.checked() if ALGORITHMS[name].informed]
        text = self.tr("{count} runs").format(count=len(self.setups()))
        if informed and not self.heuristics.checked():
            text += self.tr(" (informed ones with the default heuristic)")
        return text
