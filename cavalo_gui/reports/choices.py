"""The choices of one run, as one immutable value: what the control panel yields and accepts,
the side-by-side and comparison choosers make, the CLI's options describe, the settings file
remembers and the results and run files record.

One value rather than one per caller, so that a new choice is added once and every caller
sees it; Qt-free, so that the CLI and the reports use it as the window does.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field

from cavalo_gui.domains.domain import Domain, DomainProblem, Puzzle, checked_options
from cavalo_gui.domains.registry import domain_of
from cavalo_gui.engine.algorithms import get_algorithm, start_search
from cavalo_gui.engine.echo import echoed
from cavalo_gui.engine.limits import Limits, RunControl
from cavalo_gui.engine.message import MessageError, message
from cavalo_gui.engine.problem import Heuristic
from cavalo_gui.engine.search import Search
from cavalo_gui.engine.spoiled import Spoil, spoiled

AS_FAST_AS_POSSIBLE = 0.0
"""The speed at which the worker runs time slices and sends one batch of events per slice."""

SPEEDS: tuple[float, ...] = (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, AS_FAST_AS_POSSIBLE)
"""The speeds the window offers, in expansions per second."""

NODE_BUDGET_RANGE = (1, 2**31 - 1)
TIME_BUDGET_RANGE = (0.1, 86400.0)  # seconds: a tenth of a second to a day


def resolve_heuristic(
    problem: DomainProblem, algorithm: str, name: str | None, default: str
) -> Heuristic | None:
    """The heuristic an algorithm will use: None for uninformed ones, the named one (or the
    domain's ``default``) otherwise; ValueError naming the known ones for an unknown name."""
    known = problem.heuristics()
    if name is not None and name not in known:
        said = message("experiment.unknown-heuristic", name=echoed(name), known=", ".join(known))
        raise MessageError(said)
    if not get_algorithm(algorithm).informed:
        return None
    return known[name or default]


@dataclass(frozen=True)
class RunChoices:
    """Everything that fixes a run (the same choices give the same path and counters) and the
    speed it is watched at, which changes nothing of it.

    ``options`` are the puzzle's rules the user chose (such as ``double``), missing ones at
    their defaults; ``heuristic`` None means the domain's default heuristic; ``parameters``
    are the algorithm's (a weight, a depth), missing ones at their defaults.
    """

    puzzle: Puzzle
    algorithm: str = "bfs"
    heuristic: str | None = None
    options: Mapping[str, str] = field(default_factory=dict)
    parameters: Mapping[str, float] = field(default_factory=dict)
    limits: Limits = field(default_factory=Limits)
    spoil: Spoil = field(default_factory=Spoil)  # the heuristic spoiled on purpose, or not
    speed: float = AS_FAST_AS_POSSIBLE  # expansions per second in the window

    @property
    def domain(self) -> Domain:
        return domain_of(self.puzzle)

    @property
    def max_nodes(self) -> int | None:
        return self.limits.max_nodes

    @property
    def max_seconds(self) -> float | None:
        return self.limits.max_seconds

    @property
    def max_expansions(self) -> int | None:
        return self.limits.max_expansions

    def with_limits(self, **budgets: int | float | None) -> RunChoices:
        """These choices with some budgets changed (``max_nodes=``, ``max_seconds=``,
        ``max_expansions=``)."""
        return dataclasses.replace(self, limits=dataclasses.replace(self.limits, **budgets))

    def chosen_options(self) -> dict[str, str]:
        """Every option of the puzzle with its value in this run."""
        return checked_options(self.domain, self.options)

    def problem(self) -> DomainProblem:
        """The puzzle made ready for search with the chosen options."""
        return self.domain.make_problem(self.puzzle, self.options)

    def same_problem(self, other: RunChoices) -> bool:
        """Whether ``other`` searches the same problem (puzzle and options) as these."""
        return self.puzzle == other.puzzle and self.chosen_options() == other.chosen_options()

    def check(self) -> None:
        """The one validation of a run's choices: ValueError, saying which choice is wrong,
        for an unknown algorithm, heuristic or option, or a parameter out of range."""
        self.start()

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
