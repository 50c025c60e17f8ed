"""Small builders for Blokus Uno tests: boards drawn as text, the true cost by exhaustion."""

from __future__ import annotations

from cavalo_gui.domains.blokus.problem import BlokusProblem, BlokusPuzzle
from cavalo_gui.domains.blokus.rules import BlokusState

CELLS = {".": 0, "O": 1, "X": 2}


def puzzle_of(*rows: str, stock: tuple[int, int, int] = (10, 10, 15)) -> BlokusPuzzle:
    """A puzzle from rows drawn with '.', 'O' and 'X', spaces ignored."""
    board = tuple(tuple(CELLS[cell] for cell in row.replace(" ", "")) for row in rows)
    return BlokusPuzzle("test", board, stock)


def problem_of(*rows: str, stock: tuple[int, int, int] = (10, 10, 15)) -> BlokusProblem:
    return BlokusProblem(puzzle_of(*rows, stock=stock))


def legal_labels(problem: BlokusProblem, state: BlokusState | None = None) -> list[str]:
    """The labels of the legal placements, in successor order."""
    state = problem.initial_state() if state is None else state
    return [label for label, _state, _cost in problem.successors(state)]


def true_costs(problem: BlokusProblem) -> dict[BlokusState, int]:
    """The fewest placements to a goal from every state reachable from the initial one."""
    costs: dict[BlokusState, int] = {}

    def cost(state: BlokusState) -> int:
        if state not in costs:
            if problem.is_goal(state):
                costs[state] = 0
            else:
                costs[state] = 1 + min(cost(after) for _, after, _ in problem.successors(state))
        return costs[state]

    cost(problem.initial_state())
    return costs
