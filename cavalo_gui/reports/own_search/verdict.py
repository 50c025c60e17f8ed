"""One trace checked: read, replayed against the puzzle's and the algorithm's rules, its
statistics and solution set beside the reference run's; the verdict is a value (its sentences
messages) that the command line, the batch and the window render."""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path

from cavalo_gui.domains.trace_moves import move_reader
from cavalo_gui.engine.algorithms import get_algorithm
from cavalo_gui.engine.algorithms.spec import Algorithm, OpenList
from cavalo_gui.engine.limits import Limits
from cavalo_gui.engine.message import Message, MessageError, message
from cavalo_gui.engine.own_search.reading import (
    JSON_FORM,
    TraceReadError,
    form_of,
    open_trace,
    trace_lines,
)
from cavalo_gui.engine.own_search.replay import Departure, Replay, replay_lines
from cavalo_gui.reports.choices import RunChoices, resolve_heuristic
from cavalo_gui.reports.own_search.choices import (
    GivenChoices,
    check_header,
    choices_of,
    parameters_in_force,
)
from cavalo_gui.reports.own_search.statistics import Figure, figures_of
from cavalo_gui.reports.run import RunResult, run


def _own_order(spec: Algorithm) -> bool:
    """Whether the algorithm's open list has a shape of its own (beam layers, RBFS levels,
    SMA*'s memory, a decision path): its order is not held to a rule here, and its counts of
    generated nodes (re-generations, forgotten leaves) are not recomputed."""
    return spec.open_list is OpenList.OWN


class Status(Enum):
    """A trace holds (exit 0), departs (exit 1) or cannot be read (exit 2)."""

    HOLDS = 0
    DEPARTS = 1
    UNREADABLE = 2


@dataclass
class Verdict:
    """Everything ``cavalo check`` says of one trace."""

    path: Path
    status: Status
    form: str | None = None
    choices: RunChoices | None = None
    replay: Replay | None = None
    reference: RunResult | None = None
    figures: list[Figure] = field(default_factory=list)
    departure: Departure | None = None
    notes: list[Message] = field(default_factory=list)
    solution: Message | None = None
    optimal: bool | None = None
    error: Message | None = None
    error_line: int | None = None

    def in_brief(self) -> Message:
        """The verdict in a few words, for a status bar: holds, or departs at expansion N
        (or at the closing line); the trace has been read."""
        departure = self.departure
        if departure is None:
            return message("check.brief.holds")
        if departure.expansion is None:
            where = message("check.at-line", line=departure.line)
        else:
            where = message("check.at-expansion", n=departure.expansion, line=departure.line)
        return message("check.brief.departs", where=where)

    @property
    def statistics_right(self) -> bool | None:
        rights = [figure.right for figure in self.figures if figure.right is not None]
        return all(rights) if rights else None


def form_of_file(path: Path) -> str | None:
    """The form of the trace at ``path`` by its first line that says something, None if it
    has none (or cannot be read)."""
    with contextlib.suppress(TraceReadError, OSError), open_trace(path) as stream:
        for raw in stream:
            text = raw.decode("utf-8", "replace").strip()
            if text and not text.startswith(";"):
                return form_of(text, 1)
    return None


_REFERENCES: dict[tuple, RunResult] = {}
REFERENCES_KEPT = 32


def reference_run(choices: RunChoices) -> RunResult:
    """The program's own run of the same choices (kept: a batch checks many traces of the
    same problem and algorithm)."""
    key = (
        choices.puzzle,
        choices.algorithm,
        choices.heuristic,
        tuple(sorted(choices.chosen_options().items())),
        tuple(sorted(choices.parameters.items())),
        choices.limits,
    )
    found = _REFERENCES.get(key)
    if found is None:
        if len(_REFERENCES) >= REFERENCES_KEPT:
            _REFERENCES.clear()
        found = _REFERENCES[key] = run(choices)
    return found


def check_trace(
    path: Path,
    given: GivenChoices | None = None,
    reference: bool = True,
    limits: Limits | None = None,
) -> Verdict:
    """Check the trace at ``path``: unreadable (with the line and what was expected), departs
    (the first departure) or holds."""
    given = given or GivenChoices()
    try:
        stream = open_trace(path)
    except TraceReadError as error:
        return Verdict(path, Status.UNREADABLE, error=error.said, error_line=error.line)
    with stream:
        lines = trace_lines(stream)
        try:
            header_line = next(lines, None)
            if header_line is None:
                return Verdict(path, Status.UNREADABLE, error=message("check.empty"))
            header = check_header(header_line)
            choices = choices_of(header, given, path.parent)
            if limits is not None:
                choices = choices.with_limits(
                    max_nodes=limits.max_nodes, max_seconds=limits.max_seconds
                )
            problem = choices.problem()
            heuristic = resolve_heuristic(
                problem, choices.algorithm, choices.heuristic, choices.domain.default_heuristic
            )
            spec = get_algorithm(choices.algorithm)
            replay = replay_lines(
                lines,
                problem,
                spec,
                heuristic,
                move_reader(problem),
                parameters_in_force(choices),
            )
        except TraceReadError as error:
            return Verdict(path, Status.UNREADABLE, error=error.said, error_line=error.line)
        except MessageError as error:
            return Verdict(path, Status.UNREADABLE, error=error.said, error_line=1)
        except ValueError as error:
            said = getattr(error, "said", None) or message("check.bad-header", reason=str(error))
            return Verdict(path, Status.UNREADABLE, error=said, error_line=1)
    form = form_of_file(path) or JSON_FORM
    return judged(path, form, choices, replay, reference)


