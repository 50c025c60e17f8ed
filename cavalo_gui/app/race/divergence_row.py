"""Jump to the first divergence: which two runs, the button, and what was found, in words.

The divergence itself is the engine's pure function over the two runs' recorded expansions
(:func:`cavalo_gui.engine.divergence.first_divergence`); this row only asks and says.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QWidget

from cavalo_gui.app.i18n import number
from cavalo_gui.engine.divergence import Divergence, first_divergence


class DivergenceRow(QWidget):
    """Two run choosers and the Jump button on one line, the sentence beside them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.of_label = QLabel()
        self.first = QComboBox(objectName="divergence_first")
        self.and_label = QLabel()
        self.second = QComboBox(objectName="divergence_second")
        self.jump_button = QPushButton(objectName="race_jump")
        self.result = QLabel(objectName="divergence_result")
        self.result.setWordWrap(True)
        self.result.setMinimumHeight(2 * self.result.fontMetrics().lineSpacing())
        self._compared: tuple | None = (
            None  # the two runs last compared, said again in another language
        )
        row = QHBoxLayout()  # lines of known heights: the window's least height holds them
        for widget in (self.of_label, self.first, self.and_label, self.second, self.jump_button):
            row.addWidget(widget)
        layout = QHBoxLayout(self)  # the sentence beside the choice, where the width allows
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.result, 1)
        self.retranslate_ui()

    def set_runs(self, count: int) -> None:
        """Offer runs 1 to ``count``; the first two chosen unless the choice still stands."""
        for combo, default in ((self.first, 0), (self.second, 1)):
            chosen = combo.currentIndex()
            combo.clear()
            combo.addItems([number(index + 1) for index in range(count)])
            combo.setCurrentIndex(chosen if 0 <= chosen < count else default)
        if self.first.currentIndex() == self.second.currentIndex():
            self.first.setCurrentIndex(0)
            self.second.setCurrentIndex(1)

    def chosen(self) -> tuple[int, int]:
        """The two runs compared, by index from 0."""
        return self.first.currentIndex(), self.second.currentIndex()

    def say(self, text: str) -> None:
        """Say ``text`` under the row; an empty one forgets the runs last compared."""
        self.result.setText(text)
        if not text:
            self._compared = None

    def find(self, first, second) -> Divergence | None:
        """The first divergence of two runs (:class:`Lane`\\ s) in what they have recorded,
        and the sentence that says it, or why there is none."""
        self._compared = (first, second)
        names = {"first": first.index + 1, "second": second.index + 1}
        recordings = (first.model.recording, second.model.recording)
        if first is second:
            self.say(self.tr("Choose two different runs."))
            return None
        if any(recording.first > 0 for recording in recordings):
            self.say(self.tr("The recordings no longer hold the runs' first expansions."))
            return None
        streams = [recording.expansions(0, len(recording)) for recording in recordings]
        found = first_divergence(*streams)
        shared = min(len(recording) for recording in recordings)
        if found is not None:
            self.say(
                self.tr(
                    "Runs {first} and {second} first expanded different nodes at expansion "
                    "{position}: both boards show it."
                ).format(position=number(found.position), **names)
            )
        elif shared == 0:
            self.say(
                self.tr(
                    "Runs {first} and {second} have not expanded a node yet: step or run, and "
                    "ask again."
                ).format(**names)
            )
        elif all(recording.final is not None for recording in recordings):
            if shared == 1:
                sentence = self.tr(
                    "Runs {first} and {second} expanded the same node, the only one both expanded."
                )
            else:
                sentence = self.tr(
                    "Runs {first} and {second} expanded the same nodes in the same order over "
                    "the {count} expansions both made."
                )
            self.say(sentence.format(count=number(shared), **names))
        else:
            if shared == 1:
                sentence = self.tr(
                    "Runs {first} and {second} have expanded the same node so far: step or run "
                    "on, and ask again."
                )
            else:
                sentence = self.tr(
                    "Runs {first} and {second} have expanded the same nodes so far ({count} "
                    "expansions): step or run on, and ask again."
                )
            self.say(sentence.format(count=number(shared), **names))
        return found

    def retranslate_ui(self) -> None:
        self.of_label.setText(self.tr("First divergence of run"))
        self.and_label.setText(self.tr("and run"))
        self.first.setAccessibleName(self.tr("The first run compared"))
        self.second.setAccessibleName(self.tr("The second run compared"))
        self.jump_button.setText(self.tr("&Jump to the first divergence"))
        self.jump_button.setToolTip(
            self.tr("Show both runs' boards at the first expansion where they chose differently")
        )
        if self._compared is not None:
            self.find(*self._compared)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
