"""Dots and Boxes test helpers: boards from drawings, and the true cost by exhaustive search."""

from __future__ import annotations

import functools
import math
import textwrap

import numpy as np

from cavalo_gui.domains.dots.board import DotsBoard, geometry
from cavalo_gui.domains.dots.files import parse_problems
from cavalo_gui.domains.dots.problem import DotsProblem, DotsPuzzle


def puzzle_from(drawing: str, target: int, name: str = "T") -> DotsPuzzle:
    """The puzzle whose board is ``drawing`` (the project's format, indented as you like)."""
    text = f"problem {name}\ntarget {target}\nboard\n{textwrap.dedent(drawing).strip(chr(10))}\n"
    (puzzle,) = parse_problems(text)
    return puzzle


def problem_from(drawing: str, target: int, exact: bool = True) -> DotsProblem:
    return DotsProblem(puzzle_from(drawing, target), exact)


def names(problem: DotsProblem, state) -> list[str]:
    return [move for move, _state, _cost in problem.successors(state)]


def after(problem: DotsProblem, state, *arcs: str):
    """The state reached by drawing ``arcs`` one after another."""
    for arc in arcs:
        state = next(child for move, child, _cost in problem.successors(state) if move == arc)
    return state


UNREACHABLE = 1 << 20


@functools.cache
def true_costs(rows: int, columns: int, target: int, exact: bool = True) -> np.ndarray:
    """For every set of drawn arcs of a small board (as an int), the fewest arcs still to
    draw to have exactly ``target`` boxes closed, or at least that many when not ``exact``
    (:data:`UNREACHABLE` when it cannot be done).

    Exhaustive, from the rules alone: arcs are only ever added, each at cost 1, so from arcs s
    the cheapest goal is the smallest goal superset D of s, reached in |D| - |s| moves. Every
    goal set is scored by its size, then a superset-minimum over each arc in turn brings the
    smallest goal above each set down to it."""
    shape = geometry(rows, columns)
    count = shape.arc_count
    masks = np.arange(1 << count, dtype=np.int64)
    closed = np.zeros(1 << count, dtype=np.int64)
    for box_mask in shape.box_arcs:
        closed += (masks & box_mask) == box_mask
    sizes = np.zeros(1 << count, dtype=np.int64)
    for arc in range(count):
        sizes += (masks >> arc) & 1
    unreachable = UNREACHABLE
    goal = closed == target if exact else closed >= target
    best = np.where(goal, sizes, unreachable)
    for arc in range(count):
        view = best.reshape(-1, 2, 1 << arc)
        np.minimum(view[:, 0, :], view[:, 1, :], out=view[:, 0, :])
    return np.where(best >= unreachable, unreachable, best - sizes)


def true_cost(board: DotsBoard, target: int, exact: bool = True) -> float:
    """The fewest arcs to the goal from ``board``, by exhaustive search; inf when none."""
    cost = int(true_costs(board.rows, board.columns, target, exact)[board.arcs])
    return math.inf if cost >= UNREACHABLE else cost


def fewest_arcs_by_box_sets(board: DotsBoard, target: int) -> int:
    """The fewest arcs to close at least ``target`` boxes (the option ``goal=at-least``; a
    lower bound under the exact goal), found without search: the cheapest set S of
    ``target`` boxes, by the missing arcs that border it, chosen box by box in row order.
    Each missing arc is counted by the first box of S (in that order) that it borders, so the
    choice only needs to remember which boxes of the last row were taken."""
    shape = board.geometry

    def missing(arc: int) -> bool:
        return not board.arcs >> arc & 1

    best = {(0, 0): 0}  # (boxes taken in the last row's columns, how many taken) -> cost
    for row in range(shape.rows):
        for column in range(shape.columns):
            above = shape.horizontal(row, column)
            below = shape.horizontal(row + 1, column)
            left, right = shape.vertical(column, row), shape.vertical(column + 1, row)
            following: dict[tuple[int, int], int] = {}
            for (taken, count), cost in best.items():
                options = [((taken & ~(1 << column), count), cost)]
                above_taken = taken >> column & 1
                left_taken = column > 0 and taken >> (column - 1) & 1
                added = (
                    (missing(above) and not above_taken)
                    + (missing(left) and not left_taken)
                    + missing(right)
                    + missing(below)
                )
                options.append(((taken | 1 << column, min(count + 1, target)), cost + added))
                for key, value in options:
                    if value < following.get(key, 1 << 20):
                        following[key] = value
            best = following
    return min(cost for (_taken, count), cost in best.items() if count >= target)
