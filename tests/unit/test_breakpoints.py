"""Breakpoints fire at the first event that meets them and not before, and
``cavalo solve --break-on`` prints the state there."""

from __future__ import annotations

import pytest

from cavalo_gui.cli.main import main
from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.breakpoints import Breakpoint, BreakpointWatch, parse_breakpoints
from cavalo_gui.engine.events import Expansion, Fate, IterationStarted
from cavalo_gui.engine.problem import Heuristic


def _events(algorithm: str, name: str, heuristic: str | None = None):
    problem = KnightProblem(load_puzzle(name))
    chosen = problem.heuristics()[heuristic] if heuristic else None
    return problem, list(start_search(algorithm, problem, chosen).events())


def _fired(text: str, problem, events) -> list[int]:
    """The indices of the events at which the breakpoints of ``text`` fire."""
    watch = BreakpointWatch(parse_breakpoints(text), problem.is_goal)
    return [index for index, event in enumerate(events) if watch.check(event)]


def _first(events, condition) -> int:
    return next(index for index, event in enumerate(events) if condition(event))


def test_goal_generated_fires_where_the_goal_first_appears_among_the_successors():
    problem, events = _events("astar", "D", "fewest")
    solution = events[-1].solution
    first = _first(
        events,
        lambda e: (
            type(e) is Expansion
            and any(problem.is_goal(child.state) for child, fate in e.successors)
        ),
    )
    assert solution.parent is events[first].node  # the goal's parent, expanded there
    assert _fired("goal-generated", problem, events)[0] == first
    assert type(events[first + 1]) is not Expansion or events[first + 1].node is not solution


EDGES = {"S": [("A", 1), ("C", 5)], "A": [("C", 1)], "C": [("G", 10)], "G": []}
H = {"S": 0, "A": 10, "C": 0, "G": 0}


class Reopening:
    """S -> A (1), S -> C (5), A -> C (1), C -> G (10); h(A) = 10 is admissible but not
    consistent, so A* closes C at g 5 before A finds it at g 2: C is re-opened."""

    def initial_state(self):
        return "S"

    def successors(self, state):
        return [(target, target, cost) for target, cost in EDGES[state]]

    def is_goal(self, state):
        return state == "G"

    def heuristics(self):
        return {"h": Heuristic("h", "the table", True, H.__getitem__)}

    def progress(self, state):
        return 0.0


def test_reopen_fires_at_the_first_reopened_state():
    problem = Reopening()
    events = list(start_search("astar", problem, problem.heuristics()["h"]).events())
    first = _first(
        events,
        lambda e: type(e) is Expansion and any(f is Fate.REOPENED for _c, f in e.successors),
    )
    assert _fired("reopen", problem, events) == [first]
    assert events[first].node.state == "A"


def test_new_iteration_fires_at_each_pass_after_the_first():
    problem, events = _events("idastar", "B", "enunciado")
    marks = [i for i, e in enumerate(events) if type(e) is IterationStarted]
    assert _fired("new-iteration", problem, events) == marks[1:] and len(marks) > 3


def test_open_over_fires_as_open_grows_past_n_and_depth_at_that_depth():
    problem, events = _events("dfs", "D")
    sizes = [(i, e.open_size) for i, e in enumerate(events) if type(e) is Expansion]
    limit = max(size for _i, size in sizes) - 3
    first = next(i for i, size in sizes if size > limit)
    fired = _fired(f"open>{limit}", problem, events)
    assert fired[0] == first
    for index in fired[1:]:  # again only after open fell back to the limit or fewer
        previous = max(i for i, _size in sizes if i < index)
        assert events[previous].open_size <= limit
    assert _fired(f"open-over={limit}", problem, events) == fired
    depth = _first(events, lambda e: type(e) is Expansion and e.node.depth == 3)
    assert _fired("depth=3", problem, events)[0] == depth


def test_square_fires_when_a_node_reached_by_that_move_is_expanded():
    problem, events = _events("bfs", "A")
    first = _first(events, lambda e: type(e) is Expansion and e.node.move == "B3")
    assert _fired("square=b3", problem, events)[0] == first


def test_parsing_names_what_is_wrong():
    assert parse_breakpoints("goal-generated, reopen,depth=4") == (
        Breakpoint("goal-generated"),
        Breakpoint("reopen"),
        Breakpoint("depth=", 4),
    )
    with pytest.raises(ValueError, match="'open>lots'"):
        parse_breakpoints("open>lots")
    with pytest.raises(ValueError, match="unknown breakpoint 'goal'"):
        parse_breakpoints("goal")


def test_solve_prints_the_state_at_each_breakpoint(capsys):
    main(["solve", "--problem", "D", "--algorithm", "astar", "--break-on", "goal-generated"])
    said = capsys.readouterr().out
    assert said.count("break goal-generated at expansion") == 1
    # the goal generated is shown, not the parent that generated it (594 / 600 points)
    assert "a goal generated at depth 12" in said
    assert "path G1 E2 C1 B3 A1 C2 E1 G2 I1 J3 I5 H7" in said and "638 / 600 points" in said
