"""A finished run's objects let go a slice at a time, between the window's other work.

A large run keeps millions of objects: the recorded expansions, their nodes and the open list's
entries. Dropped at once (Reset, another problem), freeing them held the GUI thread for about a
second after BFS on F to its default budget. The model hands the containers that hold them to a
:class:`GradualRelease`, which empties them from the end, :data:`SLICE` items per turn of the
event loop.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QObject, QTimer

SLICE = 5_000  # items freed per turn of the event loop (a few milliseconds)


class GradualRelease(QObject):
    """Empties the lists, deques and sets handed to it, a slice per turn of the event loop."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._containers: list = []
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._release_a_slice)

    @property
    def pending(self) -> int:
        """How many items are still to be let go."""
        return sum(len(container) for container in self._containers)

    def release(self, containers: Iterable) -> None:
        """Let go of ``containers`` (no longer used by anyone else) from the next turn on."""
        self._containers.extend(container for container in containers if container)
        if self._containers and not self._timer.isActive():
            self._timer.start()

    def _release_a_slice(self) -> None:
        budget = SLICE
        while self._containers and budget > 0:
            container = self._containers[-1]
            count = min(budget, len(container))
            if isinstance(container, list):
                del container[-count:]
            else:  # a deque or a set
                pop = container.pop
                for _ in range(count):
                    pop()
            budget -= count
            if not container:
                self._containers.pop()
        if not self._containers:
            self._timer.stop()
