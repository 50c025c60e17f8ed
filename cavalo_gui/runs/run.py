"""The running picture of one search, folded from its events, with no window: what the
window's panes show and what a script or a test can read without Qt.

Applying events only updates plain Python fields and marks which :class:`Part` changed (a
few microseconds per event). :attr:`Run.changes` hands the parts due out and forgets them
(:mod:`cavalo_gui.runs.changes`); the app's ``RunModel`` turns each into its widgets' signal,
and a script simply reads the fields. Looking back (the timeline, Step back, fine step's
phases) moves the picture to an earlier position of the :attr:`Run.recording` without
running anything again.

A run whose open list nobody looks at while it goes (each run of Side by side) folds it lazily
(:attr:`Run.lazy_open_list`): the changes wait, unfolded, until the open list is asked for
(:attr:`Run.open_list`, the preview, a step back) or its driver folds them a slice at a time
(:meth:`Run.fold_pending`); every figure read meanwhile is the same as folded at once.
"""

from __future__ import annotations

from collections.abc import Iterable
from operator import attrgetter

import numpy as np

from cavalo_gui.domains.domain import Domain, DomainProblem
from cavalo_gui.domains.registry import domain_of
from cavalo_gui.engine.algorithms.spec import OpenList
from cavalo_gui.engine.events import Counters, Event, Expansion, Finished, Outcome
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.open_change import OpenChange
from cavalo_gui.engine.open_fold import OpenFold
from cavalo_gui.runs.changes import Changes, Part
from cavalo_gui.runs.event_batch import EventBatch
from cavalo_gui.runs.fine_phase import (
    FinePhase,
    first_phase,
    last_phase,
    next_phase,
    previous_phase,
)
from cavalo_gui.runs.recording import PREVIEW_SIZE, OpenAt, Recording
from cavalo_gui.runs.series import GrowingSeries

OPEN_CHANGE = attrgetter("open_change")
MAX_ROWS = 1_000_000  # rows of the chart's series before they keep one expansion in two


