"""Batches of runs: the grid of setups, stable order, worker processes, budgets, cancelling."""

from __future__ import annotations

import pickle
import threading

import pytest

from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.engine.algorithms import ALGORITHMS
from cavalo_gui.engine.events import Outcome
from cavalo_gui.engine.limits import Limits
from cavalo_gui.reports import compare as compare_module
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.compare import compare, grid
from cavalo_gui.reports.run import run

INFORMED = [name for name, algorithm in ALGORITHMS.items() if algorithm.informed]
UNINFORMED = [name for name, algorithm in ALGORITHMS.items() if not algorithm.informed]


def fingerprint(result):
    """What must not depend on where or when a run ran."""
    stats = result.statistics
    return (result.outcome, result.path, result.points, stats.generated, stats.expanded)


def test_grid_runs_uninformed_algorithms_once_and_informed_ones_per_heuristic():
    problems = [load_puzzle("A"), load_puzzle("B")]
    setups = grid(problems, ["bfs", "astar"], ["enunciado", "fewest"])
    assert [(s.algorithm, s.heuristic, s.puzzle.name) for s in setups] == [
        ("bfs", None, "A"),
        ("bfs", None, "B"),
        ("astar", "enunciado", "A"),
        ("astar", "enunciado", "B"),
        ("astar", "fewest", "A"),
        ("astar", "fewest", "B"),
    ]


def test_grid_without_heuristics_uses_the_default_and_drops_repeated_names():
    setups = grid([load_puzzle("A")], ["astar", "astar", "bfs"])
    assert [(s.algorithm, s.heuristic_used()) for s in setups] == [
        ("astar", "fewest"),
        ("bfs", None),
    ]


def test_grid_carries_the_double_strategy_parameters_and_limits():
    limits = Limits(max_nodes=10)
    (setup,) = grid(
        [load_puzzle("A")],
        ["dfs"],
        options={"double": "min"},
        parameters={"max_depth": 4},
        limits=limits,
    )
    assert setup.chosen_options() == {"double": "min"}
    assert setup.parameters == {"max_depth": 4}
    assert setup.limits is limits


@pytest.mark.parametrize(
    ("algorithms", "heuristics", "message"),
    [
        (["bfs", "quick"], [], "unknown algorithm 'quick'"),
        (["astar"], ["magic"], "unknown heuristic 'magic'"),
    ],
)
def test_grid_names_an_unknown_name_and_the_known_ones(algorithms, heuristics, message):
    with pytest.raises(ValueError, match=message) as caught:
        grid([load_puzzle("A")], algorithms, heuristics)
    assert "known:" in str(caught.value)


def test_a_result_pickles_so_that_it_can_come_back_from_a_worker():
    result = run(RunChoices(load_puzzle("C"), "astar", "enunciado"))
    assert pickle.loads(pickle.dumps(result)) == result


def test_workers_return_the_same_results_in_setup_order():
    """E takes far longer than the rest, so with two workers it finishes last of the first
    few; the results still come back in the order of the setups."""
    setups = [
        RunChoices(load_puzzle("E"), "bfs"),
        *(RunChoices(load_puzzle(name), "bfs") for name in "ABCD"),
        RunChoices(load_puzzle("D"), "astar", "fewest"),
    ]
    reported: list[int] = []
    results = compare(setups, workers=2, on_result=lambda index, _result: reported.append(index))
    assert [result.setup for result in results] == setups
    assert sorted(reported) == list(range(len(setups)))
    assert [fingerprint(r) for r in results] == [fingerprint(run(s)) for s in setups]
    assert [r.statistics.length for r in results[1:]] == [3, 8, 6, 12, 12]
    assert results[0].outcome is Outcome.NO_SOLUTION


def test_several_runs_go_to_worker_processes_that_are_not_forks_of_the_caller(monkeypatch):
    """No run falls back to this process, and the workers do not inherit its state (a fork of
    the caller would have the patch below, and Qt's threads half-copied in the window)."""

    def not_here(*_arguments):
        raise AssertionError("a run fell back to the calling process, or a fork of it")

    monkeypatch.setattr(compare_module, "_run_until_cancelled", not_here)
    setups = [RunChoices(load_puzzle(name), "bfs") for name in "AB"]
    results = compare(setups, workers=2)
    assert [r.statistics.length for r in results] == [3, 8]


