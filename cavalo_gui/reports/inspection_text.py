"""What ``cavalo inspect`` prints of an :class:`Inspection`, in the reader's language."""

from __future__ import annotations

from statistics import fmean

from cavalo_gui.domains.catalogues import render
from cavalo_gui.engine.message import message
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.heuristic_inspection import InspectedNode, Inspection


def moves_text(inspection: Inspection, node: InspectedNode, language: str) -> str:
    """The node's moves from the start, or 'the start' for the root."""
    return inspection.path_text(node) or render(message("inspect.the-start"), language)


def inspection_report(inspection: Inspection, setup: RunChoices, language: str) -> str:
    """The header, the admissibility and consistency violations, one line each, and the
    largest and mean h/h*."""
    nodes = inspection.nodes
    lines = [
        message(
            "inspect.header",
            heuristic=inspection.heuristic.name,
            problem=setup.puzzle.name,
            algorithm=setup.algorithm,
            n=len(nodes),
            known=inspection.known(),
        )
    ]
    inadmissible = inspection.inadmissible()
    lines.append(message("inspect.inadmissible", n=len(inadmissible)))
    for node in inadmissible:
        lines.append(
            message(
                "inspect.inadmissible-row",
                row=node.row,
                moves=moves_text(inspection, node, language),
                h=float(node.h),
                true=float(node.true or 0),
            )
        )
    inconsistent = inspection.inconsistencies()
    lines.append(message("inspect.inconsistent", n=len(inconsistent)))
    for edge in inconsistent:
        lines.append(
            message(
                "inspect.inconsistent-row",
                parent=edge.parent,
                child=edge.child,
                moves=moves_text(inspection, nodes[edge.child], language),
                drop=float(edge.drop),
                cost=float(edge.cost),
            )
        )
    ratios = inspection.ratios()
    if ratios:
        lines.append(
            message("inspect.ratios", largest=float(max(ratios)), mean=float(fmean(ratios)))
        )
    else:
        lines.append(message("inspect.no-ratios"))
    unknown = len(nodes) - inspection.known()
    if unknown:
        lines.append(message("inspect.unknown", n=unknown, spent=inspection.spent))
    return "\n".join(render(line, language) for line in lines)
