"""Fine step (issue 18 item 3): Step and Back go through each expansion's select, generate
(one child at a time, with its fate) and insert, and every view shows the phase: the line
under the board, the board, the open list's marked rows, the tree's rings and the
pseudocode's line. What the window shows is checked against the engine's own events."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cavalo_gui.app.widgets.open_list import NEW, SELECTED, TAKEN
from cavalo_gui.engine.events import Expansion, Fate

from .helpers import choose, choose_problem, click, headless_search

FATE_WORDS = {
    Fate.ADDED: "added to open",
    Fate.GOAL: "a goal: the search ends here",
    Fate.PRUNED: "pruned",
    Fate.DUPLICATE: "duplicate",
}

# BFS on A at fine granularity, the highlighted line of bfs.txt (numbered from 1) after each
# Step: the root (select 7, three children generated on the for-each line 8, insert 11), four
# nodes with one child each (7, 8, 11), C3 whose child D5 is a goal (7, the goal test on
# generation 10, insert 11), then the end (10, the goal returned). Checked by hand against
# engine/algorithms/bfs.txt.
GOLDEN_BFS_A = [7, 8, 8, 8, 11, 7, 8, 11, 7, 8, 11, 7, 8, 11, 7, 8, 11, 7, 10, 11, 10]


def _expected_phases(name: str, algorithm: str, heuristic: str | None = None):
    """(phase, node, fate) for each fine step of a headless run, from the engine's events."""
    phases = []
    for event in headless_search(name, algorithm, heuristic).events():
        if type(event) is not Expansion:
            continue
        phases.append(("select", event.node, None))
        phases.extend(("generate", child, fate) for child, fate in event.successors)
        phases.append(("insert", event.node, None))
    return phases


def _squares(node) -> tuple[int, ...]:
    return tuple(step.state[1] for step in node.path()[1:])


def _fine_window(qtbot, window, name: str, algorithm: str):
    choose_problem(window, name)
    choose(window, "algorithm", algorithm)
    window.search_tree_dock.show()
    window.search_tree_dock.raise_()
    window.pseudocode_dock.raise_()
    qtbot.waitUntil(lambda: window.pseudocode.in_view and window.search_tree.isVisible())
    click(qtbot, window, window.fine_step_action)
    assert window.fine_step_action.isChecked() and window.model.fine_mode
    window.model.publish()
    assert window.fine_step_line.isVisible()


def _fine_step(qtbot, window, action=None) -> None:
    """Click Step (or ``action``) and wait for the next phase to be shown everywhere."""
    model = window.model
    before = model.fine_phase
    if action is None:
        click(qtbot, window, window.step_action)
    else:
        action.trigger()
    qtbot.waitUntil(lambda: model.fine_phase is not before or model.finished is not None)
    model.publish()
    view = window.search_tree
    qtbot.waitUntil(lambda: view.builder().position == _tree_position(model))
    view.refresh()


def _tree_position(model) -> int:
    shown = model.fine_phase
    return model.shown_position if shown is None else shown.position


def _ringed(view):
    return [view.tree.nodes[item] for item in view.rings]


def test_fine_step_on_a_with_bfs_goes_through_select_generate_insert(qtbot, window):
    _fine_window(qtbot, window, "A", "bfs")
    expected = _expected_phases("A", "bfs")
    problem = window.model.problem
    opened = window.open_list
    for phase, node, fate in expected:
        _fine_step(qtbot, window)
        shown = window.model.fine_phase
        line = window.fine_step_line.text()
        assert shown is not None and shown.phase == phase, line
        if phase == "select":
            label = "the root" if node.parent is None else problem.step_label(node)
            assert line.startswith(f"Select: {label} taken from open")
            assert window.board.picture.path == _squares(node)
            (row,) = [row for row, mark in opened.marks.items() if mark == SELECTED]
            assert opened.nodes[row].state == node.state
            (ringed,) = _ringed(window.search_tree)
            assert ringed.state == node.state
            assert window.model.shown_position == shown.position - 1  # before the expansion
        elif phase == "generate":
            index = shown.generated
            count = len(shown.successors)
            words = f"Generate {index} of {count}: {problem.step_label(node)}, {FATE_WORDS[fate]}"
            assert line.startswith(words)
            assert shown.child[0].state == node.state and shown.child[1] is fate
            assert window.board.picture.path == _squares(node)  # the child on the board
            assert TAKEN in opened.marks.values()  # the node selected has left open
            (ringed,) = _ringed(window.search_tree)
            assert ringed.state == node.state
            kids = window.search_tree.tree.children[window.search_tree.tree.current]
            assert len([kid for kid in kids if kid in window.search_tree.drawn]) == index
        else:
            assert line.startswith("Insert:")
            assert window.model.shown_position == shown.position  # after the expansion
            inserted = {child.state for child in shown.inserted}
            new_rows = {opened.nodes[row].state for row, mark in opened.marks.items()}
            assert set(opened.marks.values()) <= {NEW}
            assert new_rows == inserted
            assert {ringed.state for ringed in _ringed(window.search_tree)} == inserted
    _fine_step(qtbot, window)  # the final event: the run has ended, the picture is whole
    assert window.model.finished is not None and window.model.fine_phase is None


