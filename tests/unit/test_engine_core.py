"""The engine core under its fast paths: frontiers, counters, budgets, the clock, the rules.

The core was tuned for throughput (table-driven successors, inlined frontiers, counters kept in
locals, the garbage collector kept off the stored tree); these tests pin what must not change.
"""

from __future__ import annotations

import gc
import random
import sys

import pytest

from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.graph.catalog import load_puzzle as load_graph
from cavalo_gui.domains.graph.problem import GraphProblem
from cavalo_gui.domains.knight.board import (
    CELLS,
    FIRST_ROW,
    SQUARE_NAMES,
    is_double,
    jump_targets,
    symmetric_number,
)
from cavalo_gui.domains.knight.catalog import load_puzzle, random_board
from cavalo_gui.domains.knight.game import DoubleStrategy, KnightGame
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.engine import best_first as best_first_module
from cavalo_gui.engine import search as search_module
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.algorithms.astar import a_star
from cavalo_gui.engine.algorithms.bfs import breadth_first
from cavalo_gui.engine.events import Counters, Expansion, Fate, Finished, Outcome
from cavalo_gui.engine.frontiers import FifoFrontier, LifoFrontier, PriorityFrontier
from cavalo_gui.engine.limits import Limits, RunControl
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.search import Search
from cavalo_gui.reports.collection import search_collection

# --- Frontiers -------------------------------------------------------------------------------


def nodes(*states: str, h: float = 0.0) -> list[Node]:
    return [Node(state, h=h) for state in states]


def drain(frontier) -> list[str]:
    order = []
    while frontier:
        order.append(frontier.pop().state)
    return order


def test_fifo_gives_nodes_in_insertion_order():
    frontier = FifoFrontier()
    frontier.add_all(nodes("a", "b"))
    frontier.add(Node("c"))
    assert frontier.preview(5) == [frontier.get(s) for s in "abc"]
    assert drain(frontier) == ["a", "b", "c"]


def test_lifo_expands_the_first_successor_first():
    frontier = LifoFrontier()
    frontier.add(Node("root"))
    frontier.add_all(nodes("a", "b", "c"))
    assert drain(frontier) == ["a", "b", "c", "root"]


def test_priority_breaks_ties_by_h_then_by_insertion():
    frontier = PriorityFrontier(lambda node: node.f)
    for state, g, h in [("first", 1, 2), ("second", 1, 2), ("lower-h", 2, 1), ("best", 0, 1)]:
        frontier.add(Node(state, g=g, h=h))
    assert [node.state for node in frontier.preview(4)] == ["best", "lower-h", "first", "second"]
    assert drain(frontier) == ["best", "lower-h", "first", "second"]


def test_a_replaced_node_is_skipped_when_its_stale_entry_surfaces():
    frontier = PriorityFrontier(lambda node: node.f)
    stale = Node("s", g=5)
    frontier.add(stale)
    frontier.add(Node("t", g=4))
    cheaper = Node("s", g=1)
    frontier.add(cheaper)
    assert len(frontier) == 2
    assert frontier.preview(5) == [cheaper, frontier.get("t")]
    assert frontier.lowest_priority() == 1
    assert frontier.pop() is cheaper
    reopened = Node("s", g=6)
    frontier.add(reopened)  # the stale g=5 entry now surfaces before it, while "s" is in open
    assert frontier.pop().state == "t"
    assert frontier.pop() is reopened
    assert not frontier


def test_fifo_skips_a_stale_entry_and_keeps_the_replacement_in_its_new_place():
    frontier = FifoFrontier()
    frontier.add_all(nodes("s", "t"))
    replacement = Node("s", g=7)
    frontier.add(replacement)
    assert drain(frontier) == ["t", "s"]
    assert replacement.g == 7


