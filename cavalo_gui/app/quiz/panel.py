"""The quiz's panel under the board: the question, the algorithm's tie-breaking rule, the
verdict on the last answer, the score, and a field for a threshold."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from cavalo_gui.app.quiz.fates import CHOICES, DUPLICATE, INSERTED, PRUNED

RIGHT_COLOUR, WRONG_COLOUR = "#1e8449", "#b03a2e"


class QuizPanel(QFrame):
    """What the student reads and answers in quiz mode; hidden when the quiz is off."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("quiz_panel")
        self.on_language: Callable[[], None] | None = None  # the quiz says its texts again
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.question = QLabel(objectName="quiz_question")
        self.score = QLabel(objectName="quiz_score")
        self.rule = QLabel(objectName="quiz_rule")
        self.verdict = QLabel(objectName="quiz_verdict")
        self.answer = QLineEdit(objectName="quiz_threshold")
        self.submit = QPushButton(objectName="quiz_submit")
        for label in (self.question, self.rule, self.verdict):
            label.setWordWrap(True)
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        font = self.question.font()
        font.setBold(True)
        self.question.setFont(font)
        self.score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        top = QHBoxLayout()
        top.addWidget(self.question, 1)
        top.addWidget(self.score)
        entry = QHBoxLayout()
        entry.addWidget(self.answer, 1)
        entry.addWidget(self.submit)
        self.entry = QWidget()
        self.entry.setLayout(entry)
        entry.setContentsMargins(0, 0, 0, 0)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(2)
        layout.addLayout(top)
        layout.addWidget(self.entry)
        layout.addWidget(self.verdict)
        layout.addWidget(self.rule)
        self.fate_buttons = {choice: QPushButton(objectName=f"quiz_{choice}") for choice in CHOICES}
        fates = QHBoxLayout()
        fates.setContentsMargins(0, 0, 0, 0)
        for button in self.fate_buttons.values():
            fates.addWidget(button)
        fates.addStretch(1)
        self.fates = QWidget()
        self.fates.setLayout(fates)
        layout.insertWidget(2, self.fates)
        self.fates.setVisible(False)
        self.entry.setVisible(False)
        self.setVisible(False)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.submit.setText(self.tr("Answer"))
        self.fate_buttons[INSERTED].setText(self.tr("&Inserted into open"))
        self.fate_buttons[DUPLICATE].setText(self.tr("&Duplicate"))
        self.fate_buttons[PRUNED].setText(self.tr("&Pruned"))
        self.answer.setPlaceholderText(self.tr("the next threshold, e.g. 9"))
        self.answer.setAccessibleName(self.tr("Next threshold"))
        self.setAccessibleName(self.tr("Quiz"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            if self.on_language is not None:
                self.on_language()
        super().changeEvent(event)

    def say_verdict(self, text: str, right: bool | None) -> None:
        """The verdict on the last answer, green when right and red when wrong."""
        colour = {True: RIGHT_COLOUR, False: WRONG_COLOUR}.get(right, "palette(text)")
        self.verdict.setStyleSheet(f"QLabel {{ color: {colour}; }}")
        self.verdict.setText(text)
