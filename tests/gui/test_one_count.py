"""One count everywhere (issue 26 item 8): the search tree's header says the figures the
statistics say, after every step and at the end (it said '23 expanded / 210' beside 24 / 222
on D, and '0 expanded' beside 8 on Dots C); IDA*'s header says its pass's share."""

from __future__ import annotations

import re

import pytest

from .helpers import choose, choose_problem, click, expanded, run_to_end


def _figures(text: str) -> list[int]:
    """The whole numbers of a sentence, in order, whatever the language groups them with."""
    return [int(re.sub(r"[^\d]", "", figure)) for figure in re.findall(r"\d[\d,\u00a0]*", text)]


def _tree_note(qtbot, window) -> list[int]:
    view = window.search_tree
    position = window.model.shown_position
    qtbot.waitUntil(
        lambda: view.tree is not None and view.builder().position == position, timeout=3_000
    )
    return _figures(view.note.text())[:3]


def _statistics(window) -> list[int]:
    stats = window.stats
    open_size = _figures(stats.value("open"))[0]
    return [_figures(stats.value(key))[0] for key in ("generated", "expanded")] + [open_size]


@pytest.mark.parametrize(
    ("domain", "problem", "algorithm"),
    [("knight", "D", "astar"), ("knight", "D", "bfs"), ("dots", "C", "astar")],
)
def test_the_tree_header_and_the_statistics_agree_after_every_step(
    qtbot, window, domain, problem, algorithm
):
    choose_problem(window, problem, domain)
    choose(window, "algorithm", algorithm)
    window.search_tree_dock.show()
    window.search_tree_dock.raise_()
    qtbot.waitUntil(window.search_tree.isVisible)
    for step in range(1, 9):
        click(qtbot, window, window.step_action)
        qtbot.waitUntil(lambda step=step: expanded(window) == step)
        window.model.publish()
        assert _tree_note(qtbot, window) == _statistics(window), step
    run_to_end(qtbot, window)
    assert _tree_note(qtbot, window) == _statistics(window)


def test_ida_stars_header_counts_its_pass_alone(qtbot, window):
    choose_problem(window, "D")
    choose(window, "algorithm", "idastar")
    window.search_tree_dock.show()
    window.search_tree_dock.raise_()
    qtbot.waitUntil(window.search_tree.isVisible)
    run_to_end(qtbot, window)
    # the tree follows the run on its own timer: read its passes once it shows the run's end
    generated, expanded_here, _open = _tree_note(qtbot, window)
    passes = window.search_tree.builder().passes
    assert len(passes) > 1
    last = passes[-1]
    assert window.search_tree.note.text().startswith("this pass:")
    assert expanded_here == last.after.expanded - passes[-2].after.expanded
    assert sum(p.expanded for p in passes) == window.model.counters.expanded
    assert generated < window.model.counters.generated
