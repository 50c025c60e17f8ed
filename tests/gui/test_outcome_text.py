"""The statistics panel says how an unsolved run ended: why, the best points reached and, when the
search proved it, the least number of moves the optimum needs."""

from __future__ import annotations

import math

from PySide6.QtGui import QColor, QPalette

from cavalo_gui.app.boards.colors import DARK
from cavalo_gui.app.run.model import outcome_words
from cavalo_gui.domains.catalogues import render
from cavalo_gui.engine.events import Counters, Finished, Outcome
from cavalo_gui.engine.limits import DEFAULT_MAX_SECONDS, Limits, RunControl
from cavalo_gui.engine.message import message
from cavalo_gui.engine.search import STOPPED_BY_USER

from .helpers import choose, choose_problem, headless_search, run_to_end, type_into


def _headless(problem: str, algorithm: str, heuristic: str | None, max_nodes: int):
    """The same run without the window: its final event and its best points."""
    control = RunControl(Limits(max_nodes, DEFAULT_MAX_SECONDS))
    search = headless_search(problem, algorithm, heuristic, control)
    final = search.run()
    return final, search.problem.progress(final.best.state)


def _type_node_budget(qtbot, window, budget: int) -> None:
    type_into(qtbot, window.panel.max_nodes, str(budget))
    assert window.controller.choices.max_nodes == budget


def test_an_exhausted_search_gives_the_states_and_the_best_points(qtbot, window):
    choose_problem(window, "E")
    final = run_to_end(qtbot, window)
    expected, points = _headless("E", "bfs", None, window.controller.choices.max_nodes)
    assert final.outcome is Outcome.NO_SOLUTION
    text = window.stats.outcome.text()
    assert text.startswith(f"No solution: all {expected.states:,} reachable states explored")
    assert text.endswith(f", best {points:,.0f} points")
    assert "least" not in text


def test_a_run_stopped_at_the_node_budget_gives_the_budget_and_the_best_points(qtbot, window):
    choose_problem(window, "F")
    _type_node_budget(qtbot, window, 5000)
    final = run_to_end(qtbot, window)
    expected, points = _headless("F", "bfs", None, 5000)
    assert final.outcome is Outcome.LIMIT and final.lower_bound is None
    assert render(expected.reason).startswith("node budget of 5,000 generated nodes reached")
    assert window.stats.outcome.text() == (
        f"Stopped: {render(expected.reason)}; best {points:,.0f} points"
    )


def test_a_stopped_a_star_run_also_gives_the_proved_least_number_of_moves(qtbot, window):
    choose_problem(window, "F")
    choose(window, "algorithm", "astar")
    choose(window, "heuristic", "fewest")
    _type_node_budget(qtbot, window, 5000)
    final = run_to_end(qtbot, window)
    expected, points = _headless("F", "astar", "fewest", 5000)
    assert final.outcome is Outcome.LIMIT
    assert final.lower_bound == expected.lower_bound is not None
    moves = math.ceil(expected.lower_bound)
    assert render(expected.reason).startswith("node budget of 5,000 generated nodes reached")
    assert window.stats.outcome.text() == (
        f"Stopped: {render(expected.reason)}; best {points:,.0f} points; "
        f"the optimum needs at least {moves} moves"
    )


def test_on_a_dark_palette_the_chart_and_the_outcome_follow_it(qtbot, window):
    palette = QPalette(window.palette())
    for role, color in (
        (QPalette.ColorRole.Window, "#2b2b2b"),
        (QPalette.ColorRole.Base, "#1e1e1e"),
        (QPalette.ColorRole.Text, "#e6e6e6"),
        (QPalette.ColorRole.WindowText, "#e6e6e6"),
    ):
        palette.setColor(role, QColor(color))
    window.setPalette(palette)
    run_to_end(qtbot, window)
    assert window.chart.plot.backgroundBrush().color().lightness() < 60
    assert DARK.goal.name() in window.stats.outcome.styleSheet()


def test_a_search_the_heuristic_pruned_gives_the_best_it_found_not_the_best(qtbot, window):
    choose_problem(window, "E")
    choose(window, "algorithm", "astar")
    choose(window, "heuristic", "fewest")
    final = run_to_end(qtbot, window)
    expected, points = _headless("E", "astar", "fewest", window.controller.choices.max_nodes)
    assert final.outcome is Outcome.NO_SOLUTION and not final.exhaustive
    assert window.stats.outcome.text() == (
        f"No solution: the heuristic rules out every remaining node after {expected.states:,} "
        f"states, best found {points:,.0f} points"
    )


def test_a_depth_cut_off_is_shown_as_a_stop_at_the_limit():
    final = Finished(Outcome.LIMIT, message("reason.depth-limit", limit=2), Counters())
    assert outcome_words(final, 120) == (
        "Stopped: depth limit 2 reached; no solution within it; best 120 points"
    )


def test_an_inadmissible_heuristic_states_no_least_number_of_moves(qtbot, window):
    choose_problem(window, "E", "blokus")
    choose(window, "algorithm", "astar")
    choose(window, "heuristic", "enunciado")
    _type_node_budget(qtbot, window, 3)
    final = run_to_end(qtbot, window)
    assert final.outcome is Outcome.LIMIT and final.lower_bound is None
    text = window.stats.outcome.text()
    assert text.startswith("Stopped: node budget of 3 generated nodes reached")
    assert "least" not in text


def _stopped_with_bound(bound: float) -> Finished:
    return Finished(Outcome.LIMIT, STOPPED_BY_USER, Counters(1, 1, 0, 1, 0.0), lower_bound=bound)


def test_a_bound_of_one_move_is_said_in_the_singular(qapp):
    assert outcome_words(_stopped_with_bound(0.5), None).endswith(
        "the optimum needs at least 1 move"
    )
    assert outcome_words(_stopped_with_bound(2), None).endswith("at least 2 moves")


def test_a_bound_of_one_move_is_said_in_the_singular_in_portuguese(qapp, portuguese):
    assert outcome_words(_stopped_with_bound(1), None).endswith(
        "o ótimo precisa de pelo menos 1 jogada"
    )


def test_a_solution_says_whether_its_length_was_proved_optimal(qtbot, window):
    choose_problem(window, "A")
    choose(window, "algorithm", "astar")
    choose(window, "heuristic", "fewest")
    run_to_end(qtbot, window)
    assert window.stats.outcome.text() == "Solved, optimal: 3 moves (proved)"
    choose(window, "heuristic", "enunciado")  # not admissible: the length proves nothing
    run_to_end(qtbot, window)
    assert window.stats.outcome.text() == "Solved in 3 moves (not proved optimal)"
    assert window.statusBar().currentMessage().startswith("Solved in 3 moves (not proved")


def test_a_solution_says_whether_its_length_was_proved_optimal_in_portuguese(
    qtbot, window, portuguese
):
    choose_problem(window, "A")
    choose(window, "algorithm", "greedy")
    run_to_end(qtbot, window)
    assert window.stats.outcome.text() == "Resolvido em 3 jogadas (sem prova de ser ótimo)"
    choose(window, "algorithm", "bfs")
    run_to_end(qtbot, window)
    assert window.stats.outcome.text() == "Resolvido, ótimo: 3 jogadas (provado)"


def test_a_graph_stopped_before_a_goal_says_so_in_its_own_words(qtbot, window):
    choose_problem(window, "romania", "graph")
    _type_node_budget(qtbot, window, 3)
    final = run_to_end(qtbot, window)
    assert final.outcome is Outcome.LIMIT
    text = window.stats.outcome.text()
    assert text.endswith("; no goal reached"), text
    assert "goals reached" not in text
