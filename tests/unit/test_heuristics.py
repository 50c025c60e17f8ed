"""The knight heuristics: admissible ones checked against the true cost by exhaustive search.

Small random boards (a few numbers in the top-left corner, symmetric pairs and doubles made
likely, a target that may or may not be reachable) are solved exactly; every state reachable
from the start is then checked: h(n) never exceeds the true fewest moves to a goal, and
h(n) <= 1 + h(n') for every successor n' (consistency).
"""

from __future__ import annotations

import math
from functools import cache

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from cavalo_gui.domains.knight import relaxation as relaxation_module
from cavalo_gui.domains.knight.board import CELLS
from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.game import DoubleStrategy, KnightGame, KnightState
from cavalo_gui.domains.knight.heuristics import knight_heuristics
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.domains.knight.relaxation import reachable_squares
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.limits import Limits, RunControl
from tests.unit.knight_helpers import game_with

# Numbers that make the symmetric and double rules bite, mixed with any others.
RULE_NUMBERS = (0, 11, 22, 33, 44, 99, 12, 21, 5, 50, 37, 73, 46, 64, 1, 10, 98, 89)
CORNER = tuple(row * 10 + column for row in range(4) for column in range(5))
ADMISSIBLE_NAMES = ("fewest", "pairs", "colours", "reach", "islands")


@st.composite
def small_games(draw: st.DrawFn) -> KnightGame:
    squares = draw(st.lists(st.sampled_from(CORNER), min_size=3, max_size=8, unique=True))
    if not any(square < 10 for square in squares):
        squares[0] = draw(st.integers(0, 4))
        squares = list(dict.fromkeys(squares))
    numbers = draw(
        st.lists(
            st.one_of(st.sampled_from(RULE_NUMBERS), st.integers(0, 99)),
            min_size=len(squares),
            max_size=len(squares),
            unique=True,
        )
    )
    cells: list[int | None] = [None] * CELLS
    for square, number in zip(squares, numbers, strict=True):
        cells[square] = number
    target = draw(st.integers(1, sum(numbers) + 30))
    double = draw(st.sampled_from(list(DoubleStrategy)))
    return KnightGame(tuple(cells), target, double)


def true_costs(game: KnightGame) -> dict[KnightState, float]:
    """The fewest moves from every reachable state to a goal (inf if none), by exhaustive
    search: the state graph is acyclic, as every move empties a square."""

    @cache
    def cost(state: KnightState) -> float:
        if game.is_goal(state):
            return 0
        return min(
            (1 + cost(child) for _move, child, _c in game.successors(state)), default=math.inf
        )

    cost(game.initial_state())
    return {state: cost(state) for state in _reachable(game)}


def _reachable(game: KnightGame) -> list[KnightState]:
    seen = {game.initial_state()}
    stack = [game.initial_state()]
    while stack:
        state = stack.pop()
        if game.is_goal(state):
            continue
        for _move, child, _cost in game.successors(state):
            if child not in seen:
                seen.add(child)
                stack.append(child)
    return list(seen)


