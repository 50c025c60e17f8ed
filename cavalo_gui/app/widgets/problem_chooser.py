"""The control panel's Problem group: the problem (by puzzle), its description, the seed of a
random board and the puzzle's options.

The problems and options come from the registry, so a new puzzle shows up here by itself; the
options chosen for each puzzle are kept while another puzzle is shown.
"""

from __future__ import annotations

import random

from PySide6.QtCore import Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QSpinBox,
    QWidget,
)

from cavalo_gui.app.domain_texts import domain_text
from cavalo_gui.app.widgets.problem_choice import ProblemChoice
from cavalo_gui.app.widgets.reflow import FlowLayout
from cavalo_gui.app.widgets.wrapping_combo import WrappingCombo
from cavalo_gui.domains.domain import Domain, Puzzle, default_options, progress_count
from cavalo_gui.domains.registry import DEFAULT_DOMAIN, domain_of

COMBO_CHARACTERS = 14  # the width of the choices' combo boxes, in characters


def description_label(label: QLabel) -> QLabel:
    """A description under a choice, in the palette's quiet text colour: a foreground role,
    not a style sheet, so that it follows a change of palette (light to dark) at once, and
    greys out when the label is disabled."""
    label.setWordWrap(True)
    label.setObjectName("description")
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    return label


