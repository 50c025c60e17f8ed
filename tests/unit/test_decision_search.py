"""The depth-first decision search: optimal (as short as BFS on many small boards, the course's
problems, a graph with cycles and uneven costs) and true to the engine's event contract."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem, KnightPuzzle
from cavalo_gui.engine.algorithms import decision, get_algorithm, start_search
from cavalo_gui.engine.events import Expansion, Fate, Finished, IterationStarted, Outcome
from cavalo_gui.engine.limits import Limits, RunControl
from cavalo_gui.engine.problem import Heuristic
from cavalo_gui.engine.pseudocode import load_pseudocode
from tests.unit.test_heuristics import small_games

OPTIMAL_MOVES = {"A": 3, "B": 8, "C": 6, "D": 12}


def solve(problem, heuristic: str | Heuristic | None, algorithm="decision", **parameters):
    chosen = problem.heuristics()[heuristic] if isinstance(heuristic, str) else heuristic
    control = RunControl(Limits(max_nodes=1_000_000, max_seconds=120))
    search = start_search(algorithm, problem, chosen, control, **parameters)
    events = list(search.events())
    return search, events


def moves(final: Finished) -> float:
    return final.solution.depth if final.solution is not None else math.inf


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    small_games(),
    st.sampled_from(["fewest", "colours", "islands"]),
    st.sampled_from([0, 1, 3, 20]),
)
def test_as_short_as_bfs_on_small_boards(game, heuristic, beam_width):
    problem = KnightProblem(KnightPuzzle("drawn", game.board, game.target), game.double)
    _search, bfs_events = solve(problem, None, "bfs")
    _search, events = solve(problem, heuristic, beam_width=beam_width)
    final = events[-1]
    assert final.outcome is not Outcome.LIMIT, final.reason
    assert moves(final) == moves(bfs_events[-1])
    if final.solution is not None:
        assert final.outcome is Outcome.SOLVED and problem.is_goal(final.solution.state)


@pytest.mark.parametrize("beam_width", [0, 20])
@pytest.mark.parametrize("name", list(OPTIMAL_MOVES))
def test_finds_the_fewest_moves_on_the_course_problems(name, beam_width):
    _search, events = solve(KnightProblem(load_puzzle(name)), "reach", beam_width=beam_width)
    assert events[-1].outcome is Outcome.SOLVED
    assert events[-1].solution.depth == OPTIMAL_MOVES[name]


def test_proves_problem_e_unsolvable():
    _search, events = solve(KnightProblem(load_puzzle("E")), "fewest", beam_width=0)
    assert events[-1].outcome is Outcome.NO_SOLUTION


def test_a_beam_solution_as_short_as_the_optimum_is_proved_by_refuting_the_thresholds_below():
    _search, events = solve(KnightProblem(load_puzzle("D")), "reach", beam_width=200)
    thresholds = [event.threshold for event in events if isinstance(event, IterationStarted)]
    assert events[-1].solution.depth == 12
    assert thresholds and max(thresholds) == 11  # 12 itself was never searched
    assert thresholds == sorted(set(thresholds))


def test_the_counters_agree_with_the_events():
    _search, events = solve(KnightProblem(load_puzzle("D")), "fewest", beam_width=5)
    expansions = [event for event in events if isinstance(event, Expansion)]
    fates = [fate for event in expansions for _child, fate in event.successors]
    final = events[-1]
    assert final.counters.expanded == len(expansions)
    assert final.counters.generated == fates.count(Fate.ADDED)
    assert final.counters.duplicates == fates.count(Fate.DUPLICATE)
    assert final.counters.max_open == max(event.open_size for event in expansions)
    assert [event.counters.expanded for event in expansions] == list(range(1, len(expansions) + 1))
    assert all(isinstance(event, Expansion | IterationStarted) for event in events[:-1])


def test_a_budget_ends_at_a_limit_with_a_lower_bound_no_higher_than_the_optimum():
    _search, events = solve(KnightProblem(load_puzzle("D")), "fewest", beam_width=0)
    expanded = events[-1].counters.expanded
    problem = KnightProblem(load_puzzle("D"))
    control = RunControl(Limits(max_nodes=None, max_seconds=None, max_expansions=expanded // 2))
    final = start_search("decision", problem, problem.heuristics()["fewest"], control).run()
    assert final.outcome is Outcome.LIMIT
    assert 0 < final.lower_bound <= OPTIMAL_MOVES["D"]


def test_a_limit_after_the_beam_says_the_solution_found_is_not_proved():
    problem = KnightProblem(load_puzzle("F", 3))
    control = RunControl(Limits(max_nodes=None, max_seconds=None, max_expansions=300))
    islands = problem.heuristics()["islands"]
    final = start_search("decision", problem, islands, control, beam_width=3).run()
    assert final.outcome is Outcome.LIMIT
    assert render(final.reason).startswith(
        "budget of 300 expansions reached; best solution found: "
    )
    assert render(final.reason).endswith(" moves, not proved optimal")


def test_a_stop_request_ends_the_run_before_the_next_expansion():
    problem = KnightProblem(load_puzzle("D"))
    search = start_search("decision", problem, problem.heuristics()["fewest"], beam_width=0)
    events = search.events()
    next(events)
    next(events)
    search.control.request_stop()
    rest = list(events)
    assert [type(event) for event in rest] == [Finished]
    assert rest[-1].outcome is Outcome.LIMIT


def test_the_open_list_preview_is_the_order_the_search_takes():
    problem = KnightProblem(load_puzzle("D"))
    search = start_search("decision", problem, problem.heuristics()["fewest"], beam_width=0)
    events = search.events()
    for event in events:
        if isinstance(event, Expansion) and event.open_size >= 3:
            break
    preview = search.open_preview(3)
    following = [event.node for event in events if isinstance(event, Expansion)][:1]
    assert following == preview[:1]


def test_registered_as_an_informed_optimal_algorithm_with_a_beam_width():
    spec = get_algorithm("decision")
    assert spec.informed and spec.optimal
    assert spec.parameter("beam_width").minimum == 0


def test_its_pseudocode_marks_each_phase_once():
    code = load_pseudocode("decision")
    assert code is not None and code.lines[0].startswith("DECISION-SEARCH(")
    for phase in ("init", "iteration", "select", "expand", "solved", "failure"):
        assert code.line_of(phase) is not None, phase
    assert "@" not in "".join(code.lines)


# A domain with cycles and uneven costs: the search knows nothing of the knight.


@dataclass
class Graph:
    edges: dict[str, list[tuple[str, float]]]
    goal: str
    lower_bounds: dict[str, float] = field(default_factory=dict)

    def initial_state(self) -> str:
        return "start"

    def successors(self, state: str):
        return [(f"{state}->{to}", to, cost) for to, cost in self.edges.get(state, [])]

    def is_goal(self, state: str) -> bool:
        return state == self.goal

    def heuristics(self) -> dict[str, Heuristic]:
        return {"table": Heuristic("table", "", True, lambda s: self.lower_bounds.get(s, 0))}

    def progress(self, state: str) -> float:
        return 0


def test_cycles_and_uneven_costs_give_the_cheapest_path():
    graph = Graph(
        {
            "start": [("a", 1), ("b", 4)],
            "a": [("start", 1), ("c", 1), ("b", 1)],
            "b": [("a", 1), ("goal", 1)],
            "c": [("a", 1), ("goal", 5)],
        },
        "goal",
        {"a": 1, "b": 1},
    )
    for beam_width in (0, 1, 5):
        _search, events = solve(graph, graph.heuristics()["table"], beam_width=beam_width)
        final = events[-1]
        assert final.outcome is Outcome.SOLVED
        assert final.solution.g == 3
        assert final.solution.moves() == ["start->a", "a->b", "b->goal"]


def test_a_graph_with_cycles_and_no_goal_is_proved_unsolvable():
    graph = Graph({"start": [("a", 1)], "a": [("start", 1), ("b", 2)], "b": [("a", 1)]}, "none")
    _search, events = solve(graph, graph.heuristics()["table"], beam_width=0)
    assert events[-1].outcome is Outcome.NO_SOLUTION
    assert render(events[-1].reason) == "no solution: all 3 reachable states explored"


# The hook: a heuristic may stop as soon as it knows a node does not fit the budget.


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_games(), st.integers(0, 6))
def test_islands_within_a_budget_is_exact_below_it_and_over_it_above(game, budget):
    from tests.unit.test_heuristics import _reachable

    heuristic = KnightProblem(KnightPuzzle("drawn", game.board, game.target)).heuristics()[
        "islands"
    ]
    for state in _reachable(game):
        full = heuristic(state)
        cut = heuristic.estimate_within(state, budget)
        assert cut == full if full <= budget else budget < cut <= full


def test_a_heuristic_without_the_hook_gives_its_whole_estimate():
    heuristic = Heuristic("five", "", True, lambda _state: 5)
    assert heuristic.estimate_within("any", 2) == 5


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_games(), st.sampled_from(["fewest", "islands"]), st.sampled_from([1, 2, 5]))
def test_a_pass_that_dives_at_once_stays_as_short_as_bfs(game, heuristic, dive_width):
    problem = KnightProblem(KnightPuzzle("drawn", game.board, game.target), game.double)
    _search, bfs_events = solve(problem, None, "bfs")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(decision, "dive_after", lambda _search, _incumbent: 1)
        patch.setattr(decision, "DIVE_WIDTH", dive_width)
        _search, events = solve(problem, heuristic, beam_width=1)
    final = events[-1]
    assert final.outcome is not Outcome.LIMIT, final.reason
    assert moves(final) == moves(bfs_events[-1])


def test_a_dive_keeps_to_the_passs_threshold_and_says_its_pass(monkeypatch):
    monkeypatch.setattr(decision, "dive_after", lambda _search, _incumbent: 5)
    problem = KnightProblem(load_puzzle("D"))
    _search, events = solve(problem, "fewest", beam_width=1)
    assert events[-1].solution.depth == OPTIMAL_MOVES["D"]
    passes = [event for event in events if isinstance(event, IterationStarted)]
    assert passes, "the beam of width 1 must leave passes to run"
    last_pass = passes[-1]
    after = events[events.index(last_pass) + 1 : -1]
    assert after and all(event.iteration == last_pass.iteration for event in after)
    assert all(event.threshold == last_pass.threshold for event in after)
    added = [child for event in after for child, fate in event.successors if fate is Fate.ADDED]
    assert all(child.f <= last_pass.threshold for child in added)


def _dives(events: list) -> list[tuple[IterationStarted, int]]:
    """Each pass that dived, with the expansions it ran before its dive (the dive expands the
    root again within the pass)."""
    dives = []
    started = None
    for event in events:
        if isinstance(event, IterationStarted):
            started = event
        elif isinstance(event, Expansion) and started is not None and event.node.parent is None:
            spent = event.counters.expanded - 1 - started.counters.expanded
            if spent > 0:
                dives.append((started, spent))
    return dives


def _beam_solution(problem, heuristic: str, width: int):
    """What the decision search's opening beam of ``width`` finds: its incumbent."""
    search = start_search("decision", problem, problem.heuristics()[heuristic])
    steps = decision.beam_phase(search, search.make_root(), width)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def test_a_pass_dives_wider_each_time_once_it_has_paid_for_its_dives(monkeypatch):
    """The rule: widths doubling up to DIVE_WIDTH; each dive once the pass itself has spent
    what it and the dives before can cost at most, width times the incumbent's moves each."""
    monkeypatch.setattr(decision, "DIVE_WIDTH", 4)
    monkeypatch.setattr(decision, "DIVES", 3)
    problem = KnightProblem(load_puzzle("D"))
    moves = _beam_solution(problem, "fewest", 3).depth
    _search, events = solve(problem, "fewest", beam_width=3)
    passes, dives = _steps(events)
    expanded_before: dict[int, int] = {}  # by pass: its own expansions so far
    started: dict[int, tuple[int, int]] = {}  # by pass: (expansions before, width) per dive
    for index, event in enumerate(events):
        if not isinstance(event, Expansion) or event.iteration is None:
            continue
        number = passes[index]
        if index in dives:
            if event.node.parent is None:
                started.setdefault(number, []).append(expanded_before.get(number, 0))
        else:
            expanded_before[number] = expanded_before.get(number, 0) + 1
    assert started
    assert max(len(starts) for starts in started.values()) == 3
    for starts in started.values():
        assert starts == [moves, 3 * moves, 7 * moves][: len(starts)]
    assert decision.dive_schedule(_search, None) == [(moves, 1), (3 * moves, 2), (7 * moves, 4)]


