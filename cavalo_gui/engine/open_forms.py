"""Cheaper forms of a fold's open list, for the algorithms whose spec says where a node enters
and leaves it: the window folds every expansion of a run at full speed, and the general form
(a sorted deque or a heap of every entry, :class:`~cavalo_gui.engine.open_fold.OpenFold`)
costs a tenth to a fifth of the search's own time.

- :class:`ArrivalOrder` (``OpenList.FIFO``, BFS): the tuples of entries each expansion added,
  in order; a batch is folded without touching its entries one by one.
- :class:`KeyBuckets` (a priority queue: A*, uniform cost, greedy): the entries whose keys
  differ only in their insertion number, ``(f, h, number, node)``, wait in one deque in the
  order they came, and a small heap orders the keys: a change costs a dict lookup per entry
  instead of a heap's comparisons of whole entries.

Each form folds changes only while they keep its pattern (the node taken is the first open,
nothing else leaves) and says how many it folded; the fold then turns to the general form.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator, Sequence
from heapq import heappop, heappush
from itertools import chain, islice
from operator import attrgetter, is_
from typing import Protocol

from cavalo_gui.engine.algorithms.spec import OpenList
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.open_change import Entry, OpenChange

_ADDED = attrgetter("added")
_TAKEN = attrgetter("taken")
_OTHER_REMOVALS = (attrgetter("replaced"), attrgetter("pruned"), attrgetter("forgotten"))


def _only_takes(change: OpenChange) -> bool:
    return not (change.replaced or change.pruned or change.forgotten)


class OpenForm(Protocol):
    """What :class:`~cavalo_gui.engine.open_fold.OpenFold` asks of a cheaper form."""

    name: str  # how the fold says its entries are kept

    def __len__(self) -> int: ...
    def fold(self, changes: Sequence[OpenChange]) -> int: ...
    def undo(self, change: OpenChange) -> bool: ...
    def nodes(self, count: int | None) -> list[Node]: ...
    def entries(self) -> list[Entry]: ...
    def copy(self) -> OpenForm: ...
    def containers(self) -> list: ...


class ArrivalOrder:
    """The open entries of a first-in, first-out open list: each expansion's tuple of added
    entries as it came, and how many of the first tuple's entries have been taken."""

    name = "arrival order"

    def __init__(self) -> None:
        self._chunks: deque[tuple[Entry, ...]] = deque()
        self._front = 0
        self._size = 0

    def __len__(self) -> int:
        return self._size

    def fold(self, changes: Sequence[OpenChange]) -> int:
        """All of ``changes`` if each only took the first open entry, else none (0)."""
        if any(any(map(removals, changes)) for removals in _OTHER_REMOVALS):
            return 0
        chunks = self._chunks
        taken = [entry for entry in map(_TAKEN, changes) if entry is not None]
        added = [entries for entries in map(_ADDED, changes) if entries]
        count = sum(map(len, added))
        if len(taken) > self._size + count or not all(
            map(is_, taken, chain(self._in_order(), chain.from_iterable(added)))
        ):
            return 0
        chunks.extend(added)
        self._size += count - len(taken)
        front, left = self._front, len(taken)
        while left:
            rest = len(chunks[0]) - front
            if left < rest:
                front += left
                break
            left -= rest
            chunks.popleft()
            front = 0
        self._front = front
        return len(changes)

    def undo(self, change: OpenChange) -> bool:
        """Undo the last change folded, if it only took the first open entry."""
        chunks, added, taken, front = self._chunks, change.added, change.taken, self._front
        if (
            not _only_takes(change)
            or len(added) > self._size
            or (taken is not None and front and chunks[0][front - 1] is not taken)
        ):
            return False
        last = chain.from_iterable(map(reversed, reversed(chunks)))  # live ones first
        if not all(map(is_, reversed(added), last)):
            return False
        left = len(added)
        while left:  # the added entries are the last ones, in one chunk or several
            live = len(chunks[-1]) - (self._front if len(chunks) == 1 else 0)
            if live > left:
                chunks[-1] = chunks[-1][: len(chunks[-1]) - left]
                break
            chunks.pop()
            left -= live
        if not chunks:
            self._front = 0
        self._size -= len(added)
        if taken is not None:
            if self._front:
                self._front -= 1
            else:
                chunks.appendleft((taken,))
            self._size += 1
        return True

    def _in_order(self) -> Iterator[Entry]:
        chunks = self._chunks
        if not chunks:
            return iter(())
        rest = chain.from_iterable(islice(chunks, 1, None))
        return chain(islice(chunks[0], self._front, None), rest)

    def nodes(self, count: int | None) -> list[Node]:
        return [entry[-1] for entry in islice(self._in_order(), count)]

    def entries(self) -> list[Entry]:
        return list(self._in_order())

    def copy(self) -> ArrivalOrder:
        twin = ArrivalOrder()
        twin._chunks = deque(self._chunks)
        twin._front, twin._size = self._front, self._size
        return twin

    def containers(self) -> list:
        return [self._chunks]


