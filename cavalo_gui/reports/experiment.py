"""Experiments: every algorithm x heuristic x puzzle option x board, over many random boards.

An :class:`Experiment` names the grid (``--problems F --seeds 1-1000 --targets 500,1000`` and
the algorithms, heuristics and options to cross); :meth:`Experiment.setups` lists its runs.
:func:`run_experiment` runs them, in this process, on this machine's cores
(:func:`process_pool`, the standard library's :class:`ProcessPoolExecutor`) or on a Dask
cluster (:func:`dask_cluster`, through ``dask.distributed``'s own executor), and hands every
finished run to a callback as it comes, so that a caller can write each row at once and an
interrupted experiment keeps every run that finished.

Runs travel in small chunks (a few runs per task): a run on a random board often takes a few
milliseconds, less than a task's round trip, so one task per run would spend the cores on
messages. Setups are sent in a fixed shuffled order, so that the runs per second and the time
left that a progress bar shows hold for the whole grid and not only for its cheapest corner.

Every run is keyed by its setup (:func:`setup_key`, :func:`row_key`): domain, problem, seed,
target, algorithm, heuristic, the puzzle's options, the algorithm's parameters and the limits
(budgets) it ran under. A rerun with ``--resume`` skips the setups whose keys the rows already
hold: a row made under other limits is never taken for a run of these.
"""

from __future__ import annotations

import dataclasses
import itertools
import json
import math
import os
import random
import signal
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from cavalo_gui.domains.catalogues import MessageError, said_of
from cavalo_gui.domains.domain import Puzzle
from cavalo_gui.domains.registry import get_domain
from cavalo_gui.engine.algorithms import get_algorithm
from cavalo_gui.engine.echo import echoed
from cavalo_gui.engine.limits import Limits
from cavalo_gui.engine.message import Message, message
from cavalo_gui.engine.spoiled import Spoil
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.compare import CancellableControl, end_with_parent, process_context
from cavalo_gui.reports.interrupts import signals_held
from cavalo_gui.reports.run import RunResult, run

MAX_RUNS = 1_000_000  # one experiment's grid at most: each run's setup is held in memory
MAX_RUNS_PER_TASK = 16
TASKS_PER_WORKER = 8  # at least this many tasks per worker, for an even finish
POLL_SECONDS = 0.1  # how often the loop looks at a stop request while tasks run
SHUFFLE_SEED = 20  # the fixed order setups are sent in (any fixed number would do)

RowKey = tuple[Any, ...]
OnResult = Callable[[RunResult], None]


def default_workers() -> int:
    """The cores this process may use (all of the machine's, unless it is confined)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


# ------------------------------------------------------------------------ the grid of runs


def _refused(id: str, **parameters: Any) -> MessageError:
    """The error saying the message ``id``: bad input, said in the reader's language."""
    return MessageError(message(id, **parameters))


def parse_number_ranges(text: str, least: int = 0) -> tuple[int, ...]:
    """Whole numbers written as ``1-1000`` or ``500,1000,1500`` or both (``1-5,9``), in the
    order given, each once; ValueError naming the part that is wrong. ``least`` is the smallest
    number allowed."""
    numbers: dict[int, None] = {}
    parts = [part.strip() for part in text.split(",")]
    if not any(parts):
        raise _refused("ranges.nothing")
    for part in parts:
        if not part:
            raise _refused("ranges.empty-item", text=repr(text))
        first, dash, last = part.partition("-")
        if not _is_digits(first) or (dash and not _is_digits(last)):
            raise _refused("ranges.not-a-range", text=echoed(part))
        low, high = int(first), int(last) if dash else int(first)
        if low > high:
            raise _refused("ranges.backwards", part=part, fixed=f"{high}-{low}")
        if low < least:
            raise _refused("ranges.below-least", low=str(low), least=str(least))
        if high - low + len(numbers) >= MAX_RUNS:
            raise _refused("ranges.too-many", part=part, most=MAX_RUNS)
        numbers.update(dict.fromkeys(range(low, high + 1)))
    return tuple(numbers)


def _is_digits(text: str) -> bool:
    """ASCII digits only, the rule of every number the command line takes."""
    return text.isascii() and text.isdigit()


