"""Heuristics for Blokus Uno: the course's two and admissible ones of the project's own.

Every placement costs 1, so a heuristic estimates the placements still to make before the
stock is empty or nothing in stock fits. Weakest first; ``apart`` is the default.

Why ``apart`` is admissible. Once the player has a piece on the board, a placement that is
legal now stays legal until a later piece covers one of its squares or shares an edge with one
(the player's squares only grow, so its diagonal contact stays), or its kind runs out: the only
way to lose it is to place a piece whose squares or edge neighbours reach one of its squares.
Those squares of one piece all lie within Manhattan distance 4 of each other (the cross and
the 2x2 with their edge neighbours), so one placement can take away at most one of a set of
legal placements whose squares are 5 or more apart. A goal needs, for each kind still in
stock, either its whole stock ``n`` placed (``n`` moves) or every legal placement of that kind
taken away (at least as many moves as such a set has members). So each kind's
``min(n, members)`` is a lower bound, and so is the largest of them. Before the player's first
piece the corner placements can also be lost by the first piece elsewhere, so there ``apart``
falls back to ``unfinished``.
"""

from __future__ import annotations

from collections.abc import Callable

from cavalo_gui.domains.blokus.rules import BlokusGame, BlokusState
from cavalo_gui.domains.catalogues import Text
from cavalo_gui.engine.problem import Heuristic

WEIGHTS = (3, 2, 1)
"""Seed 001's weights of the legal places of 1x1, 2x2 and cross pieces."""


def enunciado(game: BlokusGame) -> Heuristic:
    """The course's h = o(x) - c(x): the empty squares minus the player's squares."""
    full = game.geometry.full
    other = game.other

    def estimate(state: BlokusState) -> float:
        own = state[0]
        empty = full & ~(own | other)
        return empty.bit_count() - own.bit_count()

    return Heuristic(
        "enunciado",
        Text("blokus.text.heuristic.enunciado"),
        False,
        estimate,
    )


def places(game: BlokusGame) -> Heuristic:
    """Seed 001's h = 3a + 2b + c over the legal places of the kinds still in stock."""

    def estimate(state: BlokusState) -> float:
        if not any(state[1:]):
            return 0
        placements = game.geometry.placements
        return sum(WEIGHTS[placements[index].kind] for index in game.legal_placements(state))

    return Heuristic(
        "places",
        Text("blokus.text.heuristic.places"),
        False,
        estimate,
    )


def unfinished(game: BlokusGame) -> Heuristic:
    """1 for a state that is not a goal, 0 for a goal: at least one placement is still due."""
    return Heuristic(
        "unfinished",
        Text("blokus.text.heuristic.unfinished"),
        True,
        lambda state: 0 if game.is_goal(state) else 1,
    )


def apart_estimate(game: BlokusGame) -> Callable[[BlokusState], float]:
    """For each kind in stock, its legal placements 5 or more squares apart (taken greedily in
    operator order), capped by its stock; the largest of those."""
    placements = game.geometry.placements

    def estimate(state: BlokusState) -> float:
        if game.is_goal(state):
            return 0
        if not state[0]:
            return 1
        found = [0, 0, 0]
        covered = [0, 0, 0]
        for index in game.legal_placements(state):
            placement = placements[index]
            kind = placement.kind
            if not placement.cells & covered[kind]:
                found[kind] += 1
                covered[kind] |= placement.reach
        return max(min(stock, count) for stock, count in zip(state[1:], found, strict=True))

    return estimate


def apart(game: BlokusGame) -> Heuristic:
    return Heuristic(
        "apart",
        Text("blokus.text.heuristic.apart"),
        True,
        apart_estimate(game),
    )


HEURISTIC_BUILDERS: tuple[Callable[[BlokusGame], Heuristic], ...] = (
    enunciado,
    places,
    unfinished,
    apart,
)
DEFAULT_HEURISTIC = "apart"


def blokus_heuristics(game: BlokusGame) -> dict[str, Heuristic]:
    """Every Blokus Uno heuristic, built for ``game``, by name."""
    built = (build(game) for build in HEURISTIC_BUILDERS)
    return {heuristic.name: heuristic for heuristic in built}
