"""One open count in the three panes that say it (issue 26 item 8): the statistics' "Open /
closed", the search tree's header and the open list's count say how many nodes wait in open
after every event of every algorithm, read from their texts as a user reads them: stepping
to the end (where the goal selected has left open, and RBFS's recursion still holds its
waiting children), going back on the timeline and forward to the end again, running to the
end at full speed, and paused at a breakpoint."""

from __future__ import annotations

import contextlib

import pytest
from PySide6.QtCore import Qt

from cavalo_gui.app.run.controller import PREVIEW_SIZE, RunState
from cavalo_gui.app.widgets.tree_legend import COLOURS
from cavalo_gui.engine.algorithms import ALGORITHMS, start_search
from cavalo_gui.engine.events import Outcome
from cavalo_gui.engine.limits import Limits, RunControl
from cavalo_gui.runs.search_tree import WAITING, Status

from .helpers import RUN_TIMEOUT_MS, choose, choose_problem, click, run_to_end, type_into
from .test_fine_step import _fine_step, _tree_position
from .test_one_count import _figures

PROBLEMS = [
    ("knight", "C"),
    ("dots", "B"),
    ("blokus", "A"),
    ("graph", "maze"),
]  # small: a few hundred steps
# Stepped event by event, the graph is Romania (134 events over the eleven algorithms, IDA*'s
# and the decision search's several passes among them): the maze's 326 cost a repaint of its
# labels each, and the maze is still run to the end by every algorithm below.
STEPPED = [*PROBLEMS[:3], ("graph", "romania")]
MOST_STEPS = 150
BACK_STEPS = 3
STEPS_PAST_FULL_MEMORY = 110  # SMA* on knight D first forgets a node at its 71st step


def _show_tree(qtbot, window) -> None:
    window.search_tree_dock.show()
    window.search_tree_dock.raise_()
    qtbot.waitUntil(window.search_tree.isVisible)


def _open_counts(window) -> dict[str, int]:
    """How many nodes each pane says are in open (the open list: '30 of 1,234 in open', or
    its rows when it has no count)."""
    listed = _figures(window.open_list.count.text())
    return {
        "statistics": _figures(window.stats.value("open"))[0],
        "tree": _figures(window.search_tree.note.text())[2],
        "open list": listed[-1] if listed else window.open_list.table.topLevelItemCount(),
    }


def _agree(qtbot, window, when: object) -> int:
    """The one count the panes say once the window has drawn the latest event (the tree
    redraws on a timer, paced to ten times its last drawing's cost: a user sees it a moment
    later; drawn here at once, as that timer would)."""
    window.model.publish()
    view = window.search_tree
    view.refresh()
    position = _tree_position(window.model)
    qtbot.waitUntil(
        lambda: view.tree is not None and view.builder().position == position, timeout=30_000
    )
    with contextlib.suppress(qtbot.TimeoutError):
        qtbot.waitUntil(lambda: len(set(_open_counts(window).values())) == 1, timeout=1_000)
    counts = _open_counts(window)
    assert len(set(counts.values())) == 1, (window.model.algorithm_name, when, counts)
    rows = window.open_list.table.topLevelItemCount()
    assert rows == min(counts["statistics"], PREVIEW_SIZE), (when, rows, counts)
    return counts["statistics"]


def _drawn_waiting(window) -> int:
    """The glyphs the tree draws in the colour its legend calls "waiting in open"."""
    waiting = {COLOURS[status] for status in WAITING}
    return sum(
        spot.brush().color().name() in waiting for spot in window.search_tree.glyphs.points()
    )


def _step_to_the_end(qtbot, window) -> None:
    """Step, one event at a time, until the final event; the panes agree after each."""
    model = window.model
    for step in range(MOST_STEPS):
        if model.recording.final is not None:
            break
        before = 0 if model.last is None else len(model.recording)
        click(qtbot, window, window.step_action)
        qtbot.waitUntil(
            lambda before=before: len(model.recording) > before or bool(model.recording.final)
        )
        count = _agree(qtbot, window, step)
        window.search_tree.refresh()
        assert _drawn_waiting(window) == count, (model.algorithm_name, step)
    assert model.recording.final is not None, "the run did not end within the steps"


def _back_and_forward(qtbot, window) -> None:
    """A few expansions back on the timeline, then forward to the end again."""
    back = min(BACK_STEPS, len(window.model.recording) - 1)  # position 0 has no figures
    for step in range(back):
        window.back_action.trigger()
        _agree(qtbot, window, ("back", step))
    for step in range(back):
        qtbot.mouseClick(window.timeline.forward, Qt.MouseButton.LeftButton)
        _agree(qtbot, window, ("forward", step))
    assert not window.model.looking_back


@pytest.mark.parametrize(("domain", "problem"), STEPPED)
def test_the_three_panes_say_one_open_count_after_every_event(qtbot, window, domain, problem):
    choose_problem(window, problem, domain)
    _show_tree(qtbot, window)
    for algorithm in ALGORITHMS:
        choose(window, "algorithm", algorithm)
        if window.reset_action.isEnabled():
            click(qtbot, window, window.reset_action)
        _step_to_the_end(qtbot, window)
        _back_and_forward(qtbot, window)
        click(qtbot, window, window.reset_action)
        run_to_end(qtbot, window)
        _agree(qtbot, window, "run to the end")


