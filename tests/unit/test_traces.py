"""Golden traces on problem A: the order in which each algorithm expands nodes, to check by hand.

Problem A (target 70) has six numbers: A1=02, B1=20, C1=44 on row 1, B3=03, C3=30, D5=22.
02/20 and 03/30 are symmetric pairs (landing on one removes the other); 44 and 22 are doubles
(landing on one removes the other). The placements are A1, B1, C1 (columns A to J) and the
jumps, in operator order, are: A1 -> B3; B1 -> C3; C1 -> B3; B3 -> C1, A1; C3 -> D5, B1.
So the whole game is:

    A1 (2 points, removes B1) -> B3 (5, removes C3) -> C1 (49, removes D5): dead end
    B1 (20, removes A1) -> C3 (50, removes B3) -> D5 (72): the goal, in 3 moves
    C1 (44, removes D5) -> B3 (47, removes C3) -> A1 (49, removes B1): dead end

``fewest`` (fewest numbers left covering the points missing) gives: start 2 (44 + 30 >= 70);
A1 2 (68 missing: 44 + 30); B1 2 (50 missing: 44 + 30); C1 1 (26 missing: 30); A1-B3 2 (65
missing: 44 + 22); B1-C3 1 (20 missing: 44); C1-B3 inf (23 missing, only 20 + 02 left);
B1-C3-D5 0. With g = moves so far, f = g + h is: start 2; A1 3, B1 3, C1 2; A1-B3 4, B1-C3 3.

A node is written as the squares of its path ("start" for the root).
"""

from __future__ import annotations

import math

import pytest

from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.knight.board import SQUARE_NAMES
from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.events import Expansion, Fate, IterationStarted, Outcome
from cavalo_gui.engine.node import Node

SOLUTION = "B1-C3-D5"


def label(node: Node) -> str:
    squares = [SQUARE_NAMES[step.state[1]] for step in node.path()[1:]]
    return "-".join(squares) or "start"


def trace(algorithm: str, **parameters):
    problem = KnightProblem(load_puzzle("A"))
    search = start_search(algorithm, problem, problem.heuristics()["fewest"], **parameters)
    events = list(search.events())
    return events, search.final


def expanded(events) -> list[str]:
    return [label(event.node) for event in events if isinstance(event, Expansion)]


# Why each order is what it is:
# bfs: layer by layer; the goal D5 is tested when generated, while B1-C3 is expanded.
# dfs: A1's branch first, down to its dead end A1-B3-C1; then B1-C3 generates the goal.
# ucs: by g, ties in the order met: all of depth 1, then A1-B3, B1-C3, C1-B3, A1-B3-C1; the
#      goal (g = 3) is then selected.
# astar: lowest f (ties to the lower h, then the older): C1 (f 2; its child is hopeless),
#      A1 (3; A1-B3 gets f 4), B1 (3), B1-C3 (3); then the goal is selected.
# greedy: lowest h: C1 (1), A1 (2; older than B1), B1 (2; older than A1-B3), B1-C3 (1).
GOLDEN = {
    "bfs": ["start", "A1", "B1", "C1", "A1-B3", "B1-C3"],
    "dfs": ["start", "A1", "A1-B3", "A1-B3-C1", "B1", "B1-C3"],
    "ucs": ["start", "A1", "B1", "C1", "A1-B3", "B1-C3", "C1-B3", "A1-B3-C1"],
    "astar": ["start", "C1", "A1", "B1", "B1-C3"],
    "greedy": ["start", "C1", "A1", "B1", "B1-C3"],
}


@pytest.mark.parametrize("algorithm", list(GOLDEN))
def test_expansion_order(algorithm):
    events, final = trace(algorithm)
    assert expanded(events) == GOLDEN[algorithm]
    assert label(final.solution) == SOLUTION


def test_iddfs_deepens_one_level_per_iteration():
    # Limit 1: the placements are generated, not goals, and cut. Limit 2: the depth-2 nodes
    # are cut. Limit 3: DFS order again, A1-B3-C1 is cut at the limit, D5 generated: the goal.
    events, final = trace("iddfs")
    iterations = [(e.iteration, e.threshold) for e in events if isinstance(e, IterationStarted)]
    assert iterations == [(1, 1), (2, 2), (3, 3)]
    assert expanded(events) == [
        *["start"],
        *["start", "A1", "B1", "C1"],
        *["start", "A1", "A1-B3", "B1", "B1-C3"],
    ]
    assert label(final.solution) == SOLUTION


