"""The run's choices: problem, seed, the puzzle's options, algorithm, heuristic, parameters,
budgets and speed.

Everything here comes from registries: the problems of every registered domain (grouped under
the puzzle's label), each domain's options and heuristics, and the engine's algorithms with
their parameters, so a new puzzle or algorithm shows up here by itself.
"""

from __future__ import annotations

import random
from itertools import pairwise

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from cavalo_gui.app.domain_texts import domain_text
from cavalo_gui.app.i18n import number, report_language
from cavalo_gui.app.run.choices import RememberedChoices, RunSettings
from cavalo_gui.app.widgets.budget_box import BudgetBox
from cavalo_gui.app.widgets.problem_choice import ProblemChoice
from cavalo_gui.app.widgets.reflow import FlowLayout
from cavalo_gui.app.widgets.weight_box import SpoilBox, parameter_box
from cavalo_gui.domains.domain import Domain, Puzzle, default_options
from cavalo_gui.domains.languages import format_short
from cavalo_gui.domains.registry import DEFAULT_DOMAIN
from cavalo_gui.engine.algorithms import ALGORITHMS
from cavalo_gui.engine.algorithms.spec import WEIGHT, Parameter
from cavalo_gui.engine.spoiled import Spoil

COMBO_CHARACTERS = 14  # the width of the choices' combo boxes, in characters


def _description(label: QLabel) -> QLabel:
    """A description under a choice, in the palette's quiet text colour: a foreground role,
    not a style sheet, so that it follows a change of palette (light to dark) at once, and
    greys out when the label is disabled."""
    label.setWordWrap(True)
    label.setObjectName("description")
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    return label


