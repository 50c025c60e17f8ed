"""A checked trace as the window's run: the choices its header gives, whose search is the
trace's expansions replayed (:mod:`cavalo_gui.engine.own_search.as_run`) instead of the
algorithm, so that the window's worker drives it and its model folds it as any run."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path

from cavalo_gui.domains.domain import DomainProblem
from cavalo_gui.domains.trace_moves import move_reader
from cavalo_gui.engine.algorithms import get_algorithm
from cavalo_gui.engine.limits import Limits, RunControl
from cavalo_gui.engine.message import Message
from cavalo_gui.engine.own_search.as_run import trace_search
from cavalo_gui.engine.search import Search
from cavalo_gui.reports.choices import RunChoices, resolve_heuristic
from cavalo_gui.reports.own_search.verdict import Verdict


@dataclass(frozen=True)
class TraceChoices(RunChoices):
    """The choices of a student's run, told by its ``trace``; ``thresholds`` each pass's
    bound as the check found them (IDA*, IDDFS); ``verdict`` the check's in a few words."""

    trace: Path = Path()
    thresholds: tuple[float, ...] = ()
    verdict: Message | None = None

    def start(self, control: RunControl | None = None) -> tuple[DomainProblem, Search]:
        """The problem and a search whose events are the trace's."""
        problem = self.problem()
        heuristic = resolve_heuristic(
            problem, self.algorithm, self.heuristic, self.domain.default_heuristic
        )
        spec = get_algorithm(self.algorithm)
        weight = float(self.parameters.get("weight", 1.0))
        control = control if control is not None else RunControl(self.limits)
        search = trace_search(
            self.trace, problem, spec, heuristic, move_reader(problem), control,
            self.thresholds, weight,
        )  # fmt: skip
        return problem, search

    def reference(self) -> RunChoices:
        """The same problem, algorithm, heuristic and parameters run by the program."""
        fields = {f.name: getattr(self, f.name) for f in dataclasses.fields(RunChoices)}
        return RunChoices(**fields)


def trace_choices(verdict: Verdict, speed: float) -> TraceChoices:
    """The run of a checked (readable) trace, watched at ``speed``, with the default budgets
    (its reference run's; the trace's own run is never cut short by them: it is replayed to
    its last line)."""
    choices, replay = verdict.choices, verdict.replay
    assert choices is not None and replay is not None
    fields = {f.name: getattr(choices, f.name) for f in dataclasses.fields(RunChoices)}
    fields.update(limits=Limits(), speed=speed)
    return TraceChoices(
        **fields,
        trace=verdict.path,
        thresholds=tuple(replay.thresholds),
        verdict=verdict.in_brief(),
    )
