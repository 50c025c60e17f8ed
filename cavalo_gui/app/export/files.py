"""Screenshots of the window, the board or the chart, as PNG files; the chart also as SVG, and
its data (the open and closed sizes after each expansion) as CSV.

These functions take widgets, not dialogs, so that a headless command can build the real
window offscreen and call them; :func:`default_file_name` names a shot after the problem,
the algorithm and the time.
"""

from __future__ import annotations

import csv
import io
from datetime import datetime
from enum import Enum
from pathlib import Path

import pyqtgraph as pg
import pyqtgraph.exporters
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRect, QSize
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsItem, QWidget

from cavalo_gui.app.export.errors import not_written, refused
from cavalo_gui.app.run.model import RunModel
from cavalo_gui.reports.results_file import write_bytes_safely, write_text_safely

CHART_CSV_COLUMNS = ("expansion", "open", "closed")


class ShotKind(Enum):
    WINDOW = "window"
    BOARD = "board"
    CHART = "chart"
    TREE = "tree"


def default_file_name(
    kind: ShotKind, problem: str, algorithm: str, when: datetime | None = None
) -> str:
    """'cavalo-D-astar-board-2024-05-01-14-03-22.png'."""
    stamp = (when or datetime.now()).strftime("%Y-%m-%d-%H-%M-%S")
    safe = "".join(c if c.isalnum() or c in "-_" else "_" for c in f"{problem}-{algorithm}")
    return f"cavalo-{safe}-{kind.value}-{stamp}.png"


def chart_file_name(problem: str, algorithm: str, suffix: str, when: datetime | None = None) -> str:
    """'cavalo-D-astar-chart-2024-05-01-14-03-22.csv' (or .svg, .png)."""
    return default_file_name(ShotKind.CHART, problem, algorithm, when).removesuffix(".png") + suffix


def with_extension(path: str | Path, suffix: str) -> Path:
    """``path`` with ``suffix`` ('.png') added when its name has no extension: a name typed
    without one saves a file that the system can open."""
    target = Path(path)
    return target if target.suffix else target.with_name(target.name + suffix)


def widget_of(window, kind: ShotKind) -> QWidget:
    """The part of the main ``window`` a picture of ``kind`` shows; the search tree's dock
    is brought to the front first (a hidden tab has nothing to show), the whole tree in view."""
    if kind is ShotKind.WINDOW:
        return window
    if kind is ShotKind.BOARD:
        return window.board
    if kind is ShotKind.CHART:
        return window.chart
    dock = window.docks["search_tree"]
    if not dock.isVisible() or dock.visibleRegion().isEmpty():
        dock.show()
        dock.raise_()
    window.search_tree.refresh()  # now, not after its pause between two drawings
    window.search_tree.fit_view()
    return window.search_tree


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
    """Write ``image`` as PNG, atomically (never a half-written file); OSError naming the path
    if that fails."""
    target = Path(path)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if image.isNull() or not image.save(buffer, "PNG"):
        raise not_written("screenshot", target)
    buffer.close()
    write_bytes_safely(target, data.data())
    return target


def export_widget(widget: QWidget, path: str | Path) -> Path:
    """A PNG of any widget (the whole window, or the board alone)."""
    return save_image(grab_widget(widget), path)


def export_plot(plot: pg.PlotWidget, path: str | Path, width: int | None = None) -> Path:
    """A PNG of a pyqtgraph plot through its own image exporter."""
    target = Path(path)
    exporter = pyqtgraph.exporters.ImageExporter(plot.getPlotItem())
    exporter.parameters()["width"] = width or max(plot.width(), 640)
    image = exporter.export(toBytes=True)
    if not isinstance(image, QImage):
        raise not_written("screenshot", target)
    return save_image(image, target)


def chart_csv(model: RunModel) -> str:
    """The chart's data as CSV: one row per expansion with the sizes of open and closed."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(CHART_CSV_COLUMNS)
    series = (model.expansions.view(), model.open_sizes.view(), model.closed_sizes.view())
    writer.writerows(zip(*(values.astype(int).tolist() for values in series), strict=True))
    return buffer.getvalue()


def export_chart_csv(model: RunModel, path: str | Path) -> Path:
    """Write :func:`chart_csv` to ``path`` atomically; OSError (ResultsFileError) naming it."""
    write_text_safely(path, chart_csv(model))
    return Path(path)


def export_plot_svg(plot: pg.PlotWidget, path: str | Path) -> Path:
    """An SVG drawing of a plot, as it shows on screen.

    pyqtgraph's own SVGExporter cannot read the closed paths ('... Z') that Qt 6 writes and
    fails on every plot (pyqtgraph issue #3485), so the widget paints itself into Qt's SVG
    generator instead: the same vector drawing, axes, legend and iteration marks included (the
    axes, which the screen caches as pixmaps, are drawn afresh as lines and text).
    """
    target = Path(path)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(plot.size())
    generator.setResolution(plot.logicalDpiX())  # as on screen: pictures play back unscaled
    generator.setViewBox(QRect(0, 0, plot.width(), plot.height()))
    generator.setTitle("Open and closed lists")
    generator.setDescription("Sizes of the open and closed lists against nodes expanded")
    painter = QPainter()
    if not painter.begin(generator):
        raise not_written("chart", target)
    axes = [axis["item"] for axis in plot.getPlotItem().axes.values()]
    cached = [axis.cacheMode() for axis in axes]
    try:
        for axis in axes:  # drawn as text and lines, not as the screen's cached pixmaps
            axis.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        plot.render(painter)
    finally:
        painter.end()
        for axis, mode in zip(axes, cached, strict=True):
            axis.setCacheMode(mode)
    buffer.close()
    if data.isEmpty():
        raise not_written("chart", target)
    write_bytes_safely(target, data.data())
    return target


def export_chart_image(plot: pg.PlotWidget, path: str | Path) -> Path:
    """The chart as PNG or SVG, chosen by the file's suffix; ValueError for any other."""
    suffix = Path(path).suffix.lower()
    if suffix == ".png":
        return export_plot(plot, path)
    if suffix == ".svg":
        return export_plot_svg(plot, path)
    raise refused("chart-suffix", path=str(path))
