"""What the window and the reports know of an algorithm is declared on its spec, and each fact
is checked here against what the algorithm does: its open list's order and tie-breaking rule,
where it looks for duplicates, what it prunes by, whether it backs f up or abandons subtrees.
No module outside the engine asks for an algorithm by its name."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import ClassVar

import pytest

from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.engine.algorithms import ALGORITHMS, start_search
from cavalo_gui.engine.algorithms.spec import Duplicates, OpenList, Pruning
from cavalo_gui.engine.events import Expansion, Fate
from cavalo_gui.engine.problem import Heuristic

PACKAGE = Path(__file__).resolve().parents[2] / "cavalo_gui"
NAMES = frozenset(ALGORITHMS)


def _expansions(algorithm: str, problem, heuristic=None, **parameters) -> list[Expansion]:
    search = start_search(algorithm, problem, heuristic, **parameters)
    return [event for event in search.events() if type(event) is Expansion]


class Ties:
    """The root R has four children, generated in the order W, X, Y, Z; every child is a dead
    end except through G below Z. g, h and f are chosen so that each priority order meets a
    tie: g(W) = g(X) = 2, h(W) = h(X) = 1, so f(W) = f(X) = 3 and W was added first; Y has
    f = 3 too with a lower h (0); Z has the highest f."""

    EDGES: ClassVar = {"R": [("W", 2), ("X", 2), ("Y", 3), ("Z", 1)], "Z": [("G", 5)]}
    H: ClassVar = {"R": 0, "W": 1, "X": 1, "Y": 0, "Z": 5, "G": 0}

    def initial_state(self):
        return "R"

    def successors(self, state):
        return [(target, target, cost) for target, cost in self.EDGES.get(state, [])]

    def is_goal(self, state):
        return state == "G"

    def heuristics(self):
        return {"h": Heuristic("h", "the table", True, self.H.__getitem__)}

    def progress(self, state):
        return 0.0


@pytest.mark.parametrize(
    ("algorithm", "order"),
    [
        ("bfs", ["R", "W", "X", "Y", "Z"]),  # first in, first out
        ("dfs", ["R", "W", "X", "Y", "Z"]),  # the first successor first, each a dead end
        ("ucs", ["R", "Z", "W", "X", "Y"]),  # lowest g; W and X tie on g: W added first
        ("astar", ["R", "Y", "W", "X", "Z"]),  # lowest f; Y wins the tie on h, W on insertion
        ("greedy", ["R", "Y", "W", "X", "Z"]),  # lowest h (0 for Y), then W before X
    ],
)
def test_the_tie_breaking_rule_is_the_expansion_order(algorithm, order):
    problem = Ties()
    expanded = [
        event.node.state for event in _expansions(algorithm, problem, problem.heuristics()["h"])
    ]
    assert expanded[: len(order)] == order


def test_every_algorithm_states_its_tie_breaking_rule_and_its_open_list():
    for spec in ALGORITHMS.values():
        assert spec.tie_breaking.endswith(".") and len(spec.tie_breaking) > 30, spec.name
        assert isinstance(spec.open_list, OpenList) and isinstance(spec.pruning, Pruning)
    by_kind = {spec.open_list for spec in ALGORITHMS.values() if spec.open_list is not OpenList.OWN}
    assert by_kind == set(OpenList) - {OpenList.OWN}


class CycleAndDiamond(Ties):
    """S reaches C through A and through B (a diamond), and every move can be taken back (a
    cycle on every path); no goal, so every algorithm meets both before it ends."""

    EDGES: ClassVar = {
        "S": [("A", 1), ("B", 1)],
        "A": [("S", 1), ("C", 1)],
        "B": [("S", 1), ("C", 1)],
        "C": [("A", 1), ("B", 1)],
    }
    H: ClassVar = {"S": 0, "A": 0, "B": 0, "C": 0}

    def initial_state(self):
        return "S"

    def is_goal(self, state):
        return False


@pytest.mark.parametrize("algorithm", sorted(NAMES))
def test_duplicates_are_found_where_the_spec_says(algorithm):
    problem = CycleAndDiamond()
    spec = ALGORITHMS[algorithm]
    on_path = off_path = 0
    for event in _expansions(algorithm, problem, problem.heuristics()["h"], max_depth=6)[:200]:
        for child, fate in event.successors:
            if fate is Fate.DUPLICATE:
                ancestors = set()
                node = event.node
                while node is not None:
                    ancestors.add(node.state)
                    node = node.parent
                if child.state in ancestors:
                    on_path += 1
                else:
                    off_path += 1
    assert on_path > 0  # every algorithm discards a move taken back
    if spec.duplicates is Duplicates.ON_PATH:
        assert off_path == 0
    elif spec.duplicates is Duplicates.KNOWN:
        assert off_path > 0  # C met again through B


@pytest.mark.parametrize("algorithm", sorted(NAMES))
def test_children_are_pruned_only_by_the_algorithm_s_own_bound(algorithm):
    problem = KnightProblem(load_puzzle("C"))
    heuristic = problem.heuristics()["fewest"]
    spec = ALGORITHMS[algorithm]
    parameters = {"max_depth": 3} if spec.pruning is Pruning.DEPTH_LIMIT else {}
    if spec.pruning is Pruning.MEMORY:
        parameters = {"memory": 4}
    if spec.pruning is Pruning.BEAM_WIDTH:
        parameters = {"beam_width": 1}
    pruned = []
    for event in _expansions(algorithm, problem, heuristic, **parameters):
        pruned += [
            (child, event)
            for child, fate in event.successors
            if fate is Fate.PRUNED and child.h != float("inf")
        ]
    if spec.pruning is Pruning.NONE:
        assert pruned == []
        return
    assert pruned, "this run is built to meet the bound"
    for child, event in pruned:
        if spec.pruning is Pruning.DEPTH_LIMIT:
            assert child.depth == (event.threshold or 3)
        elif spec.pruning is Pruning.MEMORY:
            assert child.depth >= 4 - 1
        elif spec.pruning is Pruning.F_BOUND:
            bound = event.threshold if event.threshold is not None else event.f_limit
            assert bound is None or child.f > bound


@pytest.mark.parametrize("algorithm", sorted(NAMES))
def test_backing_up_and_abandoning_subtrees_are_what_the_spec_says(algorithm):
    problem = KnightProblem(load_puzzle("C"))
    heuristic = problem.heuristics()["fewest"]
    spec = ALGORITHMS[algorithm]
    parameters = {"memory": 4} if spec.memory_bounded else {}
    events = _expansions(algorithm, problem, heuristic, **parameters)
    assert any(event.backed_up for event in events) == spec.backs_up_f
    assert any(event.forgotten for event in events) == spec.memory_bounded
    if spec.abandons_subtrees:  # a node left and come back to is expanded anew
        expanded = [event.node for event in events]
        assert len({node.state for node in expanded}) < len(expanded)


def test_optimal_algorithms_with_an_admissible_heuristic_find_the_fewest_moves():
    problem = KnightProblem(load_puzzle("C"))
    heuristic = problem.heuristics()["fewest"]
    lengths = {}
    for name in ALGORITHMS:
        final = start_search(name, problem, heuristic).run()
        if final.solution is not None:
            lengths[name] = final.solution.depth
    optimum = lengths["bfs"]
    assert {name for name, spec in ALGORITHMS.items() if spec.optimal} <= set(lengths)
    assert all(lengths[name] == optimum for name, spec in ALGORITHMS.items() if spec.optimal)


def _name_comparisons(path: Path) -> list[str]:
    """Where ``path`` compares with an algorithm's name, or lists names in a set or a dict's
    keys (a membership table): each as 'file:line'."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []

    def names_in(node: ast.AST) -> bool:
        return any(
            isinstance(inner, ast.Constant) and inner.value in NAMES for inner in ast.walk(node)
        )

    for node in ast.walk(tree):
        keys = node.keys if isinstance(node, ast.Dict) else []
        if (isinstance(node, ast.Compare | ast.Set) and names_in(node)) or any(
            key is not None and names_in(key) for key in keys
        ):
            found.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    return found


def test_no_module_outside_the_engine_compares_an_algorithm_s_name():
    modules = [
        path for path in PACKAGE.rglob("*.py") if "engine" not in path.relative_to(PACKAGE).parts
    ]
    assert len(modules) > 50
    assert [place for path in modules for place in _name_comparisons(path)] == []


def test_the_scan_finds_a_comparison_a_set_and_a_table(tmp_path):
    sample = PACKAGE / "_sample_for_the_scan.py"
    text = 'A = x == "rbfs"\nB = y in {"smastar"}\nC = {"bfs": 1}\nD = ("bfs", "astar")\n'
    try:
        sample.write_text(text, encoding="utf-8")
        assert sorted({place.split(":")[1] for place in _name_comparisons(sample)}) == [
            "1",
            "2",
            "3",
        ]
    finally:
        sample.unlink()