@pytest.mark.parametrize(
    "make", [FifoFrontier, LifoFrontier, lambda: PriorityFrontier(lambda node: node.f)]
)
def test_preview_is_the_order_pop_gives_among_replaced_entries(make):
    rng = random.Random(7)
    frontier = make()
    for _ in range(500):
        frontier.add(Node(rng.randrange(120), g=rng.randrange(30), h=rng.randrange(5)))
    for count in (0, 1, 7, 50):
        assert len(frontier.preview(count)) == min(count, len(frontier))
    preview = frontier.preview(len(frontier))
    popped = [frontier.pop() for _ in range(len(frontier))]
    assert preview == popped
    assert len({node.state for node in popped}) == len(popped)


# --- Counters, events and budgets -----------------------------------------------------------


def run(algorithm, name: str, seed: int | None = None, heuristic=None, limits=None):
    problem = KnightProblem(load_puzzle(name, seed))
    chosen = problem.heuristics()[heuristic] if heuristic else None
    search = Search(algorithm, problem, chosen, RunControl(limits or Limits.unbounded()))
    events = list(search.events())
    return search, events


@pytest.mark.parametrize(
    ("algorithm", "heuristic", "counted"),
    [
        (breadth_first, None, {Fate.ADDED, Fate.UPDATED, Fate.REOPENED, Fate.GOAL, Fate.PRUNED}),
        (a_star, "fewest", {Fate.ADDED, Fate.UPDATED, Fate.REOPENED}),
    ],
)
def test_counters_agree_with_the_events(algorithm, heuristic, counted):
    _search, events = run(algorithm, "D", heuristic=heuristic)
    expansions = [event for event in events if isinstance(event, Expansion)]
    final = events[-1]
    fates = [fate for event in expansions for _child, fate in event.successors]
    assert final.counters.expanded == len(expansions)
    assert final.counters.generated == sum(fate in counted for fate in fates)
    assert final.counters.duplicates == fates.count(Fate.DUPLICATE)
    assert final.counters.max_open == max(event.open_size for event in expansions)
    running = [event.counters.expanded for event in expansions]
    assert running == list(range(1, len(expansions) + 1))


def test_each_expansion_carries_its_own_counters_snapshot():
    _search, events = run(breadth_first, "B")
    generated = [event.counters.generated for event in events]
    assert generated == sorted(generated)
    assert len(set(map(id, (event.counters for event in events)))) == len(events)
    assert isinstance(events[0].counters, Counters)
    assert hash(events[0].counters) == hash(Counters(*vars_of(events[0].counters)))


def vars_of(counters: Counters) -> tuple:
    return (
        counters.generated,
        counters.expanded,
        counters.duplicates,
        counters.max_open,
        counters.seconds,
    )


@pytest.mark.parametrize(("algorithm", "heuristic"), [(breadth_first, None), (a_star, "fewest")])
def test_a_node_budget_stops_within_one_percent(algorithm, heuristic):
    budget = 20_000
    _search, events = run(algorithm, "F", 2, heuristic, Limits(max_nodes=budget))
    final = events[-1]
    assert final.outcome is Outcome.LIMIT
    assert budget <= final.counters.generated <= budget * 1.01


@pytest.mark.parametrize(("algorithm", "heuristic"), [(breadth_first, None), (a_star, "fewest")])
def test_an_expansion_budget_stops_exactly(algorithm, heuristic):
    _search, events = run(algorithm, "F", 3, heuristic, Limits(None, None, 1_234))
    assert events[-1].outcome is Outcome.LIMIT
    assert events[-1].counters.expanded == 1_234
    assert sum(isinstance(event, Expansion) for event in events) == 1_234


