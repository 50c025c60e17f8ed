"""Screenshots of the window, the board or the chart, as PNG files.

These functions take widgets, not dialogs, so that a headless command can build the real
window offscreen and call them; :func:`default_file_name` names a shot after the problem,
the algorithm and the time.
"""

from __future__ import annotations

from datetime import datetime
from enum import Enum
from pathlib import Path

import pyqtgraph as pg
import pyqtgraph.exporters
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QWidget


class ShotKind(Enum):
    WINDOW = "window"
    BOARD = "board"
    CHART = "chart"


def default_file_name(
    kind: ShotKind, problem: str, algorithm: str, when: datetime | None = None
) -> str:
    """'cavalo-D-astar-board-2024-05-01-14-03-22.png'."""
    stamp = (when or datetime.now()).strftime("%Y-%m-%d-%H-%M-%S")
    safe = "".join(c if c.isalnum() or c in "-_" else "_" for c in f"{problem}-{algorithm}")
    return f"cavalo-{safe}-{kind.value}-{stamp}.png"


def grab_widget(widget: QWidget, scale: float = 1.0) -> QImage:
    """The widget as an image; ``scale`` > 1 renders it larger (the board repaints crisply)."""
    if scale == 1.0:
        return widget.grab().toImage()
    size = widget.size()
    original = QSize(size)
    widget.resize(round(size.width() * scale), round(size.height() * scale))
    try:
        return widget.grab().toImage()
    finally:
        widget.resize(original)


def save_image(image: QImage, path: str | Path) -> Path:
    """Write ``image`` as PNG; OSError naming the path if that fails."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    if image.isNull() or not image.save(str(target), "PNG"):
        raise OSError(f"could not write the screenshot {target}")
    return target


def export_widget(widget: QWidget, path: str | Path) -> Path:
    """A PNG of any widget (the whole window, or the board alone)."""
    return save_image(grab_widget(widget), path)


def export_plot(plot: pg.PlotWidget, path: str | Path, width: int | None = None) -> Path:
    """A PNG of a pyqtgraph plot through its own image exporter."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    exporter = pyqtgraph.exporters.ImageExporter(plot.getPlotItem())
    exporter.parameters()["width"] = width or max(plot.width(), 640)
    exporter.export(str(target))
    if not target.exists():
        raise OSError(f"could not write the screenshot {target}")
    return target