def test_the_dive_rule_reads_the_incumbent_s_moves_and_the_dive_s_width():
    problem = KnightProblem(load_puzzle("B"))
    search = start_search("decision", problem, problem.heuristics()["fewest"])
    final = start_search("bfs", problem).run()
    assert decision.dive_after(search, final.solution) == decision.DIVE_WIDTH * 8
    assert decision.dive_after(search, None) == decision.DIVE_WIDTH  # nothing met yet: 1 move


# What the search asks of the heuristic: nothing a table or a dive already answered.


class AskedHeuristic:
    """A heuristic that records each question the search asks it, (event, state, budget):
    the event is the index of the one the question led to, in the list :meth:`run` returns;
    a whole estimate is asked within an infinite budget."""

    def __init__(self, heuristic: Heuristic) -> None:
        self.asked: list[tuple[int, object, float]] = []
        self._events = 0
        self._heuristic = heuristic
        self.heuristic = Heuristic(
            heuristic.name, heuristic.description, True, self.estimate, self.within
        )

    def estimate(self, state) -> float:
        return self.within(state, math.inf)

    def within(self, state, budget: float) -> float:
        self.asked.append((self._events, state, budget))
        return self._heuristic.estimate_within(state, budget)

    def run(self, problem, **parameters) -> list:
        search = start_search("decision", problem, self.heuristic, **parameters)
        events = []
        for event in search.events():
            events.append(event)
            self._events = len(events)
        return events