def boards_of(
    puzzles: Sequence[Puzzle], seeds: Sequence[int] = (), targets: Sequence[int] = ()
) -> list[Puzzle]:
    """Every board of an experiment: each puzzle, remade from each seed if it is a random one
    (it has a seed, as F), with each target; empty ``seeds`` or ``targets`` keep
    the puzzle's own. ValueError when seeds are given and no puzzle is a random one."""
    if seeds and all(puzzle.seed is None for puzzle in puzzles):
        names = ", ".join(puzzle.name for puzzle in puzzles)
        raise _refused("experiment.seeds-not-random", names=names)
    boards: list[Puzzle] = []
    for puzzle in puzzles:
        domain = get_domain(puzzle.domain)
        remade = (
            [domain.load_puzzle(puzzle.name, seed) for seed in seeds]
            if seeds and puzzle.seed is not None
            else [puzzle]
        )
        for board in remade:
            for target in targets or [board.target]:
                boards.append(dataclasses.replace(board, target=target))
    return boards


@dataclass(frozen=True)
class Experiment:
    """A grid of runs: algorithms x heuristics x option values x problems x seeds x targets.

    ``heuristics`` empty means the domain's default; informed algorithms take each heuristic,
    uninformed ones run once. ``option_values`` gives each of the puzzle's options the values
    to cross (missing ones keep their default). ``seeds`` remake the random problems (such
    as F) and leave the fixed boards alone; empty means each problem's own seed.
    ``targets`` replace each problem's target; empty means its own.
    """

    domain: str
    problems: tuple[str, ...]
    algorithms: tuple[str, ...]
    heuristics: tuple[str, ...] = ()
    option_values: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    seeds: tuple[int, ...] = ()
    targets: tuple[int, ...] = ()
    parameters: Mapping[str, float] = field(default_factory=dict)
    limits: Limits = field(default_factory=Limits)
    weights: tuple[float, ...] = ()  # the weight axis: each weighted algorithm runs with each
    spoil: Spoil = field(default_factory=Spoil)

    def parameter_sets(self, name: str) -> list[dict[str, float]]:
        """The parameters of each run of the algorithm ``name``: the ones it takes, once per
        weight of the weight axis if it takes a weight."""
        taken = {parameter.name for parameter in get_algorithm(name).parameters}
        chosen = {key: value for key, value in self.parameters.items() if key in taken}
        if "weight" not in taken or not self.weights:
            return [chosen]  # a run records only the parameters it used
        return [dict(chosen, weight=weight) for weight in dict.fromkeys(self.weights)]

    def option_combinations(self) -> list[dict[str, str]]:
        """Every combination of the option values, checked against the puzzle's options."""
        domain = get_domain(self.domain)
        known = {option.name: option for option in domain.options}
        names = list(self.option_values)
        for name in names:
            if name not in known:
                raise _refused(
                    "experiment.no-option", puzzle=said_of(domain.label), name=echoed(name)
                )
            for value in self.option_values[name]:
                known[name].check(value)
        value_lists = [list(dict.fromkeys(self.option_values[name])) for name in names]
        return [dict(zip(names, values, strict=True)) for values in itertools.product(*value_lists)]

    def puzzles(self) -> list[Puzzle]:
        """Every board: each problem, remade from each seed if it is a random one, with each
        target; ValueError naming an unknown problem, or seeds that fit none of them."""
        domain = get_domain(self.domain)
        chosen = [domain.load_puzzle(name) for name in self.problems]
        return boards_of(chosen, self.seeds, self.targets)

    def run_count(self) -> int:
        """How many runs the grid holds, counted without building it."""
        domain = get_domain(self.domain)
        boards = 0
        for name in self.problems:
            random_board = domain.load_puzzle(name).seed is not None
            boards += len(self.seeds) if self.seeds and random_board else 1
        boards *= max(1, len(self.targets))
        columns = sum(
            (max(1, len(set(self.heuristics))) if get_algorithm(name).informed else 1)
            * len(self.parameter_sets(name))
            for name in dict.fromkeys(self.algorithms)
        )
        return boards * columns * len(self.option_combinations())

    def setups(self) -> list[RunChoices]:
        """Every run of the grid, ordered by option values, algorithm, heuristic and board;
        ValueError for an unknown name, a bad option value or a grid over :data:`MAX_RUNS`."""
        count = self.run_count()
        if count > MAX_RUNS:
            raise _refused("experiment.too-many-runs", count=count, most=MAX_RUNS)
        boards = self.puzzles()
        self._check_heuristics(boards)
        heuristics: list[str | None] = list(dict.fromkeys(self.heuristics)) or [None]
        setups: list[RunChoices] = []
        for options in self.option_combinations():
            for name in dict.fromkeys(self.algorithms):
                algorithm = get_algorithm(name)
                spoil = self.spoil if algorithm.informed else Spoil()
                for parameters in self.parameter_sets(name):
                    for heuristic in heuristics if algorithm.informed else [None]:
                        setups += [
                            RunChoices(
                                board, name, heuristic, options, parameters, self.limits, spoil
                            )
                            for board in boards
                        ]
        for algorithm_name in dict.fromkeys(setup.algorithm for setup in setups):
            first = next(setup for setup in setups if setup.algorithm == algorithm_name)
            first.start()  # checks its parameters; a search starts lazily, so this is cheap
        return setups

    def _check_heuristics(self, boards: Sequence[Puzzle]) -> None:
        """ValueError naming a heuristic the puzzle lacks. One board of each problem is asked:
        a puzzle's heuristics do not change with the seed or the target, and making them
        takes a while (tables per board)."""
        domain = get_domain(self.domain)
        asked: set[str] = set()
        for board in boards:
            if board.name in asked:
                continue
            asked.add(board.name)
            known = domain.make_problem(board).heuristics()
            for name in self.heuristics:
                if name not in known:
                    raise _refused(
                        "experiment.unknown-heuristic", name=echoed(name), known=", ".join(known)
                    )