def test_at_the_end_the_goal_has_left_open_and_rbfs_keeps_its_waiting_children(qtbot, window):
    """What is true at the end: A* and SMA* have taken the goal out of open (one fewer than
    their last expansion left); RBFS ends with the goal's siblings and its ancestors' still
    waiting on the recursion, not with an empty open list."""
    choose_problem(window, "C")
    _show_tree(qtbot, window)
    for algorithm in ("astar", "rbfs", "smastar"):
        choose(window, "algorithm", algorithm)
        if window.reset_action.isEnabled():
            click(qtbot, window, window.reset_action)
        run_to_end(qtbot, window)
        left = window.model.recording.at(len(window.model.recording)).open_size
        assert _agree(qtbot, window, algorithm) == left - 1


def test_rbfs_stopped_by_its_budget_says_what_its_recursion_holds(qtbot, window):
    """Stopped by the node budget, RBFS has let subtrees go since its last expansion: the
    panes say the children still waiting on its recursion (and the node it had selected), as
    the search's own stack holds them, not the last expansion's open size."""
    choose_problem(window, "C", "blokus")
    choose(window, "algorithm", "rbfs")
    type_into(qtbot, window.panel.max_nodes, "20")
    _show_tree(qtbot, window)
    final = run_to_end(qtbot, window)
    assert final.outcome is Outcome.LIMIT
    settings = window.controller.choices
    problem = settings.problem()
    search = start_search(
        "rbfs",
        problem,
        problem.heuristics()[settings.heuristic_used()],
        RunControl(Limits(max_nodes=20)),
    )
    search.run()
    left = window.model.recording.at(len(window.model.recording)).open_size
    assert _agree(qtbot, window, "stopped") == len(search.frontier) != left


@pytest.mark.parametrize(("domain", "problem"), PROBLEMS)
def test_at_the_end_the_tree_draws_as_many_waiting_nodes_as_it_says(qtbot, window, domain, problem):
    """A node a full beam pushed out at once, a dead end RBFS backed up and waits for again, the
    decision search's layer let go at the goal, SMA*'s nodes expanded in part (its node just
    expanded, those on the solution path too): the tree's blue nodes are those in open."""
    choose_problem(window, problem, domain)
    _show_tree(qtbot, window)
    for algorithm in ALGORITHMS:
        choose(window, "algorithm", algorithm)
        if window.reset_action.isEnabled():
            click(qtbot, window, window.reset_action)
        run_to_end(qtbot, window)
        count = _agree(qtbot, window, "the end")
        window.search_tree.refresh()
        assert _drawn_waiting(window) == count, algorithm


def test_paused_at_a_breakpoint_the_panes_say_one_open_count(qtbot, window):
    choose_problem(window, "D")
    choose(window, "algorithm", "astar")
    _show_tree(qtbot, window)
    window.breakpoints_menu.actions["goal-generated"].setChecked(True)
    with qtbot.waitSignal(window.controller.breakpoint_met, timeout=RUN_TIMEOUT_MS):
        click(qtbot, window, window.run_action)
    assert window.controller.state is RunState.PAUSED
    _agree(qtbot, window, "paused")
    with qtbot.waitSignal(window.controller.run_finished, timeout=RUN_TIMEOUT_MS):
        click(qtbot, window, window.run_action)
    _agree(qtbot, window, "after the breakpoint, at the end")


def test_fine_step_to_the_end_and_back_says_one_open_count(qtbot, window):
    """Phase by phase through a whole run: at the last insert open still holds the goal
    (rows and count alike); once the run has ended, the goal has left it in every pane."""
    choose_problem(window, "A", "blokus")
    choose(window, "algorithm", "astar")
    _show_tree(qtbot, window)
    click(qtbot, window, window.fine_step_action)
    window.model.publish()
    model = window.model
    for step in range(MOST_STEPS):
        _fine_step(qtbot, window)
        _agree(qtbot, window, ("fine", step, model.fine_phase and model.fine_phase.phase))
        if model.fine_phase is None and model.finished is not None:
            break
    ended = _agree(qtbot, window, "ended")
    _fine_step(qtbot, window, window.back_action)
    _agree(qtbot, window, "back from the end")
    while model.fine_phase is not None and model.fine_phase.phase != "insert":
        _fine_step(qtbot, window)
    assert _agree(qtbot, window, "the last insert again") == ended + 1


def test_sma_star_out_of_memory_draws_its_nodes_expanded_in_part_as_waiting(qtbot, window):
    """Knight D fills SMA*'s memory: a node it has expanded in part stays in open (the header
    said 44 in open where 13 nodes were drawn blue). After every step, and at the end with the
    solution path drawn, the blue nodes are those in open; the path's nodes still in open are
    ringed in the path's colour."""
    choose_problem(window, "D")
    choose(window, "algorithm", "smastar")
    _show_tree(qtbot, window)
    model = window.model
    for step in range(STEPS_PAST_FULL_MEMORY):
        before = len(model.recording)
        click(qtbot, window, window.step_action)
        qtbot.waitUntil(lambda before=before: len(model.recording) > before)
        count = _agree(qtbot, window, step)
        window.search_tree.refresh()
        assert _drawn_waiting(window) == count, step
    run_to_end(qtbot, window)
    count = _agree(qtbot, window, "the end")
    window.search_tree.refresh()
    assert _drawn_waiting(window) == count > 13
    ringed = {
        spot.pen().color().name()
        for spot in window.search_tree.glyphs.points()
        if spot.brush().color().name() == COLOURS[Status.OPEN] and spot.pen().widthF() > 1
    }
    assert ringed == {COLOURS[Status.SOLUTION]}