def _steps(events: list) -> tuple[dict[int, int], set[int]]:
    """Each event's pass (0 before the first) and the indices of the dives' expansions (a
    dive expands its pass's root again, then nodes whose open entries start with 1; a pass's
    first expansion may tell the opening beam's last entry taken)."""
    passes: dict[int, int] = {}
    dives: set[int] = set()
    current = 0
    pass_expanded = False
    for index, event in enumerate(events):
        if isinstance(event, IterationStarted):
            current, pass_expanded = event.iteration, False
        passes[index] = current
        if not isinstance(event, Expansion) or event.iteration is None:
            continue
        taken = event.open_change.taken
        dive_entry = taken is not None and taken[0] == 1
        if pass_expanded and (event.node.parent is None or dive_entry):
            dives.add(index)
        pass_expanded = True
    return passes, dives


def test_a_state_refuted_by_an_earlier_pass_is_not_estimated_again():
    """Its table bound is above the heuristic's estimate, so the estimate cannot decide."""
    problem = KnightProblem(load_puzzle("E"))
    asked = AskedHeuristic(problem.heuristics()["fewest"])
    events = asked.run(problem, beam_width=0)
    assert events[-1].outcome is Outcome.NO_SOLUTION
    passes, _dives = _steps(events)
    expanded: dict[int, set] = {}
    for index, event in enumerate(events):
        if isinstance(event, Expansion):
            expanded.setdefault(passes[index], set()).add(event.node.state)
    assert len(expanded) >= 3
    refuted: set = set()
    for number in sorted(expanded):
        asked_in_pass = [state for index, state, _budget in asked.asked if passes[index] == number]
        assert asked_in_pass, number
        assert not refuted.intersection(asked_in_pass), number
        refuted |= expanded[number]