def judged(
    path: Path, form: str, choices: RunChoices, replay: Replay, with_reference: bool
) -> Verdict:
    """The verdict on a replayed trace: its departure, notes, statistics and solution."""
    spec = get_algorithm(choices.algorithm)
    reference = reference_run(choices) if with_reference else None
    verdict = Verdict(path, Status.HOLDS, form, choices, replay, reference)
    verdict.departure = replay.departure
    notes = verdict.notes
    if replay.ties:
        notes.append(message("check.note.ties", n=replay.ties, first=replay.first_tie or 0))
    if replay.expanded_again:
        notes.append(
            message(
                "check.note.expanded-again",
                n=replay.expanded_again,
                first=replay.first_expanded_again or 0,
            )
        )
    elif replay.expansions > 1 and not _own_order(spec) and not replay.passes:
        notes.append(message("check.note.closed-list"))
    if replay.reopened:
        notes.append(
            message("check.note.reopened", n=replay.reopened, first=replay.first_reopened or 0)
        )
    if _own_order(spec):
        notes.append(message("check.note.own-order", algorithm=spec.name))
    if replay.passes:
        notes.append(message("check.note.passes", n=replay.passes))
    if replay.truncated:
        notes.append(message("check.note.no-closing-line", n=replay.expansions))
    if not _own_order(spec):
        verdict.figures = figures_of(replay, reference)
    _solution(verdict, spec.optimal)
    if replay.departure is None and reference is not None and _differs(verdict.figures):
        notes.append(message("check.note.reference-differs"))
    if verdict.departure is None and replay.holds:
        wrong = next((f for f in verdict.figures if f.right is False), None)
        if wrong is not None and wrong.why is not None and replay.printed_line is not None:
            said = message(
                "check.rule.statistics", name=message(f"check.stat.{wrong.name}"), why=wrong.why
            )
            verdict.departure = Departure(replay.printed_line, None, "statistics", said)
    if verdict.departure is not None:
        verdict.status = Status.DEPARTS
    return verdict


def _differs(figures: list[Figure]) -> bool:
    """Whether the reference run's counts differ from those recomputed from the trace."""
    return any(
        figure.recomputed is not None
        and figure.reference is not None
        and figure.name in ("generated", "expanded")
        and figure.recomputed != figure.reference
        for figure in figures
    )


def _solution(verdict: Verdict, promises_optimum: bool) -> None:
    """What the verdict says of the solution: none, or legal and reaching the target, and
    optimal or not where the algorithm promises it (against the reference's proved optimum)."""
    replay = verdict.replay
    choices = verdict.choices
    assert replay is not None and choices is not None
    if replay.departure is not None:
        verdict.solution = message("check.solution.after-departure")
        return
    if replay.solution is None:
        reference = verdict.reference
        if reference is not None and reference.outcome.value == "no-solution":
            verdict.solution = message("check.solution.none-proved")
        else:
            verdict.solution = message("check.solution.none")
        return
    moves = len(replay.solution)
    problem = choices.problem()
    heuristic = resolve_heuristic(
        problem, choices.algorithm, choices.heuristic, choices.domain.default_heuristic
    )
    weight = float(choices.parameters.get("weight", 1.0))
    promised = promises_optimum and (heuristic is None or heuristic.admissible) and weight <= 1
    reference = verdict.reference
    optimum = (
        reference.moves
        if reference is not None and reference.proved_optimal and reference.moves is not None
        else None
    )
    if reference is None:
        verdict.solution = message(
            "check.solution.no-reference" if promised else "check.solution.not-promised", n=moves
        )
        return
    if optimum is None:
        verdict.solution = message(
            "check.solution.unknown-optimum" if promised else "check.solution.not-promised",
            n=moves,
        )
        return
    verdict.optimal = moves <= optimum
    if verdict.optimal:
        verdict.solution = message("check.solution.optimal", n=moves, optimum=optimum)
    elif promised:
        verdict.solution = message("check.solution.not-optimal", n=moves, optimum=optimum)
        if verdict.departure is None and replay.departure is None:
            line = replay.solution_line or replay.lines
            verdict.departure = Departure(line, None, "solution", verdict.solution)
    else:
        verdict.solution = message("check.solution.longer", n=moves, optimum=optimum)
