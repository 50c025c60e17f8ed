"""The open list as a student reads it: the next nodes in expansion order, always those of the
node shown, and a click on one shows it on the board."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cavalo_gui.app.run.controller import PREVIEW_SIZE
from cavalo_gui.domains.knight.board import parse_square
from cavalo_gui.engine.events import Expansion

from .helpers import choose, choose_problem, click, expanded, headless_search


def _open_after(algorithm: str, name: str, expansions: int) -> list[str]:
    """The paths of the first open nodes of a headless run after ``expansions`` expansions."""
    search = headless_search(name, algorithm, "fewest")
    events = search.events()
    done = 0
    while done < expansions:
        done += type(next(events)) is Expansion
    return [" → ".join(node.moves()) for node in search.open_preview(PREVIEW_SIZE)]


def _shown_paths(window) -> list[str]:
    table = window.open_list.table
    return [table.topLevelItem(row).text(4) for row in range(table.topLevelItemCount())]


def test_after_three_steps_the_list_holds_the_next_nodes_in_expansion_order(qtbot, window):
    for _ in range(3):
        click(qtbot, window, window.step_action)
    qtbot.waitUntil(lambda: expanded(window) == 3)
    expected = _open_after("bfs", "A", 3)
    assert expected == ["C1", "A1 → B3", "B1 → C3"]  # the root, A1 and B1 are expanded
    qtbot.waitUntil(lambda: _shown_paths(window) == expected, timeout=2_000)


def test_after_a_burst_of_steps_the_list_catches_up_with_the_last_one(qtbot, window):
    choose_problem(window, "D")
    choose(window, "algorithm", "astar")
    for _ in range(40):  # queued faster than the worker answers the previews
        window.controller.step()
    qtbot.waitUntil(lambda: expanded(window) == 40)
    expected = _open_after("astar", "D", 40)
    assert expected != _open_after("astar", "D", 1)
    qtbot.waitUntil(lambda: _shown_paths(window) == expected, timeout=2_000)


def test_a_click_on_a_row_shows_that_node_and_follow_goes_back(qtbot, window):
    for _ in range(3):
        click(qtbot, window, window.step_action)
    qtbot.waitUntil(lambda: _shown_paths(window) == _open_after("bfs", "A", 3), timeout=2_000)
    table = window.open_list.table
    row = table.topLevelItem(1)  # C1, then A1 → B3 (A has three numbers on row 1)
    rect = table.visualItemRect(row)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    window.model.publish()
    assert window.board.picture.path == (parse_square("A1"), parse_square("B3"))
    assert window.open_list.follow.isEnabled()
    qtbot.mouseClick(window.open_list.follow, Qt.MouseButton.LeftButton)
    window.model.publish()
    assert window.board.picture.path == (parse_square("B1"),)  # the node expanded last
    assert not window.open_list.follow.isEnabled()


def _step_then_back(qtbot, window, steps: int, back: int) -> None:
    for _ in range(steps):
        click(qtbot, window, window.step_action)
    qtbot.waitUntil(lambda: expanded(window) == steps)
    for _ in range(back):
        window.model.publish()  # the timeline learns of the latest steps
        qtbot.waitUntil(window.back_action.isEnabled, timeout=2_000)
        click(qtbot, window, window.back_action)
    qtbot.waitUntil(lambda: window.model.shown_position == steps - back)
    window.model.publish()


def test_going_back_in_ida_star_shows_its_open_list_as_it_stood(qtbot, window):
    choose_problem(window, "D")
    choose(window, "algorithm", "idastar")
    _step_then_back(qtbot, window, 30, 12)
    expected = _open_after("idastar", "D", 18)
    assert expected and expected != _open_after("idastar", "D", 30)
    assert _shown_paths(window) == expected
    caption = window.open_list.caption.text()
    assert caption.startswith("The next nodes to expand, in expansion order.")


@pytest.mark.parametrize("algorithm", ["rbfs", "smastar", "beam", "decision"])
def test_going_back_in_an_open_list_of_its_own_shows_it_as_it_stood(qtbot, window, algorithm):
    """Folded from the events, the open list of RBFS, SMA*, beam search and the decision
    search is there at an earlier expansion too (it once could not be rebuilt)."""
    choose_problem(window, "D")
    choose(window, "algorithm", algorithm)
    _step_then_back(qtbot, window, 10, 4)
    expected = _open_after(algorithm, "D", 6)
    assert expected and expected != _open_after(algorithm, "D", 10)
    assert _shown_paths(window) == expected
    caption = window.open_list.caption.text()
    assert caption.startswith("The next nodes to expand, in expansion order.")
