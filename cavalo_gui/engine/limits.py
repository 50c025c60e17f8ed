"""Budgets that end a run cleanly, and the user's stop request."""

from __future__ import annotations

from dataclasses import dataclass, replace

DEFAULT_MAX_NODES = 2_000_000
DEFAULT_MAX_SECONDS = 120.0


@dataclass(frozen=True)
class Limits:
    """A run ends with outcome ``limit`` once it has generated ``max_nodes`` nodes, expanded
    ``max_expansions`` nodes or spent ``max_seconds`` of search time. ``None`` means no bound.
    """

    max_nodes: int | None = DEFAULT_MAX_NODES
    max_seconds: float | None = DEFAULT_MAX_SECONDS
    max_expansions: int | None = None

    def __post_init__(self) -> None:
        for name in ("max_nodes", "max_seconds", "max_expansions"):
            value = getattr(self, name)
            if value is not None and value <= 0:
                raise ValueError(f"{name} must be positive, got {value}")

    @classmethod
    def unbounded(cls) -> Limits:
        return cls(max_nodes=None, max_seconds=None, max_expansions=None)

    def within(self, own: Limits) -> Limits:
        """These budgets held to ``own`` (someone's own node and time budgets): each the lesser
        of the two, no bound counting as the largest. How a handed-out run file runs for
        whoever opens it; its expansion budget, which nobody sets for themselves, stays."""
        return replace(
            self,
            max_nodes=_lesser(self.max_nodes, own.max_nodes),
            max_seconds=_lesser(self.max_seconds, own.max_seconds),
        )


def _lesser(mine: float | None, theirs: float | None) -> float | None:
    if mine is None:
        return theirs
    return mine if theirs is None else min(mine, theirs)


class RunControl:
    """Shared between a running search and whoever drives it: holds the limits and lets the
    driver ask for a stop, which the search honours before its next expansion."""

    def __init__(self, limits: Limits | None = None) -> None:
        self.limits = limits if limits is not None else Limits()
        self.stop_requested = False

    def request_stop(self) -> None:
        self.stop_requested = True
