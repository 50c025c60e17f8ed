"""One run of one algorithm on one problem: its counters, clock, budget and event stream."""

from __future__ import annotations

import math
import sys
from collections.abc import Callable, Iterator
from math import inf
from time import perf_counter
from typing import Any, Protocol

from cavalo_gui.engine.events import Counters, Event, Finished, Outcome
from cavalo_gui.engine.limits import RunControl
from cavalo_gui.engine.message import Message, message
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.open_change import OpenChange
from cavalo_gui.engine.problem import Heuristic, Problem, has_unit_costs, zero_heuristic


class Frontier(Protocol):
    def preview(self, count: int) -> list[Node]: ...


AlgorithmFunction = Callable[..., Iterator[Event]]


def all_explored(states: int) -> Message:
    """The reason of a search that explored every reachable state and found no goal."""
    return message("reason.all-explored", n=states)


def keeps_its_clock(algorithm: AlgorithmFunction) -> AlgorithmFunction:
    """Mark an algorithm whose generator runs the run's clock itself, so that
    :meth:`Search.events` hands it out as it is, one generator fewer for every event (the
    best-first loop: an expansion there costs a few thousand machine instructions, and passing
    each event through a second generator with its clock added a third of that). Such a
    generator sets ``search._resumed_at`` to the clock when it starts and after each
    ``yield``, adds the time to ``search._seconds`` and sets ``_resumed_at`` to 0 before each,
    yields :meth:`Search.finish` last, and calls :meth:`Search.stop_clock` in a ``finally``."""
    algorithm.keeps_its_clock = True  # type: ignore[attr-defined]
    return algorithm


UNREACHABLE = message("reason.unreachable")
"""The reason of a run whose heuristic rules out the root: the goal cannot be reached."""
STOPPED_BY_USER = message("reason.stopped-by-user")
new_counters = object.__new__