class FakeClock:
    """A clock that moves only when a test moves it. The tests below put it in the engine's
    place and check which of its moves a run counts as its own (the work inside the
    generator, not the consumer's pauses): bookkeeping, exact by construction; no test here
    measures how fast anything runs (that is benchmarks/)."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_the_clock_counts_work_inside_the_generator_and_not_pauses(monkeypatch):
    clock = FakeClock()
    monkeypatch.setattr(search_module, "perf_counter", clock)

    def working(search: Search):
        for _ in range(3):
            clock.now += 0.5  # work done inside the algorithm
            search.expanded += 1
            yield Expansion(Node("x"), (), 0, 0, search.counters())
        clock.now += 0.25
        yield search.exhausted(1)

    search = Search(working, KnightProblem(load_puzzle("A")))
    seen = []
    for event in search.events():
        seen.append(event.counters.seconds)
        clock.now += 10.0  # the consumer pauses between events
        assert search.seconds() == pytest.approx(seen[-1])
    assert seen == pytest.approx([0.5, 1.0, 1.5, 1.75])


class SlowProblem:
    """A graph problem whose every expansion takes half a second of the fake clock, and whose
    successors raise once ``fail_at`` states have been expanded."""

    def __init__(self, clock: FakeClock, fail_at: int | None = None) -> None:
        self._problem = GraphProblem(load_graph("romania"))
        self._clock = clock
        self._fail_at = fail_at
        self.expansions = 0

    def __getattr__(self, name: str):
        return getattr(self._problem, name)

    def successors(self, state: str):
        self._clock.now += 0.5
        self.expansions += 1
        if self.expansions == self._fail_at:
            raise ValueError("the problem's own bug")
        return self._problem.successors(state)


@pytest.mark.parametrize("algorithm", ["astar", "ucs", "greedy"])
def test_the_best_first_loop_keeps_the_clock_itself_as_the_others_are_kept(monkeypatch, algorithm):
    """A*, uniform cost and greedy hand out their own generator (keeps_its_clock): the clock
    counts their work and not the consumer's pauses, stops at the end, at an early close and
    at a problem's exception."""
    clock = FakeClock()
    monkeypatch.setattr(search_module, "perf_counter", clock)
    monkeypatch.setattr(best_first_module, "perf_counter", clock)
    problem = SlowProblem(clock)
    search = start_search(algorithm, problem, problem.heuristics()["h"])
    seen = []
    for event in search.events():
        seen.append(event.counters.seconds)
        assert event.counters.seconds == pytest.approx(0.5 * problem.expansions)
        clock.now += 10.0  # the consumer pauses between events
        assert search.seconds() == pytest.approx(seen[-1])
    assert type(event) is Finished and search.final is event and len(seen) > 3

    closed = start_search(algorithm, SlowProblem(clock), problem.heuristics()["h"])
    events = closed.events()
    next(events), next(events)
    events.close()
    clock.now += 10.0
    assert closed.seconds() == pytest.approx(1.0) and closed.final is None

    failing = start_search(algorithm, SlowProblem(clock, fail_at=2), problem.heuristics()["h"])
    with pytest.raises(ValueError, match="own bug"):
        list(failing.events())
    clock.now += 10.0
    assert failing.seconds() == pytest.approx(1.0)


@pytest.mark.parametrize("algorithm", ["astar", "ucs", "greedy"])
def test_the_best_first_loop_stops_at_its_time_and_expansion_budgets(monkeypatch, algorithm):
    """The loop asks before_expansion only when a budget may be met: a time budget is asked
    at every expansion, and a count's as soon as it is reached."""
    clock = FakeClock()
    monkeypatch.setattr(search_module, "perf_counter", clock)
    monkeypatch.setattr(best_first_module, "perf_counter", clock)
    problem = SlowProblem(clock)
    timed = RunControl(Limits(max_nodes=None, max_seconds=1.25))
    final = start_search(algorithm, problem, problem.heuristics()["h"], timed).run()
    assert final.outcome is Outcome.LIMIT and "time budget" in render(final.reason)
    assert final.counters.expanded == 3 and final.counters.seconds == pytest.approx(1.5)
    counted = RunControl(Limits(max_nodes=None, max_seconds=None, max_expansions=2))
    final = start_search(algorithm, problem, problem.heuristics()["h"], counted).run()
    assert final.outcome is Outcome.LIMIT and "2 expansions" in render(final.reason)
    assert final.counters.expanded == 2


