"""The open list rebuilt from the events alone: start empty, apply each expansion's change.

The entries' keys are the algorithm's order, so the entries kept sorted (a deque) or as a heap
give the next nodes the search will take, and a change undone gives back the open list before
it: the window steps back through the timeline without running a search again. An entry that
leaves is only marked (lazy deletion) and dropped when it surfaces, so a change costs a few
operations in C whatever the size of open: the window folds every expansion of a run at full
speed. Keys are unique while the open list is not empty, so two entries never compare their
nodes; when it empties (a new pass) the fold starts afresh.

Told the algorithm's open-list order, a fold starts in a cheaper form where that order has one
(:mod:`~cavalo_gui.engine.open_forms`: BFS's, a priority queue's) and keeps it while the
changes keep its pattern.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Iterator, Sequence
from heapq import heapify, heappop, heappush
from itertools import islice
from operator import lt

from cavalo_gui.engine.algorithms.spec import OpenList
from cavalo_gui.engine.events import Event, Expansion, Finished
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.open_change import Entry, OpenChange
from cavalo_gui.engine.open_forms import FORMS, OpenForm


class OpenFold:
    """The open list after :attr:`position` expansions, folded from their changes.

    The entries are kept in a sorted deque while every entry comes in at one end and leaves
    from the front (a FIFO or LIFO open list: one operation in C per change), and in a heap
    from the first change that breaks that pattern on (a priority queue, a beam). Told the
    algorithm's ``order``, they are first kept in that order's cheaper form, if it has one
    (see :mod:`~cavalo_gui.engine.open_forms`), until a change leaves its pattern.
    """

    def __init__(self, order: OpenList | None = None) -> None:
        self.order = order
        self._fresh(order)
        self.position = 0
        self.ended: OpenChange | None = None  # the final event's change, once applied

    def _fresh(self, order: OpenList | None = None) -> None:
        """Empty: in ``order``'s cheaper form if it has one, else in the general form."""
        self._queue: deque[Entry] | None = deque()  # sorted; None once in the heap
        self._heap: list[Entry] = []
        self._gone: set[Entry] = set()  # entries still held that have left open
        form = FORMS.get(order) if order is not None else None
        self._form: OpenForm | None = form() if form is not None else None

    @property
    def form(self) -> str:
        """How the entries are kept: a cheaper form's name, "sorted deque" or "heap"."""
        if self._form is not None:
            return self._form.name
        return "sorted deque" if self._queue is not None else "heap"

    def _held(self) -> int:
        if self._form is not None:
            return len(self._form)
        return len(self._queue) if self._queue is not None else len(self._heap)

    def __len__(self) -> int:
        return self._held() - len(self._gone)

    def _add(self, entry: Entry) -> None:
        gone = self._gone
        if entry in gone:  # back after leaving (set aside, or a change undone)
            gone.remove(entry)
            return
        queue = self._queue
        if queue is not None:
            if not queue or entry > queue[-1]:
                queue.append(entry)
                return
            if entry < queue[0]:
                queue.appendleft(entry)
                return
            self._heap, self._queue = list(queue), None  # sorted: a heap already
        heappush(self._heap, entry)

    def _remove(self, entry: Entry) -> None:
        """Take ``entry`` out: at once from the front, else marked gone until it surfaces."""
        queue = self._queue
        if queue is not None:
            if queue and queue[0] is entry:
                queue.popleft()
                return
        elif self._heap and self._heap[0] is entry:
            heappop(self._heap)
            return
        self._gone.add(entry)

    def apply(self, change: OpenChange) -> None:
        """The open list after one more expansion, the one whose change this is (inlined for
        the sorted deque: the window folds every expansion of a run at full speed)."""
        if self._form is not None:
            if self._form.fold((change,)):
                self.position += 1
                return
            self._leave_form()
        queue, taken, added = self._queue, change.taken, change.added
        if taken is not None:
            if queue and queue[0] is taken:
                queue.popleft()
            else:
                self._remove(taken)
        if change.replaced or change.pruned or change.forgotten:
            self._gone.update(change.replaced, change.pruned, change.forgotten)
        if self._gone:
            self._settle()
            queue = self._queue
        if queue is None:
            heap, gone = self._heap, self._gone
            for entry in added:
                if gone and entry in gone:
                    gone.remove(entry)
                else:
                    heappush(heap, entry)
            self.position += 1
            return
        done = 0
        if not self._gone:
            for entry in added:  # at one end or the other, or the rest go the long way
                if not queue or entry > queue[-1]:
                    queue.append(entry)
                elif entry < queue[0]:
                    queue.appendleft(entry)
                else:
                    break
                done += 1
        if done < len(added):
            add = self._add
            for entry in added[done:]:
                add(entry)
        self.position += 1

    def apply_many(self, changes: Sequence[OpenChange]) -> None:
        """The open list after the expansions whose changes these are, in order: the same as
        :meth:`apply` on each, the cheaper form folding as many as keep its pattern."""
        done = 0
        if self._form is not None:
            done = self._form.fold(changes)
            self.position += done
            if done == len(changes):
                return
            self._leave_form()
        apply = self.apply
        for change in islice(changes, done, None):
            apply(change)

    def _leave_form(self) -> None:
        """Keep the open entries as the sorted deque, or the heap if their keys are not in
        order: a change has left the cheaper form's pattern."""
        assert self._form is not None
        entries = self._form.entries()
        self._form = None
        try:
            in_order = all(map(lt, entries, islice(entries, 1, None)))
        except TypeError:  # equal keys compare the nodes
            in_order = False
        if in_order:
            self._queue, self._heap = deque(entries), []
        else:
            heapify(entries)
            self._queue, self._heap = None, entries

    def undo(self, change: OpenChange) -> None:
        """The open list before the expansion whose change this is (the last applied)."""
        if self._form is not None:
            if self._form.undo(change):
                self.position -= 1
                return
            self._leave_form()
        self._gone.update(change.added)
        self._settle()
        add = self._add
        for entry in reversed(change.removed()):
            add(entry)
        self.position -= 1

    def _settle(self) -> None:
        """Start afresh once open is empty (a pass of IDA* or IDDFS ends; keys are unique only
        while open is not), and drop the entries gone once as many have left as are held."""
        gone = self._gone
        if not gone:
            return
        held = self._held()
        if len(gone) == held:
            self._fresh()
        elif len(gone) > 4096 and 2 * len(gone) > held:
            if self._queue is not None:
                self._queue = deque(entry for entry in self._queue if entry not in gone)
            else:
                self._heap = [entry for entry in self._heap if entry not in gone]
                heapify(self._heap)
            gone.clear()

    def end(self, final: Finished) -> None:
        """The open list the run left: a goal selected for expansion has left it. The
        :attr:`position` stays that of the last expansion; :attr:`ended` says it was applied."""
        self.apply(final.open_change)
        self.position -= 1
        self.ended = final.open_change

    def apply_all(self, events: Iterable[Event]) -> None:
        """Apply the changes of every expansion among ``events``, in order, and the final
        event's (:meth:`end`)."""
        for event in events:
            if type(event) is Expansion:
                self.apply(event.open_change)
            elif type(event) is Finished:
                self.end(event)

    def nodes(self, count: int | None = None) -> list[Node]:
        """The first ``count`` open nodes (all of them if None), in the order the search
        takes them."""
        gone = self._gone
        if self._form is not None:
            return self._form.nodes(count)
        if self._queue is not None:
            in_order: Iterable[Entry] = self._queue
        elif count is None:
            in_order = sorted(self._heap)
        else:
            in_order = self._ordered()
        live = (entry[-1] for entry in in_order if entry not in gone)
        return list(islice(live, count))

    def _ordered(self) -> Iterator[Entry]:
        """The heap's entries in order, lazily: a best-first walk down the heap's tree (a
        parent is never greater than its children), so the first k cost O(k log k)."""
        heap = self._heap
        candidates = [(heap[0], 0)] if heap else []
        size = len(heap)
        while candidates:
            entry, index = heappop(candidates)
            yield entry
            for child in (2 * index + 1, 2 * index + 2):
                if child < size:
                    heappush(candidates, (heap[child], child))

    def bulk(self) -> list:
        """The containers holding the fold's entries, for a caller that frees a large fold a
        slice at a time; the fold is empty afterwards, as a new one is."""
        held = [self._queue if self._queue is not None else self._heap, self._gone]
        if self._form is not None:
            held.extend(self._form.containers())
        self._fresh(self.order)
        self.position, self.ended = 0, None
        return held

    def copy(self) -> OpenFold:
        """An independent fold at the same position."""
        twin = OpenFold(self.order)
        twin._form = self._form.copy() if self._form is not None else None
        twin._queue = None if self._queue is None else deque(self._queue)
        twin._heap = list(self._heap)
        twin._gone = set(self._gone)
        twin.position = self.position
        twin.ended = self.ended
        return twin


def fold(events: Iterable[Event], order: OpenList | None = None) -> OpenFold:
    """The open list after ``events``, folded from an empty one (``order``: the algorithm's,
    as in :class:`OpenFold`)."""
    folded = OpenFold(order)
    folded.apply_all(events)
    return folded
