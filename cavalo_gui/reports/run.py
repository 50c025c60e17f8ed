"""One run from setup to result, for any puzzle: what the CLI, the comparison and the results
file share. A :class:`RunSetup` names everything that fixes a run; a :class:`RunResult` is what
the course's tables and ``solucao.dat`` records ask of it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from datetime import datetime
from typing import Any

from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.domain import Domain, DomainProblem, Puzzle, checked_options
from cavalo_gui.domains.registry import domain_of
from cavalo_gui.engine.algorithms import get_algorithm, start_search
from cavalo_gui.engine.echo import echoed
from cavalo_gui.engine.events import Finished, Outcome
from cavalo_gui.engine.limits import Limits, RunControl
from cavalo_gui.engine.message import Message
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.problem import Heuristic
from cavalo_gui.engine.search import Search
from cavalo_gui.engine.spoiled import Spoil, spoiled
from cavalo_gui.engine.stats import RunStatistics


def resolve_heuristic(
    problem: DomainProblem, algorithm: str, name: str | None, default: str
) -> Heuristic | None:
    """The heuristic an algorithm will use: None for uninformed ones, the named one (or the
    domain's ``default``) otherwise; ValueError naming the known ones for an unknown name."""
    known = problem.heuristics()
    if name is not None and name not in known:
        raise ValueError(f"unknown heuristic {echoed(name)} (known: {', '.join(known)})")
    if not get_algorithm(algorithm).informed:
        return None
    return known[name or default]


@dataclass(frozen=True)
class RunSetup:
    """Everything that fixes a run: the same setup gives the same path and counters.

    ``options`` are the puzzle's rules the user chose (such as ``double``); missing ones
    take their defaults.
    """

    puzzle: Puzzle
    algorithm: str = "bfs"
    heuristic: str | None = None
    options: Mapping[str, str] = field(default_factory=dict)
    parameters: Mapping[str, float] = field(default_factory=dict)
    limits: Limits = field(default_factory=Limits)
    spoil: Spoil = field(default_factory=Spoil)  # the heuristic spoiled on purpose, or not

    @property
    def domain(self) -> Domain:
        return domain_of(self.puzzle)

    def chosen_options(self) -> dict[str, str]:
        """Every option of the puzzle with its value in this run."""
        return checked_options(self.domain, self.options)

    def problem(self) -> DomainProblem:
        return self.domain.make_problem(self.puzzle, self.options)

    def start(self, control: RunControl | None = None) -> tuple[DomainProblem, Search]:
        """The problem and a ready search; ValueError for unknown names or bad parameters."""
        problem = self.problem()
        heuristic = resolve_heuristic(
            problem, self.algorithm, self.heuristic, self.domain.default_heuristic
        )
        if heuristic is not None:
            heuristic = spoiled(heuristic, self.spoil)
        control = control if control is not None else RunControl(self.limits)
        search = start_search(self.algorithm, problem, heuristic, control, **self.parameters)
        return problem, search

    def heuristic_used(self) -> str | None:
        if not get_algorithm(self.algorithm).informed:
            return None
        return self.heuristic or self.domain.default_heuristic


@dataclass(frozen=True)
class RunResult:
    """A finished run, in the course's terms."""

    setup: RunSetup
    outcome: Outcome
    reason: Message
    statistics: RunStatistics
    path: tuple[str, ...]  # the moves of the solution, as the puzzle names them
    points_after: tuple[float, ...]  # the progress after each move (points, boxes, ...)
    points: float  # the progress of the solution, or of the best node reached
    best_path: tuple[str, ...]  # the moves to the best node found (the solution, if solved)
    states: int
    lower_bound: float | None
    proved_optimal: bool  # a solution whose length the algorithm and heuristic prove optimal
    initial_board: str  # the initial state drawn as text
    final_board: str  # the state of the solution or of the best node, drawn as text
    finished_at: datetime

    @property
    def moves(self) -> int | None:
        return self.statistics.length

    def to_json(self) -> dict[str, Any]:
        """The keys of ``cavalo solve --json``."""
        stats = self.statistics
        puzzle = self.setup.puzzle
        return {
            "domain": puzzle.domain,
            "problem": puzzle.name,
            "target": puzzle.target,
            "seed": puzzle.seed,
            "algorithm": self.setup.algorithm,
            "heuristic": self.setup.heuristic_used(),
            **self.setup.chosen_options(),
            "parameters": dict(self.setup.parameters),
            "spoil": self.setup.spoil.text() if self.setup.spoil != Spoil() else None,
            "limits": asdict(self.setup.limits),
            "outcome": self.outcome.value,
            "reason": render(self.reason),
            "moves": self.moves,
            "path": list(self.path),
            "points_after": list(self.points_after),
            "points": self.points,
            "best_path": list(self.best_path),
            "best_points": self.points,
            "generated": stats.generated,
            "expanded": stats.expanded,
            "penetrance": stats.penetrance,
            "branching_factor": stats.branching_factor,
            "max_open": stats.max_open,
            "duplicates": stats.duplicates,
            "seconds": stats.seconds,
            "states": self.states,
            "lower_bound": self.lower_bound,
        }


def result_of(setup: RunSetup, problem: DomainProblem, final: Finished) -> RunResult:
    """The result of a run that ended with ``final``."""
    shown: Node | None = final.solution or final.best
    nodes = shown.path()[1:] if shown is not None else []
    end_state = shown.state if shown is not None else problem.initial_state()
    solved = final.solution is not None
    return RunResult(
        setup=setup,
        outcome=final.outcome,
        reason=final.reason,
        statistics=RunStatistics.of(final),
        path=tuple(problem.step_label(node) for node in nodes) if solved else (),
        points_after=tuple(_number(problem.progress(node.state)) for node in nodes)
        if solved
        else (),
        points=_number(problem.progress(end_state)),
        best_path=tuple(problem.step_label(node) for node in nodes),
        states=final.states,
        lower_bound=final.lower_bound,
        proved_optimal=final.proved_optimal,
        initial_board=problem.state_text(problem.initial_state()),
        final_board=problem.state_text(end_state),
        finished_at=datetime.now().astimezone(),
    )


def _number(value: float) -> float:
    """A whole progress as an int, so that it is written and read back without a decimal."""
    return int(value) if float(value).is_integer() else value


def run(setup: RunSetup, control: RunControl | None = None) -> RunResult:
    """Run ``setup`` to its end, headless."""
    problem, search = setup.start(control)
    return result_of(setup, problem, search.run())
