"""The window's first size: as large as it likes where the screen allows, smaller where it does
not, and centred, so that a 1024 x 640 or 1366 x 768 screen shows it whole."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QStyle, QWidget

PREFERRED_SIZE = QSize(1600, 980)
# Room for the title bar and borders the window manager adds around the window, which are not
# known before the window is first shown.
FRAME_ALLOWANCE = QSize(16, 48)

_assumed_area: QRect | None = None  # the screen windows are laid out for, if not their own


@contextmanager
def screen_for(size: QSize) -> Iterator[None]:
    """Windows made and laid out meanwhile fit a screen on which a window takes ``size``
    exactly, frame aside: ``cavalo screenshot --size`` draws the window that a screen of
    that size shows (its docks tabbed, its toolbar and foot compacted where they must be),
    not a window fitted to the offscreen platform's own screen, then squeezed."""
    global _assumed_area
    before, _assumed_area = _assumed_area, QRect(QPoint(), size + FRAME_ALLOWANCE)
    try:
        yield
    finally:
        _assumed_area = before


def available_area(window: QWidget) -> QRect:
    """The part of the window's screen that windows may take (without docks and panels)."""
    if _assumed_area is not None:
        return QRect(_assumed_area)
    screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def fitted_size(preferred: QSize, area: QRect, minimum: QSize) -> QSize:
    """``preferred`` where ``area`` holds it with its frame, else what the area holds; never
    below ``minimum``, which the window cannot go under anyway."""
    room = area.size() - FRAME_ALLOWANCE
    return preferred.boundedTo(room).expandedTo(minimum)


def fit_to_screen(
    window: QWidget, preferred: QSize = PREFERRED_SIZE, over: QWidget | None = None
) -> None:
    """Give ``window`` the largest size up to ``preferred`` that its screen (``over``'s, for a
    window not yet shown over another) shows whole, centred."""
    area = available_area(over if over is not None else window)
    size = fitted_size(preferred, area, window.minimumSizeHint())
    window.resize(size)
    _centre(window, size, area)


def keep_on_screen(window: QWidget) -> None:
    """A size remembered from a larger screen shrinks to fit this one (and is centred again);
    one that fits is left where the user put it."""
    area = available_area(window)
    if area.contains(QRect(window.pos(), window.size() + FRAME_ALLOWANCE)):
        return
    fit_to_screen(window, window.size())


def _centre(window: QWidget, size: QSize, area: QRect) -> None:
    """Centre ``window`` and its frame in ``area`` (a window's position is its frame's)."""
    framed = QStyle.alignedRect(
        Qt.LayoutDirection.LeftToRight,
        Qt.AlignmentFlag.AlignCenter,
        size + FRAME_ALLOWANCE,
        area,
    )
    # A window larger than the area keeps its title bar on the screen.
    window.move(max(framed.left(), area.left()), max(framed.top(), area.top()))
