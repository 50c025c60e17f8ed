"""The open list's columns as a student reads them (issue 26 item 13): g alone where the search
has no heuristic (BFS showed h = 0 and f = g), numbers right-aligned under right-aligned
headers, and a long path, cut in its cell, whole in the cell's tooltip."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QSize, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from cavalo_gui.app import i18n
from cavalo_gui.app.widgets.open_list import F_COLUMN, H_COLUMN, NUMBER_COLUMNS, PATH_COLUMN

from .helpers import choose, choose_problem, click, expanded

RIGHT = Qt.AlignmentFlag.AlignRight


def _step(qtbot, window, times: int) -> None:
    for _ in range(times):
        click(qtbot, window, window.step_action)
    qtbot.waitUntil(lambda: expanded(window) == times)
    qtbot.waitUntil(lambda: window.open_list.table.topLevelItemCount() > 0, timeout=2_000)


def _three_a_star_steps_on_d_at(qtbot, window, size: QSize) -> None:
    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size, timeout=2_000)
    choose_problem(window, "D")
    choose(window, "algorithm", "astar")
    _step(qtbot, window, 3)


def _visible_headers(window) -> list[str]:
    table = window.open_list.table
    header = table.headerItem()
    return [header.text(c) for c in range(table.columnCount()) if not table.isColumnHidden(c)]


def test_a_search_without_a_heuristic_shows_g_alone(qtbot, window):
    choose(window, "algorithm", "bfs")
    _step(qtbot, window, 3)
    assert _visible_headers(window) == ["#", "g", "path"]


def test_a_search_with_a_heuristic_shows_g_h_and_f(qtbot, window):
    choose_problem(window, "D")
    choose(window, "algorithm", "astar")
    _step(qtbot, window, 3)
    assert _visible_headers(window) == ["#", "g", "h", "f", "path"]
    table = window.open_list.table
    first = table.topLevelItem(0)
    assert float(first.text(F_COLUMN)) == float(first.text(1)) + float(first.text(H_COLUMN))


def test_numbers_and_their_headers_are_aligned_alike(qtbot, window):
    choose_problem(window, "D")
    choose(window, "algorithm", "astar")
    _step(qtbot, window, 2)
    table = window.open_list.table
    header, first = table.headerItem(), table.topLevelItem(0)
    for column in NUMBER_COLUMNS:
        assert header.textAlignment(column) & RIGHT, column
        assert first.textAlignment(column) & RIGHT, column
    assert not header.textAlignment(PATH_COLUMN) & RIGHT


def test_a_long_path_is_whole_in_its_tooltip(qtbot, window):
    choose_problem(window, "F")
    choose(window, "algorithm", "dfs")
    _step(qtbot, window, 16)
    table = window.open_list.table
    # the list is asked for after each step and may still show an earlier one's for a moment
    qtbot.waitUntil(lambda: len(window.open_list.nodes[0].moves()) > 12, timeout=3_000)
    moves = window.open_list.nodes[0].moves()
    cell = table.topLevelItem(0).text(PATH_COLUMN)
    assert cell.startswith("…") and cell != " → ".join(moves)
    viewport = table.viewport()
    cell = table.visualItemRect(table.topLevelItem(0))
    at = QPoint(table.header().sectionViewportPosition(PATH_COLUMN) + 5, cell.center().y())
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, at, viewport.mapToGlobal(at)))
    qtbot.waitUntil(QToolTip.isVisible, timeout=3_000)
    assert QToolTip.text().splitlines()[0] == " → ".join(moves)


@pytest.mark.parametrize("size", [QSize(1024, 640), QSize(1366, 768)], ids=["1024", "1366"])
@pytest.mark.parametrize("in_portuguese", [False, True], ids=["en", "pt"])
def test_every_column_is_in_view_on_a_small_screen(qtbot, window, size, in_portuguese):
    """At 1024 x 640 f and the path were past the list's right edge: the number columns took
    Qt's default 100 pixels each, their fit to their contents never set."""
    if in_portuguese:
        i18n.set_language(i18n.PORTUGUESE)
    try:
        _three_a_star_steps_on_d_at(qtbot, window, size)
        table = window.open_list.table
        visible = table.viewport().width()
        for column in NUMBER_COLUMNS:
            right = table.columnViewportPosition(column) + table.columnWidth(column)
            assert right <= visible, (column, right, visible)
        assert visible - table.columnViewportPosition(PATH_COLUMN) >= 60
    finally:
        i18n.set_language(i18n.ENGLISH)


def test_the_caption_leaves_the_rows_their_room_at_1024_in_portuguese(qtbot, window, portuguese):
    """Beside the count, in a narrow dock, the caption took five lines from the table."""
    _three_a_star_steps_on_d_at(qtbot, window, QSize(1024, 640))
    caption = window.open_list.caption
    assert caption.height() <= 3 * caption.fontMetrics().lineSpacing() + 4, caption.text()
    count = window.open_list.count
    assert count.isVisible() and count.width() <= window.open_list.width()
