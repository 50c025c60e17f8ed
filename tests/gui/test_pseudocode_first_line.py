"""The pseudocode pane's top line whole (issue 26 item 13): at every scroll of its text, the
first line shown lies inside the viewport with blank pixels above its ink (scrolled, the
line touched the frame and its top was cut), at 1024 x 640 and 1366 x 768, in English and
Portuguese, at 100% and 150% zoom."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from .helpers import choose, choose_problem, click, expanded, window_at

BLANK_ROWS = 2  # at least this many rows of the text's background above the top line's ink


def _blank_rows_above_ink(text) -> int:
    """Rows of the text's background between the frame and the first dark pixel."""
    image = text.grab().toImage()
    inside = text.contentsRect()
    columns = range(inside.left() + 1, inside.right() - 20)  # the scroll bar left out
    rows = 0
    for y in range(inside.top(), inside.bottom()):
        if any(QColor(image.pixel(x, y)).lightness() < 128 for x in columns):
            return rows
        rows += 1
    return rows


def _in_view(text, block) -> bool:
    """Whether ``block``'s line lies whole, top to bottom, inside the text's viewport."""
    line = text.blockBoundingGeometry(block).translated(text.contentOffset())
    return line.top() >= 0 and line.bottom() <= text.viewport().height()


@pytest.mark.parametrize("size", [QSize(1024, 640), QSize(1366, 768)], ids=["1024", "1366"])
@pytest.mark.parametrize("zoom", [100, 150])
def test_the_first_line_shown_is_whole_at_every_scroll(qtbot, window, language, size, zoom):
    with window_at(qtbot, window, size, zoom):
        window.pseudocode_dock.show()
        window.pseudocode_dock.raise_()
        qtbot.waitUntil(lambda: window.pseudocode.in_view, timeout=3_000)
        choose_problem(window, "D")
        for algorithm in ("astar", "idastar"):
            choose(window, "algorithm", algorithm)
            click(qtbot, window, window.step_action)
            qtbot.waitUntil(lambda: expanded(window) == 1, timeout=5_000)
            window.model.publish()
            text = window.pseudocode.text
            bar = text.verticalScrollBar()
            for value in range(bar.minimum(), bar.maximum() + 1):
                bar.setValue(value)
                QApplication.processEvents()
                block = text.firstVisibleBlock()
                where = (algorithm, value, block.text())
                assert _in_view(text, block), where
                assert _blank_rows_above_ink(text) >= BLANK_ROWS, where
            click(qtbot, window, window.reset_action)


def test_the_highlighted_line_stays_in_view_when_the_pane_shrinks(qtbot, window):
    with window_at(qtbot, window, QSize(1366, 768), 100):
        window.pseudocode_dock.show()
        window.pseudocode_dock.raise_()
        qtbot.waitUntil(lambda: window.pseudocode.in_view, timeout=3_000)
        choose_problem(window, "D")
        choose(window, "algorithm", "idastar")
        click(qtbot, window, window.step_action)
        qtbot.waitUntil(lambda: expanded(window) == 1, timeout=5_000)
        window.model.publish()
    pane = window.pseudocode
    text = pane.text
    assert pane.line is not None and pane.line > 8  # the successors' loop, low in the text
    with window_at(qtbot, window, QSize(1024, 640), 150):
        QApplication.processEvents()
        block = text.document().findBlockByNumber(pane.line)
        qtbot.waitUntil(lambda: _in_view(text, block), timeout=2_000)
