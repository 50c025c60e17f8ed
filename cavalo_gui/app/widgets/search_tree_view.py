"""The search tree dock: every node the search generated, laid out by depth, coloured by what it
is now, at the position the timeline shows.

The glyphs are one pyqtgraph ``ScatterPlotItem`` and the edges one line item drawn in pairs,
so panning and zooming cost a few draw calls however many nodes there are. Hover a glyph for
its move, g, h, f (and the f backed up into it) and its state; click it to show it on the
board and in the statistics (as a click in the open list does). Fit shows the whole tree;
Follow keeps the node being expanded in view. IDA* and IDDFS draw one pass at a time, chosen
in the pass selector, with its threshold; the f of pruned nodes and the f backed up into nodes
are written beside them when zoomed in enough to read (see :mod:`.tree_marks`), and each
node's move (a graph's node name) above it where the zoom leaves room (:mod:`.tree_names`).
With fine step, the tree of the expansion shown grows child by child, its node circled, and at
insert the nodes that entered open circled. Past :data:`MAX_DRAWN` nodes the view draws the
top levels and the path to the node being expanded, and says so.
"""

from __future__ import annotations

from time import perf_counter

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from cavalo_gui.app.i18n import fill, state_words
from cavalo_gui.app.run.model import RunModel
from cavalo_gui.app.widgets.tree_legend import COLOURS, SYMBOLS, legend_html, status_words
from cavalo_gui.app.widgets.tree_marks import INSERTED_RING, SELECTED_RING, TreeMarks
from cavalo_gui.app.widgets.tree_names import TreeNames
from cavalo_gui.runs.fine_phase import INSERT, fine_step_items, pass_figures
from cavalo_gui.runs.search_tree import (
    PassTree,
    Status,
    TreeBuilder,
    tidy_layout,
)

__all__ = ["COLOURS", "ROW_HEIGHT", "SYMBOLS", "SearchTreeView"]

MAX_DRAWN = 20_000
REFRESH_SHARE = 10  # after a drawing that took t, the next comes no sooner than 10 t later
ROW_HEIGHT = 3.0  # rows per depth, in leaf widths: a tree is far wider than it is deep
FOLLOW_ROOM = 0.75  # leaf widths (rows, vertically) kept around the followed glyphs
FOLLOW_HALF_WIDTH = 20.0  # leaf widths: the least half-width of a view that follows
FOLLOW_HALF_ROWS = 6  # depths: the least half-height of a view that follows
_BRUSHES = {status: pg.mkBrush(colour) for status, colour in COLOURS.items()}
_PENS = {status: pg.mkPen(colour) for status, colour in COLOURS.items()}
# a node in open that is more besides (SMA*'s node expanded in part, on the path): filled as
# waiting, ringed in its other status's colour
_RINGS = {status: pg.mkPen(colour, width=2.5) for status, colour in COLOURS.items()}


