"""The texts the puzzles and the engine give the window (labels, descriptions, units), in the
language the window shows.

A puzzle translates its own texts (:meth:`~cavalo_gui.domains.domain.Domain.translate`), so a
new puzzle edits nothing here. The engine's algorithms are written in English in a layer with
no Qt: their texts are listed here for ``pyside6-lupdate`` to extract into the context
``Domains``. A test checks that every text the registries offer is translated."""

# ruff: noqa: E501  (the texts are listed whole, as lupdate reads them)
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from cavalo_gui.app.i18n import report_language
from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.registry import puzzle_text
from cavalo_gui.engine.message import Message

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
    QT_TRANSLATE_NOOP(
        "Domains",
        "Expands the lowest f = g + w·h first: above 1, w leans on h and finds a solution sooner.",
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
    QT_TRANSLATE_NOOP("Domains", "Weight w"),
    QT_TRANSLATE_NOOP("Domains", "IDA*"),
    QT_TRANSLATE_NOOP(
        "Domains",
        "Depth-first passes bounded by f = g + h, the bound raised to the least f that exceeded it: optimal like A* in memory linear in the depth.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "Depth-first passes bounded by f = g + w·h, the bound raised to the least f that exceeded it, in memory linear in the depth.",
    ),
    QT_TRANSLATE_NOOP("Domains", "RBFS"),
    QT_TRANSLATE_NOOP(
        "Domains",
        "Recursive best-first: A*'s order in linear memory, backing up the best f of each subtree it abandons. Optimal when h is admissible.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "Recursive best-first on f = g + w·h in linear memory, backing up the best f of each subtree it abandons.",
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
    QT_TRANSLATE_NOOP(
        "Domains",
        "First in, first out: the shallowest node first; between nodes of equal depth, the one generated first, a node's successors in the puzzle's order of moves.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "Last in, first out: the newest node first; a node's successors in the puzzle's order of moves, the first of them expanded first.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "The lowest f; between equal f, the lower h; between equal h too, the one added to open first.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "As depth-first in each pass: the newest node first; a node's successors in the puzzle's order of moves, the first of them expanded first.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "The lowest g; between equal g, the one added to open first.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "The lowest h; between equal h, the one added to open first.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "Layer by layer, each kept and expanded lowest h first; between equal h, the one generated first.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "Depth first within the threshold: a node's children in the puzzle's order of moves, the first of them searched first.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "The child of lowest backed-up f; between equal f, the one earlier in the puzzle's order of moves.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "The lowest f; between equal f, the deepest, then the oldest. When memory is full it forgets the leaf of highest f; between equal f, the shallowest, then the newest.",
    ),
    QT_TRANSLATE_NOOP(
        "Domains",
        "Depth first, a node's children by lowest f; between equal f, the one with the most progress; between equal progress too, the one later in the puzzle's order of moves.",
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


def domain_text(text: str | Message) -> str:
    """``text``, a label or description from a puzzle or the engine, in the current language:
    a message rendered, the puzzle's own translation if it is a puzzle's text, Qt's catalogue
    otherwise."""
    if isinstance(text, Message):
        return render(text, report_language())
    return puzzle_text(text, report_language()) or QCoreApplication.translate("Domains", text)
