"""A trace's expansions replayed on the puzzle and held to the algorithm's rule, one line at a
time: the puzzle's rules (each move legal, each node generated before it is expanded, its
depth, g, h and f those of its state), the algorithm's order against the open list rebuilt from
the expansions and the successors, and the course's statistics recomputed.

Knowing no puzzle, the replay is given the engine's :class:`Problem`, the heuristic named by
the trace and a function reading a move as the trace writes it (``read_move``). The first
departure ends the checking (what follows it would be judged against a search that is no
longer the student's); the rest of the trace is still read, for its closing line.

The open list is kept by state, with the entries every faithful search of the algorithm holds
(a state's first generation, and for A* and uniform cost its cheaper arrivals), so that a node
of the model waiting with a better key than the one expanded is a departure whatever the
student's duplicate policy; a node expanded that the model does not hold (a second copy of a
state, a state expanded again) is accepted and said.
"""

from __future__ import annotations

import heapq
import math
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from cavalo_gui.engine.algorithms.spec import Algorithm, Duplicates, OpenList
from cavalo_gui.engine.message import Message, MessageError, message
from cavalo_gui.engine.node import State
from cavalo_gui.engine.own_search.fields import (
    event_of,
    moves_of,
    number,
    solution_of,
    statistics_of,
)
from cavalo_gui.engine.own_search.reading import TraceLine, TraceReadError
from cavalo_gui.engine.problem import Heuristic, Problem

GOAL_AT_GENERATION = frozenset({"bfs", "dfs", "iddfs"})
"""The algorithms that test the goal when a node is generated (the course's BFS and DFS), so
that the search ends at the expansion that generated it."""
PASSES = frozenset({"idastar", "iddfs"})
"""The algorithms that search in passes, each from the root under a new bound."""
ORDERED = {
    OpenList.FIFO: "depth",
    OpenList.LIFO: "deepest",
    OpenList.LOWEST_F: "f",
    OpenList.LOWEST_G: "g",
    OpenList.LOWEST_H: "h",
    OpenList.BOUNDED_STACK: "deepest",
}
"""The rule of each algorithm's open list: which key the node expanded must be least of."""
CHEAPER_MUST_REOPEN = frozenset({OpenList.LOWEST_F, OpenList.LOWEST_G})
"""The orders that depend on g, whose search must take a cheaper path to a state it already
holds (update it in open, or re-open it)."""
TOLERANCE = 1e-9
CACHED_SUCCESSORS = 256
MISSING = object()


def close_enough(given: float, true: float) -> bool:
    """Whether ``given``, as the trace wrote it, is ``true``: equal, or ``true`` rounded to
    the decimals ``given`` was written with (``5.1`` for 5.0833)."""
    if math.isinf(true) or math.isinf(given):
        return given == true
    if abs(given - true) <= TOLERANCE * max(1.0, abs(true)):
        return True
    written = repr(given)
    if "e" in written or "." not in written:
        return False
    decimals = len(written.split(".")[1])
    return abs(given - true) <= 0.5 * 10.0**-decimals + TOLERANCE


LARGEST_SHOWN = 1e12  # beyond, a number is echoed as written (1e+30), not grouped


def shown(value: float) -> float | int | str:
    """A number for a message: whole numbers as integers, a huge or undefined one as text."""
    if not math.isfinite(value) or abs(value) >= LARGEST_SHOWN:
        return "∞" if value == math.inf else f"{value:g}"
    if float(value).is_integer():
        return int(value)
    return round(value, 4)


@dataclass(frozen=True, slots=True)
class Departure:
    """Where the trace leaves the rules: its ``line``, the ``expansion`` (1-based, None for
    the closing line or the file), the ``rule`` broken (a short name: move, generated, depth,
    g, h, f, order, update, threshold, depth-limit, statistics, solution) and what happened."""

    line: int
    expansion: int | None
    rule: str
    said: Message


@dataclass(slots=True)
class OpenEntry:
    """A node waiting in the rebuilt open list: its key and values, the move that reached it
    and the expansion that generated it; ``cheaper`` the g it replaced, when it did."""

    key: float
    g: float
    h: float
    depth: int
    move: str
    born: int
    seq: int
    cheaper: float | None = None