class SearchTreeView(QWidget):
    """The tree of the shown position, its pass selector and its Fit and Follow controls."""

    def __init__(self, model: RunModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("search_tree")
        self.model = model
        self._builder: TreeBuilder | None = None
        self._new_run = True
        self.in_view = True  # False while its dock is a tab behind another (see set_in_view)
        self.tree: PassTree | None = None
        self.drawn: list[int] = []  # the items drawn, in the scatter's order
        self.passes = QComboBox()
        self.passes.setObjectName("tree_pass")
        self.passes.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.passes.setMinimumContentsLength(6)
        self.passes.setVisible(False)  # shown for iterative algorithms
        self.fit = QToolButton()
        self.follow = QCheckBox()
        self.follow.setChecked(True)
        self.note = QLabel()
        self.note.setObjectName("tree_note")
        self.note.setWordWrap(True)  # on a line of its own, it must not widen the dock
        self.legend = QLabel()
        self.legend.setObjectName("tree_legend")
        self.legend.setWordWrap(True)
        for label in (self.note, self.legend):  # wrapped to the dock's width, whatever it is
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.plot = pg.PlotWidget(background="w")
        self.plot.hideAxis("left")
        self.plot.hideAxis("bottom")
        self.plot.setMenuEnabled(False)
        self.plot.getPlotItem().invertY(True)
        self.edges = pg.PlotDataItem(pen=pg.mkPen("#b3b6b7", width=1), connect="pairs")
        self.glyphs = pg.ScatterPlotItem(size=9, hoverable=True, tip=self._tip)
        self.plot.addItem(self.edges)
        self.plot.addItem(self.glyphs)
        self.marks = TreeMarks(self.plot, ROW_HEIGHT)
        self.marks.readability_changed = self._describe_again
        self.names = TreeNames(self.plot)
        self._described: tuple[PassTree, bool] | None = None
        self.rings: list[int] = []  # the items fine step's phase circles
        self._legend_algorithm = ""
        top = QHBoxLayout()
        top.addWidget(self.passes)
        top.addWidget(self.fit)
        top.addWidget(self.follow)
        top.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.note)
        layout.addWidget(self.plot, 1)
        layout.addWidget(self.legend)
        self.fit.clicked.connect(self.fit_view)
        self.passes.activated.connect(lambda _index: self.refresh())
        self.glyphs.sigClicked.connect(self._on_clicked)
        # A drawing costs the search its time (the two share the interpreter): after one that
        # took t, the next waits at least 10 t (a large tree redraws a few times a second).
        self._refresh_cost = 0.0
        self._refreshed_at = 0.0
        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.timeout.connect(self.refresh)
        model.position_changed.connect(self.request_refresh)
        model.finished_changed.connect(self.request_refresh)
        model.finished_changed.connect(self._describe_the_end)
        model.problem_changed.connect(self.request_refresh)
        model.fine_phase_changed.connect(self.request_refresh)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Every text of the view in the current language."""
        self.fit.setText(self.tr("Fit"))
        self.fit.setToolTip(self.tr("Show the whole tree"))
        self.follow.setText(self.tr("Follow"))
        self.follow.setToolTip(self.tr("Keep the node being expanded in view"))
        self.passes.setAccessibleName(self.tr("Pass shown"))
        self.plot.setAccessibleName(self.tr("Search tree"))
        self._legend_algorithm = self.model.algorithm_name
        self.legend.setText(legend_html(self._legend_algorithm))
        dock = self.parentWidget()
        if isinstance(dock, QDockWidget):
            dock.setWindowTitle(self.tr("Search tree"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # Building.

    def builder(self) -> TreeBuilder:
        """The trees of this run (a new run, or another algorithm, builds them afresh)."""
        model = self.model
        builder = self._builder
        if (
            builder is None
            or builder.recording is not model.recording
            or builder.algorithm != model.algorithm_name
        ):
            builder = self._builder = TreeBuilder(model.recording, model.algorithm_name)
            self._new_run = True  # whatever the last run's view was, this one starts in view
            self.follow.setChecked(True)
        return builder

    def set_in_view(self, in_view: bool) -> None:
        """Its dock's tab was chosen (True) or another's (False): a tab behind another stays
        "visible" to Qt, and drawing it would cost the search for nothing."""
        self.in_view = in_view
        if in_view:
            self.request_refresh()

    def _drawable(self) -> bool:
        return self.in_view and self.isVisible()

    def request_refresh(self) -> None:
        """Redraw soon: at once if the last drawing was long enough ago, else when it is; at
        once for a new run (after Reset, the old run's tree must not stay drawn meanwhile)."""
        if not self._drawable():
            return
        builder = self._builder
        new_run = builder is not None and builder.recording is not self.model.recording
        if self._refresh_timer.isActive() and not new_run:
            return
        wait = self._refreshed_at + REFRESH_SHARE * self._refresh_cost - perf_counter()
        self._refresh_timer.start(0 if new_run else max(0, round(wait * 1000)))

    def refresh(self) -> None:
        """Draw the tree as it stood at the shown position (only while the view is shown)."""
        if not self._drawable():
            return
        started = perf_counter()
        self._draw_position()
        self._refreshed_at = perf_counter()
        self._refresh_cost = self._refreshed_at - started

    def _draw_position(self) -> None:
        fine = self.model.fine_phase
        position = self.model.shown_position if fine is None else fine.position
        if self.model.algorithm_name != self._legend_algorithm:
            self._legend_algorithm = self.model.algorithm_name
            self.legend.setText(legend_html(self._legend_algorithm))
        passes = self.builder().at(position)
        self._fill_pass_selector(passes)
        chosen = self.passes.currentIndex()
        self.tree = passes[chosen] if 0 <= chosen < len(passes) else None
        self._draw()

    def _fill_pass_selector(self, passes: list[PassTree]) -> None:
        """One entry a pass; the latest is chosen whenever a new pass begins."""
        count = self.passes.count()
        following = count == 0 or self.passes.currentIndex() == count - 1
        if count > len(passes):
            self.passes.clear()
            count = 0
        # The note says each pass's threshold: the selector stays narrow for small screens.
        for number in range(count + 1, len(passes) + 1):
            self.passes.addItem(self.tr("Pass {number}").format(number=number))
        if following or self.passes.currentIndex() < 0:
            self.passes.setCurrentIndex(len(passes) - 1)
        self.passes.setVisible(len(passes) > 1 or self.model.iteration is not None)

    def shown_items(self, tree: PassTree) -> tuple[list[int], bool]:
        """The items to draw: all of them, or past :data:`MAX_DRAWN` the top levels and the
        path to the node being expanded (and True)."""
        if len(tree) <= MAX_DRAWN:
            return list(range(len(tree))), False
        per_depth = np.bincount(np.asarray(tree.depths))
        depth = int(np.searchsorted(np.cumsum(per_depth), MAX_DRAWN, side="right")) - 1
        shown = [item for item in range(len(tree)) if tree.depths[item] <= depth]
        if tree.current is not None:
            shown.extend(item for item in tree.path_to(tree.current) if tree.depths[item] > depth)
        return shown, True

    def _draw(self) -> None:
        tree = self.tree
        if tree is None:
            self._described = None  # the marks' clearing must not describe the old tree again
            self.drawn = []
            self.rings = []
            self.glyphs.clear()
            self.edges.setData([], [])
            self.marks.clear()
            self.names.clear()
            self.note.setText(self.tr("The tree grows here as the search expands nodes."))
            return
        shown, cut = self.shown_items(tree)
        fine = self.model.fine_phase
        latest = self.builder().passes[-1] is tree
        rings: list[int] = []
        if fine is not None and latest:
            shown, rings = fine_step_items(tree, shown, fine)
        x = tidy_layout(tree, shown)
        self.drawn = shown
        xs = np.array([x[item] for item in shown])
        ys = np.array([tree.depths[item] * ROW_HEIGHT for item in shown])
        statuses = [tree.status[item] for item in shown]
        waits = [item in tree.also_waiting for item in shown]
        self.glyphs.setData(
            x=xs,
            y=ys,
            brush=[
                _BRUSHES[Status.OPEN if also else status]
                for status, also in zip(statuses, waits, strict=True)
            ],
            pen=[
                (_RINGS if also else _PENS)[status]
                for status, also in zip(statuses, waits, strict=True)
            ],
            symbol=[SYMBOLS.get(status, "o") for status in statuses],
            data=shown,
        )
        pairs = [(item, tree.parents[item]) for item in shown if tree.parents[item] >= 0]
        edge_x = np.array([[x[a], x[b]] for a, b in pairs]).ravel()
        edge_y = np.array([[tree.depths[a], tree.depths[b]] for a, b in pairs]).ravel()
        self.edges.setData(edge_x, edge_y * ROW_HEIGHT)
        self.rings = rings
        colour = INSERTED_RING if fine is not None and fine.phase == INSERT else SELECTED_RING
        self.marks.draw(tree, x, self.model.algorithm_name, rings, colour)
        self.names.draw(tree, x, ROW_HEIGHT)
        self._describe(tree, cut)
        if self._new_run:
            self._new_run = False
            self.plot.getPlotItem().autoRange()
        if self.follow.isChecked() and tree.current is not None and tree.current in x:
            self._keep_in_view(tree, x)

    def _describe_again(self) -> None:
        """A zoom made the f values readable, or no longer: the note says so."""
        if self._described is not None:
            self._describe(*self._described)

    def _describe_the_end(self) -> None:
        """The run has ended: the header says open as it ended at once, as the statistics
        and the open list do, without waiting for the tree's next drawing."""
        if self.model.finished is not None:
            self._describe_again()

    def _describe(self, tree: PassTree, cut: bool) -> None:
        self._described = (tree, cut)
        if tree.iteration is None:  # the whole run: the statistics' own figures
            sentence = self.tr("{generated:,} generated, {expanded:,} expanded, {open:,} in open")
        else:
            sentence = self.tr(
                "this pass: {generated:,} generated, {expanded:,} expanded, {open:,} in open"
            )
        model = self.model
        passes = self.builder().passes
        latest = bool(passes) and passes[-1] is tree
        fine = model.fine_phase if latest else None
        shown_open = model.open_count
        generated, expanded, open_size = pass_figures(
            tree, fine, model.counters, 1 if shown_open is None else shown_open
        )
        if latest and model.finished is not None and shown_open is not None:
            open_size = shown_open  # the run's end: the goal selected has left open since
        text = fill(sentence, generated=generated, expanded=expanded, open=open_size)
        if tree.threshold is not None:
            text += "; " + fill(self.tr("threshold {threshold:g}"), threshold=tree.threshold)
        if cut:
            text += "; " + self.tr("top levels and the current path shown")
        if self.marks.unreadable:
            text += "; " + self.tr("zoom in to read the f values")
        self.note.setText(text)

    # Viewing.

    def fit_view(self) -> None:
        """Show the whole tree."""
        self.follow.setChecked(False)
        self.plot.getPlotItem().autoRange()

    def _keep_in_view(self, tree: PassTree, x: dict) -> None:
        """Follow: the node being expanded and the children it has just been given in view
        (after two expansions of A* on B the children stood below the pane): the view moves
        as little as it can, and grows only to hold them all."""
        current = tree.current
        family = [current, *(item for item in x if tree.parents[item] == current)]
        xs = [x[item] for item in family]
        depth = tree.depths[current]
        deepest = depth + (1 if len(family) > 1 else 0)
        self._show_box(min(xs), max(xs), depth * ROW_HEIGHT, deepest * ROW_HEIGHT)

    def _show_box(self, left: float, right: float, top: float, bottom: float) -> None:
        """Move (or widen) the view so that the box of glyph centres shows whole, with a
        glyph's room around it."""
        view = self.plot.getPlotItem().getViewBox()
        (view_left, view_right), (view_top, view_bottom) = view.viewRange()
        left, right = left - FOLLOW_ROOM, right + FOLLOW_ROOM
        top, bottom = top - FOLLOW_ROOM * ROW_HEIGHT, bottom + FOLLOW_ROOM * ROW_HEIGHT
        inside = view_left <= left and right <= view_right
        if inside and view_top <= top and bottom <= view_bottom:
            return
        width = max(view_right - view_left, right - left, 2 * FOLLOW_HALF_WIDTH)
        height = max(view_bottom - view_top, bottom - top, 2 * FOLLOW_HALF_ROWS * ROW_HEIGHT)
        new_left = min(max(view_left, right - width), left)
        new_top = min(max(view_top, bottom - height), top)
        view.setRange(
            xRange=(new_left, new_left + width), yRange=(new_top, new_top + height), padding=0
        )

    def _tip(self, x: float, y: float, data: int) -> str:
        tree = self.tree
        if tree is None or data >= len(tree):
            return ""
        node = tree.nodes[data]
        status = status_words(tree.status[data])
        if data in tree.also_waiting:
            status = f"{status}, {status_words(Status.OPEN)}"
        lines = [
            self.tr("{status}: {move}").format(status=status, move=node.move or self.tr("root")),
            fill("g = {g:g}   h = {h:g}   f = {f:g}", g=node.g, h=node.h, f=node.f),
        ]
        if data in tree.backed_up:
            lines.append(fill(self.tr("backed-up f = {f:g}"), f=tree.backed_up[data]))
        lines.append(state_words(self.model.problem, node.state))
        return "\n".join(lines)

    def _on_clicked(self, _item, points, _event=None) -> None:
        """A click on a glyph shows its node everywhere (board, statistics)."""
        if self.tree is not None and len(points):
            self.model.set_focus(self.tree.nodes[int(points[0].data())])

    def showEvent(self, event) -> None:
        """Drawn while hidden it is not: shown, it catches up with the position."""
        super().showEvent(event)
        self.refresh()
