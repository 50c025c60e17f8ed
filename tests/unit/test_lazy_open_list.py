"""A run that folds its open list lazily (each run of Side by side, issue 38) shows what a run
folding each batch as it comes shows: the same open count and chart while its changes wait, and
once asked for, or folded a slice at a time, the same open list, the search's own, at the end
and at every position looked back to."""

from __future__ import annotations

import itertools

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cavalo_gui.engine.algorithms import ALGORITHMS, get_algorithm, start_search
from cavalo_gui.engine.events import Outcome
from cavalo_gui.engine.limits import Limits, RunControl
from cavalo_gui.runs.event_batch import EventBatch
from cavalo_gui.runs.recording import PREVIEW_SIZE
from cavalo_gui.runs.run import Run
from tests.unit.test_open_changes import PARAMETERS, knight_problems, real_open_list

EXPANSIONS = 100


class LazyRun(Run):
    lazy_open_list = True


def ids(nodes) -> list[int]:
    return [id(node) for node in nodes]


def raced(problem, data: st.DataObject):
    """One search fed, in drawn batches, to an eager run and a lazy one; the search too."""
    name = data.draw(st.sampled_from(sorted(ALGORITHMS)), label="algorithm")
    heuristic = data.draw(st.sampled_from(sorted(problem.heuristics())), label="heuristic")
    parameters = data.draw(PARAMETERS.get(name, st.just({})), label="parameters")
    control = RunControl(Limits(max_nodes=None, max_seconds=None, max_expansions=EXPANSIONS))
    search = start_search(name, problem, problem.heuristics()[heuristic], control, **parameters)
    eager, lazy = Run(problem), LazyRun(problem)
    for run in (eager, lazy):
        run.expect_open_list(get_algorithm(name).open_list)
    sizes = data.draw(st.lists(st.integers(1, 40), min_size=1, max_size=5), label="batches")
    events = search.events()
    for size in itertools.cycle(sizes):
        batch = list(itertools.islice(events, size))
        if not batch:
            break
        for run in (eager, lazy):
            run.apply_batch(EventBatch.of(batch))
    return name, search, eager, lazy


SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))


@SETTINGS
@given(knight_problems(), st.data())
def test_a_lazy_run_ends_with_the_eager_run_s_figures_and_open_list(problem, data):
    name, search, eager, lazy = raced(problem, data)
    assert lazy.unfolded == len(lazy.recording) and not lazy.folded  # nothing folded yet
    assert lazy.open_count == eager.open_count
    assert list(lazy.open_sizes.view()) == list(eager.open_sizes.view())
    assert lazy.counters == eager.counters and lazy.shown_node is eager.shown_node
    assert ids(lazy.preview) == ids(eager.preview)  # read: folded now, all at once
    assert lazy.folded and lazy.unfolded == 0
    assert ids(lazy.open_nodes()) == ids(eager.open_nodes())
    assert lazy.last is None or len(lazy.open_list) == lazy.open_count
    if eager.finished.outcome is Outcome.SOLVED or name == "rbfs":  # as test_open_changes
        assert ids(lazy.open_nodes()) == ids(real_open_list(search))


@SETTINGS
@given(knight_problems(), st.data())
def test_folded_a_slice_at_a_time_then_looked_back_the_open_list_is_the_eager_one(problem, data):
    _name, _search, eager, lazy = raced(problem, data)
    most = data.draw(st.integers(1, 50), label="slice")
    slices = 0
    while lazy.fold_pending(most):
        slices += 1
    assert lazy.folded and slices == max(0, -(-len(lazy.recording) // most) - 1)
    assert ids(lazy.open_nodes()) == ids(eager.open_nodes())
    assert lazy.open_count == eager.open_count
    positions = data.draw(
        st.lists(st.integers(0, len(eager.recording)), min_size=1, max_size=4), label="positions"
    )
    for position in positions:
        for run in (eager, lazy):
            run.go_to(position)
        assert ids(lazy.preview) == ids(eager.preview), f"at {position}"
        assert ids(lazy.open_nodes()) == ids(eager.open_nodes())
        assert lazy.open_count == eager.open_count


@SETTINGS
@given(knight_problems(), st.data())
def test_looked_back_before_it_is_folded_a_lazy_run_shows_the_eager_open_list(problem, data):
    _name, _search, eager, lazy = raced(problem, data)
    position = data.draw(st.integers(0, len(eager.recording)), label="position")
    for run in (eager, lazy):
        run.step_back()
        run.go_to(position)
    assert ids(lazy.preview) == ids(eager.preview)
    assert ids(lazy.preview) == ids(eager.open_nodes()[:PREVIEW_SIZE])
    assert lazy.open_count == eager.open_count
