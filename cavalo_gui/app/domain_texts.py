"""The texts the puzzles and the engine give the window (labels, descriptions, units):
they are written in English in layers with no Qt, so they are listed here for
``pyside6-lupdate`` to extract into the context ``Domains``; :func:`domain_text` translates one
when it is shown. A test checks that every text the registries offer is listed."""

# ruff: noqa: E501  (the texts are listed whole, as lupdate reads them)
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

DOMAIN_TEXTS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Domains", "Breadth-first (BFS)"),
    QT_TRANSLATE_NOOP(
        "Domains", "Expands the shallowest node first: the fewest moves. Goal tested on generation."
    ),
    QT_TRANSLATE_NOOP("Domains", "Depth-first (DFS)"),
    QT_TRANSLATE_NOOP(
        "Domains", "Deepest node first, down to a depth limit: a solution, not the shortest."
    ),
    QT_TRANSLATE_NOOP("Domains", "Depth limit"),
    QT_TRANSLATE_NOOP("Domains", "A*"),
    QT_TRANSLATE_NOOP(
        "Domains", "Expands the lowest f = g + h first; optimal when h is admissible."
    ),
    QT_TRANSLATE_NOOP("Domains", "Iterative deepening (IDDFS)"),
    QT_TRANSLATE_NOOP(
        "Domains",
        "Depth-first with a depth limit raised by one each pass: the fewest moves, with the memory of depth-first.",
    ),
    QT_TRANSLATE_NOOP("Domains", "Uniform cost"),
    QT_TRANSLATE_NOOP(
        "Domains", "Expands the lowest path cost g first: the fewest moves, with no heuristic."
    ),
    QT_TRANSLATE_NOOP("Domains", "Greedy best-first"),
    QT_TRANSLATE_NOOP(
        "Domains", "Expands the node that looks closest to the goal (lowest h): fast, not optimal."
    ),
    QT_TRANSLATE_NOOP("Domains", "Beam search"),
    QT_TRANSLATE_NOOP(
        "Domains",
        "Breadth-first, keeping only the best few nodes (lowest h) of each layer: little memory, no guarantee.",
    ),
    QT_TRANSLATE_NOOP("Domains", "Beam width"),
    QT_TRANSLATE_NOOP("Domains", "IDA*"),
    QT_TRANSLATE_NOOP(
        "Domains",
        "Depth-first passes bounded by f = g + h, the bound raised to the least f that exceeded it: optimal like A* in memory linear in the depth.",
    ),
    QT_TRANSLATE_NOOP("Domains", "RBFS"),
    QT_TRANSLATE_NOOP(
        "Domains",
        "Recursive best-first: A*'s order in linear memory, backing up the best f of each subtree it abandons. Optimal when h is admissible.",
    ),
    QT_TRANSLATE_NOOP("Domains", "SMA*"),
    QT_TRANSLATE_NOOP(
        "Domains",
        "Memory-bounded A*: holds at most 'memory' nodes, forgetting the worst leaf and backing its f up to its parent. Optimal if the optimal path fits in memory.",
    ),
    QT_TRANSLATE_NOOP("Domains", "Memory (nodes)"),
    QT_TRANSLATE_NOOP("Domains", "Depth-first decision search"),
    QT_TRANSLATE_NOOP(
        "Domains",
        "Is there a solution of cost at most k? Depth first with a table of refuted states, for k rising from h to a beam's first solution: optimal when h is admissible.",
    ),
    QT_TRANSLATE_NOOP("Domains", "Knight game"),
    QT_TRANSLATE_NOOP("Domains", "points"),
    QT_TRANSLATE_NOOP("Domains", "Doubles"),
    QT_TRANSLATE_NOOP(
        "Domains",
        "Which other double a double removes: the highest, the lowest, or each one in turn (the player's choice is searched).",
    ),
    QT_TRANSLATE_NOOP("Domains", "remove the highest double"),
    QT_TRANSLATE_NOOP("Domains", "remove the lowest double"),
    QT_TRANSLATE_NOOP("Domains", "the player chooses (searched)"),
    QT_TRANSLATE_NOOP(
        "Domains",
        "Six numbers near the top-left corner: the symmetric pairs 02/20 and 03/30 and the doubles 44 and 22.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "The even numbers 02-10 on row 1 and the odd numbers 03-11 on row 3, in alternate columns.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "Thirteen numbers in the top-left corner, with the doubles 88 and 99 and the symmetric pairs 12/21 and 45/54.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "Rows 1 and 2 full (98 down to 89, then 01-09 with 55) and the doubles scattered below.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "The numbers 01-25 in a staggered lattice. It has no solution: at most 250 points can be scored, and only a search that explores every reachable state can prove it.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "The numbers 00-99, each exactly once, shuffled from the seed: change the seed for another board.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "The course's h = o/m: points still missing over the mean of the numbers left. Not admissible.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "Fewest numbers left on the board whose sum covers the missing points: each move scores one number. Admissible and consistent.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "Fewest numbers covering the missing points, counting one number per symmetric pair and at most half the doubles left. Admissible and consistent.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "As 'pairs', and the knight lands on light and dark squares in turn, so it takes the best numbers of each colour alternately. Admissible and consistent.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "As 'colours', counting only the numbers the knight can still reach by jumps through numbered squares. Admissible and consistent.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "As 'reach', and high numbers that lie apart cost a move on a low number to get to, priced per island of high numbers. The strongest admissible estimate, and consistent.",
    ),
    QT_TRANSLATE_NOOP("Domains", "Blokus Uno"),
    QT_TRANSLATE_NOOP("Domains", "pieces"),
    QT_TRANSLATE_NOOP(
        "Domains",
        "The player's nine 1x1 pieces fill the bottom-left corner, in a lattice of other pieces; one 1x1 is left in stock, with all the 2x2s and crosses.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains", "As A, without the other pieces at D6 and B7-C8: more room on the left."
    ),
    QT_TRANSLATE_NOOP("Domains", "As B, without the other pieces at E5, E6, F6 and E7."),
    QT_TRANSLATE_NOOP(
        "Domains",
        "Ten 1x1 pieces of the player's zigzag down the right edge from L6 to N14; the right side of the board is mostly empty, and no 1x1 is left in stock.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "No piece of the player's yet, so the first must cover a corner; other pieces are scattered over the board.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "No piece of the player's yet, on an open board: nine 2x2 pieces of others run along the diagonal from the top-right corner to the bottom-left one.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "The course's h = o - c: the empty squares (still to fill) minus the player's squares (filled). Not admissible: one placement can end a game with dozens empty.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "Seed 001's h = 3a + 2b + c: the legal places of a 1x1, a 2x2 and a cross in stock, weighted. Not admissible: one placement can end a game with many places left.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "h = 1 until the goal: a state that is not a goal needs one more placement at least. Admissible and consistent.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "The most places of one kind in stock lying 5 or more squares apart (no one piece can block two), capped by its stock. Admissible.",
    ),
    QT_TRANSLATE_NOOP("Domains", "Dots and Boxes"),
    QT_TRANSLATE_NOOP("Domains", "boxes"),
    QT_TRANSLATE_NOOP(
        "Domains",
        "A 3 x 3 board with 8 of its 24 arcs drawn and 1 box already closed: have 3 boxes closed in as few arcs as possible.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "A 4 x 4 board with 25 of its 40 arcs drawn and 5 boxes already closed: have 7 boxes closed in as few arcs as possible.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "A 4 x 4 board with 22 of its 40 arcs drawn and 4 boxes already closed: have 10 boxes closed in as few arcs as possible.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "An empty board of 4 x 5 boxes (49 arcs): have 10 boxes closed in as few arcs as possible.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "A 6 x 6 board with 43 of its 84 arcs drawn and 2 boxes already closed: have 20 boxes closed in as few arcs as possible.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "A 7 x 7 board with 3 of its 112 arcs drawn: have 35 boxes closed in as few arcs as possible.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "The course's h = o - c, boxes still to close: may overshoot, one arc can close two.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains", "Boxes still to close, halved and rounded up: one arc closes at most two boxes."
    ),
    QT_TRANSLATE_NOOP(
        "Domains", "Missing sides of the cheapest boxes still needed, a shared side counting half."
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "As sides, and at least the fewest arcs around the target's boxes minus those drawn.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "As region, and the boxes' arcs counted exactly within bands of two rows or columns.",
    ),
)


QT_TEXTS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    QT_TRANSLATE_NOOP("QShortcut", "Space"),
    QT_TRANSLATE_NOOP("QShortcut", "Esc"),
    QT_TRANSLATE_NOOP("QShortcut", "Left"),
    QT_TRANSLATE_NOOP("QShortcut", "Right"),
    QT_TRANSLATE_NOOP("QShortcut", "Up"),
    QT_TRANSLATE_NOOP("QShortcut", "Down"),
    QT_TRANSLATE_NOOP("QShortcut", "Ctrl"),
    QT_TRANSLATE_NOOP("QShortcut", "Shift"),
    QT_TRANSLATE_NOOP("QShortcut", "Home"),
    QT_TRANSLATE_NOOP("QShortcut", "End"),
)
"""Qt's own words the window shows (standard buttons, key names in tooltips): Qt ships no
European Portuguese for them (its qt_pt_PT lacks most, its pt_BR says "Salvar"), so the
app's translation carries them in Qt's contexts."""


def domain_text(text: str) -> str:
    """``text``, a label or description from a puzzle or the engine, in the current language."""
    return QCoreApplication.translate("Domains", text)
