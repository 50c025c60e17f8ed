"""A combo box that shows its choice whole, on two lines or more where its column is narrow.

A puzzle's option says what each value does ("max: remover o maior duplo"); at 1024 x 640 and
150% the column is narrower than that sentence and a plain combo box cut it ("max: remover o
maio"). This one asks its layout for the height its words take at the width it is given and
writes them wrapped, the list it opens unchanged.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QStyle,
    QStyleOptionComboBox,
    QStylePainter,
    QWidget,
)

WRAP = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap


class WrappingCombo(QComboBox):
    """A combo box whose closed face wraps its current text to its width."""

    def __init__(self, parent: QWidget | None = None, **properties) -> None:
        super().__init__(parent, **properties)
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.currentIndexChanged.connect(self.updateGeometry)  # another text, other lines

    def _field(self, width: int) -> QRect:
        """Where the text goes in a face ``width`` pixels wide."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        option.rect = QRect(0, 0, width, super().sizeHint().height())
        return self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, self
        )

    def _text_height(self, field: QRect) -> int:
        wide = QRect(0, 0, max(field.width(), 1), 1 << 16)
        return self.fontMetrics().boundingRect(wide, int(WRAP.value), self.currentText()).height()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        plain = super().sizeHint().height()
        field = self._field(width)
        return max(plain, plain - field.height() + self._text_height(field))

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), self.heightForWidth(max(self.width(), hint.width())))

    def minimumSizeHint(self) -> QSize:
        """At least as tall as its words at the width it has (a form whose row wrapped its
        label above the box did not ask for the height for the width)."""
        least = super().minimumSizeHint()
        return QSize(least.width(), self.heightForWidth(max(self.width(), least.width())))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.heightForWidth(self.width()) != self.height():
            self.updateGeometry()  # the lines its words take at this width, asked for

    def paintEvent(self, _event) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        text = option.currentText
        option.currentText = ""
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        field = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, self
        )
        group = QPalette.ColorGroup.Active if self.isEnabled() else QPalette.ColorGroup.Disabled
        painter.setPen(self.palette().color(group, QPalette.ColorRole.ButtonText))
        painter.drawText(field, int(WRAP.value), text)
