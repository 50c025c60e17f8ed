"""One run from its choices to its result, for any puzzle: what the CLI, the comparison and the
results file share. A :class:`RunChoices` names everything that fixes a run; a
:class:`RunResult` is what the course's tables and ``solucao.dat`` records ask of it."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from datetime import datetime
from typing import Any

from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.domain import DomainProblem
from cavalo_gui.engine.events import Finished, Outcome
from cavalo_gui.engine.limits import RunControl
from cavalo_gui.engine.message import Message
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.problem import has_unit_costs
from cavalo_gui.engine.spoiled import Spoil
from cavalo_gui.engine.stats import RunStatistics
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.collection import search_collection


@dataclass(frozen=True)
class RunResult:
    """A finished run, in the course's terms."""

    setup: RunChoices
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
    unit_costs: bool = True  # every move costs 1: the length is the cost, the optimum in both
    g_after: tuple[float, ...] = ()  # the path's cost after each move of the solution

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
            "cost": _number(self.statistics.cost) if self.statistics.cost is not None else None,
            "proved_optimal": self.proved_optimal,
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


def result_of(setup: RunChoices, problem: DomainProblem, final: Finished) -> RunResult:
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
        unit_costs=has_unit_costs(problem),
        g_after=tuple(_number(node.g) for node in nodes) if solved else (),
    )


def _number(value: float) -> float:
    """A whole progress as an int, so that it is written and read back without a decimal."""
    return int(value) if float(value).is_integer() else value


def run(setup: RunChoices, control: RunControl | None = None) -> RunResult:
    """Run ``setup`` to its end, headless."""
    problem, search = setup.start(control)
    with search_collection():
        final = search.run()
    return result_of(setup, problem, final)
