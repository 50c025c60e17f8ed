"""The knight's state takes one line of the Statistics in both languages (issue 33 item 10):
the Portuguese sentence for the knight not yet on the board ("fora do tabuleiro, 0 / 60
pontos") was wider than the figures' column, so the state's row was given two lines for the
whole run and an empty line's height stood between "Estado" and "Iteração / limiar". At
1024 x 640 and 1366 x 768, 100% and 150%."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication

from cavalo_gui.app.i18n import state_words

from .helpers import choose_problem, click, window_at


@pytest.mark.parametrize("size", [QSize(1024, 640), QSize(1366, 768)], ids=["1024", "1366"])
@pytest.mark.parametrize("zoom", [100, 150])
def test_the_knights_state_takes_one_line_with_no_empty_row_under_it(
    qtbot, window, language, size, zoom
):
    with window_at(qtbot, window, size, zoom):
        choose_problem(window, "B")
        window.model.publish()
        QApplication.processEvents()
        stats = window.stats
        state, below = stats.fields["state"], stats.names["iteration"]
        line = state.fontMetrics().lineSpacing()
        problem = window.model.problem
        first = state_words(problem, problem.initial_state())  # the knight not yet placed
        width = state.fontMetrics().horizontalAdvance(first)
        assert width <= state.contentsRect().width() - 2, (first, width, state.width())
        for count in (1, 2):
            click(qtbot, window, window.step_action)
            qtbot.waitUntil(lambda count=count: window.model.counters.expanded == count)
            window.model.publish()
            QApplication.processEvents()
            assert state.height() < 2 * line, (stats.value("state"), state.height(), line)
            gap = below.geometry().top() - state.geometry().bottom()
            assert gap < line, (stats.value("state"), gap)