@dataclass
class Replay:
    """What the replay found: the counts, the notes about the student's search, the
    recomputed statistics, the solution and the first departure."""

    expansions: int = 0
    lines: int = 0
    departure: Departure | None = None
    ties: int = 0
    first_tie: int | None = None
    expanded_again: int = 0
    first_expanded_again: int | None = None
    reopened: int = 0
    first_reopened: int | None = None
    generated: int = 0
    generated_all: int = 0
    last_children: int = 0
    last_generated_before_goal: int | None = None
    solution: list[str] | None = None
    solution_cost: float | None = None
    solution_line: int | None = None
    goal_reached: bool = False
    finished: bool = False
    truncated: bool = False
    printed: dict[str, float] = field(default_factory=dict)
    printed_line: int | None = None
    passes: int = 0
    thresholds: list[float] = field(default_factory=list)
    tree_search: bool = False  # a graph search's rule, but a state expanded twice

    @property
    def holds(self) -> bool:
        return self.departure is None


class TraceReplay:
    """The replay of one trace's lines after its header (:meth:`run`)."""

    def __init__(
        self,
        problem: Problem,
        algorithm: Algorithm,
        heuristic: Heuristic | None,
        read_move: Callable[[Any], str],
        parameters: dict[str, float] | None = None,
    ) -> None:
        self.problem = problem
        self.algorithm = algorithm
        self.heuristic = heuristic
        self.read_move = read_move
        parameters = parameters or {}
        self.weight = float(parameters.get("weight", 1.0))
        self.max_depth = parameters.get("max_depth")
        self.order = ORDERED.get(algorithm.open_list)
        self.passes = algorithm.name in PASSES
        self.goal_at_generation = algorithm.name in GOAL_AT_GENERATION
        # The course's BFS and DFS call a state met again a duplicate unless it is shallower.
        self.by_depth = self.goal_at_generation
        self.on_path = algorithm.duplicates is not Duplicates.KNOWN
        # An open list of its own shape (RBFS, SMA*, the decision search) may carry a value
        # backed up from below, never less than the heuristic's own.
        self.backed_up = algorithm.open_list is OpenList.OWN
        self.result = Replay()
        self._successors: OrderedDict[State, list[tuple[str, State, float]]] = OrderedDict()
        self._labels: dict[Any, str] = {}
        self._pairs: dict[tuple, str] = {}
        self._last: tuple[list[str], int, int] = ([], 0, 0)  # moves, path, parent's path
        self.root = problem.initial_state()
        self.threshold = math.inf
        self._new_pass()
        # Each node generated and not expanded since, by the hash of its moves: its state (None
        # for a copy of a state met before, followed again if it is expanded), and its g where
        # it is not its depth (moves of cost 1 make them equal: nothing more is kept).
        self.pending: dict[int, State | None] = {}
        self.pending_g: dict[int, float] = {}
        self.stack: list[State] = []  # the states from the root to the node expanded
        self.seq = 0

    # -------------------------------------------------------------- the open list rebuilt

    def _new_pass(self) -> None:
        self.entries: dict[State, OpenEntry] = {}
        self.heap: list[tuple[float, int, State]] = []
        # Every state met in the pass: its cheapest cost (depth for BFS and DFS, else g), as
        # c >= 0 while it is not expanded and as -c - 1 once it is (one table, half the memory).
        self.known: dict[State, float] = {}
        self.next_threshold = math.inf

    def _key(self, g: float, h: float, depth: int) -> float:
        order = self.order
        if order == "depth":
            return depth
        if order == "deepest":
            return -depth
        if order == "g":
            return g
        if order == "h":
            return h
        return self._f(g, h)

    def _cost(self, g: float, depth: int) -> float:
        return depth if self.by_depth else g

    def _f(self, g: float, h: float) -> float:
        return g + self.weight * h if h != math.inf else math.inf

    def _push(self, state: State, entry: OpenEntry) -> None:
        self.entries[state] = entry
        heapq.heappush(self.heap, (entry.key, entry.seq, state))

    def _best_waiting(self) -> tuple[State, OpenEntry] | None:
        heap, entries = self.heap, self.entries
        while heap:
            _key, seq, state = heap[0]
            entry = entries.get(state)
            if entry is not None and entry.seq == seq:
                return state, entry
            heapq.heappop(heap)
        return None

    # ----------------------------------------------------------------- the puzzle's moves

    def successors(self, state: State) -> list[tuple[str, State, float]]:
        cached = self._successors.get(state)
        if cached is None:
            cached = list(self.problem.successors(state))
            self._successors[state] = cached
            if len(self._successors) > CACHED_SUCCESSORS:
                self._successors.popitem(last=False)
        return cached

    def label(self, token: Any) -> str:
        """The label of a move as the trace writes it, a string kept for the next lines."""
        key = token
        if isinstance(token, list) and all(isinstance(part, int | str) for part in token):
            key = ("pair", *token)  # the course's (line column), read once
        elif not isinstance(token, str):
            return self.read_move(token)
        known = self._pairs.get(key) if isinstance(token, list) else self._labels.get(key)
        if known is None:
            known = self.read_move(token)
            table = self._pairs if isinstance(token, list) else self._labels
            if len(table) < 10_000:
                table[key] = known
        return known

    def _path_of(self, moves: list[str]) -> int:
        """The hash of a node's moves, chained move by move (its child's is
        ``hash((path, move))``); a node that follows its parent or a sibling, as most lines
        of a search do, reuses the last line's."""
        last, last_path, last_parent = self._last
        count = len(moves)
        if count and count == len(last) + 1 and moves[:-1] == last:
            path, parent = hash((last_path, moves[-1])), last_path
        elif count and count == len(last) and moves[:-1] == last[:-1]:
            path, parent = hash((last_parent, moves[-1])), last_parent
        else:
            parent = path = 0
            for move in moves:
                parent, path = path, hash((path, move))
        self._last = (moves, path, parent)
        return path

    def h_of(self, state: State) -> float:
        return 0.0 if self.heuristic is None else float(self.heuristic(state))

    # ----------------------------------------------------------------------- the replay

    def run(self, lines: Iterable[TraceLine]) -> Replay:
        """Replay ``lines`` (those after the header) to the end of the trace."""
        result = self.result
        at = 0
        try:
            for line in lines:
                at = result.lines = line.number
                event = event_of(line.fields)
                if event == "expansion":
                    result.expansions += 1
                    if result.departure is None:
                        self._expansion(line, result.expansions)
                elif event in ("finished", "statistics", "end", "solution"):
                    self._closing(line)
                elif event == "iteration":
                    continue
                else:
                    said = message("check.unknown-event", event=str(line.fields.get("event")))
                    raise TraceReadError(said, line.number)
        except TraceReadError as error:
            if error.truncated:
                result.truncated = True
            elif error.line is None:
                raise TraceReadError(error.said, at) from None
            else:
                raise
        if not result.finished:
            result.truncated = True
        result.tree_search = bool(result.expanded_again) and not self.on_path
        return result

    def depart(self, line: TraceLine, expansion: int | None, rule: str, said: Message) -> None:
        if self.result.departure is None:
            self.result.departure = Departure(line.number, expansion, rule, said)

    def _follow(self, moves: list[str]) -> tuple[State, float] | tuple[None, int]:
        """The state and g reached by ``moves`` from the start, or (None, k) when the k-th
        move (0-based) is not one of its node's successors."""
        state, g = self.root, 0
        for index, move in enumerate(moves):
            for label, child, cost in self.successors(state):
                if label == move:
                    state, g = child, g + cost
                    break
            else:
                return None, index
        return state, g

    def _expansion(self, line: TraceLine, index: int) -> None:
        fields = line.fields
        tokens = moves_of(fields)
        try:
            labels = self._labels
            moves = [labels[token] for token in tokens]
        except (KeyError, TypeError):
            try:
                moves = [self.label(token) for token in tokens]
            except MessageError as error:
                said = message("check.rule.bad-move", what=error.said)
                self.depart(line, index, "move", said)
                return
        path = self._path_of(moves)
        depth = len(moves)
        if depth == 0:
            state, g = self.root, 0
            if index > 1 and not self.passes:
                self.expanded_again_note(line, index)
            self._start_pass(line, index)
        else:
            found = self.pending.pop(path, MISSING)
            if found is MISSING:
                reached = self._unexpanded(line, index, moves)
                if reached is None:
                    return
                state, g = reached
            elif found is None:  # a copy of a state met before: its path followed again
                state, g = self._follow(moves)
            else:
                state, g = found, self.pending_g.pop(path, depth)
        if not self._values_hold(line, index, fields, state, g, depth):
            return
        h = self.h_of(state)
        if not self._rule_holds(line, index, moves, state, g, h, depth, fields):
            return
        if self.on_path:
            del self.stack[depth:]
            self.stack.append(state)
        self._expand(line, index, state, g, depth, moves, path)

    def expanded_again_note(self, line: TraceLine, index: int) -> None:
        result = self.result
        result.expanded_again += 1
        if result.first_expanded_again is None:
            result.first_expanded_again = index

    def _start_pass(self, line: TraceLine, index: int) -> None:
        """The root expanded: the first expansion, or a new pass of an iterative search,
        whose bound is checked against the rule of the last pass."""
        result = self.result
        if not self.passes:
            return
        previous = self.next_threshold
        result.passes += 1
        if self.algorithm.name == "idastar":
            expected = self._f(0.0, self.h_of(self.root)) if result.passes == 1 else previous
        else:
            expected = float(result.passes)
        given = number(line.fields, "threshold")
        if given is None:
            given = number(line.fields, "bound")
        if given is not None and not close_enough(given, expected):
            rule = "check.rule.first-threshold" if result.passes == 1 else "check.rule.threshold"
            if self.algorithm.name == "iddfs":
                rule = "check.rule.depth-limit-pass"
            said = message(rule, given=shown(given), expected=shown(expected), n=result.passes)
            self.depart(line, index, "threshold", said)
        self.threshold = given if given is not None else expected
        result.thresholds.append(self.threshold)
        self._new_pass()
        self.pending.clear()
        self.pending_g.clear()

    def _unexpanded(
        self, line: TraceLine, index: int, moves: list[str]
    ) -> tuple[State, float] | None:
        """A node that no expansion generated since it was last expanded: a move off the
        rules somewhere on its path, or a node the search never generated (accepted from an
        algorithm whose open list has a shape of its own, which may regenerate a node); its
        state and g when it is accepted."""
        state, where = self._follow(moves)
        if state is None:
            assert isinstance(where, int)
            reached, _g = self._follow(moves[:where])
            legal = ", ".join(label for label, _s, _c in self.successors(reached)) or "-"
            said = message(
                "check.rule.illegal-move", move=moves[where], depth=where + 1, legal=legal
            )
            self.depart(line, index, "move", said)
            return None
        if self.backed_up:
            return state, where
        said = message("check.rule.not-generated", path=" ".join(moves[:-1]) or "-")
        self.depart(line, index, "generated", said)
        return None

    def _values_hold(
        self, line: TraceLine, index: int, fields: dict, state: State, g: float, depth: int
    ) -> bool:
        """Whether the line's depth, g, h and f, where it gives them, are those of its node."""
        given_depth = number(fields, "depth")
        if given_depth is not None and given_depth != depth:
            said = message("check.rule.depth", given=shown(given_depth), true=depth)
            self.depart(line, index, "depth", said)
            return False
        given_g = number(fields, "g")
        if given_g is not None and not close_enough(given_g, g):
            self.depart(
                line, index, "g", message("check.rule.g", given=shown(given_g), true=shown(g))
            )
            return False
        informed = self.heuristic is not None
        h = self.h_of(state)
        given_h = number(fields, "h")
        if informed and given_h is not None and not self._value_fits(given_h, h):
            said = message(
                "check.rule.h",
                given=shown(given_h),
                true=shown(h),
                heuristic=self.heuristic.name,  # type: ignore[union-attr]
            )
            self.depart(line, index, "h", said)
            return False
        given_f = number(fields, "f")
        if informed and given_f is not None:
            true_f = g + self.weight * h if h != math.inf else math.inf
            if not self._value_fits(given_f, true_f):
                said = message("check.rule.f", given=shown(given_f), true=shown(true_f))
                self.depart(line, index, "f", said)
                return False
        return True

    def _value_fits(self, given: float, true: float) -> bool:
        return close_enough(given, true) or (self.backed_up and given >= true - TOLERANCE)

    def _rule_holds(
        self,
        line: TraceLine,
        index: int,
        moves: list[str],
        state: State,
        g: float,
        h: float,
        depth: int,
        fields: dict,
    ) -> bool:
        """Whether expanding this node keeps the algorithm's rule; the node leaves open."""
        result = self.result
        self.entries.pop(state, None)
        key = self._key(g, h, depth)
        if self.passes and depth > 0:
            f = self._f(g, h)
            if self.algorithm.name == "idastar" and f > self.threshold + TOLERANCE:
                said = message(
                    "check.rule.over-threshold", f=shown(f), threshold=shown(self.threshold)
                )
                self.depart(line, index, "threshold", said)
                return False
            if self.algorithm.name == "iddfs" and depth >= self.threshold:
                said = message(
                    "check.rule.over-depth-limit", depth=depth, limit=shown(self.threshold)
                )
                self.depart(line, index, "depth-limit", said)
                return False
        elif (
            self.max_depth is not None and self.algorithm.name == "dfs" and depth >= self.max_depth
        ):
            said = message("check.rule.over-depth-limit", depth=depth, limit=shown(self.max_depth))
            self.depart(line, index, "depth-limit", said)
            return False
        code = self.known.get(state)
        known_g = None if code is None else (code if code >= 0 else -code - 1)
        if (  # a cheaper copy still waits: the costlier one was never replaced by it
            self.algorithm.open_list in CHEAPER_MUST_REOPEN
            and known_g is not None
            and code >= 0  # type: ignore[operator]
            and known_g < g - TOLERANCE
        ):
            said = message(
                "check.rule.not-updated",
                square=moves[-1] if moves else "-",
                g=shown(g),
                cheaper=shown(known_g),
            )
            self.depart(line, index, "update", said)
            return False
        if code is not None and code < 0:
            if self._cost(g, depth) < -code - 1 - TOLERANCE:
                result.reopened += 1
                if result.first_reopened is None:
                    result.first_reopened = index
            else:
                self.expanded_again_note(line, index)
        if self.order is None or depth == 0:
            return True
        best = self._best_waiting()
        if best is None:
            return True
        _other_state, other = best
        if other.key < key - TOLERANCE:
            self._order_departure(line, index, moves, g, h, depth, key, other)
            return False
        if abs(other.key - key) <= TOLERANCE:
            result.ties += 1
            if result.first_tie is None:
                result.first_tie = index
        return True

    def _order_departure(
        self,
        line: TraceLine,
        index: int,
        moves: list[str],
        g: float,
        h: float,
        depth: int,
        key: float,
        other: OpenEntry,
    ) -> None:
        node = moves[-1] if moves else "-"
        if other.cheaper is not None:
            said = message(
                "check.rule.missed-cheaper",
                square=other.move,
                born=other.born,
                g=shown(other.g),
                old=shown(other.cheaper),
                node=node,
                order=self.order or "",
                value=shown(abs(key)),
                other=shown(abs(other.key)),
            )
            self.depart(line, index, "update", said)
            return
        said = message(
            f"check.rule.order-{self.order}",
            node=node,
            value=shown(abs(key)),
            other=other.move,
            other_value=shown(abs(other.key)),
            born=other.born,
            algorithm=self.algorithm.said_label,
        )
        self.depart(line, index, "order", said)

    def _expand(
        self,
        line: TraceLine,
        index: int,
        state: State,
        g: float,
        depth: int,
        moves: list[str],
        path: int,
    ) -> None:
        """Generate the node's children: count them as the course does, put into the rebuilt
        open list those every faithful search holds, note each as generated (by its path),
        and see whether one is a goal."""
        result = self.result
        known_table, pending, pending_g = self.known, self.pending, self.pending_g
        code = known_table.get(state)
        cost = self._cost(g, depth)
        if code is not None:
            cost = min(cost, code if code >= 0 else -code - 1)
        known_table[state] = -cost - 1
        children = self.successors(state)
        result.generated_all += len(children)
        result.last_children = len(children)
        child_depth = depth + 1
        is_goal = self.problem.is_goal
        counted = 0
        goal_at: int | None = None
        goal_cost: float = 0
        path_states = {self.root, *self.stack} if self.on_path else ()
        reopen = self.algorithm.open_list in CHEAPER_MUST_REOPEN
        limit = self.threshold if self.algorithm.name == "iddfs" else self.max_depth
        depth_limited = self.algorithm.name in ("dfs", "iddfs") and limit is not None
        for position, (move, child, step) in enumerate(children):
            child_g = g + step
            key = hash((path, move))
            if child_g != child_depth:
                pending_g[key] = child_g
            if self.on_path:
                pending[key] = child
                if child in path_states:
                    continue
                h = self.h_of(child) if self.heuristic is not None else 0.0
                f = self._f(child_g, h)
                if self.algorithm.name == "idastar" and f > self.threshold + TOLERANCE:
                    self.next_threshold = min(self.next_threshold, f)
                    continue
                counted += 1
                if child not in self.entries and known_table.get(child, 0) >= 0:
                    self._add(child, child_g, h, child_depth, move, index, None)
                continue
            code = known_table.get(child)
            known = None if code is None else (code if code >= 0 else -code - 1)
            child_cost = child_depth if self.by_depth else child_g
            if known is not None and known <= child_cost + TOLERANCE:
                pending[key] = None
                continue
            pending[key] = child
            h = self.h_of(child) if self.heuristic is not None else 0.0
            if h == math.inf and not self.goal_at_generation:
                continue
            known_table[child] = child_cost
            counted += 1
            if self.goal_at_generation and is_goal(child):
                goal_at, goal_cost = position, child_g
                break
            if depth_limited and child_depth >= limit:  # type: ignore[operator]
                continue
            if known is not None and not reopen and child not in self.entries:
                continue  # a closed state reached again: re-opening it is the student's choice
            self._add(child, child_g, h, child_depth, move, index, known)
        result.generated += counted
        if goal_at is not None:
            for move, _child, _step in children[goal_at + 1 :]:  # the student may go on
                pending[hash((path, move))] = None
            result.last_generated_before_goal = counted
            self._goal(line, [*moves, children[goal_at][0]], goal_cost)
        elif is_goal(state):
            self._goal(line, moves, g)

    def _add(
        self,
        state: State,
        g: float,
        h: float,
        depth: int,
        move: str,
        born: int,
        cheaper: float | None,
    ) -> None:
        self.seq += 1
        entry = OpenEntry(self._key(g, h, depth), g, h, depth, move, born, self.seq, cheaper)
        self._push(state, entry)

    def _goal(self, line: TraceLine, moves: list[str], cost: float) -> None:
        result = self.result
        if result.solution is None:
            result.solution = moves
            result.solution_cost = cost
            result.solution_line = line.number
            result.goal_reached = True

    def _closing(self, line: TraceLine) -> None:
        """The closing line: the end of the search, the student's statistics and solution."""
        result = self.result
        result.finished = True
        result.printed = statistics_of(line.fields)
        if result.printed:
            result.printed_line = line.number
        tokens = solution_of(line.fields)
        if tokens is None or result.departure is not None:
            return
        try:
            moves = [self.label(token) for token in tokens]
        except MessageError as error:
            self.depart(line, None, "solution", message("check.rule.bad-move", what=error.said))
            return
        state, g = self._follow(moves)
        if state is None:
            assert isinstance(g, int)
            reached, _g = self._follow(moves[:g])
            legal = ", ".join(label for label, _s, _c in self.successors(reached)) or "-"
            said = message("check.rule.solution-illegal", move=moves[g], n=g + 1, legal=legal)
            self.depart(line, None, "solution", said)
            return
        if not self.problem.is_goal(state):
            self.depart(
                line, None, "solution", message("check.rule.solution-not-goal", n=len(moves))
            )
            return
        result.solution = moves
        result.solution_cost = g
        result.solution_line = line.number
        result.goal_reached = True


def replay_lines(
    lines: Iterator[TraceLine],
    problem: Problem,
    algorithm: Algorithm,
    heuristic: Heuristic | None,
    read_move: Callable[[Any], str],
    parameters: dict[str, float] | None = None,
) -> Replay:
    """Replay the lines after a trace's header (see :class:`TraceReplay`)."""
    return TraceReplay(problem, algorithm, heuristic, read_move, parameters).run(lines)