class KeyBuckets:
    """The open entries of a priority queue whose entries are ``(key..., number, node)``, the
    number counting insertions: one deque per key, in insertion order, and a heap of the keys.
    A key whose deque has emptied stays until it reaches the heap's top."""

    name = "key buckets"

    def __init__(self) -> None:
        self._buckets: dict[tuple, deque[Entry]] = {}
        self._keys: list[tuple] = []
        self._size = 0

    def __len__(self) -> int:
        return self._size

    def _first(self) -> deque[Entry] | None:
        """The deque of the lowest key with an entry open, dropping emptied keys on the way."""
        buckets, keys = self._buckets, self._keys
        while keys:
            bucket = buckets[keys[0]]
            if bucket:
                return bucket
            del buckets[heappop(keys)]
        return None

    def fold(self, changes: Sequence[OpenChange]) -> int:
        """The first of ``changes``, while each takes the first open entry, removes nothing
        else and adds each entry after those of its key: how many were folded."""
        buckets, keys = self._buckets, self._keys
        for done, change in enumerate(changes):
            taken, added = change.taken, change.added
            if not _only_takes(change):
                return done
            if taken is not None:
                first = self._first()
                if first is None or first[0] is not taken:
                    return done
                first.popleft()
                self._size -= 1
            for index, entry in enumerate(added):
                key = entry[:-2]
                bucket = buckets.get(key)
                if bucket is None:
                    buckets[key] = deque((entry,))
                    heappush(keys, key)
                elif not bucket or entry[-2] > bucket[-1][-2]:
                    bucket.append(entry)
                else:  # out of insertion order: put the change back as it was
                    self._size += index
                    self.undo(OpenChange(added[:index], taken))
                    return done
            self._size += len(added)
        return len(changes)

    def undo(self, change: OpenChange) -> bool:
        """Undo the last change folded, if it only took the first open entry."""
        if not _only_takes(change):
            return False
        buckets, seen = self._buckets, {}
        for entry in reversed(change.added):
            key = entry[:-2]
            bucket, depth = buckets.get(key), seen.get(key, 0)
            if bucket is None or len(bucket) <= depth or bucket[-1 - depth] is not entry:
                return False
            seen[key] = depth + 1
        for entry in reversed(change.added):
            buckets[entry[:-2]].pop()
        self._size -= len(change.added)
        taken = change.taken
        if taken is not None:
            key = taken[:-2]
            bucket = buckets.get(key)
            if bucket is None:
                buckets[key] = deque((taken,))
                heappush(self._keys, key)
            else:
                bucket.appendleft(taken)
            self._size += 1
        return True

    def nodes(self, count: int | None) -> list[Node]:
        buckets = self._buckets
        in_order = chain.from_iterable(buckets[key] for key in sorted(buckets))
        return [entry[-1] for entry in islice(in_order, count)]

    def entries(self) -> list[Entry]:
        return list(chain.from_iterable(self._buckets.values()))

    def copy(self) -> KeyBuckets:
        twin = KeyBuckets()
        twin._buckets = {key: deque(bucket) for key, bucket in self._buckets.items()}
        twin._keys = list(self._keys)
        twin._size = self._size
        return twin

    def containers(self) -> list:
        return [*self._buckets.values(), self._keys]


FORMS: dict[OpenList, type[ArrivalOrder] | type[KeyBuckets]] = {
    OpenList.FIFO: ArrivalOrder,
    OpenList.LOWEST_F: KeyBuckets,
    OpenList.LOWEST_G: KeyBuckets,
    OpenList.LOWEST_H: KeyBuckets,
}
"""The cheaper form of each open-list order that has one."""
