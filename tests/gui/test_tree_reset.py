"""Reset leaves nothing of the run in the search tree pane (issue 26 item 6): no glyph, edge,
ring, f label, threshold title, pass selector or header of the old run, and no ink in the
pane, at once even after a large tree (whose redraws wait ten times their cost); a run after
Reset starts in view wherever the last one left the view.

The run is stopped and waited for before Reset, and every wait has a timeout: an earlier
check of this (IDA* stepped right after a full-speed run) hung in a fresh clone."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from .helpers import choose, choose_problem, click, expanded
from .test_one_count import _figures

EMPTY_NOTE = "The tree grows here as the search expands nodes."


def _show_tree(qtbot, window):
    window.search_tree_dock.show()
    window.search_tree_dock.raise_()
    qtbot.waitUntil(window.search_tree.isVisible, timeout=3_000)
    return window.search_tree


def _steps(qtbot, window, count: int) -> None:
    target = expanded(window) + count
    for _ in range(count):
        click(qtbot, window, window.step_action)
    qtbot.waitUntil(lambda: expanded(window) >= target, timeout=5_000)
    window.model.publish()


def _inked_pixels(view) -> int:
    """The plot's pixels not of its background's colour (every other row and column)."""
    image = view.plot.grab().toImage()
    background = image.pixel(1, 1)
    return sum(
        image.pixel(x, y) != background
        for y in range(0, image.height(), 2)
        for x in range(0, image.width(), 2)
    )


def _reset(qtbot, window) -> None:
    """Stop the run, wait for its end, then Reset, as a user does."""
    if window.stop_action.isEnabled():
        with qtbot.waitSignal(window.controller.run_finished, timeout=5_000):
            click(qtbot, window, window.stop_action)
    click(qtbot, window, window.reset_action)
    window.model.publish()


def test_reset_leaves_nothing_of_the_run_in_the_tree(qtbot, window):
    view = _show_tree(qtbot, window)
    choose_problem(window, "B")
    choose(window, "algorithm", "idastar")
    choose(window, "heuristic", "enunciado")
    _steps(qtbot, window, 40)
    click(qtbot, window, window.fine_step_action)  # a phase circled in the tree
    click(qtbot, window, window.step_action)
    qtbot.waitUntil(lambda: window.model.fine_phase is not None, timeout=5_000)
    window.model.publish()
    qtbot.waitUntil(lambda: bool(view.rings) and view.marks.title != "", timeout=3_000)
    plot = view.plot.getPlotItem()
    assert plot.titleLabel.isVisible() and view.passes.isVisible()  # IDA*'s threshold, passes
    assert _inked_pixels(view) > 100
    _reset(qtbot, window)
    qtbot.waitUntil(lambda: view.note.text() == EMPTY_NOTE, timeout=3_000)
    QApplication.processEvents()
    assert len(view.glyphs.data) == 0 and view.drawn == []
    assert view.edges.xData is None or len(view.edges.xData) == 0
    assert view.rings == [] and len(view.marks.rings.data) == 0 and len(view.marks.cuts.data) == 0
    assert view.marks.shown_labels() == []
    assert not plot.titleLabel.isVisible() and not view.passes.isVisible()
    assert _inked_pixels(view) == 0


def test_a_run_after_reset_starts_in_view_wherever_the_last_left_it(qtbot, window):
    view = _show_tree(qtbot, window)
    choose_problem(window, "D")
    choose(window, "algorithm", "astar")
    _steps(qtbot, window, 20)
    view.follow.setChecked(False)
    plot_view = view.plot.getPlotItem().getViewBox()
    plot_view.setRange(xRange=(5_000, 5_100), yRange=(900, 950), padding=0)  # far from it
    _reset(qtbot, window)
    choose(window, "algorithm", "bfs")
    _steps(qtbot, window, 1)
    qtbot.waitUntil(lambda: _header_says_the_statistics(window), timeout=3_000)
    assert _inside(view) == len(view.drawn)  # the first expansion's tree, whole
    _steps(qtbot, window, 6)
    qtbot.waitUntil(lambda: view.builder().position == 7, timeout=3_000)
    tree = view.tree
    current = view.drawn.index(tree.current)
    assert _inside(view, current) == 1  # followed: the node being expanded in view


def _header_says_the_statistics(window) -> bool:
    """Whether the tree's header says the statistics' generated, expanded and open: the tree
    of the run shown is drawn."""
    stats = window.stats
    said = [_figures(stats.value(key)) for key in ("generated", "expanded", "open")]
    return _figures(window.search_tree.note.text())[:3] == [figures[0] for figures in said]


def test_reset_clears_a_large_tree_at_once(qtbot, window):
    view = _show_tree(qtbot, window)
    choose_problem(window, "E")
    choose(window, "algorithm", "bfs")
    with qtbot.waitSignal(window.controller.run_finished, timeout=30_000):
        click(qtbot, window, window.run_action)
    window.model.publish()
    qtbot.waitUntil(lambda: len(view.drawn) > 5_000, timeout=5_000)
    view.refresh()  # a drawing of thousands of glyphs: the next waits ten times as long
    window.timeline.slider.setValue(window.timeline.slider.value() - 1)  # a redraw due, later
    window.model.publish()
    _reset(qtbot, window)
    qtbot.wait(50)
    assert len(view.glyphs.data) == 0  # not the old run's tree until the wait is over
    assert view.note.text() == EMPTY_NOTE


def _inside(view, item: int | None = None) -> int:
    """How many glyphs drawn (or the ``item``-th alone) lie in the plot's visible range."""
    (left, right), (top, bottom) = view.plot.getPlotItem().getViewBox().viewRange()
    xs, ys = view.glyphs.data["x"], view.glyphs.data["y"]
    if item is not None:
        xs, ys = xs[item : item + 1], ys[item : item + 1]
    return int(((xs >= left) & (xs <= right) & (ys >= top) & (ys <= bottom)).sum())
