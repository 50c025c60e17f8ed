"""A student's trace turned into the events of a run (engine/own_search/as_run.py): the window
folds them as it folds its own runs, so they must be what the engine's algorithm yields where
the student kept to its rule."""

from __future__ import annotations

from pathlib import Path

from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.trace_moves import move_reader
from cavalo_gui.engine.algorithms import get_algorithm
from cavalo_gui.engine.divergence import first_divergence
from cavalo_gui.engine.events import Expansion, Finished, Outcome
from cavalo_gui.engine.own_search.as_run import trace_search
from cavalo_gui.reports.choices import resolve_heuristic
from cavalo_gui.reports.own_search.verdict import check_trace

DATA = Path(__file__).parent.parent / "data" / "own_search"


def events_and_reference(path: Path):
    choices = check_trace(path, reference=False).choices
    assert choices is not None
    problem = choices.problem()
    heuristic = resolve_heuristic(
        problem, choices.algorithm, choices.heuristic, choices.domain.default_heuristic
    )
    search = trace_search(
        path, problem, get_algorithm(choices.algorithm), heuristic, move_reader(problem)
    )
    return list(search.events()), list(choices.start()[1].events())


def test_a_faithful_astar_trace_is_the_engine_s_own_run_event_for_event():
    events, reference = events_and_reference(DATA / "astar-C.jsonl")
    assert first_divergence(events, reference) is None
    mine, theirs = events[-1], reference[-1]
    assert isinstance(mine, Finished) and mine.outcome is Outcome.SOLVED
    assert mine.counters.generated == theirs.counters.generated == 38
    assert mine.counters.expanded == theirs.counters.expanded == 30
    assert mine.solution is not None and mine.solution.depth == 6
    assert render(mine.reason) == "your search reached the target in 6 moves, after 30 expansions"
    assert [len(e.open_change.added) for e in events if isinstance(e, Expansion)] == [
        len(e.open_change.added) for e in reference if isinstance(e, Expansion)
    ]


def test_an_astar_ordered_by_h_parts_from_the_reference_where_the_check_says_it_departs():
    path = DATA / "astar-by-h-C.jsonl"
    departure = check_trace(path, reference=False).departure
    events, reference = events_and_reference(path)
    found = first_divergence(events, reference)
    assert departure is not None and found is not None
    assert found.position == departure.expansion == 9
    assert sum(isinstance(e, Expansion) for e in events) == 37


def test_a_trace_that_stops_in_the_middle_ends_at_a_limit_saying_so(tmp_path):
    lines = (DATA / "astar-C.jsonl").read_text().splitlines()[:5]
    path = tmp_path / "crashed.jsonl"
    path.write_text("\n".join(lines) + "\n")
    events, _reference = events_and_reference(path)
    final = events[-1]
    assert isinstance(final, Finished) and final.outcome is Outcome.LIMIT
    assert render(final.reason, "pt") == (
        "o traço para após 4 expansões, sem a linha final (o seu programa pode ter falhado)"
    )
