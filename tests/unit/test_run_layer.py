"""A run folded without a window: :class:`cavalo_gui.runs.run.Run` takes a search's events
and says what the window would show (counters, current node, open list, chart series, the
outcome), looks back to any recorded expansion and comes back, and hands out each changed
part once, in order; none of it loads Qt."""

from __future__ import annotations

import subprocess
import sys

from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.events import Expansion, Outcome
from cavalo_gui.engine.limits import Limits, RunControl
from cavalo_gui.runs.changes import Part
from cavalo_gui.runs.fine_phase import GENERATE, INSERT, SELECT
from cavalo_gui.runs.recording import PREVIEW_SIZE
from cavalo_gui.runs.run import Run


def _folded(algorithm: str, expansions: int | None = None):
    """A run of ``algorithm`` on the knight's problem B folded event by event, with the
    search's own counters and open list after each expansion."""
    problem = KnightProblem(load_puzzle("B"))
    control = RunControl(Limits(max_nodes=None, max_seconds=None, max_expansions=expansions))
    search = start_search(algorithm, problem, problem.heuristics()["fewest"], control)
    run = Run(problem)
    seen = []
    for event in search.events():
        run.apply(event)
        if type(event) is Expansion:
            seen.append((event.counters, event.node, search.open_preview(PREVIEW_SIZE)))
    return run, search, seen


def test_the_run_layer_loads_no_qt():
    code = (
        "import sys, cavalo_gui.runs.run, cavalo_gui.runs.search_tree, cavalo_gui.runs.choices;"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'pyqtgraph')))"
    )
    loaded = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert loaded.strip() == "[]"


def test_a_folded_run_shows_what_the_search_did():
    run, search, seen = _folded("astar")
    assert run.finished is not None and run.finished.outcome is Outcome.SOLVED
    assert run.counters == search.final.counters
    assert run.solution is not None and run.shown_node is run.solution
    assert len(run.recording) == len(seen) == run.counters.expanded
    assert list(run.expansions.view()) == list(range(1, len(seen) + 1))
    assert run.open_count == len(run.open_list)


def test_looking_back_shows_each_recorded_expansion_and_comes_back():
    run, _search, seen = _folded("astar", expansions=12)
    end_counters = run.counters
    for position in range(len(seen) - 1, 0, -1):
        run.go_to(position)
        counters, node, open_preview = seen[position - 1]
        assert (run.counters, run.current) == (counters, node)
        assert [n.state for n in run.preview] == [n.state for n in open_preview]
        assert run.finished is None
    run.step_back()
    assert run.shown_position == 0 and run.current is None
    run.go_to(len(seen))
    assert not run.looking_back and run.counters == end_counters


def test_fine_step_goes_through_the_three_phases_of_each_recorded_expansion():
    run, _search, seen = _folded("bfs", expansions=3)
    run.set_fine_mode(True)
    run.go_to(1)
    phases = []
    while run.phase_forward():
        phases.append((run.fine_phase.position, run.fine_phase.phase))
    expected = []
    for position in range(2, len(seen) + 1):
        children = len(run.recording.expansion(position).successors)
        expected += [(position, SELECT)] + [(position, GENERATE)] * max(1, children)
        expected.append((position, INSERT))
    assert phases == expected
    run.phase_back()
    assert run.fine_phase.phase == GENERATE and run.shown_position == len(seen) - 1


def test_changed_parts_are_handed_out_once_in_order():
    run, _search, _seen = _folded("bfs", expansions=3)
    handed = run.changes.take()
    assert handed == [part for part in Part if part in handed]
    assert {Part.COUNTERS, Part.NODE, Part.SERIES, Part.PREVIEW, Part.POSITION} <= set(handed)
    assert run.changes.take() == []
    run.step_back()
    assert Part.POSITION in run.changes.take()
