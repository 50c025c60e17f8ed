"""File > Export trace: the run the window has recorded, as the JSON Lines trace that
``cavalo solve --trace`` writes (see ``reports/trace.py`` and docs/trace.md)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from cavalo_gui.domains.domain import DomainProblem
from cavalo_gui.engine.events import Event
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.trace import write_trace
from cavalo_gui.runs.recording import Recording

TRACE_SUFFIX = ".jsonl"


def recorded_events(recording: Recording) -> Iterator[Event]:
    """The recorded events in the order the search gave them: each expansion, a new pass
    right after the expansion that preceded it, and the final event once the run has ended."""
    marks = sorted(recording.marks, key=lambda mark: mark.counters.expanded)
    waiting = iter(marks)
    mark = next(waiting, None)
    for position in range(recording.first, len(recording) + 1):
        while mark is not None and mark.counters.expanded <= position:
            yield mark
            mark = next(waiting, None)
        if position < len(recording):
            yield recording.expansion(position + 1)
    if recording.final is not None:
        yield recording.final


def trace_file_name(settings: RunChoices) -> str:
    """The name offered for a run's trace: ``trace-D-astar.jsonl``."""
    return f"trace-{settings.puzzle.name}-{settings.algorithm}{TRACE_SUFFIX}"


def export_trace(
    path: str | Path, settings: RunChoices, problem: DomainProblem, recording: Recording
) -> Path:
    """Write the recorded run to ``path`` (a ``.jsonl`` added when it has no extension); the
    file written."""
    target = Path(path)
    if not target.suffix:
        target = target.with_suffix(TRACE_SUFFIX)
    write_trace(target, settings, problem, recorded_events(recording))
    return target