# ------------------------------------------------------------------------------ row keys


LIMIT_OPTIONS = {"max_nodes": "--max-nodes", "max_seconds": "--time-limit", "max_expansions": ""}
"""The limits a row records, and the command-line options that set them."""


def _limits_key(limits: Any) -> tuple[tuple[str, float | None], ...] | None:
    """The limits as a key, numbers as floats (a CSV file reads 30.0 back as 30); None if
    the row does not record them."""
    if not isinstance(limits, Mapping):
        return None
    try:
        return tuple(
            (name, None if limits.get(name) is None else float(limits[name]))
            for name in LIMIT_OPTIONS
        )
    except (TypeError, ValueError):
        return None


def _key(
    domain: str,
    problem: str,
    seed: int | None,
    target: int,
    algorithm: str,
    heuristic: str | None,
    options: Mapping[str, Any],
    parameters: Mapping[str, Any],
    limits: Any,
) -> RowKey:
    return (
        domain,
        problem,
        seed,
        target,
        algorithm,
        heuristic,
        tuple(sorted((name, str(value)) for name, value in options.items())),
        json.dumps(dict(parameters), sort_keys=True),
        _limits_key(limits),
    )


def setup_key(setup: RunChoices) -> RowKey:
    """What identifies a run among an experiment's rows (equal to :func:`row_key` of its row)."""
    puzzle = setup.puzzle
    return _key(
        puzzle.domain,
        puzzle.name,
        puzzle.seed,
        puzzle.target,
        setup.algorithm,
        _spoiled_name(
            setup.heuristic_used(), setup.spoil.text() if setup.spoil != Spoil() else None
        ),
        setup.chosen_options(),
        setup.parameters,
        dataclasses.asdict(setup.limits),
    )


def row_key(row: Mapping[str, Any]) -> RowKey:
    """The key of a row (a run's :meth:`RunResult.to_json`, or read back from a file)."""
    domain = get_domain(str(row["domain"]))
    options = {option.name: row.get(option.name) for option in domain.options}
    return _key(
        domain.name,
        row["problem"],
        row["seed"],
        row["target"],
        row["algorithm"],
        _spoiled_name(row["heuristic"], row.get("spoil")),
        options,
        row["parameters"] or {},
        row.get("limits"),
    )


def _spoiled_name(heuristic: str | None, spoil: Any) -> str | None:
    """A heuristic as a key names its spoil too (``fewest (scale:2)``): a spoiled run is
    another run. Rows of files written before spoils were recorded have none."""
    if heuristic and isinstance(spoil, str) and spoil:
        return f"{heuristic} ({spoil})"
    return heuristic


