"""The node and time budgets every run has, and the speed: the control panel's last group."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QSpinBox,
    QWidget,
)

from cavalo_gui.app.i18n import number
from cavalo_gui.engine.limits import DEFAULT_MAX_NODES, DEFAULT_MAX_SECONDS
from cavalo_gui.reports.choices import (
    AS_FAST_AS_POSSIBLE,
    NODE_BUDGET_RANGE,
    SPEEDS,
    TIME_BUDGET_RANGE,
)


class BudgetBox(QGroupBox):
    """Emits ``budgets_changed`` when a budget changes and ``speed_changed(speed)`` when the
    speed moves."""

    budgets_changed = Signal()
    speed_changed = Signal(float)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.max_nodes = QSpinBox(objectName="max_nodes")
        self.max_nodes.setRange(*NODE_BUDGET_RANGE)
        self.max_nodes.setValue(DEFAULT_MAX_NODES)
        self.max_nodes.setGroupSeparatorShown(True)
        self.max_seconds = QDoubleSpinBox(objectName="max_seconds")
        self.max_seconds.setRange(*TIME_BUDGET_RANGE)
        self.max_seconds.setDecimals(1)
        self.max_seconds.setValue(DEFAULT_MAX_SECONDS)
        for box in (self.max_nodes, self.max_seconds):
            box.setCorrectionMode(QSpinBox.CorrectionMode.CorrectToNearestValue)
            box.setKeyboardTracking(False)
            box.valueChanged.connect(self.budgets_changed)
        self.reset_budgets = QPushButton(objectName="reset_budgets")
        self.reset_budgets.clicked.connect(self.restore_default_budgets)
        self.speed = QSlider(Qt.Orientation.Horizontal, objectName="speed")
        self.speed.setRange(0, len(SPEEDS) - 1)
        self.speed.setPageStep(1)
        self.speed.setValue(len(SPEEDS) - 1)
        self.speed_label = QLabel(objectName="speed_label")
        self.speed_label.setMinimumWidth(110)
        self.speed_label.setWordWrap(True)  # on two lines where the column is narrow
        self.speed.valueChanged.connect(self._on_speed_changed)

        form = QFormLayout(self)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # labels above, if narrow
        self.names = {key: QLabel() for key in ("max_nodes", "max_seconds", "speed")}
        form.addRow(self.names["max_nodes"], self.max_nodes)
        form.addRow(self.names["max_seconds"], self.max_seconds)
        form.addRow("", self.reset_budgets)
        speed_row = QHBoxLayout()
        speed_row.addWidget(self.speed, 1)
        speed_row.addWidget(self.speed_label)
        self.names["speed"].setBuddy(self.speed)
        form.addRow(self.names["speed"], speed_row)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Set every text of the group in the current language; at start and on every
        ``LanguageChange``."""
        self.setTitle(self.tr("Budgets and speed"))
        self.names["max_nodes"].setText(self.tr("Node budget"))
        self.names["max_seconds"].setText(self.tr("Time budget"))
        self.names["speed"].setText(self.tr("Speed"))
        self.max_nodes.setSuffix(self.tr(" nodes"))
        self.max_nodes.setToolTip(
            self.tr(
                "The run ends with outcome 'limit' once it has generated this many nodes "
                "(1 to {most}; default {default})."
            ).format(most=number(self.max_nodes.maximum()), default=number(DEFAULT_MAX_NODES))
        )
        self.max_seconds.setSuffix(self.tr(" s"))
        self.max_seconds.setToolTip(
            self.tr(
                "The run ends with outcome 'limit' after this much search time "
                "(0.1 s to 24 h; default {default} s)."
            ).format(default=number(DEFAULT_MAX_SECONDS))
        )
        self.reset_budgets.setText(self.tr("Default budgets"))
        self.reset_budgets.setToolTip(
            self.tr("{nodes} nodes and {seconds} s").format(
                nodes=number(DEFAULT_MAX_NODES), seconds=number(DEFAULT_MAX_SECONDS)
            )
        )
        for widget, name in (
            (self.max_nodes, self.tr("Node budget")),
            (self.max_seconds, self.tr("Time budget")),
            (self.reset_budgets, self.tr("Default budgets")),
            (self.speed, self.tr("Speed")),
        ):
            widget.setAccessibleName(name)
            widget.setAccessibleDescription(widget.toolTip())
        self._show_speed()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def chosen_speed(self) -> float:
        return SPEEDS[self.speed.value()]

    def set_speed(self, speed: float) -> None:
        if speed in SPEEDS:
            self.speed.setValue(SPEEDS.index(speed))

    def restore_default_budgets(self) -> None:
        self.max_nodes.setValue(DEFAULT_MAX_NODES)
        self.max_seconds.setValue(DEFAULT_MAX_SECONDS)

    def set_budgets_enabled(self, enabled: bool) -> None:
        """Lock the budgets while a run is in progress (the speed stays free)."""
        for widget in (self.max_nodes, self.max_seconds, self.reset_budgets):
            widget.setEnabled(enabled)

    def _show_speed(self) -> None:
        speed = self.chosen_speed()
        if speed == AS_FAST_AS_POSSIBLE:
            self.speed_label.setText(self.tr("as fast as possible"))
        elif speed == 1:
            self.speed_label.setText(self.tr("1 expansion/s"))
        else:
            self.speed_label.setText(
                self.tr("{speed} expansions/s").format(speed=number(speed, 0 if speed >= 1 else 1))
            )
        self.speed.setAccessibleDescription(self.speed_label.text())

    def _on_speed_changed(self) -> None:
        self._show_speed()
        self.speed_changed.emit(self.chosen_speed())
