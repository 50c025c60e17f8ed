"""The open list as a first-time user watches it (issue 15 item 4): current while a run goes,
slowly or as fast as possible, agreeing with the statistics' open count, and still there to
inspect once the run has ended."""

from __future__ import annotations

from cavalo_gui.app.run.controller import PREVIEW_SIZE

from .helpers import choose, choose_problem, click, expanded, headless_search, run_to_end

SLOW = 1.0  # expansions per second, the slowest speed


def _rows(window) -> int:
    return window.open_list.table.topLevelItemCount()


def _open_count(window) -> int:
    """The open size the statistics panel shows ('16 / 7' is open / closed)."""
    return int(window.stats.value("open").split("/")[0].replace(",", ""))


def _agrees(window) -> bool:
    """The list shows the first nodes of the open list the statistics count."""
    window.model.publish()
    text = window.stats.value("open")
    return (
        text != "–"
        and _rows(window) == min(PREVIEW_SIZE, _open_count(window))
        and window.open_list.count.text().endswith(f" of {_open_count(window):,} in open")
    )


def test_at_one_expansion_a_second_the_list_keeps_up_with_the_statistics(qtbot, window):
    choose_problem(window, "D")
    choose(window, "algorithm", "astar")
    window.panel.set_speed(SLOW)
    assert window.controller.choices.speed == SLOW
    click(qtbot, window, window.run_action)
    qtbot.waitUntil(lambda: expanded(window) >= 1, timeout=3_000)
    qtbot.waitUntil(lambda: _agrees(window), timeout=1_500)  # within the second
    seen = expanded(window)
    qtbot.waitUntil(lambda: expanded(window) > seen, timeout=3_000)
    qtbot.waitUntil(lambda: _agrees(window), timeout=1_500)
    first = window.open_list.nodes[0]
    assert first is not window.model.current  # the next node, not the one just expanded


def test_at_full_speed_the_list_is_refreshed_while_the_run_goes(qtbot, window):
    choose_problem(window, "F")
    click(qtbot, window, window.run_action)
    qtbot.waitUntil(lambda: expanded(window) > 500, timeout=10_000)
    qtbot.waitUntil(lambda: _rows(window) == PREVIEW_SIZE, timeout=3_000)
    before = [node.state for node in window.open_list.nodes]
    qtbot.waitUntil(
        lambda: [node.state for node in window.open_list.nodes] != before, timeout=3_000
    )


def test_at_the_end_the_open_list_stays_to_inspect(qtbot, window):
    choose_problem(window, "D")
    choose(window, "algorithm", "astar")
    run_to_end(qtbot, window)
    search = headless_search("D", "astar", "fewest")
    search.run()
    left = [node.moves() for node in search.open_preview(PREVIEW_SIZE)]
    assert len(left) == 23  # 24 at the last expansion; A* then took the goal out of open
    qtbot.waitUntil(lambda: _rows(window) == len(left), timeout=2_000)
    assert [node.moves() for node in window.open_list.nodes] == left
    assert window.open_list.caption.text().startswith("The nodes left in open when the run ended")
    assert window.open_list.count.text() == "all 23"
    table = window.open_list.table
    table.itemClicked.emit(table.topLevelItem(0), 0)  # inspect one
    window.model.publish()
    assert window.board.picture.moves == len(left[0])