def test_one_worker_runs_in_this_process_with_the_same_results():
    setups = grid([load_puzzle("A"), load_puzzle("C")], ["bfs", "astar"], ["fewest"])
    reported: list[int] = []
    results = compare(setups, workers=1, on_result=lambda index, _result: reported.append(index))
    assert reported == [0, 1, 2, 3]
    assert [fingerprint(r) for r in results] == [fingerprint(run(s)) for s in setups]


def test_a_run_at_its_budget_reports_limit_and_the_batch_goes_on():
    setups = [
        RunChoices(load_puzzle("E"), "bfs", limits=Limits(max_nodes=50)),
        RunChoices(load_puzzle("A"), "bfs"),
    ]
    results = compare(setups, workers=2)
    assert [r.outcome for r in results] == [Outcome.LIMIT, Outcome.SOLVED]
    assert results[0].statistics.generated >= 50


def test_bad_setups_are_refused_before_anything_runs():
    reported: list[int] = []
    setups = [
        RunChoices(load_puzzle("A"), "bfs"),
        RunChoices(load_puzzle("A"), "dfs", parameters={"max_depth": 0}),
    ]
    with pytest.raises(ValueError, match="depth limit must be between"):
        compare(setups, workers=1, on_result=lambda index, _result: reported.append(index))
    assert reported == []
    with pytest.raises(ValueError, match="workers must be at least 1"):
        compare(setups[:1], workers=0)


def test_cancelling_between_runs_drops_the_runs_not_started():
    cancel = threading.Event()
    setups = grid([load_puzzle(name) for name in "ABCD"], ["bfs"])
    results = compare(
        setups, workers=1, on_result=lambda _index, _result: cancel.set(), cancel=cancel
    )
    assert [r.setup for r in results] == setups[:1]


def test_cancelling_stops_a_run_in_progress_and_drops_it():
    """A callable that says 'cancel' on its third look: once before the run, then twice inside
    it, every few expansions; the long run on F stops there and is left out."""
    looks: list[int] = []

    def cancelled() -> bool:
        looks.append(1)
        return len(looks) >= 3

    setup = RunChoices(load_puzzle("F"), "bfs", limits=Limits(max_nodes=500_000, max_seconds=60))
    assert compare([setup], workers=1, cancel=cancelled) == []
    assert len(looks) == 3


def test_cancelling_reaches_the_worker_processes():
    """A finishes long before the run on F; cancelling then stops F in its worker, so only A
    comes back (without the cancel, F would come back with outcome 'limit')."""
    cancel = threading.Event()
    setups = [
        RunChoices(load_puzzle("F"), "bfs", limits=Limits(max_nodes=400_000, max_seconds=30)),
        RunChoices(load_puzzle("A"), "bfs"),
    ]
    results = compare(
        setups, workers=2, on_result=lambda _index, _result: cancel.set(), cancel=cancel
    )
    assert [r.setup.puzzle.name for r in results] == ["A"]


def test_an_interrupt_during_a_submit_comes_in_once_every_run_is_the_pools(monkeypatch):
    """A submit starts a worker process; Ctrl-C (or SIGTERM) in the middle of one left a worker
    forked but not yet the pool's, which nobody ended, and ``cavalo compare`` hung on exit.
    The interrupt is let in once the submits are done, and then stops the batch."""
    import signal
    from concurrent.futures import ProcessPoolExecutor

    from tests.unit.ctrl_c import ctrl_c_raises_keyboard_interrupt

    submitted: list[int] = []
    real_submit = ProcessPoolExecutor.submit

    def interrupted_submit(pool, function, *arguments):
        future = real_submit(pool, function, *arguments)
        if not submitted:
            signal.raise_signal(signal.SIGINT)  # as if Ctrl-C came inside the first submit
        submitted.append(len(submitted))
        return future

    monkeypatch.setattr(ProcessPoolExecutor, "submit", interrupted_submit)
    setups = [RunChoices(load_puzzle(name), "bfs") for name in "EFE"]
    with ctrl_c_raises_keyboard_interrupt(), pytest.raises(KeyboardInterrupt):
        compare(setups, workers=2)
    assert submitted == [0, 1, 2]
