"""One knight-game run from setup to result: what the CLI, the comparison and the results file
share. A :class:`RunSetup` names everything that fixes a run; a :class:`RunResult` is what the
course's tables and ``solucao.dat`` records ask of it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from cavalo_gui.domains.knight.board import SQUARE_NAMES, Board
from cavalo_gui.domains.knight.game import DoubleStrategy
from cavalo_gui.domains.knight.problem import KnightProblem, KnightPuzzle
from cavalo_gui.engine.algorithms import get_algorithm, start_search
from cavalo_gui.engine.events import Finished, Outcome
from cavalo_gui.engine.limits import Limits, RunControl
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.problem import Heuristic
from cavalo_gui.engine.search import Search
from cavalo_gui.engine.stats import RunStatistics

DEFAULT_HEURISTIC = "fewest"


def resolve_heuristic(problem: KnightProblem, algorithm: str, name: str | None) -> Heuristic | None:
    """The heuristic an algorithm will use: None for uninformed ones, the named one (or the
    default admissible one) otherwise; ValueError naming the known ones for an unknown name."""
    known = problem.heuristics()
    if name is not None and name not in known:
        raise ValueError(f"unknown heuristic {name!r} (known: {', '.join(known)})")
    if not get_algorithm(algorithm).informed:
        return None
    return known[name or DEFAULT_HEURISTIC]


@dataclass(frozen=True)
class RunSetup:
    """Everything that fixes a run: the same setup gives the same path and counters."""

    puzzle: KnightPuzzle
    algorithm: str = "bfs"
    heuristic: str | None = None
    double: DoubleStrategy = DoubleStrategy.MAX
    parameters: Mapping[str, int] = field(default_factory=dict)
    limits: Limits = field(default_factory=Limits)

    def problem(self) -> KnightProblem:
        return KnightProblem(self.puzzle, self.double)

    def start(self, control: RunControl | None = None) -> tuple[KnightProblem, Search]:
        """The problem and a ready search; ValueError for unknown names or bad parameters."""
        problem = self.problem()
        heuristic = resolve_heuristic(problem, self.algorithm, self.heuristic)
        control = control if control is not None else RunControl(self.limits)
        search = start_search(self.algorithm, problem, heuristic, control, **self.parameters)
        return problem, search

    def heuristic_used(self) -> str | None:
        if not get_algorithm(self.algorithm).informed:
            return None
        return self.heuristic or DEFAULT_HEURISTIC


@dataclass(frozen=True)
class RunResult:
    """A finished run, in the course's terms."""

    setup: RunSetup
    outcome: Outcome
    reason: str
    statistics: RunStatistics
    path: tuple[str, ...]  # the squares landed on, the placement first
    points_after: tuple[int, ...]  # the points after each move
    points: int  # of the solution, or the best reached
    states: int
    lower_bound: float | None
    initial_board: Board
    final_board: Board
    finished_at: datetime

    @property
    def moves(self) -> int | None:
        return self.statistics.length

    def to_json(self) -> dict[str, Any]:
        """The keys of ``cavalo solve --json``."""
        stats = self.statistics
        puzzle = self.setup.puzzle
        return {
            "problem": puzzle.name,
            "target": puzzle.target,
            "seed": puzzle.seed,
            "algorithm": self.setup.algorithm,
            "heuristic": self.setup.heuristic_used(),
            "double": self.setup.double.value,
            "parameters": dict(self.setup.parameters),
            "outcome": self.outcome.value,
            "reason": self.reason,
            "moves": self.moves,
            "path": list(self.path),
            "points_after": list(self.points_after),
            "points": self.points,
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


def result_of(setup: RunSetup, problem: KnightProblem, final: Finished) -> RunResult:
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
        path=tuple(SQUARE_NAMES[node.state[1]] for node in nodes) if solved else (),
        points_after=tuple(node.state[2] for node in nodes) if solved else (),
        points=end_state[2],
        states=final.states,
        lower_bound=final.lower_bound,
        initial_board=problem.board,
        final_board=problem.board_of(end_state),
        finished_at=datetime.now().astimezone(),
    )


def run(setup: RunSetup, control: RunControl | None = None) -> RunResult:
    """Run ``setup`` to its end, headless."""
    problem, search = setup.start(control)
    return result_of(setup, problem, search.run())