class Run:
    """What is known of one run of a search on a problem: its recording, the open list, the
    counters, the current node, the chart's series, the outcome, and the position shown."""

    lazy_open_list = False  # keep the open-list changes unfolded until the list is asked for

    def __init__(self, problem: DomainProblem) -> None:
        self.problem = problem
        self.algorithm_label = ""
        self.heuristic_name = ""
        self.algorithm_name = ""  # the engine's name of the run's algorithm ("astar")
        self.weight = 1.0  # the w of f = g + w·h, for an algorithm that has one
        self.expansions = GrowingSeries()
        self.open_sizes = GrowingSeries()
        self.closed_sizes = GrowingSeries()
        self.changes = Changes()  # what the window has not been told yet
        self.fine_mode = False  # Step and Back go phase by phase (see runs/fine_phase.py)
        self._open_order: OpenList | None = None  # the run's algorithm's, for its fold
        self.recording = Recording()
        self._open_fold = OpenFold()  # folded up to the changes kept in ``_unfolded``
        self._unfolded: list[OpenChange] = []  # changes not folded yet, from ``_folded_up_to``
        self._folded_up_to = 0
        self._unfolded_final: Finished | None = None  # the final event, its change not folded
        self._preview: list[Node] = []
        self._preview_stale = False  # the preview is the fold's, once folded
        self._open_at = OpenAt(self.recording, self._open_fold)
        self._clear()

    def let_go(self, containers: Iterable) -> None:
        """Drop a reset run's containers (the window's model empties them gradually)."""

    def _clear(self) -> None:
        self.let_go(
            [
                *self.recording.bulk(),
                *self._open_fold.bulk(),
                *self._open_at.bulk(),
                self._unfolded,
            ]
        )
        self._unfolded, self._folded_up_to, self._unfolded_final = [], 0, None
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
        self.stride = 1
        self.recording = Recording()
        # the open list at the latest position, from the events
        self._open_fold = OpenFold(self._open_order)
        self._open_at = OpenAt(self.recording, self._open_fold)
        self.position: int | None = None  # the expansion shown when looking back; None: live
        self.fine_phase: FinePhase | None = None  # the phase shown; None: a whole position
        for series in (self.expansions, self.open_sizes, self.closed_sizes):
            series.clear()

    # Fed by the run's driver (the window's controller, or a script).

    def set_problem(self, problem: DomainProblem) -> None:
        """Show ``problem`` from now on, before any expansion."""
        self.problem = problem
        self.reset()
        self.changes.mark(Part.PROBLEM)

    def expect_open_list(self, order: OpenList) -> None:
        """The order of the run's algorithm's open list (its spec's), in whose cheaper form
        the open list is folded, if it has one; told before a run."""
        self._open_order = order
        if order is not self._open_fold.order:
            assert self._open_fold.position == 0 and not self._unfolded, "told after it began"
            self._open_fold = OpenFold(order)
            self._open_at = OpenAt(self.recording, self._open_fold)

    def reset(self) -> None:
        """Back to the initial board, before any expansion."""
        self._clear()
        self.changes.mark_all(part for part in Part if part is not Part.PROBLEM)

    def apply(self, event: Event) -> None:
        self.apply_batch(EventBatch.of((event,)))

    def apply_batch(self, batch: EventBatch) -> None:
        """Take in a run of events, condensed; cheap, so it can keep up with the fastest search.

        Only the last expansion matters to the board and the counters; the chart's series take
        every expansion's sizes. Past :data:`MAX_ROWS` rows they keep one expansion in
        ``stride``. Every expansion also goes into the :attr:`recording`; while the timeline
        shows an earlier position, the shown picture stays there.
        """
        self.recording.add(batch)
        self._fold(batch)
        self.changes.mark(Part.POSITION)
        if self.position is not None:
            self._record_sizes(batch)
            self.changes.mark(Part.SERIES)
            for mark in batch.iterations:
                self.iterations.append((mark.counters.expanded, mark.iteration, mark.threshold))
            return
        last = batch.last
        for mark in batch.iterations:
            self.iterations.append((mark.counters.expanded, mark.iteration, mark.threshold))
            self.changes.mark(Part.ITERATIONS)
        if self.fine_phase is not None and (last is not None or batch.final is not None):
            self.fine_phase = None  # the search moved on from the phase shown
            self.changes.mark(Part.FINE_PHASE)
        if last is not None:
            self.last = last
            self.current = last.node
            self.counters = last.counters
            self.focus = None
            if last.iteration is not None:
                self.iteration, self.threshold = last.iteration, last.threshold
            self._record_sizes(batch)
            self.changes.mark_all((Part.COUNTERS, Part.NODE, Part.SERIES))
        if batch.iterations:
            mark = batch.iterations[-1]
            if last is None or mark.counters.expanded >= last.counters.expanded:
                self.iteration, self.threshold = mark.iteration, mark.threshold
        if batch.final is not None:
            self._finish(batch.final)

    def _record_sizes(self, batch: EventBatch) -> None:
        expanded, open_sizes, closed_sizes = (
            np.frombuffer(numbers, dtype=np.int64)
            for numbers in (batch.expanded, batch.open_sizes, batch.closed_sizes)
        )
        stride = self.stride
        if stride > 1:
            kept = expanded % stride == 0
            expanded, open_sizes, closed_sizes = (
                numbers[kept] for numbers in (expanded, open_sizes, closed_sizes)
            )
        self.expansions.extend(expanded)
        self.open_sizes.extend(open_sizes)
        self.closed_sizes.extend(closed_sizes)
        if len(self.expansions) > MAX_ROWS:
            for series in (self.expansions, self.open_sizes, self.closed_sizes):
                series.thin()
            self.stride *= 2

    def _finish(self, event: Finished) -> None:
        self.finished = event
        self._end_sizes()
        self.counters = event.counters
        self.focus = None
        replayed = self.replayed
        if replayed is not None:  # the solution, or the best node an unsolved run found
            self.current = replayed
            self.replay_step = replayed.depth
        self.changes.mark_all((Part.COUNTERS, Part.NODE, Part.FINISHED))

    def _end_sizes(self) -> None:
        """The chart's last open size is the open list's at the end, as every pane says it (a
        goal selected has left open since the last expansion): at the last expansion's x,
        replacing its size, so that no x comes twice in the chart or its data."""
        last = self.recording.at(len(self.recording))
        if last is None or len(self.expansions) == 0:
            return
        x, ended = last.counters.expanded, self._ended_open_count()
        if self.expansions.view()[-1] == x:
            self.open_sizes.view()[-1] = ended
        else:  # the series keep one expansion in ``stride``: the last one joins them
            self.expansions.extend((x,))
            self.open_sizes.extend((ended,))
            self.closed_sizes.extend((last.closed_size,))
        self.changes.mark(Part.SERIES)

    def _fold(self, batch: EventBatch) -> None:
        """Fold the batch's open-list changes into :attr:`open_list`: the open list as the
        events tell it, shown live (one change per expansion, no search run again). Folding
        lazily, keep them for later instead, and the preview for when it is read."""
        changes = list(map(OPEN_CHANGE, batch.expansions))
        if self.lazy_open_list:
            self._unfolded.extend(changes)
            if batch.final is not None:
                self._unfolded_final = batch.final
        else:
            self._open_fold.apply_many(changes)
            if batch.final is not None:
                self._open_fold.end(batch.final)
        if self.position is None and (batch.expansions or batch.final is not None):
            if self.lazy_open_list:
                self._preview_stale = True
            else:
                self.preview = self._open_fold.nodes(PREVIEW_SIZE)
            self.changes.mark(Part.PREVIEW)

    @property
    def unfolded(self) -> int:
        """How many expansions' open-list changes wait to be folded (a lazy run's)."""
        return len(self._unfolded) - self._folded_up_to

    @property
    def folded(self) -> bool:
        """Whether every change received, the final event's too, is folded."""
        return not self._unfolded and self._unfolded_final is None

    def fold_pending(self, most: int | None = None) -> bool:
        """Fold the first ``most`` changes waiting (all of them if None), and the final
        event's once they are all in; whether any are left."""
        waiting, start = self._unfolded, self._folded_up_to
        stop = len(waiting) if most is None else min(len(waiting), start + most)
        if stop > start:
            self._open_fold.apply_many(waiting[start:stop] if start or most else waiting)
        if stop < len(waiting):
            self._folded_up_to = stop
            return True
        self._unfolded, self._folded_up_to = [], 0
        final, self._unfolded_final = self._unfolded_final, None
        if final is not None:
            self._open_fold.end(final)
        return False

    def _fold_all(self) -> None:
        if not self.folded:
            self.fold_pending()

    @property
    def open_list(self) -> OpenFold:
        """The open list at the latest position, every change received folded in."""
        self._fold_all()
        return self._open_fold

    @property
    def preview(self) -> list[Node]:
        """The first open nodes at the position shown (:data:`PREVIEW_SIZE`, in order)."""
        if self._preview_stale:
            self._preview_stale = False
            self._preview = self.open_list.nodes(PREVIEW_SIZE)
        return self._preview

    @preview.setter
    def preview(self, nodes: list[Node]) -> None:
        self._preview_stale = False
        self._preview = nodes

    def _ended_open_count(self) -> int:
        """The size of the open list the run left, without folding what waits: the last
        expansion's open size, less what the final event's change took out, plus what it
        put in."""
        final = self._unfolded_final
        if final is None:
            return len(self._open_fold)
        last = self.recording.at(len(self.recording))
        change = final.open_change
        before = 0 if last is None else last.open_size
        return before - len(change.removed()) + len(change.added)

    # Looking back.

    @property
    def looking_back(self) -> bool:
        """Whether an earlier position of the recording is shown instead of the latest."""
        return self.position is not None

    @property
    def shown_position(self) -> int:
        """The position (expansions done) of the picture shown."""
        return len(self.recording) if self.position is None else self.position

    def go_to(self, position: int) -> None:
        """Show the search as it stood after expansion ``position`` everywhere at once (board,
        statistics, open list, chart cursor); the latest position shows the run as it is."""
        recording = self.recording
        position = max(recording.start, min(position, len(recording)))
        self._fold_all()  # the open list there is reached from the latest one
        if self.fine_phase is not None:
            self.fine_phase = None
            self.changes.mark_all((Part.FINE_PHASE, Part.NODE, Part.PREVIEW))
        if position == len(recording):
            self._go_live()
            return
        self.position = position
        self.focus = None
        self.finished = None
        self.replay_step = None
        self.last = recording.at(position)
        self.current = None if self.last is None else self.last.node
        self.counters = Counters() if self.last is None else self.last.counters
        self.iteration, self.threshold = recording.iteration_at(position) or (None, None)
        self.preview = self._open_at.nodes_at(position, PREVIEW_SIZE)
        self.changes.mark_all(
            (Part.COUNTERS, Part.NODE, Part.FINISHED, Part.PREVIEW, Part.POSITION, Part.ITERATIONS)
        )

    @property
    def open_count(self) -> int | None:
        """How many nodes wait in open at the position shown, the one count every pane says:
        once the run has ended, the open list folded from the events (a goal selected has
        left it since the last expansion); before, the shown expansion's open size, which
        the fold equals there; None before the first expansion."""
        if self.last is None:
            return None
        if self.finished is not None and self.fine_phase is None:
            return self._ended_open_count()
        return self.last.open_size

    def open_nodes(self) -> list[Node]:
        """Every node in open at the position shown, in the order the search takes them (a
        board that marks the open states: the graph's)."""
        if self.position is None:
            return self.open_list.nodes()
        return self._open_at.nodes_at(self.position, None)  # type: ignore[arg-type]

    def recording_expanded(self) -> int:
        """The expansions of the run so far (or in all, once it ended), wherever the timeline
        stands."""
        latest = self.recording.at(len(self.recording))
        return 0 if latest is None else latest.counters.expanded

    def _go_live(self) -> None:
        """Back at the end of the recording: the run as it is now."""
        if self.position is None:
            return
        recording = self.recording
        self.position = None
        self.last = recording.at(len(recording))
        self.current = None if self.last is None else self.last.node
        self.counters = Counters() if self.last is None else self.last.counters
        self.iteration, self.threshold = recording.iteration_at(len(recording)) or (None, None)
        self.preview = self.open_list.nodes(PREVIEW_SIZE)
        self.changes.mark_all(
            (Part.COUNTERS, Part.NODE, Part.PREVIEW, Part.POSITION, Part.ITERATIONS)
        )
        if recording.final is not None:
            self._finish(recording.final)

    def step_back(self) -> None:
        """One expansion back on the timeline."""
        self.go_to(self.shown_position - 1)

    def step_forward(self) -> None:
        """One recorded expansion forward (the latest position shows the run as it is)."""
        self.go_to(self.shown_position + 1)

    # Fine step: one expansion in its three phases (see runs/fine_phase.py).

    def set_fine_mode(self, on: bool) -> None:
        """Fine step on or off. Off in the middle of an expansion, the window shows the
        search after that expansion, as a plain Step would have."""
        self.fine_mode = on
        if not on and self.fine_phase is not None:
            self.go_to(self.fine_phase.position)
        self.changes.mark(Part.FINE_PHASE)

    def show_phase(self, shown: FinePhase) -> None:
        """Show one phase of an expansion: the rest of the window at the position before it
        (select, generate) or after it (insert)."""
        self.go_to(shown.shown_position)  # every change folded
        self.fine_phase = shown
        # Open as the events tell it; before the first expansion it holds the root alone.
        if shown.shown_position == 0:
            self.preview = [shown.expansion.node]
        else:
            self.preview = self._open_at.nodes_at(shown.shown_position, PREVIEW_SIZE, False)
        self.changes.mark_all((Part.FINE_PHASE, Part.NODE, Part.PREVIEW))

    def phase_forward(self) -> bool:
        """Show the next phase, from the recording; False when it starts an expansion not made
        yet (the search itself must take the next step, then :meth:`show_new_expansion`)."""
        shown = self.fine_phase
        following = None if shown is None else next_phase(shown)
        if following is None:
            position = self.shown_position + 1
            if position > len(self.recording):
                return False
            following = first_phase(self.recording.expansion(position), position)
        self.show_phase(following)
        return True

    def phase_back(self) -> None:
        """Show the phase before the one shown: from a select, the insert of the expansion
        before (or the position before the first); from a whole position, its last generate."""
        shown = self.fine_phase
        recording = self.recording
        if shown is None:
            position = self.shown_position
            if position > recording.first:
                whole = last_phase(recording.expansion(position), position)
                self.show_phase(previous_phase(whole) or whole)
            return
        previous = previous_phase(shown)
        if previous is not None:
            self.show_phase(previous)
            return
        position = shown.position - 1
        if position > recording.first:
            self.show_phase(last_phase(recording.expansion(position), position))
        else:
            self.go_to(position)

    def show_new_expansion(self) -> None:
        """The search has just made the latest expansion for a fine Step: show its select."""
        position = len(self.recording)
        if position > self.recording.first:
            self.show_phase(first_phase(self.recording.expansion(position), position))

    # Written by the views.

    def set_focus(self, node: Node | None) -> None:
        """Show ``node`` (one picked in the open list) on the board instead of the current one."""
        self.focus = node
        self.changes.mark(Part.NODE)

    def set_replay_step(self, step: int) -> None:
        """Show the replayed path (see :attr:`replayed`) after ``step`` moves."""
        replayed = self.replayed
        if replayed is None:
            return
        self.replay_step = max(0, min(step, replayed.depth))
        self.focus = None
        self.changes.mark(Part.NODE)

    # Read by the views.

    @property
    def solution(self) -> Node | None:
        return self.finished.solution if self.finished is not None else None

    @property
    def replayed(self) -> Node | None:
        """The node whose path Replay steps through once the run has ended: the solution, or
        for an unsolved run the best node found (the one its outcome sentence names)."""
        final = self.finished
        if final is None:
            return None
        return final.solution if final.outcome is Outcome.SOLVED else final.best

    @property
    def shown_node(self) -> Node | None:
        """The node the board shows: a picked open node, the node of the fine step's phase,
        the replayed step, or the current one."""
        if self.focus is not None:
            return self.focus
        if self.fine_phase is not None:
            return self.fine_phase.shown_node
        replayed = self.replayed
        if replayed is not None and self.replay_step is not None:
            return replayed.path()[self.replay_step]
        return self.current

    @property
    def domain(self) -> Domain:
        """The puzzle the shown problem belongs to."""
        return domain_of(self.problem.puzzle)
