"""The registry of search algorithms: one module each, one line here to register it."""

from __future__ import annotations

from typing import Any

from cavalo_gui.engine.algorithms import (
    astar,
    beam,
    bfs,
    decision,
    dfs,
    greedy,
    idastar,
    iddfs,
    rbfs,
    smastar,
    ucs,
)
from cavalo_gui.engine.algorithms.spec import Algorithm, Optimum, Parameter
from cavalo_gui.engine.echo import echoed
from cavalo_gui.engine.limits import RunControl
from cavalo_gui.engine.message import MessageError, message
from cavalo_gui.engine.problem import Heuristic, Problem
from cavalo_gui.engine.search import Search

ALGORITHMS: dict[str, Algorithm] = {
    module.ALGORITHM.name: module.ALGORITHM
    for module in (
        bfs,
        dfs,
        astar,
        iddfs,
        ucs,
        greedy,
        beam,
        idastar,
        rbfs,
        smastar,
        decision,
    )
}


def get_algorithm(name: str) -> Algorithm:
    """The algorithm called ``name``; a ValueError listing the known names otherwise."""
    try:
        return ALGORITHMS[name]
    except KeyError:
        known = ", ".join(ALGORITHMS)
        said = message("algorithm.unknown", name=echoed(name), known=known)
        raise MessageError(said) from None


def start_search(
    algorithm: str | Algorithm,
    problem: Problem,
    heuristic: Heuristic | None = None,
    control: RunControl | None = None,
    **parameters: Any,
) -> Search:
    """A ready-to-run :class:`Search`; parameters the algorithm does not take are ignored, the
    ones it takes are checked against their ranges, and every one not given takes its spec's
    default: the one place a parameter's default lives, whoever starts the run."""
    spec = algorithm if isinstance(algorithm, Algorithm) else get_algorithm(algorithm)
    accepted = {}
    for parameter in spec.parameters:
        given = parameters.get(parameter.name)
        accepted[parameter.name] = parameter.check(parameter.default if given is None else given)
    chosen = heuristic if spec.informed else None
    search = Search(spec.run, problem, chosen, control, spec.optimal, **accepted)
    search.optimum_in_moves = spec.optimum is Optimum.FEWEST_MOVES
    return search


__all__ = ["ALGORITHMS", "Algorithm", "Optimum", "Parameter", "get_algorithm", "start_search"]
