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


def test_fill_writes_every_figure_format_in_the_window_s_language(qapp, portuguese):
    from cavalo_gui.app.i18n import fill

    said = fill(
        "g {g:g}, f {f:.4g}, {seconds:.1f} s, {seconds:.0f} s, {n:,}, {name}",
        g=7.09091234,
        f=9.25926,
        seconds=12.25,
        n=12345,
        name="A1",
    )
    assert said == "g 7,09091, f 9,259, 12,2 s, 12 s, 12\u00a0345, A1"


def test_the_search_tree_note_and_the_pseudocode_write_the_threshold_with_a_comma(
    qtbot, window, portuguese
):
    view = _tree_after(qtbot, window, "B", "idastar", "enunciado", 60)
    threshold = view.tree.threshold
    written = format_significant(threshold, PORTUGUESE, digits=6)
    assert "," in written
    assert written in view.note.text()
    variables = window.pseudocode._variables_text()
    assert f"= {written}" in variables and f"{threshold:g}" not in variables