def _pass_steps(events: list) -> list:
    """The passes' own expansions, the dives' left out: each as its node's state and its
    children's states, fates and estimates."""
    _passes, dives = _steps(events)
    return [
        (
            event.iteration,
            event.node.state,
            tuple((child.state, fate, child.h) for child, fate in event.successors),
        )
        for index, event in enumerate(events)
        if isinstance(event, Expansion) and event.iteration is not None and index not in dives
    ]


def test_a_dive_that_meets_no_goal_leaves_its_estimates_to_its_pass(monkeypatch):
    """Problem E has no solution, so every pass refutes and every dive fails: the passes
    expand the same nodes and see the same estimates as without a dive, and whatever the dive
    asked the heuristic that the pass would have asked, the pass does not ask again (but the
    estimates of the root's children, which the pass asked before its dive)."""
    problem = KnightProblem(load_puzzle("E"))
    monkeypatch.setattr(decision, "dive_after", lambda _search, _incumbent: math.inf)
    alone = AskedHeuristic(problem.heuristics()["fewest"])
    without_dive = alone.run(problem, beam_width=1)
    monkeypatch.setattr(decision, "dive_after", lambda _search, _incumbent: 1)
    diving = AskedHeuristic(problem.heuristics()["fewest"])
    with_dive = diving.run(problem, beam_width=1)
    assert without_dive[-1].outcome is with_dive[-1].outcome is Outcome.NO_SOLUTION
    assert _pass_steps(with_dive) == _pass_steps(without_dive)
    passes_alone, _none = _steps(without_dive)
    passes, dives = _steps(with_dive)
    dived = len({passes[index] for index in dives})
    assert dived >= 3
    asked_alone = {(passes_alone[index], state, budget) for index, state, budget in alone.asked}
    by_dives = {
        (passes[index], state, budget) for index, state, budget in diving.asked if index in dives
    }
    by_passes = [index for index, _state, _budget in diving.asked if index not in dives]
    saved = len(by_dives & asked_alone)
    assert saved > 0
    root_children = len(problem.successors(problem.initial_state()))
    assert len(by_passes) <= len(alone.asked) - saved + root_children * dived


