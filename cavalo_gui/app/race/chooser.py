"""One run's small chooser in the Side by side window: its algorithm, its heuristic, the
algorithm's parameters and the puzzle's rules, over the problem and budgets every run shares.

It makes a :class:`RunChoices` (the value the control panel makes), the shared settings with
this run's choices put in, so each run's controller takes it as the main window's takes its own.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QFormLayout, QHBoxLayout, QWidget

from cavalo_gui.app.domain_texts import domain_text
from cavalo_gui.app.i18n import number
from cavalo_gui.app.widgets.weight_box import REAL_MAXIMUM, parameter_box
from cavalo_gui.engine.algorithms import ALGORITHMS
from cavalo_gui.engine.algorithms.spec import Algorithm
from cavalo_gui.reports.choices import RunChoices

COMBO_CHARACTERS = 10  # the combos' width in characters: four runs side by side on 1366 pixels


def _compact(combo: QComboBox) -> QComboBox:
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(COMBO_CHARACTERS)
    return combo


class RunChooser(QWidget):
    """Algorithm, heuristic, parameters and rules of one run; ``changed`` when one changes."""

    changed = Signal()

    def __init__(self, shared: RunChoices, algorithm: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.shared = shared
        self._parameter_boxes: dict[str, QAbstractSpinBox] = {}
        self.algorithm = _compact(QComboBox(objectName="race_algorithm"))
        for name in ALGORITHMS:
            self.algorithm.addItem("", name)
        self.heuristic = _compact(QComboBox(objectName="race_heuristic"))
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        first_row = QHBoxLayout()  # the algorithm and its heuristic on one line
        first_row.addWidget(self.algorithm, 3)
        first_row.addWidget(self.heuristic, 2)
        self.form.addRow(first_row)
        self.options_form = QFormLayout()
        self.parameters_form = QFormLayout()
        for form in (self.options_form, self.parameters_form):
            form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
            self.form.addRow(form)
        self.option_boxes: dict[str, QComboBox] = {}
        self.retranslate_ui()
        self._show_heuristics()
        self._show_options()
        self.algorithm.setCurrentIndex(max(self.algorithm.findData(algorithm), 0))
        self._on_algorithm_changed()
        self.algorithm.currentIndexChanged.connect(self._on_algorithm_changed)
        self.heuristic.currentIndexChanged.connect(self.changed)

    @property
    def chosen(self) -> Algorithm:
        return ALGORITHMS[self.algorithm.currentData()]

    def settings(self) -> RunChoices:
        """The shared settings with this run's algorithm, heuristic, parameters and rules."""
        parameters = {name: box.value() for name, box in self._parameter_boxes.items()}
        options = {name: box.currentData() for name, box in self.option_boxes.items()}
        return replace(
            self.shared,
            options={**self.shared.options, **options},
            algorithm=self.chosen.name,
            heuristic=self.heuristic.currentData() or None,
            parameters=parameters,
        )

    def set_shared(self, shared: RunChoices) -> None:
        """Another problem (or budgets) for every run: the heuristics offered follow it."""
        self.shared = shared
        self._show_heuristics()
        self._show_options()

    def select(self, algorithm: str, heuristic: str | None = None) -> None:
        """Choose ``algorithm`` (and ``heuristic``, when given) as a user would."""
        self.algorithm.setCurrentIndex(self.algorithm.findData(algorithm))
        if heuristic is not None:
            self.heuristic.setCurrentIndex(self.heuristic.findData(heuristic))

    def set_enabled(self, enabled: bool) -> None:
        boxes = (*self.option_boxes.values(), *self._parameter_boxes.values())
        for widget in (self.algorithm, self.heuristic, *boxes):
            widget.setEnabled(enabled)
        if enabled:
            self.heuristic.setEnabled(self.chosen.informed)

    def retranslate_ui(self) -> None:
        for index in range(self.algorithm.count()):
            label = domain_text(ALGORITHMS[self.algorithm.itemData(index)].label)
            self.algorithm.setItemText(index, label)
        self.algorithm.setAccessibleName(self.tr("Algorithm"))
        self.algorithm.setToolTip(self.tr("This run's search algorithm"))
        self.heuristic.setAccessibleName(self.tr("Heuristic"))
        self.heuristic.setToolTip(self.tr("This run's heuristic (informed searches only)"))
        for name, box in self._parameter_boxes.items():
            self._describe(box, self.chosen.parameter(name))
        if self.option_boxes:
            self._show_options()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _show_heuristics(self) -> None:
        wanted = self.heuristic.currentData() or self.shared.heuristic
        self.heuristic.blockSignals(True)
        self.heuristic.clear()
        problem = self.shared.problem()
        for name, heuristic in problem.heuristics().items():
            self.heuristic.addItem(name, name)
            self.heuristic.setItemData(
                self.heuristic.count() - 1,
                domain_text(heuristic.description),
                Qt.ItemDataRole.ToolTipRole,
            )
        default = self.shared.domain.default_heuristic
        index = self.heuristic.findData(wanted)
        self.heuristic.setCurrentIndex(index if index >= 0 else self.heuristic.findData(default))
        self.heuristic.blockSignals(False)

    def _show_options(self) -> None:
        """A box per rule of the puzzle (the knight's double, the Dots goal), each at the value
        chosen before, or the shared one: runs may differ in the rules too."""
        chosen = {name: box.currentData() for name, box in self.option_boxes.items()}
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_boxes = {}
        domain = self.shared.domain
        for option in domain.options:
            box = _compact(QComboBox(objectName=f"race_option_{option.name}"))
            for value in option.choices:
                box.addItem(f"{value}: {domain_text(option.label_of(value))}", value)
            box.setToolTip(domain_text(option.description))
            box.setAccessibleName(domain_text(option.label))
            wanted = chosen.get(option.name, self.shared.options.get(option.name, option.default))
            box.setCurrentIndex(max(box.findData(wanted), 0))
            box.currentIndexChanged.connect(self.changed)
            self.option_boxes[option.name] = box
            self.options_form.addRow(domain_text(option.label), box)

    def _on_algorithm_changed(self) -> None:
        algorithm = self.chosen
        while self.parameters_form.rowCount():
            self.parameters_form.removeRow(0)
        self._parameter_boxes = {}
        for parameter in algorithm.parameters:
            box = parameter_box(parameter, f"race_parameter_{parameter.name}")
            box.setKeyboardTracking(False)
            box.setValue(self.shared.parameters.get(parameter.name, parameter.default))
            self._describe(box, parameter)
            box.valueChanged.connect(self.changed)
            self._parameter_boxes[parameter.name] = box
            self.parameters_form.addRow(domain_text(parameter.label), box)
        self.heuristic.setEnabled(algorithm.informed)
        self.changed.emit()

    def _describe(self, box: QAbstractSpinBox, parameter) -> None:
        label = domain_text(parameter.label)
        box.setToolTip(
            self.tr("{label}: {low} to {high}").format(
                label=label,
                low=number(parameter.minimum),
                high=number(min(parameter.maximum, REAL_MAXIMUM)),
            )
        )
        box.setAccessibleName(label)
