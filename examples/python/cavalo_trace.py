"""Write the trace of your own search, for ``cavalo check`` (docs/own-search.md).

Copy this file beside your program; it needs nothing but Python's standard library. Then, from
your own BFS, DFS or A*::

    with SearchTrace("bfs-A.jsonl", problem="A", algorithm="bfs") as trace:
        ...
        trace.expansion(moves_of(node), depth=node.depth)    # each node you expand
        ...
        trace.finish(solution=moves_of(goal), generated=generated, expanded=expanded)

A move is the square the knight lands on, as the board names it ("C3"), or the course's
(line, column) pair counted from 0 ((2, 2) is C3). Each call writes one JSON line.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from typing import Any


def _number(value: float | None) -> float | int | str | None:
    if value is None:
        return None
    if math.isinf(value):
        return "inf"
    return int(value) if float(value).is_integer() else value


class SearchTrace:
    """A trace file being written: the header on opening, then a line per call."""

    def __init__(
        self,
        path: str,
        *,
        algorithm: str,
        problem: str | None = None,
        board: str | None = None,
        puzzle: str = "knight",
        heuristic: str | None = None,
        options: dict[str, str] | None = None,
        parameters: dict[str, float] | None = None,
    ) -> None:
        self._file = open(path, "w", encoding="utf-8")  # noqa: SIM115 - closed by close()
        header = {
            "format": "cavalo-trace",
            "version": 1,
            "puzzle": puzzle,
            "problem": problem,
            "board": board,
            "algorithm": algorithm,
            "heuristic": heuristic,
            "options": options or {"double": "max"},
            "parameters": parameters or {},
        }
        self._write({key: value for key, value in header.items() if value is not None})

    def _write(self, line: dict[str, Any]) -> None:
        self._file.write(json.dumps(line) + "\n")

    def expansion(
        self,
        moves: Sequence[Any],
        *,
        depth: int | None = None,
        g: float | None = None,
        h: float | None = None,
        f: float | None = None,
    ) -> None:
        """One node expanded: its moves from the start (empty for the root) and, if you have
        them, its depth, g, h and f."""
        line: dict[str, Any] = {
            "event": "expansion",
            "node": {"moves": [list(m) if isinstance(m, tuple) else m for m in moves]},
        }
        for name, value in (("depth", depth), ("g", g), ("h", h), ("f", f)):
            if value is not None:
                line[name] = _number(value)
        self._write(line)

    def finish(
        self,
        *,
        solution: Sequence[Any] | None = None,
        generated: int | None = None,
        expanded: int | None = None,
        penetrance: float | None = None,
        branching: float | None = None,
    ) -> None:
        """The end: the solution's moves (None if there is none) and the statistics your
        program prints."""
        line: dict[str, Any] = {"event": "finished"}
        if solution is not None:
            line["solution"] = [list(m) if isinstance(m, tuple) else m for m in solution]
            line["length"] = len(solution)
        for name, value in (
            ("generated", generated),
            ("expanded", expanded),
            ("penetrance", penetrance),
            ("branching", branching),
        ):
            if value is not None:
                line[name] = _number(value)
        self._write(line)

    def close(self) -> None:
        self._file.close()

    def __enter__(self) -> SearchTrace:
        return self

    def __exit__(self, *_exception: object) -> None:
        self.close()