class Search:
    """The shared state of a run, handed to an algorithm generator.

    Algorithms call :meth:`before_expansion` before each expansion, bump ``generated``,
    ``expanded``, ``duplicates`` and call :meth:`note_open`;
    the clock counts only the time spent inside the generator, so pauses between steps do not
    count. :meth:`events` is the stream to consume.
    """

    def __init__(
        self,
        algorithm: AlgorithmFunction,
        problem: Problem,
        heuristic: Heuristic | None = None,
        control: RunControl | None = None,
        optimal: bool = False,
        **parameters: Any,
    ) -> None:
        self.algorithm = algorithm
        # The algorithm returns a cheapest solution with an admissible heuristic (its spec's
        # ``optimal``); an algorithm whose run voids that (SMA* cutting a path for memory)
        # sets it False.
        self.optimal = optimal
        # Its optimum is the fewest moves (BFS, IDDFS), the least cost only with unit costs.
        self.optimum_in_moves = False
        self.unit_costs = has_unit_costs(problem)
        self.problem = problem
        self.heuristic = heuristic if heuristic is not None else zero_heuristic()
        self.control = control if control is not None else RunControl()
        # The weight w of f = g + w·h (weighted A*, IDA*, RBFS); the algorithms read it here.
        # start_search gives every parameter (its default lives in the algorithm's spec); an
        # algorithm without a weight searches the plain f = g + h, which w = 1 is.
        self.weight = float(parameters.pop("weight", 1.0))
        self.parameters = parameters
        self.generated = 0
        self.expanded = 0
        self.duplicates = 0
        self.max_open = 0
        self.best: Node | None = None
        self._progress = problem.progress
        self._best_progress = -math.inf
        self.frontier: Frontier | None = None
        limits = self.control.limits
        # No bound on a count is sys.maxsize, which no count reaches: before_expansion then
        # compares two ints, which Python does faster than an int with math.inf.
        self._max_nodes = limits.max_nodes if limits.max_nodes is not None else sys.maxsize
        self._max_expansions = (
            limits.max_expansions if limits.max_expansions is not None else sys.maxsize
        )
        self._max_seconds = limits.max_seconds if limits.max_seconds is not None else math.inf
        self._seconds = 0.0
        self._resumed_at = 0.0
        self.final: Finished | None = None

    def events(self) -> Iterator[Event]:
        """The algorithm's events; the clock runs only while the generator is advancing.

        ``_resumed_at`` is the moment the consumer last asked for an event (0 while the
        consumer holds one), so :meth:`seconds` is exact both inside and outside the run. An
        algorithm marked :func:`keeps_its_clock` runs it itself; any other is timed here.

        The engine changes nothing of the process: how a process collects garbage around a
        run of millions of nodes (which form no cycle) is its own business
        (``reports/collection.py`` for the CLI, ``app/run/worker.py`` for the window).
        """
        if getattr(self.algorithm, "keeps_its_clock", False):
            return self.algorithm(self, **self.parameters)  # type: ignore[no-any-return]
        return self._timed_events()

    def _timed_events(self) -> Iterator[Event]:
        clock = perf_counter
        self._resumed_at = clock()
        events = self.algorithm(self, **self.parameters)
        try:
            try:
                for event in events:
                    self._seconds += clock() - self._resumed_at
                    self._resumed_at = 0.0
                    if event.__class__ is Finished:
                        self.final = event  # type: ignore[assignment]
                        yield event
                        return
                    yield event
                    self._resumed_at = clock()
            except RecursionError:
                yield self.finish(self.too_deep())
        finally:
            self.stop_clock()

    def too_deep(self) -> Finished:
        """The end of a run that went deeper than Python's recursion allows (a recursive
        algorithm, IDA* or RBFS, on a long path): stopped at a limit, with the reason, not a
        traceback."""
        return self.stopped(message("reason.recursion", depth=sys.getrecursionlimit()), 0)

    def stop_clock(self) -> None:
        """Add the time since the generator was last resumed, and stop the clock."""
        if self._resumed_at:
            self._seconds += perf_counter() - self._resumed_at
            self._resumed_at = 0.0

    def finish(self, final: Finished) -> Finished:
        """``final``, the run's last event, kept as :attr:`final`, the clock stopped: what an
        algorithm that keeps its own clock yields last."""
        self.stop_clock()
        self.final = final
        return final

    def run(self) -> Finished:
        """Consume the whole run and return its final event."""
        for _event in self.events():
            pass
        assert self.final is not None, "an algorithm must end with a Finished event"
        return self.final

    # Used by the algorithms.

    def seconds(self) -> float:
        running = perf_counter() - self._resumed_at if self._resumed_at else 0.0
        return self._seconds + running

    def counters(self) -> Counters:
        """A snapshot of the counters, for the event being built."""
        seconds = self._seconds
        if self._resumed_at:
            seconds += perf_counter() - self._resumed_at
        # Counters(...), its slots set here (see the note in events.py): once per expansion
        counters = new_counters(Counters)
        counters.generated = self.generated
        counters.expanded = self.expanded
        counters.duplicates = self.duplicates
        counters.max_open = self.max_open
        counters.seconds = seconds
        return counters

    def note_open(self, size: int) -> None:
        if size > self.max_open:
            self.max_open = size

    def make_root(self) -> Node:
        """The root node, estimated by the run's heuristic and observed."""
        state = self.problem.initial_state()
        root = self.weigh(Node(state, h=self.heuristic.estimate(state)))
        self.observe(root)
        return root

    def weigh(self, node: Node) -> Node:
        """``node`` with f = g + w·h for the run's weight w (h = inf stays f = inf, even for
        w = 0; a finite h never makes f = inf, which would prove the node hopeless); at w = 1
        the node is left as built, so the plain algorithm is unchanged."""
        if self.weight != 1.0:
            if node.h == math.inf:
                node.f = math.inf
            else:
                node.f = min(node.g + self.weight * node.h, sys.float_info.max)
        return node

    def observe(self, node: Node) -> None:
        """Remember the node with the most progress, to report how far a run got."""
        progress = self._progress(node.state)
        if progress > self._best_progress:
            self._best_progress = progress
            self.best = node

    def before_expansion(self) -> Message | None:
        """The one hook every algorithm calls before it takes a node to expand: why the run
        must stop now (a budget reached, the user's stop), or None to go on. Budgets and the
        stop are checked here and nowhere else, so an algorithm reads as its pseudocode plus
        this one line, and a new check reaches every algorithm at once."""
        if (
            self.generated < self._max_nodes
            and self.expanded < self._max_expansions
            and not self.control.stop_requested
            and (
                self._max_seconds == inf
                # self.seconds(), written out: this runs once per expansion
                or self._seconds + (perf_counter() - self._resumed_at if self._resumed_at else 0.0)
                < self._max_seconds
            )
        ):
            return None
        if self.control.stop_requested:
            return STOPPED_BY_USER
        if self.generated >= self._max_nodes:
            over = self.generated - self._max_nodes
            if over > 0:  # checked before each expansion: the last one's children may pass it
                return message(
                    "reason.node-budget-passed",
                    n=self._max_nodes,
                    generated=self.generated,
                    over=over,
                )
            return message("reason.node-budget", n=self._max_nodes)
        if self.expanded >= self._max_expansions:
            return message("reason.expansion-budget", n=self._max_expansions)
        return message("reason.time-budget", seconds=float(self._max_seconds))

    def proves_optimum(self) -> bool:
        """Whether a solution this run finds is proved a cheapest one: an optimal algorithm,
        an admissible heuristic (h = 0 for an uninformed one) and nothing in the run that
        voided the proof."""
        cheapest = self.unit_costs or not self.optimum_in_moves
        return self.optimal and cheapest and self.heuristic.admissible and self.weight <= 1.0

    def solved_reason(self, moves: int, cost: float | None = None) -> Message:
        """The sentence of a solution of ``moves`` moves: proved optimal; or, when only the
        weight voids the proof, within w times the optimum; or not proved at all. On a problem
        whose moves cost other than 1, the sentence says the solution's ``cost`` too, and what
        it is optimal in: "least cost 418 (proved)", "fewest moves (3), not least cost"."""
        if not self.unit_costs and cost is not None:
            return self._solved_at_cost(moves, cost)
        if self.proves_optimum():
            return message("reason.solved-optimal", n=moves)
        if self.optimal and self.heuristic.admissible:
            return message("reason.solved-weighted", n=moves, w=self.weight)
        return message("reason.solved", n=moves)

    def _solved_at_cost(self, moves: int, cost: float) -> Message:
        if self.proves_optimum():
            return message("reason.solved-least-cost", n=moves, cost=cost)
        if self.optimal and self.optimum_in_moves and self.heuristic.admissible:
            return message("reason.solved-fewest-moves", n=moves, cost=cost)
        if self.optimal and self.heuristic.admissible and self.weight > 1.0:
            return message("reason.solved-weighted-cost", n=moves, cost=cost, w=self.weight)
        return message("reason.solved-at-cost", n=moves, cost=cost)

    def solved(self, node: Node, states: int, open_change: OpenChange | None = None) -> Finished:
        """The run found ``node``; its reason says the length and whether it is proved the
        optimum ("solved, optimal: 12 moves (proved)", "solved in 12 moves (not proved
        optimal)")."""
        self.observe(node)
        proved = self.proves_optimum()
        return Finished(
            Outcome.SOLVED,
            self.solved_reason(node.depth, node.g),
            self.counters(),
            node,
            self.best,
            states,
            proved_optimal=proved,
            open_change=OpenChange() if open_change is None else open_change,
        )

    def exhausted(
        self,
        states: int,
        reason: Message | None = None,
        exhaustive: bool | None = None,
        open_change: OpenChange | None = None,
    ) -> Finished:
        """No solution, proved. Without a ``reason`` the proof is that every reachable state
        was explored (only an exhaustive search may say so); with one, the reason says what
        proved it, and the run is not ``exhaustive`` unless that is said too. ``open_change``:
        what open lost since the last expansion (RBFS's subtrees let go as it returns)."""
        text = reason or all_explored(states)
        return Finished(
            Outcome.NO_SOLUTION,
            text,
            self.counters(),
            None,
            self.best,
            states,
            exhaustive=reason is None if exhaustive is None else exhaustive,
            open_change=OpenChange() if open_change is None else open_change,
        )

    def ruled_out(self, states: int) -> Finished:
        """No solution, proved by the heuristic: it rules out (h = inf) every node left, after
        ``states`` states; the space was not all explored, so ``best`` is only the best found."""
        return self.exhausted(states, message("reason.ruled-out", n=states))

    def stopped(
        self,
        reason: Message,
        states: int,
        lower_bound: float | None = None,
        *,
        exhaustive_layers: bool = False,
        at_depth_limit: bool = False,
        open_change: OpenChange | None = None,
    ) -> Finished:
        """The run stopped at a budget or by the user. ``lower_bound`` is the least cost a
        solution may have as the algorithm sees it; it is kept only when proved: by layers of
        the space searched to the end (``exhaustive_layers``), or by an f = g + h of an
        admissible heuristic. An inadmissible heuristic's f, or one weighted over 1, says nothing
        about the optimum. ``open_change``: what open did since the last expansion (RBFS's
        subtrees let go before the stop)."""
        if not exhaustive_layers and (not self.heuristic.admissible or self.weight > 1.0):
            lower_bound = None
        return Finished(
            Outcome.LIMIT,
            reason,
            self.counters(),
            None,
            self.best,
            states,
            lower_bound,
            at_depth_limit=at_depth_limit,
            open_change=OpenChange() if open_change is None else open_change,
        )

    def open_preview(self, count: int) -> list[Node]:
        """The next ``count`` nodes open will give, in order (empty if unknown)."""
        return self.frontier.preview(count) if self.frontier is not None else []
