"""A run file's run, run again headless (``cavalo solve --run``), and a finished headless run
as a run file holds it (``cavalo solve --save-run``)."""

from __future__ import annotations

from pathlib import Path

from cavalo_gui.engine.events import Expansion, Finished, Outcome
from cavalo_gui.engine.limits import RunControl
from cavalo_gui.engine.message import message
from cavalo_gui.engine.search import STOPPED_BY_USER
from cavalo_gui.reports.run import RunResult, result_of, run
from cavalo_gui.reports.run_file import RunFileError, SavedRun

STOP_REASONS = frozenset({STOPPED_BY_USER.id, "reason.time-budget"})
"""The reasons of a run that a stop ended: the user's Stop, or the clock."""


def ended_by_a_stop(final: Finished) -> bool:
    """Whether a stop ended the run (the user's, or the time budget's, both at a moment no
    replay repeats), as opposed to the search itself or a deterministic budget."""
    return final.outcome is Outcome.LIMIT and final.reason.id in STOP_REASONS


def saved_result(result: RunResult) -> SavedRun:
    """A finished headless run (``cavalo solve --save-run``) as a run file holds it."""
    stopped = result.outcome is Outcome.LIMIT and result.reason.id in STOP_REASONS
    return SavedRun(result.setup, step=result.statistics.expanded, finished=True, stopped=stopped)


def replay(saved: SavedRun) -> RunResult:
    """Run ``saved`` again headless: to its own end, or stopped after its step (see
    :attr:`SavedRun.stops_at_step`); the same statistics as when it was saved."""
    if not saved.stops_at_step:
        return run(saved.setup)
    control = RunControl(saved.setup.limits)
    problem, search = saved.setup.start(control)
    expanded = 0
    if saved.step == 0:
        control.request_stop()
    for event in search.events():
        if type(event) is Expansion:
            expanded += 1
            if expanded >= saved.step:
                control.request_stop()
        elif type(event) is Finished:
            return result_of(saved.setup, problem, event)
    raise AssertionError("a search ends with its final event")


def check_step_reached(path: str | Path, saved: SavedRun, result: RunResult) -> None:
    """Refuse (:class:`RunFileError`) a file whose step lies past its run's end: the replay
    ended after fewer expansions than the file says were done."""
    expanded = result.statistics.expanded
    if expanded < saved.step:
        said = message("run-file.step-past-the-end", step=saved.step, expanded=expanded)
        raise RunFileError(path, said)