def without_limits(key: RowKey) -> RowKey:
    """A key less its limits: the same run made under any budget."""
    return key[:-1]


def limits_difference(row: Mapping[str, Any], limits: Limits) -> tuple[Message, ...]:
    """How the limits ``row`` was made under differ from ``limits``, as options, one message
    each: '--max-nodes 2000000, not 100'; none if they do not, or the row does not record
    them."""
    made = _limits_key(row.get("limits"))
    if made is None:
        return ()
    wanted = dict(_limits_key(dataclasses.asdict(limits)) or ())
    return tuple(
        message(
            "rows.limit-difference",
            option=LIMIT_OPTIONS[name] or name,
            made=_limit_text(value),
            wanted=_limit_text(wanted[name]),
        )
        for name, value in made
        if value != wanted[name]
    )


def _limit_text(value: float | None) -> str | Message:
    """A limit as its option takes it (``100``, ``0.5``), or the message for no limit."""
    if value is None:
        return message("rows.no-limit")
    if math.isfinite(value) and value == int(value):
        return str(int(value))
    return repr(value)


def missing_setups(
    setups: Sequence[RunChoices], rows: Sequence[Mapping[str, Any]]
) -> list[RunChoices]:
    """The setups whose runs are not among ``rows`` yet."""
    done = {row_key(row) for row in rows}
    return [setup for setup in setups if setup_key(setup) not in done]


# ------------------------------------------------------------------- where the runs go


@dataclass
class Backend:
    """Where the runs of an experiment go: an executor, how many runs it takes at once, and a
    way to ask the runs under way to stop (each returns the runs it finished before)."""

    executor: Executor
    workers: int
    description: str
    stop_running: Callable[[], None] = lambda: None


_stop_event: Any = None  # the pool's multiprocessing.Event, in a worker process


def _start_pool_worker(stop_event: Any) -> None:
    """Runs once in each pool worker: Ctrl-C is the parent's to handle, which stops cleanly,
    and the worker ends with its parent (a ``kill -9`` of the command leaves none behind)."""
    global _stop_event
    _stop_event = stop_event
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    end_with_parent()


def _stop_requested() -> bool:
    return _stop_event is not None and _stop_event.is_set()


def run_chunk(setups: Sequence[RunChoices]) -> list[RunResult]:
    """Run ``setups`` one after the other (the task a worker is given) and return the results;
    when asked to stop, the runs finished so far (a run cut short measures nothing)."""
    results = []
    for setup in setups:
        if _stop_requested():
            break
        control = CancellableControl(setup.limits, _stop_requested)
        result = run(setup, control)
        if control.cancelled:
            break
        results.append(result)
    return results


@contextmanager
def process_pool(workers: int) -> Iterator[Backend]:
    """``workers`` processes of this machine, forked from multiprocessing's fork server where
    there is one (never from the caller, whose threads a fork would copy mid-work)."""
    context = process_context()
    stop_event = context.Event()
    pool = ProcessPoolExecutor(
        max_workers=workers,
        mp_context=context,
        initializer=_start_pool_worker,
        initargs=(stop_event,),
    )
    try:
        with signals_held():  # an interrupt mid-start left a worker its pool did not know
            _start_workers(pool, workers)
        yield Backend(pool, workers, f"{workers} processes on this machine", stop_event.set)
    finally:
        stop_event.set()  # an interrupt anywhere (a submit too) must not wait for whole runs
        pool.shutdown(wait=True, cancel_futures=True)


def _start_workers(pool: ProcessPoolExecutor, workers: int) -> None:
    """Start the pool's ``workers`` processes and wait until each has started (its
    initializer run). A pool starts a worker at a submit; one interrupted in the middle was
    forked but not yet the pool's, so nobody waited for it: the command ended, its stop
    event's semaphore went with it, and the worker's start printed a fork-server traceback
    (``SemLock._rebuild``: FileNotFoundError)."""
    started = [pool.submit(_started) for _ in range(workers)]
    for future in started:
        future.result()


def _started() -> bool:
    return True


