"""The replay of someone else's trace (engine/own_search): read in either form, held to the
puzzle's rules and to each algorithm's, on a small weighted graph written here, where a state is
reached again more cheaply (which never happens on the knight's boards: a state's depth is fixed
by what it has removed)."""

from __future__ import annotations

import io
import json

import pytest

from cavalo_gui.domains.catalogues import render
from cavalo_gui.engine.algorithms import get_algorithm
from cavalo_gui.engine.own_search.reading import TraceReadError, trace_lines
from cavalo_gui.engine.own_search.replay import replay_lines
from cavalo_gui.engine.problem import Heuristic

# S -> A (1), S -> B (4), A -> B (1), A -> C (5), B -> G (2), C -> G (1)
EDGES = {
    "S": [("A", 1), ("B", 4)],
    "A": [("B", 1), ("C", 5)],
    "B": [("G", 2)],
    "C": [("G", 1)],
    "G": [],
}
H = {"S": 3, "A": 2, "B": 1, "C": 1, "G": 0}


class Graph:
    """A tiny weighted graph as the engine's Problem: moves are named by the node reached."""

    def initial_state(self):
        return "S"

    def successors(self, state):
        return [(target, target, cost) for target, cost in EDGES[state]]

    def is_goal(self, state):
        return state == "G"

    def heuristics(self):
        return {"table": HEURISTIC}

    def progress(self, state):
        return 0


HEURISTIC = Heuristic("table", "h from a table", True, H.__getitem__)


def read_move(token):
    return str(token)


def jsonl(*lines: dict) -> io.BytesIO:
    return io.BytesIO("".join(json.dumps(line) + "\n" for line in lines).encode())


def expansion(*moves: str, **values) -> dict:
    return {"event": "expansion", "node": {"moves": list(moves)}, **values}


def replay(algorithm: str, *lines: dict, informed: bool = True):
    spec = get_algorithm(algorithm)
    return replay_lines(
        trace_lines(jsonl(*lines)),
        Graph(),
        spec,
        HEURISTIC if informed else None,
        read_move,
        {parameter.name: parameter.default for parameter in spec.parameters},
    )


def test_a_faithful_astar_holds_and_its_solution_is_found():
    result = replay(
        "astar",
        expansion(g=0, h=3, f=3),
        expansion("A", g=1, h=2, f=3),
        expansion("A", "B", g=2, h=1, f=3),
        {"event": "finished", "solution": ["A", "B", "G"], "generated": 5, "expanded": 3},
    )
    assert result.departure is None
    assert result.solution == ["A", "B", "G"] and result.solution_cost == 4
    assert result.generated == 5  # A, B; B again more cheaply, C; G
    assert result.printed == {"generated": 5, "expanded": 3}


def test_an_astar_that_never_updates_a_node_reached_more_cheaply_is_caught():
    """B enters open with g 4 (f 5) from S; from A it is reached with g 2 (f 3). An A* that
    keeps the old entry expands C (f 7)... no: it expands B by S's path with g 4."""
    result = replay(
        "astar",
        expansion(),
        expansion("A"),
        expansion("B", g=4),
    )
    departure = result.departure
    assert departure is not None and departure.expansion == 3 and departure.line == 3
    assert departure.rule == "update"
    assert "was not updated" in render(departure.said)


def test_an_astar_that_keeps_the_costlier_entry_and_takes_another_node_first():
    """Without the update, B waits with f 5; C (f 7) is taken before it: with B's update the
    model has B at f 3, and the departure names the missed cheaper path."""
    result = replay(
        "astar",
        expansion(),
        expansion("A"),
        expansion("A", "C"),
    )
    departure = result.departure
    assert departure is not None and departure.expansion == 3 and departure.rule == "update"
    said = render(departure.said)
    assert said.startswith("B was reached more cheaply at expansion 2 (g = 2 instead of 4)")


def test_an_astar_ordered_by_h_departs_at_its_first_choice_by_h():
    result = replay("astar", expansion(), expansion("B"))  # B: h 1, f 5; A: h 2, f 3
    departure = result.departure
    assert departure is not None and departure.expansion == 2 and departure.rule == "order"
    assert render(departure.said) == (
        "A* expands the open node of least f: you took B with f = 5 while A with f = 3 "
        "was open (generated at expansion 1)"
    )


def test_greedy_is_held_to_least_h_and_uniform_cost_to_least_g():
    assert replay("greedy", expansion(), expansion("B")).departure is None
    departure = replay("greedy", expansion(), expansion("A")).departure
    assert departure is not None and departure.rule == "order"
    assert replay("ucs", expansion(), expansion("A"), informed=False).departure is None
    departure = replay("ucs", expansion(), expansion("B"), informed=False).departure
    assert departure is not None and "least g" in render(departure.said)


def test_a_breadth_first_search_that_goes_deep_first_departs():
    result = replay(
        "bfs", expansion(), expansion("A"), expansion("A", "C"), informed=False
    )  # B (depth 1) still open
    departure = result.departure
    assert departure is not None and departure.expansion == 3 and departure.rule == "order"
    assert "deeper than one still open" in render(departure.said)


def test_depth_first_takes_the_deepest_and_ties_are_accepted_and_counted():
    result = replay(
        "dfs", expansion(), expansion("B"), expansion("A"), informed=False
    )  # after B, G ends it
    assert result.departure is None  # B's child G is the goal, tested when generated
    holds = replay("dfs", expansion(), expansion("A"), expansion("A", "C"), informed=False)
    assert holds.departure is None and holds.ties >= 1