def compact(combo: QComboBox) -> QComboBox:
    """A combo box as wide as a dozen characters rather than its longest item (its list
    still shows every item whole), so that the controls fit a small screen's window."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(COMBO_CHARACTERS)
    return combo


class ProblemChooser(QGroupBox):
    """Emits ``domain_changed(domain)`` when the chosen problem is another puzzle's (before
    ``problem_changed``), ``problem_changed`` when the problem changes, and ``changed`` when
    the seed or an option does."""

    domain_changed = Signal(object)
    problem_changed = Signal()
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.option_values: dict[str, dict[str, str]] = {}  # by domain, kept across switches
        self.option_boxes: dict[str, QComboBox] = {}
        self.shown_domain: Domain | None = None
        self.problem = compact(ProblemChoice(objectName="problem"))
        self.problem_description = description_label(QLabel())
        self.seed = QSpinBox(objectName="seed", minimum=0, maximum=2**31 - 1)
        self.seed.setCorrectionMode(QSpinBox.CorrectionMode.CorrectToNearestValue)
        self.seed.setKeyboardTracking(False)
        self.new_board = QPushButton(objectName="new_board")
        self.options_form = QFormLayout()
        self.options_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)

        self.problem_form = QFormLayout(self)
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

        self.problem.currentIndexChanged.connect(self.on_problem_changed)
        self.seed.valueChanged.connect(self._on_seed_changed)
        self.new_board.clicked.connect(self._on_new_board_clicked)

    def retranslate_ui(self) -> None:
        """Every text of the group in the current language; no choice changes."""
        self.setTitle(self.tr("Problem"))
        self.problem_label.setText(self.tr("Board"))
        self.seed_label.setText(self.tr("Seed"))
        self.new_board.setText(self.tr("New random board"))
        self.new_board.setToolTip(self.tr("Draw another seed, for another random board"))
        names = {
            self.problem: (self.tr("Problem"), self.tr("The problem to solve, by puzzle")),
            self.seed: (self.tr("Seed"), self.tr("The seed the random board is made from")),
            self.new_board: (self.tr("New random board"), ""),
        }
        for widget, (name, description) in names.items():
            widget.setAccessibleName(name)
            widget.setAccessibleDescription(description)
        if self.shown_domain is not None:
            self.option_values[self.shown_domain.name] = self.options()
            self._show_options(self.shown_domain)
            self._show_description()

    # The choices.

    @property
    def domain(self) -> Domain:
        """The puzzle of the chosen problem."""
        return self.problem.current_domain()

    def puzzle(self) -> Puzzle:
        """The chosen problem; a random one is made from the seed shown."""
        puzzle = self.problem.current_puzzle()
        if self.problem.current_is_bundled() and puzzle.seed is not None:
            return self.domain.load_puzzle(puzzle.name, self.seed.value())
        return puzzle

    def options(self) -> dict[str, str]:
        """The chosen value of each option of the current puzzle."""
        return {name: box.currentData() for name, box in self.option_boxes.items()}

    def every_domains_options(self) -> dict[str, dict[str, str]]:
        """The options chosen for each puzzle shown so far, the current one's as shown."""
        self.option_values[self.domain.name] = self.options()
        return {name: dict(values) for name, values in self.option_values.items()}

    def remember_options(self, options: dict[str, dict[str, str]]) -> None:
        """Take ``options`` (by puzzle) as chosen, the current puzzle's at once."""
        for domain, values in options.items():
            self.option_values.setdefault(domain, {}).update(values)
        for name, value in self.option_values.get(self.domain.name, {}).items():
            self.select_option(name, value)  # the boxes shown now keep them when hidden

    def select_problem(self, name: str, domain: str = DEFAULT_DOMAIN) -> bool:
        """Select the shipped problem ``name`` of ``domain``; False if there is none."""
        index = self.problem.findData(self.problem.bundled_key(domain, name))
        if index >= 0:
            self.problem.setCurrentIndex(index)
        return index >= 0

    def select_option(self, name: str, value: str) -> bool:
        """Choose ``value`` for the current puzzle's option ``name``; False if it has none."""
        box = self.option_boxes.get(name)
        index = box.findData(value) if box is not None else -1
        if index >= 0:
            box.setCurrentIndex(index)
        return index >= 0

    def add_puzzles(self, puzzles: list[Puzzle], source: str) -> str:
        """Offer the puzzles read from a file and select the first; returns its key."""
        first = ""
        for puzzle in puzzles:
            key = self.problem.add_file_puzzle(puzzle, source)
            first = first or key
        if first:
            self.problem.setCurrentIndex(self.problem.findData(first))
        return first

    def set_puzzle(self, puzzle: Puzzle, source: str) -> None:
        """Select ``puzzle``: a shipped problem (a random board by its seed) as such, any other
        board added as a problem from the file ``source``."""
        domain = domain_of(puzzle)
        try:
            shipped = domain.load_puzzle(puzzle.name, puzzle.seed) == puzzle
        except ValueError:
            shipped = False
        if puzzle.seed is not None:
            self.seed.setValue(puzzle.seed)
        if not (shipped and self.select_problem(puzzle.name, domain.name)):
            self.add_puzzles([puzzle], source)

    def controls_in_order(self) -> list[QWidget]:
        return [self.problem, self.seed, self.new_board, *self.option_boxes.values()]

    def set_enabled(self, enabled: bool) -> None:
        for widget in self.controls_in_order():
            widget.setEnabled(enabled)

    def update_enabled(self) -> None:
        """The seed and its button only for a shipped random board."""
        puzzle = self.problem.current_puzzle()
        seeded = self.problem.current_is_bundled() and puzzle.seed is not None
        self.seed.setEnabled(seeded)
        self.new_board.setEnabled(seeded)

    # Handlers.

    def on_problem_changed(self) -> None:
        domain = self.domain
        if domain is not self.shown_domain:
            self._set_domain(domain)
            self.domain_changed.emit(domain)
        self._show_description()
        self.problem_changed.emit()

    def _set_domain(self, domain: Domain) -> None:
        """Offer the seed and the options of ``domain``, with those chosen the last time it
        was shown."""
        previous = self.shown_domain
        if previous is not None:
            self.option_values[previous.name] = self.options()
        self.shown_domain = domain
        if previous is None:  # the window opens: the seed a random problem ships with
            seeds = [puzzle.seed for puzzle in domain.puzzles().values() if puzzle.seed is not None]
            self.seed.setValue(seeds[0] if seeds else 0)
        self.problem_form.setRowVisible(self._seed_row, domain.max_seed is not None)
        if domain.max_seed is not None:
            self.seed.setMaximum(min(domain.max_seed, 2**31 - 1))
        self._show_options(domain)

    def _show_description(self) -> None:
        domain, puzzle = self.domain, self.puzzle()
        self.problem_description.setText(
            domain_text(puzzle.description)
            or (not domain.has_target and domain_text(domain.label))
            or self.tr("{label}: reach {target}").format(
                label=domain_text(domain.label),
                target=domain_text(progress_count(domain, puzzle.target)),
            )
        )

    def _show_options(self, domain: Domain) -> None:
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_boxes = {}
        chosen = {**default_options(domain), **self.option_values.get(domain.name, {})}
        for option in domain.options:
            box = compact(WrappingCombo(objectName=f"option_{option.name}"))  # said whole
            for value in option.choices:
                box.addItem(f"{value}: {domain_text(option.label_of(value))}", value)
            box.setToolTip(domain_text(option.description))
            box.setAccessibleName(domain_text(option.label))
            box.setAccessibleDescription(domain_text(option.description))
            index = box.findData(chosen[option.name])
            box.setCurrentIndex(max(index, 0))
            box.currentIndexChanged.connect(self.changed)
            self.option_boxes[option.name] = box
            self.options_form.addRow(domain_text(option.label), box)

    def _on_seed_changed(self) -> None:
        if self.seed.isEnabled():
            self.changed.emit()

    def _on_new_board_clicked(self) -> None:
        self.seed.setValue(random.randrange(0, min(self.seed.maximum(), 1_000_000)))
