"""Issue 7: BFS on the random board F ends at the node budget, and the statistics panel says
so in words and shows the counters. The budget here is a fortieth of the default: what holds
at 50,000 nodes holds at 2,000,000, and that the default's run ends in memory is measured by
``benchmarks/gui_throughput.py --default-budgets`` (the peak resident memory)."""

from __future__ import annotations

from cavalo_gui.domains.catalogues import render
from cavalo_gui.engine.events import Outcome
from cavalo_gui.engine.limits import DEFAULT_MAX_NODES, DEFAULT_MAX_SECONDS

from .helpers import choose, choose_problem, click

BUDGET = 50_000
BUDGET_TOLERANCE = 0.01  # the budget is respected within 1%
LONG_RUN_TIMEOUT_MS = 120_000


def _shown_count(window, key: str) -> int:
    return int(window.stats.value(key).replace(",", ""))


def test_the_panel_starts_with_the_default_budgets(window):
    settings = window.controller.choices
    assert (settings.max_nodes, settings.max_seconds) == (DEFAULT_MAX_NODES, DEFAULT_MAX_SECONDS)


def test_bfs_on_f_ends_at_the_node_budget_and_says_so(qtbot, window):
    choose_problem(window, "F")
    choose(window, "algorithm", "bfs")
    window.panel.max_nodes.setValue(BUDGET)
    assert window.controller.choices.max_nodes == BUDGET
    with qtbot.waitSignal(window.controller.run_finished, timeout=LONG_RUN_TIMEOUT_MS) as blocker:
        click(qtbot, window, window.run_action)
    window.model.publish()
    final = blocker.args[0]
    assert final.outcome is Outcome.LIMIT
    budget_text = f"node budget of {BUDGET:,} generated nodes reached"
    assert render(final.reason).startswith(budget_text)  # and, past it, by how much (issue 16)
    generated = _shown_count(window, "generated")
    assert generated == final.counters.generated
    assert BUDGET <= generated <= BUDGET * (1 + BUDGET_TOLERANCE)
    assert _shown_count(window, "expanded") == final.counters.expanded > 0
    assert _shown_count(window, "max_open") == final.counters.max_open > 0
    outcome = window.stats.outcome.text().lower()
    assert budget_text in outcome
    assert "best" in outcome and "points" in outcome
