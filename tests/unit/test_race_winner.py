"""The winner of runs side by side (issue 25 item 4): of the solved runs, the fewest expanded."""

from __future__ import annotations

from cavalo_gui.engine.events import Counters, Finished, Outcome
from cavalo_gui.engine.message import message
from cavalo_gui.engine.node import Node
from cavalo_gui.reports.race import winner


def _final(expanded: int, cost: float | None) -> Finished:
    """A run's end: solved at ``cost`` after ``expanded`` expansions, or (None) stopped."""
    counters = Counters(expanded=expanded)
    if cost is None:
        return Finished(Outcome.LIMIT, message("reason.stopped-by-user"), counters)
    goal = Node("goal", g=cost)
    return Finished(Outcome.SOLVED, message("reason.solved", n=1), counters, goal)


def test_the_fewest_expanded_of_the_solved_runs_wins():
    assert winner([_final(30, 6), _final(12, 8), _final(5, None)]) == 1


def test_between_equals_the_cheaper_solution_then_the_first():
    assert winner([_final(12, 8), _final(12, 6)]) == 1
    assert winner([_final(12, 6), _final(12, 6)]) == 0


def test_no_winner_while_a_run_goes_on_or_when_none_solved():
    assert winner([_final(3, 6), None]) is None
    assert winner([_final(3, None), _final(4, None)]) is None
