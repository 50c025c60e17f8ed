"""The search tree's marks (issue 18 item 1): IDA*'s pruned frontier with its f and the pass's
threshold, IDDFS's depth limit, RBFS's abandoned subtrees with the f backed up into them, and
SMA*'s forgotten nodes with the f backed up into their parents; the f values only when zoomed
in enough to read them."""

from __future__ import annotations

from cavalo_gui.app.widgets.search_tree_view import COLOURS, ROW_HEIGHT
from cavalo_gui.runs.search_tree import Status

from .helpers import choose, choose_problem, click, expanded


def _tree_after(qtbot, window, problem, algorithm, heuristic, steps, **parameters):
    choose_problem(window, problem)
    choose(window, "algorithm", algorithm)
    if heuristic is not None:
        choose(window, "heuristic", heuristic)
    for name, value in parameters.items():
        window.panel.set_parameter(name, value)
    window.controller.configure(window.panel.settings())
    window.search_tree_dock.show()
    window.search_tree_dock.raise_()
    view = window.search_tree
    qtbot.waitUntil(view.isVisible)
    for _ in range(steps):
        click(qtbot, window, window.step_action)
    qtbot.waitUntil(lambda: expanded(window) == steps, timeout=10_000)
    window.model.publish()
    qtbot.waitUntil(lambda: view.builder().position == steps and view.tree is not None)
    view.refresh()
    return view


def _zoom_on(view, item: int, half_width: float = 3.0) -> None:
    """Centre the view on ``item``, a few leaves wide: close enough to read the f values."""
    index = view.drawn.index(item)
    x, y = view.glyphs.data[index]["x"], view.glyphs.data[index]["y"]
    view.follow.setChecked(False)
    view.plot.getPlotItem().getViewBox().setRange(
        xRange=(x - half_width, x + half_width), yRange=(y - 2 * ROW_HEIGHT, y + 2 * ROW_HEIGHT)
    )


def test_ida_star_writes_each_pruned_f_and_draws_the_threshold(qtbot, window):
    view = _tree_after(qtbot, window, "B", "idastar", "enunciado", 60)
    view.fit_view()
    tree = view.tree
    pruned = [item for item in view.drawn if tree.status[item] is Status.PRUNED]
    assert len(pruned) >= 3
    title = view.plot.getPlotItem().titleLabel.text
    assert f"{tree.threshold:.4g}" in title and "threshold" in title
    assert len(view.marks.cuts.data) == len(pruned)  # a cut across each pruned edge
    assert view.marks.unreadable == 0
    assert sorted(view.marks.shown_labels()) == sorted(
        f"{tree.nodes[item].f:.4g}" for item in pruned
    )
    assert all(tree.nodes[item].f > tree.threshold for item in pruned)
    view.plot.getPlotItem().getViewBox().setRange(xRange=(-2_000, 2_000))  # far out
    assert view.marks.shown_labels() == []
    assert view.marks.unreadable == len(pruned)
    assert "zoom in to read the f values" in view.note.text()


def test_iddfs_draws_its_depth_limit_as_a_line(qtbot, window):
    view = _tree_after(qtbot, window, "A", "iddfs", None, 8)
    limit = view.tree.threshold
    assert limit is not None and view.marks.limit_line.isVisible()
    assert view.marks.limit_line.value() == (limit - 0.5) * ROW_HEIGHT
    assert "depth limit" in view.plot.getPlotItem().titleLabel.text
    assert view.marks.shown_labels() == []  # uninformed: f would only be the depth


def test_rbfs_greys_a_subtree_let_go_and_writes_the_f_backed_up(qtbot, window):
    view = _tree_after(qtbot, window, "B", "rbfs", "enunciado", 10)
    backed = window.model.last.backed_up
    tree = view.tree
    root, value = next(
        (tree.index_of[node], value) for node, value in reversed(backed) if node in tree.index_of
    )
    assert tree.children[root]
    colours = {
        item: view.glyphs.data[index]["brush"].color().name()
        for index, item in enumerate(view.drawn)
    }
    stack = list(tree.children[root])
    while stack:
        item = stack.pop()
        assert colours[item] == COLOURS[Status.ABANDONED]
        stack.extend(tree.children[item])
    assert colours[root] == COLOURS[Status.OPEN]  # it waits again, with its backed-up f
    _zoom_on(view, root)
    assert f"↑{value:.4g}" in view.marks.shown_labels()


def test_sma_star_shows_forgotten_nodes_and_the_f_backed_into_their_parent(qtbot, window):
    view = _tree_after(qtbot, window, "D", "smastar", "fewest", 37, memory=30)
    tree = view.tree
    forgotten = [item for item in view.drawn if tree.status[item] is Status.FORGOTTEN]
    events = window.model.recording.expansions(0, 37)
    assert len(forgotten) == len({id(node) for event in events for node in event.forgotten}) > 5
    for item in forgotten:
        spot = view.glyphs.data[view.drawn.index(item)]
        assert spot["symbol"] == "s" and spot["brush"].color().name() == COLOURS[Status.FORGOTTEN]
    parent = next(
        item for item in tree.backed_up if any(kid in forgotten for kid in tree.children[item])
    )
    _zoom_on(view, parent)
    assert f"↑{tree.backed_up[parent]:.4g}" in view.marks.shown_labels()
