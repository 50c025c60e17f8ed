"""The board views' role for screen readers: a table of squares (a drawing, for a graph).

A board view is a plain QWidget that paints itself, and Qt gives such a widget the role
"client", which AT-SPI reads as "filler": a screen reader said nothing of what the board is.
An accessibility factory gives every widget that declares an ``accessible_role`` that role,
keeping Qt's reading of its name and description (the focused square, see keyboard_cursor).
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QWidget

_installed = False


def _interface(_class_name: str, watched: QObject) -> QAccessibleInterface | None:
    role = getattr(watched, "accessible_role", None)
    if role is None or not isinstance(watched, QWidget):
        return None  # Qt's own interface
    return QAccessibleWidget(watched, role)


def install_roles() -> None:
    """Let the widgets that declare an ``accessible_role`` have it (once per process)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_interface)
        _installed = True
