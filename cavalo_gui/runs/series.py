"""A float series that grows by doubling: the chart's data, fed a batch at a time."""

from __future__ import annotations

import numpy as np


class GrowingSeries:
    """A float series that grows by doubling, so appending a batch costs one slice copy."""

    def __init__(self, capacity: int = 1024) -> None:
        self._data = np.zeros(capacity, dtype=np.float64)
        self._size = 0

    def __len__(self) -> int:
        return self._size

    def extend(self, values) -> None:
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

    def thin(self) -> None:
        """Keep every other value (the second of each pair), halving the series."""
        kept = self._data[1 : self._size : 2].copy()
        self._size = len(kept)
        self._data[: self._size] = kept

    def clear(self) -> None:
        self._size = 0
