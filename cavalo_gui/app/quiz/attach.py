"""Quiz mode in the window: Run > Quiz and the quiz's panel under the board."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow

from cavalo_gui.app.quiz.panel import QuizPanel
from cavalo_gui.app.quiz.quiz import Quiz


def attach_quiz(window: QMainWindow) -> Quiz:
    """Run > Quiz (Q), a checkable action after Step, and the quiz's panel under the board."""
    panel = QuizPanel(window)
    window.centre_layout.insertWidget(1, panel)
    quiz = Quiz(window, panel)
    toggle = QAction(window)
    toggle.setObjectName("action_quiz")
    toggle.setCheckable(True)
    toggle.setShortcut(QKeySequence("Q"))
    toggle.toggled.connect(quiz.set_on)
    window.addAction(toggle)
    window.run_menu.insertAction(window.fine_step_action, toggle)
    quiz.toggle = toggle
    quiz.refresh()
    return quiz
