"""The pseudocode pane in the window: the highlighted line follows the run, step by step and
back along the timeline, with the variables beside it."""

from __future__ import annotations

from .helpers import choose, choose_problem, click, expanded, run_to_end


def _highlighted(pane) -> str:
    return pane.text.document().findBlockByNumber(pane.line).text().strip()


def test_the_line_and_variables_follow_the_run(qtbot, window):
    choose_problem(window, "A")
    choose(window, "algorithm", "astar")
    pane = window.pseudocode
    window.pseudocode_dock.raise_()  # its tab, behind the open list's, chosen
    qtbot.waitUntil(lambda: pane.in_view)
    window.model.publish()
    assert pane.text.toPlainText().startswith("A*-SEARCH(problem, h)")
    assert _highlighted(pane).startswith("open ← a priority queue")
    click(qtbot, window, window.step_action)
    qtbot.waitUntil(lambda: expanded(window) == 1)
    window.model.publish()
    assert _highlighted(pane).startswith("for each successor s of n")
    assert "open = " in pane.variables.text() and "n = the root" in pane.variables.text()
    window.back_action.trigger()
    window.model.publish()
    assert _highlighted(pane).startswith("open ← a priority queue")
    run_to_end(qtbot, window)
    assert _highlighted(pane).startswith("if GOAL-TEST(n) then return SOLUTION(n)")


def test_a_long_path_of_n_is_shown_cut_with_an_ellipsis(qtbot, window):
    choose_problem(window, "F")
    choose(window, "algorithm", "dfs")
    pane = window.pseudocode
    window.pseudocode_dock.raise_()
    qtbot.waitUntil(lambda: pane.in_view)
    for _ in range(6):
        click(qtbot, window, window.step_action)
    qtbot.waitUntil(lambda: expanded(window) == 6)
    window.model.publish()
    moves = window.model.last.node.moves()
    assert len(moves) > 3
    assert f"n = … {' '.join(moves[-3:])} (depth {len(moves)}," in pane.variables.text()


def test_under_a_weight_the_pseudocode_orders_open_by_f_equal_g_plus_w_h(qtbot, window):
    choose_problem(window, "A")
    pane = window.pseudocode
    window.pseudocode_dock.raise_()
    qtbot.waitUntil(lambda: pane.in_view)
    for algorithm, formula in (("astar", "f = g + w·h"), ("rbfs", "g(s) + w·h(s)")):
        choose(window, "algorithm", algorithm)
        window.panel.set_parameter("weight", 2.0)
        click(qtbot, window, window.step_action)
        qtbot.waitUntil(lambda: expanded(window) == 1)
        window.model.publish()
        assert formula in pane.text.toPlainText(), algorithm
        window.panel.set_parameter("weight", 1.0)  # a new run
        click(qtbot, window, window.step_action)
        qtbot.waitUntil(lambda: expanded(window) == 1)
        window.model.publish()
        assert "w·h" not in pane.text.toPlainText(), algorithm