def test_ida_star_thresholds_and_order():
    # Pass 1, threshold f(start) = 2: only C1 (f 2) is within it; A1 and B1 (f 3) are pruned, so
    # the next threshold is 3. Pass 2: A1 (its child A1-B3 has f 4: pruned), B1, B1-C3, and D5
    # (f 3) is selected: the goal. C1 is never reached in pass 2.
    events, final = trace("idastar")
    thresholds = [e.threshold for e in events if isinstance(e, IterationStarted)]
    assert thresholds == [2, 3]
    assert expanded(events) == ["start", "C1", "start", "A1", "B1", "B1-C3"]
    in_pass = [(e.iteration, e.threshold) for e in events if isinstance(e, Expansion)]
    assert in_pass == [(1, 2), (1, 2), (2, 3), (2, 3), (2, 3), (2, 3)]
    assert label(final.solution) == SOLUTION
    # T counts the root's children again in pass 2: C1 (pass 1), A1, B1, C1, B1-C3, D5.
    assert final.counters.generated == 6


def test_rbfs_f_limits_and_backed_up_values():
    # start (limit inf): children A1 3, B1 3, C1 2. C1 is best, limit min(inf, 3) = 3; its only
    # child is hopeless, so C1 backs up inf. A1 is best (3), limit min(inf, B1's 3) = 3; its
    # child A1-B3 has f 4 > 3, so A1 backs up 4. B1 (3), limit min(inf, A1's 4) = 4; B1-C3 (3)
    # within it, limit 4; its child D5 (f 3) is selected: the goal.
    events, final = trace("rbfs")
    steps = [e for e in events if isinstance(e, Expansion)]
    assert [label(e.node) for e in steps] == ["start", "C1", "A1", "B1", "B1-C3"]
    assert [e.f_limit for e in steps] == [math.inf, 3, 3, 4, 4]
    backed = [[(label(node), value) for node, value in e.backed_up] for e in steps]
    assert backed == [[], [], [("C1", math.inf)], [("A1", 4)], []]
    assert label(final.solution) == SOLUTION


def test_sma_star_with_five_nodes_forgets_the_worst_leaves():
    # A node's successors come all at once while memory has room for them (as in A*), one a
    # step once it has not. start (f 2) makes A1 (3), B1 (3), C1 (2): 4 held. C1 (f 2): its one
    # child is hopeless, so C1 backs up inf and start min(3, 3, inf) = 3. A1 (f 3; it ties with
    # B1 and is older): makes A1-B3 (4), 5 held, and A1 backs up 4. B1's child would be a sixth:
    # one step makes B1-C3, and memory being full, the worst leaf goes first: C1 (f inf).
    # B1-C3 (f 3) makes D5: memory full again, the worst leaf is A1-B3 (f 4). D5 is selected:
    # the goal.
    events, final = trace("smastar", memory=5)
    steps = [e for e in events if isinstance(e, Expansion)]
    assert [label(e.node) for e in steps] == ["start", "C1", "A1", "B1", "B1-C3"]
    added = [[label(n) for n, fate in e.successors if fate is Fate.ADDED] for e in steps]
    assert added == [["A1", "B1", "C1"], [], ["A1-B3"], ["B1-C3"], ["B1-C3-D5"]]
    forgotten = [[label(node) for node in e.forgotten] for e in steps]
    assert forgotten == [[], [], [], ["C1"], ["A1-B3"]]
    assert [(label(n), v) for n, v in steps[1].backed_up] == [("C1", math.inf), ("start", 3)]
    assert [e.memory for e in steps] == [4, 4, 5, 5, 5]
    assert label(final.solution) == SOLUTION


def test_beam_too_narrow_misses_the_solution_and_says_so():
    # Width 2: of A1 (h 2), B1 (h 2), C1 (h 1) the newest of the worst, B1, is pushed out, and
    # with it the only solution. C1's child is hopeless; A1-B3 leads to a dead end.
    events, final = trace("beam", beam_width=2)
    assert expanded(events) == ["start", "C1", "A1", "A1-B3"]
    assert final.outcome is Outcome.LIMIT
    assert "wider beam" in render(final.reason)
    last = [e for e in events if isinstance(e, Expansion)][-1]
    assert [fate for _child, fate in last.successors] == [Fate.PRUNED]


def test_beam_wide_enough_finds_it():
    # Width 3 keeps all three placements, expanded by h: C1 (1), A1 (2), B1 (2). Layer 2 holds
    # B1-C3 (h 1) and A1-B3 (h 2), both expanded; layer 3 starts with D5: selected, the goal.
    events, final = trace("beam", beam_width=3)
    assert expanded(events) == ["start", "C1", "A1", "B1", "B1-C3", "A1-B3"]
    assert label(final.solution) == SOLUTION
