"""The board, the search tree and the chart as drawings for print: SVG and PDF, vector.

The widget paints itself into Qt's SVG generator or PDF writer (:meth:`QWidget.render`), so the
drawing is what the screen shows, in the current language, with its words as text (a reader
can select and search them) and its lines as lines. The boards paint their numbers afresh for
a drawing rather than blit their cached layers, and the plots' axes, which the screen caches
as pixmaps, are drawn as lines and text too.
"""

from __future__ import annotations

import re
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QPoint, QRect, QSizeF
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPaintDevice, QPainter, QPdfWriter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView, QWidget

from cavalo_gui.app.export.errors import not_written, refused
from cavalo_gui.app.export.files import ShotKind, export_widget, widget_of
from cavalo_gui.reports.results_file import write_bytes_safely

VECTOR_SUFFIXES = (".svg", ".pdf")
PICTURE_SUFFIXES = (".png", *VECTOR_SUFFIXES)
POINTS_PER_INCH = 72


def picture_format(path: str | Path) -> str:
    """'png', 'svg' or 'pdf' from the file name; ValueError naming the file otherwise."""
    suffix = Path(path).suffix.lower()
    if suffix not in PICTURE_SUFFIXES:
        raise refused("picture-suffix", path=str(path), known=", ".join(PICTURE_SUFFIXES))
    return suffix[1:]


def export_picture(widget: QWidget, path: str | Path, title: str = "") -> Path:
    """``widget`` as a PNG, an SVG or a PDF, as the file's name ends."""
    kind = picture_format(path)
    if kind == "png":
        return export_widget(widget, path)
    return export_drawing(widget, path, title)


def export_shot(window, kind: ShotKind, path: str | Path) -> Path:
    """A picture of the main ``window``, its board, its search tree or its chart: a PNG, or
    for all but the whole window an SVG or a PDF drawing; ValueError for a drawing of the
    window (its panes are widgets of the system's style, not a figure)."""
    if picture_format(path) == "png":
        return export_widget(widget_of(window, kind), path)
    if kind is ShotKind.WINDOW:
        raise refused("window-drawing", path=str(path))
    widget = widget_of(window, kind)
    figure = widget if kind is ShotKind.BOARD else widget.plot  # the plot, not its controls
    return export_drawing(figure, path, window.windowTitle())


@contextmanager
def _uncached(widget: QWidget):
    """The widget's graphics items drawn afresh, as lines and text (not from their pixmap
    caches), meanwhile."""
    items: list[tuple[QGraphicsItem, QGraphicsItem.CacheMode]] = []
    for view in [widget, *widget.findChildren(QGraphicsView)]:
        if isinstance(view, QGraphicsView) and view.scene() is not None:
            items += [(item, item.cacheMode()) for item in view.scene().items()]
    exporting = [item for item, _mode in items if hasattr(item, "setExportMode")]
    try:
        for item, _mode in items:
            item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        for item in exporting:  # pyqtgraph's items: glyphs as paths, not a pixmap atlas
            item.setExportMode(True, {"antialias": True})
        yield
    finally:
        for item in exporting:
            item.setExportMode(False)
        for item, mode in items:
            item.setCacheMode(mode)


def _paint(widget: QWidget, device: QPaintDevice, path: Path) -> None:
    painter = QPainter()
    if not painter.begin(device):
        raise not_written("drawing", path)
    try:
        with _uncached(widget):
            if isinstance(widget, QGraphicsView):  # its scene, drawn into the whole page
                widget.render(painter)
            else:
                widget.render(painter, QPoint())
    finally:
        painter.end()


def export_drawing(widget: QWidget, path: str | Path, title: str = "") -> Path:
    """An SVG or a PDF of ``widget`` at its size on screen, written atomically; OSError
    naming the file if that fails."""
    target = Path(path)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    width, height, dpi = widget.width(), widget.height(), widget.logicalDpiX()
    if picture_format(target) == "svg":
        device: QPaintDevice = QSvgGenerator()
        device.setOutputDevice(buffer)
        device.setSize(widget.size())
        device.setResolution(dpi)  # as on screen: fonts keep their size
        device.setViewBox(QRect(0, 0, width, height))
        device.setTitle(title)
        _paint(widget, device, target)
    else:
        device = QPdfWriter(buffer)
        device.setResolution(dpi)
        device.setTitle(title)
        device.setCreator("cavalo-gui")
        inches = QSizeF(width / dpi, height / dpi)
        device.setPageLayout(
            QPageLayout(
                QPageSize(inches, QPageSize.Unit.Inch, "", QPageSize.SizeMatchPolicy.ExactMatch),
                QPageLayout.Orientation.Portrait,
                QMarginsF(0, 0, 0, 0),
            )
        )
        _paint(widget, device, target)
        del device  # the writer finishes the file when it goes
    buffer.close()
    if data.isEmpty():
        raise not_written("drawing", target)
    write_bytes_safely(target, data.data())
    return target


def picture_size(path: str | Path) -> tuple[int, int]:
    """A written picture's width and height in pixels (a PDF's page at 96 pixels an inch)."""
    kind = picture_format(path)
    if kind == "png":
        image = QImage(str(path))
        return image.width(), image.height()
    text = Path(path).read_bytes()
    if kind == "svg":
        found = re.search(rb'viewBox="0 0 (\d+) (\d+)"', text)
        return (int(found.group(1)), int(found.group(2))) if found else (0, 0)
    found = re.search(rb"/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]", text)
    if not found:
        return 0, 0
    return tuple(round(float(side) * 96 / POINTS_PER_INCH) for side in found.groups())  # type: ignore[return-value]
