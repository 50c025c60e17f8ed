"""The timeline under the board: a slider over the expansions recorded so far, with Back and
Forward, and the chart's cursor at the expansion shown.

Moving back shows the search as it stood after that expansion everywhere at once (the model's
:meth:`~cavalo_gui.app.run.model.RunModel.go_to`: board, statistics, open list, chart cursor);
moving forward replays the recorded expansions, and the search itself goes on only once past
the end of the recording (Step at the latest position). A run longer than the recording's
limit keeps its latest expansions, and the label says where the timeline starts.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QSlider,
    QStyle,
    QToolBar,
    QToolButton,
    QWidget,
)

from cavalo_gui.app.i18n import fill
from cavalo_gui.app.run.controller import RunController, RunState
from cavalo_gui.app.run.model import RunModel
from cavalo_gui.app.widgets.reflow import BesideOrBelow

MINIMUM_SLIDER_WIDTH = 120  # pixels: enough to aim at a point of the run at 1024x640
MARGINS = (6, 2, 6, 2)  # pixels: left, top, right, bottom
BACK_KEYS = ("Left", "Shift+N")  # Left moves Replay instead once a run has ended
LEAST_DIGITS = 5  # the label's width is that of figures this long at least (99,999)


class Timeline(QWidget):
    """Back, a slider over the recorded expansions, Forward, and where the slider stands."""

    def __init__(self, controller: RunController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("timeline")
        self.controller = controller
        self.model: RunModel = controller.model
        self.back_action: QAction | None = None  # the window's Back, named here too
        self.caption_allowed = True  # False: on the window's foot row, never named
        icons = QStyle.StandardPixmap
        self.caption = QLabel()
        self.back = self._button("timeline_back", icons.SP_MediaSeekBackward)
        self.forward = self._button("timeline_forward", icons.SP_MediaSeekForward)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("timeline_slider")
        self.slider.setPageStep(10)
        self.label = QLabel()
        self.label.setObjectName("timeline_label")
        self.slider.setMinimumWidth(MINIMUM_SLIDER_WIDTH)
        row = QWidget()
        controls = QHBoxLayout(row)
        controls.setContentsMargins(0, 0, 0, 0)
        self.spacing = controls.spacing()
        controls.addWidget(self.caption)
        controls.addWidget(self.back)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.forward)
        # The label below, so that the slider keeps its width; beside it where the window
        # asks for room (a zoom) and the row holds both.
        self.rows = BesideOrBelow(self, spacing=controls.spacing())
        self.rows.setContentsMargins(*MARGINS)
        self.rows.addWidget(row)
        self.rows.addWidget(self.label)
        self.back.clicked.connect(controller.back)
        self.forward.clicked.connect(controller.step)
        self.slider.valueChanged.connect(self._on_slider_moved)
        self.model.position_changed.connect(self._on_position_changed)
        self.retranslate_ui()
        self._on_position_changed()

    def _button(self, name: str, icon: QStyle.StandardPixmap) -> QToolButton:
        button = QToolButton()
        button.setObjectName(name)
        button.setIcon(self.style().standardIcon(icon))
        button.setAutoRaise(True)
        return button

    def retranslate_ui(self) -> None:
        """Every text of the timeline in the current language."""
        self.back.setToolTip(self.tr("One expansion back (Left, Shift+N)"))
        self.back.setAccessibleName(self.tr("One expansion back"))
        self.forward.setToolTip(self.tr("One expansion forward (Step)"))
        self.forward.setAccessibleName(self.tr("One expansion forward"))
        self.slider.setAccessibleName(self.tr("Expansion shown"))
        if self.back_action is not None:
            self.back_action.setText(self.tr("&Back"))
            self.back_action.setToolTip(self.tr("Show the search one expansion earlier (Shift+N)"))
        self._fit_label()
        self._on_position_changed()

    def make_compact(self, compact: bool) -> None:
        """Fewer pixels above and below, and the label beside the slider where it fits, when
        ``compact`` (the window gives the board every pixel of height it can spare)."""
        left, top, right, bottom = MARGINS
        self.rows.setContentsMargins(left, 0 if compact else top, right, 0 if compact else bottom)
        self.rows.set_beside(compact)
        self._place_caption()

    def _place_caption(self) -> None:
        """Zoomed, the caption ("Timeline:") gives way where that lets the label stand beside
        the slider (the slider and its label then say what the row is); with the label
        below, or at 100%, it names the row."""
        if not self.caption_allowed:
            self.caption.setVisible(False)
            return
        self.caption.setVisible(True)
        if self.rows.beside:
            without = self.rows.width_beside() - self.caption.sizeHint().width() - self.spacing
            self.caption.setVisible(self.width() < without)

    def allow_caption(self, allowed: bool) -> None:
        """Name the row ("Timeline:") where it has room, or never (``allowed`` False: on the
        window's foot row, beside the replay bar, where its label says what it shows)."""
        self.caption_allowed = allowed
        self._place_caption()

    def width_beside(self) -> int:
        """The least width that holds the label beside the slider, the caption left out:
        counted from its parts, which a layout tells only once it has laid them out again."""
        left, _top, right, _bottom = self.rows.getContentsMargins()
        buttons = self.back.sizeHint().width() + self.forward.sizeHint().width()
        row = buttons + self.slider.minimumWidth() + 2 * self.spacing
        return left + right + row + self.rows.spacing() + self.label.width()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_caption()

    def _fit_label(self) -> None:
        """A fixed size for the label, that of its widest text in this language and font with
        figures as long as the recording's (at least :data:`LEAST_DIGITS`): the figures
        change with every batch of a fast run, and a label whose size followed its text would
        lay the whole window out again each time; it grows only as a figure gains a digit.
        Zoomed, a narrower label stands beside the slider, a row of text less under the
        board."""
        self._digits = max(LEAST_DIGITS, len(str(len(self.model.recording))))
        largest = 10**self._digits - 1
        texts = (
            fill(self.tr("expansion {shown:,} of {latest:,}"), shown=largest, latest=largest),
            fill(self.tr("expansion {latest:,} (latest)"), shown=largest, latest=largest),
        )
        metrics = self.fontMetrics()  # the label's font, which it may not have been sent yet
        widest = max(metrics.horizontalAdvance(text) for text in texts)
        self.label.setFixedSize(widest + 12, metrics.height())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif event.type() == QEvent.Type.FontChange:
            self._fit_label()
        super().changeEvent(event)

    def _on_slider_moved(self, value: int) -> None:
        if value != self.model.shown_position:
            self.controller.go_to(value)

    def _on_position_changed(self) -> None:
        """The recording grew or the shown position moved: the slider and the label follow."""
        recording = self.model.recording
        shown, latest = self.model.shown_position, len(recording)
        if max(LEAST_DIGITS, len(str(latest))) != self._digits:  # a digit more, or a new run
            self._fit_label()
        self.slider.blockSignals(True)
        self.slider.setRange(recording.start, latest)
        self.slider.setValue(shown)
        self.slider.blockSignals(False)
        self.setEnabled(latest > 0)
        self.back.setEnabled(shown > recording.start)
        if self.model.looking_back:
            text = self.tr("expansion {shown:,} of {latest:,}")
        else:
            text = self.tr("expansion {latest:,} (latest)")
        self.label.setText(fill(text, shown=shown, latest=latest))
        if recording.first > 0:  # changes once per many thousand expansions
            caption = self.tr("Timeline (kept from expansion {start:,}):")
        else:
            caption = self.tr("Timeline:")
        caption = fill(caption, start=recording.start)
        if caption != self.caption.text():
            self.caption.setText(caption)
            self._place_caption()


class ChartCursor:
    """A vertical line on the open/closed chart at the expansion the timeline shows, while it
    shows an earlier one than the latest."""

    def __init__(self, model: RunModel, plot: pg.PlotWidget) -> None:
        self.model = model
        self.line = pg.InfiniteLine(angle=90, movable=False, pen=pg.mkPen("#8e44ad", width=2))
        self.line.setVisible(False)
        plot.getPlotItem().addItem(self.line, ignoreBounds=True)
        model.position_changed.connect(self._on_position_changed)

    def _on_position_changed(self) -> None:
        self.line.setVisible(self.model.looking_back)
        self.line.setPos(self.model.shown_position)


class BackAction(QObject):
    """The window's Back, beside ``step`` in the Run menu and the toolbar, named by the
    timeline. Left goes back while a run has not ended; once it has, Left moves Replay and
    Back keeps Shift+N."""

    def __init__(self, window: QMainWindow, timeline: Timeline, step: QAction) -> None:
        super().__init__(window)
        self.timeline, self.model, controller = timeline, timeline.model, timeline.controller
        icon = window.style().standardIcon(QStyle.StandardPixmap.SP_MediaSeekBackward)
        back = self.action = QAction(icon, "", window)
        back.setObjectName("action_back")
        back.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        back.triggered.connect(controller.back)
        window.addAction(back)
        for owner in list(step.associatedObjects()):  # the Run menu, the toolbar
            if isinstance(owner, (QMenu, QToolBar)):
                owner.insertAction(step, back)
        timeline.back_action = back
        timeline.retranslate_ui()
        controller.state_changed.connect(self._on_state_changed)
        self.model.position_changed.connect(self._on_position_changed)
        self._on_state_changed(controller.state)
        self._on_position_changed()

    def _on_state_changed(self, state: RunState) -> None:
        keys = BACK_KEYS[1:] if state is RunState.FINISHED else BACK_KEYS
        self.action.setShortcuts([QKeySequence(key) for key in keys])

    def _on_position_changed(self) -> None:
        self.action.setEnabled(self.model.shown_position > self.model.recording.start)
