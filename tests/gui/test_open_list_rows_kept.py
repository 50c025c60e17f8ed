"""Issue 38: the open list keeps its rows' items from one preview to the next and sets only the
cells that changed (made again at each preview, it took more of the GUI thread than the rest
of the window at full speed). What a student reads must be what a list made afresh shows:
the same cells, no fine-step colour or tooltip left over from another node."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication

from cavalo_gui.app.widgets.open_list import PATH_COLUMN, OpenList

from .helpers import choose, choose_problem, click, expanded


def _cells(open_list: OpenList) -> list[list[str]]:
    table = open_list.table
    return [
        [table.topLevelItem(row).text(column) for column in range(PATH_COLUMN + 1)]
        for row in range(table.topLevelItemCount())
    ]


def _afresh(window) -> list[list[str]]:
    """The cells of an open list made now, from nothing, on the same model."""
    fresh = OpenList(window.model)
    try:
        return _cells(fresh)
    finally:
        fresh.deleteLater()


def test_rows_kept_across_steps_and_the_timeline_read_as_a_list_made_afresh(qtbot, window):
    choose_problem(window, "D")
    choose(window, "algorithm", "astar")
    for _ in range(25):
        window.controller.step()
    qtbot.waitUntil(lambda: expanded(window) == 25, timeout=10_000)
    model = window.model
    seen = set()
    for position in (25, 3, 24, 0, 12, 13, 25):  # longer and shorter lists, back and forth
        model.go_to(position)
        model.publish()
        cells = _cells(window.open_list)
        assert cells == _afresh(window), position
        seen.add(len(cells))
    assert len(seen) > 2  # the list grew and shrank on the way


def test_a_row_kept_for_another_node_loses_its_fine_step_mark_and_its_tooltip(qtbot, window):
    choose_problem(window, "A")
    choose(window, "algorithm", "bfs")
    click(qtbot, window, window.fine_step_action)
    model, open_list = window.model, window.open_list
    for _ in range(5):  # the root selected, its children generated and inserted; A1 selected
        before = model.fine_phase
        click(qtbot, window, window.step_action)
        qtbot.waitUntil(lambda before=before: model.fine_phase is not before)
        model.publish()
    assert open_list.marks  # a row is coloured
    table = open_list.table
    row = next(iter(open_list.marks))
    item = table.topLevelItem(row)
    assert item.background(0).style() != Qt.BrushStyle.NoBrush
    first = table.topLevelItem(0)
    place = table.visualItemRect(first).center()
    QApplication.sendEvent(
        table.viewport(),
        QHelpEvent(QEvent.Type.ToolTip, place, table.viewport().mapToGlobal(place)),
    )
    assert first.toolTip(PATH_COLUMN)  # asked for, so made
    shown_first = open_list.nodes[0]

    click(qtbot, window, window.fine_step_action)  # fine step off: the whole picture again
    for _ in range(2):
        click(qtbot, window, window.step_action)
    qtbot.waitUntil(lambda: model.fine_phase is None and expanded(window) >= 3, timeout=5_000)
    model.publish()

    assert open_list.marks == {}
    for index in range(table.topLevelItemCount()):
        kept = table.topLevelItem(index)
        for column in range(PATH_COLUMN + 1):
            assert kept.background(column).style() == Qt.BrushStyle.NoBrush
            assert kept.data(column, Qt.ItemDataRole.FontRole) is None
    assert open_list.nodes[0] is not shown_first
    assert table.topLevelItem(0).toolTip(PATH_COLUMN) == ""  # made again when next asked
    assert _cells(open_list) == _afresh(window)