def test_a_run_changes_nothing_of_the_process():
    """How a process collects garbage is its own business (reports/collection.py, the
    window's worker): the engine yields events and nothing else."""
    was_enabled = gc.isenabled()
    gc.enable()
    try:
        gc.unfreeze()
        problem = KnightProblem(load_puzzle("E"))
        search = Search(breadth_first, problem, None, RunControl(Limits.unbounded()))
        interval = sys.getswitchinterval()
        for _event in search.events():
            assert gc.isenabled() and gc.get_freeze_count() == 0
        assert sys.getswitchinterval() == interval
        assert search.final.states == 8_763
    finally:
        if not was_enabled:
            gc.disable()


def test_a_headless_run_keeps_the_collector_off_its_nodes_and_restores_it():
    was_enabled = gc.isenabled()
    gc.enable()
    try:
        gc.unfreeze()
        with search_collection():
            assert not gc.isenabled()
            final = Search(breadth_first, KnightProblem(load_puzzle("E"))).run()
        assert gc.isenabled() and gc.get_freeze_count() > 0
        assert final.states == 8_763
    finally:
        gc.unfreeze()
        if not was_enabled:
            gc.disable()


# --- The rules behind the fast successor function --------------------------------------------


def reference_successors(board: list, knight: int | None, points: int, double: DoubleStrategy):
    """SPEC §2 read literally, on a plain list board: ``(label, board, knight, points)``."""
    result = []
    for square in FIRST_ROW if knight is None else jump_targets(knight):
        value = board[square]
        if value is None:
            continue
        after = list(board)
        after[square] = None
        label = SQUARE_NAMES[square]
        if is_double(value):
            doubles = sorted((v, s) for s, v in enumerate(after) if v is not None and is_double(v))[
                ::-1
            ]
            if not doubles:
                result.append((label, after, square, points + value))
            elif double is DoubleStrategy.CHOICE:
                for other_value, other in doubles:
                    removed = list(after)
                    removed[other] = None
                    result.append((f"{label}-{other_value:02d}", removed, square, points + value))
            else:
                _v, other = doubles[-1] if double is DoubleStrategy.MIN else doubles[0]
                after[other] = None
                result.append((label, after, square, points + value))
        else:
            partner = symmetric_number(value)
            if partner in after:
                after[after.index(partner)] = None
            result.append((label, after, square, points + value))
    return result


def sparse_board(rng: random.Random) -> list:
    """A board with about half the squares numbered, doubles and symmetric pairs included."""
    numbers = rng.sample(range(100), 50)
    squares = rng.sample(range(CELLS), 50)
    board: list = [None] * CELLS
    for square, number in zip(squares, numbers, strict=True):
        board[square] = number
    return board


@pytest.mark.parametrize("double", list(DoubleStrategy))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_successors_follow_the_rules_along_random_walks(double, seed):
    rng = random.Random(seed)
    for board in (random_board(seed), tuple(sparse_board(rng))):
        game = KnightGame(board, 10_000, double)
        state = game.initial_state()
        plain, knight, points = list(board), None, 0
        for _step in range(40):
            fast = game.successors(state)
            expected = reference_successors(plain, knight, points, double)
            assert [(label, game.board_of(s), s[1], s[2]) for label, s, _c in fast] == [
                (label, tuple(b), k, p) for label, b, k, p in expected
            ]
            assert all(cost == 1 for _l, _s, cost in fast)
            if not fast:
                break
            pick = rng.randrange(len(fast))
            state = fast[pick][1]
            _label, plain, knight, points = expected[pick]


def test_bfs_still_counts_like_the_course_on_b_and_proves_e():
    _search, b_events = run(breadth_first, "B")
    assert b_events[-1].solution.depth == 8
    assert (b_events[-1].counters.generated, b_events[-1].counters.expanded) == (46, 43)
    _search, e_events = run(breadth_first, "E")
    final: Finished = e_events[-1]
    assert final.outcome is Outcome.NO_SOLUTION
    assert (final.states, final.best.state[2]) == (8_763, 250)
