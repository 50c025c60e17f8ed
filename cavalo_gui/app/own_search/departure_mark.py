"""The first departure of a student's search marked where the run is looked at: a red tick on
the timeline's slider at that expansion, and a red line on the open/closed chart."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QObject, QPointF, QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QSlider, QStyle, QStyleOptionSlider, QWidget

from cavalo_gui.app.i18n import fill
from cavalo_gui.app.run.model import RunModel

MARK_COLOR = QColor("#d32f2f")
MARK_WIDTH = 3  # pixels of the tick
TRIANGLE = 5  # pixels: the half-width of the triangle over the tick


def slider_x(slider: QSlider, value: int) -> int:
    """The x, in the slider's pixels, of the handle's centre when it stands at ``value``."""
    option = QStyleOptionSlider()
    slider.initStyleOption(option)
    style = slider.style()
    groove = style.subControlRect(
        QStyle.ComplexControl.CC_Slider, option, QStyle.SubControl.SC_SliderGroove, slider
    )
    handle = style.subControlRect(
        QStyle.ComplexControl.CC_Slider, option, QStyle.SubControl.SC_SliderHandle, slider
    )
    span = max(groove.width() - handle.width(), 1)
    offset = QStyle.sliderPositionFromValue(
        slider.minimum(), slider.maximum(), value, span, option.upsideDown
    )
    return groove.x() + offset + handle.width() // 2


class _SliderMark(QWidget):
    """Drawn over the slider, letting every click through to it."""

    def __init__(self, slider: QSlider) -> None:
        super().__init__(slider)
        self.setObjectName("departure_mark")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.slider = slider
        self.value: int | None = None

    def x_of_mark(self) -> int | None:
        """Where the tick is drawn, in the slider's pixels (None when it is not shown)."""
        slider = self.slider
        if self.value is None or not slider.minimum() <= self.value <= slider.maximum():
            return None
        return slider_x(slider, self.value)

    def paintEvent(self, _event) -> None:
        x = self.x_of_mark()
        if x is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(MARK_COLOR, MARK_WIDTH))
        painter.drawLine(x, TRIANGLE, x, self.height())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(MARK_COLOR)
        painter.drawPolygon(
            QPolygonF([QPointF(x - TRIANGLE, 0), QPointF(x + TRIANGLE, 0), QPointF(x, TRIANGLE)])
        )


class DepartureMark(QObject):
    """Marks expansion N (or nothing) on ``slider`` and ``plot``, and says it in the slider's
    tooltip."""

    def __init__(self, model: RunModel, slider: QSlider, plot: pg.PlotWidget) -> None:
        super().__init__(slider)
        self.model = model
        self.slider = slider
        self.tick = _SliderMark(slider)
        self.tick.setGeometry(QRect(0, 0, slider.width(), slider.height()))
        self.line = pg.InfiniteLine(angle=90, movable=False, pen=pg.mkPen(MARK_COLOR, width=2))
        self.line.setVisible(False)
        plot.getPlotItem().addItem(self.line, ignoreBounds=True)
        slider.installEventFilter(self)
        model.position_changed.connect(self.tick.update)
        self.tick.show()

    @property
    def expansion(self) -> int | None:
        return self.tick.value

    def set_expansion(self, expansion: int | None) -> None:
        """Mark the first departure at ``expansion`` (None: no mark)."""
        self.tick.value = expansion
        self.line.setVisible(expansion is not None)
        if expansion is not None:
            self.line.setPos(expansion)
        self.retranslate_ui()
        self.tick.update()

    def retranslate_ui(self) -> None:
        if self.tick.value is None:
            self.slider.setToolTip("")
        else:
            text = self.tr("Your search first departs from the rules at expansion {n:,}")
            self.slider.setToolTip(fill(text, n=self.tick.value))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.slider and event.type() == QEvent.Type.Resize:
            self.tick.setGeometry(QRect(0, 0, self.slider.width(), self.slider.height()))
        elif watched is self.slider and event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        return False
