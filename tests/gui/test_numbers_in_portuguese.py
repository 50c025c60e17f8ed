"""Issue 33 item 19: the open list's and the search tree's figures in the Portuguese window are
written with a decimal comma (9,259), as the rest of the window writes them, not 9.259."""

from __future__ import annotations

from cavalo_gui.domains.languages import PORTUGUESE, format_significant

from .helpers import choose, choose_problem, click, expanded
from .test_tree_marks import _tree_after


def test_the_open_list_writes_h_and_f_with_a_decimal_comma(qtbot, window, portuguese):
    choose_problem(window, "B")
    choose(window, "algorithm", "astar")
    choose(window, "heuristic", "enunciado")
    for _ in range(3):
        click(qtbot, window, window.step_action)
    qtbot.waitUntil(lambda: expanded(window) == 3)
    table = window.open_list.table
    qtbot.waitUntil(lambda: table.topLevelItemCount() > 0)
    rows = [table.topLevelItem(row) for row in range(table.topLevelItemCount())]
    figures = [row.text(column) for row in rows for column in (2, 3)]  # h and f
    assert any("," in figure for figure in figures), figures
    assert not any("." in figure for figure in figures), figures
    nodes = window.model.open_list.nodes()[: len(rows)]
    assert [row.text(3) for row in rows] == [
        format_significant(node.f, PORTUGUESE) for node in nodes
    ]


def test_the_search_tree_writes_ida_star_s_threshold_and_pruned_f_with_a_comma(
    qtbot, window, portuguese
):
    view = _tree_after(qtbot, window, "B", "idastar", "enunciado", 60)
    view.fit_view()
    threshold = format_significant(view.tree.threshold, PORTUGUESE)
    assert "," in threshold
    assert threshold in view.plot.getPlotItem().titleLabel.text
    labels = view.marks.shown_labels()
    assert labels and all("." not in label for label in labels), labels
    assert any("," in label for label in labels), labels
