"""What a chart's axis titles take in its scene, for the tests of charts in small windows."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF


def axis_rect(axis) -> QRectF:
    """Where the axis is laid out in the scene (its boundingRect spans the grid too)."""
    return axis.mapRectToScene(QRectF(QPointF(), axis.size()))


def title_rect(axis) -> QRectF:
    """Where the axis's title is drawn in the scene (turned on its side for the left axis)."""
    return axis.label.mapRectToScene(axis.label.boundingRect())


def assert_titles_whole(plot) -> None:
    """Each axis's title inside the plot widget and no longer than its axis: the left one
    between the axis's top and bottom (not down into the bottom axis's words), the bottom one
    between its ends."""
    item = plot.getPlotItem()
    inside = QRectF(0, 0, plot.width(), plot.height()).adjusted(-1, -1, 1, 1)
    for name in ("left", "bottom"):
        axis = item.getAxis(name)
        along, title = axis_rect(axis), title_rect(axis)
        said = (name, axis.labelText, title, along, plot.size())
        assert axis.label.isVisible() and axis.labelText, said
        assert inside.contains(title), said
        if name == "left":
            assert title.top() >= along.top() - 1 and title.bottom() <= along.bottom() + 1, said
        else:
            assert title.left() >= along.left() - 1 and title.right() <= along.right() + 1, said
