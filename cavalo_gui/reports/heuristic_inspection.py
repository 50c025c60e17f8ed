"""A heuristic held against the truth: for each node a run expanded, its estimate h and the
true remaining cost h*, the admissibility violations (h > h*), the consistency violations
(h drops along an edge by more than the edge's cost) and the ratio h/h*. Shared by
``cavalo inspect`` and the window's inspector; no Qt here."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field

from cavalo_gui.domains.inspection_seam import path_words
from cavalo_gui.engine.events import Expansion
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.problem import Heuristic, Problem
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.heuristic_truth import NodeBudget, exact_heuristic, true_cost

EPSILON = 1e-9
DEFAULT_PER_STATE = 20_000
DEFAULT_TOTAL = 2_000_000


@dataclass
class InspectedNode:
    """One expanded node: its place in the run, its estimate and (once known) its truth.

    ``true`` is None while unknown (not yet computed, or its budget ran out); ``parent`` is
    the row of the node it was reached from, when that one was expanded too."""

    row: int
    moves: tuple[str, ...]
    g: float
    h: float
    state: Hashable
    parent: int | None
    true: float | None = None

    @property
    def inadmissible(self) -> bool:
        return self.true is not None and self.h > self.true + EPSILON


@dataclass(frozen=True)
class Inconsistency:
    """An edge along which h drops by more than the step costs: h(parent) - h(child) > cost."""

    parent: int
    child: int
    drop: float
    cost: float


@dataclass
class Inspection:
    """The expanded nodes of one run against the heuristic ``heuristic``, filled in by
    :meth:`compute` as far as the budget allows."""

    problem: Problem
    heuristic: Heuristic
    nodes: list[InspectedNode]
    exact: Heuristic
    cache: dict[Hashable, float | None] = field(default_factory=dict)
    spent: int = 0

    @classmethod
    def of_nodes(
        cls, problem: Problem, heuristic: Heuristic, expanded: Iterable[Node], exact_name: str
    ) -> Inspection:
        """The inspection of ``expanded`` (in the order expanded), h* still unknown."""
        rows: list[InspectedNode] = []
        seen: dict[int, int] = {}
        for node in expanded:
            parent = seen.get(id(node.parent)) if node.parent is not None else None
            seen[id(node)] = len(rows)
            rows.append(
                InspectedNode(
                    len(rows),
                    tuple(node.moves()),
                    node.g,
                    heuristic(node.state),
                    node.state,
                    parent,
                )
            )
        return cls(problem, heuristic, rows, exact_heuristic(problem, exact_name))

    def path_text(self, node: InspectedNode) -> str:
        """``node``'s moves from the start in one line, set apart as the puzzle chooses
        ("Sibiu → Rimnicu Vilcea"; "A1 B3" on the knight's board); empty for the start."""
        return path_words(self.problem, node.moves)

    def compute(
        self,
        per_state: int = DEFAULT_PER_STATE,
        total: int = DEFAULT_TOTAL,
        cancelled: Callable[[], bool] = lambda: False,
        done: Callable[[InspectedNode], None] | None = None,
    ) -> None:
        """Find h* of each node in turn, each exact search within ``per_state`` generated
        nodes and all of them within ``total``; a state met twice is searched once. Stops when
        ``cancelled()`` says so; ``done`` hears of each node as it is settled."""
        budget = NodeBudget(per_state, total, cancelled=cancelled)
        for node in self.nodes:
            if cancelled():
                break
            if node.state not in self.cache:
                if budget.left == 0:
                    break
                self.cache[node.state] = true_cost(self.problem, self.exact, node.state, budget)
            node.true = self.cache[node.state]
            if done is not None:
                done(node)
        self.spent += budget.spent

    def inadmissible(self) -> list[InspectedNode]:
        return [node for node in self.nodes if node.inadmissible]

    def inconsistencies(self) -> list[Inconsistency]:
        found = []
        for node in self.nodes:
            if node.parent is None:
                continue
            parent = self.nodes[node.parent]
            cost = node.g - parent.g
            drop = parent.h - node.h
            if drop > cost + EPSILON and not math.isinf(parent.h):
                found.append(Inconsistency(parent.row, node.row, drop, cost))
        return found

    def ratios(self) -> list[float]:
        """h/h* of each node whose h* is known, finite and positive."""
        return [
            node.h / node.true
            for node in self.nodes
            if node.true is not None and 0 < node.true < math.inf and not math.isinf(node.h)
        ]

    def known(self) -> int:
        return sum(node.true is not None for node in self.nodes)


def expanded_nodes(events: Iterable[object]) -> list[Node]:
    """The nodes of a run's expansions, in order."""
    return [event.node for event in events if type(event) is Expansion]


def inspect_run(setup: RunChoices) -> Inspection:
    """Run ``setup`` headless and set up the inspection of its expanded nodes against its
    heuristic (the puzzle's default one when the algorithm is uninformed)."""
    problem, search = setup.start()
    nodes = expanded_nodes(search.events())
    name = setup.heuristic or setup.domain.default_heuristic
    heuristic = problem.heuristics()[name]
    return Inspection.of_nodes(problem, heuristic, nodes, setup.domain.default_heuristic)


def csv_rows(inspection: Inspection) -> Sequence[Sequence[object]]:
    """The header and one row per expanded node: its moves from the start, g, h, h* (empty
    when unknown, ``inf`` when no goal is reachable)."""
    rows: list[Sequence[object]] = [("node", "moves", "g", "h", "h*")]
    for node in inspection.nodes:
        true = "" if node.true is None else _number(node.true)
        moves = inspection.path_text(node)
        rows.append((node.row, moves, _number(node.g), _number(node.h), true))
    return rows


def _number(value: float) -> str:
    if math.isinf(value):
        return "inf"
    return str(int(value)) if float(value).is_integer() else f"{value:.6g}"
