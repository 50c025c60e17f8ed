"""Quiz by keyboard (issue 33 item 17): when the quiz asks which node is expanded next, the
keyboard is already where the answer is given, so the arrows and Enter answer at once, as the
question says, wherever the focus was when the quiz was turned on."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .helpers import choose_problem
from .test_quiz import _paths


def _focus_on(qtbot, widget) -> None:
    widget.setFocus(Qt.FocusReason.MouseFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is widget, timeout=2_000)


def _press(qtbot, key) -> None:
    """A key pressed where the keyboard is now, as a user presses it."""
    focus = QApplication.focusWidget()
    assert focus is not None
    qtbot.keyClick(focus, key)


@pytest.mark.parametrize("key", [True, False], ids=["Q", "menu"])
def test_the_arrows_and_enter_answer_at_once(qtbot, window, key):
    """The student chose the problem and the algorithm (the keyboard is in the control
    panel), then turns the quiz on by Q or from the menu, and answers with Down and Enter."""
    choose_problem(window, "A")
    _focus_on(qtbot, window.panel.algorithm)
    if key:
        _press(qtbot, Qt.Key.Key_Q)
    else:
        window.quiz.toggle.trigger()
    assert window.quiz.on
    qtbot.waitUntil(lambda: window.quiz.candidates != [], timeout=5_000)
    window.model.publish()
    qtbot.waitUntil(lambda: len(_paths(window)) >= 2, timeout=2_000)
    before = window.model.counters.expanded
    _press(qtbot, Qt.Key.Key_Down)
    _press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.quiz.score.asked == 1, timeout=5_000)
    assert window.model.counters.expanded == before + 1
    assert "#2" in window.quiz.panel.verdict.text()  # the row the arrow went to, from the first
