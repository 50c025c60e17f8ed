"""A verdict in words, for one screen (``cavalo check``), as one JSON object (``--json``) and
as one row of a teacher's table (``--batch``)."""

from __future__ import annotations

import math
from types import SimpleNamespace
from typing import Any

from cavalo_gui.domains.catalogues import render
from cavalo_gui.engine.message import Message, message
from cavalo_gui.engine.own_search.replay import LARGEST_SHOWN
from cavalo_gui.reports.messages import ENGLISH
from cavalo_gui.reports.own_search.verdict import Status, Verdict
from cavalo_gui.reports.summary import describe_setup, number

DECIMALS = {"generated": 0, "expanded": 0, "length": 0, "penetrance": 3, "branching": 3}


def figure_cell(value: float | None, digits: int, language: str) -> str:
    """A statistic as the course's tables write it; one printed out of all measure as written."""
    if value is None:
        return "-"
    if not math.isfinite(value) or abs(value) >= LARGEST_SHOWN:
        return f"{value:g}"
    return number(value, digits, language)


def said(what: Message, language: str) -> str:
    return render(what, language)


def where(verdict: Verdict, language: str) -> str:
    """Where the trace departs, in words: the expansion and line, or the closing line."""
    departure = verdict.departure
    assert departure is not None
    if departure.expansion is not None:
        return said(
            message("check.at-expansion", n=departure.expansion, line=departure.line), language
        )
    return said(message("check.at-line", line=departure.line), language)


def headline(verdict: Verdict, language: str) -> str:
    """The verdict in one sentence."""
    if verdict.status is Status.UNREADABLE:
        error = verdict.error or message("check.empty")
        if verdict.error_line is not None:
            return said(
                message("check.unreadable-line", line=verdict.error_line, what=error), language
            )
        return said(message("check.unreadable", what=error), language)
    replay = verdict.replay
    assert replay is not None
    if verdict.departure is None:
        return said(message("check.holds", n=replay.expansions), language)
    departure = verdict.departure
    before = (departure.expansion or replay.expansions + 1) - 1
    return said(
        message(
            "check.departs",
            where=where(verdict, language),
            n=before,
            rule=message(f"check.rule-name.{departure.rule}"),
        ),
        language,
    )


def format_verdict(verdict: Verdict, language: str = ENGLISH) -> str:
    """The report a student reads in one screen."""
    lines = [said(message("check.title", path=str(verdict.path)), language)]
    if verdict.choices is not None:
        setup = describe_setup(SimpleNamespace(setup=verdict.choices), language)  # type: ignore[arg-type]
        lines.append(setup)
    replay = verdict.replay
    if replay is not None:
        form = message(f"check.form.{verdict.form}")
        lines.append(
            said(
                message("check.read", form=form, n=replay.expansions, lines=replay.lines), language
            )
        )
    lines.append("")
    lines.append(headline(verdict, language))
    if verdict.departure is not None:
        lines.append("  " + said(verdict.departure.said, language))
    if verdict.notes:
        lines.append("")
        lines.extend("- " + said(note, language) for note in verdict.notes)
    if verdict.figures:
        lines.append("")
        lines.extend(statistics_table(verdict, language))
    if verdict.solution is not None:
        lines.append("")
        lines.append(said(verdict.solution, language))
    return "\n".join(lines)


def statistics_table(verdict: Verdict, language: str) -> list[str]:
    """The statistics side by side: printed, recomputed, reference; then each difference's
    reason."""
    heads = [
        said(message(f"check.column.{name}"), language)
        for name in ("statistic", "printed", "recomputed", "reference")
    ]
    rows = [heads]
    for figure in verdict.figures:
        digits = DECIMALS[figure.name]
        rows.append(
            [
                said(message(f"check.stat.{figure.name}"), language),
                figure_cell(figure.printed, digits, language),
                number(figure.recomputed, digits, language),
                number(figure.reference, digits, language) if verdict.reference else "-",
            ]
        )
    widths = [max(len(row[i]) for row in rows) for i in range(4)]
    lines = [
        "  ".join(
            cell.ljust(widths[i]) if i == 0 else cell.rjust(widths[i]) for i, cell in enumerate(row)
        ).rstrip()
        for row in rows
    ]
    for figure in verdict.figures:
        if figure.why is not None:
            name = said(message(f"check.stat.{figure.name}"), language)
            lines.append(f"- {name}: {said(figure.why, language)}")
    return lines


def verdict_json(verdict: Verdict) -> dict[str, Any]:
    """The verdict as data (English sentences, message ids beside them)."""
    departure = verdict.departure
    replay = verdict.replay
    choices = verdict.choices
    return {
        "trace": str(verdict.path),
        "status": verdict.status.name.lower(),
        "exit": verdict.status.value,
        "form": verdict.form,
        "puzzle": choices.domain.name if choices else None,
        "problem": choices.puzzle.name if choices else None,
        "algorithm": choices.algorithm if choices else None,
        "heuristic": choices.heuristic_used() if choices else None,
        "expansions": replay.expansions if replay else None,
        "error": None if verdict.error is None else render(verdict.error),
        "error_id": None if verdict.error is None else verdict.error.id,
        "error_line": verdict.error_line,
        "departure": None
        if departure is None
        else {
            "line": departure.line,
            "expansion": departure.expansion,
            "rule": departure.rule,
            "says": render(departure.said),
            "id": departure.said.id,
        },
        "notes": [{"says": render(note), "id": note.id} for note in verdict.notes],
        "statistics": {
            figure.name: {
                "printed": figure.printed,
                "recomputed": figure.recomputed,
                "reference": figure.reference,
                "right": figure.right,
                "why": None if figure.why is None else render(figure.why),
            }
            for figure in verdict.figures
        },
        "solution": None if replay is None else replay.solution,
        "solution_says": None if verdict.solution is None else render(verdict.solution),
        "optimal": verdict.optimal,
    }


BATCH_COLUMNS = ("file", "puzzle", "problem", "algorithm", "verdict", "statistics", "solution")


def batch_row(verdict: Verdict, name: str, language: str) -> dict[str, str]:
    """One row of the teacher's table."""
    choices = verdict.choices
    if verdict.status is Status.HOLDS:
        cell = said(message("check.batch.holds"), language)
    elif verdict.status is Status.UNREADABLE:
        cell = headline(verdict, language)
    else:
        assert verdict.departure is not None
        cell = said(
            message(
                "check.batch.departs", where=where(verdict, language), why=verdict.departure.said
            ),
            language,
        )
    right = verdict.statistics_right
    replay = verdict.replay
    if replay is not None and replay.departure is not None and replay.printed:
        statistics = message("check.batch.stats-not-judged")
    elif right is None:
        statistics = message("check.batch.stats-none")
    else:
        statistics = message("check.batch.stats-right" if right else "check.batch.stats-wrong")
    if verdict.optimal is not None:
        solution = said(
            message("check.batch.optimal" if verdict.optimal else "check.batch.not-optimal"),
            language,
        )
    elif replay is None or replay.departure is not None:
        solution = "-"
    elif replay.solution is None:
        solution = said(message("check.batch.no-solution"), language)
    else:
        solution = said(message("check.batch.moves", n=len(replay.solution)), language)
    return {
        "file": name,
        "puzzle": choices.domain.name if choices else "-",
        "problem": choices.puzzle.name if choices else "-",
        "algorithm": choices.algorithm if choices else "-",
        "verdict": cell,
        "statistics": "-" if verdict.status is Status.UNREADABLE else said(statistics, language),
        "solution": solution,
    }