@contextmanager
def dask_cluster(scheduler: Any, connect_seconds: float = 10) -> Iterator[Backend]:
    """The workers of a running Dask cluster: ``scheduler`` is its address
    (``tcp://HOST:8786``) or a ``distributed.Client`` already connected. Needs the
    ``cluster`` extra; ValueError when it is missing, OSError when the scheduler cannot be
    reached. Runs under way when a stop is asked end on their own (Dask cannot interrupt a
    task); their results are not waited for."""
    try:
        from distributed import Client
    except ImportError:
        raise _refused("experiment.needs-dask") from None
    own_client = not isinstance(scheduler, Client)
    if own_client:
        try:
            client = Client(scheduler, timeout=f"{connect_seconds}s", set_as_default=False)
        except (OSError, TimeoutError, ValueError) as error:
            raise OSError(f"cannot reach the Dask scheduler at {scheduler}: {error}") from None
    else:
        client = scheduler
    try:
        threads = sum(client.nthreads().values())
        address = client.scheduler.address
        executor = client.get_executor(pure=False)
        yield Backend(executor, max(1, threads), f"the Dask cluster at {address}")
    finally:
        if own_client:
            client.close()


# ------------------------------------------------------------------------- the run loop


def chunk_size(runs: int, workers: int) -> int:
    """Runs per task: enough tasks for every worker to get several, at most
    :data:`MAX_RUNS_PER_TASK` runs each so that progress and stopping stay prompt."""
    return max(1, min(MAX_RUNS_PER_TASK, runs // (workers * TASKS_PER_WORKER)))


def shuffled(setups: Sequence[RunChoices]) -> list[RunChoices]:
    """The setups in a fixed shuffled order (the same every time)."""
    order = list(setups)
    random.Random(SHUFFLE_SEED).shuffle(order)
    return order


@dataclass(frozen=True)
class ExperimentRun:
    """How a call of :func:`run_experiment` ended: runs finished, and whether it was stopped
    (by Ctrl-C or the ``stop`` callable) before every run finished."""

    finished: int
    stopped: bool


def run_experiment(
    setups: Sequence[RunChoices],
    on_result: OnResult,
    backend: Backend | None = None,
    stop: Callable[[], bool] | None = None,
) -> ExperimentRun:
    """Run every setup and call ``on_result(result)`` in this thread as each finishes. With no
    backend the runs go one after the other in this process. ``stop()`` is asked between
    results; True, or Ctrl-C, stops the experiment: runs not started are dropped, runs under
    way stop (their finished runs are still handed over) and the call returns."""
    order = shuffled(setups)
    should_stop = stop if stop is not None else lambda: False
    if backend is None:
        return _run_here(order, on_result, should_stop)
    size = chunk_size(len(order), backend.workers)
    chunks = [order[start : start + size] for start in range(0, len(order), size)]
    outstanding: set[Future] = {backend.executor.submit(run_chunk, chunk) for chunk in chunks}
    finished = 0

    def hand_over(future: Future) -> None:
        nonlocal finished
        outstanding.discard(future)
        if future.cancelled():
            return
        try:
            results = future.result()  # raises what the task raised
        except ImportError as error:  # a cluster's worker without the project installed
            raise OSError(
                f"a worker cannot run the searches ({error}): install cavalo-gui, the same "
                "version, on every worker"
            ) from None
        for result in results:
            finished += 1
            on_result(result)

    try:
        while outstanding:
            done, _ = wait(outstanding, timeout=POLL_SECONDS, return_when=FIRST_COMPLETED)
            for future in done:
                hand_over(future)
            if outstanding and should_stop():
                break
    except KeyboardInterrupt:
        pass
    if not outstanding:
        return ExperimentRun(finished, stopped=False)
    backend.stop_running()
    for future in list(outstanding):
        future.cancel()
    wait(outstanding)
    for future in list(outstanding):
        hand_over(future)
    return ExperimentRun(finished, stopped=True)


def _run_here(
    setups: Sequence[RunChoices], on_result: OnResult, stop: Callable[[], bool]
) -> ExperimentRun:
    finished = 0
    try:
        for setup in setups:
            if stop():
                return ExperimentRun(finished, stopped=True)
            result = run(setup)
            finished += 1
            on_result(result)
    except KeyboardInterrupt:
        return ExperimentRun(finished, stopped=True)
    return ExperimentRun(finished, stopped=False)
