"""The recorded run: every expansion the window has received, kept so that the user can go back.

The worker hands over each expansion event as it is (see :class:`EventBatch`): keeping the
event objects costs one list append per batch in the GUI thread, no Python work per event, and
they already hold all that the timeline and the search tree need (the node, its successors
with their fates, the counters and the sizes). The oldest expansions are let go past
:data:`KEPT_EXPANSIONS`, at most twice as many with each batch as the batch brings, so that the
timeline always covers at least that many of the latest and freeing the old ones (each with
its node and open-list change) never stalls the window: a quarter of the limit at once took
50-70 ms of the GUI thread. :attr:`Recording.first` says where it starts.

Each expansion says what it did to the open list (``Expansion.open_change``): the model folds
the changes as they come (:class:`~cavalo_gui.engine.open_fold.OpenFold`), and :class:`OpenAt`
gives the open list at any recorded position by undoing or applying the changes in between.
"""

from __future__ import annotations

from cavalo_gui.engine.events import Expansion, Finished, IterationStarted
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.open_fold import OpenFold
from cavalo_gui.runs.event_batch import EventBatch

KEPT_EXPANSIONS = 200_000  # the timeline covers at least the latest this many expansions
PREVIEW_SIZE = 30  # open nodes shown in the open list


class Recording:
    """The expansions of one run, in order, with its iteration marks and its final event.

    Positions count expansions: position ``k`` is the search as it stood after its k-th
    expansion (0: before the first). Only positions from :attr:`first` on are kept.
    """

    def __init__(self, kept: int = KEPT_EXPANSIONS) -> None:
        self.kept = kept
        self._expansions: list[Expansion] = []
        self.first = 0  # the position the kept expansions start from
        self.marks: list[IterationStarted] = []
        self.final: Finished | None = None

    def __len__(self) -> int:
        """The position of the latest expansion: every expansion received, kept or not."""
        return self.first + len(self._expansions)

    def add(self, batch: EventBatch) -> None:
        """Keep a batch's expansions and marks; let the oldest go once past the limit, a few
        at a time."""
        self._expansions.extend(batch.expansions)
        self.marks.extend(batch.iterations)
        if batch.final is not None:
            self.final = batch.final
        excess = len(self._expansions) - self.kept
        if excess > 0:
            let_go = min(excess, 2 * max(len(batch.expansions), 1))
            del self._expansions[:let_go]
            self.first += let_go

    def bulk(self) -> list:
        """The list holding the kept expansions, for a caller that frees a large recording a
        slice at a time; the recording is empty afterwards, as a new one is."""
        held, self._expansions = self._expansions, []
        self.first, self.marks, self.final = 0, [], None
        return [held]

    def expansion(self, position: int) -> Expansion:
        """The expansion that brought the search to ``position`` (1 to ``len(self)``)."""
        if not self.first < position <= len(self):
            raise IndexError(f"position {position} not recorded ({self.first + 1}-{len(self)})")
        return self._expansions[position - self.first - 1]

    @property
    def start(self) -> int:
        """The earliest position that can be shown: 0, or the first whose expansion is kept."""
        return 0 if self.first == 0 else self.first + 1

    def at(self, position: int) -> Expansion | None:
        """The expansion that brought the search to ``position``; None at position 0."""
        return None if position == 0 else self.expansion(position)

    def expansions(self, start: int, stop: int) -> list[Expansion]:
        """The expansions from position ``start + 1`` to ``stop``, in order."""
        start, stop = max(start, self.first), min(stop, len(self))
        return self._expansions[start - self.first : max(start, stop) - self.first]

    def iteration_at(self, position: int) -> tuple[int, float] | None:
        """The iteration and threshold the search was in at ``position`` (IDA*, IDDFS): that of
        its last expansion, or of a pass that started after it."""
        found = None
        if position > self.first:
            expansion = self.expansion(position)
            if expansion.iteration is not None:
                found = (expansion.iteration, expansion.threshold)
        for mark in self.marks:
            if mark.counters.expanded <= position and (found is None or mark.iteration > found[0]):
                found = (mark.iteration, mark.threshold)
        return found


class OpenAt:
    """The open list at any recorded position, folded from the events' open-list changes: the
    run's live fold (at the latest position) copied once, then moved to the position asked for
    by undoing or applying the recorded changes in between, or folded from the start when that
    is nearer. No search runs again: a step on the timeline costs one change."""

    def __init__(self, recording: Recording, live: OpenFold) -> None:
        self.recording = recording
        self.live = live
        self._shown: OpenFold | None = None

    def bulk(self) -> list:
        """The containers of the fold kept for looking back, for a caller that frees them a
        slice at a time."""
        shown, self._shown = self._shown, None
        return shown.bulk() if shown is not None else []

    def nodes_at(self, position: int, count: int, ended: bool = True) -> list[Node]:
        """The first ``count`` open nodes after expansion ``position``, in expansion order;
        after the last one of a run that has ended, as the run left them (the goal selected
        out), or as that expansion left them when not ``ended`` (fine step's last insert)."""
        recording = self.recording
        position = max(recording.first, min(position, len(recording)))
        if position == self.live.position and (ended or self.live.ended is None):
            return self.live.nodes(count)
        shown = self._shown
        from_live = self.live.position - position
        if (
            shown is None
            or shown.position < recording.first
            or abs(shown.position - position) > from_live
        ):
            if recording.first == 0 and position < from_live:
                shown = OpenFold(self.live.order)
            else:
                shown = self.live.copy()
                if shown.ended is not None:
                    shown.undo(shown.ended)
                    shown.position += 1
                    shown.ended = None
            self._shown = shown
        while shown.position > position:
            shown.undo(recording.expansion(shown.position).open_change)
        while shown.position < position:
            shown.apply(recording.expansion(shown.position + 1).open_change)
        return shown.nodes(count)
