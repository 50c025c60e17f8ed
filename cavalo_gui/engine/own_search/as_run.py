"""A student's trace as a run: its expansions turned into the events an algorithm yields, so
that the window folds them into its model as it folds its own runs (board, search tree, chart,
statistics, timeline, step back).

Each expansion line becomes one :class:`Expansion` of the node the trace names, with the
puzzle's successors of its state and what a graph search of the algorithm would make of each
(added to open, a duplicate, updated, re-opened, the goal at generation, pruned beyond a bound),
and the change to the open list: the open list shown is the one every faithful search of the
algorithm would hold after the student's expansions, keyed by the algorithm's order, so that
the open-list pane shows the node the rule would take beside the one the student took. The
run ends with the trace: solved where it reached the target, else at a limit that says the
trace ended (a student's search proves nothing here). A line that cannot be shown on the board
(a move off the rules) ends the run there, saying why.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import Any

from cavalo_gui.engine.algorithms.spec import Algorithm, Duplicates, OpenList
from cavalo_gui.engine.events import (
    Event,
    Expansion,
    Fate,
    Finished,
    IterationStarted,
    Outcome,
)
from cavalo_gui.engine.limits import RunControl
from cavalo_gui.engine.message import MessageError, message
from cavalo_gui.engine.node import Node, State
from cavalo_gui.engine.open_change import Entry, OpenChange
from cavalo_gui.engine.own_search.fields import event_of, moves_of, solution_of
from cavalo_gui.engine.own_search.reading import TraceReadError, open_trace, trace_lines
from cavalo_gui.engine.problem import Heuristic, Problem
from cavalo_gui.engine.search import Search

GOAL_AT_GENERATION = frozenset({"bfs", "dfs", "iddfs"})
CLOSING_EVENTS = frozenset({"finished", "statistics", "end", "solution"})


class _TraceRun:
    """The state of one trace's run: the nodes generated, the open list, the states met."""

    def __init__(self, search: Search, algorithm: Algorithm, read_move: Callable[[Any], str]):
        self.search = search
        self.algorithm = algorithm
        self.read_move = read_move
        self.problem = search.problem
        self.order = algorithm.open_list
        self.goal_at_generation = algorithm.name in GOAL_AT_GENERATION
        self.graph = algorithm.duplicates is Duplicates.KNOWN
        self.waiting: dict[tuple[str, ...], Node] = {}  # generated, not expanded, by moves
        self.expanded: dict[tuple[str, ...], Node] = {}
        self.entries: dict[tuple[str, ...], Entry] = {}  # in open, by moves
        self.open_by_state: dict[State, tuple[str, ...]] = {}
        self.best: dict[State, float] = {}  # every state met, its cheapest cost
        self.closed: set[State] = set()
        self.seq = 0
        self.iteration = 0
        self.solution: Node | None = None

    def key(self, node: Node) -> tuple:
        """The node's place in the algorithm's order (its open entry without the node)."""
        self.seq += 1
        order = self.order
        if order is OpenList.FIFO:
            return (node.depth, self.seq)
        if order in (OpenList.LIFO, OpenList.BOUNDED_STACK):
            return (-self.seq,)
        if order is OpenList.LOWEST_F:
            return (node.f, self.seq)
        if order is OpenList.LOWEST_G:
            return (node.g, self.seq)
        if order is OpenList.LOWEST_H:
            return (node.h, self.seq)
        return (self.seq,)

    def label(self, token: Any) -> str:
        return self.read_move(token)

    def node_at(self, moves: tuple[str, ...]) -> Node:
        """The node the trace names: the one generated for it, else followed from the root
        (a node the student took from elsewhere); MessageError for a move off the rules."""
        found = self.waiting.pop(moves, None) or self.expanded.get(moves)
        if found is not None:
            return found
        parent = self.node_at(moves[:-1]) if moves else None
        if parent is None:
            return self.search.make_root()
        for move, state, cost in self.problem.successors(parent.state):
            if move == moves[-1]:
                return self._child(parent, move, state, cost)
        legal = ", ".join(move for move, _s, _c in self.problem.successors(parent.state)) or "-"
        raise MessageError(
            message("check.rule.illegal-move", move=moves[-1], depth=len(moves), legal=legal)
        )

    def _child(self, parent: Node, move: str, state: State, cost: float) -> Node:
        search = self.search
        child = Node(state, parent, move, parent.g + cost, search.heuristic.estimate(state))
        return search.weigh(child)

    def _cost(self, node: Node) -> float:
        return node.depth if self.goal_at_generation else node.g

    def expansion(self, moves: tuple[str, ...], threshold: float | None) -> Iterator[Event]:
        search = self.search
        change_bound = None
        pruned: list[Entry] = []
        if not moves and (self.expanded or self.algorithm.name in ("idastar", "iddfs")):
            self.iteration += 1
            if threshold is not None:
                yield IterationStarted(self.iteration, threshold, search.counters())
                change_bound = threshold
            pruned = list(self.entries.values())
            self.entries.clear()
            self.open_by_state.clear()
            self.waiting.clear()
            self.expanded.clear()
            self.best.clear()
            self.closed.clear()
        node = self.node_at(moves)
        taken = self.entries.pop(moves, None)
        if taken is not None:
            self.open_by_state.pop(node.state, None)
        search.expanded += 1
        search.observe(node)
        self.expanded[moves] = node
        self.closed.add(node.state)
        self.best.setdefault(node.state, self._cost(node))
        on_path = set()
        if not self.graph:
            walk: Node | None = node
            while walk is not None:
                on_path.add(walk.state)
                walk = walk.parent
        children: list[tuple[Node, Fate]] = []
        added: list[Entry] = []
        replaced: list[Entry] = []
        for move, state, cost in self.problem.successors(node.state):
            child = self._child(node, move, state, cost)
            path = (*moves, move)
            self.waiting[path] = child
            fate = self._fate(child, on_path, threshold)
            children.append((child, fate))
            if fate is Fate.DUPLICATE:
                search.duplicates += 1
                continue
            if fate is Fate.PRUNED:
                continue
            search.generated += 1
            self.best[state] = self._cost(child)
            if fate is Fate.GOAL:
                self.solution = child
                break
            if fate is Fate.UPDATED:
                old = self.open_by_state.pop(state)
                replaced.append(self.entries.pop(old))
            entry = (*self.key(child), child)
            self.entries[path] = entry
            if self.graph:
                self.open_by_state[state] = path
            added.append(entry)
        open_size = len(self.entries)
        search.note_open(open_size)
        change = OpenChange(tuple(added), taken, tuple(replaced), tuple(pruned), (), change_bound)
        yield Expansion(
            node,
            tuple(children),
            open_size,
            len(self.closed),
            search.counters(),
            iteration=self.iteration or None,
            threshold=threshold,
            open_change=change,
        )

    def _fate(self, child: Node, on_path: set, threshold: float | None) -> Fate:
        if not self.graph:
            if child.state in on_path:
                return Fate.DUPLICATE
        else:
            known = self.best.get(child.state)
            if known is not None and known <= self._cost(child):
                return Fate.DUPLICATE
        if child.h == math.inf:
            return Fate.PRUNED
        if self.goal_at_generation and self.problem.is_goal(child.state):
            return Fate.GOAL
        name = self.algorithm.name
        if threshold is not None:
            over = child.f if name == "idastar" else child.depth
            if (name == "idastar" and over > threshold) or (name == "iddfs" and over > threshold):
                return Fate.PRUNED
        if self.graph and child.state in self.best:
            if child.state in self.open_by_state:
                return Fate.UPDATED
            return Fate.REOPENED
        return Fate.ADDED

    def finished(self, solution_moves: tuple[str, ...] | None, truncated: bool) -> Finished:
        search = self.search
        states = len(self.best)
        solution = self.solution
        taken = None
        if solution is None and solution_moves is not None:
            try:
                solution = self.node_at(solution_moves)
            except MessageError:
                solution = None
            taken = self.entries.pop(solution_moves, None)
        if solution is not None and self.problem.is_goal(solution.state):
            search.observe(solution)
            reason = message("own-run.solved", n=solution.depth, expansions=search.expanded)
            change = OpenChange(taken=taken)
            return Finished(
                Outcome.SOLVED, reason, search.counters(), solution, search.best, states,
                open_change=change,
            )  # fmt: skip
        said = "own-run.truncated" if truncated else "own-run.ended"
        reason = message(said, n=search.expanded)
        return Finished(Outcome.LIMIT, reason, search.counters(), None, search.best, states)