def test_the_pseudocode_line_follows_a_golden_fine_trace_on_a(qtbot, window):
    _fine_window(qtbot, window, "A", "bfs")
    pane = window.pseudocode
    trace = []
    for _ in GOLDEN_BFS_A:
        _fine_step(qtbot, window)
        trace.append(pane.line + 1)  # numbered from 1, as a reader counts
    assert trace == GOLDEN_BFS_A
    assert "Generate" not in pane.phase_words.text() and not pane.phase_words.isVisible()


def test_back_in_fine_mode_goes_back_one_phase(qtbot, window):
    _fine_window(qtbot, window, "A", "bfs")
    for _ in range(7):  # select, generate x3, insert of the root; select, generate of A1
        _fine_step(qtbot, window)
    model = window.model
    assert (model.fine_phase.phase, model.fine_phase.position) == ("generate", 2)
    back = window.back_action
    seen = []
    for _ in range(7):
        _fine_step(qtbot, window, back)
        shown = model.fine_phase
        seen.append(None if shown is None else (shown.phase, shown.position, shown.generated))
    assert seen == [
        ("select", 2, 0),
        ("insert", 1, 3),
        ("generate", 1, 3),
        ("generate", 1, 2),
        ("generate", 1, 1),
        ("select", 1, 0),
        None,  # before the first expansion: the initial picture
    ]
    assert model.shown_position == 0 and window.fine_step_line.text().startswith("Fine step:")
    _fine_step(qtbot, window)  # forward again from the recording: the same select
    assert (model.fine_phase.phase, model.fine_phase.position) == ("select", 1)


def _assert_whole_picture(window, position: int) -> None:
    model = window.model
    assert model.fine_phase is None and model.shown_position == position
    assert window.open_list.marks == {}
    assert window.search_tree.rings == []
    assert len(window.search_tree.drawn) == len(window.search_tree.tree)
    assert window.board.picture.path == _squares(model.current)
    assert "Generate" not in window.fine_step_line.text()


def test_leaving_fine_mode_mid_expansion_shows_the_whole_picture(qtbot, window):
    _fine_window(qtbot, window, "A", "bfs")
    for _ in range(3):  # select, generate 1 and 2 of the root
        _fine_step(qtbot, window)
    assert window.model.fine_phase.generated == 2
    click(qtbot, window, window.fine_step_action)  # off
    window.model.publish()
    window.search_tree.refresh()
    assert not window.model.fine_mode and not window.fine_step_line.isVisible()
    _assert_whole_picture(window, 1)  # the expansion under way, completed
    assert window.pseudocode.line + 1 == 8  # the normal expand line of bfs.txt
    assert not window.model.looking_back


@pytest.mark.parametrize("leave", ["timeline", "run"])
def test_the_timeline_and_run_leave_the_phase_cleanly(qtbot, window, leave):
    _fine_window(qtbot, window, "A", "bfs")
    for _ in range(10):  # to the generate of the third expansion: position 2 shown
        _fine_step(qtbot, window)
    assert (window.model.fine_phase.phase, window.model.shown_position) == ("generate", 2)
    if leave == "timeline":
        window.timeline.slider.setValue(1)
        position = 1
    else:
        with qtbot.waitSignal(window.controller.run_finished, timeout=10_000):
            click(qtbot, window, window.run_action)
        position = 6
    window.model.publish()
    window.search_tree.refresh()
    _assert_whole_picture(window, position)
    assert window.model.fine_mode  # still on: the next Step goes by phases again


def test_f_toggles_fine_step_from_the_keyboard_and_the_toolbar_shows_its_icon(qtbot, window):
    window.activateWindow()
    window.board.setFocus()
    qtbot.waitUntil(window.board.hasFocus)
    assert not window.fine_step_action.isChecked()
    qtbot.keyClick(window.board, Qt.Key.Key_F)
    assert window.fine_step_action.isChecked()
    qtbot.keyClick(window.board, Qt.Key.Key_F)
    assert not window.fine_step_action.isChecked()
    assert "(F)" in window.fine_step_action.toolTip()
    button = window.toolbar.widgetForAction(window.fine_step_action)
    assert button is not None and not button.icon().isNull()
