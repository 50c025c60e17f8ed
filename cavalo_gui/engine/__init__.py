"""The search engine: domain-agnostic, step-wise search algorithms written as generators.

Nothing here knows of any puzzle or of Qt. A domain supplies a :class:`Problem`; an algorithm
turns it into a stream of :mod:`events` that a window, a command line or a test can watch.
"""

from cavalo_gui.engine.events import Event, Expansion, Fate, Finished, IterationStarted, Outcome
from cavalo_gui.engine.limits import Limits, RunControl
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.problem import Heuristic, Problem
from cavalo_gui.engine.stats import RunStatistics, branching_factor, penetrance

__all__ = [
    "Event",
    "Expansion",
    "Fate",
    "Finished",
    "Heuristic",
    "IterationStarted",
    "Limits",
    "Node",
    "Outcome",
    "Problem",
    "RunControl",
    "RunStatistics",
    "branching_factor",
    "penetrance",
]
