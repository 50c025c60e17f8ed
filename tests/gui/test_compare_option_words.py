"""The Compare window names a puzzle's option values as the main window's controls do (the
value and its words, in the window's language) and follows a live language switch; it showed
the bare value ("exactly") in Portuguese."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QComboBox

from cavalo_gui.app import i18n
from cavalo_gui.app.compare.window import CompareWindow


def _goal_items(compare: CompareWindow) -> list[str]:
    box = compare.findChild(QComboBox, "compare_dots_goal")
    assert box is not None
    return [box.itemText(index) for index in range(box.count())]


def test_the_dots_goal_is_named_in_the_windows_language_and_follows_a_switch(qtbot, portuguese):
    compare = CompareWindow()
    qtbot.addWidget(compare)
    assert _goal_items(compare) == [
        "exactly: exatamente o objetivo (a regra do enunciado)",
        "at-least: pelo menos o objetivo",
    ]
    i18n.set_language(i18n.ENGLISH)
    QApplication.processEvents()
    assert _goal_items(compare) == [
        "exactly: exactly the target (the course's rule)",
        "at-least: at least the target",
    ]
