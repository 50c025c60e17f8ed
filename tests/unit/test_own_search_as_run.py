"""A student's trace turned into the events of a run (engine/own_search/as_run.py): the window
folds them as it folds its own runs, so they must be what the engine's algorithm yields where
the student kept to its rule."""

from __future__ import annotations

from pathlib import Path

import pytest

from cavalo_gui.cli.main import main
from cavalo_gui.domains.catalogues import render
from cavalo_gui.engine.divergence import first_divergence
from cavalo_gui.engine.events import Expansion, Finished, Outcome
from cavalo_gui.reports.choices import AS_FAST_AS_POSSIBLE
from cavalo_gui.reports.own_search.trace_run import trace_choices
from cavalo_gui.reports.own_search.verdict import check_trace

DATA = Path(__file__).parent.parent / "data" / "own_search"


def events_and_reference(path: Path):
    """The events of the trace at ``path`` as the window runs it, and of the reference run."""
    verdict = check_trace(path, reference=False)
    choices = trace_choices(verdict, AS_FAST_AS_POSSIBLE)
    return list(choices.start()[1].events()), list(choices.reference().start()[1].events())


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


@pytest.mark.parametrize(
    "algorithm",
    ["bfs", "dfs", "astar", "ucs", "greedy", "idastar", "iddfs", "beam", "rbfs", "smastar"],
)
def test_the_trace_cavalo_solve_writes_is_its_run_again_for_every_algorithm(
    tmp_path, capsys, algorithm
):
    path = tmp_path / f"{algorithm}-A.jsonl"
    main(["solve", "--problem", "A", "--algorithm", algorithm, "--trace", str(path)])
    capsys.readouterr()
    events, reference = events_and_reference(path)
    assert first_divergence(events, reference) is None
    expansions = [sum(isinstance(e, Expansion) for e in run) for run in (events, reference)]
    assert expansions[0] == expansions[1] > 0
    assert events[-1].counters.generated == reference[-1].counters.generated
    assert events[-1].outcome is reference[-1].outcome is Outcome.SOLVED


def test_a_last_line_cut_short_is_a_trace_that_stops_in_the_middle(tmp_path):
    text = (DATA / "astar-C.jsonl").read_text()
    path = tmp_path / "cut.jsonl"
    path.write_text(text[: text.index("\n", 2000) + 40])  # a line cut in its middle
    events, _reference = events_and_reference(path)
    final = events[-1]
    assert isinstance(final, Finished) and final.outcome is Outcome.LIMIT
    assert "without its closing line" in render(final.reason)
