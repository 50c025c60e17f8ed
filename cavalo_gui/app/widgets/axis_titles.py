"""A chart's axis titles whole along their axes: the long title where the axis is long enough,
else a short one ("nodes"), else the short one in a smaller type.

In a short plot (a 1024 x 640 window at 150%) the left axis was 88 pixels tall and its title,
turned on its side, 157: it ran past the plot's top and down into the bottom axis's words.
"""

from __future__ import annotations

from collections.abc import Callable

import pyqtgraph as pg
import shiboken6
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

LEAST_POINTS = 6.0  # the smallest type an axis title is drawn in
TEXT_MARGIN = 1  # pixels around a title's words (Qt's 4 took a short plot's room)


def short_titles() -> dict[str, str]:
    """Each axis's short title, in the current language."""
    return {
        "bottom": QCoreApplication.translate("AxisTitles", "expanded"),
        "left": QCoreApplication.translate("AxisTitles", "nodes"),
    }


def _length(axis: pg.AxisItem) -> float:
    """The room along ``axis`` for its title."""
    return axis.height() if axis.orientation in ("left", "right") else axis.width()


def _show(axis: pg.AxisItem, title: str, font: QFont) -> float:
    """``title`` in ``font`` on ``axis`` (set only if either changed); its length as drawn."""
    label = axis.label
    changed = label.document().documentMargin() != TEXT_MARGIN
    label.document().setDocumentMargin(TEXT_MARGIN)
    if label.font() != font:
        label.setFont(font)
        changed = True
    if axis.labelText != title:
        axis.setLabel(title)
        changed = True
    if changed:
        axis.resizeEvent()  # the title centred again along the axis (pyqtgraph does it there)
    return label.boundingRect().width()


def fit_axis_titles(item: pg.PlotItem, long_titles: dict[str, str], font: QFont) -> None:
    """Give each axis named in ``long_titles`` the longest of its titles that its length
    holds in ``font``, else its short title in the type that fits (no smaller than
    :data:`LEAST_POINTS`)."""
    shorts = short_titles()
    for name, long_title in long_titles.items():
        axis = item.getAxis(name)
        room = _length(axis)
        if room <= 0:
            continue
        for title in (long_title, shorts[name]):
            length = _show(axis, title, font)
            if length <= room:
                break
        else:
            smaller = QFont(font)
            points = max(font.pointSizeF() * room / length, LEAST_POINTS)
            smaller.setPointSizeF(points)
            _show(axis, shorts[name], smaller)


class AxisTitleFitter:
    """Fits ``item``'s axis titles (the long ones from ``long_titles()``, in the app's font)
    whenever an axis is laid out anew: the legend's rows or the title's height change an
    axis's length after the chart's own resize."""

    def __init__(self, item: pg.PlotItem, long_titles: Callable[[], dict[str, str]]) -> None:
        self.item, self.long_titles = item, long_titles
        self._fitting = False
        for name in ("left", "bottom"):
            item.getAxis(name).geometryChanged.connect(self.fit)

    def fit(self) -> None:
        axes = [self.item.getAxis(name) for name in ("left", "bottom")]
        if self._fitting or not all(map(shiboken6.isValid, [self.item, *axes])):  # or closed
            return
        self._fitting = True
        try:
            fit_axis_titles(self.item, self.long_titles(), QApplication.font())
        finally:
            self._fitting = False
