"""Accessible (issue 19 part 3): every control has a name a screen reader can say, Tab visits
the control panel from top to bottom, and the board, once focused, moves with the arrow keys
and announces the square under the focus."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QHeaderView,
    QLineEdit,
    QScrollBar,
    QWidget,
)

from cavalo_gui.app.compare.window import CompareWindow
from cavalo_gui.app.export.files import ShotKind
from cavalo_gui.app.window.dialogs import ExportDialog
from tests.gui.helpers import choose, choose_problem

CONTROLS = (QAbstractButton, QComboBox, QAbstractSpinBox, QAbstractSlider, QLineEdit)


def _accessible_name(widget: QWidget) -> str:
    """What a screen reader says for ``widget``: its accessible name, or what Qt derives
    (a button's text, a labelled field's label)."""
    interface = QAccessible.queryAccessibleInterface(widget)
    return interface.text(QAccessible.Text.Name) if interface is not None else ""


def _unnamed_controls(top: QWidget) -> list[str]:
    """The visible controls of ``top`` a screen reader would have no name for; the parts Qt
    builds inside a control (a spin box's line edit, a table's headers: "qt_..." or headers)
    are named through their control."""
    unnamed = []
    for widget in top.findChildren(QWidget):
        control = isinstance(widget, (*CONTROLS, QAbstractItemView))
        part = widget.objectName().startswith("qt_") or isinstance(
            widget, (QHeaderView, QScrollBar)
        )
        shown = control and not part and widget.isVisibleTo(top)
        if shown and not _accessible_name(widget).strip():
            unnamed.append(f"{type(widget).__name__} {widget.objectName()!r}")
    return unnamed


def test_every_control_of_the_window_has_an_accessible_name(window):
    for domain, problem in (("knight", "D"), ("dots", "B"), ("blokus", "C"), ("graph", "maze")):
        choose_problem(window, problem, domain)
        for algorithm in ("bfs", "dfs", "astar", "smastar"):
            choose(window, "algorithm", algorithm)
            assert not _unnamed_controls(window), (domain, algorithm, _unnamed_controls(window))
    assert _accessible_name(window.board)


def test_every_control_of_the_compare_window_has_an_accessible_name(qtbot):
    compare = CompareWindow()
    qtbot.addWidget(compare)
    assert not _unnamed_controls(compare)


@pytest.mark.parametrize(
    ("domain", "problem", "algorithm"),
    [("knight", "F", "dfs"), ("knight", "D", "smastar"), ("dots", "A", "astar")],
)
def test_tab_visits_every_control_of_the_panel_in_order(qtbot, window, domain, problem, algorithm):
    choose_problem(window, problem, domain)
    choose(window, "algorithm", algorithm)
    panel = window.panel
    expected = [
        widget
        for widget in panel.controls_in_order()
        if widget.isVisibleTo(panel) and widget.isEnabled()
    ]
    assert len(expected) >= 7  # problem, seed or option, algorithm, ..., speed
    window.activateWindow()
    expected[0].setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is expected[0])
    visited = [QApplication.focusWidget()]
    for _ in expected[1:]:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        visited.append(QApplication.focusWidget())
    names = [widget.objectName() for widget in visited]
    assert names == [widget.objectName() for widget in expected]


def test_the_board_moves_with_the_arrows_and_announces_the_focused_square(qtbot, window):
    choose_problem(window, "A")
    board = window.board
    window.activateWindow()
    window.panel.problem.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: not board.hasFocus())
    board.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(board.hasFocus)
    assert board.accessibleDescription() == board.describe_square(0)
    assert board.accessibleDescription().startswith("A1 · 02")  # problem A's first square
    assert board.keyboard_cursor.ring_shown  # the keyboard brought the focus: a ring
    qtbot.keyClick(board, Qt.Key.Key_Right)  # not Step: the board has the arrows
    assert window.model.counters.expanded == 0
    assert board.accessibleDescription().startswith("B1 · 20")
    qtbot.keyClick(board, Qt.Key.Key_Down)
    qtbot.keyClick(board, Qt.Key.Key_End)
    assert board.keyboard_cursor.index == 19
    assert board.accessibleDescription() == board.describe_square(19)
    assert board.accessibleDescription().startswith("J2")
    qtbot.keyClick(board, Qt.Key.Key_PageDown)
    assert board.accessibleDescription().startswith("J10")
    # the announcement follows the search: the square's state changes with a step
    qtbot.keyClick(board, Qt.Key.Key_PageUp)
    qtbot.keyClick(board, Qt.Key.Key_Home)
    qtbot.keyClick(board, Qt.Key.Key_Right)
    window.controller.step()
    qtbot.waitUntil(lambda: window.model.counters.expanded == 1)
    window.model.publish()
    assert board.accessibleDescription() == board.describe_square(1)


@pytest.mark.parametrize(
    ("domain", "problem"), [("dots", "A"), ("blokus", "A"), ("graph", "romania")]
)
def test_the_other_boards_announce_the_focused_square(qtbot, window, domain, problem):
    choose_problem(window, problem, domain)
    window.model.publish()
    board = window.board
    window.activateWindow()
    board.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(board.hasFocus)
    first = board.accessibleDescription()
    qtbot.keyClick(board, Qt.Key.Key_Right)
    second = board.accessibleDescription()
    assert first and second and first != second
    assert board.keyboard_cursor.index == 1


def test_every_control_of_the_export_dialog_has_an_accessible_name(qtbot, window):
    dialog = ExportDialog(str(Path.home()), {kind: "shot.png" for kind in ShotKind}, window)
    qtbot.addWidget(dialog)
    assert not _unnamed_controls(dialog)


def test_a_click_on_the_board_draws_no_ring_until_a_key_moves(qtbot, window):
    board = window.board
    window.activateWindow()
    board.setFocus(Qt.FocusReason.MouseFocusReason)
    qtbot.waitUntil(board.hasFocus)
    assert not board.keyboard_cursor.ring_shown
    qtbot.keyClick(board, Qt.Key.Key_Down)
    assert board.keyboard_cursor.ring_shown and board.keyboard_cursor.index == 10
