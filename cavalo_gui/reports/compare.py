"""Many runs at once: algorithms x heuristics x problems, for the course's comparison tables.

:func:`grid` builds the setups; :func:`compare` runs them, in worker processes when there is
more than one run and more than one worker, and returns the results in the order of the setups
whatever order they finish in. Each run is bounded by its own :class:`Limits`, so a run that
meets its budget ends with outcome ``limit`` in its row instead of holding up the batch.

Cancelling (a callable returning True, or a ``threading.Event`` that is set) stops the batch:
runs not yet started are not started, runs in progress are stopped at their next expansion,
and both are **left out** of the returned list, because a run cut short by the user measures
nothing. The runs that finished before the cancel are returned, still in setup order; a caller
that needs to know which ones those were reads ``result.setup`` or counts the ``on_result``
calls.

Worker processes come from a :class:`ProcessPoolExecutor`, forked from multiprocessing's fork
server where there is one (never from the caller, whose other threads, Qt's among them, a fork
would copy mid-work), spawned elsewhere; entry points call ``multiprocessing.freeze_support()``
so that a frozen build's workers run the pool and not the program. Should a worker fail to start
or die, the runs it left are run in the calling process instead; should the calling process
die, the workers end too (:func:`end_with_parent`).
"""

from __future__ import annotations

import contextlib
import multiprocessing
import multiprocessing.connection
import os
import signal
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from multiprocessing import forkserver
from typing import Any

from cavalo_gui.domains.domain import Domain, Puzzle
from cavalo_gui.domains.registry import domain_of
from cavalo_gui.engine.algorithms import get_algorithm
from cavalo_gui.engine.echo import echoed
from cavalo_gui.engine.limits import Limits, RunControl
from cavalo_gui.engine.message import MessageError, message
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.interrupts import signals_held
from cavalo_gui.reports.run import RunResult, run

DEFAULT_WORKERS = 2
POLL_SECONDS = 0.05  # how often the batch looks at the cancel request while runs are going
CANCEL_CHECK_EVERY = 64  # expansions between two looks at the cancel request inside a run

Cancel = Callable[[], bool] | threading.Event
OnResult = Callable[[int, RunResult], None]


def _unique(names: Iterable[str | None]) -> list[str | None]:
    return list(dict.fromkeys(names))


def grid(
    problems: Sequence[Puzzle],
    algorithms: Sequence[str],
    heuristics: Sequence[str] = (),
    options: Mapping[str, str] | None = None,
    parameters: Mapping[str, int] | None = None,
    limits: Limits | None = None,
) -> list[RunChoices]:
    """Every algorithm on every problem, with every heuristic for the informed algorithms and
    once (no heuristic) for the uninformed ones; no heuristics means each puzzle's default one.
    Ordered by algorithm, then heuristic, then problem, like the course's tables. ValueError
    names an unknown algorithm, heuristic or option. ``options`` apply to the problems of the
    puzzles that have them."""
    heuristic_names = _unique(heuristics) or [None]
    for puzzle in problems:
        domain = domain_of(puzzle)
        known = domain.make_problem(puzzle, _options_for(domain, options)).heuristics()
        for name in heuristic_names:
            if name is not None and name not in known:
                said = message(
                    "experiment.unknown-heuristic", name=echoed(name), known=", ".join(known)
                )
                raise MessageError(said)
    setups = []
    for algorithm_name in _unique(algorithms):
        algorithm = get_algorithm(str(algorithm_name))
        taken = {parameter.name for parameter in algorithm.parameters}
        for heuristic in heuristic_names if algorithm.informed else [None]:
            for puzzle in problems:
                setups.append(
                    RunChoices(
                        puzzle=puzzle,
                        algorithm=algorithm.name,
                        heuristic=heuristic,
                        options=_options_for(domain_of(puzzle), options),
                        parameters={
                            name: value
                            for name, value in (parameters or {}).items()
                            if name in taken  # a run records only the parameters it used
                        },
                        limits=limits if limits is not None else Limits(),
                    )
                )
    return setups


def _options_for(domain: Domain, options: Mapping[str, str] | None) -> dict[str, str]:
    """The given options that ``domain`` has (a comparison may mix puzzles)."""
    names = {option.name for option in domain.options}
    return {name: value for name, value in (options or {}).items() if name in names}


class CancellableControl(RunControl):
    """A run control that also stops when a batch-wide cancel request is seen; it looks at the
    request every few expansions, since that may cost a system call."""

    def __init__(self, limits: Limits, cancelled: Callable[[], bool]) -> None:
        self._cancelled = cancelled
        self._checks = 0
        self.cancelled = False  # True once the cancel request stopped this run
        super().__init__(limits)

    @property
    def stop_requested(self) -> bool:
        if self._stop or self.cancelled:
            return True
        self._checks += 1
        if self._checks % CANCEL_CHECK_EVERY == 0 and self._cancelled():
            self.cancelled = True
        return self.cancelled

    @stop_requested.setter
    def stop_requested(self, value: bool) -> None:
        self._stop = value


def _cancel_check(cancel: Cancel | None) -> Callable[[], bool]:
    if cancel is None:
        return lambda: False
    if isinstance(cancel, threading.Event):
        return cancel.is_set
    return cancel


