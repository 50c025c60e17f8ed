"""The quiz's running score: questions answered, right answers, and mistakes by kind."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from enum import Enum


class Kind(Enum):
    """What a question asks."""

    NEXT_NODE = "next node"  # which open node is expanded next
    THRESHOLD = "threshold"  # the next pass's threshold (IDA*) or depth limit (IDDFS)
    BACKED_UP = "backed-up f"  # the f RBFS backs up into a node as it abandons its subtree
    FORGOTTEN = "forgotten"  # the node SMA* forgets when memory is full
    FATE = "fate"  # in fine step, what becomes of the next child generated


@dataclass
class Score:
    """How the student has done so far in this run."""

    asked: int = 0
    right: int = 0
    mistakes: Counter[Kind] = field(default_factory=Counter)

    def mark(self, kind: Kind, right: bool) -> None:
        """Count one answer."""
        self.asked += 1
        if right:
            self.right += 1
        else:
            self.mistakes[kind] += 1

    def clear(self) -> None:
        self.asked = self.right = 0
        self.mistakes.clear()