PROPERTY_SETTINGS = settings(
    max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


@PROPERTY_SETTINGS
@given(small_games())
def test_admissible_heuristics_never_overestimate(game):
    costs = true_costs(game)
    heuristics = knight_heuristics(game)
    for name, heuristic in heuristics.items():
        if not heuristic.admissible:
            continue
        for state, cost in costs.items():
            estimate = heuristic(state)
            assert estimate <= cost, f"{name}: h={estimate} > true cost {cost} at {state}"


@PROPERTY_SETTINGS
@given(small_games())
def test_admissible_heuristics_are_consistent(game):
    heuristics = [h for h in knight_heuristics(game).values() if h.admissible]
    for state in _reachable(game):
        if game.is_goal(state):
            continue
        for heuristic in heuristics:
            here = heuristic(state)
            for _move, child, cost in game.successors(state):
                assert here <= cost + heuristic(child), (
                    f"{heuristic.name}: h={here} at {state} but {heuristic(child)} one move on"
                )


@PROPERTY_SETTINGS
@given(small_games())
def test_each_stronger_heuristic_dominates_the_one_it_refines(game):
    heuristics = knight_heuristics(game)
    chain = [heuristics[name] for name in ADMISSIBLE_NAMES]
    for state in _reachable(game):
        values = [heuristic(state) for heuristic in chain]
        assert values == sorted(values), dict(zip(ADMISSIBLE_NAMES, values, strict=True))


@PROPERTY_SETTINGS
@given(small_games())
def test_a_goal_state_is_estimated_at_zero(game):
    goals = [state for state in _reachable(game) if game.is_goal(state)]
    assume(goals)  # a drawn target that cannot be reached has no goal to estimate
    for heuristic in knight_heuristics(game).values():
        for state in goals:
            assert heuristic(state) == 0


def test_every_heuristic_has_a_name_a_one_line_description_and_a_flag():
    heuristics = knight_heuristics(KnightProblem(load_puzzle("A")))
    assert {"enunciado", "fewest", *ADMISSIBLE_NAMES} <= set(heuristics)
    assert not heuristics["enunciado"].admissible
    for name, heuristic in heuristics.items():
        assert heuristic.name == name
        assert heuristic.description and "\n" not in heuristic.description
    assert all(heuristics[admissible].admissible for admissible in ADMISSIBLE_NAMES)


def test_reach_sees_only_numbers_connected_to_the_knight():
    # C1 jumps to B3 and D3 only through numbered squares; J10 is cut off from everything.
    game = game_with(target=100, C1=10, B3=20, D3=30, J10=90)
    state = game.initial_state()
    reach = reachable_squares(state[0], -1, state[0] & 0x3FF)
    from cavalo_gui.domains.knight.board import parse_square

    assert reach >> parse_square("J10") & 1 == 0
    assert all(reach >> parse_square(name) & 1 for name in ("C1", "B3", "D3"))
    heuristics = knight_heuristics(game)
    assert heuristics["fewest"](state) == 2  # 90 + 30 looks enough...
    assert heuristics["reach"](state) == math.inf  # ...but 90 is out of reach: 60 < 100


def test_colours_counts_the_alternation_of_square_colours():
    # The knight on A1 (light) must land dark, light, dark...: B3 (dark) then A1's colour.
    # 50 and 40 are both dark: two moves cannot score them both.
    game = game_with(target=90, B3=50, C2=40, C1=1)
    state = (game.initial_mask & ~(1 << 2), 2, 0)  # the knight stands on C1 (light)
    heuristics = knight_heuristics(game)
    assert heuristics["fewest"](state) == 2
    assert heuristics["colours"](state) == math.inf  # only dark numbers left: one move at most


def test_pairs_knows_a_symmetric_pair_scores_once_and_doubles_half():
    game = game_with(target=120, A1=57, B3=75, C1=44, D3=33, E1=22)
    state = game.initial_state()
    heuristics = knight_heuristics(game)
    # fewest: 75 + 57 = 132 >= 120 in two; pairs: 75 then 44 (57 goes with 75) = 119, so three.
    assert heuristics["fewest"](state) == 2
    assert heuristics["pairs"](state) == 3


@pytest.mark.parametrize("name", ["C", "D"])
def test_reach_expands_fewer_nodes_than_fewest_with_a_star(name):
    problem = KnightProblem(load_puzzle(name))
    expanded = {}
    for heuristic in ("fewest", "reach"):
        control = RunControl(Limits(max_nodes=200_000))
        final = start_search("astar", problem, problem.heuristics()[heuristic], control).run()
        expanded[heuristic] = final.counters.expanded
    assert expanded["reach"] < expanded["fewest"] / 2


def test_pairs_proves_problem_e_unsolvable_at_the_root():
    problem = KnightProblem(load_puzzle("E"))
    assert problem.heuristics()["pairs"](problem.initial_state()) == math.inf


def test_the_relaxed_bounds_share_one_set_of_tables_per_game(monkeypatch):
    built = []
    original = relaxation_module.RelaxationTables

    def counting(game):
        built.append(game)
        return original(game)

    monkeypatch.setattr(relaxation_module, "RelaxationTables", counting)
    first, second = KnightProblem(load_puzzle("D")), KnightProblem(load_puzzle("E"))
    assert {"pairs", "colours", "reach"} <= set(first.heuristics())
    second.heuristics()
    assert built == [first, second]