def _run_until_cancelled(
    setup: RunChoices, cancelled: Callable[[], bool]
) -> tuple[RunResult, bool]:
    """The result of one run, and whether the cancel request cut it short."""
    control = CancellableControl(setup.limits, cancelled)
    result = run(setup, control)
    return result, control.cancelled


# ------------------------------------------------------------------------ worker processes

_worker_cancel: Any = None  # the batch's multiprocessing.Event, in a worker process


def end_with_parent() -> None:
    """Make this worker process end as soon as the process that made its pool is gone,
    however it went (``kill -9`` included). Otherwise the worker finishes runs nobody collects
    and then waits for more for ever, and keeps the fork server alive with it. A daemon thread
    waits on the parent's sentinel, which the system makes ready when the parent ends."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return
    sentinel = parent.sentinel

    def watch() -> None:
        multiprocessing.connection.wait([sentinel])
        os._exit(PARENT_GONE)

    threading.Thread(target=watch, name="end-with-parent", daemon=True).start()


PARENT_GONE = 1  # a worker's exit status when it ends because its parent is gone


def _start_worker(cancel_event: Any) -> None:
    """Runs once in each worker: Ctrl-C is the parent's business, which cancels cleanly, and
    the worker ends with its parent."""
    global _worker_cancel
    _worker_cancel = cancel_event
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    end_with_parent()


def _run_in_worker(setup: RunChoices) -> tuple[RunResult, bool]:
    return _run_until_cancelled(setup, _worker_cancel.is_set)


def serve_frozen_worker() -> None:
    """In a frozen build, a worker process of the comparison or the experiments starts as
    the program itself: this turns it into that worker. Elsewhere it does nothing. Both entry
    points call it first."""
    multiprocessing.freeze_support()


def process_context() -> multiprocessing.context.BaseContext:
    """The fork server where the system has one, else the platform's default (spawn).

    A pool's initializer makes its worker ignore Ctrl-C, but only once the worker has started:
    a Ctrl-C in the half second before killed it mid-start, and its pool then waited for it for
    ever. So the fork server is started with Ctrl-C ignored (from the main thread, the only one
    that may set a signal's handler): it hands that on to every worker it forks. A Ctrl-C in
    the tenth of a second the server takes to start is not seen; the next one is."""
    if "forkserver" not in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context()
    if threading.current_thread() is threading.main_thread():
        previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
        try:
            forkserver.ensure_running()
        finally:
            signal.signal(signal.SIGINT, previous)
    return multiprocessing.get_context("forkserver")


def _compare_in_processes(
    setups: list[RunChoices],
    workers: int,
    on_result: OnResult,
    cancelled: Callable[[], bool],
    finished: dict[int, RunResult],
) -> None:
    """Run the setups in a pool, filling ``finished`` (index -> result) as they end."""
    context = process_context()
    cancel_event = context.Event()
    with ProcessPoolExecutor(
        max_workers=min(workers, len(setups)),
        mp_context=context,
        initializer=_start_worker,
        initargs=(cancel_event,),
    ) as pool:
        futures: dict[Future, int] = {}
        pending: set[Future] = set()
        try:  # from the first submit: an interrupt there left the pool waiting for its runs
            # A submit starts a worker; an interrupt in the middle of one left a worker forked
            # but not yet the pool's, which nobody told to end, so the command never ended
            # (a SIGTERM seen hanging it for a minute in CI): the submits are done whole.
            with signals_held():
                for index, setup in enumerate(setups):
                    futures[pool.submit(_run_in_worker, setup)] = index
            pending = set(futures)
            while pending:
                done, pending = wait(pending, timeout=POLL_SECONDS, return_when=FIRST_COMPLETED)
                for future in sorted(done, key=futures.__getitem__):
                    if future.cancelled():
                        continue
                    result, interrupted = future.result()
                    if not interrupted:
                        finished[futures[future]] = result
                        on_result(futures[future], result)
                if not cancel_event.is_set() and cancelled():
                    cancel_event.set()
                    for future in pending:
                        future.cancel()
        except BaseException:
            cancel_event.set()
            for future in futures:
                future.cancel()
            raise


def compare(
    setups: Iterable[RunChoices],
    workers: int = DEFAULT_WORKERS,
    on_result: OnResult | None = None,
    cancel: Cancel | None = None,
) -> list[RunResult]:
    """Run every setup and return the results in setup order (see the module's notes on
    cancelling). ``on_result(index, result)`` is called in the calling thread as each run
    finishes, ``index`` being the setup's position. ValueError, before anything runs, for a
    setup with an unknown name or a bad parameter."""
    setups = list(setups)
    if workers < 1:
        raise ValueError(f"workers must be at least 1, got {workers}")
    for setup in setups:
        setup.start()  # checks names and parameters; searches start lazily, so this is cheap
    report = on_result if on_result is not None else lambda _index, _result: None
    cancelled = _cancel_check(cancel)
    finished: dict[int, RunResult] = {}
    if workers > 1 and len(setups) > 1:
        # A worker that cannot start or dies breaks the pool: the runs left go on here.
        with contextlib.suppress(BrokenProcessPool):
            _compare_in_processes(setups, workers, report, cancelled, finished)
    for index, setup in enumerate(setups):
        if index in finished:
            continue
        if cancelled():
            break
        result, interrupted = _run_until_cancelled(setup, cancelled)
        if interrupted:
            break
        finished[index] = result
        report(index, result)
    return [finished[index] for index in sorted(finished)]
