"""The run's choices: the Problem group (problem, seed, the puzzle's options), the Search
group (algorithm, heuristic, parameters) and the budgets and speed, yielded and accepted as one
:class:`~cavalo_gui.reports.choices.RunChoices`.

Everything in them comes from registries, so a new puzzle or algorithm shows up here by itself.
"""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QComboBox, QVBoxLayout, QWidget

from cavalo_gui.app.widgets.budget_box import BudgetBox
from cavalo_gui.app.widgets.problem_chooser import ProblemChooser
from cavalo_gui.app.widgets.search_chooser import SearchChooser
from cavalo_gui.domains.domain import Domain, Puzzle
from cavalo_gui.domains.registry import DEFAULT_DOMAIN
from cavalo_gui.engine.limits import Limits
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.runs.choices import RememberedChoices


class ControlPanel(QWidget):
    """Emits ``settings_changed(choices)`` when a choice for the next run changes and
    ``speed_changed`` when the speed moves (which also applies to a run in progress)."""

    settings_changed = Signal(object)
    speed_changed = Signal(float)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._quiet = True
        self.problem_box = ProblemChooser()
        self.search_box = SearchChooser()
        self.budgets = BudgetBox()
        chooser, search = self.problem_box, self.search_box
        self.problem, self.seed, self.new_board = chooser.problem, chooser.seed, chooser.new_board
        self.algorithm, self.heuristic, self.spoil = (
            search.algorithm,
            search.heuristic,
            search.spoil,
        )
        self.algorithm_label = search.algorithm_label
        self.algorithm_description = search.algorithm_description
        self.heuristic_description = search.heuristic_description
        self.max_nodes, self.max_seconds = self.budgets.max_nodes, self.budgets.max_seconds
        self.reset_budgets, self.speed = self.budgets.reset_budgets, self.budgets.speed
        layout = QVBoxLayout(self)
        for box in (chooser, search, self.budgets):
            layout.addWidget(box)
        layout.addStretch(1)

        chooser.domain_changed.connect(self._on_domain_changed)
        chooser.problem_changed.connect(self._after_a_change)
        chooser.changed.connect(self._emit_settings)
        search.algorithm_changed.connect(self._after_a_change)
        search.changed.connect(self._emit_settings)
        self.budgets.budgets_changed.connect(self._emit_settings)
        self.budgets.speed_changed.connect(self._on_speed_changed)
        self.retranslate_ui()
        self.select_problem(next(iter(self.problem.bundled(DEFAULT_DOMAIN))))
        chooser.on_problem_changed()
        search.on_algorithm_changed()
        self._quiet = False

    def retranslate_ui(self) -> None:
        """Set every text of the panel in the current language (at start and on every
        ``LanguageChange``): titles, labels, the algorithms', options' and heuristics' names
        and descriptions, and the controls' accessible names. No choice changes."""
        quiet, self._quiet = self._quiet, True
        self.problem_box.retranslate_ui()
        self.search_box.retranslate_ui()
        shown = self.problem_box.shown_domain
        if shown is not None:
            self.search_box.show_heuristics(shown, self.problem.current_puzzle())
        self._quiet = quiet

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # The choices as one value.

    @property
    def domain(self) -> Domain:
        """The puzzle of the chosen problem."""
        return self.problem_box.domain

    @property
    def option_boxes(self) -> dict[str, QComboBox]:
        """The current puzzle's options' boxes, by option name."""
        return self.problem_box.option_boxes

    def puzzle(self) -> Puzzle:
        """The chosen problem; a random one is made from the seed in the panel."""
        return self.problem_box.puzzle()

    def options(self) -> dict[str, str]:
        """The chosen value of each option of the current puzzle."""
        return self.problem_box.options()

    def settings(self) -> RunChoices:
        """The choices shown, as one value."""
        return RunChoices(
            puzzle=self.puzzle(),
            algorithm=self.search_box.chosen_algorithm().name,
            heuristic=self.heuristic.currentData() or None,
            options=self.options(),
            parameters=self.search_box.parameters(),
            limits=Limits(self.max_nodes.value(), self.max_seconds.value()),
            spoil=self.search_box.chosen_spoil(),
            speed=self.budgets.chosen_speed(),
        )

    def set_choices(self, choices: RunChoices, source: str) -> None:
        """Show ``choices``: a shipped problem (a random board by its seed) selected as such,
        any other board added as a problem from the file ``source``."""
        self.problem_box.set_puzzle(choices.puzzle, source)
        for name, value in choices.options.items():
            self.select_option(name, value)
        self.select("algorithm", choices.algorithm)
        if choices.heuristic:
            self.select("heuristic", choices.heuristic)
        for name, value in choices.parameters.items():
            self.set_parameter(name, value)
        self.spoil.set_spoil(choices.spoil)
        if choices.max_nodes is not None:
            self.max_nodes.setValue(choices.max_nodes)
        if choices.max_seconds is not None:
            self.max_seconds.setValue(choices.max_seconds)
        self.set_speed(choices.speed)

    def add_puzzles(self, puzzles: list[Puzzle], source: str) -> str:
        """Offer the puzzles read from a file and select the first; returns its key."""
        return self.problem_box.add_puzzles(puzzles, source)

    def select_problem(self, name: str, domain: str = DEFAULT_DOMAIN) -> bool:
        """Select the shipped problem ``name`` of ``domain``; False if there is none."""
        return self.problem_box.select_problem(name, domain)

    def select_option(self, name: str, value: str) -> bool:
        """Choose ``value`` for the current puzzle's option ``name``; False if it has none."""
        return self.problem_box.select_option(name, value)

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
        self.search_box.set_parameter(name, value)

    def set_choices_enabled(self, enabled: bool) -> None:
        """Lock the choices while a run is in progress (the speed stays free)."""
        self.problem_box.set_enabled(enabled)
        self.search_box.set_enabled(enabled)
        self.budgets.set_budgets_enabled(enabled)
        if enabled:
            self._update_enabled()

    # Remembered between sessions.

    def remembered(self) -> RememberedChoices:
        """The choices worth remembering (a file's problem is not: the file may be gone)."""
        bundled = self.problem.current_is_bundled()
        choices = self.settings()
        return RememberedChoices(
            domain=self.domain.name,
            problem=self.problem.current_puzzle().name if bundled else None,
            seed=self.seed.value(),
            options=self.problem_box.every_domains_options(),
            algorithm=choices.algorithm,
            heuristic=self.heuristic.currentData(),
            parameters=dict(self.search_box.parameter_values, **choices.parameters),
            max_nodes=choices.max_nodes,
            max_seconds=choices.max_seconds,
            speed=choices.speed,
        )

    def restore(self, choices: RememberedChoices) -> list[str]:
        """Put remembered choices back; returns a notice for each one no longer offered."""
        missing: list[str] = []
        self.problem_box.remember_options({k: dict(v) for k, v in choices.options.items()})
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
            *self.problem_box.controls_in_order(),
            *self.search_box.controls_in_order(),
            self.max_nodes,
            self.max_seconds,
            self.reset_budgets,
            self.speed,
        ]

    def _update_tab_order(self) -> None:
        """Tab follows the panel from top to bottom; Qt's default, the order the controls
        were made in, would put the option and parameter boxes (made for each puzzle and
        algorithm) last."""
        for first, second in pairwise(self.controls_in_order()):
            QWidget.setTabOrder(first, second)

    def _update_enabled(self) -> None:
        self._update_tab_order()
        self.problem_box.update_enabled()
        self.search_box.update_enabled()

    def _on_domain_changed(self, domain: Domain) -> None:
        self.search_box.show_heuristics(domain, self.problem.current_puzzle())

    def _after_a_change(self) -> None:
        self._update_enabled()
        self._emit_settings()

    def _on_speed_changed(self, speed: float) -> None:
        if not self._quiet:
            self.speed_changed.emit(speed)

    def _emit_settings(self) -> None:
        if not self._quiet:
            self.settings_changed.emit(self.settings())
