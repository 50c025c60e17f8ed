"""The run a trace tells of: its header's puzzle, problem, algorithm, heuristic, options and
parameters, with what the command line gives; a choice given both ways must agree, or the
trace is refused in one sentence."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cavalo_gui.domains.domain import Domain, Puzzle
from cavalo_gui.domains.registry import DEFAULT_DOMAIN, get_domain
from cavalo_gui.engine.algorithms import get_algorithm
from cavalo_gui.engine.echo import echoed
from cavalo_gui.engine.message import MessageError, message
from cavalo_gui.engine.own_search.reading import TraceLine, TraceReadError
from cavalo_gui.reports.choices import RunChoices

TRACE_FORMAT = "cavalo-trace"
NEWEST_VERSION = 1


@dataclass(frozen=True)
class GivenChoices:
    """What the command line (or the window) says of the run, None where it says nothing;
    ``puzzle`` a problem it names already loaded (``--problem``, ``--board``)."""

    domain: Domain | None = None
    puzzle: Puzzle | None = None
    algorithm: str | None = None
    heuristic: str | None = None
    options: Mapping[str, str] = field(default_factory=dict)
    parameters: Mapping[str, float] = field(default_factory=dict)


def check_header(line: TraceLine) -> dict[str, Any]:
    """The header's fields, once it is known to be a trace's of a version we read."""
    fields = line.fields
    if fields.get("format") != TRACE_FORMAT:
        said = message("check.not-a-header", got=echoed(str(fields.get("format", "-"))))
        raise TraceReadError(said, line.number)
    version = fields.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise TraceReadError(message("check.bad-version", got=echoed(str(version))), line.number)
    if version > NEWEST_VERSION:
        said = message("check.newer-version", version=echoed(str(version), False), newest=1)
        raise TraceReadError(said, line.number)
    return fields


def _text(fields: Mapping[str, Any], name: str) -> str | None:
    value = fields.get(name)
    if value is None or value == []:
        return None
    return str(value)


def _refuse(what: str, trace: str, given: str) -> MessageError:
    return MessageError(
        message("check.mismatch", what=message(f"check.what.{what}"), trace=trace, given=given)
    )


def _mapping(fields: Mapping[str, Any], name: str) -> dict[str, Any]:
    value = fields.get(name)
    if isinstance(value, Mapping):
        return dict(value)
    if value in (None, []):
        return {}
    raise MessageError(message("check.expected-mapping", name=name))


def choices_of(header: Mapping[str, Any], given: GivenChoices, folder: Path) -> RunChoices:
    """The run's choices from the trace's ``header`` and the command line's ``given``; a
    :class:`MessageError` in one sentence for a choice they disagree on or one missing."""
    puzzle_name = _text(header, "puzzle")
    domain = given.domain or get_domain(puzzle_name or DEFAULT_DOMAIN)
    if puzzle_name is not None and puzzle_name.lower() != domain.name:
        raise _refuse("puzzle", puzzle_name, domain.name)
    problem = _text(header, "problem")
    puzzle = given.puzzle
    if puzzle is not None:
        if puzzle.domain != domain.name:
            raise _refuse("puzzle", domain.name, puzzle.domain)
        if problem is not None and problem.lower() != puzzle.name.lower():
            raise _refuse("problem", problem, puzzle.name)
    elif _text(header, "board") is not None:
        board = Path(str(header["board"]))
        puzzles = domain.read_file(board if board.is_absolute() else folder / board)
        puzzle = puzzles[0]
    elif problem is not None:
        seed = header.get("seed")
        puzzle = domain.load_puzzle(problem, seed if isinstance(seed, int) else None)
    else:
        raise MessageError(message("check.no-problem"))
    algorithm = _text(header, "algorithm")
    if algorithm is not None and given.algorithm is not None and algorithm != given.algorithm:
        raise _refuse("algorithm", algorithm, given.algorithm)
    algorithm = given.algorithm or algorithm
    if algorithm is None:
        raise MessageError(message("check.no-algorithm"))
    spec = get_algorithm(algorithm)
    heuristic = _text(header, "heuristic")
    if heuristic is not None and given.heuristic is not None and heuristic != given.heuristic:
        raise _refuse("heuristic", heuristic, given.heuristic)
    heuristic = given.heuristic or heuristic
    options = {str(k): str(v) for k, v in _mapping(header, "options").items()}
    for name, value in given.options.items():
        if name in options and options[name] != value:
            raise _refuse("option", f"{name} {options[name]}", f"{name} {value}")
        options[name] = value
    parameters: dict[str, float] = {}
    for name, value in _mapping(header, "parameters").items():
        if isinstance(value, int | float) and not isinstance(value, bool):
            parameters[str(name)] = value
    for name, value in given.parameters.items():
        if name in parameters and parameters[name] != value:
            raise _refuse("parameter", f"{name} {parameters[name]:g}", f"{name} {value:g}")
        parameters[name] = value
    taken = {parameter.name for parameter in spec.parameters}
    choices = RunChoices(
        puzzle=puzzle,
        algorithm=algorithm,
        heuristic=heuristic if spec.informed else None,
        options=options,
        parameters={name: value for name, value in parameters.items() if name in taken},
    )
    choices.check()
    return choices


def parameters_in_force(choices: RunChoices) -> dict[str, float]:
    """Every parameter of the run's algorithm, those not chosen at their defaults."""
    spec = get_algorithm(choices.algorithm)
    found = {parameter.name: parameter.default for parameter in spec.parameters}
    found.update(choices.parameters)
    return found
