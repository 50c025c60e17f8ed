"""A screen reader hears what the board is (it said "filler": a plain widget's role): the
square boards are tables of squares, the graph board a drawing; each still reads its name and
the square (or node) the keyboard is on, as Qt's accessibility interface reports them to
AT-SPI."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from .helpers import choose_problem


def _read(board) -> tuple[QAccessible.Role, str, str]:
    """The board's role, name and description as the accessibility bridge reads them."""
    interface = QAccessible.queryAccessibleInterface(board)
    assert interface is not None and interface.isValid()
    return (
        interface.role(),
        interface.text(QAccessible.Text.Name),
        interface.text(QAccessible.Text.Description),
    )


def test_the_knight_board_is_a_table_that_says_its_focused_square(qtbot, window):
    choose_problem(window, "A")
    board = window.board
    board.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(board.hasFocus)
    qtbot.keyClick(board, Qt.Key.Key_Right)
    role, name, said = _read(board)
    assert role == QAccessible.Role.Table
    assert name.startswith("Board:")
    assert said == board.describe_square(1) and said.startswith("B1 · 20")


def test_the_graph_board_is_a_drawing_that_says_its_focused_node(qtbot, window):
    choose_problem(window, "romania", "graph")
    qtbot.waitUntil(lambda: window.board_domain == "graph")
    board = window.board
    board.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(board.hasFocus)
    role, name, said = _read(board)
    assert role == QAccessible.Role.Graphic
    assert name
    assert said and said == board.accessibleDescription()
