"""Reading a JSON Lines trace as a reader of docs/trace.md would: fold its open-list changes."""

from __future__ import annotations

import json
from pathlib import Path


def read_trace(path: Path) -> tuple[dict, list[dict]]:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    return rows[0], rows[1:]


def _key(key: list) -> list:
    return [float(part) if isinstance(part, str) else part for part in key]  # "inf"


def fold_trace(rows: list[dict]) -> dict:
    """The statistics a trace folds back into: expansions, nodes generated (entries added to
    open), the largest open list, and the open list left (each node's moves, in order)."""
    parent_move: dict[int, tuple[int | None, str | None]] = {}
    open_list: dict[int, list] = {}
    expanded = generated = largest = 0
    for row in rows:
        if row["event"] == "iteration":
            continue
        if row["event"] == "expansion":
            expanded += 1
            node = row["node"]
            parent_move.setdefault(node["id"], (row["parent"], (node["moves"] or [None])[-1]))
        change = row["open"]
        for gone in [change["taken"], *change["replaced"], *change["pruned"]]:
            if gone is not None:
                del open_list[gone]
        for gone in change["forgotten"]:
            del open_list[gone]
        for entry in change["added"]:
            parent_move[entry["id"]] = (entry["parent"], entry["move"])
            open_list[entry["id"]] = _key(entry["key"])
            generated += 1
        if row["event"] == "expansion":
            largest = max(largest, len(open_list))

    def moves(node: int | None) -> list[str]:
        path = []
        while node is not None:
            parent, move = parent_move[node]
            if move is not None:
                path.append(move)
            node = parent
        return path[::-1]

    ordered = sorted(open_list, key=lambda node: open_list[node])
    return {
        "expanded": expanded,
        "generated": generated,
        "max_open": largest,
        "open": [moves(node) for node in ordered],
    }
