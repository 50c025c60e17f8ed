"""The zoom of the app's text (View > Zoom, Present), as a factor: what the board views need to
make their own words (title, coordinates, legend) follow it, since they are sized from their
squares, not from the app's font."""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

_base_point_size: float | None = None


def base_point_size() -> float:
    """The system's text size, in points, as the app's font had it before any zoom."""
    global _base_point_size
    if _base_point_size is None:
        size = QApplication.font().pointSizeF()
        _base_point_size = size if size > 0 else 10.0
    return _base_point_size


def zoom_factor(font: QFont | None = None) -> float:
    """How much larger ``font`` (by default the app's) is than the system's text: 1.5 at 150%."""
    size = (font if font is not None else QApplication.font()).pointSizeF()
    return size / base_point_size() if size > 0 else 1.0