def trace_events(
    search: Search,
    *,
    path: Path,
    algorithm: Algorithm,
    read_move: Callable[[Any], str],
    thresholds: tuple[float, ...] = (),
) -> Iterator[Event]:
    """The events of the trace at ``path`` (whose header was checked) as a run of
    ``algorithm``: one :class:`Expansion` per expansion line, then one :class:`Finished`.
    ``thresholds``: each pass's bound, as the check found them (IDA*, IDDFS)."""
    run = _TraceRun(search, algorithm, read_move)
    labels: dict[Any, str] = {}
    solution: tuple[str, ...] | None = None
    closed = False
    passes = 0
    try:
        with open_trace(path) as stream:
            lines = trace_lines(stream)
            next(lines, None)  # the header
            for line in lines:
                event = event_of(line.fields)
                if event in CLOSING_EVENTS:
                    closed = True
                    tokens = solution_of(line.fields)
                    if tokens is not None and solution is None:
                        solution = tuple(_labels(run, labels, tokens))
                    continue
                if event != "expansion":
                    continue
                if search.control.stop_requested:
                    yield run.finished(None, truncated=True)
                    return
                moves = tuple(_labels(run, labels, moves_of(line.fields)))
                threshold = None
                if not moves and algorithm.name in ("idastar", "iddfs"):
                    passes += 1
                    if passes <= len(thresholds):
                        threshold = thresholds[passes - 1]
                elif run.iteration and thresholds:
                    threshold = thresholds[min(run.iteration, len(thresholds)) - 1]
                yield from run.expansion(moves, threshold)
                if run.solution is not None:
                    solution = tuple(run.solution.moves())
    except TraceReadError as error:
        if error.truncated:  # the last line cut short: the student's program stopped there
            yield run.finished(solution, truncated=True)
            return
        reason = message("own-run.cannot-show", n=search.expanded + 1, what=error.said)
        yield Finished(Outcome.LIMIT, reason, search.counters(), None, search.best, len(run.best))
        return
    except MessageError as error:
        reason = message("own-run.cannot-show", n=search.expanded + 1, what=error.said)
        yield Finished(Outcome.LIMIT, reason, search.counters(), None, search.best, len(run.best))
        return
    yield run.finished(solution, truncated=not closed)


def _labels(run: _TraceRun, known: dict[Any, str], tokens: list[Any]) -> list[str]:
    """The labels of a node's moves as the trace writes them, each token read once."""
    found = []
    for token in tokens:
        key = token if isinstance(token, str) else repr(token)
        label = known.get(key)
        if label is None:
            label = known[key] = run.label(token)
        found.append(label)
    return found


def trace_search(
    path: Path,
    problem: Problem,
    algorithm: Algorithm,
    heuristic: Heuristic | None,
    read_move: Callable[[Any], str],
    control: RunControl | None = None,
    thresholds: tuple[float, ...] = (),
    weight: float = 1.0,
) -> Search:
    """A :class:`Search` whose events are the trace's: the window's worker drives it as it
    drives an algorithm's."""
    events = partial(
        trace_events, path=path, algorithm=algorithm, read_move=read_move, thresholds=thresholds
    )
    chosen = heuristic if algorithm.informed else None
    search = Search(events, problem, chosen, control, algorithm.optimal)
    search.weight = weight
    return search
