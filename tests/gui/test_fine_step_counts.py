"""One count in every pane after every fine-step phase (issue 26 item 8): the statistics, the
search tree's header, the open list's count, the chart's cursor and curve, the timeline and
the phase's own sentence say the same generated, expanded and open figures, read from the
widgets' texts as a user reads them, through select, each generate and insert, forward
and back."""

from __future__ import annotations

import re

import pytest

from .helpers import choose, choose_problem, click
from .test_fine_step import _fine_step
from .test_one_count import _figures

EXPANSIONS = 4  # whole expansions gone through, phase by phase, in each run
MOST_PHASES = 300
BACK_PHASES = 12


def _first(text: str) -> int | None:
    """The first figure a text says; None for a dash."""
    figures = _figures(text)
    return figures[0] if figures else None


def _panes(window) -> dict[str, tuple[int, ...]]:
    """What each pane says: (generated, expanded, open) where it says all three, else the
    figures it does say, in that order."""
    stats = window.stats
    shown = {
        "statistics": (
            _first(stats.value("generated")),
            _first(stats.value("expanded")),
            _first(stats.value("open")),
        ),
        "tree": tuple(_figures(window.search_tree.note.text())[:3]),
        "open list": (None, None, _figures(window.open_list.count.text())[-1]),
        "timeline": (None, _figures(window.timeline.label.text())[0], None),
    }
    cursor = window.chart_cursor.line
    xs, ys = window.chart.open_curve.getData()
    if cursor.isVisible():
        expanded = round(cursor.value())
        at = [y for x, y in zip(xs if xs is not None else [], ys, strict=False) if x == expanded]
        shown["chart"] = (None, expanded, round(at[-1]) if at else None)
    elif xs is not None and len(xs):
        shown["chart"] = (None, round(xs[-1]), round(ys[-1]))
    line = window.fine_step_line.text()
    said = re.search(r"open has (\S+)$", line)
    if said:
        shown["phase line"] = (None, None, _figures(said.group(1))[0])
    return shown


def _disagreements(shown: dict[str, tuple[int, ...]]) -> list[str]:
    reference = shown["statistics"]
    return [
        f"{pane} says {figures}, the statistics {reference}"
        for pane, figures in shown.items()
        if any(a is not None and a != b for a, b in zip(figures, reference, strict=True))
    ]


@pytest.mark.parametrize(
    ("domain", "problem", "algorithm"),
    [("knight", "D", "astar"), ("knight", "D", "bfs"), ("dots", "C", "astar")],
)
def test_every_pane_says_one_count_after_every_fine_phase(
    qtbot, window, domain, problem, algorithm
):
    choose_problem(window, problem, domain)
    choose(window, "algorithm", algorithm)
    window.search_tree_dock.show()
    window.search_tree_dock.raise_()
    qtbot.waitUntil(window.search_tree.isVisible)
    click(qtbot, window, window.fine_step_action)
    window.model.publish()
    inserts = 0
    for step in range(MOST_PHASES):
        if inserts == EXPANSIONS:
            break
        _fine_step(qtbot, window)
        shown = window.model.fine_phase
        if shown is None:  # the run has ended
            break
        inserts += shown.phase == "insert"
        panes = _panes(window)
        assert not _disagreements(panes), (step, shown.phase, shown.generated, panes)
    assert inserts == EXPANSIONS
    for step in range(BACK_PHASES):  # and back, phase by phase, from the recording
        _fine_step(qtbot, window, window.back_action)
        shown = window.model.fine_phase
        panes = _panes(window)
        assert not _disagreements(panes), ("back", step, shown and shown.phase, panes)
