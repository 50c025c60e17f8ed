"""The search tree view's node names: each drawn node's move (a graph's node, the knight's
square) written above its glyph where the zoom leaves room for it, so that a graph's tree reads
without hovering. A name is drawn only when it is no wider than a leaf on screen (two names
side by side never overlap) and no more than :data:`MAX_NAMES` are in view; the others are
in the glyphs' tooltips."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtGui import QFont, QFontMetricsF

from cavalo_gui.runs.search_tree import PassTree

MAX_NAMES = 120  # names drawn at once, at most
NAME_COLOUR = "#1c2833"
ABOVE = 0.3  # leaf widths between a name's foot and its glyph's centre


class TreeNames:
    """The names over one tree view's plot; :meth:`draw` after each drawing of the glyphs."""

    def __init__(self, plot: pg.PlotWidget) -> None:
        self.plot = plot
        self.font = QFont()
        self.metrics = QFontMetricsF(self.font)
        self.labels: list[pg.TextItem] = []  # a pool, reused from one drawing to the next
        self.candidates: list[tuple[float, float, str]] = []  # x, y, name
        plot.getPlotItem().getViewBox().sigRangeChanged.connect(self._place)

    def draw(self, tree: PassTree, x: dict[int, float], row_height: float) -> None:
        """Name the nodes of ``tree`` laid out by ``x`` (the items drawn); the root has none."""
        self.candidates = [
            (item_x, tree.depths[item] * row_height, str(tree.nodes[item].move))
            for item, item_x in x.items()
            if tree.nodes[item].move is not None
        ]
        self._place()

    def clear(self) -> None:
        self.candidates = []
        self._place()

    def _place(self, *_args) -> None:
        view = self.plot.getPlotItem().getViewBox()
        (left, right), (top, bottom) = view.viewRange()
        pixel_width = view.viewPixelSize()[0]
        leaf = 1 / pixel_width if pixel_width > 0 else 0.0  # a leaf's width on screen
        shown = [
            (x, y, name)
            for x, y, name in self.candidates
            if left <= x <= right
            and top <= y <= bottom
            and self.metrics.horizontalAdvance(name) + 4 <= leaf
        ]
        if len(shown) > MAX_NAMES:
            shown = []
        while len(self.labels) < len(shown):
            label = pg.TextItem(anchor=(0.5, 1.0), color=NAME_COLOUR)
            label.setFont(self.font)
            self.plot.addItem(label, ignoreBounds=True)
            self.labels.append(label)
        for label, (x, y, name) in zip(self.labels, shown, strict=False):
            label.setText(name, color=NAME_COLOUR)
            label.setPos(x, y - ABOVE)
            label.setVisible(True)
        for label in self.labels[len(shown) :]:
            label.setVisible(False)

    def shown_names(self) -> list[str]:
        """The names drawn now (for tests)."""
        return [label.textItem.toPlainText() for label in self.labels if label.isVisible()]
