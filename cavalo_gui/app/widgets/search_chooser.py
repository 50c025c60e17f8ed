"""The control panel's Search group: the algorithm, the heuristic (each puzzle's own), the
heuristic spoiled on purpose, and the algorithm's parameters.

The algorithms and their parameters come from the engine's registry and the heuristics from
the puzzle, so a new one shows up here by itself; the heuristic chosen for each puzzle and the
value of each parameter are kept while another puzzle or algorithm is shown.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QSpinBox,
    QWidget,
)

from cavalo_gui.app.domain_texts import domain_text
from cavalo_gui.app.i18n import number, report_language
from cavalo_gui.app.widgets.problem_chooser import compact, description_label
from cavalo_gui.app.widgets.weight_box import SpoilBox, parameter_box
from cavalo_gui.domains.domain import Domain, Puzzle
from cavalo_gui.domains.languages import format_short
from cavalo_gui.engine.algorithms import ALGORITHMS
from cavalo_gui.engine.algorithms.spec import WEIGHT, Algorithm, Parameter
from cavalo_gui.engine.spoiled import Spoil


class SearchChooser(QGroupBox):
    """Emits ``algorithm_changed`` when the algorithm changes (its parameters shown by then)
    and ``changed`` when the heuristic, the spoiling or a parameter does."""

    algorithm_changed = Signal()
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.parameter_values: dict[str, float] = {}
        self.parameter_boxes: dict[str, QSpinBox | QDoubleSpinBox] = {}
        self._heuristic_values: dict[str, str] = {}  # the heuristic chosen in each domain
        self._shown_domain: Domain | None = None  # the puzzle whose heuristics are offered
        self.algorithm = compact(QComboBox(objectName="algorithm"))
        for name in ALGORITHMS:
            self.algorithm.addItem("", name)
        self.algorithm_description = description_label(QLabel())
        self.heuristic = compact(QComboBox(objectName="heuristic"))
        self.heuristic_description = description_label(QLabel())
        self.parameters_form = QFormLayout()

        form = self._search_form = QFormLayout(self)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # labels above
        self.algorithm_label = QLabel()
        form.addRow(self.algorithm_label, self.algorithm)
        form.addRow(self.algorithm_description)
        self.heuristic_label = QLabel()
        form.addRow(self.heuristic_label, self.heuristic)
        form.addRow(self.heuristic_description)
        self.spoil, self.spoil_label = SpoilBox(), QLabel()
        form.addRow(self.spoil_label, self.spoil)
        form.addRow(self.parameters_form)

        self.algorithm.currentIndexChanged.connect(self.on_algorithm_changed)
        self.heuristic.currentIndexChanged.connect(self._on_heuristic_changed)
        self.spoil.changed.connect(self.changed)

    def retranslate_ui(self) -> None:
        """Every text of the group in the current language but the heuristics' names (which
        :meth:`show_heuristics` gives); no choice changes."""
        self.setTitle(self.tr("Search"))
        self.algorithm_label.setText(self.tr("Algorithm"))
        self.heuristic_label.setText(self.tr("Heuristic"))
        self.spoil_label.setText(self.tr("Spoil h"))
        names = {
            self.algorithm: (self.tr("Algorithm"), self.tr("The search algorithm")),
            self.heuristic: (self.tr("Heuristic"), self.tr("The heuristic of informed searches")),
        }
        for widget, (name, description) in names.items():
            widget.setAccessibleName(name)
            widget.setAccessibleDescription(description)
        for index in range(self.algorithm.count()):
            algorithm = ALGORITHMS[self.algorithm.itemData(index)]
            self.algorithm.setItemText(index, domain_text(algorithm.label))
        if self._shown_domain is not None:
            self._show_algorithm_description()
            for parameter in self.chosen_algorithm().parameters:
                box = self.parameter_boxes[parameter.name]
                self._describe_parameter(box, parameter)
                label = self.parameters_form.labelForField(box)
                if isinstance(label, QLabel):
                    label.setText(domain_text(parameter.label))

    # The choices.

    def chosen_algorithm(self) -> Algorithm:
        return ALGORITHMS[self.algorithm.currentData()]

    def parameters(self) -> dict[str, float]:
        """The value of each parameter of the chosen algorithm."""
        boxes = self.parameter_boxes
        return {p.name: boxes[p.name].value() for p in self.chosen_algorithm().parameters}

    def chosen_spoil(self) -> Spoil:
        """The spoiling chosen, for an informed algorithm (none for the others)."""
        return self.spoil.spoil() if self.chosen_algorithm().informed else Spoil()

    def set_parameter(self, name: str, value: float) -> None:
        self.parameter_values[name] = value
        if name in self.parameter_boxes:
            self.parameter_boxes[name].setValue(value)

    def controls_in_order(self) -> list[QWidget]:
        return [
            self.algorithm,
            self.heuristic,
            self.spoil.kind,
            self.spoil.amount,
            *self.parameter_boxes.values(),
        ]

    def set_enabled(self, enabled: bool) -> None:
        for widget in (self.algorithm, self.heuristic, *self.parameter_boxes.values()):
            widget.setEnabled(enabled)
        self.spoil.set_usable(enabled)

    def update_enabled(self) -> None:
        """The heuristic and its spoiling only for an informed algorithm."""
        informed = self.chosen_algorithm().informed
        self.heuristic.setEnabled(informed)
        self.heuristic_description.setEnabled(informed)
        self.spoil.set_usable(informed)
        self._search_form.setRowVisible(self.spoil, informed)  # no room taken when unused
        self._show_heuristic_description()

    def show_heuristics(self, domain: Domain, puzzle: Puzzle) -> None:
        """Offer the heuristics of ``puzzle`` (of ``domain``), choosing the one chosen the
        last time this puzzle was shown, else its default."""
        if self._shown_domain is not None and self.heuristic.currentData():
            self._heuristic_values[self._shown_domain.name] = self.heuristic.currentData()
        self._shown_domain = domain
        heuristics = domain.make_problem(puzzle).heuristics()
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

    # Handlers.

    def on_algorithm_changed(self) -> None:
        algorithm = self.chosen_algorithm()
        self._show_algorithm_description()
        while self.parameters_form.rowCount():
            self.parameters_form.removeRow(0)
        self.parameter_boxes = {}
        for parameter in algorithm.parameters:
            box = parameter_box(parameter, f"parameter_{parameter.name}")
            self._describe_parameter(box, parameter)
            box.setValue(self.parameter_values.get(parameter.name, parameter.default))
            box.valueChanged.connect(
                lambda value, name=parameter.name: self._on_parameter_changed(name, value)
            )
            self.parameter_boxes[parameter.name] = box
            self.parameters_form.addRow(domain_text(parameter.label), box)
        self.algorithm_changed.emit()

    def _show_algorithm_description(self) -> None:
        """What the algorithm does and promises; with a weight other than 1, what it does with
        f = g + w·h and what that weight still promises."""
        algorithm = self.chosen_algorithm()
        kind = self.tr("informed") if algorithm.informed else self.tr("uninformed")
        weight = algorithm.weight_in(self.parameter_values)
        if weight == 1 or not algorithm.weighted_description:
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
        self.parameter_values[name] = value
        if name == WEIGHT.name:
            self._show_algorithm_description()
        self.changed.emit()

    def _on_heuristic_changed(self) -> None:
        self._show_heuristic_description()
        self.changed.emit()

    def _show_heuristic_description(self) -> None:
        """The chosen heuristic's one line, or for an uninformed algorithm that it has none."""
        algorithm = self.chosen_algorithm()
        if algorithm.informed:
            text = self.heuristic.currentData(Qt.ItemDataRole.ToolTipRole) or ""
        else:
            text = self.tr("Not used by {algorithm}: an uninformed search.").format(
                algorithm=domain_text(algorithm.label)
            )
        self.heuristic_description.setText(text)
