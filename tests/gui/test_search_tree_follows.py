"""The search tree with Follow on keeps the node being expanded and the children it has just
been given in view, from a new run's first expansion (issue 33 item 11: after two expansions of
A* on B the children stood below the pane). At 1024 x 640 and 1366 x 768, 100% and 150% (the
tree draws no words, so one language); a second run after Reset too."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication

from .helpers import choose, choose_problem, click, expanded, window_at


def _followed_in_view(view) -> tuple[bool, list]:
    """Whether the current node's glyph and its children's are inside the visible range."""
    tree = view.tree
    (left, right), (top, bottom) = view.plot.getPlotItem().getViewBox().viewRange()
    family = {tree.current} | {item for item in view.drawn if tree.parents[item] == tree.current}
    where = [
        (float(spot["x"]), float(spot["y"])) for spot in view.glyphs.data if spot["data"] in family
    ]
    inside = all(left <= x <= right and top <= y <= bottom for x, y in where)
    return inside and len(where) == len(family), where


def _step_and_check(qtbot, window, view, count: int) -> None:
    click(qtbot, window, window.step_action)
    qtbot.waitUntil(lambda: expanded(window) == count)
    window.model.publish()
    qtbot.waitUntil(
        lambda: view.tree is not None and view.builder().position == count, timeout=3_000
    )
    view.refresh()
    QApplication.processEvents()
    inside, where = _followed_in_view(view)
    assert inside, (count, where, view.plot.getPlotItem().getViewBox().viewRange())


@pytest.mark.parametrize("size", [QSize(1024, 640), QSize(1366, 768)], ids=["1024", "1366"])
@pytest.mark.parametrize("zoom", [100, 150])
def test_follow_keeps_the_expanded_node_and_its_children_in_view(qtbot, window, size, zoom):
    with window_at(qtbot, window, size, zoom):
        window.search_tree_dock.show()
        window.search_tree_dock.raise_()
        view = window.search_tree
        qtbot.waitUntil(view.isVisible)
        for _run in range(2):
            choose_problem(window, "B")
            choose(window, "algorithm", "astar")
            assert view.follow.isChecked()
            for count in (1, 2, 3):
                _step_and_check(qtbot, window, view, count)
            click(qtbot, window, window.reset_action)
            qtbot.waitUntil(lambda: expanded(window) == 0)
