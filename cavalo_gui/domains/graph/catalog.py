"""The graphs shipped in ``problems/graph/`` (Romania, a misleading h, a first tree, a maze):
every ``*.txt`` file there, in name order, read once and then served from memory."""

from __future__ import annotations

import functools

from cavalo_gui.domains.graph.files import parse_graph_bytes
from cavalo_gui.domains.graph.problem import GraphPuzzle
from cavalo_gui.domains.problem_files import find_puzzle, read_bundled_problems
from cavalo_gui.engine.message import MessageError, message


@functools.cache
def _bundled() -> dict[str, GraphPuzzle]:
    return read_bundled_problems("graph", parse_graph_bytes)


def bundled_puzzles() -> dict[str, GraphPuzzle]:
    """The shipped graphs by name, in their files' order."""
    return dict(_bundled())


def load_puzzle(name: str, seed: int | None = None) -> GraphPuzzle:
    """The shipped graph called ``name`` (any case); ValueError naming the known ones
    otherwise, or when a seed is given (every shipped graph is fixed)."""
    puzzle = find_puzzle(_bundled(), name)
    if seed is not None:
        raise MessageError(message("graph.catalog.seed-fixed", name=puzzle.name))
    return puzzle
