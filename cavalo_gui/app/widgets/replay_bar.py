"""Replay of a solution: a slider and buttons through its moves, with the progress after each
(points, boxes, ...) in the puzzle's own words."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QSlider,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from cavalo_gui.app.domain_texts import domain_text
from cavalo_gui.app.i18n import number, state_words
from cavalo_gui.app.run.model import RunModel
from cavalo_gui.app.widgets.eliding_label import ElidingLabel
from cavalo_gui.domains.domain import progress_count

PLAY_INTERVAL_MS = 700
MARGINS = (6, 2, 6, 2)  # pixels: left, top, right, bottom
SENTENCES_MEASURED = 20  # the longest sentences of a path, by characters, measured in pixels


class ReplayBar(QWidget):
    """Enabled once a run has ended: moving the slider shows the solution after that move, or
    for an unsolved run the path to the best node found (the model's ``replayed`` node)."""

    def __init__(self, model: RunModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._sentences: list[str] = []
        icons = QStyle.StandardPixmap
        self.first = self._button(icons.SP_MediaSkipBackward)
        self.previous = self._button(icons.SP_MediaSeekBackward)
        self.play = self._button(icons.SP_MediaPlay)
        self.play.setCheckable(True)
        self.next = self._button(icons.SP_MediaSeekForward)
        self.last = self._button(icons.SP_MediaSkipForward)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("replay_slider")
        self.slider.setPageStep(1)
        self.slider.setMinimumWidth(80)
        self.label = ElidingLabel()
        self.label.setObjectName("replay_label")
        self.label.setWordWrap(True)  # on a line of its own, under the slider
        layout = QHBoxLayout()
        self.title = QLabel()
        self.title.setBuddy(self.slider)
        layout.addWidget(self.title)
        for button in (self.first, self.previous, self.play, self.next, self.last):
            layout.addWidget(button)
        layout.addWidget(self.slider, 1)
        self.controls = layout
        self.rows = QVBoxLayout(self)
        self.rows.setContentsMargins(*MARGINS)
        self.rows.setSpacing(0)
        self.rows.addLayout(layout)
        self.rows.addWidget(self.label)
        self._timer = QTimer(self)
        self._timer.setInterval(PLAY_INTERVAL_MS)
        self._timer.timeout.connect(self._advance)
        self.first.clicked.connect(lambda: self.slider.setValue(0))
        self.previous.clicked.connect(lambda: self.slider.setValue(self.slider.value() - 1))
        self.next.clicked.connect(lambda: self.slider.setValue(self.slider.value() + 1))
        self.last.clicked.connect(lambda: self.slider.setValue(self.slider.maximum()))
        self.play.toggled.connect(self._on_play_toggled)
        self.slider.valueChanged.connect(self.model.set_replay_step)
        model.finished_changed.connect(self._on_finished_changed)
        model.node_changed.connect(self._on_node_changed)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Set every text in the current language; at start and on every ``LanguageChange``."""
        self.title.setText(self.tr("Replay:"))
        for button, name in (
            (self.first, self.tr("First position")),
            (self.previous, self.tr("Previous move")),
            (self.next, self.tr("Next move")),
            (self.last, self.tr("Last move")),
        ):
            button.setToolTip(name)
            button.setAccessibleName(name)
        self.slider.setAccessibleName(self.tr("Replay: move shown"))
        self._on_finished_changed()

    def make_compact(self, compact: bool) -> None:
        """No pixels above and below when ``compact`` (the board takes every one it can), and
        the label at the end of the buttons' line rather than on a line of its own, cut short
        with an ellipsis only where that line has no room for all of it."""
        left, top, right, bottom = MARGINS
        self.rows.setContentsMargins(left, 0 if compact else top, right, 0 if compact else bottom)
        beside = self.controls.indexOf(self.label) >= 0
        if compact and not beside:
            self.rows.removeWidget(self.label)
            self.label.setWordWrap(False)
            self.controls.addWidget(self.label)
            self.label.set_eliding(True)
        elif not compact and beside:
            self.controls.removeWidget(self.label)
            self.label.set_eliding(False)
            self.label.setWordWrap(True)
            self.rows.addWidget(self.label)

    def name_shown(self, shown: bool) -> None:
        """Show the row's name ("Replay:") or leave it out (a narrow foot row)."""
        self.title.setVisible(shown)

    def name_width(self) -> int:
        """The width the row's name takes, with the gap after it."""
        return self.title.sizeHint().width() + max(0, self.controls.spacing())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _button(self, icon: QStyle.StandardPixmap) -> QToolButton:
        """A flat button with a standard icon; its tip and name come from retranslate_ui."""
        button = QToolButton()
        button.setIcon(self.style().standardIcon(icon))
        button.setAutoRaise(True)
        return button

    def _on_finished_changed(self) -> None:
        replayed = self.model.replayed
        enabled = replayed is not None
        for widget in (self.first, self.previous, self.play, self.next, self.last, self.slider):
            widget.setEnabled(enabled)
        self.play.setChecked(False)
        self.play.setToolTip(
            self.tr("Play the path to the best node found")
            if enabled and self.model.solution is None
            else self.tr("Play the solution")
        )
        self.play.setAccessibleName(self.play.toolTip())
        self.slider.blockSignals(True)
        self.slider.setRange(0, replayed.depth if replayed is not None else 0)
        self.slider.setValue(replayed.depth if replayed is not None else 0)
        self.slider.blockSignals(False)
        self._gather_sentences()
        self._on_node_changed()

    def step_back(self) -> None:
        """One move back along the replayed path (the Left key)."""
        if self.slider.isEnabled():
            self.slider.setValue(self.slider.value() - 1)

    def step_forward(self) -> None:
        """One move forward along the replayed path."""
        if self.slider.isEnabled():
            self.slider.setValue(self.slider.value() + 1)

    def sentence_width(self) -> int:
        """The width, in the label's font, of the widest sentence the bar may show for the
        run as it stands (every move of the path it replays): the foot row gives it that
        much, so that moving the slider never cuts a sentence short nor lays the row out
        anew."""
        metrics = self.label.fontMetrics()
        return max(metrics.horizontalAdvance(text) for text in self._sentences)

    def _sentence(self, step: int | None, node=None) -> str:
        """What the bar says at ``step`` of the replayed path, where it shows ``node`` (no
        path: that one can be replayed here)."""
        solution = self.model.replayed
        if solution is None or step is None:
            return self.tr("a solution can be replayed here")
        problem = self.model.problem
        progress = domain_text(
            progress_count(self.model.domain, round(problem.progress(node.state)))
        )
        best = self.tr("best found: ") if self.model.solution is None else ""
        if step == 0:
            return best + self.tr("start: {progress}").format(progress=progress)
        return best + self.tr("move {step} of {total}: {move}, {progress}").format(
            step=number(step),
            total=number(solution.depth),
            move=problem.step_label(node),
            progress=progress,
        )

    def _gather_sentences(self) -> None:
        """The sentences of the replayed path that may be the widest: the longest by their
        characters, a few of them (pixels are not characters), measured when asked, in the
        font of the moment."""
        replayed = self.model.replayed
        if replayed is None:
            self._sentences = [self._sentence(None)]
            return
        texts = {self._sentence(step, node) for step, node in enumerate(replayed.path())}
        self._sentences = sorted(texts, key=len, reverse=True)[:SENTENCES_MEASURED]

    def _on_node_changed(self) -> None:
        solution = self.model.replayed
        step = self.model.replay_step
        if solution is None or step is None:
            self.label.setText(self._sentence(None))
            return
        node = solution.path()[step]
        self.label.setText(self._sentence(step, node))
        if self.slider.value() != step:
            self.slider.blockSignals(True)
            self.slider.setValue(step)
            self.slider.blockSignals(False)
        self.label.setToolTip(state_words(self.model.problem, node.state))

    def _on_play_toggled(self, playing: bool) -> None:
        if playing:
            if self.slider.value() >= self.slider.maximum():
                self.slider.setValue(0)
            self._timer.start()
        else:
            self._timer.stop()

    def _advance(self) -> None:
        if self.slider.value() >= self.slider.maximum():
            self.play.setChecked(False)
        else:
            self.slider.setValue(self.slider.value() + 1)
