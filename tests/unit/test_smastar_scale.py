"""SMA* at scale (issue 16, item 11): a step costs the same whatever the memory, and with memory
to spare SMA* solves what A* solves, as optimally and about as fast."""

from __future__ import annotations

from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.engine.algorithms import smastar, start_search
from cavalo_gui.engine.events import Expansion, Outcome
from cavalo_gui.engine.limits import Limits, RunControl

STEPS = 3_000


def f_seed_1() -> KnightProblem:
    return KnightProblem(load_puzzle("F", 1))


def test_a_step_looks_at_a_few_records_whatever_the_memory_holds(monkeypatch):
    """The best and the worst leaf come from ordered structures: the records whose key is
    computed in a step are the few the step changed, not every record held."""
    calls = 0
    real_key = smastar.Record.key

    def counted(record: smastar.Record) -> float | None:
        nonlocal calls
        calls += 1
        return real_key(record)

    monkeypatch.setattr(smastar.Record, "key", counted)
    problem = f_seed_1()
    control = RunControl(Limits(max_expansions=STEPS, max_seconds=120))
    search = start_search("smastar", problem, problem.heuristics()["fewest"], control, memory=10**6)
    held = 0
    for event in search.events():
        if isinstance(event, Expansion):
            held = event.memory
    assert held > 1_000  # memory holds far more records than a step may look at
    assert calls / STEPS < 12


def test_with_memory_to_spare_sma_star_solves_f_as_a_star_does():
    problem = f_seed_1()
    heuristic = problem.heuristics()["fewest"]
    a_star = start_search("astar", problem, heuristic).run()
    control = RunControl(Limits(max_nodes=2_000_000, max_seconds=90))
    sma_star = start_search("smastar", problem, heuristic, control, memory=10**6).run()
    assert a_star.outcome is Outcome.SOLVED
    assert sma_star.outcome is Outcome.SOLVED, sma_star.reason
    assert sma_star.solution.depth == a_star.solution.depth
    assert sma_star.counters.max_open <= 10**6