def _compact(combo: QComboBox) -> QComboBox:
    """A combo box as wide as a dozen characters rather than its longest item (its list
    still shows every item whole), so that the controls fit a small screen's window."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(COMBO_CHARACTERS)
    return combo


class ControlPanel(QWidget):
    """Emits ``settings_changed`` when a choice for the next run changes and ``speed_changed``
    when the speed moves (which also applies to a run in progress)."""

    settings_changed = Signal(object)
    speed_changed = Signal(float)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._parameter_values: dict[str, float] = {}
        self._parameter_boxes: dict[str, QSpinBox | QDoubleSpinBox] = {}
        self._option_values: dict[str, dict[str, str]] = {}  # by domain, kept across switches
        self._heuristic_values: dict[str, str] = {}  # the heuristic chosen in each domain
        self.option_boxes: dict[str, QComboBox] = {}
        self._domain: Domain | None = None
        self._quiet = False

        self.problem = ProblemChoice(objectName="problem")
        self.problem_description = _description(QLabel())
        self.seed = QSpinBox(objectName="seed", minimum=0, maximum=2**31 - 1)
        self.new_board = QPushButton(objectName="new_board")
        self.options_form = QFormLayout()
        self.algorithm = QComboBox(objectName="algorithm")
        for name in ALGORITHMS:
            self.algorithm.addItem("", name)
        self.algorithm_description = _description(QLabel())
        self.heuristic = QComboBox(objectName="heuristic")
        self.heuristic_description = _description(QLabel())
        self.parameters_form = QFormLayout()
        self.budgets = BudgetBox()
        self.max_nodes, self.max_seconds = self.budgets.max_nodes, self.budgets.max_seconds
        self.reset_budgets, self.speed = self.budgets.reset_budgets, self.budgets.speed
        for combo in (self.problem, self.algorithm, self.heuristic):
            _compact(combo)
        self.seed.setCorrectionMode(QSpinBox.CorrectionMode.CorrectToNearestValue)
        self.seed.setKeyboardTracking(False)

        self.problem_box = problem_box = QGroupBox()
        self.problem_form = QFormLayout(problem_box)
        self.problem_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.problem_label = QLabel()
        self.problem_form.addRow(self.problem_label, self.problem)
        self.problem_form.addRow(self.problem_description)
        seed_row = FlowLayout(spacing=6)  # the button under the seed where the column is narrow
        seed_row.addWidget(self.seed)
        seed_row.addWidget(self.new_board)
        self._seed_row = seed_row
        self.seed_label = QLabel()
        self.seed_label.setBuddy(self.seed)
        self.problem_form.addRow(self.seed_label, seed_row)
        self.problem_form.addRow(self.options_form)
        self.search_box = search_box = QGroupBox()
        search_form = QFormLayout(search_box)
        search_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # labels above
        self.algorithm_label = QLabel()
        search_form.addRow(self.algorithm_label, self.algorithm)
        search_form.addRow(self.algorithm_description)
        self.heuristic_label = QLabel()
        search_form.addRow(self.heuristic_label, self.heuristic)
        search_form.addRow(self.heuristic_description)
        self.spoil, self.spoil_label = SpoilBox(), QLabel()
        search_form.addRow(self.spoil_label, self.spoil)
        self._search_form = search_form
        search_form.addRow(self.parameters_form)
        layout = QVBoxLayout(self)
        for box in (problem_box, search_box, self.budgets):
            layout.addWidget(box)
        layout.addStretch(1)

        self.problem.currentIndexChanged.connect(self._on_problem_changed)
        self.seed.valueChanged.connect(self._on_seed_changed)
        self.new_board.clicked.connect(self._on_new_board_clicked)
        self.algorithm.currentIndexChanged.connect(self._on_algorithm_changed)
        self.heuristic.currentIndexChanged.connect(self._on_heuristic_changed)
        self.spoil.changed.connect(self._emit_settings)
        self.budgets.budgets_changed.connect(self._emit_settings)
        self.budgets.speed_changed.connect(self._on_speed_changed)
        self._quiet = True
        self.retranslate_ui()
        self.select_problem(next(iter(self.problem.bundled(DEFAULT_DOMAIN))))
        self._on_problem_changed()
        self._on_algorithm_changed()
        self._quiet = False

    def retranslate_ui(self) -> None:
        """Set every text of the panel in the current language (at start and on every
        ``LanguageChange``): titles, labels, the algorithms', options' and heuristics' names
        and descriptions, and the controls' accessible names. No choice changes."""
        quiet, self._quiet = self._quiet, True
        self.problem_box.setTitle(self.tr("Problem"))
        self.search_box.setTitle(self.tr("Search"))
        self.problem_label.setText(self.tr("Board"))
        self.seed_label.setText(self.tr("Seed"))
        self.algorithm_label.setText(self.tr("Algorithm"))
        self.heuristic_label.setText(self.tr("Heuristic"))
        self.spoil_label.setText(self.tr("Spoil h"))
        self.new_board.setText(self.tr("New random board"))
        self.new_board.setToolTip(self.tr("Draw another seed, for another random board"))
        names = {
            self.problem: (self.tr("Problem"), self.tr("The problem to solve, by puzzle")),
            self.seed: (self.tr("Seed"), self.tr("The seed the random board is made from")),
            self.new_board: (self.tr("New random board"), ""),
            self.algorithm: (self.tr("Algorithm"), self.tr("The search algorithm")),
            self.heuristic: (self.tr("Heuristic"), self.tr("The heuristic of informed searches")),
        }
        for widget, (name, description) in names.items():
            widget.setAccessibleName(name)
            widget.setAccessibleDescription(description)
        for index in range(self.algorithm.count()):
            algorithm = ALGORITHMS[self.algorithm.itemData(index)]
            self.algorithm.setItemText(index, domain_text(algorithm.label))
        if self._domain is not None:
            self._option_values[self._domain.name] = self.options()
            if self.heuristic.currentData():
                self._heuristic_values[self._domain.name] = self.heuristic.currentData()
            self._show_options(self._domain)
            self._show_heuristics(self._domain)
            self._show_problem_description()
            self._show_algorithm_description()
            for parameter in ALGORITHMS[self.algorithm.currentData()].parameters:
                box = self._parameter_boxes[parameter.name]
                self._describe_parameter(box, parameter)
                label = self.parameters_form.labelForField(box)
                if isinstance(label, QLabel):
                    label.setText(domain_text(parameter.label))
        self._quiet = quiet

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # The choices as one value.

    @property
    def domain(self) -> Domain:
        """The puzzle of the chosen problem."""
        return self.problem.current_domain()

    def puzzle(self) -> Puzzle:
        """The chosen problem; a random one is made from the seed in the panel."""
        puzzle = self.problem.current_puzzle()
        if self.problem.current_is_bundled() and puzzle.seed is not None:
            return self.domain.load_puzzle(puzzle.name, self.seed.value())
        return puzzle

    def options(self) -> dict[str, str]:
        """The chosen value of each option of the current puzzle."""
        return {name: box.currentData() for name, box in self.option_boxes.items()}

    def settings(self) -> RunSettings:
        algorithm = ALGORITHMS[self.algorithm.currentData()]
        parameters = {p.name: self._parameter_boxes[p.name].value() for p in algorithm.parameters}
        return RunSettings(
            puzzle=self.puzzle(),
            options=self.options(),
            algorithm=algorithm.name,
            heuristic=self.heuristic.currentData() or None,
            parameters=parameters,
            max_nodes=self.max_nodes.value(),
            max_seconds=self.max_seconds.value(),
            speed=self.budgets.chosen_speed(),
            spoil=self.spoil.spoil() if algorithm.informed else Spoil(),
        )

    def add_puzzles(self, puzzles: list[Puzzle], source: str) -> str:
        """Offer the puzzles read from a file and select the first; returns its key."""
        first = ""
        for puzzle in puzzles:
            key = self.problem.add_file_puzzle(puzzle, source)
            first = first or key
        if first:
            self.problem.setCurrentIndex(self.problem.findData(first))
        return first

    def select_problem(self, name: str, domain: str = DEFAULT_DOMAIN) -> bool:
        """Select the shipped problem ``name`` of ``domain``; False if there is none."""
        return self.select("problem", self.problem.bundled_key(domain, name))

    def select_option(self, name: str, value: str) -> bool:
        """Choose ``value`` for the current puzzle's option ``name``; False if it has none."""
        box = self.option_boxes.get(name)
        index = box.findData(value) if box is not None else -1
        if index >= 0:
            box.setCurrentIndex(index)
        return index >= 0

    def select(self, combo_name: str, data: object) -> bool:
        """Select the item whose data is ``data`` in one of the combos; False if absent."""
        combo: QComboBox = getattr(self, combo_name)
        index = combo.findData(data)
        if index >= 0:
            combo.setCurrentIndex(index)
        return index >= 0

    def restore_default_budgets(self) -> None:
        self.budgets.restore_default_budgets()

    def set_speed(self, speed: float) -> None:
        self.budgets.set_speed(speed)

    def set_parameter(self, name: str, value: float) -> None:
        self._parameter_values[name] = value
        if name in self._parameter_boxes:
            self._parameter_boxes[name].setValue(value)

    def set_choices_enabled(self, enabled: bool) -> None:
        """Lock the choices while a run is in progress (the speed stays free)."""
        for widget in (
            self.problem,
            self.seed,
            self.new_board,
            *self.option_boxes.values(),
            self.algorithm,
            self.heuristic,
            *self._parameter_boxes.values(),
        ):
            widget.setEnabled(enabled)
        self.spoil.set_usable(enabled)
        self.budgets.set_budgets_enabled(enabled)
        if enabled:
            self._update_enabled()

    # Remembered between sessions.

    def remembered(self) -> RememberedChoices:
        """The choices worth remembering (a file's problem is not: the file may be gone)."""
        bundled = self.problem.current_is_bundled()
        settings = self.settings()
        self._option_values[self.domain.name] = self.options()
        return RememberedChoices(
            domain=self.domain.name,
            problem=self.problem.current_puzzle().name if bundled else None,
            seed=self.seed.value(),
            options={name: dict(values) for name, values in self._option_values.items()},
            algorithm=settings.algorithm,
            heuristic=self.heuristic.currentData(),
            parameters=dict(self._parameter_values, **settings.parameters),
            max_nodes=settings.max_nodes,
            max_seconds=settings.max_seconds,
            speed=settings.speed,
        )

    def restore(self, choices: RememberedChoices) -> list[str]:
        """Put remembered choices back; returns a notice for each one no longer offered."""
        missing: list[str] = []
        for domain, values in choices.options.items():
            self._option_values.setdefault(domain, {}).update(values)
        for name, value in self._option_values.get(self.domain.name, {}).items():
            self.select_option(name, value)  # the boxes shown now keep them when hidden
        if choices.seed is not None:
            self.seed.setValue(choices.seed)
        if choices.problem is not None:
            domain = choices.domain or DEFAULT_DOMAIN
            if not self.select_problem(choices.problem, domain):
                missing.append(f"problem {domain}/{choices.problem}")
        for name, value in choices.parameters.items():
            self.set_parameter(name, value)
        for combo, value in (("algorithm", choices.algorithm), ("heuristic", choices.heuristic)):
            if value is not None and not self.select(combo, value):
                missing.append(f"{combo} {value!r}")
        if choices.max_nodes is not None:
            self.max_nodes.setValue(choices.max_nodes)
        if choices.max_seconds is not None:
            self.max_seconds.setValue(choices.max_seconds)
        if choices.speed is not None:
            self.set_speed(choices.speed)
        return [
            self.tr("The remembered {what} is not available.").format(what=what) for what in missing
        ]

    # Handlers.

    def controls_in_order(self) -> list[QWidget]:
        """Every control of the panel, top to bottom: the order Tab visits them in (those
        hidden or disabled are skipped by Tab itself)."""
        return [
            self.problem,
            self.seed,
            self.new_board,
            *self.option_boxes.values(),
            self.algorithm,
            self.heuristic,
            self.spoil.kind,
            self.spoil.amount,
            *self._parameter_boxes.values(),
            self.max_nodes,
            self.max_seconds,
            self.reset_budgets,
            self.speed,
        ]

    def _update_tab_order(self) -> None:
        """Tab follows the panel from top to bottom; Qt's default, the order the controls
        were made in, would put the option and parameter boxes (made for each puzzle and
        algorithm) last."""
        controls = self.controls_in_order()
        for first, second in pairwise(controls):
            QWidget.setTabOrder(first, second)

    def _update_enabled(self) -> None:
        self._update_tab_order()
        puzzle = self.problem.current_puzzle()
        seeded = self.problem.current_is_bundled() and puzzle.seed is not None
        self.seed.setEnabled(seeded)
        self.new_board.setEnabled(seeded)
        informed = ALGORITHMS[self.algorithm.currentData()].informed
        self.heuristic.setEnabled(informed)
        self.heuristic_description.setEnabled(informed)
        self.spoil.set_usable(informed)
        self._search_form.setRowVisible(self.spoil, informed)  # no room taken when unused
        self._show_heuristic_description()

    def _on_problem_changed(self) -> None:
        domain = self.domain
        if domain is not self._domain:
            self._set_domain(domain)
        self._show_problem_description()
        self._update_enabled()
        self._emit_settings()

    def _show_problem_description(self) -> None:
        domain, puzzle = self.domain, self.puzzle()
        self.problem_description.setText(
            domain_text(puzzle.description)
            or (not domain.has_target and domain_text(domain.label))
            or self.tr("{label}: reach {target} {unit}").format(
                label=domain_text(domain.label),
                target=number(puzzle.target),
                unit=domain_text(domain.progress_unit),
            )
        )

    def _set_domain(self, domain: Domain) -> None:
        """Offer the seed, the options and the heuristics of ``domain``, keeping what was
        chosen the last time it was shown."""
        previous = self._domain
        if previous is not None:
            self._option_values[previous.name] = self.options()
            if self.heuristic.currentData():
                self._heuristic_values[previous.name] = self.heuristic.currentData()
        self._domain = domain
        if previous is None:  # the window opens: the seed a random problem ships with
            seeds = [puzzle.seed for puzzle in domain.puzzles().values() if puzzle.seed is not None]
            self.seed.setValue(seeds[0] if seeds else 0)
        self.problem_form.setRowVisible(self._seed_row, domain.max_seed is not None)
        if domain.max_seed is not None:
            self.seed.setMaximum(min(domain.max_seed, 2**31 - 1))
        self._show_options(domain)
        self._show_heuristics(domain)

    def _show_options(self, domain: Domain) -> None:
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_boxes = {}
        chosen = {**default_options(domain), **self._option_values.get(domain.name, {})}
        for option in domain.options:
            box = _compact(QComboBox(objectName=f"option_{option.name}"))
            for value in option.choices:
                box.addItem(f"{value}: {domain_text(option.label_of(value))}", value)
            box.setToolTip(domain_text(option.description))
            box.setAccessibleName(domain_text(option.label))
            box.setAccessibleDescription(domain_text(option.description))
            index = box.findData(chosen[option.name])
            box.setCurrentIndex(max(index, 0))
            box.currentIndexChanged.connect(self._emit_settings)
            self.option_boxes[option.name] = box
            self.options_form.addRow(domain_text(option.label), box)

    def _show_heuristics(self, domain: Domain) -> None:
        heuristics = domain.make_problem(self.problem.current_puzzle()).heuristics()
        self.heuristic.blockSignals(True)
        self.heuristic.clear()
        for name, heuristic in heuristics.items():
            label = name + (self.tr(" (admissible)") if heuristic.admissible else "")
            self.heuristic.addItem(label, name)
            self.heuristic.setItemData(
                self.heuristic.count() - 1,
                domain_text(heuristic.description),
                Qt.ItemDataRole.ToolTipRole,
            )
        wanted = self._heuristic_values.get(domain.name, domain.default_heuristic)
        self.heuristic.setCurrentIndex(max(self.heuristic.findData(wanted), 0))
        self.heuristic.blockSignals(False)
        self._show_heuristic_description()

    def _on_seed_changed(self) -> None:
        if self.seed.isEnabled():
            self._emit_settings()

    def _on_new_board_clicked(self) -> None:
        self.seed.setValue(random.randrange(0, min(self.seed.maximum(), 1_000_000)))

    def _on_algorithm_changed(self) -> None:
        algorithm = ALGORITHMS[self.algorithm.currentData()]
        self._show_algorithm_description()
        while self.parameters_form.rowCount():
            self.parameters_form.removeRow(0)
        self._parameter_boxes = {}
        for parameter in algorithm.parameters:
            box = parameter_box(parameter, f"parameter_{parameter.name}")
            self._describe_parameter(box, parameter)
            box.setValue(self._parameter_values.get(parameter.name, parameter.default))
            box.valueChanged.connect(
                lambda value, name=parameter.name: self._on_parameter_changed(name, value)
            )
            self._parameter_boxes[parameter.name] = box
            self.parameters_form.addRow(domain_text(parameter.label), box)
        self._update_enabled()
        self._emit_settings()

    def _show_algorithm_description(self) -> None:
        """What the algorithm does and promises; with a weight other than 1, what it does with
        f = g + w·h and what that weight still promises."""
        algorithm = ALGORITHMS[self.algorithm.currentData()]
        kind = self.tr("informed") if algorithm.informed else self.tr("uninformed")
        weight = self._parameter_values.get(WEIGHT.name, WEIGHT.default)
        if WEIGHT not in algorithm.parameters or weight == 1 or not algorithm.weighted_description:
            optimal = self.tr(", optimal") if algorithm.optimal else ""
            text = f"{domain_text(algorithm.description)} ({kind}{optimal})"
        else:
            w = format_short(weight, report_language())
            promise = (
                self.tr("With w = {w}: within {w}x the optimum when h is admissible.")
                if weight > 1
                else self.tr("With w = {w}: optimal when h is admissible.")
            ).format(w=w)
            text = f"{domain_text(algorithm.weighted_description)} {promise} ({kind})"
        self.algorithm_description.setText(text)

    def _describe_parameter(self, box: QSpinBox | QDoubleSpinBox, parameter: Parameter) -> None:
        """The tooltip and accessible name of a parameter's box, in the current language."""
        label = domain_text(parameter.label)
        description = self.tr("{label}: {low} to {high} (default {default})").format(
            label=label,
            low=number(parameter.minimum),
            high=number(parameter.maximum),
            default=number(parameter.default),
        )
        box.setToolTip(description)
        box.setAccessibleName(label)
        box.setAccessibleDescription(description)

    def _on_parameter_changed(self, name: str, value: float) -> None:
        self._parameter_values[name] = value
        if name == WEIGHT.name:
            self._show_algorithm_description()
        self._emit_settings()

    def _on_heuristic_changed(self) -> None:
        self._show_heuristic_description()
        self._emit_settings()

    def _show_heuristic_description(self) -> None:
        """The chosen heuristic's one line, or for an uninformed algorithm that it has none."""
        algorithm = ALGORITHMS[self.algorithm.currentData()]
        if algorithm.informed:
            text = self.heuristic.currentData(Qt.ItemDataRole.ToolTipRole) or ""
        else:
            text = self.tr("Not used by {algorithm}: an uninformed search.").format(
                algorithm=domain_text(algorithm.label)
            )
        self.heuristic_description.setText(text)

    def _on_speed_changed(self, speed: float) -> None:
        if not self._quiet:
            self.speed_changed.emit(speed)

    def _emit_settings(self) -> None:
        if not self._quiet:
            self.settings_changed.emit(self.settings())
