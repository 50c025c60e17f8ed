"""The search tree dock: its glyphs are the run's nodes, coloured by what they are now, and a
click on one shows that node everywhere."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from cavalo_gui.runs.search_tree import Status

from .helpers import choose, choose_problem, click, expanded


def _show_tree(qtbot, window):
    window.search_tree_dock.show()
    window.search_tree_dock.raise_()
    qtbot.waitUntil(window.search_tree.isVisible)
    return window.search_tree


def _step(qtbot, window, count: int) -> None:
    for _ in range(count):
        click(qtbot, window, window.step_action)
    qtbot.waitUntil(lambda: expanded(window) == count)
    window.model.publish()
    _drawn_at(qtbot, window.search_tree, count)


def _drawn_at(qtbot, view, expansions: int) -> None:
    """Wait for the view's redraw (it comes at most a few times a second) at ``expansions``;
    the limit is generous because a loaded machine can hold that timer back for seconds."""
    qtbot.waitUntil(
        lambda: (
            view.tree is not None
            and view.builder().position == expansions
            and len(view.drawn) == len(view.tree)
        ),
        timeout=30_000,
    )


def test_the_glyphs_are_the_runs_nodes_by_status(qtbot, window):
    choose_problem(window, "D")
    choose(window, "algorithm", "astar")
    view = _show_tree(qtbot, window)
    _step(qtbot, window, 12)
    last = window.model.last
    tree = view.tree
    assert len(view.glyphs.data) == len(tree) == len(view.drawn)
    colours = [spot["brush"].color().name() for spot in view.glyphs.data]
    statuses = [tree.status[item] for item in view.drawn]
    assert colours.count("#2e86de") == statuses.count(Status.OPEN) == last.open_size
    assert statuses.count(Status.CLOSED) + 1 == last.counters.expanded == 12
    assert tree.nodes[tree.current] is last.node
    assert "open" in view.note.text()
    window.back_action.trigger()  # the timeline moves the tree too
    window.model.publish()
    _drawn_at(qtbot, view, 11)
    assert view.tree.counts()[Status.CLOSED] + 1 == 11


def test_a_click_on_a_glyph_shows_that_node_on_the_board(qtbot, window):
    choose_problem(window, "D")
    choose(window, "algorithm", "astar")
    view = _show_tree(qtbot, window)
    _step(qtbot, window, 3)
    view.fit_view()
    tree = view.tree
    item = max(
        (i for i in view.drawn if tree.status[i] is Status.OPEN), key=lambda i: tree.depths[i]
    )
    spot = view.glyphs.points()[view.drawn.index(item)]
    scene_point = view.glyphs.mapToScene(spot.pos())
    widget_point = view.plot.mapFromScene(scene_point)
    qtbot.mouseClick(
        view.plot.viewport(),
        Qt.MouseButton.LeftButton,
        pos=QPoint(widget_point.x(), widget_point.y()),
    )
    assert window.model.focus is tree.nodes[item]
    window.model.publish()
    assert len(window.board.picture.path) == tree.depths[item]


def test_ida_star_shows_one_pass_at_a_time_with_its_threshold(qtbot, window):
    choose_problem(window, "B")
    choose(window, "algorithm", "idastar")
    choose(window, "heuristic", "enunciado")
    view = _show_tree(qtbot, window)
    _step(qtbot, window, 60)
    passes = view.builder().passes
    assert view.passes.count() == len(passes) > 2
    assert view.tree is passes[-1]
    assert f"threshold {passes[-1].threshold:g}" in view.note.text()
    assert view.passes.isVisible()
    view.passes.setCurrentIndex(0)
    view.passes.activated.emit(0)
    assert view.tree is passes[0] and len(view.drawn) == len(passes[0])


def _drawn_inside_the_view(view) -> int:
    """How many of the drawn glyphs are inside the plot's visible range."""
    (left, right), (top, bottom) = view.plot.getPlotItem().getViewBox().viewRange()
    xs, ys = view.glyphs.data["x"], view.glyphs.data["y"]
    return int(((xs >= left) & (xs <= right) & (ys >= top) & (ys <= bottom)).sum())


def test_after_fit_the_next_run_starts_in_view(qtbot, window):
    view = _show_tree(qtbot, window)
    choose_problem(window, "C")
    choose(window, "algorithm", "bfs")
    with qtbot.waitSignal(window.controller.run_finished, timeout=30_000):
        click(qtbot, window, window.run_action)
    window.model.publish()
    view.refresh()
    view.fit_view()
    assert not view.follow.isChecked()
    click(qtbot, window, window.reset_action)
    choose_problem(window, "E")  # a far wider tree than C's
    with qtbot.waitSignal(window.controller.run_finished, timeout=30_000):
        click(qtbot, window, window.run_action)
    window.model.publish()
    view.refresh()
    assert len(view.drawn) > 1_000
    assert view.follow.isChecked()  # a new run is followed again
    assert _drawn_inside_the_view(view) >= 20  # not a blank pane


def test_a_graph_s_nodes_are_named_where_the_zoom_leaves_room(qtbot, window):
    choose_problem(window, "romania", "graph")
    choose(window, "algorithm", "astar")
    view = _show_tree(qtbot, window)
    _step(qtbot, window, 2)
    view.fit_view()
    qtbot.waitUntil(lambda: "Sibiu" in view.names.shown_names(), timeout=3_000)
    names = view.names.shown_names()
    assert {"Zerind", "Timisoara"} <= set(names), names
    sibiu = next(i for i, node in enumerate(view.tree.nodes) if node.move == "Sibiu")
    assert "Sibiu" in view._tip(0, 0, sibiu)  # every node's name in its tooltip too
    # Zoomed far out, a name wider than a leaf on screen is not drawn over its neighbours.
    view.plot.getPlotItem().getViewBox().setRange(xRange=(-500, 500), padding=0)
    assert view.names.shown_names() == []
