"""The search tree's colours and symbols, what each means in words, and the legend under
the tree, in the current language (the view's own translation context, "SearchTreeView")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cavalo_gui.app.widgets.tree_marks import BACKED_UP_COLOUR, PRUNED_COLOUR
from cavalo_gui.engine.algorithms import get_algorithm
from cavalo_gui.runs.search_tree import Status

COLOURS = {
    Status.OPEN: "#2e86de",
    Status.CLOSED: "#7f8c8d",
    Status.CURRENT: "#f39c12",
    Status.DUPLICATE: "#d5d8dc",
    Status.PRUNED: "#c0392b",
    Status.REOPENED: "#8e44ad",
    Status.GOAL: "#27ae60",
    Status.SOLUTION: "#16a085",
    Status.REPLACED: "#e5e8e8",
    Status.FORGOTTEN: "#bdc3c7",
    Status.ABANDONED: "#cacfd2",
}
SYMBOLS = {Status.DUPLICATE: "x", Status.PRUNED: "t", Status.FORGOTTEN: "s"}


def status_words(status: Status) -> str:
    """What a glyph of ``status`` is, in words."""
    words = {
        Status.OPEN: QCoreApplication.translate("SearchTreeView", "waiting in open"),
        Status.CLOSED: QCoreApplication.translate("SearchTreeView", "expanded"),
        Status.CURRENT: QCoreApplication.translate("SearchTreeView", "being expanded"),
        Status.DUPLICATE: QCoreApplication.translate("SearchTreeView", "duplicate, discarded"),
        Status.PRUNED: QCoreApplication.translate("SearchTreeView", "pruned"),
        Status.REOPENED: QCoreApplication.translate("SearchTreeView", "re-opened"),
        Status.GOAL: QCoreApplication.translate("SearchTreeView", "goal"),
        Status.SOLUTION: QCoreApplication.translate("SearchTreeView", "on the solution path"),
        Status.REPLACED: QCoreApplication.translate(
            "SearchTreeView", "replaced in open by a cheaper node"
        ),
        Status.FORGOTTEN: QCoreApplication.translate(
            "SearchTreeView", "forgotten (its f backed up into its parent)"
        ),
        Status.ABANDONED: QCoreApplication.translate("SearchTreeView", "abandoned subtree"),
    }
    return words[status]


def legend_html(algorithm: str) -> str:
    """Each colour with what it means, and the f labels ``algorithm`` writes."""
    marks = {"x": "&#x2715;", "t": "&#x25BC;", "s": "&#x25A0;"}
    spec = get_algorithm(algorithm) if algorithm else None
    entries = []
    for status in Status:
        if status is Status.REPLACED or (
            status is Status.ABANDONED and not (spec and spec.abandons_subtrees)
        ):
            continue
        mark = marks.get(SYMBOLS.get(status, ""), "&#x25CF;")
        words = status_words(status)
        entries.append(f'<span style="color:{COLOURS[status]}">{mark}</span>&nbsp;{words}')
    if spec and spec.memory_bounded:  # SMA*'s nodes back in open (see search_tree_view)
        entries.append(
            f'<span style="color:{COLOURS[Status.OPEN]}">&#x25C9;</span>&nbsp;'
            + QCoreApplication.translate(
                "SearchTreeView", "ringed: expanded in part, waiting in open again"
            )
        )
    if spec and spec.informed:
        entries.append(
            f'<b style="color:{PRUNED_COLOUR}">f</b>&nbsp;'
            + QCoreApplication.translate("SearchTreeView", "f of a pruned node")
        )
    if spec and spec.backs_up_f:
        entries.append(
            f'<b style="color:{BACKED_UP_COLOUR}">↑f</b>&nbsp;'
            + QCoreApplication.translate("SearchTreeView", "f backed up into the node")
        )
    return "<small>" + " &nbsp; ".join(entries) + "</small>"
