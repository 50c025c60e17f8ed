"""Run files (``*.cavalo-run``): a run as it stands, saved to hand out and opened again.

A run file is one JSON object (``docs/run-file.md`` describes it): the puzzle and its board
written whole in the puzzle's own problem format (:meth:`Domain.write_problem`), every choice
of the run (algorithm, heuristic, the puzzle's options, the algorithm's parameters, the
budgets), the step reached (expansions done) and whether the run had finished, and what the
window showed (its ``window`` part, which the command line ignores). ``"format": "cavalo-run"``
and ``"version"`` come first, so that a file from a newer Cavalo is refused by its version
before anything else is read. Everything wrong with a file is a :class:`RunFileError` naming
the file and what is wrong; a folder, a FIFO or a huge file is refused before it is opened.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from cavalo_gui import __version__
from cavalo_gui.domains.problem_files import ProblemFileError, not_a_regular_file
from cavalo_gui.domains.registry import DOMAINS, run_file_reader
from cavalo_gui.engine.algorithms import get_algorithm
from cavalo_gui.engine.breakpoints import parse_breakpoints
from cavalo_gui.engine.echo import echoed
from cavalo_gui.engine.limits import Limits
from cavalo_gui.engine.message import Message, MessageError, message
from cavalo_gui.engine.spoiled import Spoil, parse_spoil
from cavalo_gui.reports.choices import (
    AS_FAST_AS_POSSIBLE,
    NODE_BUDGET_RANGE,
    TIME_BUDGET_RANGE,
    RunChoices,
)
from cavalo_gui.reports.run_file_error import RunFileError

__all__ = [
    "RUN_FILE_EXTENSION",
    "RUN_FILE_FORMAT",
    "RUN_FILE_VERSION",
    "RunFileError",
    "SavedRun",
    "read_run_file",
    "run_file_text",
    "write_run_file",
]

RUN_FILE_FORMAT = "cavalo-run"
RUN_FILE_VERSION = 1
RUN_FILE_EXTENSION = ".cavalo-run"
LIMITS = ("max_nodes", "max_seconds", "max_expansions")  # missing ones take their defaults
MAX_RUN_FILE_BYTES = 1024 * 1024  # a run file is a few kilobytes: its board and its choices
LATEST_VERSION_SAID = 10**6  # a larger "version" is out of range, not from a newer Cavalo
STEP_RANGE = (0, NODE_BUDGET_RANGE[1])  # expansions: no run expands more than it generates
SPEED_RANGE = (1, 1000)  # expansions per second the window can show (or 0: at full speed)


@dataclass(frozen=True)
class SavedRun:
    """A run as a run file holds it: its ``setup``, the ``step`` reached (expansions done),
    whether it had ``finished``, and if so whether a stop ended it (``stopped``: the user's,
    or the clock's, which a replay cannot repeat) rather than the search itself; and
    ``window``, what the window showed (its speed, breakpoints, the step looked back at, its
    panes), kept as read for the window to apply."""

    setup: RunChoices
    step: int = 0
    finished: bool = False
    stopped: bool = False
    window: Mapping[str, Any] = field(default_factory=dict)

    @property
    def stops_at_step(self) -> bool:
        """Whether a replay stops itself after :attr:`step` expansions: the run was saved
        before its end, or a stop ended it there. Otherwise it runs to its own end."""
        return self.stopped or not self.finished


def run_file_text(run: SavedRun) -> str:
    """``run`` as the text of a run file."""
    setup = run.setup
    algorithm = get_algorithm(setup.algorithm)
    taken = {parameter.name for parameter in algorithm.parameters}
    informed = algorithm.informed
    record: dict[str, Any] = {
        "format": RUN_FILE_FORMAT,
        "version": RUN_FILE_VERSION,
        "written_by": f"cavalo {__version__}",
        "puzzle": setup.domain.name,
        "board": setup.domain.write_problem(setup.puzzle).splitlines(),
        "options": setup.chosen_options(),
        "algorithm": setup.algorithm,
        "heuristic": setup.heuristic if informed else None,
        "parameters": {name: value for name, value in setup.parameters.items() if name in taken},
        "spoil": setup.spoil.text() if informed and setup.spoil != Spoil() else None,
        "limits": {key: getattr(setup.limits, key) for key in LIMITS},
        "step": run.step,
        "finished": run.finished,
        "stopped": run.stopped,
    }
    if run.window:
        record["window"] = dict(run.window)
    return json.dumps(record, indent=2, ensure_ascii=False) + "\n"


def write_run_file(path: str | Path, run: SavedRun) -> Path:
    """Write ``run`` to ``path`` (whole or not at all: through a file beside it, renamed)."""
    target = Path(path)
    try:
        text = run_file_text(run)
    except ValueError as error:  # a puzzle its own format cannot write (a name with a space)
        reason = error.said if isinstance(error, MessageError) else str(error)
        raise RunFileError(path, message("run-file.unwritable", reason=reason)) from None
    partial = target.with_name(target.name + ".part")
    try:
        partial.write_text(text, encoding="utf-8")
        os.replace(partial, target)
    except OSError as error:
        partial.unlink(missing_ok=True)
        reason = error.strerror or str(error)
        raise RunFileError(path, message("run-file.unwritable", reason=reason)) from None
    return target


def read_run_file(path: str | Path) -> SavedRun:
    """The run saved in the file at ``path``; :class:`RunFileError` for anything wrong."""
    record = _record(path, _read_text(path))
    try:
        return _Reader(path, record).run()
    except RecursionError:  # lists within lists: each check that walks them goes as deep
        raise RunFileError(path, message("run-file.too-deep")) from None


def _read_text(path: str | Path) -> str:
    problem = not_a_regular_file(path)
    if problem is not None:
        raise RunFileError(path, problem)
    size = os.stat(path).st_size
    if size > MAX_RUN_FILE_BYTES:
        raise RunFileError(path, message("run-file.too-large", size=size))
    try:
        with open(path, "rb") as stream:
            data = stream.read(MAX_RUN_FILE_BYTES + 1)
    except OSError as error:
        reason = error.strerror or str(error)
        raise RunFileError(path, message("run-file.unreadable", reason=reason)) from None
    if len(data) > MAX_RUN_FILE_BYTES:  # grown since it was looked at
        raise RunFileError(path, message("run-file.too-large", size=len(data)))
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise RunFileError(path, message("run-file.not-text")) from None


def _record(path: str | Path, text: str) -> dict[str, Any]:
    try:
        record = json.loads(text)
    except json.JSONDecodeError as error:
        body = text.strip()
        if body.startswith("{") and not body.endswith("}"):  # an object begun, never closed
            raise RunFileError(path, message("run-file.truncated")) from None
        broken = message(
            "run-file.broken-json", line=error.lineno, column=error.colno, detail=error.msg
        )
        raise RunFileError(path, broken) from None
    except RecursionError:  # thousands of nested lists: no run file is more than 3 deep
        raise RunFileError(path, message("run-file.too-deep")) from None
    except ValueError:  # a whole number of more digits than Python converts
        limit = sys.get_int_max_str_digits()
        raise RunFileError(path, message("run-file.long-number", digits=limit)) from None
    if not isinstance(record, dict) or record.get("format") != RUN_FILE_FORMAT:
        raise RunFileError(path, message("run-file.not-a-run"))
    version = record.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        shown = echoed(json.dumps(version))
        raise RunFileError(path, message("run-file.bad-version", value=shown))
    if version < 1:
        shown = echoed(json.dumps(version))
        raise RunFileError(path, message("run-file.version-range", value=shown))
    if version > LATEST_VERSION_SAID:
        shown = echoed(json.dumps(version))
        said = message("run-file.version-unknown", value=shown, known=RUN_FILE_VERSION)
        raise RunFileError(path, said)
    if version > RUN_FILE_VERSION:
        newer = message("run-file.newer", found=version, known=RUN_FILE_VERSION)
        raise RunFileError(path, newer)
    return record


class _Reader:
    """The fields of one run file's record, each checked, into a :class:`SavedRun`."""

    def __init__(self, path: str | Path, record: Mapping[str, Any]) -> None:
        self.path = path
        self.record = record

    def fail(self, said: Message) -> RunFileError:
        return RunFileError(self.path, said)

    def get(self, key: str, kind: Message, accepts, optional: bool = False) -> Any:
        """The value of ``key`` if ``accepts`` it (a missing optional key is None)."""
        if key not in self.record:
            if optional:
                return None
            raise self.fail(message("run-file.missing-key", key=key))
        value = self.record[key]
        if not accepts(value):
            raise self.fail(_wrong_type(key, kind, value))
        return value

    def run(self) -> SavedRun:
        name = self.get("puzzle", TEXT, _is_text)
        domain = run_file_reader(name)
        if domain is None:
            known = ", ".join(DOMAINS)
            raise self.fail(message("run-file.unknown-puzzle", value=echoed(name), known=known))
        board = self.get("board", TEXTS, _is_texts)
        text = "\n".join(board) + "\n"
        marked = [other for other in DOMAINS.values() if other.recognises(text)]
        if marked and domain not in marked:
            other = marked[0].label
            raise self.fail(message("run-file.wrong-puzzle", puzzle=domain.label, other=other))
        try:
            puzzles = domain.read_text(text, str(self.path))
        except ProblemFileError as error:
            if error.line is None:
                raise self.fail(message("run-file.bad-board-whole", fault=error.message)) from None
            fault = message("run-file.bad-board", line=error.line, fault=error.message)
            raise self.fail(fault) from None
        if not puzzles:
            raise self.fail(message("run-file.no-board"))
        if len(puzzles) > 1:
            raise self.fail(message("run-file.several-boards", count=len(puzzles)))
        limits = self.get("limits", OBJECT, _is_object)
        for key in ("max_nodes", "max_expansions"):
            self.check_in(limits, key, POSITIVE_OR_NULL, _is_positive_or_none)
            self.check_range(limits, key, *NODE_BUDGET_RANGE, within="limits")
        self.check_in(limits, "max_seconds", SECONDS_OR_NULL, _is_number_or_none)
        self.check_range(limits, "max_seconds", *TIME_BUDGET_RANGE, within="limits")
        setup = RunChoices(
            puzzle=puzzles[0],
            algorithm=self.get("algorithm", TEXT, _is_text),
            heuristic=self.get("heuristic", TEXT_OR_NULL, _is_text_or_none, optional=True),
            options=self.get("options", OBJECT, _is_text_object),
            parameters=self.get("parameters", OBJECT, _is_number_object),
            limits=Limits(**{key: limits[key] for key in LIMITS if key in limits}),
        )
        spoil = self.get("spoil", TEXT_OR_NULL, _is_text_or_none, optional=True)
        try:
            self.check_used(setup, spoil)
            if spoil is not None:
                setup = replace(setup, spoil=parse_spoil(spoil))
            setup.start()  # unknown names, parameters out of range: refused here
        except RunFileError:
            raise
        except ValueError as error:
            fault = error.said if isinstance(error, MessageError) else str(error)
            said = message("run-file.bad-choices", puzzle=domain.label, fault=fault)
            raise self.fail(said) from None
        window = self.get("window", OBJECT, _is_object, optional=True) or {}
        for key in ("breakpoints", "panes", "front"):
            self.check_in(window, key, TEXTS, _is_texts)
        self.check_in(window, "speed", SPEED, _is_number)
        speed = window.get("speed", AS_FAST_AS_POSSIBLE)
        if speed != AS_FAST_AS_POSSIBLE and not SPEED_RANGE[0] <= speed <= SPEED_RANGE[1]:
            shown_speed = echoed(json.dumps(speed))
            raise self.fail(message("run-file.bad-speed", value=shown_speed, top=SPEED_RANGE[1]))
        try:
            parse_breakpoints(",".join(window.get("breakpoints", ())))
        except ValueError as error:
            raise self.fail(message("run-file.bad-breakpoints", fault=str(error))) from None
        step = self.get("step", COUNT, _is_count)
        self.check_range(self.record, "step", *STEP_RANGE)
        self.check_in(window, "shown", COUNT, _is_count)
        shown = window.get("shown")
        if isinstance(shown, int) and shown > step:
            raise self.fail(message("run-file.shown-beyond", shown=shown, step=step))
        finished = self.get("finished", FLAG, _is_flag)
        stopped = self.get("stopped", FLAG, _is_flag, optional=True) or False
        return SavedRun(setup, step, finished, stopped, window)

    def check_in(self, record: Mapping[str, Any], key: str, kind: Message, accepts) -> None:
        if key in record and not accepts(record[key]):
            raise self.fail(_wrong_type(key, kind, record[key]))

    def check_range(
        self, record: Mapping[str, Any], key: str, low: float, high: float, within: str = ""
    ) -> None:
        """The number at ``key`` (when there is one) within ``low`` to ``high``; the error
        names it by its path in the file (``limits.max_nodes``)."""
        value = record.get(key)
        if value is not None and not low <= value <= high:
            raise self.fail(out_of_range(f"{within}.{key}" if within else key, value, low, high))

    def check_used(self, setup: RunChoices, spoil: str | None) -> None:
        """Only the choices its algorithm uses: the parameters it takes, and a heuristic or a
        spoiling only for an informed one (anything else would be silently ignored)."""
        algorithm = get_algorithm(setup.algorithm)
        taken = [parameter.name for parameter in algorithm.parameters]
        for name in setup.parameters:
            if name not in taken:
                said = message(
                    "run-file.unused-parameter",
                    name=echoed(name),
                    algorithm=algorithm.name,
                    taken=", ".join(taken) or "-",
                )
                raise self.fail(said)
        if algorithm.informed:
            return
        for key, value in (("heuristic", setup.heuristic), ("spoil", spoil)):
            if value is not None:
                said = message("run-file.uninformed", key=key, algorithm=algorithm.name)
                raise self.fail(said)


def out_of_range(key: str, value: Any, low: float, high: float) -> Message:
    """``key`` holds a number outside ``low`` to ``high``: the number shown as the file
    writes it (10^300 or 1e308 are no number a locale writes)."""
    shown = echoed(json.dumps(value))
    return message("run-file.out-of-range", key=key, low=low, high=high, value=shown)


def _wrong_type(key: str, kind: Message, value: Any) -> Message:
    shown = echoed(json.dumps(value, ensure_ascii=False))
    return message("run-file.wrong-type", key=key, kind=kind, value=shown)


TEXT = message("run-file.kind.text")
TEXTS = message("run-file.kind.texts")
COUNT = message("run-file.kind.count")
FLAG = message("run-file.kind.flag")
OBJECT = message("run-file.kind.object")
TEXT_OR_NULL = message("run-file.kind.text-or-null")
POSITIVE_OR_NULL = message("run-file.kind.positive-or-null")
SECONDS_OR_NULL = message("run-file.kind.seconds-or-null")
SPEED = message("run-file.kind.speed")


def _is_text(value: Any) -> bool:
    return isinstance(value, str)


def _is_text_or_none(value: Any) -> bool:
    return value is None or isinstance(value, str)


def _is_texts(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(line, str) for line in value)


def _is_flag(value: Any) -> bool:
    return isinstance(value, bool)


def _is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _is_positive_or_none(value: Any) -> bool:
    return value is None or (_is_count(value) and value > 0)


def _is_number_or_none(value: Any) -> bool:
    return value is None or (
        isinstance(value, (int, float)) and not isinstance(value, bool) and value > 0
    )


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _is_object(value: Any) -> bool:
    return isinstance(value, dict)


def _is_text_object(value: Any) -> bool:
    return isinstance(value, dict) and all(isinstance(item, str) for item in value.values())


def _is_number_object(value: Any) -> bool:
    """An object of numbers (the parameters: whole ones, and real ones such as the weight)."""
    return isinstance(value, dict) and all(
        isinstance(item, (int, float)) and not isinstance(item, bool) for item in value.values()
    )
