"""The heuristic inspector's core: h* of each expanded node, the violations, the budgets."""

from __future__ import annotations

import math

import pytest

from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.inspection_seam import breakdown_of, touched_cells
from cavalo_gui.domains.registry import get_domain
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.events import Outcome
from cavalo_gui.engine.limits import Limits, RunControl
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.heuristic_inspection import Inspection, inspect_run


def knight_c(heuristic: str) -> RunChoices:
    return RunChoices(get_domain("knight").load_puzzle("C"), "astar", heuristic)


class StartingAt:
    """The problem of ``inner`` with ``state`` as its start: a node's state made a problem."""

    def __init__(self, inner, state) -> None:
        self.inner = inner
        self.state = state
        self.generated = 0

    def initial_state(self):
        return self.state

    def successors(self, state):
        for successor in self.inner.successors(state):
            self.generated += 1
            yield successor

    def is_goal(self, state) -> bool:
        return self.inner.is_goal(state)

    def heuristics(self):
        return self.inner.heuristics()

    def progress(self, state) -> float:
        return self.inner.progress(state)


def solved_from(problem, state) -> float:
    """The optimal number of moves from ``state`` by breadth-first search (unit costs), or
    inf when the search proves no goal is reachable."""
    final = start_search("bfs", StartingAt(problem, state), None, RunControl(Limits())).run()
    if final.outcome is Outcome.SOLVED:
        return final.solution.depth
    assert final.outcome is Outcome.NO_SOLUTION
    return math.inf


def test_enunciado_on_c_breaks_admissibility_and_consistency_reach_breaks_neither() -> None:
    found = {}
    for name in ("enunciado", "reach"):
        inspection = inspect_run(knight_c(name))
        inspection.compute()
        assert inspection.known() == len(inspection.nodes) > 0
        found[name] = (len(inspection.inadmissible()), len(inspection.inconsistencies()))
    assert found["enunciado"][0] > 0 and found["enunciado"][1] > 0
    assert found["reach"] == (0, 0)


@pytest.mark.parametrize("name", ["enunciado", "reach"])
def test_h_star_is_what_an_optimal_search_from_the_node_finds(name: str) -> None:
    inspection = inspect_run(knight_c(name))
    inspection.compute()
    for node in inspection.nodes:
        assert node.true == solved_from(inspection.problem, node.state), node.moves
    if name == "enunciado":
        worst = inspection.inadmissible()[-1]
        assert worst.h > solved_from(inspection.problem, worst.state)


def test_the_exact_searches_never_exceed_their_budgets() -> None:
    setup = knight_c("enunciado")
    base = inspect_run(setup)
    counted = StartingAt(base.problem, None)
    inspection = Inspection.of_nodes(counted, base.heuristic, [], setup.domain.default_heuristic)
    inspection.nodes = base.nodes
    per_state, total = 7, 40
    spent_by_state = []

    def done(node) -> None:
        spent_by_state.append(counted.generated)

    inspection.compute(per_state, total, done=done)
    assert counted.generated == inspection.spent <= total
    steps = [b - a for a, b in zip([0, *spent_by_state], spent_by_state, strict=False)]
    assert max(steps) <= per_state
    assert 0 < inspection.known() < len(inspection.nodes)


def test_a_cancelled_inspection_stops_between_nodes() -> None:
    inspection = inspect_run(knight_c("enunciado"))
    settled = []
    inspection.compute(done=settled.append, cancelled=lambda: len(settled) >= 3)
    assert len(settled) == 3
    assert inspection.known() == 3


def test_the_knights_breakdown_names_what_reach_counted_and_could_not_reach() -> None:
    problem = get_domain("knight").make_problem(get_domain("knight").load_puzzle("C"))
    mask, _knight, _points = problem.initial_state()
    d1 = 3  # the knight on D1 (23): B1's 12 and F1's 88 have no numbered square a jump away
    state = (mask & ~(1 << d1), d1, 23)
    said = render(breakdown_of(problem, state, "reach"), "en")
    assert said == (
        "247 points missing; counted the numbers the knight can reach: "
        "99 89 78 56 54 45 43 21 03 01; could not reach 2 numbers: 88 12"
    )
    assert render(breakdown_of(problem, state, "enunciado"), "pt").startswith(
        "o = 247 pontos em falta; m = 589 / 12"
    )


def test_a_puzzle_without_the_seam_has_no_heat_and_no_breakdown() -> None:
    from tests.chain_domain import chain_registered

    with chain_registered() as domain:
        problem = domain.make_problem(next(iter(domain.puzzles().values())))
        state = problem.initial_state()
        assert touched_cells(problem, state, None) == ()
        assert breakdown_of(problem, state, "anything") is None
