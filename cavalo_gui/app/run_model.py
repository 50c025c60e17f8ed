"""The running picture of one search, kept from its events: the view model the widgets watch.

Events arrive in the GUI thread one by one or in batches; applying them only updates plain
Python fields and marks what changed (a few microseconds per event). :meth:`RunModel.publish`,
called by the window's frame timer about 30 times a second, emits one ``<thing>_changed``
signal per part that changed, so widgets repaint at most once per frame however fast the
search runs.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np
from PySide6.QtCore import QObject, Signal

from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.engine.events import Counters, Event, Expansion, Finished, IterationStarted, Outcome
from cavalo_gui.engine.node import Node

HEAVY_PARTS = frozenset({"node", "series"})


class GrowingSeries:
    """A float series that grows by doubling, so appending a batch costs one slice copy."""

    def __init__(self, capacity: int = 1024) -> None:
        self._data = np.zeros(capacity, dtype=np.float64)
        self._size = 0

    def __len__(self) -> int:
        return self._size

    def extend(self, values: list[float]) -> None:
        end = self._size + len(values)
        if end > len(self._data):
            grown = np.zeros(max(end, 2 * len(self._data)), dtype=np.float64)
            grown[: self._size] = self._data[: self._size]
            self._data = grown
        self._data[self._size : end] = values
        self._size = end

    def view(self) -> np.ndarray:
        """The values so far (a view: copy it before the next extend if you keep it)."""
        return self._data[: self._size]

    def clear(self) -> None:
        self._size = 0


class RunModel(QObject):
    """What the window shows of a run: problem, counters, current node, series, outcome."""

    problem_changed = Signal()
    counters_changed = Signal()
    node_changed = Signal()
    series_changed = Signal()
    iterations_changed = Signal()
    finished_changed = Signal()
    preview_changed = Signal()

    def __init__(self, problem: KnightProblem, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.problem = problem
        self.algorithm_label = ""
        self.heuristic_name = ""
        self.expansions = GrowingSeries()
        self.open_sizes = GrowingSeries()
        self.closed_sizes = GrowingSeries()
        self._dirty: set[str] = set()
        self._clear()

    def _clear(self) -> None:
        self.counters = Counters()
        self.last: Expansion | None = None
        self.current: Node | None = None
        self.focus: Node | None = None
        self.iteration: int | None = None
        self.threshold: float | None = None
        self.iterations: list[tuple[int, int, float]] = []
        self.finished: Finished | None = None
        self.replay_step: int | None = None
        self.preview: list[Node] = []
        for series in (self.expansions, self.open_sizes, self.closed_sizes):
            series.clear()

    # Fed by the run controller.

    def set_problem(self, problem: KnightProblem) -> None:
        self.problem = problem
        self.reset()
        self._dirty.add("problem")

    def reset(self) -> None:
        """Back to the initial board, before any expansion."""
        self._clear()
        self._dirty.update(("counters", "node", "series", "iterations", "finished", "preview"))

    def apply(self, event: Event) -> None:
        self.apply_batch((event,))

    def apply_batch(self, events: Iterable[Event]) -> None:
        """Take in a run of events; cheap, so it can keep up with the fastest search."""
        xs: list[float] = []
        opens: list[float] = []
        closeds: list[float] = []
        last = None
        for event in events:
            if type(event) is Expansion:
                last = event
                xs.append(event.counters.expanded)
                opens.append(event.open_size)
                closeds.append(event.closed_size)
            elif isinstance(event, IterationStarted):
                self.iterations.append((event.counters.expanded, event.iteration, event.threshold))
                self.iteration, self.threshold = event.iteration, event.threshold
                self._dirty.add("iterations")
            elif isinstance(event, Finished):
                self._finish(event)
        if last is not None:
            self.last = last
            self.current = last.node
            self.counters = last.counters
            self.focus = None
            if last.iteration is not None:
                self.iteration, self.threshold = last.iteration, last.threshold
            self.expansions.extend(xs)
            self.open_sizes.extend(opens)
            self.closed_sizes.extend(closeds)
            self._dirty.update(("counters", "node", "series"))

    def _finish(self, event: Finished) -> None:
        self.finished = event
        self.counters = event.counters
        self.focus = None
        if event.outcome is Outcome.SOLVED and event.solution is not None:
            self.current = event.solution
            self.replay_step = event.solution.depth
        elif event.best is not None and self.current is None:
            self.current = event.best
        self._dirty.update(("counters", "node", "finished"))

    def set_preview(self, nodes: list[Node]) -> None:
        self.preview = nodes
        self._dirty.add("preview")

    # Written by the views.

    def set_focus(self, node: Node | None) -> None:
        """Show ``node`` (one picked in the open list) on the board instead of the current one."""
        self.focus = node
        self._dirty.add("node")

    def set_replay_step(self, step: int) -> None:
        """Show the solution after ``step`` moves."""
        solution = self.solution
        if solution is None:
            return
        self.replay_step = max(0, min(step, solution.depth))
        self.focus = None
        self._dirty.add("node")

    # Read by the views.

    @property
    def solution(self) -> Node | None:
        return self.finished.solution if self.finished is not None else None

    @property
    def shown_node(self) -> Node | None:
        """The node the board shows: a picked open node, the replayed step, or the current one."""
        if self.focus is not None:
            return self.focus
        solution = self.solution
        if solution is not None and self.replay_step is not None:
            return solution.path()[self.replay_step]
        return self.current

    @property
    def shown_state(self):
        node = self.shown_node
        return node.state if node is not None else self.problem.initial_state()

    def outcome_text(self) -> str:
        """The end of the run in words, with the best points when unsolved."""
        final = self.finished
        if final is None:
            return ""
        if final.outcome is Outcome.SOLVED or final.best is None:
            return final.reason
        best = self.problem.progress(final.best.state)
        return self.tr("{reason}, best {points:,.0f} points").format(
            reason=final.reason, points=best
        )

    def publish(self, heavy: bool = True) -> None:
        """Emit one change signal per part that changed since the last call; with ``heavy``
        False the costly parts to draw (board and chart) wait for a later call."""
        if not self._dirty:
            return
        dirty, self._dirty = self._dirty, set()
        if not heavy:
            self._dirty = dirty & HEAVY_PARTS
            dirty -= HEAVY_PARTS
        for name in ("problem", "counters", "node", "series", "iterations", "finished", "preview"):
            if name in dirty:
                getattr(self, f"{name}_changed").emit()
