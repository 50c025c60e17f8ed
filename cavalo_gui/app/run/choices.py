"""The choices of one run in the window, as one value: what the control panel makes and the run
controller takes.

A small module of its own so that the panel, the settings and the controller depend on it and
not on each other: the panel never imports the controller or its worker.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from cavalo_gui.domains.domain import Domain, DomainProblem, Puzzle
from cavalo_gui.domains.registry import domain_of
from cavalo_gui.engine.limits import DEFAULT_MAX_NODES, DEFAULT_MAX_SECONDS, Limits
from cavalo_gui.engine.spoiled import Spoil
from cavalo_gui.reports.run import RunSetup

AS_FAST_AS_POSSIBLE = 0.0
"""The speed at which the worker runs time slices and sends one batch of events per slice."""

SPEEDS: tuple[float, ...] = (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, AS_FAST_AS_POSSIBLE)
"""The speeds the window offers, in expansions per second."""


@dataclass(frozen=True)
class RunSettings:
    """Everything the control panel chooses for a run.

    ``options`` are the rules of the puzzle the user chose (one value per ``DomainOption``),
    missing ones at their defaults; ``heuristic`` None means the domain's default heuristic.
    """

    puzzle: Puzzle
    options: Mapping[str, str] = field(default_factory=dict)
    algorithm: str = "bfs"
    heuristic: str | None = None
    parameters: Mapping[str, int] = field(default_factory=dict)
    max_nodes: int | None = DEFAULT_MAX_NODES
    max_seconds: float | None = DEFAULT_MAX_SECONDS
    speed: float = AS_FAST_AS_POSSIBLE
    max_expansions: int | None = None  # not offered in the panel; benchmarks and tests use it
    spoil: Spoil = field(default_factory=Spoil)  # the heuristic spoiled on purpose, or not

    @property
    def domain(self) -> Domain:
        return domain_of(self.puzzle)

    def setup(self) -> RunSetup:
        """The run these choices make, as the worker and the results file take it."""
        return RunSetup(
            puzzle=self.puzzle,
            algorithm=self.algorithm,
            heuristic=self.heuristic or None,
            options=dict(self.options),
            parameters=dict(self.parameters),
            limits=Limits(self.max_nodes, self.max_seconds, self.max_expansions),
            spoil=self.spoil,
        )

    def problem(self) -> DomainProblem:
        """The puzzle made ready for search with the chosen options."""
        return self.domain.make_problem(self.puzzle, self.options)

    def same_problem(self, other: RunSettings) -> bool:
        """Whether ``other`` searches the same problem (puzzle and options) as these."""
        return self.puzzle == other.puzzle and self.setup().chosen_options() == (
            other.setup().chosen_options()
        )


NODE_BUDGET_RANGE = (1, 2**31 - 1)
TIME_BUDGET_RANGE = (0.1, 86400.0)  # seconds: a tenth of a second to a day


@dataclass(frozen=True)
class RememberedChoices:
    """The choices remembered between sessions; None (or missing) where nothing valid was
    remembered. ``options`` holds each domain's options by domain name."""

    domain: str | None = None
    problem: str | None = None
    seed: int | None = None
    options: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    algorithm: str | None = None
    heuristic: str | None = None
    parameters: Mapping[str, int] = field(default_factory=dict)
    max_nodes: int | None = None
    max_seconds: float | None = None
    speed: float | None = None