def test_an_estimate_noted_answers_only_what_it_decides():
    """The whole estimate answers any budget; a value noted over one budget answers only a
    budget it is also over, the highest such value kept; a read keeps the state (a pass, its
    dives and the passes after it may all need it); past ``ESTIMATES_KEPT`` states, all are
    forgotten."""
    estimates = decision.Estimates()
    estimates.note("fits", 3, 5)
    estimates.note("over", 6, 5)
    assert estimates.recall("fits", 1) == 3
    assert estimates.recall("over", 4) == 6
    assert estimates.recall("over", 6) is None  # 6 may be less than the whole estimate
    estimates.note("over", 7, 6)
    estimates.note("over", 5, 4)  # a lower value over a lower budget: 7 still stands
    assert estimates.recall("over", 6) == 7
    estimates.note("over", 7, 8)  # now known whole
    assert estimates.recall("over", 20) == 7
    assert estimates.recall("fits", 9) == 3 and len(estimates) == 2


def test_the_estimates_kept_are_forgotten_at_once_past_their_cap(monkeypatch):
    monkeypatch.setattr(decision, "ESTIMATES_KEPT", 3)
    estimates = decision.Estimates()
    for state in "abc":
        estimates.note(state, 1, 2)
    assert len(estimates) == 3
    estimates.note("d", 1, 2)
    assert len(estimates) == 1 and estimates.recall("a", 2) is None


def test_no_question_is_asked_whose_answer_an_earlier_one_decides(monkeypatch):
    """The run keeps every answer, the beam's, the dives' and the passes': the whole estimate
    answers any budget, a value over a budget any budget it is also over. So a state is asked
    again only within a budget no earlier answer decided (a pass's child pruned by one is
    asked again by the next pass, which has one more to spend)."""
    monkeypatch.setattr(decision, "DIVE_WIDTH", 8)
    monkeypatch.setattr(decision, "dive_after", lambda _search, _incumbent: 16)
    problem = KnightProblem(load_puzzle("E"))
    fewest = problem.heuristics()["fewest"]

    def within(state, budget: float) -> float:  # over the budget: one more than it
        whole = fewest(state)
        return whole if whole <= budget or whole == math.inf else budget + 1

    cut = Heuristic("cut", "", True, fewest.estimate, within)
    asked = AskedHeuristic(cut)
    events = asked.run(problem, beam_width=1)
    assert events[-1].outcome is Outcome.NO_SOLUTION
    assert sum(isinstance(event, IterationStarted) for event in events) >= 3
    answers: dict = {}
    asked_again = 0
    for _index, state, budget in asked.asked:
        for old, old_budget in answers.get(state, []):
            assert old > old_budget and old <= budget, (state, old, old_budget, budget)
            asked_again += 1
        answers.setdefault(state, []).append((cut.estimate_within(state, budget), budget))
    assert asked_again  # the over-budget answers of one pass do not decide the next's


def test_a_dive_skips_the_states_its_pass_has_refuted(monkeypatch):
    """As the pass does: no goal under the threshold lies below them (a state the pass has
    done with, its frame closed, is in the table with more than is left)."""
    monkeypatch.setattr(decision, "DIVE_WIDTH", 8)
    monkeypatch.setattr(decision, "dive_after", lambda _search, _incumbent: 16)
    problem = KnightProblem(load_puzzle("E"))
    asked = AskedHeuristic(problem.heuristics()["fewest"])
    events = asked.run(problem, beam_width=1)
    passes, dives = _steps(events)
    expanded_in_pass: set = set()
    done: set = set()  # the states the pass under way has done with
    last = None
    skipped = 0
    for index, event in enumerate(events):
        if isinstance(event, IterationStarted):
            expanded_in_pass, done, last = set(), set(), None
        elif not isinstance(event, Expansion) or not passes[index]:
            continue
        elif index in dives:
            if event.node.parent is None and last is not None:  # a dive starts
                on_path = set()
                node = last
                while node is not None:
                    on_path.add(node.state)
                    node = node.parent
                done = expanded_in_pass - on_path
            assert event.node.state not in done
            skipped += sum(
                fate is Fate.DUPLICATE and child.state in done for child, fate in event.successors
            )
        else:
            expanded_in_pass.add(event.node.state)
            last = event.node
    assert skipped
