"""What each figure of the statistics panel counts, for its tooltip.

A student checks the panel against the course's definitions and trips where they seem to
disagree: BFS over all of problem E shows 8,763 expanded and 8,762 generated, because T, the
nodes generated, leaves out the root; SMA* may show more expanded than generated, and a
largest open above T, because once its memory is full each of its steps generates one
successor, and its memory holds the root and the expanded nodes. These notes say so where the
figures are shown (the README's glossary says the same).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cavalo_gui.engine.algorithms import get_algorithm


def figure_notes(algorithm: str) -> dict[str, str]:
    """The tooltip of each figure (by the panel's keys) for a run of ``algorithm`` (its
    engine name; "" before any run)."""
    notes = {
        "generated": QCoreApplication.translate(
            "FigureNotes",
            "T, the nodes generated: every node put into open, the root excluded (the "
            "course's definition). A search that expands every state it meets, the root "
            "included, so shows one expansion more than T.",
        ),
        "expanded": QCoreApplication.translate(
            "FigureNotes", "The nodes taken from open and expanded, the root included."
        ),
        "open": QCoreApplication.translate(
            "FigureNotes", "The nodes in open (still to expand) and in closed (expanded) now."
        ),
        "max_open": QCoreApplication.translate(
            "FigureNotes", "The most nodes open has held at once during the run."
        ),
        "duplicates": QCoreApplication.translate(
            "FigureNotes", "Successors discarded because their state was already met."
        ),
        "ghf": QCoreApplication.translate(
            "FigureNotes",
            "g: the cost of the path to the node shown; h: the heuristic's estimate of what "
            "is left; f = g + h. A search without a heuristic shows g alone.",
        ),
        "penetrance": QCoreApplication.translate(
            "FigureNotes", "P = L / T: the share of the generated nodes on the solution's path."
        ),
        "branching": QCoreApplication.translate(
            "FigureNotes", "B, the average branching factor: the B for which B + B² + … + B^L = T."
        ),
    }
    if algorithm and get_algorithm(algorithm).memory_bounded:
        notes["generated"] += QCoreApplication.translate(
            "FigureNotes",
            " Once memory is full, SMA* generates one successor per step and counts again each "
            "forgotten node it generates anew.",
        )
        notes["expanded"] = QCoreApplication.translate(
            "FigureNotes",
            "SMA*'s steps: each takes the best node in memory and generates its successors, all "
            "at once while memory has room for them, else one; so a node may be expanded once "
            "per successor, and Expanded may pass Generated.",
        )
        notes["max_open"] = QCoreApplication.translate(
            "FigureNotes",
            "For SMA*, the most nodes held in memory at once: the root and the nodes being "
            "expanded included, so it may pass Generated (at most the memory limit).",
        )
    return notes
