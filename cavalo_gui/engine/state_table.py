"""Tables keyed by state that grow in small steps: one dict split into 64 by the state's hash.

A dict that outgrows its table moves every entry into one twice as large, in one operation
that holds the GIL throughout: the search's table of states crossing 2**21 * 2/3 = 1,398,101
entries took 200-360 ms on this project's 2-core machine in a single insert, and the window's
thread stood still that long. Split 64 ways, each shard resizes on its own, at 1/64 of the
size, so no insert moves more than a few tens of thousands of entries (about 3 ms at 2 million
states, 20 ms at 10 million).

The search loops pick the shard themselves, once per state (``shards[hash(state) & SHARD_MASK]``),
and use it for every lookup of that state; :class:`StateTable` is the same split behind a
mapping's methods for the code that is not hot.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from cavalo_gui.engine.node import State

SHARD_BITS = 6
SHARD_MASK = (1 << SHARD_BITS) - 1
SHARD_COUNT = SHARD_MASK + 1
"""``hash(state) % SHARD_COUNT`` is ``hash(state) & SHARD_MASK`` for every int (Python's ``%``
floors), and costs CPython less on a negative hash: the hottest loops pick shards so."""


def new_shards() -> list[dict[Any, Any]]:
    """The empty shards of one table."""
    return [{} for _ in range(SHARD_MASK + 1)]


class StateTable:
    """A mapping from state to value over shards (see the module's note); ``len`` adds up the
    shards, so a hot loop keeps its own count."""

    __slots__ = ("shards",)

    def __init__(self) -> None:
        self.shards = new_shards()

    def shard(self, state: State) -> dict[Any, Any]:
        return self.shards[hash(state) & SHARD_MASK]

    def get(self, state: State, default: Any = None) -> Any:
        return self.shards[hash(state) & SHARD_MASK].get(state, default)

    def __contains__(self, state: State) -> bool:
        return state in self.shards[hash(state) & SHARD_MASK]

    def __getitem__(self, state: State) -> Any:
        return self.shards[hash(state) & SHARD_MASK][state]

    def __setitem__(self, state: State, value: Any) -> None:
        self.shards[hash(state) & SHARD_MASK][state] = value

    def __delitem__(self, state: State) -> None:
        del self.shards[hash(state) & SHARD_MASK][state]

    def __len__(self) -> int:
        return sum(map(len, self.shards))

    def __bool__(self) -> bool:
        return any(self.shards)

    def __iter__(self) -> Iterator[State]:
        for shard in self.shards:
            yield from shard
