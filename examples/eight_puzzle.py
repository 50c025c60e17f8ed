"""The 8-puzzle as a problem class in aima-python's shape, to search with cavalo:

    cavalo solve --problem-module examples/eight_puzzle.py --algorithm astar --heuristic manhattan
    cavalo-gui --problem-module examples/eight_puzzle.py

A state is a tuple of nine tiles read row by row, 0 for the blank. An action names the way the
blank moves. Both heuristics never overestimate the moves still needed, which the class says
in ``admissible`` so that A* may call its solution optimal.
"""

GOAL = (0, 1, 2, 3, 4, 5, 6, 7, 8)
START = (7, 2, 4, 5, 0, 6, 8, 3, 1)  # the textbook's (AIMA, 3rd ed., figure 3.28): 26 moves
MOVES = {"up": -3, "down": 3, "left": -1, "right": 1}


class EightPuzzle:
    """Slide the tiles into order, the blank first."""

    admissible = ("misplaced", "manhattan")

    def __init__(self, initial=START, goal=GOAL):
        self.initial = tuple(initial)
        self.goal = tuple(goal)

    def actions(self, state):
        blank = state.index(0)
        row, column = divmod(blank, 3)
        possible = []
        if row > 0:
            possible.append("up")
        if row < 2:
            possible.append("down")
        if column > 0:
            possible.append("left")
        if column < 2:
            possible.append("right")
        return possible

    def result(self, state, action):
        blank = state.index(0)
        other = blank + MOVES[action]
        tiles = list(state)
        tiles[blank], tiles[other] = tiles[other], tiles[blank]
        return tuple(tiles)

    def goal_test(self, state):
        return state == self.goal

    def path_cost(self, cost, state1, action, state2):
        return cost + 1

    def h_misplaced(self, node):
        """Tiles out of place (the blank not counted)."""
        return sum(
            1 for tile, wanted in zip(node.state, self.goal, strict=True) if tile and tile != wanted
        )

    def h_manhattan(self, node):
        """The sum of each tile's rows and columns away from its place."""
        total = 0
        for index, tile in enumerate(node.state):
            if tile:
                wanted = self.goal.index(tile)
                total += abs(index // 3 - wanted // 3) + abs(index % 3 - wanted % 3)
        return total

    def draw(self, state):
        """The board as three rows, the blank as a dot."""
        rows = [state[start : start + 3] for start in (0, 3, 6)]
        return "\n".join(" ".join(str(tile) if tile else "·" for tile in row) for row in rows)
