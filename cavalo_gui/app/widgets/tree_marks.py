"""What the search tree view draws over its glyphs: the f of each pruned node and the f backed
up into a node (IDA*, RBFS, SMA*), the bound of an iterative algorithm's pass (IDA*'s
threshold, IDDFS's depth limit), and fine step's rings around the nodes its phase speaks of.

The f values are words beside glyphs, so they are drawn only when they can be read: when a
leaf's width on screen holds them and no more than :data:`MAX_LABELS` are in view; otherwise
:attr:`TreeMarks.unreadable` says how many wait for a zoom.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont

from cavalo_gui.app.i18n import short_number
from cavalo_gui.engine.algorithms import get_algorithm
from cavalo_gui.engine.algorithms.spec import Pruning
from cavalo_gui.runs.search_tree import PassTree, Status

MAX_LABELS = 150  # f values drawn at once, at most
LABEL_PIXELS = 26  # a leaf's width on screen, in pixels, that holds an f value under it
PRUNED_COLOUR = "#c0392b"
BACKED_UP_COLOUR = "#6c3483"
SELECTED_RING = "#d35400"
INSERTED_RING = "#1e8449"


class TreeMarks:
    """The marks over one tree view's plot; :meth:`draw` after each drawing of the glyphs."""

    def __init__(self, plot: pg.PlotWidget, row_height: float) -> None:
        self.plot = plot
        self.row_height = row_height
        # a bar across each pruned edge, the same size on screen at any zoom
        self.cuts = pg.ScatterPlotItem(size=18, symbol="_", pen=pg.mkPen(PRUNED_COLOUR, width=3))
        self.limit_line = pg.InfiniteLine(
            angle=0, movable=False, pen=pg.mkPen(PRUNED_COLOUR, width=2, style=Qt.PenStyle.DashLine)
        )
        self.limit_line.setVisible(False)
        self.rings = pg.ScatterPlotItem(size=20, symbol="o", brush=None)
        for item in (self.cuts, self.rings):
            plot.addItem(item)
        plot.addItem(self.limit_line, ignoreBounds=True)
        self.font = QFont()
        self.font.setBold(True)
        self.labels: list[pg.TextItem] = []  # a pool, reused from one drawing to the next
        self.candidates: list[tuple[float, float, str, str]] = []  # x, y, text, colour
        self.unreadable = 0  # f values in view not drawn: too small, or too many, to read
        self.title = ""
        self.readability_changed = None  # called when :attr:`unreadable` turns 0 or from 0
        plot.getPlotItem().getViewBox().sigRangeChanged.connect(self._place_labels)

    def draw(self, tree: PassTree, x: dict[int, float], algorithm: str, rings, ring_colour: str):
        """Mark ``tree`` as laid out by ``x`` (the items drawn); ``rings`` are the items fine
        step speaks of, circled in ``ring_colour``."""
        height = self.row_height
        informed = bool(algorithm) and get_algorithm(algorithm).informed  # else f is the depth
        self.candidates = []
        cuts: list[tuple[float, float]] = []
        for item, item_x in x.items():
            y = tree.depths[item] * height
            if tree.status[item] is Status.PRUNED and informed:
                self.candidates.append((item_x, y, short_number(tree.nodes[item].f), PRUNED_COLOUR))
            if tree.status[item] is Status.PRUNED:
                parent = tree.parents[item]
                if tree.threshold is not None and parent in x:  # a cut across its edge
                    cuts.append(((item_x + x[parent]) / 2, y - height / 2))
            if item in tree.backed_up and tree.status[item] is not Status.ABANDONED:
                text = "↑" + short_number(tree.backed_up[item])
                self.candidates.append((item_x, y, text, BACKED_UP_COLOUR))
        self.cuts.setData(pos=cuts)
        self.cuts.setVisible(not _bound_is_a_depth(algorithm))
        self._draw_bound(tree, algorithm)
        spots = [{"pos": (x[item], tree.depths[item] * height)} for item in rings if item in x]
        self.rings.setData(spots, pen=pg.mkPen(ring_colour, width=3))
        self._place_labels()

    def clear(self) -> None:
        self.candidates = []
        self.cuts.setData(pos=[])
        self.rings.setData([])
        self.limit_line.setVisible(False)
        self._set_title("")
        self._place_labels()

    def _draw_bound(self, tree: PassTree, algorithm: str) -> None:
        """IDA*'s threshold as the plot's title, its cuts across the pruned edges; IDDFS's
        depth limit as a dashed line above the depth it cuts."""
        bound = tree.threshold
        if bound is None:
            self.limit_line.setVisible(False)
            self._set_title("")
            return
        if _bound_is_a_depth(algorithm):
            self.limit_line.setPos((bound - 0.5) * self.row_height)
            self.limit_line.setVisible(True)
            words = QCoreApplication.translate(
                "TreeMarks", "depth limit {limit}: nodes at that depth are not expanded"
            )
            self._set_title(words.format(limit=short_number(bound)), bound)
            return
        self.limit_line.setVisible(False)
        words = QCoreApplication.translate(
            "TreeMarks", "threshold {threshold}: nodes with f over it are pruned (cut, f in red)"
        )
        self._set_title(words.format(threshold=short_number(bound)), bound)

    def _set_title(self, text: str, bound: float | None = None) -> None:
        if text == self.title:
            return
        self.title = text
        if not text:
            self.plot.getPlotItem().setTitle(None)
            return
        figure = short_number(bound) if bound is not None else ""
        head, _, tail = text.partition(figure) if figure else (text, "", "")
        html = (
            f'<span style="color:#333">{head}</span>'
            f'<span style="color:{PRUNED_COLOUR}; font-weight:bold">{figure}</span>'
            f'<span style="color:#333">{tail}</span>'
        )
        self.plot.getPlotItem().setTitle(html, size="12pt")

    def _place_labels(self, *_args) -> None:
        """Draw the f values in view, if a leaf's width on screen holds them."""
        view = self.plot.getPlotItem().getViewBox()
        (left, right), (top, bottom) = view.viewRange()
        in_view = [
            candidate
            for candidate in self.candidates
            if left <= candidate[0] <= right and top <= candidate[1] <= bottom
        ]
        pixel_width = view.viewPixelSize()[0]
        readable = pixel_width > 0 and 1 / pixel_width >= LABEL_PIXELS
        shown = in_view if readable and len(in_view) <= MAX_LABELS else []
        was_readable = self.unreadable == 0
        self.unreadable = len(in_view) - len(shown)
        if was_readable != (self.unreadable == 0) and self.readability_changed is not None:
            self.readability_changed()
        while len(self.labels) < len(shown):
            label = pg.TextItem(anchor=(0.5, 0.0))
            label.setFont(self.font)
            self.plot.addItem(label, ignoreBounds=True)
            self.labels.append(label)
        for label, (x, y, text, colour) in zip(self.labels, shown, strict=False):
            label.setText(text, color=colour)
            if colour == PRUNED_COLOUR:  # under a pruned leaf
                label.setAnchor((0.5, 0.0))
                label.setPos(x, y + 0.35)
            else:  # beside a node with children
                label.setAnchor((0.0, 0.5))
                label.setPos(x + 0.25, y)
            label.setVisible(True)
        for label in self.labels[len(shown) :]:
            label.setVisible(False)

    def shown_labels(self) -> list[str]:
        """The f values drawn now, as their text (for tests and the note)."""
        return [label.textItem.toPlainText() for label in self.labels if label.isVisible()]


def _bound_is_a_depth(algorithm: str) -> bool:
    """Whether the bound of ``algorithm``'s passes is a depth limit (IDDFS), not an f."""
    return bool(algorithm) and get_algorithm(algorithm).pruning is Pruning.DEPTH_LIMIT
