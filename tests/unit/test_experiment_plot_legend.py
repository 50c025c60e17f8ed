"""The experiment plot's legend stands beside the axes, where it covers no point (it stood in
the upper right of the axes, over the BFS points that rise there)."""

from __future__ import annotations

from matplotlib.backends.backend_agg import FigureCanvasAgg

from cavalo_gui.reports.experiment_summary import Cell, DepthTable, figure_of

DEPTHS = (1, 2, 3, 4, 5, 6)
COLUMNS = ("BFS", "A* fewest", "IDA* fewest", "A* reach")


def _table() -> DepthTable:
    """Four columns whose means grow as BFS's do, steeply, to the top right corner."""
    cells = {
        (column, depth): Cell(1, 1, float(10 ** (depth - index / 2)), 2.0)
        for index, column in enumerate(COLUMNS)
        for depth in DEPTHS
    }
    return DepthTable(COLUMNS, DEPTHS, dict.fromkeys(DEPTHS, 1), cells, 0, len(cells))


def test_the_legend_covers_no_point():
    figure = figure_of(_table())
    canvas = FigureCanvasAgg(figure)
    canvas.draw()  # lays the figure out: the legend's place is known after
    renderer = canvas.get_renderer()
    legends = figure.legends or [figure.axes[0].get_legend()]
    box = legends[0].get_window_extent(renderer)
    axes = figure.axes[0]
    points = [axes.transData.transform(xy) for line in axes.get_lines() for xy in line.get_xydata()]
    assert len(points) == len(COLUMNS) * len(DEPTHS)
    covered = [tuple(p) for p in points if box.contains(*p)]
    assert covered == []
    assert box.x0 >= axes.get_window_extent(renderer).x1  # beside the axes
