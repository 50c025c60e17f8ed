"""The end of a run in one sentence, in the current language (the status bar's and the
statistics' words)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cavalo_gui.app.domain_texts import domain_text
from cavalo_gui.app.i18n import number, report_language
from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.domain import Domain, progress_count
from cavalo_gui.domains.registry import DEFAULT_DOMAIN, get_domain
from cavalo_gui.engine.events import Finished, Outcome
from cavalo_gui.engine.message import message
from cavalo_gui.engine.search import STOPPED_BY_USER
from cavalo_gui.reports.summary import least_moves

SAYS_IT_STOPPED = frozenset({STOPPED_BY_USER.id, "reason.failed"})
"""The reasons that say "stopped" themselves, and take no "Stopped:" before them."""


def outcome_words(
    final: Finished,
    best_progress: float | None,
    domain: Domain | None = None,
    unit_costs: bool = True,
) -> str:
    """The end of a run in one sentence, in the current language: the engine's reason, then
    how far an unsolved run got (its best progress, counted in ``domain``'s unit, the knight's
    when None) and, when the
    search proved one, the least number of moves an optimal solution needs ("Stopped: node
    budget of … reached; best 700 points"); a puzzle with ``progress_words`` says the progress
    its own way (a graph's "no goal reached")."""
    progress_words = getattr(domain, "progress_words", None)
    reason = render(final.reason, report_language())
    if final.outcome is Outcome.SOLVED:
        return reason[:1].upper() + reason[1:]
    parts = []
    if final.outcome is Outcome.LIMIT and final.reason.id not in SAYS_IT_STOPPED:
        parts.append(
            QCoreApplication.translate("RunModel", "Stopped: {reason}").format(reason=reason)
        )
    else:
        parts.append(reason[:1].upper() + reason[1:])
    if best_progress is not None and progress_words is not None:  # the puzzle's own words
        parts.append(render(progress_words(best_progress), report_language()))
    elif best_progress is not None:
        # Only a search that explored every state knows the best there is; others, the best
        # they found.
        exhaustive = final.outcome is not Outcome.NO_SOLUTION or final.exhaustive
        if exhaustive:
            words = QCoreApplication.translate("RunModel", "best {progress}")
        else:
            words = QCoreApplication.translate("RunModel", "best found {progress}")
        counted = progress_count(domain or get_domain(DEFAULT_DOMAIN), round(best_progress))
        parts.append(words.format(progress=domain_text(counted)))
    moves = least_moves(final.lower_bound) if final.outcome is Outcome.LIMIT else None
    if moves is not None and not unit_costs:  # a bound on the cost, not on the moves
        least = message("words.least-cost-at-least", cost=final.lower_bound)
        parts.append(render(least, report_language()))
    elif moves is not None:
        if moves == 1:
            sentence = QCoreApplication.translate(
                "RunModel", "the optimum needs at least {moves} move"
            )
        else:
            sentence = QCoreApplication.translate(
                "RunModel", "the optimum needs at least {moves} moves"
            )
        parts.append(sentence.format(moves=number(moves)))
    separator = ", " if final.outcome is Outcome.NO_SOLUTION else "; "
    return separator.join(parts)