def test_a_move_that_is_not_a_successor_and_a_node_never_generated():
    departure = replay("astar", expansion(), expansion("C")).departure
    assert departure is not None and departure.rule == "move"
    assert "the legal moves are A, B" in render(departure.said)
    departure = replay("astar", expansion(), expansion("A", "C", "G")).departure
    assert departure is not None and departure.rule == "generated"


def test_g_h_and_f_are_those_of_the_state():
    departure = replay("astar", expansion(), expansion("A", g=2)).departure
    assert departure is not None and departure.rule == "g"
    departure = replay("astar", expansion(), expansion("A", h=9)).departure
    assert departure is not None and render(departure.said) == (
        "h given is 9, but the heuristic table gives 2 for this state"
    )
    departure = replay("astar", expansion(f=4)).departure
    assert departure is not None and departure.rule == "f"
    assert replay("astar", expansion(h=3.0004)).departure is not None
    assert replay("astar", expansion("A"), expansion(h=3.0)).departure is not None  # not root


def test_idastar_thresholds_follow_the_rule():
    holds = replay(
        "idastar",
        expansion(threshold=3),
        expansion("A"),
        expansion("A", "B"),
        {"event": "finished", "solution": ["A", "B", "G"]},
    )
    assert holds.departure is None and holds.thresholds == [3]
    wrong = replay("idastar", expansion(threshold=5)).departure
    assert wrong is not None and wrong.rule == "threshold"
    assert render(wrong.said) == "the first threshold is 5, but IDA* starts at the root's f, 3"


def test_a_lisp_trace_reads_as_the_json_one():
    text = (
        b'(:format "cavalo-trace" :version 1)\n'
        b"; a comment\n"
        b'(:event "expansion" :moves NIL :g 0 :h 3 :f 3)\n'
        b'(:event "expansion" :moves ("A") :g 1 :h 2 :f 3)\n'
        b'(:event "expansion" :moves (|A| B) :g 2 :h 1 :f 3)\n'
        b'(:event "finished" :solution ("A" "B" "G") :generated 4 :expanded 3 :penetrance 3/4)\n'
    )
    lines = list(trace_lines(io.BytesIO(text)))
    assert [line.number for line in lines] == [1, 3, 4, 5, 6]
    assert lines[1].fields == {"event": "expansion", "moves": [], "g": 0, "h": 3, "f": 3}
    assert lines[4].fields["penetrance"] == 0.75
    spec = get_algorithm("astar")
    result = replay_lines(iter(lines[1:]), Graph(), spec, HEURISTIC, read_move, {})
    assert result.departure is None and result.expansions == 3


@pytest.mark.parametrize(
    ("text", "line", "expected"),
    [
        (b'{"format": "cavalo-trace"}\n{"event": "expansion",\n', 2, "expected one JSON object"),
        (b'{"a": 1}\n[1, 2]\n', 2, "expected a JSON object"),
        (b'(:format "cavalo-trace")\n(:event "expansion" :moves ("A")\n', 2, "Lisp property list"),
        (b'(:format "cavalo-trace")\n(:event)\n', 2, "expected a property list"),
        (b'(:format "cavalo-trace")\n(event "x")\n', 2, "expected a keyword such as :event"),
        (b"hello\n", 1, "expected a JSON object ({...}) or a Lisp property list"),
        (b'{"a": 1}\n\xff\xfe\n', 2, "not UTF-8"),
    ],
)
def test_a_malformed_line_is_named_with_what_was_expected(text, line, expected):
    with pytest.raises(TraceReadError) as raised:
        list(trace_lines(io.BytesIO(text)))
    assert raised.value.line == line
    assert expected in render(raised.value.said)


def test_a_trace_cut_in_the_middle_of_its_last_line_is_said_not_refused():
    text = jsonl(expansion(), expansion("A")).getvalue() + b'{"event": "expansion", "node'
    spec = get_algorithm("astar")
    stream = io.BufferedReader(io.BytesIO(text))
    result = replay_lines(trace_lines(stream), Graph(), spec, HEURISTIC, read_move, {})
    assert result.truncated and result.expansions == 2 and result.departure is None


def test_a_value_of_the_wrong_kind_names_the_property():
    with pytest.raises(TraceReadError) as raised:
        replay("astar", expansion(g="two"))
    assert render(raised.value.said) == "expected a number for g, got 'two'"
    assert raised.value.line == 1


def test_a_costlier_copy_of_a_state_already_expanded_is_no_missed_update():
    """Without a closed list, A* may expand B again by S's costlier path once it has expanded
    it by A's; here it breaks A*'s order (G, f 4, waits), not the update rule."""
    result = replay(
        "astar",
        expansion(),
        expansion("A"),
        expansion("A", "B"),
        expansion("B", g=4),
    )
    departure = result.departure
    assert departure is not None and departure.expansion == 4 and departure.rule == "order"
    assert "while G with f = 4 was open" in render(departure.said)


def test_a_search_without_a_closed_list_counts_every_successor_as_generated():
    """A BFS that expands S's child B and then A's child B again keeps no closed list: its T
    is every successor of the nodes it expanded."""
    from cavalo_gui.reports.own_search.statistics import recomputed

    result = replay(
        "bfs", expansion(), expansion("A"), expansion("B"), expansion("A", "B"), informed=False
    )
    assert result.departure is None and result.tree_search and result.expanded_again == 1
    assert recomputed(result)["generated"] == 2 + 2 + 1 + 1  # S: A B; A: B C; B: G; B: G
