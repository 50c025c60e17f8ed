"""Quiz mode in the window: Run > Quiz and the quiz's panel under the board."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow

from cavalo_gui.app.quiz.panel import QuizPanel
from cavalo_gui.app.quiz.quiz import Quiz


def quiz_mode(window: QMainWindow, panel: QuizPanel, before: QAction) -> Quiz:
    """The quiz on ``panel`` (the window's pane under the board) and Run > Quiz (Q), a
    checkable action in the Run menu just ``before`` the given one."""
    quiz = Quiz(window, panel)
    toggle = QAction(window)
    toggle.setObjectName("action_quiz")
    toggle.setCheckable(True)
    toggle.setShortcut(QKeySequence("Q"))
    toggle.toggled.connect(quiz.set_on)
    window.addAction(toggle)
    window.run_menu.insertAction(before, toggle)
    quiz.toggle = toggle
    quiz.refresh()
    return quiz
