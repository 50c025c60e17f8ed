"""The controls that break a heuristic on purpose: the box of an algorithm's parameter (a
real one, the weight w of f = g + w·h, gets a box with decimals) and the spoil of the
heuristic (scaled, h·k, or biased, h + b), in a module of their own so that the control panel
only adds them."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QComboBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QSpinBox,
    QWidget,
)

from cavalo_gui.engine.algorithms.spec import Parameter
from cavalo_gui.engine.spoiled import Spoil

REAL_MAXIMUM = 100.0  # the largest real parameter the box offers (the weight has no bound)
NO_SPOIL, SCALE, BIAS = "none", "scale", "bias"


def parameter_box(parameter: Parameter, object_name: str) -> QSpinBox | QDoubleSpinBox:
    """A box for ``parameter`` within its range: whole numbers, or for a real parameter two
    decimals in steps of a quarter, up to :data:`REAL_MAXIMUM`."""
    if parameter.real:
        box: QSpinBox | QDoubleSpinBox = QDoubleSpinBox(objectName=object_name)
        box.setDecimals(2)
        box.setSingleStep(0.25)
        box.setRange(parameter.minimum, min(parameter.maximum, REAL_MAXIMUM))
    else:
        box = QSpinBox(objectName=object_name)
        box.setRange(int(parameter.minimum), int(parameter.maximum))
    box.setGroupSeparatorShown(True)
    box.setCorrectionMode(QAbstractSpinBox.CorrectionMode.CorrectToNearestValue)
    box.setKeyboardTracking(False)
    return box


class SpoilBox(QWidget):
    """How the heuristic is spoiled: not at all, scaled by k or biased by b (a kind and its
    number). Emits ``changed`` when either moves."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, objectName="spoil")
        self.kind = QComboBox(objectName="spoil_kind")
        for kind in (NO_SPOIL, SCALE, BIAS):
            self.kind.addItem("", kind)
        self.amount = QDoubleSpinBox(objectName="spoil_amount")
        self.amount.setDecimals(2)
        self.amount.setSingleStep(0.5)
        self.amount.setKeyboardTracking(False)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.kind, 1)
        layout.addWidget(self.amount)
        self._amounts = {SCALE: 2.0, BIAS: 1.0}  # each kind's number, kept across switches
        self.kind.currentIndexChanged.connect(self._on_kind_changed)
        self.amount.valueChanged.connect(self._on_amount_changed)
        self._on_kind_changed()
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """The kinds' names and the accessible names, in the current language."""
        names = (self.tr("Not spoiled"), self.tr("Scaled: h × k"), self.tr("Biased: h + b"))
        for index, name in enumerate(names):
            self.kind.setItemText(index, name)
        tip = self.tr(
            "Spoil the heuristic on purpose, to see what the search loses: it is no longer "
            "admissible unless k ≤ 1 and b ≤ 0 (clamped at 0)."
        )
        for widget in (self.kind, self.amount):
            widget.setToolTip(tip)
        self.kind.setAccessibleName(self.tr("Spoil the heuristic"))
        self.amount.setAccessibleName(self.tr("Spoil's number (k or b)"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def spoil(self) -> Spoil:
        """The spoil chosen (no spoil at all by default)."""
        kind = self.kind.currentData()
        if kind == SCALE:
            return Spoil(scale=self.amount.value())
        if kind == BIAS:
            return Spoil(bias=self.amount.value())
        return Spoil()

    def set_spoil(self, spoil: Spoil) -> None:
        """Show ``spoil``: a scale, else a bias (a spoil of both is shown by its scale)."""
        if spoil.scale != 1.0:
            self._amounts[SCALE] = spoil.scale
            kind = SCALE
        elif spoil.bias != 0.0:
            self._amounts[BIAS] = spoil.bias
            kind = BIAS
        else:
            kind = NO_SPOIL
        self.kind.setCurrentIndex(self.kind.findData(kind))
        self._on_kind_changed()

    def _on_kind_changed(self) -> None:
        kind = self.kind.currentData()
        self.amount.blockSignals(True)
        if kind == BIAS:
            self.amount.setRange(-REAL_MAXIMUM, REAL_MAXIMUM)
        else:
            self.amount.setRange(0.0, REAL_MAXIMUM)
        self.amount.setValue(self._amounts.get(kind, 0.0))
        self.amount.blockSignals(False)
        self.amount.setEnabled(kind != NO_SPOIL and self.kind.isEnabled())
        self.changed.emit()

    def _on_amount_changed(self, value: float) -> None:
        kind = self.kind.currentData()
        if kind in self._amounts:
            self._amounts[kind] = value
        self.changed.emit()

    def set_usable(self, enabled: bool) -> None:
        """Enable both, the number only when a kind of spoil is chosen."""
        self.kind.setEnabled(enabled)
        self.amount.setEnabled(enabled and self.kind.currentData() != NO_SPOIL)
